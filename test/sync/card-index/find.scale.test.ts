// The SQL side of find at scale: on 100,000 cards (built as a cold crawl builds them: cards first,
// then the search indexes and the words a chunk at a time), every query answers exactly what the
// domain's matcher says of every card, and through indexes only (no statement scans the cards).
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { matchesCard, parseFind } from '../../../src/domain/card-find.js';
import { findFields } from '../../../src/sync/card-index/candidates.js';
import { openIndexDb, SEARCH_INDEXES } from '../../../src/sync/card-index/db.js';
import { searchCards, walletMatches } from '../../../src/sync/card-index/find.js';
import type { IndexRow } from '../../../src/sync/card-index/rows.js';
import { IndexStore } from '../../../src/sync/card-index/store.js';
import { tempDir } from '../../support/fake-merchant.js';

const CARDS = 100_000;
const WALLETS = 10;
const FIRST = ['Barbara', 'Grace', 'Ada', 'Hedy', 'José', 'Margaret', 'Ken', 'Radia', 'Frances', 'Alan'];
const LAST = [
  'Lamarr',
  'Hopper',
  'Lovelace',
  "O'Brien",
  'Hamilton',
  'Thompson',
  'Perlman',
  'Allen',
  'Turing',
];
const PURPOSES = ['Travel', 'Ads', 'Software', 'Fuel', 'Meals', 'Hotels'];

function rng(seed: number): () => number {
  let a = seed;
  return () => {
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

function makeRows(): IndexRow[] {
  const random = rng(17);
  const pick = <T>(list: readonly T[]): T => list[Math.floor(random() * list.length)]!;
  const hex = (n: number) => Array.from({ length: n }, () => Math.floor(random() * 16).toString(16)).join('');
  return Array.from({ length: CARDS }, (_, i) => {
    const first = pick(FIRST);
    const last = pick(LAST);
    const holder = Math.floor(i / 4);
    const last4 = String(Math.floor(random() * 10_000)).padStart(4, '0');
    // A quarter came through the account family: the holder's email and id, and the first six digits.
    const full = i % 4 === 0;
    return {
      id: `${hex(8)}-${hex(4)}-4${hex(3)}-8${hex(3)}-${hex(12)}`,
      walletId: `wallet-${i % WALLETS}`,
      masked: full ? `4111 11** **** ${last4}` : `4111 **** **** ${last4}`,
      last4,
      name: `${pick(PURPOSES)} ${(i % 5_000) + 1}`,
      holderName: `${first} ${last}`,
      ...(full
        ? {
            first6: '411111',
            holderEmail: `${first}.${last}.${holder}@acme-travel.example`.toLowerCase(),
            holderId: `ch-${String(holder).padStart(7, '0')}`,
          }
        : {}),
      status: i % 7 === 0 ? 'frozen' : 'active',
      currency: 'USD',
      balance: '10.00',
      createdAt: new Date(Date.UTC(2026, 0, 1) + i * 1_000).toISOString(),
    };
  });
}

let store: IndexStore;
let rows: IndexRow[];
const statements: string[] = [];

beforeAll(() => {
  const dir = tempDir();
  const opened = openIndexDb(join(dir, 'scale.sqlite'), dir);
  if (!opened.ok) throw new Error(opened.reason);
  store = new IndexStore(opened.db);
  rows = makeRows();
  store.deferSearchIfEmpty();
  for (let i = 0; i < rows.length; i += 5_000) store.put(rows.slice(i, i + 5_000), i);
  let steps = 0;
  while (store.buildNextSearchIndex()) steps += 1;
  // Each B-tree index, ten chunks of words, and the step that finds nothing left.
  expect(steps).toBe(SEARCH_INDEXES.length + CARDS / 10_000 + 1);
  const prepare = store.db.prepare.bind(store.db);
  store.db.prepare = (sql: string) => (statements.push(sql), prepare(sql));
}, 120_000);
afterAll(() => store.db.close());

const oracle = (text: string, walletId?: string) => {
  const query = parseFind(text);
  return rows.filter(
    (r) => (walletId === undefined || r.walletId === walletId) && matchesCard(query, findFields(r)),
  );
};
const ids = (list: readonly IndexRow[]) => list.map((r) => r.id).sort();

const QUERIES = [
  'Lamarr',
  'lam',
  'lama',
  'hamil',
  'lamz',
  'acme-trav',
  'card 4',
  'Barbara Lamarr',
  'lamarr barbara',
  'hopper@',
  "o'brien",
  'jose',
  'José Hamilton',
  'barbara.lamarr',
  'acme-travel',
  'ch-00012',
  'Meals 12',
  'meals 4999',
  'Barbara 2462',
  '2462',
  '411111…2462',
  'travel hopper 1234',
  'zzz',
];

describe('find at 100,000 cards', () => {
  it('answers every query exactly as the matcher judges every card', () => {
    for (const text of QUERIES) {
      const expected = oracle(text);
      const got = searchCards(store, text, 100_000);
      expect(ids(got.rows), text).toEqual(ids(expected));
      expect(got.more, text).toBe(false);
    }
    // Holder names alone: thousands of cards each.
    expect(oracle('Lamarr').length).toBeGreaterThan(5_000);
  });

  it('stops at the limit of a broad query, every row a match, and says there are more', () => {
    for (const text of ['a', '1', 'l', 'travel']) {
      const got = searchCards(store, text, 50);
      expect(got.rows, text).toHaveLength(50);
      expect(got.more, text).toBe(true);
      const query = parseFind(text);
      expect(
        got.rows.every((r) => matchesCard(query, findFields(r))),
        text,
      ).toBe(true);
    }
  });

  it('finds a card by the start of its id', () => {
    const card = rows[4_321]!;
    expect(searchCards(store, card.id.slice(0, 8)).rows.map((r) => r.id)).toContain(card.id);
    expect(searchCards(store, card.id).rows[0]!.id).toBe(card.id);
  });

  it('counts a wallet’s matches as the matcher does, for rare and for common words', () => {
    for (const text of ['Lamarr', 'Barbara 2462', 'a', 'meals 1', 'acme-travel', 'zzz']) {
      const expected = oracle(text, 'wallet-3');
      const got = walletMatches(store, 'wallet-3', text, 100);
      expect(got.matched, text).toBe(expected.length);
      expect(got.total).toBe(CARDS / WALLETS);
      const newestFirst = [...expected].sort((a, b) => (a.createdAt! < b.createdAt! ? 1 : -1)).slice(0, 100);
      expect(
        got.ids.map((r) => r.id),
        text,
      ).toEqual(newestFirst.map((r) => r.id));
    }
  });

  it('reads through indexes only: no statement of a search scans the cards', () => {
    statements.length = 0;
    for (const text of [...QUERIES, 'a', card0Prefix()]) searchCards(store, text, 50);
    for (const text of ['Lamarr', 'a', 'Barbara 2462']) walletMatches(store, 'wallet-3', text, 100);
    const plans = [...new Set(statements)]
      .filter((sql) => /^\s*SELECT/i.test(sql))
      .map((sql) => ({
        sql,
        plan: (store.db.prepare(`EXPLAIN QUERY PLAN ${sql}`).all(...unbound(sql)) as { detail: string }[])
          .map((r) => r.detail)
          .join('; '),
      }));
    expect(plans.length).toBeGreaterThan(4);
    for (const { sql, plan } of plans) expect(plan, sql).not.toMatch(/SCAN cards(?!_fts)(?! USING)/);
    expect(plans.map((p) => p.plan).join('\n')).toMatch(/SCAN cards_fts VIRTUAL TABLE/);
    expect(plans.map((p) => p.plan).join('\n')).toMatch(/USING INDEX cards_last4/);
  });
});

/** Every parameter of a statement as NULL: a plan does not depend on the values. */
function unbound(sql: string): unknown[] {
  const named = [...sql.matchAll(/@(\w+)/g)].map((m) => m[1]!);
  if (named.length > 0) return [Object.fromEntries(named.map((name) => [name, null]))];
  return Array.from(sql.matchAll(/\?/g), () => null);
}

function card0Prefix(): string {
  return rows[0]!.id.slice(0, 6);
}
