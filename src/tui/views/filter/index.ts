// The find input of a list pane (`/`): typed on the status line over the panes; Enter applies it
// (the cards pane: over the whole wallet through the card index), replacing the find in force; Esc clears it.
import { applyWalletFind } from '../../find/jump.js';
import { safe } from '../../text.js';
import { eraseChar, quitNow, textInput } from '../../view/common.js';
import { closeOverlay, openSlot, patchSlot, slotOf } from '../../view/registry.js';
import type { Command, CommandContext, View } from '../../view/types.js';

export type FindSlot = { readonly kind: 'find'; readonly text: string };

const findSlot = (ctx: CommandContext) => slotOf<FindSlot>(ctx.store.getState(), 'find');

/** Opens the find of the focused pane, empty: what is typed replaces the find in force when applied. */
export function openFind(ctx: CommandContext): void {
  openSlot<FindSlot>(ctx.store, { kind: 'find', text: '' });
}

function editFind(ctx: CommandContext, edit: (text: string) => string): void {
  const slot = findSlot(ctx);
  if (slot) patchSlot<FindSlot>(ctx.store, 'find', { text: edit(slot.text) });
}

const apply: Command = {
  id: 'find.apply',
  keys: ['enter'],
  group: 'Find and filters',
  internal: true,
  hint: 'apply',
  description: 'Apply the find',
  run: (ctx) => {
    const slot = findSlot(ctx);
    if (!slot) return;
    closeOverlay(ctx.store);
    const focus = ctx.store.getState().view.focus;
    if (focus === 'cards') applyWalletFind(ctx, slot.text);
    else ctx.store.getState().mutators.setFind(focus, slot.text);
  },
};

const clear: Command = {
  id: 'find.clear',
  keys: ['esc'],
  group: 'Find and filters',
  internal: true,
  hint: 'clear',
  description: 'Cancel the find and clear the filter',
  run: (ctx) => {
    closeOverlay(ctx.store);
    ctx.store.getState().mutators.setFind(ctx.store.getState().view.focus, '');
  },
};

export const findView: View = {
  id: 'find',
  commands: [apply, clear, eraseChar, quitNow],
  input: textInput(editFind),
  status: (state) => {
    const slot = slotOf<FindSlot>(state, 'find');
    return slot && `/${safe(slot.text)}_`;
  },
};
