// totalAmount: the exact sum of `amount` over every item an operations list matches (all pages), from the counters
// without dates and from the rows with them; absent when the items are in more than one currency.
import { afterEach, describe, expect, it } from 'vitest';
import { parseAmount, toMinorUnits } from '../../../src/domain/money.js';
import { setup, type Env } from '../../support/sandbox-core.js';

let env: Env;
afterEach(() => env.core.close());

const cents = (amount: string): bigint => {
  const parsed = parseAmount(amount, { maxFractionDigits: 9, allowZero: true });
  if (!parsed.ok) throw new Error(`not an amount: ${amount}`);
  return toMinorUnits(parsed.value, 2);
};

type Query = Record<string, unknown>;
const cardOps = (e: Env, query: Query) =>
  e.call('listCardOperations', e.orgA, { params: { org_id: e.orgA.orgId }, query });
const walletOps = (e: Env, query: Query) =>
  e.call('listWalletOperations', e.orgA, { params: { org_id: e.orgA.orgId }, query });

/** Every page of a list, its amounts added up here, in cents. */
interface Listed {
  data: Array<{ amount: string }>;
  pagination: { pages: number };
}
function pagedSum(list: (q: Query) => Listed, query: Query): { n: number; sum: bigint } {
  let sum = 0n;
  let n = 0;
  for (let page = 1; ; page++) {
    const answer = list({ ...query, page, quantity: 7 });
    for (const item of answer.data) sum += cents(item.amount);
    n += answer.data.length;
    if (page >= answer.pagination.pages) return { n, sum };
  }
}

const EVER = { createdAtFrom: '2000-01-01T00:00:00Z' };

describe('totalAmount of an operations list', () => {
  it('is the exact sum over every page, not the page, alike from the counters and from the rows', () => {
    env = setup();
    const queries: Query[] = [
      {},
      { 'types[]': ['purchase'] },
      { 'types[]': ['purchase'], 'statuses[]': ['declined'] },
      { 'statuses[]': ['completed'], 'types[]': ['top_up', 'fee'] },
    ];
    for (const query of queries) {
      const all = pagedSum((q) => cardOps(env, q), query);
      const counted = cardOps(env, { ...query, quantity: 7 }).pagination;
      const rowed = cardOps(env, { ...query, ...EVER, quantity: 7 }).pagination;
      expect(counted.totalQuantity).toBe(all.n);
      expect(counted.totalAmount && cents(counted.totalAmount)).toBe(all.sum);
      expect(rowed).toEqual(counted);
      // More than one page, so a page's sum would differ.
      expect(all.n).toBeGreaterThan(7);
    }
    const wallet = pagedSum((q) => walletOps(env, q), {
      'types[]': ['withdrawal'],
    });
    const walletTotals = walletOps(env, { 'types[]': ['withdrawal'], quantity: 7 }).pagination;
    expect(walletTotals.totalAmount && cents(walletTotals.totalAmount)).toBe(wallet.sum);
    expect(walletOps(env, { 'types[]': ['withdrawal'], ...EVER }).pagination.totalAmount).toBe(
      walletTotals.totalAmount,
    );
  });

  it('follows the decline reasons filter: only those reasons, summed over every page', () => {
    env = setup();
    const query = { 'declineReasons[]': ['insufficient_balance', 'card_frozen'] };
    const all = pagedSum((q) => cardOps(env, q), query);
    expect(all.n).toBeGreaterThan(7);
    for (const item of cardOps(env, { ...query, quantity: 500 }).data)
      expect(['insufficient_balance', 'card_frozen']).toContain(item.declineReason);
    expect(cents(cardOps(env, query).pagination.totalAmount ?? 'absent')).toBe(all.sum);
  });

  it('is 0.00 when nothing matches, and follows a status change at once', () => {
    env = setup();
    const none = cardOps(env, { 'types[]': ['refund'], 'statuses[]': ['declined'] }).pagination;
    expect(none).toMatchObject({ totalQuantity: 0, totalAmount: '0.00' });
    expect(cardOps(env, { createdAtFrom: '2099-01-01T00:00:00Z' }).pagination.totalAmount).toBe('0.00');
    const before = cardOps(env, { 'statuses[]': ['canceled'] }).pagination;
    const [completed] = cardOps(env, { 'types[]': ['purchase'], 'statuses[]': ['completed'] }).data;
    if (!completed) throw new Error('a completed purchase expected');
    env.core.database.prepare("UPDATE card_ops SET status = 'canceled' WHERE id = ?").run(completed.id);
    const after = cardOps(env, { 'statuses[]': ['canceled'] }).pagination;
    expect(after.totalQuantity).toBe(before.totalQuantity + 1);
    expect(cents(after.totalAmount ?? 'absent') - cents(before.totalAmount ?? 'absent')).toBe(
      cents(completed.amount),
    );
  });

  it('is absent when the matching items are in more than one currency, present again when one is left', () => {
    env = setup();
    const [one] = cardOps(env, { 'types[]': ['purchase'], 'statuses[]': ['completed'], quantity: 1 }).data;
    if (!one) throw new Error('a completed purchase expected');
    // Another deployment's currency: the sandbox itself keeps USD only.
    env.core.database
      .prepare(
        `INSERT INTO card_ops (id, merchant_id, wallet_id, card_id, type, status, amount, fee, settlement, currency,
        created_at, updated_at) SELECT 'eur-op', merchant_id, wallet_id, card_id, 'refund', 'completed', 1234, 0, 1234,
        'EUR', created_at, updated_at FROM card_ops WHERE id = ?`,
      )
      .run(one.id);
    expect(cardOps(env, {}).pagination.totalAmount).toBeUndefined();
    expect(cardOps(env, EVER).pagination.totalAmount).toBeUndefined();
    expect(cardOps(env, { 'types[]': ['refund'] }).pagination.totalAmount).toBeUndefined();
    expect(cardOps(env, { 'types[]': ['purchase'] }).pagination.totalAmount).toMatch(/^\d+\.\d\d$/);
    expect(cardOps(env, { 'ids[]': ['eur-op'] }).pagination).toMatchObject({
      totalQuantity: 1,
      totalAmount: '12.34',
    });
    env.core.database.prepare("DELETE FROM card_ops WHERE id = 'eur-op'").run();
    expect(cardOps(env, { 'types[]': ['refund'] }).pagination.totalAmount).toMatch(/^\d+\.\d\d$/);
  });
});
