// The text filter of a list pane (`/`): typed on the status line over the panes; Enter applies it
// (the cards pane: over the whole wallet through the card index), replacing the filter text in force; Esc clears it.
import { applyWalletFilter } from '../../find/jump.js';
import { safe } from '../../text.js';
import { eraseChar, quitNow, textInput } from '../../view/common.js';
import { closeOverlay, openSlot, patchSlot, slotOf } from '../../view/registry.js';
import type { Command, CommandContext, View } from '../../view/types.js';

export type FilterSlot = { readonly kind: 'filter'; readonly text: string };

const filterSlot = (ctx: CommandContext) => slotOf<FilterSlot>(ctx.store.getState(), 'filter');

/** Opens the filter of the focused pane, empty: what is typed replaces the text in force when applied. */
export function openFilter(ctx: CommandContext): void {
  openSlot<FilterSlot>(ctx.store, { kind: 'filter', text: '' });
}

function editFilter(ctx: CommandContext, edit: (text: string) => string): void {
  const slot = filterSlot(ctx);
  if (slot) patchSlot<FilterSlot>(ctx.store, 'filter', { text: edit(slot.text) });
}

const apply: Command = {
  id: 'filter.text.apply',
  keys: ['enter'],
  group: 'Find and filters',
  internal: true,
  hint: 'apply',
  description: 'Apply the filter',
  run: (ctx) => {
    const slot = filterSlot(ctx);
    if (!slot) return;
    closeOverlay(ctx.store);
    const focus = ctx.store.getState().view.focus;
    if (focus === 'cards') applyWalletFilter(ctx, slot.text);
    else ctx.store.getState().mutators.setFilter(focus, slot.text);
  },
};

const clear: Command = {
  id: 'filter.text.clear',
  keys: ['esc'],
  group: 'Find and filters',
  internal: true,
  hint: 'clear',
  description: 'Cancel and clear the filter',
  run: (ctx) => {
    closeOverlay(ctx.store);
    ctx.store.getState().mutators.setFilter(ctx.store.getState().view.focus, '');
  },
};

export const filterView: View = {
  id: 'filter',
  commands: [apply, clear, eraseChar, quitNow],
  input: textInput(editFilter),
  status: (state) => {
    const slot = slotOf<FilterSlot>(state, 'filter');
    return slot && `/${safe(slot.text)}_`;
  },
};
