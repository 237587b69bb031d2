// Every wallet's cards by creation (`:wallet *`): counted within the statuses and the creation bounds,
// a page at a time, newest or oldest first, from every wallet the index holds.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FakeFetcher } from '../../support/fake-fetcher.js';
import { makeCards, openIndex, orgHandlers, type IndexHarness } from '../../support/fake-merchant.js';

const cards = makeCards(600, 3);
let h: IndexHarness;
beforeAll(async () => {
  h = openIndex(new FakeFetcher(orgHandlers(cards, 3)), { pageSize: 200 });
  await h.index.runPass(new AbortController().signal);
}, 30_000);
afterAll(() => h.index.close());

const created = (i: number) => cards[i]!.createdAt;

describe('every wallet by creation', () => {
  it('counts every card and pages them newest first, across wallets', () => {
    const page = h.index.everyWallet({ statuses: [], order: 'desc', offset: 0, limit: 5 });
    expect(page.matched).toBe(600);
    expect(page.total).toBe(600);
    expect(page.rows.map((r) => r.id)).toEqual([599, 598, 597, 596, 595].map((i) => cards[i]!.cardId));
    expect(new Set(page.rows.map((r) => r.walletId)).size).toBe(3);
    const next = h.index.everyWallet({ statuses: [], order: 'desc', offset: 5, limit: 2 });
    expect(next.rows.map((r) => r.id)).toEqual([cards[594]!.cardId, cards[593]!.cardId]);
  });

  it('oldest first, within the statuses and both bounds (inclusive)', () => {
    const frozen = cards.filter((c, i) => c.cardStatus === 'frozen' && i >= 100 && i <= 200);
    const page = h.index.everyWallet({
      statuses: ['frozen'],
      from: created(100),
      to: created(200),
      order: 'asc',
      offset: 0,
      limit: 3,
    });
    expect(page.matched).toBe(frozen.length);
    expect(page.rows.map((r) => r.id)).toEqual(frozen.slice(0, 3).map((c) => c.cardId));
    expect(h.index.everyWallet({ statuses: ['closed'], order: 'asc', offset: 0, limit: 3 }).matched).toBe(0);
  });
});
