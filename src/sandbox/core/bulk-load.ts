// Bulk loading (the scale seed), on either engine: rows go in through multi-row INSERT statements on SQLite and
// one `COPY … FROM STDIN` per call on PostgreSQL, the tables' secondary indexes (unique ones included) and the
// per-row counter triggers are lifted for the whole load, the counters are tallied in memory and written once,
// and restoreIndexesAndTriggers() puts indexes and triggers back, building each index with one sort instead of a
// million random B-tree insertions. What differs between the engines for a bulk load is here, and only here.
import type Database from 'better-sqlite3';
import type { Ctx } from './context.js';
import { isPostgres } from './pg-database.js';
import { ensureSchema, schemaScript } from './schema.js';
import { createdIndexes, foreignKeysOf, triggersNamed } from './table-catalog.js';

/** Rows per INSERT statement: past ~64 the statement's parsing and binding stop getting cheaper per row. */
const ROWS_PER_STATEMENT = 64;
/** The tables a bulk load fills: their indexes are dropped while it runs. */
const BULK_TABLES = ['cards', 'card_ops', 'ledger_entries', 'ledger_accounts'];
/**
 * Indexes that stay: the load appends to them in key order (card seq, one provisioning date) or leaves
 * them empty, so keeping them costs less than the full table scan that building one afterwards takes.
 */
const KEPT_INDEXES = ['cards_active', 'cards_provisioning', 'cards_pending_update', 'card_ops_authorized'];
/**
 * Per-row triggers of those tables: counters and the card operations' sums, whose counts come from BulkCounts
 * instead, and the card order versions, moved on once per wallet by BulkCounts instead. (An upsert per row costs
 * several times the row it counts: a PL/pgSQL function on PostgreSQL, a trigger program on SQLite.)
 */
const BULK_TRIGGERS = [
  'card_counts_insert',
  'card_ops_count_insert',
  'card_orders_insert',
  'card_ops_sum_insert',
];

/** What a bulk load lifted, for restoreIndexesAndTriggers() to put back and BulkCounts to count in their stead. */
export interface Lifted {
  triggers: readonly string[];
  /**
   * PostgreSQL: the bulk tables' foreign keys, with their definitions. Each row's check there locks the row it
   * points at (a write per row); added back, a key checks every row with one join.
   */
  foreignKeys: readonly { table: string; name: string; definition: string }[];
}

/**
 * Drops the bulk tables' secondary indexes (but KEPT_INDEXES) and the counting triggers (on PostgreSQL their foreign
 * keys too); restoreIndexesAndTriggers() creates them again (and a UNIQUE index then refuses duplicates the load
 * would have let in). Indexes that carry a constraint (a primary key, an inline UNIQUE) stay on both engines. A
 * crash in between leaves them missing (on SQLite until the next openDatabase(), which recreates them): the caller
 * marks the load as pending so that such a database is refused.
 */
export function liftIndexesAndTriggers(db: Database.Database): Lifted {
  const postgres = isPostgres(db);
  const indexes = createdIndexes(db, BULK_TABLES).filter((name) => !KEPT_INDEXES.includes(name));
  // A trigger is dropped from its table; on PostgreSQL its function stays, replaced when the trigger comes back.
  const triggers = postgres
    ? triggersNamed(db, BULK_TRIGGERS)
    : BULK_TRIGGERS.map((name) => ({ name, table: undefined }));
  const foreignKeys = postgres ? foreignKeysOf(db, BULK_TABLES) : [];
  for (const name of indexes) db.exec(`DROP INDEX ${name}`);
  for (const { name, table } of triggers)
    db.exec(table === undefined ? `DROP TRIGGER IF EXISTS ${name}` : `DROP TRIGGER ${name} ON ${table}`);
  for (const { table, name } of foreignKeys) db.exec(`ALTER TABLE ${table} DROP CONSTRAINT ${name}`);
  return { triggers: triggers.map((t) => t.name), foreignKeys };
}

/**
 * Puts back what liftIndexesAndTriggers() lifted, from the one schema: SQLite's ensureSchema(); on PostgreSQL the
 * schema's script (every statement IF NOT EXISTS or OR REPLACE), the foreign keys (each checks every row again),
 * then the planner's statistics of the loaded tables, which PostgreSQL would otherwise gather only when autovacuum
 * comes by.
 */
export function restoreIndexesAndTriggers(db: Database.Database, lifted: Lifted): void {
  if (!isPostgres(db)) {
    ensureSchema(db);
    return;
  }
  db.exec(schemaScript());
  for (const { table, name, definition } of lifted.foreignKeys)
    db.exec(`ALTER TABLE ${table} ADD CONSTRAINT ${name} ${definition}`);
  db.exec(`ANALYZE ${[...BULK_TABLES, 'cardholders'].join(', ')}`);
}

/**
 * How long one PostgreSQL call may take while loading: building an index or checking a foreign key over a million
 * rows takes minutes on a small machine, where a live request's bound (60 s) is right.
 */
const BULK_CALL_TIMEOUT_MS = 60 * 60_000;

/** Negative: KiB, so 512 MiB of SQLite's page cache while loading. */
const BULK_CACHE_KIB = -524_288;

/**
 * While loading, and restored by the function returned. SQLite: a page cache that holds the tables and the sorts
 * that build their indexes, no fsync per batch, and the rollback journal in memory instead of the WAL (each page is
 * written once, not to the WAL and again at the checkpoint); a crash part-way may leave the file unusable, which the
 * pending marker refuses anyway: the file is to be deleted. PostgreSQL (this connection only): commits that do not
 * wait for the WAL's flush, the memory to sort an index in one go, and calls that may take as long as that takes.
 */
export function bulkSettings(db: Database.Database): () => void {
  if (isPostgres(db)) {
    const callTimeout = db.setCallTimeout(BULK_CALL_TIMEOUT_MS);
    db.exec("SET synchronous_commit = off; SET maintenance_work_mem = '256MB'");
    return () => {
      db.exec('RESET synchronous_commit; RESET maintenance_work_mem');
      db.setCallTimeout(callTimeout);
    };
  }
  const cache = db.pragma('cache_size', { simple: true }) as bigint;
  const sync = db.pragma('synchronous', { simple: true }) as bigint;
  const journal = db.pragma('journal_mode', { simple: true }) as string;
  db.pragma(`cache_size = ${BULK_CACHE_KIB}`);
  db.pragma('synchronous = OFF');
  db.pragma('journal_mode = MEMORY');
  return () => {
    db.pragma(`cache_size = ${cache}`);
    db.pragma(`synchronous = ${sync}`);
    db.pragma(`journal_mode = ${journal}`);
  };
}

/**
 * Inserts `rows` (each with one value per column) with as few statements as possible: on PostgreSQL one COPY; on
 * SQLite full chunks of ROWS_PER_STATEMENT rows through one cached statement, the rest through one sized to it.
 */
export function bulkInsert(
  ctx: Ctx,
  table: string,
  columns: readonly string[],
  rows: readonly (readonly unknown[])[],
): void {
  if (isPostgres(ctx.db)) {
    ctx.db.copyRows(table, columns, rows);
    return;
  }
  const tuple = `(${columns.map(() => '?').join(', ')})`;
  const statementFor = (n: number): Database.Statement =>
    ctx.stmt(
      `INSERT INTO ${table} (${columns.join(', ')}) VALUES ${Array.from({ length: n }, () => tuple).join(', ')}`,
    );
  const full = Math.floor(rows.length / ROWS_PER_STATEMENT) * ROWS_PER_STATEMENT;
  const args: unknown[] = new Array<unknown>(ROWS_PER_STATEMENT * columns.length);
  const chunk = statementFor(ROWS_PER_STATEMENT);
  for (let from = 0; from < full; from += ROWS_PER_STATEMENT) {
    fill(args, rows, from, ROWS_PER_STATEMENT);
    chunk.run(args);
  }
  const rest = rows.length - full;
  if (rest === 0) return;
  const tail: unknown[] = new Array<unknown>(rest * columns.length);
  fill(tail, rows, full, rest);
  statementFor(rest).run(tail);
}

function fill(args: unknown[], rows: readonly (readonly unknown[])[], from: number, n: number): void {
  let k = 0;
  for (let i = from; i < from + n; i++) {
    for (const value of rows[i] ?? []) args[k++] = value;
  }
}
