// Find over the index: what `:card` means, the ranked global search, the whole-wallet filter and a
// card's position in its wallet's list; every search uses an index, not a scan of the merchant.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parseCardQuery } from '../../../src/sync/card-index/index.js';
import { searchCards } from '../../../src/sync/card-index/find.js';
import { IndexStore } from '../../../src/sync/card-index/store.js';
import { openIndexDb } from '../../../src/sync/card-index/db.js';
import { join } from 'node:path';
import { FakeFetcher } from '../fake-fetcher.js';
import { makeCards, openIndex, orgHandlers, tempDir, type IndexHarness } from './fake-merchant.js';

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

  it('search ranks exact last4 and id first, then holder email, holder name, holder id and card name prefixes', () => {
    expect(h.index.search('0007').rows.map((r) => r.id)).toEqual(['card-000007', '0007-card']);
    expect(h.index.search('ADA@acme').rows.map((r) => r.id)).toEqual(['card-000007']);
    expect(h.index.search('ada').rows.map((r) => r.id)).toEqual(['card-000007']);
    expect(h.index.search('Travel').rows.map((r) => r.id)).toEqual(['card-000007']);
    const many = h.index.search('Holder 3', 20);
    expect(many.rows).toHaveLength(20);
    expect(many.more).toBe(true);
    expect(many.rows.every((r) => r.holderName === 'Holder 3')).toBe(true);
    expect(h.index.search('100%').rows).toEqual([]);
  });

  it('the whole-wallet filter matches any part of id, name, holder, email or last4 and counts every match', () => {
    const m = h.index.walletMatches('wallet-2', 'card 1', 50);
    expect(m.total).toBe(500);
    // Card 1, 13, 17, 101..., 1xxx with i % 4 === 1.
    expect(m.matched).toBe(2_000 / 4 / 2 + 3 + 25);
    expect(m.ids).toHaveLength(50);
    expect(m.ids.every((r) => r.walletId === 'wallet-2' && r.name.startsWith('Card 1'))).toBe(true);
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

  it('answers last4, id and prefix searches through indexes, never by scanning every card', () => {
    const dir = tempDir();
    const opened = openIndexDb(join(dir, 'plan.sqlite'), dir);
    if (!opened.ok) throw new Error(opened.reason);
    const db = opened.db;
    const plan = (sql: string, ...args: unknown[]) =>
      (db.prepare(`EXPLAIN QUERY PLAN ${sql}`).all(...args) as { detail: string }[])
        .map((r) => r.detail)
        .join('; ');
    expect(
      plan(
        'SELECT * FROM cards WHERE last4 = ? ORDER BY +wallet_id, created_at DESC, id LIMIT ?',
        '0007',
        10,
      ),
    ).toMatch(/USING INDEX cards_last4/);
    expect(
      plan(
        "SELECT * FROM cards WHERE holder_email LIKE ? ESCAPE '\\' ORDER BY holder_email, rowid LIMIT 10",
        'ada%',
      ),
    ).toMatch(/USING INDEX cards_holder_email \([^;]*$/);
    expect(
      plan("SELECT * FROM cards WHERE name LIKE ? ESCAPE '\\' ORDER BY name, rowid LIMIT 10", 'tra%'),
    ).toMatch(/USING INDEX cards_name \([^;]*$/);
    expect(
      plan('SELECT * FROM cards WHERE id >= ? AND id < ? ORDER BY id LIMIT 10', 'card', 'card\u{10FFFF}'),
    ).toMatch(/USING INDEX cards_id \([^;]*$/);
    expect(searchCards(new IndexStore(db), 'ada').rows).toEqual([]);
    db.close();
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
