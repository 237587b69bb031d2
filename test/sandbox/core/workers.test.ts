import { describe, expect, it } from 'vitest';
import { finishProvisioning, issueCard, setCardStatus } from '../../../src/sandbox/core/card-lifecycle.js';
import { loadCard } from '../../../src/sandbox/core/card-views.js';
import { dueWork } from '../../../src/sandbox/core/clock-due.js';
import { createCtx, inTransaction, nowIso, seededRng, type Ctx } from '../../../src/sandbox/core/context.js';
import { externalAccount } from '../../../src/sandbox/core/ledger.js';
import { fundCard } from '../../../src/sandbox/core/money-moves.js';
import { openDatabase } from '../../../src/sandbox/core/schema.js';
import { seedDemo } from '../../../src/sandbox/core/seed.js';
import { loadWallet, type WalletRow } from '../../../src/sandbox/core/wallets.js';
import { runWorkersOnce, simulateOne } from '../../../src/sandbox/core/workers.js';

const START = new Date('2026-03-10T12:00:00.000Z');

function seededSandbox(seed: number): Ctx {
  let now = START.getTime();
  const ctx = createCtx(openDatabase(':memory:'), {
    now: () => new Date((now += 1000)),
    provisioningDelayMs: 0,
    maxCardsPerWallet: 500,
    signalEnqueued: () => undefined,
  });
  inTransaction(ctx, () => {
    externalAccount(ctx);
    seedDemo(ctx, seed);
  });
  return ctx;
}

/** New funded active cards that never had a purchase. */
function newCards(ctx: Ctx, count: number): string[] {
  const wallet = ctx.stmt("SELECT * FROM wallets WHERE name = 'Main USD' LIMIT 1").get() as WalletRow;
  const holder = ctx
    .stmt('SELECT owner_id FROM cardholders WHERE merchant_id = ? LIMIT 1')
    .get(wallet.merchant_id) as { owner_id: string };
  return Array.from({ length: count }, (_, i) =>
    inTransaction(ctx, () => {
      const issued = issueCard(ctx, loadWallet(ctx, wallet.merchant_id, wallet.id), {
        cardOwnerId: holder.owner_id,
        cardType: 'virtual',
        name: `New card ${i + 1}`,
      });
      const card = finishProvisioning(ctx, issued, false);
      fundCard(ctx, card, 50_000n);
      return card.id;
    }),
  );
}

interface OpRow {
  seq: bigint;
  card_id: string;
  type: string;
  status: string;
  amount: bigint;
}

/** Refunds of a card that no earlier completed purchase of that card covers (amount ≥ refund). */
function uncoveredRefunds(ctx: Ctx): OpRow[] {
  const ops = ctx
    .stmt(
      "SELECT seq, card_id, type, status, amount FROM card_ops WHERE type IN ('purchase', 'refund') ORDER BY seq",
    )
    .all() as OpRow[];
  const purchases = new Map<string, bigint[]>();
  const refunded = new Map<string, bigint>();
  const bought = new Map<string, bigint>();
  const wrong: OpRow[] = [];
  for (const op of ops) {
    if (op.type === 'purchase' && op.status !== 'declined') {
      purchases.set(op.card_id, [...(purchases.get(op.card_id) ?? []), op.amount]);
      bought.set(op.card_id, (bought.get(op.card_id) ?? 0n) + op.amount);
    }
    if (op.type !== 'refund') continue;
    const earlier = purchases.get(op.card_id) ?? [];
    const total = (refunded.get(op.card_id) ?? 0n) + op.amount;
    refunded.set(op.card_id, total);
    if (!earlier.some((amount) => amount >= op.amount) || total > (bought.get(op.card_id) ?? 0n))
      wrong.push(op);
  }
  return wrong;
}

describe('the traffic simulator', () => {
  it.each([1, 7, 2026])(
    'refunds only an earlier purchase of the same card, at most its amount (seed %i)',
    (seed) => {
      const ctx = seededSandbox(seed);
      const fresh = newCards(ctx, 6);
      ctx.rng = seededRng(seed * 31 + 5);
      for (let i = 0; i < 1500; i++) simulateOne(ctx);
      const refunds = ctx.stmt("SELECT COUNT(*) AS n FROM card_ops WHERE type = 'refund'").get() as {
        n: bigint;
      };
      expect(refunds.n).toBeGreaterThan(20n);
      expect(uncoveredRefunds(ctx)).toEqual([]);
      // A card that never bought anything was never refunded.
      const neverBought = fresh.filter(
        (id) =>
          !ctx
            .stmt("SELECT 1 FROM card_ops WHERE card_id = ? AND type = 'purchase' AND status = 'completed'")
            .get(id),
      );
      for (const id of neverBought)
        expect(
          ctx.stmt("SELECT 1 FROM card_ops WHERE card_id = ? AND type = 'refund'").get(id),
        ).toBeUndefined();
      ctx.db.close();
    },
  );
});

describe('due work found before another process ran it', () => {
  // Several processes on one database each find the same due card outside the transaction that runs it: the
  // one that runs it second must not provision it again (a second card_state event), nor turn a card the
  // operator froze in between back to active.
  it('does nothing to a card provisioned and frozen since it was found, and counts nothing', () => {
    const ctx = seededSandbox(11);
    const wallet = ctx.stmt("SELECT * FROM wallets WHERE name = 'Main USD' LIMIT 1").get() as WalletRow;
    const merchantId = wallet.merchant_id;
    const holder = ctx
      .stmt('SELECT owner_id FROM cardholders WHERE merchant_id = ? LIMIT 1')
      .get(merchantId) as { owner_id: string };
    const issued = inTransaction(ctx, () =>
      issueCard(ctx, loadWallet(ctx, merchantId, wallet.id), {
        cardOwnerId: holder.owner_id,
        cardType: 'virtual',
        name: 'Found twice',
      }),
    );
    const found = dueWork(ctx, merchantId, nowIso(ctx), { expiries: false, limit: 200 }).filter(
      (item) => item.kind === 'provisioned',
    );
    expect(found.length).toBeGreaterThan(0);

    // Another process runs the same work first; then the operator freezes the new card.
    expect(runWorkersOnce(ctx).provisioned).toBe(found.length);
    inTransaction(ctx, () => setCardStatus(ctx, loadCard(ctx, merchantId, issued.id), 'frozen'));
    const events = (): bigint =>
      (
        ctx
          .stmt(
            "SELECT COUNT(*) AS n FROM webhook_events WHERE type = 'card_state' AND json_extract(payload, '$.data.id') = ?",
          )
          .get(issued.id) as { n: bigint }
      ).n;
    const before = events();

    const ran = found.map((item) => inTransaction(ctx, () => item.run()));
    expect(ran.every((n) => n === 0)).toBe(true);
    expect(loadCard(ctx, merchantId, issued.id).status).toBe('frozen');
    expect(events()).toBe(before);
    expect(runWorkersOnce(ctx).provisioned).toBe(0);
  });
});
