// The counters a bulk load (bulk-load.ts) keeps in memory in place of the per-row triggers it lifted, written
// once at its end: cards per wallet and status, card operations per kind, and (where that trigger was lifted too)
// the card operations' sums.
import type { Ctx } from './context.js';
import type { Lifted } from './bulk-load.js';

/** A card operation as the counters see it. */
export interface CountedOp {
  merchantId: string;
  walletId: string;
  type: string;
  status: string;
  currency: string;
  amount: bigint;
}

interface OpTally {
  op: CountedOp;
  n: number;
  cents: bigint;
}

/** The counters the lifted triggers would have kept. */
export class BulkCounts {
  private readonly cards = new Map<string, { walletId: string; status: string; n: number }>();
  private readonly ops = new Map<string, OpTally>();

  card(walletId: string, status: string): void {
    const key = `${walletId}\u0000${status}`;
    const entry = this.cards.get(key) ?? { walletId, status, n: 0 };
    entry.n += 1;
    this.cards.set(key, entry);
  }

  cardOp(op: CountedOp): void {
    const key = `${op.merchantId}\u0000${op.walletId}\u0000${op.type}\u0000${op.status}\u0000${op.currency}`;
    const entry = this.ops.get(key) ?? { op, n: 0, cents: 0n };
    entry.n += 1;
    entry.cents += op.amount;
    this.ops.set(key, entry);
  }

  /**
   * Adds the tallies to the counter tables and moves the card order versions on (inside the caller's transaction);
   * the sums only when their trigger was among those `lifted`.
   */
  write(ctx: Ctx, lifted: Lifted): void {
    const card = ctx.stmt(`INSERT INTO card_counts (wallet_id, status, n) VALUES (?, ?, ?)
      ON CONFLICT (wallet_id, status) DO UPDATE SET n = card_counts.n + excluded.n`);
    const order = ctx.stmt(
      'INSERT INTO card_orders (wallet_id, version) VALUES (?, 1) ON CONFLICT (wallet_id) DO UPDATE SET version = card_orders.version + 1',
    );
    for (const c of this.cards.values()) {
      card.run(c.walletId, c.status, c.n);
      order.run(c.walletId);
    }
    const count =
      ctx.stmt(`INSERT INTO op_counts (source, merchant_id, wallet_id, type, status, n) VALUES ('card_ops', ?, ?, ?, ?, ?)
      ON CONFLICT (source, merchant_id, wallet_id, type, status) DO UPDATE SET n = op_counts.n + excluded.n`);
    // op_counts has no currency: one upsert per kind, whatever its currencies.
    const perKind = new Map<string, { op: CountedOp; n: number }>();
    for (const { op, n } of this.ops.values()) {
      const key = `${op.merchantId}\u0000${op.walletId}\u0000${op.type}\u0000${op.status}`;
      const entry = perKind.get(key) ?? { op, n: 0 };
      entry.n += n;
      perKind.set(key, entry);
    }
    for (const { op, n } of perKind.values()) count.run(op.merchantId, op.walletId, op.type, op.status, n);
    if (!lifted.triggers.includes('card_ops_sum_insert')) return;
    const sum =
      ctx.stmt(`INSERT INTO op_sums (source, merchant_id, wallet_id, type, status, currency, n, cents)
      VALUES ('card_ops', ?, ?, ?, ?, ?, ?, ?)
      ON CONFLICT (source, merchant_id, wallet_id, type, status, currency)
      DO UPDATE SET n = op_sums.n + excluded.n, cents = op_sums.cents + excluded.cents`);
    for (const { op, n, cents } of this.ops.values())
      sum.run(op.merchantId, op.walletId, op.type, op.status, op.currency, n, cents);
  }
}
