// The words of every card (its name, its holder's name, email and id) in an FTS5 table, so that find
// answers from an index: a word or the start of one in a few milliseconds at a million cards. The
// tokenizer cuts and folds text as the domain's matcher does (unicode61: letters and digits, lower
// case, accents removed); the prefix indexes serve the starts of words of 1 to 3 characters, and a
// longer start is turned into the words it begins through a list of every word (`words`, kept by the
// index's writes, which cut text in JavaScript as the matcher does): either way FTS5 reads a few rows
// at a time instead of first gathering every card that holds such a word.
//
// The table holds no copy of the text (external content: the cards table), and triggers keep it in
// step with every write. A cold crawl fills the cards first and the words after (`fts_upto`: the
// rows at or below it are indexed; the triggers leave the others to the build), a chunk at a time.
import { findWords, type FindTerm } from '../../domain/card-find.js';
import type { SqliteDatabase } from './sqlite.js';

/** Meta key: rows with a rowid at or below it are in the FTS table; absent once every row is. */
export const FTS_UPTO = 'fts_upto';

const COLUMNS = 'name, holder_name, holder_email, holder_id';
const INDEXED = `(SELECT CAST(value AS INTEGER) FROM meta WHERE key = '${FTS_UPTO}')`;
const BUILT_UP_TO = `COALESCE(${INDEXED}, 9223372036854775807)`;

export const FTS_TABLES = `
CREATE VIRTUAL TABLE IF NOT EXISTS cards_fts USING fts5(
  ${COLUMNS},
  content = 'cards', content_rowid = 'rowid',
  tokenize = 'unicode61 remove_diacritics 2', prefix = '1 2 3'
);
-- Every word the cards have held, in order: a long prefix is turned into the few words it starts.
-- (FTS5's own vocabulary table counts each word's cards as it lists it: 20 ms for "card" at a million.)
CREATE TABLE IF NOT EXISTS words (word TEXT PRIMARY KEY) WITHOUT ROWID;
`;

/**
 * The triggers that keep the FTS table in step. A cold crawl's pages are written without them (they
 * cost a third of each row's write even when they do nothing); the build creates them as it starts.
 */
export const FTS_TRIGGERS = `
CREATE TRIGGER IF NOT EXISTS cards_fts_insert AFTER INSERT ON cards
WHEN new.rowid <= ${BUILT_UP_TO}
BEGIN
  INSERT INTO cards_fts (rowid, ${COLUMNS}) VALUES (new.rowid, new.name, new.holder_name, new.holder_email, new.holder_id);
END;
-- A balance or status change (most writes) leaves the words alone.
CREATE TRIGGER IF NOT EXISTS cards_fts_update AFTER UPDATE ON cards
WHEN (old.name IS NOT new.name OR old.holder_name IS NOT new.holder_name
  OR old.holder_email IS NOT new.holder_email OR old.holder_id IS NOT new.holder_id)
  AND old.rowid <= ${BUILT_UP_TO}
BEGIN
  INSERT INTO cards_fts (cards_fts, rowid, ${COLUMNS}) VALUES ('delete', old.rowid, old.name, old.holder_name, old.holder_email, old.holder_id);
  INSERT INTO cards_fts (rowid, ${COLUMNS}) VALUES (new.rowid, new.name, new.holder_name, new.holder_email, new.holder_id);
END;
CREATE TRIGGER IF NOT EXISTS cards_fts_delete AFTER DELETE ON cards
WHEN old.rowid <= ${BUILT_UP_TO}
BEGIN
  INSERT INTO cards_fts (cards_fts, rowid, ${COLUMNS}) VALUES ('delete', old.rowid, old.name, old.holder_name, old.holder_email, old.holder_id);
END;
`;

/** Rows put into the FTS table per step of the build: about a tenth of a second each. */
export const FTS_CHUNK = 10_000;

/**
 * One step of the build: the next rows past `fts_upto` into the FTS table. False when there were
 * none (the table is complete and `fts_upto` is gone).
 */
export function buildFtsChunk(db: SqliteDatabase, chunk = FTS_CHUNK): boolean {
  return db.transaction(() => {
    const upto = (db.prepare(`SELECT ${INDEXED} AS upto`).get() as { upto: number | null }).upto;
    if (upto === null) return false;
    // From the first step on, every write keeps the rows already built in step.
    db.exec(FTS_TRIGGERS);
    const last = (
      db
        .prepare(
          'SELECT MAX(rowid) AS last FROM (SELECT rowid FROM cards WHERE rowid > ? ORDER BY rowid LIMIT ?)',
        )
        .get(upto, chunk) as { last: number | null }
    ).last;
    if (last === null) {
      refreshWords(db);
      db.prepare('DELETE FROM meta WHERE key = ?').run(FTS_UPTO);
      return false;
    }
    db.prepare(
      `INSERT INTO cards_fts (rowid, ${COLUMNS}) SELECT rowid, ${COLUMNS} FROM cards WHERE rowid > ? AND rowid <= ?`,
    ).run(upto, last);
    db.prepare('UPDATE meta SET value = ? WHERE key = ?').run(String(last), FTS_UPTO);
    return true;
  })();
}

/**
 * Every word of the FTS table into the word list, from FTS5's own vocabulary: one pass over the index
 * (a tenth of a second for 50,000 words at a million cards). After a build and after each full pass,
 * whose pages do not cut their text into words one row at a time.
 */
export function refreshWords(db: SqliteDatabase): void {
  db.exec(
    "CREATE VIRTUAL TABLE IF NOT EXISTS temp.cards_fts_vocab USING fts5vocab(main, 'cards_fts', 'row')",
  );
  db.exec('INSERT OR IGNORE INTO words (word) SELECT term FROM temp.cards_fts_vocab');
}

/** The words of these texts into the word list (cut and folded as the matcher and unicode61 do). */
export function learnWords(db: SqliteDatabase, texts: Iterable<string | null | undefined>): void {
  const words = new Set<string>();
  for (const text of texts) if (text) for (const word of findWords(text)) words.add(word);
  if (words.size === 0) return;
  const insert = db.prepare('INSERT OR IGNORE INTO words (word) VALUES (?)');
  for (const word of words) insert.run(word);
}

/** Before a cold crawl into an empty table: its rows wait for the build, and are written without triggers. */
export function deferFts(db: SqliteDatabase): void {
  for (const name of ['cards_fts_insert', 'cards_fts_update', 'cards_fts_delete'])
    db.exec(`DROP TRIGGER IF EXISTS ${name}`);
  db.prepare(
    'INSERT INTO meta (key, value) VALUES (?, ?) ON CONFLICT(key) DO UPDATE SET value = excluded.value',
  ).run(FTS_UPTO, '0');
}

/** Whether a cold crawl is writing its pages (the build has not begun): the triggers are not there. */
export function ftsAwaitingBuild(db: SqliteDatabase): boolean {
  return (
    (db.prepare('SELECT value FROM meta WHERE key = ?').get(FTS_UPTO) as { value: string } | undefined)
      ?.value === '0'
  );
}

export function ftsComplete(db: SqliteDatabase): boolean {
  return db.prepare('SELECT 1 FROM meta WHERE key = ?').get(FTS_UPTO) === undefined;
}

/** Empties the FTS table with the cards (the triggers' row-by-row deletes would take minutes). */
export function clearFts(db: SqliteDatabase): void {
  db.prepare(
    'INSERT INTO meta (key, value) VALUES (?, ?) ON CONFLICT(key) DO UPDATE SET value = excluded.value',
  ).run(FTS_UPTO, '-1');
  db.exec("INSERT INTO cards_fts (cards_fts) VALUES ('delete-all'); DELETE FROM cards;");
  db.prepare('DELETE FROM meta WHERE key = ?').run(FTS_UPTO);
  db.exec(FTS_TRIGGERS);
}

/**
 * A prefix longer than the prefix indexes (1 to 3 characters) makes FTS5 gather the list of every
 * card holding a word that starts so before it returns one ("card*" at a million cards: a million
 * entries, a tenth of a second). The words that start so are few (a range of the word list), and
 * an OR of whole words is read lazily, a few rows at a time, like the prefix indexes are.
 */
export const PREFIX_INDEXED = 3;
/** Past this many words for one prefix, the prefix itself (rare: a short number in many emails). */
export const EXPANDED_AT_MOST = 64;

/** The words of the index that start with `prefix`, or undefined when there are more than `limit`. */
export function wordsStarting(
  db: SqliteDatabase,
  prefix: string,
  limit = EXPANDED_AT_MOST,
): string[] | undefined {
  const rows = db
    .prepare('SELECT word FROM words WHERE word >= ? AND word < ? LIMIT ?')
    .all(prefix, `${prefix}\u{10FFFF}`, limit + 1) as { word: string }[];
  return rows.length > limit ? undefined : rows.map((r) => r.word);
}

const quoted = (words: readonly string[]): string => `"${words.map((w) => w.replace(/"/g, '""')).join(' ')}"`;

/**
 * The words in a row, the last one a prefix when the term ends inside a word: `"w1 w2"*`, or, for a
 * prefix longer than the prefix indexes, the phrases it can complete to, `("w1 w2a" OR "w1 w2b")`.
 */
function phrase(
  words: readonly string[],
  prefix: boolean,
  expand: (prefix: string) => readonly string[] | undefined,
): string {
  const last = words[words.length - 1]!;
  if (!prefix) return quoted(words);
  const completions = last.length > PREFIX_INDEXED ? expand(last) : undefined;
  if (!completions) return `${quoted(words)} *`;
  // No word starts so: a phrase that matches nothing (FTS5 has no "false").
  if (completions.length === 0) return quoted([...words.slice(0, -1), last]);
  const head = words.slice(0, -1);
  return `(${completions.map((w) => quoted([...head, w])).join(' OR ')})`;
}

/**
 * The FTS5 query that a card matching every term's words satisfies, or undefined when some term has
 * no words (last4, first6…last4: those are looked up by their own indexes).
 */
export function ftsMatch(
  terms: readonly FindTerm[],
  expand: (prefix: string) => readonly string[] | undefined = () => undefined,
): string | undefined {
  const parts: string[] = [];
  for (const term of terms) {
    if (term.kind !== 'words') return undefined;
    parts.push(phrase(term.words, term.prefix, expand));
  }
  return parts.length > 0 ? parts.join(' AND ') : undefined;
}
