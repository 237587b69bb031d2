// Find over the index: what `:card` means, the ranked global search, the whole-wallet filter and a
// card's position in its wallet's list; every search uses an index, not a scan of the merchant.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parseCardQuery } from '../../../src/sync/card-index/index.js';
import { FakeFetcher } from '../../support/fake-fetcher.js';
import { makeCards, openIndex, orgHandlers, type IndexHarness } from '../../support/fake-merchant.js';

let h: IndexHarness;
beforeAll(async () => {
  const cards = makeCards(2_000, 4);
  h = openIndex(new FakeFetcher(orgHandlers(cards, 4)), { pageSize: 500 });
  await h.index.runPass(new AbortController().signal);
  h.index.observe([
    {
      id: 'card-000007',
      accountId: 'wallet-4',
      name: 'Travel Ada',
      status: 'active',
      currency: 'USD',
      availableBalance: '1.00',
      maskedNumber: '4111 11** **** 0007',
      cardOwner: {
        cardOwnerId: 'ada.lovelace',
        firstName: 'Ada',
        lastName: 'Lovelace',
        email: 'ada@acme.example',
      },
      createdAt: cards[7]!.createdAt,
      raw: {},
    },
    {
      id: '0007-card',
      accountId: 'wallet-1',
      name: 'Other',
      status: 'active',
      currency: 'USD',
      availableBalance: '1.00',
      maskedNumber: '5500 00** **** 1234',
      raw: {},
    },
  ]);
}, 30_000);
afterAll(() => h.index.close());

describe('card index find', () => {
  it('parses :card queries: last4, first6…last4, id or id prefix', () => {
    expect(parseCardQuery('7292')).toEqual({ kind: 'last4', last4: '7292' });
    expect(parseCardQuery('411111…7292')).toEqual({ kind: 'first6last4', first6: '411111', last4: '7292' });
    expect(parseCardQuery('411111******7292')).toEqual({
      kind: 'first6last4',
      first6: '411111',
      last4: '7292',
    });
    expect(parseCardQuery('card-0001')).toEqual({ kind: 'id', id: 'card-0001' });
    expect(parseCardQuery('ab')).toBeUndefined();
    expect(parseCardQuery('a b c d')).toBeUndefined();
  });

  it(':card finds by last4 across wallets, by first6…last4, by exact id, and by id prefix', () => {
    expect(h.index.findCards('1999').map((r) => [r.id, r.walletId])).toEqual([['card-001999', 'wallet-4']]);
    expect(h.index.findCards('411111…0007').map((r) => r.id)).toEqual(['card-000007']);
    expect(h.index.findCards('card-001234').map((r) => r.id)).toEqual(['card-001234']);
    expect(h.index.findCards('card-00123').map((r) => r.id)).toEqual(
      Array.from({ length: 10 }, (_, i) => `card-00123${i}`),
    );
  });

  it('search: last4, holder email, holder name, card name, id; at most the limit, saying there are more', () => {
    expect(h.index.search('0007').rows.map((r) => r.id)).toEqual(['card-000007']);
    expect(h.index.search('0007-card').rows.map((r) => r.id)).toEqual(['0007-card']);
    expect(h.index.search('ADA@acme').rows.map((r) => r.id)).toEqual(['card-000007']);
    expect(h.index.search('ada').rows.map((r) => r.id)).toEqual(['card-000007']);
    expect(h.index.search('lovelace').rows.map((r) => r.id)).toEqual(['card-000007']);
    expect(h.index.search('Travel').rows.map((r) => r.id)).toEqual(['card-000007']);
    const many = h.index.search('Holder 3', 20);
    expect(many.rows).toHaveLength(20);
    expect(many.more).toBe(true);
    // "3" starts a word of the holder ("Holder 3") or of the card's name ("Card 3…").
    expect(many.rows.every((r) => r.holderName === 'Holder 3' || /^Card 3/.test(r.name))).toBe(true);
    // `100%`: the whole word 100 (the % ends it).
    expect(h.index.search('100%').rows.map((r) => r.id)).toEqual(['card-000100']);
    expect(h.index.search('zzz').rows).toEqual([]);
  });

  it('the whole-wallet filter uses the same matcher and counts every match', () => {
    const m = h.index.walletMatches('wallet-2', 'card 1', 50);
    expect(m.total).toBe(500);
    // Wallet 2 holds cards i % 4 = 1; "1" starts the number of their name (Card 1, 13, 101…) or
    // their holder's (Holder 1: i % 7 = 1).
    const expected = Array.from({ length: 2_000 }, (_, i) => i).filter(
      (i) => i % 4 === 1 && (String(i).startsWith('1') || i % 7 === 1),
    );
    expect(m.matched).toBe(expected.length);
    expect(m.ids).toHaveLength(50);
    // Newest first, as the pane lists them.
    expect(m.ids.map((r) => r.id)).toEqual(
      [...expected]
        .reverse()
        .slice(0, 50)
        .map((i) => `card-${String(i).padStart(6, '0')}`),
    );
    const one = h.index.walletMatches('wallet-4', '1999');
    expect(one).toMatchObject({ matched: 1, total: 500 });
  });

  it('knows where a card sits in its wallet under the pane sort (for a jump to the right page)', () => {
    const row = h.index.findCards('card-001999')[0]!;
    expect(h.index.position(row, { by: 'createdAt', dir: 'desc' })).toBe(0);
    expect(h.index.position(row, { by: 'createdAt', dir: 'asc' })).toBe(499);
    const first = h.index.findCards('card-000003')[0]!;
    expect(h.index.position(first, { by: 'createdAt', dir: 'desc' })).toBe(499);
  });
});

describe('position in the wallet when creation times tie', () => {
  it("follows the crawl's rank (the server's own order), not a count by createdAt", async () => {
    const cards = makeCards(250, 1).map((c) => ({ ...c, createdAt: '2026-01-01T00:00:00.000Z' }));
    const tie = openIndex(new FakeFetcher(orgHandlers(cards, 1)));
    await tie.index.runPass(new AbortController().signal);
    const row = tie.index.findCards('card-000130')[0]!;
    expect(row.rank).toBe(130);
    expect(tie.index.position(row, { by: 'createdAt', dir: 'asc' })).toBe(130);
    expect(tie.index.position(row, { by: 'createdAt', dir: 'desc' })).toBe(119);
    tie.index.close();
  });
});
