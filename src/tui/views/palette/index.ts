// The command palette (`:`): type to filter every command, Enter runs the one chosen (or the
// command named with its argument, `:card 4242`).
import type { CommandContext } from '../../command-types.js';
import { keyLabel } from '../../key-labels.js';
import { fit, safe } from '../../text.js';
import { plain, tinted, titleLine } from '../../view/lines.js';
import { patchSlot, slotOf } from '../../view/registry.js';
import type { Page, View, ViewEnv } from '../../view/types.js';
import { commandWord, matchCommands } from './match.js';

export type PaletteSlot = { readonly kind: 'palette'; readonly text: string; readonly cursor: number };

export const paletteSlot = (ctx: CommandContext) => slotOf<PaletteSlot>(ctx.store.getState(), 'palette');

export function openPalette(ctx: CommandContext): void {
  const slot: PaletteSlot = { kind: 'palette', text: '', cursor: 0 };
  ctx.store.getState().actions.setOverlay(slot);
}

/** Typed text: the matches start again from the best one. */
export function editPalette(ctx: CommandContext, edit: (text: string) => string): void {
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
    position: {
      kind: 'cursor',
      at: slot.cursor,
      set: (ctx, at) => patchSlot<PaletteSlot>(ctx.store, 'palette', { cursor: at }),
    },
  };
}

export const paletteView: View = { id: 'palette', page: palettePage };
