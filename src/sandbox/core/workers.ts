// Background work: the provisioning worker (cards out of `creating`, pending card updates, new
// wallets, authorized purchases to settle) and the traffic simulator. Each item is its own
// transaction, so one bad row cannot stall the others; each query is a small indexed range scan.
import { finishProvisioning, applyPendingUpdate } from './card-lifecycle.js';
import { CARD_SELECT, loadCard, type CardRow } from './card-views.js';
import { inTransaction, nowIso, num, type Ctx } from './context.js';
import { CARD_OP_SELECT, type CardOpRow } from './operations.js';
import { purchase, refund, refundablePurchases, settleAuthorized } from './purchases.js';
import { balanceOf } from './ledger.js';
import { setWalletStatus, WALLET_SELECT, type WalletRow } from './wallets.js';

const BATCH = 200;
export const TICK_MS = 200;

export interface WorkerReport {
  provisioned: number;
  updated: number;
  activated: number;
  settled: number;
}

function each<T>(ctx: Ctx, rows: T[], fn: (row: T) => void): number {
  let done = 0;
  for (const row of rows) {
    try {
      inTransaction(ctx, () => fn(row));
      done++;
    } catch (_error) {
      // Left for the next tick; the row's state is unchanged because the transaction rolled back.
    }
  }
  return done;
}

export function runWorkersOnce(ctx: Ctx): WorkerReport {
  const now = nowIso(ctx);
  const creating = ctx
    .stmt(
      `${CARD_SELECT} WHERE c.status = 'creating' AND c.provision_at <= ? ORDER BY c.provision_at LIMIT ?`,
    )
    .all(now, BATCH) as CardRow[];
  const pending = ctx
    .stmt(`${CARD_SELECT} WHERE c.pending_update_at IS NOT NULL AND c.pending_update_at <= ? LIMIT ?`)
    .all(now, BATCH) as CardRow[];
  const wallets = ctx
    .stmt(`${WALLET_SELECT} WHERE w.activate_at IS NOT NULL AND w.activate_at <= ? LIMIT ?`)
    .all(now, BATCH) as WalletRow[];
  const authorized = ctx
    .stmt(
      `${CARD_OP_SELECT} WHERE o.status = 'authorized' AND o.complete_at IS NOT NULL AND o.complete_at <= ?
      AND o.type = 'purchase' LIMIT ?`,
    )
    .all(now, BATCH) as CardOpRow[];
  return {
    provisioned: each(ctx, creating, (card) =>
      finishProvisioning(ctx, loadCard(ctx, card.merchant_id, card.id)),
    ),
    updated: each(ctx, pending, (card) => applyPendingUpdate(ctx, loadCard(ctx, card.merchant_id, card.id))),
    activated: each(ctx, wallets, (wallet) => setWalletStatus(ctx, wallet, 'active')),
    settled: each(ctx, authorized, (op) => settleAuthorized(ctx, op)),
  };
}

const MERCHANTS = [
  'Blue Bottle Coffee',
  'Aerolinea Sur',
  'Cloud Hosting Co',
  'Metro Taxi',
  'Book Depot',
  'Ad Network Ltd',
];
const CATEGORIES = ['5814', '4511', '4816', '4121', '5942', '7311'];

function randomActiveCard(ctx: Ctx): CardRow | undefined {
  const bounds = ctx
    .stmt("SELECT MIN(seq) AS lo, MAX(seq) AS hi FROM cards WHERE status = 'active'")
    .get() as { lo: bigint | null; hi: bigint | null };
  if (bounds.lo === null || bounds.hi === null) return undefined;
  const pick = bounds.lo + BigInt(ctx.rng.int(num(bounds.hi - bounds.lo) + 1));
  return ctx
    .stmt(`${CARD_SELECT} WHERE c.status = 'active' AND c.seq >= ? ORDER BY c.seq LIMIT 1`)
    .get(pick) as CardRow | undefined;
}

/**
 * One simulated event on a random active card: mostly purchases within the balance (a third of
 * them left authorized for 2–5 s), some beyond it (declined), some refunds: a refund is always of one
 * of the card's earlier completed purchases, at most what is left of it (a card that bought nothing buys).
 */
export function simulateOne(ctx: Ctx): void {
  inTransaction(ctx, () => {
    const card = randomActiveCard(ctx);
    if (!card) return;
    const roll = ctx.rng.int(100);
    const info = {
      merchantName: MERCHANTS[roll % MERCHANTS.length],
      merchantCategory: CATEGORIES[roll % CATEGORIES.length],
    };
    if (roll < 15) {
      const bought = refundablePurchases(ctx, card.id);
      const of = bought[ctx.rng.int(bought.length)];
      if (of) {
        const cents = of.left <= 100n ? of.left : 100n + BigInt(ctx.rng.int(num(of.left - 100n) + 1));
        refund(ctx, card, cents, info, of);
        return;
      }
    }
    const available = balanceOf(ctx, card.ledger_account).available;
    const cap = available < 20_000n ? available : 20_000n;
    const within = cap > 200n ? 100n + BigInt(ctx.rng.int(Number(cap - 200n))) : 100n;
    const cents = roll < 25 ? available + 100n + BigInt(ctx.rng.int(10_000)) : within;
    purchase(ctx, card, cents, info, roll < 50 ? 2000 + ctx.rng.int(3000) : 0);
  });
}

export interface Workers {
  start(): void;
  stop(): void;
}

export function createWorkers(ctx: Ctx, trafficPerMinute: number): Workers {
  let timer: NodeJS.Timeout | undefined;
  let owed = 0;
  const tick = (): void => {
    runWorkersOnce(ctx);
    owed += (trafficPerMinute * TICK_MS) / 60_000;
    for (; owed >= 1; owed--) simulateOne(ctx);
  };
  return {
    start() {
      if (timer) return;
      timer = setInterval(() => {
        try {
          tick();
        } catch (_error) {
          // A busy or closing database: the next tick tries again.
        }
      }, TICK_MS);
      timer.unref();
    },
    stop() {
      if (timer) clearInterval(timer);
      timer = undefined;
    },
  };
}
