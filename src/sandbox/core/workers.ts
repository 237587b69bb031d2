// Background work: the provisioning worker (cards out of `creating`, pending card updates, new
// wallets, authorized purchases to settle) and the traffic simulator. Each item is its own
// transaction, so one bad row cannot stall the others; each query is a small indexed range scan.
import { CARD_SELECT, type CardRow } from './card-views.js';
import { merchantIds, sweptThrough, withMerchantClock } from './clock.js';
import { dueExpiries, dueWork, monthKey, runDue } from './clock-due.js';
import { inTransaction, nowIso, num, type Ctx } from './context.js';
import { purchase, refund, refundablePurchases } from './purchases.js';
import { balanceOf } from './ledger.js';
import { claimTraffic, setTrafficRate, trafficRate } from './traffic.js';
import type { TrafficRate } from '../core-types.js';

const BATCH = 200;
export const TICK_MS = 200;

export interface WorkerReport {
  provisioned: number;
  updated: number;
  activated: number;
  settled: number;
  expired: number;
}

/** Runs each row in its own transaction; counts what they did (a row that was no longer due does 0). */
function each<T>(ctx: Ctx, rows: T[], fn: (row: T) => number | void): number {
  let done = 0;
  for (const row of rows) {
    try {
      done += inTransaction(ctx, () => fn(row)) ?? 1;
    } catch (_error) {
      // Left for the next tick; the row's state is unchanged because the transaction rolled back.
    }
  }
  return done;
}

/** One pass of each merchant's due work, on that merchant's clock, each item in its own transaction. */
export function runWorkersOnce(ctx: Ctx): WorkerReport {
  const report: WorkerReport = { provisioned: 0, updated: 0, activated: 0, settled: 0, expired: 0 };
  for (const merchantId of merchantIds(ctx)) {
    withMerchantClock(ctx, merchantId, () => {
      const items = dueWork(ctx, merchantId, nowIso(ctx), { expiries: false, limit: BATCH });
      for (const item of items) {
        report[item.kind] += each(ctx, [item], (due) => due.run());
      }
      // Cards whose expiry month ended while the clock ran: looked for once a month (one pass over live cards).
      const now = nowIso(ctx);
      if (!inTransaction(ctx, () => sweptThrough(ctx, merchantId, monthKey(now)))) {
        // One item per expiry month, each expiring that month's cards in bulk in its own transaction.
        const months = dueExpiries(ctx, merchantId, now, Number.MAX_SAFE_INTEGER);
        each(ctx, months, (due) => (report.expired += runDue(ctx, [due], new Date(0)).expired));
      }
    });
  }
  return report;
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
    if (card) withMerchantClock(ctx, card.merchant_id, () => simulateOn(ctx, card));
  });
}

function simulateOn(ctx: Ctx, card: CardRow): void {
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
}

export interface Workers {
  /** Starts the timer; sets the sandbox's traffic rate (traffic.ts) on the first call. */
  start(): TrafficRate;
  stop(): void;
}

/** The background work of one process: its due work, and its share of the sandbox's traffic (traffic.ts). */
export function createWorkers(ctx: Ctx, trafficPerMinute: number | undefined): Workers {
  let timer: NodeJS.Timeout | undefined;
  let rate: TrafficRate | undefined;
  const tick = (): void => {
    runWorkersOnce(ctx);
    if (trafficPerMinute === undefined) return;
    for (let owed = claimTraffic(ctx); owed > 0; owed--) simulateOne(ctx);
  };
  return {
    start() {
      rate ??= trafficPerMinute === undefined ? trafficRate(ctx) : setTrafficRate(ctx, trafficPerMinute);
      if (timer) return rate;
      timer = setInterval(() => {
        try {
          tick();
        } catch (_error) {
          // A busy or closing database: the next tick tries again.
        }
      }, TICK_MS);
      timer.unref();
      return rate;
    },
    stop() {
      if (timer) clearInterval(timer);
      timer = undefined;
    },
  };
}
