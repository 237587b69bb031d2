// The index file: one SQLite database per base URL + merchant in the user's cache directory,
// mode 0600 in a 0700 directory. A file of another schema version, or one SQLite cannot read,
// is removed and built again (with a notice), never a crash.
import { createHash } from 'node:crypto';
import { chmodSync, existsSync, mkdirSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { appDir } from '../../domain/home.js';
import { FTS_TABLES, FTS_TRIGGERS, ftsAwaitingBuild } from './fts.js';
import { loadSqlite, type SqliteDatabase, type SqliteLoad } from './sqlite.js';

/**
 * Bump when the tables change: an older or newer file is rebuilt. 2: cards in a rowid table. 3: the
 * words of every card in an FTS5 table (find by any word of a holder, email or card name).
 */
export const INDEX_SCHEMA_VERSION = 3;
const APPLICATION_ID = 0x43434958; // "CCIX": tells our file from any other SQLite file.

const SCHEMA = `
CREATE TABLE IF NOT EXISTS meta (key TEXT PRIMARY KEY, value TEXT NOT NULL) WITHOUT ROWID;
CREATE TABLE IF NOT EXISTS wallets (
  id TEXT PRIMARY KEY, name TEXT NOT NULL DEFAULT '', expected INTEGER NOT NULL DEFAULT 0,
  next_page INTEGER NOT NULL DEFAULT 1, listed_at INTEGER, newest TEXT
);
-- A rowid table: crawled rows are appended (a card id as the key would put each one at a random place
-- in a table of wide rows); the id is a unique index beside the others.
CREATE TABLE IF NOT EXISTS cards (
  id TEXT NOT NULL,
  wallet_id TEXT NOT NULL,
  masked TEXT NOT NULL,
  first6 TEXT,
  last4 TEXT NOT NULL,
  name TEXT NOT NULL COLLATE NOCASE,
  holder_name TEXT COLLATE NOCASE,
  holder_id TEXT COLLATE NOCASE,
  holder_email TEXT COLLATE NOCASE,
  status TEXT NOT NULL,
  type TEXT,
  currency TEXT NOT NULL,
  balance TEXT NOT NULL,
  created_at TEXT,
  rank INTEGER,
  seen_at INTEGER NOT NULL
);
CREATE UNIQUE INDEX IF NOT EXISTS cards_id ON cards(id);
CREATE INDEX IF NOT EXISTS cards_wallet ON cards(wallet_id, created_at, id);
`;

/**
 * The search indexes besides the words (see fts.ts): last4 for `:card` and find, the name for a jump
 * in a list sorted by name. A crawl into an empty file leaves them (and the words) out and builds
 * them at its end: one sort per index instead of a million inserts at random places in each (the
 * crawl then goes at the server's pace). Until then searches read the whole table.
 */
export const SEARCH_INDEXES: ReadonlyArray<{ readonly name: string; readonly sql: string }> = [
  { name: 'cards_last4', sql: 'CREATE INDEX IF NOT EXISTS cards_last4 ON cards(last4)' },
  { name: 'cards_name', sql: 'CREATE INDEX IF NOT EXISTS cards_name ON cards(name)' },
  // Every wallet's cards in one list, by creation (`:wallet *`).
  { name: 'cards_created', sql: 'CREATE INDEX IF NOT EXISTS cards_created ON cards(created_at, id)' },
];

/** Meta key present while the search indexes wait for the end of a cold crawl. */
export const SEARCH_DEFERRED = 'search_indexes_deferred';

type Env = Record<string, string | undefined>;

/** `$XDG_CACHE_HOME/card-console` (else `~/.cache/card-console`). */
export function indexDir(env: Env = process.env): string {
  return appDir('XDG_CACHE_HOME', env);
}

/** One file per base URL + merchant; the name is a hash so neither shows in a directory listing. */
export function indexFile(dir: string, baseUrl: string, merchant: string): string {
  const digest = createHash('sha256')
    .update(`${baseUrl.replace(/\/+$/, '')}\n${merchant}`)
    .digest('hex')
    .slice(0, 24);
  return join(dir, `index-${digest}.sqlite`);
}

export type OpenedIndex =
  { ok: true; db: SqliteDatabase; notice?: string } | { ok: false; reason: string; detail?: string };

const SIDE_FILES = ['', '-wal', '-shm', '-journal'];

function removeFiles(file: string): void {
  for (const suffix of SIDE_FILES) rmSync(`${file}${suffix}`, { force: true });
}

function restrict(file: string): void {
  for (const suffix of SIDE_FILES) if (existsSync(`${file}${suffix}`)) chmodSync(`${file}${suffix}`, 0o600);
}

/** Why an existing file cannot be used as it is, or undefined when it can. */
function problemWith(db: SqliteDatabase): string | undefined {
  const appId = db.pragma('application_id', { simple: true }) as number;
  const version = db.pragma('user_version', { simple: true }) as number;
  const tables = db.prepare("SELECT COUNT(*) AS n FROM sqlite_master WHERE type = 'table'").get() as {
    n: number;
  };
  if (tables.n === 0 && appId === 0) return undefined;
  if (appId !== APPLICATION_ID) return 'it is not a card index';
  if (version !== INDEX_SCHEMA_VERSION)
    return `it has schema version ${version}, this console writes ${INDEX_SCHEMA_VERSION}`;
  // Reading the small tables proves the file opens; a full integrity check would read every page
  // (half a second at a million cards) on every start.
  db.prepare('SELECT COUNT(*) FROM meta').get();
  db.prepare('SELECT COUNT(*) FROM wallets').get();
  return undefined;
}

/** WAL pages between checkpoints: a crawled page dirties hundreds of index pages, so checkpoint less often. */
const CHECKPOINT_PAGES = 40_000;
/** What the WAL file is cut back to after a checkpoint (it would otherwise stay at its largest, ~160 MB). */
const WAL_KEEP_BYTES = 16 * 1024 * 1024;

function prepare(db: SqliteDatabase): void {
  db.pragma('journal_mode = WAL');
  // A cache rebuilt when damaged: no fsync (a process crash still loses nothing committed; only an OS
  // crash could corrupt the file, which is then rebuilt with a notice).
  db.pragma('synchronous = OFF');
  db.pragma(`wal_autocheckpoint = ${CHECKPOINT_PAGES}`);
  db.pragma(`journal_size_limit = ${WAL_KEEP_BYTES}`);
  db.exec(SCHEMA);
  db.exec(FTS_TABLES);
  // A file whose cold crawl was cut short writes its pages without them, as it began.
  if (!ftsAwaitingBuild(db)) db.exec(FTS_TRIGGERS);
  // A file whose cold crawl was cut short keeps waiting: that crawl's end builds them.
  if (!db.prepare('SELECT 1 FROM meta WHERE key = ?').get(SEARCH_DEFERRED))
    for (const index of SEARCH_INDEXES) db.exec(index.sql);
  db.pragma(`application_id = ${APPLICATION_ID}`);
  db.pragma(`user_version = ${INDEX_SCHEMA_VERSION}`);
}

function tryOpen(
  sqlite: Extract<SqliteLoad, { ok: true }>,
  file: string,
): { db?: SqliteDatabase; problem?: string } {
  let db: SqliteDatabase | undefined;
  try {
    db = sqlite.open(file);
    const problem = problemWith(db);
    if (problem) {
      db.close();
      return { problem };
    }
    prepare(db);
    return { db };
  } catch (error) {
    db?.close();
    return { problem: `SQLite cannot read it (${error instanceof Error ? error.message : String(error)})` };
  }
}

/** Opens (creating, or rebuilding a foreign or broken file) the index database at `file`. */
export function openIndexDb(file: string, dir: string, load: () => SqliteLoad = loadSqlite): OpenedIndex {
  const sqlite = load();
  if (!sqlite.ok) return sqlite;
  try {
    mkdirSync(dir, { recursive: true, mode: 0o700 });
    const first = tryOpen(sqlite, file);
    if (first.db) {
      restrict(file);
      return { ok: true, db: first.db };
    }
    removeFiles(file);
    const second = tryOpen(sqlite, file);
    if (!second.db)
      return { ok: false, reason: `the card index could not be created: ${second.problem ?? 'unknown'}` };
    restrict(file);
    return {
      ok: true,
      db: second.db,
      notice: `card index rebuilt: the cached file was unusable (${first.problem ?? 'unknown'})`,
    };
  } catch (error) {
    return {
      ok: false,
      reason: `the card index is off: ${error instanceof Error ? error.message : String(error)}`,
    };
  }
}

export { removeFiles as removeIndexFiles };
