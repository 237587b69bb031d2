// Simulated card spending. A purchase is declined (recorded, no money moved) when the card is not
// active, its wallet is inactive, the balance is short or a limit is exceeded; otherwise it is
// authorized (amount + fee held on the card) and completed at once or later by the worker.
import type { CardStatus, DeclineReason, RouteOutput } from '../../contract/index.js';
import { money, percentCents } from './amounts.js';
import { loadCard, type CardRow } from './card-views.js';
import { requireCardState } from './card-rules.js';
import { laterIso, type Ctx } from './context.js';
import { adjustHold, balanceOf, externalAccount, post } from './ledger.js';
import { feesAccount } from './money-moves.js';
import { loadCardOp, recordCardOp, setCardOpStatus, type CardOpRow } from './operations.js';
import { effectiveFees, loadWallet, providerOf, type WalletRow } from './wallets.js';

type SimulationResult = RouteOutput<'sandboxPurchase'>;
export interface MerchantInfo {
  merchantName?: string | undefined;
  merchantCategory?: string | undefined;
}

const CARD_STATE_REASON: Record<Exclude<CardStatus, 'active'>, DeclineReason> = {
  creating: 'card_creating',
  creating_failed: 'card_creating_failed',
  frozen: 'card_frozen',
  closed: 'card_closed',
  expired: 'card_expired',
};

function spentSince(ctx: Ctx, cardId: string, since: string): bigint {
  const row = ctx
    .stmt(
      `SELECT COALESCE(SUM(amount), 0) AS total FROM card_ops WHERE card_id = ? AND created_at >= ?
    AND type = 'purchase' AND status IN ('authorized', 'completed')`,
    )
    .get(cardId, since) as { total: bigint };
  return row.total;
}

/** Why a purchase is declined, checked in the order the document's DeclineReason lists; null when it goes through. */
function declineReason(
  ctx: Ctx,
  card: CardRow,
  wallet: WalletRow,
  cents: bigint,
  fee: bigint,
): DeclineReason | null {
  if (card.status !== 'active') return CARD_STATE_REASON[card.status];
  if (wallet.status !== 'active') return 'wallet_inactive';
  const txLimit = providerOf(wallet).limits.find((l) => l.type === 'transaction_limit');
  if (txLimit && cents > txLimit.maxCents) return 'transaction_limit_exceeded';
  const now = ctx.clock();
  const dayStart = new Date(
    Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate()),
  ).toISOString();
  const monthStart = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), 1)).toISOString();
  if (card.daily_limit !== null && spentSince(ctx, card.id, dayStart) + cents > card.daily_limit)
    return 'daily_limit_exceeded';
  if (card.monthly_limit !== null && spentSince(ctx, card.id, monthStart) + cents > card.monthly_limit)
    return 'monthly_limit_exceeded';
  if (balanceOf(ctx, card.ledger_account).available < cents + fee) return 'insufficient_balance';
  return null;
}

const result = (
  operationId: string,
  status: string,
  cents: bigint,
  currency: string,
  reason: DeclineReason | null,
): SimulationResult => ({
  operationId,
  status,
  amount: money(cents, 'org'),
  currency,
  declineReason: reason,
});

/** `holdMs` > 0 leaves the purchase authorized (held) until the worker completes it. */
export function purchase(
  ctx: Ctx,
  card: CardRow,
  cents: bigint,
  info: MerchantInfo,
  holdMs = 0,
): SimulationResult {
  const wallet = loadWallet(ctx, card.merchant_id, card.wallet_id);
  const fee = percentCents(cents, effectiveFees(wallet).txPercent);
  const base = {
    merchantId: card.merchant_id,
    walletId: card.wallet_id,
    cardId: card.id,
    currency: card.currency,
    merchantName: info.merchantName ?? 'Sandbox Store',
    merchantCategory: info.merchantCategory ?? '5999',
  };
  const reason = declineReason(ctx, card, wallet, cents, fee);
  if (reason !== null) {
    const id = recordCardOp(ctx, {
      ...base,
      type: 'purchase',
      status: 'declined',
      amount: cents,
      declineReason: reason,
    });
    return result(id, 'declined', cents, card.currency, reason);
  }
  adjustHold(ctx, card.ledger_account, cents + fee);
  const completeAt = holdMs > 0 ? laterIso(ctx, holdMs) : null;
  const id = recordCardOp(ctx, {
    ...base,
    type: 'purchase',
    status: 'authorized',
    amount: cents,
    completeAt,
  });
  if (fee > 0n) {
    recordCardOp(ctx, {
      ...base,
      type: 'fee',
      status: 'authorized',
      amount: fee,
      fee,
      relatedId: id,
      description: 'Card transaction fee',
    });
  }
  if (completeAt !== null) return result(id, 'authorized', cents, card.currency, null);
  settleAuthorized(ctx, loadCardOp(ctx, card.merchant_id, id));
  return result(id, 'completed', cents, card.currency, null);
}

const feeOpOf = (ctx: Ctx, purchaseOp: CardOpRow): CardOpRow | undefined =>
  ctx
    .stmt("SELECT * FROM card_ops WHERE related_id = ? AND type = 'fee' AND status = 'authorized'")
    .get(purchaseOp.id) as CardOpRow | undefined;

/** Completes an authorized purchase: the held amount leaves the card (to the world, the fee to the merchant). */
export function settleAuthorized(ctx: Ctx, op: CardOpRow): void {
  const card = loadCard(ctx, op.merchant_id, op.card_id);
  const feeOp = feeOpOf(ctx, op);
  const fee = feeOp?.amount ?? 0n;
  adjustHold(ctx, card.ledger_account, -(op.amount + fee));
  post(ctx, [
    { account: card.ledger_account, amount: -(op.amount + fee) },
    { account: externalAccount(ctx), amount: op.amount },
    { account: feesAccount(ctx, op.merchant_id), amount: fee },
  ]);
  setCardOpStatus(ctx, op, 'completed');
  if (feeOp) setCardOpStatus(ctx, feeOp, 'completed');
}

/** Cancels every authorized purchase of a card (before it is closed), releasing the holds. */
export function cancelAuthorized(ctx: Ctx, card: CardRow): void {
  const ops = ctx
    .stmt("SELECT * FROM card_ops WHERE card_id = ? AND status = 'authorized' AND type = 'purchase'")
    .all(card.id) as CardOpRow[];
  for (const op of ops) {
    const feeOp = feeOpOf(ctx, op);
    adjustHold(ctx, card.ledger_account, -(op.amount + (feeOp?.amount ?? 0n)));
    setCardOpStatus(ctx, op, 'canceled');
    if (feeOp) setCardOpStatus(ctx, feeOp, 'canceled');
  }
}

/** A completed purchase of a card and what is left of it to refund (its refunds name it in related_id). */
export interface RefundablePurchase {
  id: string;
  left: bigint;
}

/** The card's most recent completed purchases not yet refunded in full, newest first (at most `limit`). */
export function refundablePurchases(ctx: Ctx, cardId: string, limit = 20): RefundablePurchase[] {
  return ctx
    .stmt(
      `SELECT id, remaining AS "left" FROM (SELECT p.seq AS seq, p.id AS id, p.amount - COALESCE((SELECT SUM(r.amount)
      FROM card_ops r WHERE r.related_id = p.id AND r.type = 'refund'), 0) AS remaining FROM card_ops p
      WHERE p.card_id = ? AND p.type = 'purchase' AND p.status = 'completed') AS purchases WHERE remaining > 0
      ORDER BY seq DESC LIMIT ?`,
    )
    .all(cardId, limit) as RefundablePurchase[];
}

/**
 * A merchant refund onto the card: external → card, card op `refund`. `of` names the purchase it
 * refunds (the simulator and the seed always name one; the sandbox's refund route leaves it to the caller).
 */
export function refund(
  ctx: Ctx,
  card: CardRow,
  cents: bigint,
  info: MerchantInfo,
  of?: RefundablePurchase,
): SimulationResult {
  requireCardState(card.status, 'refund');
  if (of && cents > of.left) throw new Error(`a refund of ${cents} exceeds what is left of its purchase`);
  post(ctx, [
    { account: externalAccount(ctx), amount: -cents },
    { account: card.ledger_account, amount: cents },
  ]);
  const id = recordCardOp(ctx, {
    merchantId: card.merchant_id,
    walletId: card.wallet_id,
    cardId: card.id,
    currency: card.currency,
    type: 'refund',
    status: 'completed',
    amount: cents,
    merchantName: info.merchantName ?? 'Sandbox Store',
    merchantCategory: info.merchantCategory ?? '5999',
    relatedId: of?.id ?? null,
  });
  return result(id, 'completed', cents, card.currency, null);
}
