// Searches over the index, all through SQLite indexes (no scan of the merchant): `:card` by the
// last four digits, first six + last four, an id or its prefix; the global find and the cards pane's
// `/` by the one matcher of the domain (words of names and emails, card numbers, ids; terms combined).
import { matchesCard, parseCardQuery, parseFind, type FindQuery } from '../../domain/card-find.js';
import { findFields, matching } from './candidates.js';
import type { IndexStore } from './store.js';
import type { IndexRow } from './rows.js';

export { parseCardQuery } from '../../domain/card-find.js';

// `+wallet_id`: never walk the wallet index to save the sort of a few matches (without the last4
// index, while a cold crawl defers it, that walk visits every card at random).
const byWallet = 'ORDER BY +wallet_id, created_at DESC, id';

/** Cards a `:card` query means, best first (an exact id alone when there is one). */
export function findCards(store: IndexStore, text: string, limit = 100): IndexRow[] {
  const query = parseCardQuery(text);
  if (!query) return [];
  if (query.kind === 'last4')
    return store.select(`SELECT * FROM cards WHERE last4 = ? ${byWallet} LIMIT ?`, query.last4, limit);
  if (query.kind === 'first6last4') {
    return store.select(
      `SELECT * FROM cards WHERE last4 = ? AND first6 = ? ${byWallet} LIMIT ?`,
      query.last4,
      query.first6,
      limit,
    );
  }
  const exact = store.get(query.id);
  if (exact) return [exact];
  return idPrefix(store, query.id, limit);
}

function idPrefix(store: IndexStore, prefix: string, limit: number): IndexRow[] {
  // A range on the id index: `id LIKE 'x%'` would not use it (the column is case-sensitive).
  return store.select(
    'SELECT * FROM cards WHERE id >= ? AND id < ? ORDER BY id LIMIT ?',
    prefix,
    `${prefix}\u{10FFFF}`,
    limit,
  );
}

export interface SearchResult {
  readonly rows: readonly IndexRow[];
  /** More matched than were returned. */
  readonly more: boolean;
}

/** The global find: every card that matches the query, at most `limit` (an exact id first). */
export function searchCards(store: IndexStore, text: string, limit = 50): SearchResult {
  const query = parseFind(text);
  const out: IndexRow[] = [];
  const exact = store.get(text.trim());
  if (exact) out.push(exact);
  for (const row of matching(store, query)) {
    if (row.id === exact?.id) continue;
    out.push(row);
    if (out.length > limit) break;
  }
  return { rows: out.slice(0, limit), more: out.length > limit };
}

export interface WalletMatches {
  readonly ids: readonly IndexRow[];
  /** Matches in the whole wallet. */
  readonly matched: number;
  /** Cards of the wallet in the index. */
  readonly total: number;
}

/** The cards pane's order: newest first (a card without a creation time last), then by id. */
function paneOrder(a: IndexRow, b: IndexRow): number {
  if (a.createdAt !== b.createdAt) {
    if (a.createdAt === undefined) return 1;
    if (b.createdAt === undefined) return -1;
    return a.createdAt < b.createdAt ? 1 : -1;
  }
  return a.id < b.id ? -1 : a.id > b.id ? 1 : 0;
}

/**
 * The cards pane's `/` over the whole wallet: the same matcher as the global find, every match counted.
 * Through the indexes while they read fewer rows than the wallet holds; past that (a common word such
 * as "a" matches most of the merchant), the wallet's own rows in its list order cost less.
 */
export function walletMatches(
  store: IndexStore,
  walletId: string,
  text: string,
  limit = 500,
  statuses: readonly string[] = [],
): WalletMatches {
  const query = parseFind(text);
  const total = store.countInWallet(walletId);
  const inScope = (row: IndexRow) =>
    row.walletId === walletId && (statuses.length === 0 || statuses.includes(row.status));
  // No terms (an empty filter) match every card: the wallet as it is listed.
  if (store.searchReady() && query.terms.length > 0) {
    const found: IndexRow[] = [];
    let read = 0;
    for (const row of matching(store, query)) {
      read += 1;
      if (read > total) break;
      if (inScope(row)) found.push(row);
    }
    if (read <= total) return { ids: found.sort(paneOrder).slice(0, limit), matched: found.length, total };
  }
  return { ...walletInOrder(store, walletId, query, limit, statuses), total };
}

function walletInOrder(
  store: IndexStore,
  walletId: string,
  query: FindQuery,
  limit: number,
  statuses: readonly string[],
): { ids: IndexRow[]; matched: number } {
  const ids: IndexRow[] = [];
  let matched = 0;
  // Bound as JSON, never spliced in (statuses are the operator's, checked against the contract's list).
  const status = statuses.length > 0 ? ' AND status IN (SELECT value FROM json_each(@statuses))' : '';
  const rows = store.iterate(
    `SELECT * FROM cards WHERE wallet_id = @wallet${status} ORDER BY created_at DESC, id`,
    {
      wallet: walletId,
      ...(statuses.length > 0 ? { statuses: JSON.stringify(statuses) } : {}),
    },
  );
  for (const row of rows) {
    if (!matchesCard(query, findFields(row))) continue;
    matched += 1;
    if (ids.length < limit) ids.push(row);
  }
  return { ids, matched };
}

/** Where a card sits in its wallet's list under a sort (0-based), for a jump to the right page. */
export function positionInWallet(
  store: IndexStore,
  row: IndexRow,
  sort: { by: 'createdAt' | 'name' | 'status'; dir: 'asc' | 'desc' },
): number {
  // The crawl's rank is the server's order (ties broken as the server breaks them). Cards are never
  // deleted, and newer ones go on top of a newest-first list.
  if (sort.by === 'createdAt' && row.rank !== undefined)
    return sort.dir === 'asc' ? row.rank : Math.max(0, store.countInWallet(row.walletId) - 1 - row.rank);
  const column = sort.by === 'name' ? 'name' : 'created_at';
  const value = sort.by === 'name' ? row.name : row.createdAt;
  if (value === undefined) return 0;
  const op = sort.dir === 'asc' ? '<' : '>';
  const n = store.db
    .prepare(`SELECT COUNT(*) AS n FROM cards WHERE wallet_id = ? AND ${column} ${op} ?`)
    .get(row.walletId, value) as { n: number };
  return n.n;
}

/** A page of every wallet's cards (`:wallet *`): within statuses and creation bounds, by creation. */
export interface EveryWalletQuery {
  readonly statuses: readonly string[];
  /** Created at or after (at or before) this instant, as ISO 8601 in UTC (the index's own form). */
  readonly from?: string;
  readonly to?: string;
  /** By creation: newest first (desc) or oldest first (asc, the oldest cards are the longest stuck). */
  readonly order: 'asc' | 'desc';
  readonly offset: number;
  readonly limit: number;
}

export interface EveryWalletPage {
  readonly rows: readonly IndexRow[];
  /** Cards that pass the filter in every wallet. */
  readonly matched: number;
  /** Cards in the index. */
  readonly total: number;
}

/** One page of every wallet's cards by creation, counted, through the creation index. */
export function everyWallet(store: IndexStore, q: EveryWalletQuery): EveryWalletPage {
  const where = [
    ...(q.statuses.length > 0 ? ['status IN (SELECT value FROM json_each(@statuses))'] : []),
    ...(q.from !== undefined ? ['created_at >= @from'] : []),
    ...(q.to !== undefined ? ['created_at <= @to'] : []),
  ];
  const clause = where.length > 0 ? ` WHERE ${where.join(' AND ')}` : '';
  const params = {
    ...(q.statuses.length > 0 ? { statuses: JSON.stringify(q.statuses) } : {}),
    ...(q.from !== undefined ? { from: q.from } : {}),
    ...(q.to !== undefined ? { to: q.to } : {}),
  };
  const dir = q.order === 'asc' ? 'ASC' : 'DESC';
  const rows = store.select(
    `SELECT * FROM cards${clause} ORDER BY created_at ${dir}, id ${dir} LIMIT @limit OFFSET @offset`,
    { ...params, limit: q.limit, offset: q.offset },
  );
  const counted = store.db.prepare(`SELECT COUNT(*) AS n FROM cards${clause}`).get(params) as { n: number };
  return { rows, matched: counted.n, total: store.count() };
}
