// `:wallet *`: every wallet's cards in one list, answered by the card index (which holds every
// wallet's cards once it has read them all): no read of the service beyond what the index made. A page
// at a time, within the cards pane's status filter and creation bounds, by creation.
import { everyWalletKey, type AppState, type Card } from '../../store/index.js';
import { cardFromRow } from '../../sync/card-index/index.js';
import type { CommandContext } from '../view/types.js';
import { liveIndex, pageSize } from './jump.js';

/** An instant as the index keeps the service's times (ISO 8601 in UTC), for its comparisons. */
const inUtc = (iso: string | undefined): string | undefined =>
  iso === undefined ? undefined : new Date(Date.parse(iso)).toISOString();

/** Why every wallet's cards cannot be listed now, or undefined when the index holds them all. */
function notReady(ctx: CommandContext, s: AppState): string | undefined {
  const index = liveIndex(ctx);
  if (!index)
    return `the card index is off here${ctx.index?.status().reason ? ` (${ctx.index.status().reason})` : ''}`;
  const wallets = s.lists.accounts?.ids;
  if (!wallets) return 'the wallets are not loaded yet; ask again in a moment';
  const left = wallets.filter((id) => !index.walletComplete(id)).length;
  if (left > 0)
    return `the card index has ${left} of ${wallets.length} wallets still to read; ask again when it is ready`;
  return undefined;
}

/**
 * Shows page `page` (from 1) of every wallet's cards in the cards pane; false, with the reason said,
 * when the index cannot answer for every wallet yet.
 */
export function showEveryWallet(ctx: CommandContext, page = 1): boolean {
  const s = ctx.store.getState();
  const a = s.actions;
  const why = notReady(ctx, s);
  const index = liveIndex(ctx);
  if (why !== undefined || !index) {
    a.notify('warn', `wallet *: ${why ?? 'no card index'}`, ctx.now());
    return false;
  }
  const q = { ...s.view.cardQuery, everyWallet: true, page };
  const size = pageSize(ctx);
  const from = inUtc(q.from);
  const to = inUtc(q.to);
  const found = index.everyWallet({
    statuses: q.statuses,
    ...(from ? { from } : {}),
    ...(to ? { to } : {}),
    order: q.sortType,
    offset: (page - 1) * size,
    limit: size,
  });
  // Each card as the store knows it (fresher than the index), named with its wallet for the column.
  const cards: Card[] = [];
  for (const row of found.rows) {
    const card = s.entities.cards.get(row.id) ?? cardFromRow(row);
    const wallet = card.accountId ? s.entities.accounts.get(card.accountId)?.name : undefined;
    if (card.accountName === undefined && wallet !== undefined) cards.push({ ...card, accountName: wallet });
    else if (!s.entities.cards.has(row.id)) cards.push(card);
  }
  const slot = {
    ids: found.rows.map((r) => r.id),
    total: found.matched,
    page,
    pages: Math.max(1, Math.ceil(found.matched / size)),
    loadedAt: ctx.now(),
  };
  a.applyBatch({ cards, lists: { [everyWalletKey(q)]: slot }, at: ctx.now() });
  a.setCardQuery({ everyWallet: true, sortBy: 'createdAt', page });
  return true;
}

/** Every wallet's list again, from its first page, after its filter changed (when it is shown). */
export function refreshEveryWallet(ctx: CommandContext): void {
  if (ctx.store.getState().view.cardQuery.everyWallet) showEveryWallet(ctx, 1);
}

/** The next or previous page of every wallet's cards, when the pane shows them; false when it does not. */
export function turnEveryWalletPage(ctx: CommandContext, direction: 1 | -1): boolean {
  const s = ctx.store.getState();
  if (!s.view.cardQuery.everyWallet) return false;
  const pages = s.lists[everyWalletKey(s.view.cardQuery)]?.pages ?? 1;
  const page = s.view.cardQuery.page + direction;
  if (page < 1 || page > pages) return true;
  showEveryWallet(ctx, page);
  if (direction === -1) s.actions.setCursor('cards', Number.MAX_SAFE_INTEGER);
  return true;
}
