// Expiring a month's cards at once, when a merchant's clock passes the end of their expiry month: one UPDATE
// sets every live card of that month `expired`; only the cards that still hold money are visited for it (their
// authorized purchases canceled and their balance returned to the wallet, each an operation of its own, as a
// closing does); and every expired card gets its `card_state` event, in card order. Portable SQL: no
// engine-only function.
import { cardStateEvent } from './card-lifecycle.js';
import { loadCard } from './card-views.js';
import { nowIso, type Ctx } from './context.js';
import { moveCardToWallet } from './money-moves.js';
import { cancelAuthorized } from './purchases.js';

const LIVE = "status IN ('active', 'frozen')";

/** A live card of the month as the bulk run sees it: what its event says it was, whether it holds money. */
interface Expiring {
  id: string;
  status: 'active' | 'frozen';
  balance: bigint;
  held: bigint;
}

/**
 * Expires up to `limit` of the merchant's live cards whose expiry is `expiry` (`MM.YYYY`), at the context's
 * clock; returns how many. Runs inside the caller's transaction.
 */
export function expireMonth(ctx: Ctx, merchantId: string, expiry: string, limit: number): number {
  const cards = ctx
    .stmt(
      `SELECT c.id, c.status, la.balance, la.held FROM cards c JOIN ledger_accounts la ON la.id = c.ledger_account
      WHERE c.merchant_id = ? AND c.expiry = ? AND c.${LIVE} ORDER BY c.seq LIMIT ?`,
    )
    .all(merchantId, expiry, limit) as unknown as Expiring[];
  if (cards.length === 0) return 0;
  const at = nowIso(ctx);
  const last = cards.length === limit ? cards[cards.length - 1] : undefined;
  ctx
    .stmt(
      `UPDATE cards SET status = 'expired', provision_at = NULL, updated_at = ?
      WHERE merchant_id = ? AND expiry = ? AND ${LIVE}${last ? ' AND seq <= (SELECT seq FROM cards WHERE id = ?)' : ''}`,
    )
    .run(...[at, merchantId, expiry, ...(last ? [last.id] : [])]);
  for (const card of cards) {
    if (card.held > 0n) cancelAuthorized(ctx, loadCard(ctx, merchantId, card.id));
    if (card.balance > 0n) {
      const left = loadCard(ctx, merchantId, card.id);
      if (left.balance > 0n) moveCardToWallet(ctx, left, left.balance, 'Balance returned: card expired');
    }
    cardStateEvent(ctx, { id: card.id, merchant_id: merchantId }, card.status);
  }
  return cards.length;
}
