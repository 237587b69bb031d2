// The help overlay's text, generated from the command table: the keys grouped under headings, one
// line per key at 80 columns, wrapped (never cut) where narrower, and no key listed twice. Why a
// command cannot run now is said once per reason under its heading, with the keys it holds back.
// Which heading a command goes under is its own `group`.
import type { AppState } from '../../../store/index.js';
import { keyLabel } from '../../key-labels.js';
import { ROW_MARKS } from '../../present/rows.js';
import { HELP_GROUPS, type Command, type HelpGroup } from '../../view/types.js';

/** The command table help is generated from: every command once, and the ones of the screens help opens from. */
export interface HelpTable {
  readonly commands: readonly Command[];
  readonly browse: ReadonlySet<Command>;
}

export interface HelpLine {
  readonly kind: 'heading' | 'entry' | 'more' | 'reason' | 'mark';
  readonly text: string;
  readonly disabled?: boolean;
  /** An entry's keys (the table's names, not their labels). */
  readonly keys?: readonly string[];
  /** The commands a line speaks for. */
  readonly commandIds?: readonly string[];
}

const INDENT = '  ';
/** Wide enough for every key label of the table ("S-Tab/Up"). */
const KEY_COLUMN = 9;

interface Entry {
  readonly command: Command;
  readonly keys: readonly string[];
}

/**
 * The entries of one heading: a key already listed under it is not listed again, and a view's own
 * plumbing (moving, opening, closing with the keys navigation lists) is not repeated.
 */
function entriesOf(
  group: readonly Command[],
  heading: HelpGroup,
  navigationKeys: ReadonlySet<string>,
): Entry[] {
  const seen = new Set<string>();
  const out: Entry[] = [];
  for (const command of group) {
    const plumbing =
      command.internal === true &&
      heading !== 'Navigation' &&
      heading !== 'Forms' &&
      command.keys.every((k) => navigationKeys.has(k) || seen.has(k));
    const keys = command.keys.filter((k) => !seen.has(k));
    keys.forEach((k) => seen.add(k));
    if (!plumbing && (keys.length > 0 || (command.keys.length === 0 && command.palette)))
      out.push({ command, keys });
  }
  return out;
}

/** Why the command cannot run now; asked only of the keys of the screens help opens from (a view's own keys work in that view). */
const heldBack = (command: Command, state: AppState, table: HelpTable): string | undefined =>
  table.browse.has(command) ? command.disabledReason?.(state) : undefined;

/** Words laid into lines of `width`, the first after `first`, the others after `indent`; a word longer than a line is split, never cut. */
function wrap(first: string, text: string, indent: number, width: number): string[] {
  const lines: string[] = [];
  let line = first;
  const room = Math.max(1, width - indent);
  for (let word of text.split(/\s+/).filter((w) => w !== '')) {
    while (word.length > room) {
      if (line.trim() !== '') lines.push(line);
      lines.push(' '.repeat(indent) + word.slice(0, room));
      word = word.slice(room);
      line = ' '.repeat(indent);
    }
    const joined =
      line.trim() === '' ? `${' '.repeat(indent)}${word}` : `${line}${line.endsWith(' ') ? '' : ' '}${word}`;
    if (joined.length <= width) line = joined;
    else {
      lines.push(line);
      line = `${' '.repeat(indent)}${word}`;
    }
  }
  if (line.trim() !== '') lines.push(line);
  return lines;
}

/** How an entry is named: its keys' labels, or the palette word (with its argument) of a command without keys. */
function entryLabel({ command, keys }: Entry): string {
  return keys.length > 0
    ? keys.map(keyLabel).join('/')
    : `:${command.palette ?? command.id}${command.argument ? ` ${command.argument}` : ''}`;
}

function entryLines(entry: Entry, state: AppState, table: HelpTable, width: number): HelpLine[] {
  const { command, keys } = entry;
  const label = entryLabel(entry);
  const disabled = heldBack(command, state, table) !== undefined;
  const lead = `${INDENT}${label.padEnd(KEY_COLUMN)} `;
  const indent = INDENT.length + KEY_COLUMN + 1;
  // A label too long for the key column (a palette word with its argument) takes a line of its own
  // (wrapped if it is wider than the help): every description starts in the same column.
  const [word = '', ...rest] = label.split(' ');
  const head = lead.length > indent ? wrap(`${INDENT}${word}`, rest.join(' '), INDENT.length * 2, width) : [];
  const texts =
    head.length > 0
      ? [...head, ...wrap(' '.repeat(indent), command.description, indent, width)]
      : wrap(lead, command.description, indent, width);
  return texts.map((text, i) => ({
    kind: i === 0 ? 'entry' : 'more',
    text,
    disabled,
    ...(i === 0 ? { keys, commandIds: [command.id] } : {}),
  }));
}

/** One line (wrapped if need be) per reason the heading's commands cannot run now, with their keys. */
function reasonLines(
  entries: readonly Entry[],
  state: AppState,
  table: HelpTable,
  width: number,
): HelpLine[] {
  const byReason = new Map<string, Entry[]>();
  for (const entry of entries) {
    const why = heldBack(entry.command, state, table);
    if (why !== undefined) byReason.set(why, [...(byReason.get(why) ?? []), entry]);
  }
  return [...byReason].flatMap(([why, held]) => {
    const keys = held
      .map((e) =>
        e.keys.length > 0 ? e.keys.map(keyLabel).join('/') : `:${e.command.palette ?? e.command.id}`,
      )
      .join(' ');
    return wrap(INDENT, `not now (${keys}): ${why}`, INDENT.length * 2, width).map((text, i): HelpLine => ({
      kind: i === 0 ? 'reason' : 'more',
      text,
      disabled: true,
      ...(i === 0 ? { commandIds: held.map((e) => e.command.id) } : {}),
    }));
  });
}

/** The entries under each heading, in the help's order (headings without entries left out). */
function groupedEntries(commands: readonly Command[]): Array<readonly [HelpGroup, Entry[]]> {
  const grouped = new Map<HelpGroup, Command[]>(HELP_GROUPS.map((g) => [g, []]));
  for (const c of commands) grouped.get(c.group)?.push(c);
  const navigationKeys = new Set((grouped.get('Navigation') ?? []).flatMap((c) => c.keys));
  return HELP_GROUPS.map(
    (heading) => [heading, entriesOf(grouped.get(heading) ?? [], heading, navigationKeys)] as const,
  ).filter(([, entries]) => entries.length > 0);
}

/** The help as a table: heading, key label and description per entry (what the key table of docs/keys.md lists). */
export function helpTable(
  table: HelpTable,
): Array<{ heading: HelpGroup; label: string; description: string }> {
  return groupedEntries(table.commands).flatMap(([heading, entries]) =>
    entries.map((e) => ({ heading, label: entryLabel(e), description: e.command.description })),
  );
}

/** What the marks in a list's first column mean, from the marks the rows draw. */
function rowMarkLines(width: number): HelpLine[] {
  const lines = Object.values(ROW_MARKS).flatMap(({ mark, meaning }) =>
    wrap(`${INDENT}${mark.padEnd(KEY_COLUMN)} `, meaning, INDENT.length + KEY_COLUMN + 1, width).map(
      (text, i): HelpLine => ({ kind: i === 0 ? 'mark' : 'more', text }),
    ),
  );
  return [{ kind: 'heading', text: 'Row marks' }, ...lines];
}

/** The help text of the command table at `width` columns, then what the row marks mean. */
export function helpLines(state: AppState, width: number, table: HelpTable): HelpLine[] {
  return [
    ...groupedEntries(table.commands).flatMap(([heading, entries]) => [
      { kind: 'heading', text: heading } as const,
      ...entries.flatMap((e) => entryLines(e, state, table, width)),
      ...reasonLines(entries, state, table, width),
    ]),
    ...rowMarkLines(width),
  ];
}
export { HELP_GROUPS } from '../../view/types.js';
