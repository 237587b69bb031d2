// The card index's commands: the global search (ctrl+f, :find) and its input plumbing. Keys are
// data: these entries join the one command table.
import type { Command, CommandContext } from '../command-types.js';
import { patchSlot } from '../view/registry.js';
import { moveView } from '../view/move.js';
import { cursorRow } from '../view/span.js';
import { jumpToChoice, liveIndex, openIndexedCard } from './jump.js';
import { searchResults, searchSlot, showSearch, type SearchSlot } from './view.js';

const actions = (ctx: CommandContext) => ctx.store.getState().actions;
const searchOverlay = (ctx: CommandContext) => searchSlot(ctx.store.getState());

export function openSearch(ctx: CommandContext, text = ''): void {
  const index = liveIndex(ctx);
  if (!index) {
    const why = ctx.index?.status().reason ?? 'started with --no-index';
    actions(ctx).notify('warn', `find: the card index is off (${why})`, ctx.now());
    return;
  }
  showSearch(ctx, text);
}

function submit(ctx: CommandContext): void {
  const overlay = searchOverlay(ctx);
  const index = liveIndex(ctx);
  if (!overlay || !index) return;
  const rows = searchResults(ctx.index, overlay.text).rows;
  const row = rows[cursorRow(overlay.cursor, rows.length)];
  actions(ctx).setOverlay(null);
  if (row) openIndexedCard(ctx, index, row);
}

/** Typed text in the search input (results follow as you type). */
export function typeIntoSearch(ctx: CommandContext, edit: (text: string) => string): boolean {
  const overlay = searchOverlay(ctx);
  if (!overlay) return false;
  patchSlot<SearchSlot>(ctx.store, 'search', { text: edit(overlay.text), cursor: 0 });
  return true;
}

export const findCommands: readonly Command[] = [
  {
    id: 'find.global',
    keys: ['ctrl+f'],
    modes: ['list', 'detail'],
    palette: 'find',
    argument: '<text>',
    hint: 'find card',
    description: 'Find a card anywhere: last4, holder, email, card name, id',
    run: (ctx, argument) => openSearch(ctx, argument ?? ''),
  },
  {
    id: 'search.submit',
    keys: ['enter'],
    modes: ['search'],
    internal: true,
    description: 'Go to the chosen card',
    run: submit,
  },
  {
    id: 'search.cancel',
    keys: ['esc'],
    modes: ['search'],
    internal: true,
    description: 'Close the search',
    run: (ctx) => actions(ctx).setOverlay(null),
  },
  {
    id: 'search.backspace',
    keys: ['backspace'],
    modes: ['search'],
    internal: true,
    description: 'Delete a character',
    run: (ctx) => {
      typeIntoSearch(ctx, (t) => Array.from(t).slice(0, -1).join(''));
    },
  },
  {
    id: 'search.down',
    keys: ['down'],
    modes: ['search'],
    internal: true,
    description: 'Next result',
    run: (ctx) => moveView(ctx, 1),
  },
  {
    id: 'search.up',
    keys: ['up'],
    modes: ['search'],
    internal: true,
    description: 'Previous result',
    run: (ctx) => moveView(ctx, -1),
  },
];

export { jumpToChoice };
