// What falls due on a merchant's clock: cards to provision, pending card updates, wallets to activate, authorized
// purchases to settle and (when the clock is moved) cards past their expiry. Each kind is found by one indexed
// range query (expiry by one pass over the merchant's live cards), never by replaying time; the items are run in
// the order they fell due, each with the clock at its due time, so its stamps and events say when it happened.
import type { ClockRan } from '../../contract/index.js';
import { applyPendingUpdate, expireCard, finishProvisioning } from './card-lifecycle.js';
import { CARD_SELECT, loadCard, type CardRow } from './card-views.js';
import type { Ctx } from './context.js';
import { CARD_OP_SELECT, loadCardOp, type CardOpRow } from './operations.js';
import { settleAuthorized } from './purchases.js';
import { setWalletStatus, WALLET_SELECT, type WalletRow } from './wallets.js';

type Kind = keyof ClockRan;
/** Same instant: provisioning first, expiry last (a card is provisioned before it can expire). */
const KIND_ORDER: readonly Kind[] = ['provisioned', 'updated', 'activated', 'settled', 'expired'];

export interface DueItem {
  kind: Kind;
  /** When it fell due (ISO). */
  at: string;
  seq: bigint;
  run(): void;
}

/** The first instant of the month after an `MM.YYYY` expiry: a card is valid through its expiry month. */
export function expiresAt(expiry: string): string {
  const month = Number(expiry.slice(0, 2));
  const year = Number(expiry.slice(3));
  return new Date(Date.UTC(year, month, 1)).toISOString();
}

/** `YYYYMM` of an instant: cards whose expiry month sorts before it have expired. */
export const monthKey = (iso: string): string => `${iso.slice(0, 4)}${iso.slice(5, 7)}`;

export interface DueOptions {
  /** Look for expired cards too (a pass over the merchant's live cards: done when the clock is moved). */
  expiries: boolean;
  /** At most this many of each kind. */
  limit: number;
}

/** Everything of `merchantId` due at or before `until` (ISO), in the order it fell due. */
export function dueWork(ctx: Ctx, merchantId: string, until: string, opts: DueOptions): DueItem[] {
  const items: DueItem[] = [];
  const creating = ctx
    .stmt(
      `${CARD_SELECT} WHERE c.status = 'creating' AND c.provision_at <= ? AND c.merchant_id = ?
      ORDER BY c.provision_at, c.seq LIMIT ?`,
    )
    .all(until, merchantId, opts.limit) as CardRow[];
  for (const card of creating)
    items.push({
      kind: 'provisioned',
      at: card.provision_at ?? until,
      seq: card.seq,
      run: () => finishProvisioning(ctx, loadCard(ctx, merchantId, card.id)),
    });
  const pending = ctx
    .stmt(
      `${CARD_SELECT} WHERE c.pending_update_at IS NOT NULL AND c.pending_update_at <= ? AND c.merchant_id = ?
      ORDER BY c.pending_update_at, c.seq LIMIT ?`,
    )
    .all(until, merchantId, opts.limit) as CardRow[];
  for (const card of pending)
    items.push({
      kind: 'updated',
      at: card.pending_update_at ?? until,
      seq: card.seq,
      run: () => applyPendingUpdate(ctx, loadCard(ctx, merchantId, card.id)),
    });
  const wallets = ctx
    .stmt(
      `${WALLET_SELECT} WHERE w.activate_at IS NOT NULL AND w.activate_at <= ? AND w.merchant_id = ?
      ORDER BY w.activate_at, w.seq LIMIT ?`,
    )
    .all(until, merchantId, opts.limit) as WalletRow[];
  for (const wallet of wallets)
    items.push({
      kind: 'activated',
      at: wallet.activate_at ?? until,
      seq: wallet.seq,
      run: () => setWalletStatus(ctx, wallet, 'active'),
    });
  const authorized = ctx
    .stmt(
      `${CARD_OP_SELECT} WHERE o.status = 'authorized' AND o.complete_at IS NOT NULL AND o.complete_at <= ?
      AND o.type = 'purchase' AND o.merchant_id = ? ORDER BY o.complete_at, o.seq LIMIT ?`,
    )
    .all(until, merchantId, opts.limit) as CardOpRow[];
  for (const op of authorized)
    items.push({
      kind: 'settled',
      at: op.complete_at ?? until,
      seq: op.seq,
      run: () => {
        // An expiry or a closing run earlier in the same pass may have canceled it.
        const fresh = loadCardOp(ctx, merchantId, op.id);
        if (fresh.status === 'authorized') settleAuthorized(ctx, fresh);
      },
    });
  if (opts.expiries) items.push(...dueExpiries(ctx, merchantId, until, opts.limit));
  return items.sort(
    (a, b) =>
      a.at.localeCompare(b.at) ||
      KIND_ORDER.indexOf(a.kind) - KIND_ORDER.indexOf(b.kind) ||
      (a.seq < b.seq ? -1 : a.seq > b.seq ? 1 : 0),
  );
}

export function dueExpiries(ctx: Ctx, merchantId: string, until: string, limit: number): DueItem[] {
  const cards = ctx
    .stmt(
      `SELECT seq, id, expiry FROM cards WHERE merchant_id = ? AND status IN ('active', 'frozen')
      AND substr(expiry, 4, 4) || substr(expiry, 1, 2) < ? ORDER BY seq LIMIT ?`,
    )
    .all(merchantId, monthKey(until), limit) as Array<{ seq: bigint; id: string; expiry: string }>;
  return cards.map((card) => ({
    kind: 'expired',
    at: expiresAt(card.expiry),
    seq: card.seq,
    run: () => expireCard(ctx, loadCard(ctx, merchantId, card.id)),
  }));
}

/** Runs the items in order, each with `ctx.clock` at its due time (never before `from`); counts them by kind. */
export function runDue(ctx: Ctx, items: readonly DueItem[], from: Date): ClockRan {
  const ran: ClockRan = { provisioned: 0, updated: 0, activated: 0, settled: 0, expired: 0 };
  const saved = ctx.clock;
  try {
    for (const item of items) {
      const at = new Date(Math.max(from.getTime(), new Date(item.at).getTime()));
      ctx.clock = () => at;
      item.run();
      ran[item.kind] += 1;
    }
  } finally {
    ctx.clock = saved;
  }
  return ran;
}
