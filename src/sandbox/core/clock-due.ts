// What falls due on a merchant's clock: cards to provision, pending card updates, wallets to activate, authorized
// purchases to settle and (when the clock is moved) cards past their expiry. Each kind is found by one indexed
// range query (expiry by one pass over the merchant's live cards: one item per expiry month, applied in bulk by
// expire-bulk.ts), never by replaying time; the items are run in the order they fell due, each with the clock at
// its due time, so its stamps and events say when it happened. An item is found outside the transaction that runs
// it: when it runs, another process (or an earlier item) may have done it already, or the operator changed the card
// since (provisioned, then frozen), so each reads its row again and does nothing (counts 0) when it is no longer due.
import type { ClockRan } from '../../contract/index.js';
import { applyPendingUpdate, finishProvisioning } from './card-lifecycle.js';
import { CARD_SELECT, loadCard, type CardRow } from './card-views.js';
import type { Ctx } from './context.js';
import { expireMonth } from './expire-bulk.js';
import { CARD_OP_SELECT, loadCardOp, type CardOpRow } from './operations.js';
import { settleAuthorized } from './purchases.js';
import { loadWallet, setWalletStatus, WALLET_SELECT, type WalletRow } from './wallets.js';

type Kind = keyof ClockRan;
/** Same instant: provisioning first, expiry last (a card is provisioned before it can expire). */
const KIND_ORDER: readonly Kind[] = ['provisioned', 'updated', 'activated', 'settled', 'expired'];

export interface DueItem {
  kind: Kind;
  /** When it fell due (ISO). */
  at: string;
  seq: bigint;
  /** Runs it; an item that does many (a month's expiries) says how many. */
  run(): number | void;
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

/** One kind of due work: its rows (found by one indexed range query), when each fell due, what runs it. */
function dueOf<Row extends { seq: bigint }>(
  kind: Kind,
  rows: readonly Row[],
  at: (row: Row) => string,
  run: (row: Row) => number | void,
): DueItem[] {
  return rows.map((row) => ({ kind, at: at(row), seq: row.seq, run: () => run(row) }));
}

/** Everything of `merchantId` due at or before `until` (ISO), in the order it fell due. */
export function dueWork(ctx: Ctx, merchantId: string, until: string, opts: DueOptions): DueItem[] {
  const query = <Row>(sql: string): Row[] => ctx.stmt(sql).all(until, merchantId, opts.limit) as Row[];
  const items = [
    ...dueOf(
      'provisioned',
      query<CardRow>(`${CARD_SELECT} WHERE c.status = 'creating' AND c.provision_at <= ? AND c.merchant_id = ?
        ORDER BY c.provision_at, c.seq LIMIT ?`),
      (card) => card.provision_at ?? until,
      (card) => {
        const fresh = loadCard(ctx, merchantId, card.id);
        if (fresh.status !== 'creating') return 0;
        finishProvisioning(ctx, fresh);
      },
    ),
    ...dueOf(
      'updated',
      query<CardRow>(`${CARD_SELECT} WHERE c.pending_update_at IS NOT NULL AND c.pending_update_at <= ?
        AND c.merchant_id = ? ORDER BY c.pending_update_at, c.seq LIMIT ?`),
      (card) => card.pending_update_at ?? until,
      (card) => {
        const fresh = loadCard(ctx, merchantId, card.id);
        if (fresh.pending_update_at === null) return 0;
        applyPendingUpdate(ctx, fresh);
      },
    ),
    ...dueOf(
      'activated',
      query<WalletRow>(`${WALLET_SELECT} WHERE w.activate_at IS NOT NULL AND w.activate_at <= ? AND w.merchant_id = ?
        ORDER BY w.activate_at, w.seq LIMIT ?`),
      (wallet) => wallet.activate_at ?? until,
      (wallet) => {
        const fresh = loadWallet(ctx, merchantId, wallet.id);
        if (fresh.activate_at === null) return 0;
        setWalletStatus(ctx, fresh, 'active');
      },
    ),
    ...dueOf(
      'settled',
      query<CardOpRow>(`${CARD_OP_SELECT} WHERE o.status = 'authorized' AND o.complete_at IS NOT NULL
        AND o.complete_at <= ? AND o.type = 'purchase' AND o.merchant_id = ? ORDER BY o.complete_at, o.seq LIMIT ?`),
      (op) => op.complete_at ?? until,
      (op) => {
        // An expiry or a closing run earlier in the same pass may have canceled it.
        const fresh = loadCardOp(ctx, merchantId, op.id);
        if (fresh.status !== 'authorized') return 0;
        settleAuthorized(ctx, fresh);
      },
    ),
    ...(opts.expiries ? dueExpiries(ctx, merchantId, until, opts.limit) : []),
  ];
  return items.sort(
    (a, b) =>
      a.at.localeCompare(b.at) ||
      KIND_ORDER.indexOf(a.kind) - KIND_ORDER.indexOf(b.kind) ||
      (a.seq < b.seq ? -1 : a.seq > b.seq ? 1 : 0),
  );
}

/**
 * The merchant's live cards whose expiry month is over by `until`: one item per expiry month (the instant its
 * cards expire), which expires at most `limit` of them in bulk (expire-bulk.ts) and counts them.
 */
export function dueExpiries(ctx: Ctx, merchantId: string, until: string, limit: number): DueItem[] {
  const months = ctx
    .stmt(
      `SELECT expiry, MIN(seq) AS seq FROM cards WHERE merchant_id = ? AND status IN ('active', 'frozen')
      AND substr(expiry, 4, 4) || substr(expiry, 1, 2) < ? GROUP BY expiry`,
    )
    .all(merchantId, monthKey(until)) as Array<{ seq: bigint; expiry: string }>;
  return dueOf(
    'expired',
    months,
    (month) => expiresAt(month.expiry),
    (month) => expireMonth(ctx, merchantId, month.expiry, limit),
  );
}

/** Runs the items in order, each with `ctx.clock` at its due time (never before `from`); counts them by kind. */
export function runDue(ctx: Ctx, items: readonly DueItem[], from: Date): ClockRan {
  const ran: ClockRan = { provisioned: 0, updated: 0, activated: 0, settled: 0, expired: 0 };
  const saved = ctx.clock;
  try {
    for (const item of items) {
      const at = new Date(Math.max(from.getTime(), new Date(item.at).getTime()));
      ctx.clock = () => at;
      ran[item.kind] += item.run() ?? 1;
    }
  } finally {
    ctx.clock = saved;
  }
  return ran;
}
