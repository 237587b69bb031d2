// PostgreSQL behind the part of better-sqlite3's interface the sandbox uses (as node-sqlite.ts presents Node's
// SQLite), so the synchronous core runs on it unchanged. Statements go through the bridge (pg-bridge.ts) and the
// dialect (pg-dialect.ts). A write transaction (`.immediate()`) takes one advisory lock at BEGIN, held to its end:
// writers are serialised across every process on the database, as SQLite serialises them on one file, so a money
// check read inside the transaction still holds when its write commits. A nested transaction is a savepoint.
// Reads outside a transaction take no lock.
import type Database from 'better-sqlite3';
import { openPgBridge, type PgBridge, type PgBridgeOptions } from './pg-bridge.js';
import {
  fromPostgresRow,
  insertTarget,
  toCopyText,
  toPostgresQuery,
  toPostgresScript,
} from './pg-dialect.js';
import type { PgReply } from './pg-worker.js';

/** The advisory lock every write transaction holds: one key for the whole sandbox ("card-console" in ASCII). */
export const WRITER_LOCK = 0x63617264;

type Mode = 'DEFERRED' | 'IMMEDIATE' | 'EXCLUSIVE';

/** A statement's answer as better-sqlite3's `run` gives it. */
interface RunInfo {
  changes: number;
  lastInsertRowid: number | bigint;
}

/** better-sqlite3 spreads an array argument into positional parameters. */
const flat = (params: unknown[]): unknown[] => params.flatMap((p) => (Array.isArray(p) ? p : [p]));

export interface PostgresDatabase extends Database.Database {
  /** The engine's name, for what differs outside SQL (checkpoints, pragmas): `postgres`. */
  readonly engine: 'postgres';
  /**
   * Appends `rows` (one value per column each) to `table` with one `COPY … FROM STDIN`, PostgreSQL's bulk path;
   * returns how many. As in SQLite, rows that bring their own identity column move the next one past them.
   */
  copyRows(table: string, columns: readonly string[], rows: readonly (readonly unknown[])[]): number;
  /**
   * How long each call may block from now on (the connection's callTimeoutMs until set); returns the previous
   * bound. A bulk load's index builds take minutes at a million rows, where a live request's call takes
   * milliseconds.
   */
  setCallTimeout(ms: number | undefined): number | undefined;
}

export function openPostgres(connectionString: string, options: PgBridgeOptions = {}): PostgresDatabase {
  const bridge: PgBridge = openPgBridge(connectionString, options);
  let safeIntegers = false;
  let depth = 0;
  let open = true;
  let callTimeoutMs: number | undefined;
  /** Each table's identity column (or none), read once: what `lastInsertRowid` returns. */
  const rowidColumns = new Map<string, string | undefined>();

  const query = (sql: string, params: unknown[]): PgReply =>
    bridge.call({ op: 'query', sql, params, inTransaction: depth > 0 }, callTimeoutMs);

  const rowidColumn = (table: string): string | undefined => {
    if (!rowidColumns.has(table)) {
      const reply = query(
        `SELECT attname AS column_name FROM pg_attribute
          WHERE attrelid = to_regclass($1::text) AND attidentity <> '' AND NOT attisdropped`,
        [table],
      );
      rowidColumns.set(table, reply.rows?.[0]?.column_name as string | undefined);
    }
    return rowidColumns.get(table);
  };

  const rowsOf = (reply: PgReply): Record<string, unknown>[] =>
    (reply.rows ?? []).map((row) => fromPostgresRow(row, reply.fields ?? [], safeIntegers));

  const prepare = (source: string): Database.Statement => {
    const text = toPostgresQuery(source);
    const table = insertTarget(source);
    const statement = {
      get: (...params: unknown[]) => rowsOf(query(text, flat(params)))[0],
      all: (...params: unknown[]) => rowsOf(query(text, flat(params))),
      run: (...params: unknown[]): RunInfo => {
        const column = table ? rowidColumn(table) : undefined;
        const reply = query(column ? `${text} RETURNING ${column}` : text, flat(params));
        const last = column ? reply.rows?.[reply.rows.length - 1]?.[column] : undefined;
        return {
          changes: reply.rowCount ?? 0,
          lastInsertRowid: last === undefined ? 0 : safeIntegers ? BigInt(last as string) : Number(last),
        };
      },
      *iterate(...params: unknown[]) {
        yield* rowsOf(query(text, flat(params)));
      },
    };
    return statement as unknown as Database.Statement;
  };

  const exec = (sql: string): void => {
    bridge.call({ op: 'script', sql: toPostgresScript(sql), inTransaction: depth > 0 }, callTimeoutMs);
    // A table created or changed: its identity column is read again when next needed.
    if (/\b(CREATE|ALTER|DROP)\s+TABLE\b/i.test(sql)) rowidColumns.clear();
  };

  const copyRows = (
    table: string,
    columns: readonly string[],
    rows: readonly (readonly unknown[])[],
  ): number => {
    if (rows.length === 0) return 0;
    const reply = bridge.call(
      {
        op: 'copy',
        sql: `COPY ${table} (${columns.join(', ')}) FROM STDIN`,
        data: toCopyText(rows),
        inTransaction: depth > 0,
      },
      callTimeoutMs,
    );
    const column = rowidColumn(table);
    if (column && columns.includes(column))
      query(`SELECT setval(pg_get_serial_sequence($1, $2), (SELECT MAX(${column}) FROM ${table}))`, [
        table,
        column,
      ]);
    return reply.rowCount ?? 0;
  };

  const runIn =
    <A extends unknown[], R>(fn: (...args: A) => R, mode: Mode) =>
    (...args: A): R => {
      const savepoint = `nested_${depth}`;
      if (depth === 0) {
        depth = 1;
        try {
          query('BEGIN', []);
          if (mode !== 'DEFERRED') query('SELECT pg_advisory_xact_lock($1)', [WRITER_LOCK]);
        } catch (error) {
          try {
            query('ROLLBACK', []);
          } finally {
            depth = 0;
          }
          throw error;
        }
      } else {
        query(`SAVEPOINT ${savepoint}`, []);
        depth += 1;
      }
      try {
        const result = fn(...args);
        query(depth === 1 ? 'COMMIT' : `RELEASE SAVEPOINT ${savepoint}`, []);
        return result;
      } catch (error) {
        if (depth === 1) query('ROLLBACK', []);
        else {
          query(`ROLLBACK TO SAVEPOINT ${savepoint}`, []);
          query(`RELEASE SAVEPOINT ${savepoint}`, []);
        }
        throw error;
      } finally {
        depth -= 1;
      }
    };

  const adapter = {
    engine: 'postgres' as const,
    get inTransaction() {
      return depth > 0;
    },
    get open() {
      return open;
    },
    get name() {
      return 'postgres';
    },
    prepare,
    copyRows,
    setCallTimeout(ms: number | undefined) {
      const previous = callTimeoutMs;
      callTimeoutMs = ms;
      return previous;
    },
    exec(sql: string) {
      exec(sql);
      return adapter;
    },
    /**
     * SQLite's tuning pragmas mean nothing here: PostgreSQL keeps its own settings. Deferring the foreign keys
     * to the transaction's end (a restore puts rows back in any order) is SET CONSTRAINTS, as long.
     */
    pragma(source: string, options: { simple?: boolean } = {}) {
      if (/^\s*defer_foreign_keys\s*=\s*(ON|1|true)\s*$/i.test(source) && depth > 0)
        query('SET CONSTRAINTS ALL DEFERRED', []);
      return options.simple ? undefined : [];
    },
    defaultSafeIntegers(enabled = true) {
      safeIntegers = enabled;
      return adapter;
    },
    transaction<A extends unknown[], R>(fn: (...args: A) => R) {
      return Object.assign(runIn(fn, 'IMMEDIATE'), {
        deferred: runIn(fn, 'DEFERRED'),
        immediate: runIn(fn, 'IMMEDIATE'),
        exclusive: runIn(fn, 'EXCLUSIVE'),
      });
    },
    close() {
      if (open) bridge.close();
      open = false;
      return adapter;
    },
  };
  return adapter as unknown as PostgresDatabase;
}

/** True when `db` is the PostgreSQL adapter. */
export const isPostgres = (db: Database.Database): db is PostgresDatabase =>
  (db as Partial<PostgresDatabase>).engine === 'postgres';
