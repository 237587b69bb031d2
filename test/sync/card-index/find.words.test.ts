// The global find matches every word of a holder name, fragments of an email from
// a word boundary, card names by word, and terms combined — on cards the crawl listed, cards the
// console read (with their holder's email), and after either changes them.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parseFind } from '../../../src/domain/card-find.js';
import type { Card } from '../../../src/store/index.js';
import { ftsMatch } from '../../../src/sync/card-index/fts.js';
import { indexFile } from '../../../src/sync/card-index/index.js';
import { openSqliteFile } from '../../support/index-sqlite.js';
import { FakeFetcher } from '../../support/fake-fetcher.js';
import { makeCards, openIndex, orgHandlers, type IndexHarness } from '../../support/fake-merchant.js';

const PEOPLE = ['Grace Hopper', 'Barbara Lamarr', 'Barbara Liskov', 'Ada Lovelace', 'Hedy Lamarr'];

/** A card the console read through the account family: its holder's id and email with it. */
function readCard(id: string, holder: string, last4: string, name: string): Card {
  const [first, last] = holder.split(' ') as [string, string];
  return {
    id,
    accountId: 'wallet-1',
    name,
    status: 'active',
    currency: 'USD',
    availableBalance: '10.00',
    maskedNumber: `4111 11** **** ${last4}`,
    cardOwner: {
      cardOwnerId: `${first.toLowerCase()}.${last.toLowerCase()}`,
      firstName: first,
      lastName: last,
      email: `${first.toLowerCase()}@acme-travel.example`,
    },
    raw: {},
  };
}

let h: IndexHarness;
// 1,000 crawled cards; card i's holder is PEOPLE[i % 5] and its last4 is i (fake-merchant).
const cards = makeCards(1_000, 2).map((c, i) => ({ ...c, holder: PEOPLE[i % PEOPLE.length]! }));
beforeAll(async () => {
  h = openIndex(new FakeFetcher(orgHandlers(cards, 2)), { pageSize: 100 });
  await h.index.runPass(new AbortController().signal);
  h.index.observe([
    readCard('read-1', 'Grace Hopper', '7001', 'Main Grace #1'),
    readCard('read-2', 'Alan Turing', '7002', 'Travel fund'),
  ]);
}, 30_000);
afterAll(() => h.index.close());

const found = (text: string, limit = 500) => h.index.search(text, limit).rows.map((r) => r.id);
const holdersOf = (text: string) => new Set(h.index.search(text, 500).rows.map((r) => r.holderName));

describe('global find over the index', () => {
  it('finds a holder by surname, by the start of it, and whole name in either order', () => {
    expect(holdersOf('hopper')).toEqual(new Set(['Grace Hopper']));
    expect(holdersOf('Hop')).toEqual(new Set(['Grace Hopper']));
    expect(holdersOf('hopper@')).toEqual(new Set(['Grace Hopper']));
    expect(found('hopper')).toHaveLength(201);
    expect(holdersOf('Lamarr')).toEqual(new Set(['Barbara Lamarr', 'Hedy Lamarr']));
    expect(found('Lamarr')).toHaveLength(400);
    expect(holdersOf('Barbara Lamarr')).toEqual(new Set(['Barbara Lamarr']));
    expect(found('lamarr barbara')).toHaveLength(200);
  });

  it('finds fragments of an email from a word boundary, and holder ids', () => {
    expect(found('acme-travel').sort()).toEqual(['read-1', 'read-2']);
    expect(found('grace@')).toContain('read-1');
    expect(found('alan@acme')).toEqual(['read-2']);
    expect(found('travel.example').sort()).toEqual(['read-1', 'read-2']);
    expect(found('alan.turing')).toEqual(['read-2']);
    expect(found('cme-travel')).toEqual([]);
  });

  it('finds card names by word', () => {
    expect(found('fund')).toEqual(['read-2']);
    const ninetyNines = [99, 990, 991, 992, 993, 994, 995, 996, 997, 998, 999];
    expect(found('card 99').sort()).toEqual(ninetyNines.map((i) => `card-${String(i).padStart(6, '0')}`));
  });

  it('combines terms: holder Barbara AND last4', () => {
    // Card 11 is Barbara Lamarr's (11 % 5 = 1), card 12 Barbara Liskov's, card 5 Grace Hopper's.
    expect(found('Barbara 0005')).toEqual([]);
    expect(found('Barbara 0011')).toEqual(['card-000011']);
    expect(found('Barbara 0012')).toEqual(['card-000012']);
    expect(found('Liskov 0011')).toEqual([]);
    expect(found('grace 7001')).toEqual(['read-1']);
  });

  it('follows a card whose holder or name changes (reads and events update the index)', () => {
    h.index.observe([{ ...readCard('read-2', 'Alan Turing', '7002', 'Fuel'), holder: 'Alan Turing' }]);
    expect(found('fund')).toEqual([]);
    expect(found('fuel')).toEqual(['read-2']);
    expect(found('turing fuel')).toEqual(['read-2']);
  });

  it('keeps the words table in step with the cards through the crawl, reads and changes (FTS5 integrity check)', async () => {
    await h.index.runPass(new AbortController().signal);
    const db = openSqliteFile(indexFile(h.dir, 'http://api.test', 'org-1'));
    try {
      // Checks the FTS index against the cards table it indexes; throws on any difference.
      expect(() =>
        db.exec("INSERT INTO cards_fts (cards_fts, rank) VALUES ('integrity-check', 1)"),
      ).not.toThrow();
      db.exec("UPDATE cards SET holder_name = 'Somebody Else' WHERE id = 'card-000000'");
      expect(() =>
        db.exec("INSERT INTO cards_fts (cards_fts, rank) VALUES ('integrity-check', 1)"),
      ).not.toThrow();
    } finally {
      db.close();
    }
    expect(found('somebody')).toEqual(['card-000000']);
  });

  it('the cards pane `/` over the whole wallet uses the same matcher', () => {
    const m = h.index.walletMatches('wallet-1', 'Lamarr', 1_000);
    // Wallet 1 holds the even cards: Barbara Lamarr (i % 5 = 1) and Hedy Lamarr (4) among them.
    expect(m.matched).toBe(200);
    expect(new Set(m.ids.map((r) => r.holderName))).toEqual(new Set(['Barbara Lamarr', 'Hedy Lamarr']));
    expect(h.index.walletMatches('wallet-1', 'Barbara 0012').ids.map((r) => r.id)).toEqual(['card-000012']);
    // An empty filter (or punctuation alone) keeps every card of the wallet.
    expect(h.index.walletMatches('wallet-1', '', 1_000).matched).toBe(502);
    expect(h.index.walletMatches('wallet-1', ' - ', 1_000).matched).toBe(502);
    expect(h.index.walletMatches('wallet-1', 'acme-travel').ids.map((r) => r.id)).toEqual([
      'read-1',
      'read-2',
    ]);
  });
});

describe('the FTS5 query of a find', () => {
  it('turns a prefix longer than the prefix indexes into the words it starts, read lazily', () => {
    const words: Record<string, string[] | undefined> = {
      lama: ['lamarr'],
      trav: ['travel', 'travels'],
      zzzz: [],
    };
    const expand = (prefix: string) => words[prefix];
    expect(ftsMatch(parseFind('lama hop').terms, expand)).toBe('("lamarr") AND "hop" *');
    expect(ftsMatch(parseFind('acme-trav').terms, expand)).toBe('("acme travel" OR "acme travels")');
    expect(ftsMatch(parseFind('zzzz').terms, expand)).toBe('"zzzz"');
    // Too many words for one prefix: the prefix itself.
    expect(ftsMatch(parseFind('1234x').terms, () => undefined)).toBe('"1234x" *');
    expect(ftsMatch(parseFind('hopper@').terms, expand)).toBe('"hopper"');
    expect(ftsMatch(parseFind('Barbara 2462').terms, expand)).toBeUndefined();
  });
});
