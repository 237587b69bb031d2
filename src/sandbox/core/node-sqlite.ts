// Node's built-in SQLite (node:sqlite, Node >= 22.13: no native build to install) behind the part of
// better-sqlite3's interface the sandbox uses, so the sandbox runs where better-sqlite3 was never
// built. The ledger keeps its guarantees: every INTEGER is read as a bigint (exact money), and
// transactions are real BEGIN IMMEDIATE transactions with savepoints when nested.
import type Database from 'better-sqlite3';

/** The slice of node:sqlite used here (@types/node 20 does not describe the module). */
interface NodeStatement {
  get(...params: unknown[]): unknown;
  all(...params: unknown[]): unknown[];
  run(...params: unknown[]): { changes: number | bigint; lastInsertRowid: number | bigint };
  iterate(...params: unknown[]): IterableIterator<unknown>;
  setReadBigInts(enabled: boolean): void;
}
interface NodeDatabase {
  prepare(sql: string): NodeStatement;
  exec(sql: string): void;
  close(): void;
}
export interface NodeSqliteModule {
  DatabaseSync: new (path: string) => NodeDatabase;
}

/** better-sqlite3 spreads an array argument into positional parameters; node:sqlite does not. */
const flat = (params: unknown[]): unknown[] => params.flatMap((p) => (Array.isArray(p) ? p : [p]));
/** Rows as plain objects, as better-sqlite3 returns them (node:sqlite's have a null prototype). */
const plain = (row: unknown): unknown => (row !== null && typeof row === 'object' ? { ...row } : row);

function wrapStatement(statement: NodeStatement, safeIntegers: boolean): Database.Statement {
  statement.setReadBigInts(safeIntegers);
  const wrapped = {
    get: (...params: unknown[]) => plain(statement.get(...flat(params))),
    all: (...params: unknown[]) => statement.all(...flat(params)).map(plain),
    run: (...params: unknown[]) => {
      const info = statement.run(...flat(params));
      return { changes: Number(info.changes), lastInsertRowid: info.lastInsertRowid };
    },
    *iterate(...params: unknown[]) {
      for (const row of statement.iterate(...flat(params))) yield plain(row);
    },
  };
  return wrapped as unknown as Database.Statement;
}

type Mode = 'DEFERRED' | 'IMMEDIATE' | 'EXCLUSIVE';

/** Opens `path` with node:sqlite and presents it as a better-sqlite3 database. */
export function openNodeSqlite(sqlite: NodeSqliteModule, path: string): Database.Database {
  const db = new sqlite.DatabaseSync(path);
  let safeIntegers = false;
  let depth = 0;
  let open = true;
  const runIn =
    <A extends unknown[], R>(fn: (...args: A) => R, mode: Mode) =>
    (...args: A): R => {
      const savepoint = `nested_${depth}`;
      db.exec(depth === 0 ? `BEGIN ${mode}` : `SAVEPOINT ${savepoint}`);
      depth += 1;
      try {
        const result = fn(...args);
        db.exec(depth === 1 ? 'COMMIT' : `RELEASE ${savepoint}`);
        return result;
      } catch (error) {
        db.exec(depth === 1 ? 'ROLLBACK' : `ROLLBACK TO ${savepoint}; RELEASE ${savepoint}`);
        throw error;
      } finally {
        depth -= 1;
      }
    };
  const adapter = {
    get inTransaction() {
      return depth > 0;
    },
    get open() {
      return open;
    },
    prepare: (sql: string) => wrapStatement(db.prepare(sql), safeIntegers),
    exec(sql: string) {
      db.exec(sql);
      return adapter;
    },
    pragma(source: string, options: { simple?: boolean } = {}) {
      const rows = wrapStatement(db.prepare(`PRAGMA ${source}`), safeIntegers).all() as Record<
        string,
        unknown
      >[];
      return options.simple ? Object.values(rows[0] ?? {})[0] : rows;
    },
    defaultSafeIntegers(enabled = true) {
      safeIntegers = enabled;
      return adapter;
    },
    transaction<A extends unknown[], R>(fn: (...args: A) => R) {
      return Object.assign(runIn(fn, 'DEFERRED'), {
        deferred: runIn(fn, 'DEFERRED'),
        immediate: runIn(fn, 'IMMEDIATE'),
        exclusive: runIn(fn, 'EXCLUSIVE'),
      });
    },
    close() {
      if (open) db.close();
      open = false;
      return adapter;
    },
  };
  return adapter as unknown as Database.Database;
}
