// Marks on the cards pane: space toggles the cursor row, `a` marks every card of the selected
// account matching the pane's filter (all pages, fetched now) and says how many, `A` clears.
import { distinctRefs, markAllMatching, toActionError, type CardRef } from '../../actions/index.js';
import { liveIndex } from '../find/jump.js';
import { describeCardFilter } from '../../domain/index.js';
import { cardsPaneFilter, selectCursorId, type AppState } from '../../store/index.js';
import type { CommandContext } from '../view/types.js';
import { describeError } from '../text.js';

export const inCardsList = (s: AppState): boolean => s.view.focus === 'cards' && s.view.details.length === 0;

export function toggleMarkAtCursor(ctx: CommandContext): void {
  const id = selectCursorId(ctx.store.getState(), 'cards');
  if (id !== undefined) ctx.store.getState().mutators.toggleMark(id);
}

export function clearAllMarks(ctx: CommandContext): void {
  const a = ctx.store.getState().mutators;
  if (ctx.bulk?.stopMarking()) a.notify('info', 'mark all cancelled: nothing more is fetched', ctx.now());
  const count = ctx.store.getState().marks.size;
  a.clearMarks();
  ctx.bulk?.forget();
  if (count > 0) a.notify('info', `cleared ${count.toLocaleString('en-US')} marks`, ctx.now());
}

/** Marks the cards found and says how many: distinct cards, whichever source listed them. */
function markFound(ctx: CommandContext, found: readonly CardRef[], what: string): void {
  const refs = distinctRefs(found);
  ctx.bulk?.remember(refs);
  const a = ctx.store.getState().mutators;
  a.markMany(refs.map((r) => r.id));
  const total = ctx.store.getState().marks.size;
  const also = total > refs.length ? ` (${total.toLocaleString('en-US')} marked in all)` : '';
  a.notify('info', `marked ${refs.length.toLocaleString('en-US')} cards${what}${also}`, ctx.now());
}

/** Fetches every matching card (all pages) and marks them; the count shows before any action. */
export async function markAllMatchingCards(ctx: CommandContext): Promise<void> {
  const state = ctx.store.getState();
  const a = state.mutators;
  const accountId = state.view.selectedAccountId;
  if (!ctx.ops || accountId === undefined) {
    a.notify(
      'warn',
      accountId === undefined ? 'select a wallet first' : 'actions are not available in this session',
      ctx.now(),
    );
    return;
  }
  // The pane's own filter: `a` marks exactly what the list shows across its pages, and says which.
  const filter = cardsPaneFilter(state);
  const { from, to } = state.view.cardQuery;
  const words = [describeCardFilter(filter), from || to ? `created ${from ?? '...'} .. ${to ?? '...'}` : '']
    .filter((w) => w !== '')
    .join(', ');
  const matching = words ? ` matching ${words}` : '';
  const signal = ctx.bulk?.startMarking();
  // A large wallet takes many pages: say how far it got now and then, not on every card.
  const onProgress = (fetched: number) => {
    if (fetched % 1_000 === 0)
      a.notify('info', `found ${fetched.toLocaleString('en-US')} cards so far... (A cancels)`, ctx.now());
  };
  try {
    const bounds = { ...(from ? { createdAtFrom: from } : {}), ...(to ? { createdAtTo: to } : {}) };
    const index = liveIndex(ctx);
    const { refs, from: source } = await markAllMatching(
      ctx.ops.client,
      accountId,
      { ...filter, ...bounds },
      {
        ...(index ? { index } : {}),
        onFetching: () => a.notify('info', `finding every card${matching}... (A cancels)`, ctx.now()),
        onProgress,
        signal,
      },
    );
    if (signal?.aborted) return;
    ctx.bulk?.stopMarking();
    markFound(ctx, refs, source === 'index' ? `${matching} (from the card index)` : matching);
  } catch (error) {
    // Cancelled by A (or a newer mark all): that one already said so.
    if (signal?.aborted) return;
    ctx.bulk?.stopMarking();
    a.notify('error', `mark all: ${describeError(toActionError(error))}`, ctx.now());
  }
}
