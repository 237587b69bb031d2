// The grammar of an alias (a saved view): which words it may use, checked once at start-up so a bad
// alias is reported by name and the good ones still run.
//
//   alias := step (WS ":" step)*        the first step may leave out its ":"
//   step  := word (WS argument)?        a palette line, read by the palette's own parser
//
// Rules: the name is lower-case letters, digits and "-" (starting with a letter, at most 32) and is not
// a built-in palette word; the first step names a pane (wallets, cards, ops, holders) and no other
// step does; the other steps are the list filters (status, type, from, to, sort), `wallet NAME` (the
// wallet shown, its name may hold spaces) and `filter TEXT` (the filter text), each allowed in that pane,
// each argument valid; an alias never names an alias.
import {
  CardOperationStatus,
  CardOperationType,
  CardStatus,
  WalletOperationStatus,
  WalletOperationType,
} from '../../../contract/index.js';
import { parseDateBound, utcZone } from '../../../domain/index.js';
import type { PaneId } from '../../../store/index.js';
import type { Command } from '../../view/types.js';
import { commandWord, parsePalette } from '../palette/match.js';
import { paneWord } from '../browse/navigation.js';
import { boundProblem, parseSort } from '../panes/filters.js';

export type AliasScope = 'global' | 'profile';

/** One step of an alias: the palette command and its argument. */
export interface AliasStep {
  readonly command: Command;
  readonly argument?: string;
}

/** An alias that passed every rule: ready to run. */
export interface Alias {
  readonly name: string;
  readonly text: string;
  readonly scope: AliasScope;
  readonly pane: PaneId;
  readonly steps: readonly AliasStep[];
}

export type AliasCheck =
  { readonly ok: true; readonly alias: Alias } | { readonly ok: false; readonly error: string };

const NAME = /^[a-z][a-z0-9-]{0,31}$/;

/** The pane each pane command shows (its id is `pane.<pane>`). */
const PANE_OF: Readonly<Record<string, PaneId>> = {
  'pane.accounts': 'accounts',
  'pane.cards': 'cards',
  'pane.operations': 'operations',
  'pane.cardholders': 'cardholders',
};

const unique = (values: readonly string[]) => [...new Set(values)];
const list = (argument: string | undefined) => (argument ?? '').split(/[\s,]+/).filter(Boolean);

function within(values: string[], allowed: readonly string[], what: string): string | undefined {
  const unknown = values.filter((v) => !allowed.includes(v));
  return unknown.length === 0
    ? undefined
    : `unknown ${what} ${unknown.join(', ')} (known: ${allowed.join(', ')})`;
}

/** The filter steps: the panes each runs in, and what is wrong with its argument (undefined: nothing). */
const FILTERS: Readonly<
  Record<string, { panes: readonly PaneId[]; check: (arg?: string, pane?: PaneId) => string | undefined }>
> = {
  'filter.status': {
    panes: ['cards', 'operations'],
    check: (arg, pane) =>
      pane === 'cards'
        ? within(list(arg), CardStatus.options, 'card status')
        : within(
            list(arg),
            unique([...CardOperationStatus.options, ...WalletOperationStatus.options]),
            'operation status',
          ),
  },
  'filter.type': {
    panes: ['operations'],
    check: (arg) =>
      within(
        list(arg),
        unique([...CardOperationType.options, ...WalletOperationType.options]),
        'operation type',
      ),
  },
  'filter.from': { panes: ['cards', 'operations'], check: (arg) => dateProblem('from', arg) },
  'filter.to': { panes: ['cards', 'operations'], check: (arg) => dateProblem('to', arg) },
  sort: {
    panes: ['cards'],
    check: (arg) => (parseSort(arg) ? undefined : 'sort takes createdAt|name|status [asc|desc]'),
  },
  filter: { panes: ['accounts', 'cards', 'operations', 'cardholders'], check: () => undefined },
  // Whether such a wallet exists is known only once the profile's wallets are read: `:wallet` says then.
  'filter.wallet': {
    panes: ['accounts', 'cards', 'operations', 'cardholders'],
    check: (arg) => (arg?.trim() ? undefined : "needs the wallet's name (:wallet Main USD)"),
  },
};

/** Only the form is checked here: a relative bound (-1h) counts back from when the alias runs. */
function dateProblem(field: 'from' | 'to', arg: string | undefined): string | undefined {
  return parseDateBound(arg, false, utcZone(), 0) === null ? boundProblem(field, arg) : undefined;
}

/** The alias text cut into palette lines: a word starting with ":" starts a step. */
export function splitSteps(text: string): string[] {
  const steps: string[][] = [];
  for (const word of text.trim().split(/\s+/).filter(Boolean)) {
    if (word.startsWith(':') || steps.length === 0) steps.push([word.replace(/^:/, '')]);
    else steps[steps.length - 1]?.push(word);
  }
  return steps.map((words) => words.join(' '));
}

function checkStep(
  line: string,
  commands: readonly Command[],
  aliasNames: ReadonlySet<string>,
  pane: PaneId | undefined,
): { step: AliasStep; pane?: PaneId } | string {
  const word = line.split(' ')[0] ?? '';
  if (word === '') return 'an empty step (":" with no command)';
  if (aliasNames.has(word)) return `:${word} is an alias; an alias cannot run another alias`;
  const parsed = parsePalette(commands, line);
  if (!parsed) return `:${word} is not a palette command`;
  const shows = PANE_OF[parsed.command.id];
  if (pane === undefined) {
    if (!shows) return `it must start with a pane (wallets, cards, ops, holders), not :${word}`;
    return parsed.argument === undefined ? { step: parsed, pane: shows } : `:${word} takes no argument`;
  }
  if (shows) return `only its first step names a pane (:${word} comes later)`;
  const filter = FILTERS[parsed.command.id];
  if (!filter) return `:${word} cannot be in an alias (only a pane, its filters, sort and filter text)`;
  if (!filter.panes.includes(pane)) return `:${word} does not apply to the ${paneWord(pane)} pane`;
  if (parsed.command.id === 'filter' && parsed.argument === undefined)
    return ':filter needs the text to filter by';
  const problem = filter.check(parsed.argument, pane);
  return problem === undefined ? { step: parsed } : `:${word}: ${problem}`;
}

/** Checks one alias against every rule; the error names the alias and the rule it breaks. */
export function checkAlias(
  name: string,
  text: unknown,
  scope: AliasScope,
  commands: readonly Command[],
  aliasNames: ReadonlySet<string>,
): AliasCheck {
  const fail = (rule: string): AliasCheck => ({ ok: false, error: `alias "${name}": ${rule}` });
  if (!NAME.test(name))
    return fail('a name is lower-case letters, digits and "-", starting with a letter (at most 32)');
  if (commands.some((c) => !c.internal && commandWord(c) === name))
    return fail(`:${name} is a built-in command`);
  if (typeof text !== 'string' || text.trim() === '')
    return fail('must be a non-empty string of palette commands');
  let pane: PaneId | undefined;
  const steps: AliasStep[] = [];
  for (const line of splitSteps(text)) {
    const checked = checkStep(line, commands, aliasNames, pane);
    if (typeof checked === 'string') return fail(checked);
    pane ??= checked.pane;
    steps.push(checked.step);
  }
  if (pane === undefined) return fail('it must start with a pane (wallets, cards, ops, holders)');
  return { ok: true, alias: { name, text: text.trim(), scope, pane, steps } };
}

/** The aliases of the config file: a profile's alias wins over a global one of the same name. */
export function mergeAliases(
  global: Readonly<Record<string, unknown>>,
  profile: Readonly<Record<string, unknown>>,
): Array<{ name: string; text: unknown; scope: AliasScope }> {
  const merged = new Map<string, { name: string; text: unknown; scope: AliasScope }>();
  for (const [name, text] of Object.entries(global)) merged.set(name, { name, text, scope: 'global' });
  for (const [name, text] of Object.entries(profile)) merged.set(name, { name, text, scope: 'profile' });
  return [...merged.values()];
}

/** Every alias checked: the good ones, and one message per bad one. */
export function checkAliases(
  global: Readonly<Record<string, unknown>>,
  profile: Readonly<Record<string, unknown>>,
  commands: readonly Command[],
): { aliases: Alias[]; problems: string[] } {
  const entries = mergeAliases(global, profile);
  const names = new Set(entries.map((e) => e.name));
  const aliases: Alias[] = [];
  const problems: string[] = [];
  for (const e of entries) {
    const checked = checkAlias(e.name, e.text, e.scope, commands, names);
    if (checked.ok) aliases.push(checked.alias);
    else problems.push(checked.error);
  }
  return { aliases, problems };
}
