// The card index's commands: the global search (ctrl+f, :find) and its input plumbing. Keys are
// data: these entries join the one command table.
import type { Command, CommandContext } from '../command-types.js';
import { sortChooserByActivity } from './chooser-activity.js';
import { jumpToChoice, liveIndex, openIndexedCard } from './jump.js';
import { findDisabledReason } from './present.js';

const RESULTS = 50;
const actions = (ctx: CommandContext) => ctx.store.getState().actions;

function searchOverlay(ctx: CommandContext) {
  const overlay = ctx.store.getState().view.overlay;
  return overlay?.kind === 'search' ? overlay : undefined;
}

export function openSearch(ctx: CommandContext, text = ''): void {
  const index = liveIndex(ctx);
  if (!index) {
    const off = ctx.store.getState().cardIndex.off ?? ctx.index?.status().reason;
    // No index object yet: it opens a moment after the first frame.
    const why = off ? findDisabledReason(off) : 'the card index is opening; try again in a moment';
    actions(ctx).notify('warn', `find: ${why}`, ctx.now());
    return;
  }
  actions(ctx).setOverlay({ kind: 'search', text, cursor: 0 });
}

/** The results the search overlay shows for its text (the body and Enter agree on them). */
export function searchResults(ctx: Pick<CommandContext, 'index'>, text: string) {
  const index = ctx.index;
  return index && text.trim() !== '' ? index.search(text, RESULTS) : { rows: [], more: false };
}

function moveResult(ctx: CommandContext, delta: number): void {
  const overlay = searchOverlay(ctx);
  if (!overlay) return;
  const length = searchResults(ctx, overlay.text).rows.length;
  actions(ctx).setOverlay({ ...overlay, cursor: Math.max(0, Math.min(length - 1, overlay.cursor + delta)) });
}

function submit(ctx: CommandContext): void {
  const overlay = searchOverlay(ctx);
  const index = liveIndex(ctx);
  if (!overlay || !index) return;
  const row = searchResults(ctx, overlay.text).rows[overlay.cursor];
  actions(ctx).setOverlay(null);
  if (row) openIndexedCard(ctx, index, row);
}

/** Typed text in the search input (results follow as you type). */
export function typeIntoSearch(ctx: CommandContext, edit: (text: string) => string): boolean {
  const overlay = searchOverlay(ctx);
  if (!overlay) return false;
  actions(ctx).setOverlay({ ...overlay, text: edit(overlay.text), cursor: 0 });
  return true;
}

export const findCommands: readonly Command[] = [
  {
    id: 'find.choose.sort',
    keys: ['s'],
    modes: ['choose'],
    hint: 'sort by activity',
    description: 'Card chooser: sort by last operation, newest first',
    run: sortChooserByActivity,
  },
  {
    id: 'find.global',
    keys: ['ctrl+f'],
    modes: ['list', 'detail'],
    palette: 'find',
    argument: '<text>',
    hint: 'find card',
    description: 'Find a card anywhere: last4, holder, email, card name, id',
    enabledWhen: (state) => state.cardIndex.off === undefined,
    whyDisabled: (state) => findDisabledReason(state.cardIndex.off ?? 'off'),
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
    run: (ctx) => moveResult(ctx, 1),
  },
  {
    id: 'search.up',
    keys: ['up'],
    modes: ['search'],
    internal: true,
    description: 'Previous result',
    run: (ctx) => moveResult(ctx, -1),
  },
];

export { jumpToChoice };
