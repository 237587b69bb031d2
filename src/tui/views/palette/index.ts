// The command palette (`:`): type to filter every command. Enter runs the command typed (with its
// argument, `:card 4242`) or the entry the operator moved the cursor to; anything else runs nothing
// and says so, naming the closest commands (the best match is never run on a guess).
import { keyLabel } from '../../key-labels.js';
import { fit, safe } from '../../text.js';
import { closing, eraseChar, quitNow, scrolling, textInput } from '../../view/common.js';
import { plain, tinted, titleLine, type DrawnLine } from '../../view/lines.js';
import { closeOverlay, openSlot, patchSlot, slotOf } from '../../view/registry.js';
import { cursorRow } from '../../view/span.js';
import type { Command, CommandContext, Page, Position, View, ViewEnv } from '../../view/types.js';
import { closestWords, commandWord, matchCommands, parsePalette } from './match.js';

export type PaletteSlot = {
  readonly kind: 'palette';
  readonly text: string;
  readonly cursor: number;
  /** The operator moved the cursor since the last edit: Enter runs the entry under it. */
  readonly chosen?: boolean;
};

const paletteSlot = (ctx: CommandContext) => slotOf<PaletteSlot>(ctx.store.getState(), 'palette');

/** Typed text: the matches start again from the best one, and no entry is chosen until the cursor moves. */
function editPalette(ctx: CommandContext, edit: (text: string) => string): void {
  const slot = paletteSlot(ctx);
  if (slot) patchSlot<PaletteSlot>(ctx.store, 'palette', { text: edit(slot.text), cursor: 0, chosen: false });
}

/** A cursor move chooses the entry it lands on. */
const positionIn = (slot: PaletteSlot): Position => ({
  kind: 'cursor',
  at: slot.cursor,
  set: (ctx, at) => patchSlot<PaletteSlot>(ctx.store, 'palette', { cursor: at, chosen: true }),
});

/** Said under the typed text while Enter would run nothing: what is typed is no command and no entry is chosen. */
function pendingLine(env: ViewEnv, slot: PaletteSlot): DrawnLine[] {
  if (slot.chosen || slot.text.trim() === '' || parsePalette(env.views.commands, slot.text)) return [];
  const down = env.views.keyOf('cursor.down');
  const enter = env.views.keyOf('palette.run');
  return [tinted(`not a command: ${enter} runs nothing until ${down} chooses an entry`, env.theme.muted)];
}

function palettePage(env: ViewEnv): Page | undefined {
  const slot = slotOf<PaletteSlot>(env.state, 'palette');
  if (!slot) return undefined;
  const lines = matchCommands(env.views.commands, slot.text).map(({ command: c }) => {
    const word = commandWord(c);
    const typed = word === undefined ? '' : `:${word}${c.argument ? ` ${c.argument}` : ''}`;
    return plain(`${fit(typed, 28)} ${fit(c.keys.map(keyLabel).join('/'), 10)} ${c.description}`);
  });
  return {
    title: titleLine('Command palette', env.theme),
    head: [tinted(`:${safe(slot.text)}_`, env.theme.accent), ...pendingLine(env, slot)],
    lines,
    position: positionIn(slot),
  };
}

/** What Enter runs: the command typed (an alias is one), else the entry the cursor was moved to. */
function picked(
  all: readonly Command[],
  slot: PaletteSlot,
): { command: Command; argument?: string } | undefined {
  const typed = parsePalette(all, slot.text);
  if (typed) return typed;
  if (!slot.chosen) return undefined;
  const matches = matchCommands(all, slot.text);
  const entry = matches[cursorRow(slot.cursor, matches.length)];
  return entry && { command: entry.command };
}

/** Why Enter ran nothing: the word is no command (the closest named), or nothing was typed. */
function unknownText(all: readonly Command[], text: string): string {
  const word = text.trim().split(/\s+/)[0] ?? '';
  if (word === '') return 'no command typed: nothing ran';
  const closest = closestWords(all, text).map((w) => `:${w}`);
  return `unknown command: ${safe(word)}${closest.length > 0 ? ` (closest: ${closest.join(', ')})` : ''}`;
}

/** Runs the command typed (with its argument) or chosen; one that cannot run now says why. */
function submit(ctx: CommandContext): void {
  const slot = paletteSlot(ctx);
  if (!slot) return;
  const a = ctx.store.getState().mutators;
  closeOverlay(ctx.store);
  const all = ctx.views.commands;
  const run = picked(all, slot);
  if (!run) {
    a.notify('warn', unknownText(all, slot.text), ctx.now());
    return;
  }
  const why = run.command.disabledReason?.(ctx.store.getState());
  if (why !== undefined) {
    a.notify('warn', `${commandWord(run.command) ?? run.command.description}: ${why}`, ctx.now());
    return;
  }
  run.command.run(ctx, run.argument);
}

const open: Command = {
  id: 'palette',
  keys: [':'],
  group: 'Navigation',
  hint: 'commands',
  internal: true,
  description: 'Command palette',
  run: (ctx) => openSlot<PaletteSlot>(ctx.store, { kind: 'palette', text: '', cursor: 0 }),
};

const run: Command = {
  id: 'palette.run',
  keys: ['enter'],
  group: 'Navigation',
  internal: true,
  hint: 'run',
  description: 'Run the command typed, or the entry the cursor was moved to',
  run: submit,
};

const close = closing({
  id: 'palette.close',
  keys: ['esc'],
  group: 'Navigation',
  hint: 'close',
  description: 'Close the palette',
});

export const paletteView: View = {
  id: 'palette',
  page: palettePage,
  openers: [open],
  commands: [run, close, eraseChar, ...scrolling, quitNow],
  input: textInput(editPalette),
};
