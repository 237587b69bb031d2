// The card index's commands: the global search (ctrl+f, :find) and its input. Keys are data: the
// search view lists these.
import { closing, eraseChar, quitNow, scrolling, textInput } from '../view/common.js';
import { closeOverlay, patchSlot } from '../view/registry.js';
import { cursorRow } from '../view/span.js';
import type { Command, CommandContext, TextInput } from '../view/types.js';
import { liveIndex, openIndexedCard } from './jump.js';
import { findDisabledReason } from './present.js';
import { searchEverywhere, searchResults, searchSlot, showSearch, type SearchSlot } from './slot.js';
import { openHit } from '../views/profiles/found.js';

const mutators = (ctx: CommandContext) => ctx.store.getState().mutators;
const searchOverlay = (ctx: CommandContext) => searchSlot(ctx.store.getState());

export function openSearch(ctx: CommandContext, text = ''): void {
  const index = liveIndex(ctx);
  if (!index) {
    const off = ctx.store.getState().cardIndex.off ?? ctx.index?.status().reason;
    // No index object yet: it opens a moment after the first frame.
    const why = off ? findDisabledReason(off) : 'the card index is opening; try again in a moment';
    mutators(ctx).notify('warn', `find: ${why}`, ctx.now());
    return;
  }
  showSearch(ctx, text);
}

function submit(ctx: CommandContext): void {
  const overlay = searchOverlay(ctx);
  if (overlay?.everywhere) {
    const hits = searchEverywhere(ctx.profiles, overlay.text).hits;
    const hit = hits[cursorRow(overlay.cursor, hits.length)];
    closeOverlay(ctx.store);
    if (hit) openHit(ctx, hit);
    return;
  }
  const index = liveIndex(ctx);
  if (!overlay || !index) return;
  const rows = searchResults(ctx.index, overlay.text).rows;
  const row = rows[cursorRow(overlay.cursor, rows.length)];
  closeOverlay(ctx.store);
  if (row) openIndexedCard(ctx, index, row);
}

/** Typed text in the search input (results follow as you type). */
function typeIntoSearch(ctx: CommandContext, edit: (text: string) => string): void {
  const overlay = searchOverlay(ctx);
  if (overlay) patchSlot<SearchSlot>(ctx.store, 'search', { text: edit(overlay.text), cursor: 0 });
}

export const searchInput: TextInput = textInput(typeIntoSearch);

export const openSearchCommand: Command = {
  id: 'find.global',
  keys: ['ctrl+f'],
  group: 'Find and filters',
  palette: 'find',
  argument: '<text>',
  hint: 'find card',
  description: 'Find a card anywhere: last4, holder, email, card name, id',
  // A capability rather than a row: when the console has no card index, the footer always says why.
  subject: () => true,
  disabledReason: (state) =>
    state.cardIndex.off === undefined ? undefined : findDisabledReason(state.cardIndex.off),
  run: (ctx, argument) => openSearch(ctx, argument ?? ''),
};

export const searchCommands: readonly Command[] = [
  {
    id: 'search.submit',
    keys: ['enter'],
    group: 'Find and filters',
    internal: true,
    hint: 'go',
    description: 'Go to the chosen card',
    run: submit,
  },
  {
    id: 'search.everywhere',
    keys: ['tab'],
    group: 'Find and filters',
    hint: 'all profiles',
    description: 'Card search: this profile or all profiles',
    disabledReason: (state) => (searchSlot(state) ? undefined : 'the card search is not open'),
    run: (ctx) => {
      const overlay = searchOverlay(ctx);
      if (!overlay) return;
      if (!ctx.profiles) {
        mutators(ctx).notify('warn', 'find: this console has one profile', ctx.now());
        return;
      }
      patchSlot<SearchSlot>(ctx.store, 'search', { everywhere: !overlay.everywhere, cursor: 0 });
    },
  },
  closing({
    id: 'search.cancel',
    keys: ['esc'],
    group: 'Find and filters',
    hint: 'close',
    description: 'Close the search',
  }),
  eraseChar,
  ...scrolling,
  quitNow,
];
