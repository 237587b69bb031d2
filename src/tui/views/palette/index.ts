// The command palette (`:`): type to filter every command, Enter runs the one chosen (or the
// command named with its argument, `:card 4242`).
import { keyLabel } from '../../key-labels.js';
import { fit, safe } from '../../text.js';
import { closing, eraseChar, quitNow, scrolling, textInput } from '../../view/common.js';
import { plain, tinted, titleLine } from '../../view/lines.js';
import { closeOverlay, cursorIn, openSlot, patchSlot, slotOf } from '../../view/registry.js';
import { cursorRow } from '../../view/span.js';
import type { Command, CommandContext, Page, View, ViewEnv } from '../../view/types.js';
import { commandWord, matchCommands, parsePalette } from './match.js';

export type PaletteSlot = { readonly kind: 'palette'; readonly text: string; readonly cursor: number };

const paletteSlot = (ctx: CommandContext) => slotOf<PaletteSlot>(ctx.store.getState(), 'palette');

/** Typed text: the matches start again from the best one. */
function editPalette(ctx: CommandContext, edit: (text: string) => string): void {
  const slot = paletteSlot(ctx);
  if (slot) patchSlot<PaletteSlot>(ctx.store, 'palette', { text: edit(slot.text), cursor: 0 });
}

function palettePage(env: ViewEnv): Page | undefined {
  const slot = slotOf<PaletteSlot>(env.state, 'palette');
  if (!slot) return undefined;
  const lines = matchCommands(env.views.commands, slot.text).map(({ command: c }) =>
    plain(
      `${fit(`:${commandWord(c)}${c.argument ? ` ${c.argument}` : ''}`, 28)} ${fit(c.keys.map(keyLabel).join('/'), 10)} ${c.description}`,
    ),
  );
  return {
    title: titleLine('Command palette', env.theme),
    head: [tinted(`:${safe(slot.text)}_`, env.theme.accent)],
    lines,
    position: cursorIn(slot),
  };
}

/** Runs the command typed (with its argument) or chosen; one that cannot run now says why. */
function submit(ctx: CommandContext): void {
  const slot = paletteSlot(ctx);
  if (!slot) return;
  const a = ctx.store.getState().actions;
  closeOverlay(ctx.store);
  const all = ctx.views.commands;
  const matches = matchCommands(all, slot.text);
  const chosen = matches[cursorRow(slot.cursor, matches.length)];
  const picked = parsePalette(all, slot.text) ?? (chosen ? { command: chosen.command } : undefined);
  if (!picked) {
    a.notify('warn', `no command matches ${safe(slot.text)}`, ctx.now());
    return;
  }
  const why = picked.command.disabledReason?.(ctx.store.getState());
  if (why !== undefined) {
    a.notify('warn', `${commandWord(picked.command)}: ${why}`, ctx.now());
    return;
  }
  picked.command.run(ctx, 'argument' in picked ? picked.argument : undefined);
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
  description: 'Run the command typed or chosen',
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
