// Searches over the index, all by SQLite indexes (no scan of the merchant): the last four digits,
// first six + last four, an id or its prefix, and prefixes of the holder's name, email or id and
// of the card's name. Exact last4 and id matches rank first.
import { likeLiteral, type IndexStore } from './store.js';
import type { IndexRow } from './rows.js';

export type CardQueryKind =
  | { kind: 'last4'; last4: string }
  | { kind: 'first6last4'; first6: string; last4: string }
  | { kind: 'id'; id: string };

/** What `:card <text>` means: last4, first6…last4 (any filler between), or an id / id prefix. */
export function parseCardQuery(text: string): CardQueryKind | undefined {
  const q = text.trim();
  if (/^\d{4}$/.test(q)) return { kind: 'last4', last4: q };
  const masked = /^(\d{6})\D*(\d{4})$/.exec(q);
  if (masked) return { kind: 'first6last4', first6: masked[1]!, last4: masked[2]! };
  if (/^[A-Za-z0-9_.:-]{4,}$/.test(q)) return { kind: 'id', id: q };
  return undefined;
}

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

const PREFIX_COLUMNS = ['holder_email', 'holder_name', 'holder_id', 'name'] as const;

/** The global search: every kind of match, ranked, at most `limit` rows. */
export function searchCards(store: IndexStore, text: string, limit = 50): SearchResult {
  const q = text.trim();
  if (q === '') return { rows: [], more: false };
  const seen = new Set<string>();
  const out: IndexRow[] = [];
  const take = (rows: readonly IndexRow[]) => {
    for (const row of rows) {
      if (seen.has(row.id)) continue;
      seen.add(row.id);
      out.push(row);
    }
  };
  const room = () => limit + 1 - out.length;
  if (/^\d{4}$/.test(q))
    take(store.select(`SELECT * FROM cards WHERE last4 = ? ${byWallet} LIMIT ?`, q, room()));
  const exact = store.get(q);
  if (exact) take([exact]);
  const parsed = parseCardQuery(q);
  if (parsed?.kind === 'first6last4' && room() > 0) take(findCards(store, q, room()));
  if (q.length >= 2 && room() > 0) take(idPrefix(store, q, room()));
  for (const column of PREFIX_COLUMNS) {
    if (room() <= 0) break;
    // The columns are COLLATE NOCASE, so a LIKE prefix uses their index, which holds equal values in rowid order.
    take(
      store.select(
        `SELECT * FROM cards WHERE ${column} LIKE ? ESCAPE '\\' ORDER BY ${column}, rowid LIMIT ?`,
        `${likeLiteral(q)}%`,
        room(),
      ),
    );
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

/** The cards pane's `/` over the whole wallet: a substring of id, name, holder, email or last4. */
export function walletMatches(
  store: IndexStore,
  walletId: string,
  text: string,
  limit = 500,
  statuses: readonly string[] = [],
): WalletMatches {
  const like = `%${likeLiteral(text.trim())}%`;
  // Statuses are the operator's (checked against the contract's list) and bound as JSON, never spliced in.
  const status = statuses.length > 0 ? 'status IN (SELECT value FROM json_each(@statuses)) AND ' : '';
  const where = `${status}wallet_id = @wallet AND (id LIKE @like ESCAPE '\\' OR name LIKE @like ESCAPE '\\' OR holder_name LIKE @like ESCAPE '\\'
    OR holder_email LIKE @like ESCAPE '\\' OR last4 LIKE @like ESCAPE '\\')`;
  const params = {
    wallet: walletId,
    like,
    ...(statuses.length > 0 ? { statuses: JSON.stringify(statuses) } : {}),
  };
  const rows = store.select(`SELECT * FROM cards WHERE ${where} ORDER BY created_at DESC, id LIMIT @limit`, {
    ...params,
    limit,
  });
  const matched =
    rows.length < limit
      ? rows.length
      : (store.db.prepare(`SELECT COUNT(*) AS n FROM cards WHERE ${where}`).get(params) as { n: number }).n;
  return { ids: rows, matched, total: store.countInWallet(walletId) };
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
