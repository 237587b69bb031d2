// The find input of a list pane (`/`): typed on the status line over the panes; Enter applies it
// (the cards pane: over the whole wallet through the card index), Esc clears it.
import type { CommandContext } from '../../command-types.js';
import { safe } from '../../text.js';
import { patchSlot, slotOf } from '../../view/registry.js';
import type { View } from '../../view/types.js';

export type FindSlot = { readonly kind: 'find'; readonly text: string };

export const findSlot = (ctx: CommandContext) => slotOf<FindSlot>(ctx.store.getState(), 'find');

export function openFind(ctx: CommandContext): void {
  const view = ctx.store.getState().view;
  const slot: FindSlot = { kind: 'find', text: view.find[view.focus] };
  ctx.store.getState().actions.setOverlay(slot);
}

export function editFind(ctx: CommandContext, edit: (text: string) => string): void {
  const slot = findSlot(ctx);
  if (slot) patchSlot<FindSlot>(ctx.store, 'find', { text: edit(slot.text) });
}

export const findView: View = {
  id: 'find',
  status: (state) => {
    const slot = slotOf<FindSlot>(state, 'find');
    return slot && `/${safe(slot.text)}_`;
  },
};
