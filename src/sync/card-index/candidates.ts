// The SQL side of the find matcher: the rows that may match a query, read through indexes; the
// domain's `matchesCard` then decides on each. A term of last4 (or first6…last4) is looked up by
// last4 alone: every match goes through it. A query of words goes through the FTS table, plus the
// id range of each term that could begin an id (a card found by its id need not have the words).
// While a cold crawl's search indexes are still being built, the same rows come from a scan.
import { matchesCard, type FindFields, type FindQuery, type FindTerm } from '../../domain/card-find.js';
import { ftsMatch, wordsStarting } from './fts.js';
import type { IndexRow } from './rows.js';
import { likeLiteral, type IndexStore } from './store.js';

type Params = Record<string, unknown>;

/** The lookup a card-number term allows on its own. */
function numberLookup(term: FindTerm): { sql: string; params: Params } | undefined {
  if (term.kind === 'last4') return { sql: 'last4 = @last4', params: { last4: term.last4 } };
  if (term.kind === 'first6last4')
    return { sql: 'last4 = @last4 AND first6 = @first6', params: { last4: term.last4, first6: term.first6 } };
  return undefined;
}

/** `id` from `prefix` on: as typed, and upper case too (ids are UUIDs, which a server may send either way). */
function* idRanges(store: IndexStore, prefix: string): Generator<IndexRow> {
  for (const start of new Set([prefix, prefix.toUpperCase()]))
    yield* store.iterate('SELECT * FROM cards WHERE id >= @from AND id < @to ORDER BY id', {
      from: start,
      to: `${start}\u{10FFFF}`,
    });
}

/** While the indexes are being built: a scan, narrowed by SQLite before the matcher sees a row. */
function* scan(store: IndexStore, query: FindQuery): Generator<IndexRow> {
  const where: string[] = [];
  const params: Params = {};
  query.terms.forEach((term, i) => {
    const lookup = numberLookup(term);
    if (lookup) {
      where.push(lookup.sql.replace(/@(\w+)/g, `@$1${i}`));
      for (const [k, v] of Object.entries(lookup.params)) params[`${k}${i}`] = v;
      return;
    }
    if (term.kind !== 'words') return;
    // The longest word must appear somewhere (accents aside: LIKE compares them as written).
    const longest = term.words.reduce((a, b) => (b.length > a.length ? b : a));
    params[`w${i}`] = `%${likeLiteral(longest)}%`;
    const columns = ['name', 'holder_name', 'holder_email', 'holder_id'].map(
      (c) => `${c} LIKE @w${i} ESCAPE '\\'`,
    );
    if (term.idPrefix) {
      params[`i${i}`] = `${likeLiteral(term.idPrefix)}%`;
      columns.push(`id LIKE @i${i} ESCAPE '\\'`);
    }
    where.push(`(${columns.join(' OR ')})`);
  });
  yield* store.iterate(`SELECT * FROM cards WHERE ${where.length > 0 ? where.join(' AND ') : '1'}`, params);
}

/** Rows that may match, each once, best first: card-number lookups, id ranges, then the words. */
export function* candidates(store: IndexStore, query: FindQuery): Generator<IndexRow> {
  const seen = new Set<string>();
  const fresh = function* (rows: Iterable<IndexRow>): Generator<IndexRow> {
    for (const row of rows) {
      if (seen.has(row.id)) continue;
      seen.add(row.id);
      yield row;
    }
  };
  if (query.terms.length === 0) return;
  if (!store.searchReady()) {
    yield* fresh(scan(store, query));
    return;
  }
  const number = query.terms.map(numberLookup).find((lookup) => lookup !== undefined);
  if (number) {
    // `+wallet_id`: never walk the wallet index to save the sort of a few matches.
    const sql = `SELECT * FROM cards WHERE ${number.sql} ORDER BY +wallet_id, created_at DESC, id`;
    yield* fresh(store.iterate(sql, number.params));
    return;
  }
  for (const term of query.terms)
    if (term.kind === 'words' && term.idPrefix) yield* fresh(idRanges(store, term.idPrefix));
  const match = ftsMatch(query.terms, (prefix) => wordsStarting(store.db, prefix));
  if (match === undefined) return;
  yield* fresh(
    store.iterate(
      'SELECT cards.* FROM cards_fts JOIN cards ON cards.rowid = cards_fts.rowid WHERE cards_fts MATCH @match',
      { match },
    ),
  );
}

export function findFields(row: IndexRow): FindFields {
  return {
    id: row.id,
    name: row.name,
    holderName: row.holderName,
    holderEmail: row.holderEmail,
    holderId: row.holderId,
    last4: row.last4,
    first6: row.first6,
  };
}

/** Candidates the matcher accepts. */
export function* matching(store: IndexStore, query: FindQuery): Generator<IndexRow> {
  for (const row of candidates(store, query)) if (matchesCard(query, findFields(row))) yield row;
}
