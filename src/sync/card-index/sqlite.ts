// The index's SQLite, from whichever driver this Node has: better-sqlite3 (a native module: it may be
// missing or built for another Node) or Node's built-in node:sqlite (Node >= 22.13). Both are loaded
// only when the index opens, and neither failing crashes anything: the index is then off, and says why.
// The index needs FTS5 with the unicode61 tokenizer; a driver whose SQLite lacks it is not used.
import { createRequire } from 'node:module';
import type BetterSqlite3 from 'better-sqlite3';

/** The statement calls the index makes (better-sqlite3's names; node:sqlite's are the same). */
export interface SqliteStatement {
  get(...params: unknown[]): unknown;
  all(...params: unknown[]): unknown[];
  run(...params: unknown[]): unknown;
  iterate(...params: unknown[]): IterableIterator<unknown>;
}

export interface SqliteDatabase {
  prepare(sql: string): SqliteStatement;
  exec(sql: string): void;
  /** `PRAGMA source`: its rows, or the first value of the first row with `simple`. */
  pragma(source: string, options?: { simple?: boolean }): unknown;
  /** `fn` in a transaction (a savepoint inside one already open). */
  transaction<A extends unknown[], R>(fn: (...args: A) => R): (...args: A) => R;
  readonly inTransaction: boolean;
  close(): void;
}

export interface SqliteOpenOptions {
  readonly readonly?: boolean;
  readonly fileMustExist?: boolean;
  /** How long a write waits for another connection's lock, in ms (default 5 s). */
  readonly timeout?: number;
}

export type SqliteLoad =
  | {
      ok: true;
      /** Which driver: named in `card-console index status` and in notices. */
      driver: 'better-sqlite3' | 'node:sqlite';
      open: (file: string, options?: SqliteOpenOptions) => SqliteDatabase;
    }
  | {
      ok: false;
      /** Short: the header, `?` and the footer name it. */
      reason: string;
      /** What each driver said and what to do (the notice at start). */
      detail?: string;
    };

const BUSY_TIMEOUT_MS = 5_000;

/** The slice of node:sqlite used here (@types/node 20 does not describe the module). */
interface NodeStatement {
  get(...params: unknown[]): unknown;
  all(...params: unknown[]): unknown[];
  run(...params: unknown[]): unknown;
  iterate(...params: unknown[]): IterableIterator<unknown>;
}
interface NodeDatabase {
  prepare(sql: string): NodeStatement;
  exec(sql: string): void;
  close(): void;
  /** Node >= 22.16; tracked here before. */
  readonly isTransaction?: boolean;
}
interface NodeSqlite {
  DatabaseSync: new (path: string, options?: { readOnly?: boolean }) => NodeDatabase;
}

const message = (error: unknown): string =>
  (error instanceof Error ? error.message : String(error)).split('\n')[0]!;

/**
 * Runs `load` without Node's "SQLite is an experimental feature" warning (Node 22 prints it to stderr
 * the first time node:sqlite loads): on a full-screen console it would be written over the screen.
 * Every other warning goes through.
 */
function withoutSqliteWarning<T>(load: () => T): T {
  const emit = process.emitWarning;
  process.emitWarning = function (this: NodeJS.Process, warning: string | Error, ...rest: unknown[]) {
    const text = typeof warning === 'string' ? warning : warning.message;
    if (/SQLite is an experimental feature/i.test(text)) return;
    return (emit as (...args: unknown[]) => void).call(this, warning, ...rest);
  } as typeof process.emitWarning;
  try {
    return load();
  } finally {
    process.emitWarning = emit;
  }
}

function betterSqlite3(): SqliteLoad {
  const require = createRequire(import.meta.url);
  const Database = require('better-sqlite3') as typeof BetterSqlite3;
  const open = (file: string, options: SqliteOpenOptions = {}) =>
    new Database(file, {
      readonly: options.readonly === true,
      fileMustExist: options.fileMustExist === true,
      timeout: options.timeout ?? BUSY_TIMEOUT_MS,
    }) as unknown as SqliteDatabase;
  return { ok: true, driver: 'better-sqlite3', open };
}

/** node:sqlite behind the calls above: transactions (with savepoints when nested) and pragmas. */
function wrapNode(db: NodeDatabase): SqliteDatabase {
  let depth = 0;
  const run = <A extends unknown[], R>(fn: (...args: A) => R) =>
    function (...args: A): R {
      const nested = wrapped.inTransaction;
      const savepoint = `index_${depth}`;
      db.exec(nested ? `SAVEPOINT ${savepoint}` : 'BEGIN');
      depth += 1;
      try {
        const result = fn(...args);
        db.exec(nested ? `RELEASE ${savepoint}` : 'COMMIT');
        return result;
      } catch (error) {
        db.exec(nested ? `ROLLBACK TO ${savepoint}; RELEASE ${savepoint}` : 'ROLLBACK');
        throw error;
      } finally {
        depth -= 1;
      }
    };
  let manual = false;
  const wrapped: SqliteDatabase = {
    prepare: (sql) => db.prepare(sql),
    exec(sql) {
      db.exec(sql);
      // Before Node 22.16 node:sqlite cannot say whether a transaction is open: the index's own
      // BEGIN and COMMIT (its crawl's long transaction) are the only ones it runs by hand.
      if (/^\s*BEGIN\b/i.test(sql)) manual = true;
      else if (/^\s*(COMMIT|END|ROLLBACK)\b\s*;?\s*$/i.test(sql)) manual = false;
    },
    pragma(source, options = {}) {
      const rows = db.prepare(`PRAGMA ${source}`).all() as Record<string, unknown>[];
      return options.simple ? Object.values(rows[0] ?? {})[0] : rows;
    },
    transaction: run,
    get inTransaction() {
      return typeof db.isTransaction === 'boolean' ? db.isTransaction : manual || depth > 0;
    },
    close: () => db.close(),
  };
  return wrapped;
}

function nodeSqlite(): SqliteLoad {
  const require = createRequire(import.meta.url);
  const sqlite = withoutSqliteWarning(() => require('node:sqlite') as NodeSqlite);
  const open = (file: string, options: SqliteOpenOptions = {}) => {
    // node:sqlite has no fileMustExist: the only such open is read-only, which fails on a missing file.
    const db = new sqlite.DatabaseSync(file, { readOnly: options.readonly === true });
    // Before Node 22.16 the constructor takes no timeout: the pragma works everywhere.
    db.exec(`PRAGMA busy_timeout = ${options.timeout ?? BUSY_TIMEOUT_MS}`);
    return wrapNode(db);
  };
  return { ok: true, driver: 'node:sqlite', open };
}

/** Proves a driver works here: it opens a database and its SQLite has FTS5 with unicode61. */
function working(load: () => SqliteLoad): SqliteLoad {
  const loaded = load();
  if (!loaded.ok) return loaded;
  const db = loaded.open(':memory:');
  try {
    db.exec("CREATE VIRTUAL TABLE probe USING fts5(text, tokenize = 'unicode61 remove_diacritics 2')");
  } finally {
    db.close();
  }
  return loaded;
}

export interface SqliteChoice {
  /** `CARD_CONSOLE_SQLITE`: `node` or `better-sqlite3` forces one (CI tests the index on each). */
  readonly prefer?: string | undefined;
  /** The running Node's major version. */
  readonly nodeMajor?: number;
  readonly betterSqlite3?: () => SqliteLoad;
  readonly nodeSqlite?: () => SqliteLoad;
}

/**
 * From Node 24 on, node:sqlite first (better-sqlite3 12 aborts the process on Node >= 24.19 when a
 * statement is collected, nodejs/node#65446); before, better-sqlite3, else node:sqlite (Node 22.13+).
 */
export function chooseSqlite(choice: SqliteChoice = {}): SqliteLoad {
  const prefer = choice.prefer;
  const major = choice.nodeMajor ?? Number(process.versions.node.split('.')[0]);
  const drivers = {
    'better-sqlite3': choice.betterSqlite3 ?? betterSqlite3,
    'node:sqlite': choice.nodeSqlite ?? nodeSqlite,
  };
  const order: (keyof typeof drivers)[] =
    prefer === 'node'
      ? ['node:sqlite']
      : prefer === 'better-sqlite3'
        ? ['better-sqlite3']
        : major >= 24
          ? ['node:sqlite', 'better-sqlite3']
          : ['better-sqlite3', 'node:sqlite'];
  const failures: string[] = [];
  for (const name of order) {
    try {
      return working(drivers[name]);
    } catch (error) {
      failures.push(`${name}: ${message(error)}`);
    }
  }
  return {
    ok: false,
    reason: `no SQLite for it on Node ${process.version}`,
    detail:
      `the card index found no usable SQLite on Node ${process.version} (${failures.join('; ')}): ` +
      "run `npm rebuild better-sqlite3` in card-console's directory, or use Node 22.13+ or 24 (built-in SQLite)",
  };
}

/**
 * Loads node:sqlite, where this Node has it, without that warning: whoever requires it next (the
 * embedded sandbox, which starts before the index) finds it loaded, and nothing is written over the
 * console's screen.
 */
export function preloadBuiltinSqlite(): void {
  try {
    withoutSqliteWarning(() => createRequire(import.meta.url)('node:sqlite'));
  } catch {
    // Node 20 has none.
  }
}

let cached: SqliteLoad | undefined;

export function loadSqlite(): SqliteLoad {
  cached ??= chooseSqlite({ prefer: process.env.CARD_CONSOLE_SQLITE });
  return cached;
}
