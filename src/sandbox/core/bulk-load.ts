// Bulk loading (the scale seed): rows go in through multi-row INSERT statements, the tables' secondary
// indexes (unique ones included) and the per-row counter triggers are lifted for the whole load, the
// counters are tallied in memory and written once, and ensureSchema() puts indexes and triggers back,
// building each index with one sort instead of a million random B-tree insertions.
import type Database from 'better-sqlite3';
import type { Ctx } from './context.js';
import { createdIndexes } from './table-catalog.js';

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
 * Per-row triggers of those tables: counters, whose counts come from BulkCounts instead, and the card
 * order versions, moved on once per wallet by BulkCounts instead.
 */
const BULK_TRIGGERS = ['card_counts_insert', 'card_ops_count_insert', 'card_orders_insert'];

/**
 * Drops the bulk tables' secondary indexes (but KEPT_INDEXES) and the counting triggers; ensureSchema() creates them again
 * (and a UNIQUE index then refuses duplicates the load would have let in). A crash in between leaves
 * them missing only until the next openDatabase(), which recreates them (the caller marks the load as
 * pending so that such a database is refused anyway).
 */
export function liftIndexesAndTriggers(db: Database.Database): void {
  for (const name of createdIndexes(db, BULK_TABLES))
    if (!KEPT_INDEXES.includes(name)) db.exec(`DROP INDEX ${name}`);
  for (const trigger of BULK_TRIGGERS) db.exec(`DROP TRIGGER IF EXISTS ${trigger}`);
}

/**
 * Inserts `rows` (each with one value per column) with as few statements as possible: full chunks of
 * ROWS_PER_STATEMENT rows through one cached statement, the rest through one sized to it.
 */
export function bulkInsert(
  ctx: Ctx,
  table: string,
  columns: readonly string[],
  rows: readonly (readonly unknown[])[],
): void {
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

/** The counters the lifted triggers would have kept: cards per wallet and status, card operations per kind. */
export class BulkCounts {
  private readonly cards = new Map<string, { walletId: string; status: string; n: number }>();
  private readonly ops = new Map<
    string,
    { merchantId: string; walletId: string; type: string; status: string; n: number }
  >();

  card(walletId: string, status: string): void {
    const key = `${walletId}\u0000${status}`;
    const entry = this.cards.get(key) ?? { walletId, status, n: 0 };
    entry.n += 1;
    this.cards.set(key, entry);
  }

  cardOp(merchantId: string, walletId: string, type: string, status: string): void {
    const key = `${merchantId}\u0000${walletId}\u0000${type}\u0000${status}`;
    const entry = this.ops.get(key) ?? { merchantId, walletId, type, status, n: 0 };
    entry.n += 1;
    this.ops.set(key, entry);
  }

  /** Adds the tallies to the counter tables and moves the card order versions on (inside the caller's transaction). */
  write(ctx: Ctx): void {
    const card = ctx.stmt(`INSERT INTO card_counts (wallet_id, status, n) VALUES (?, ?, ?)
      ON CONFLICT (wallet_id, status) DO UPDATE SET n = card_counts.n + excluded.n`);
    const order = ctx.stmt(
      'INSERT INTO card_orders (wallet_id, version) VALUES (?, 1) ON CONFLICT (wallet_id) DO UPDATE SET version = card_orders.version + 1',
    );
    for (const c of this.cards.values()) {
      card.run(c.walletId, c.status, c.n);
      order.run(c.walletId);
    }
    const op =
      ctx.stmt(`INSERT INTO op_counts (source, merchant_id, wallet_id, type, status, n) VALUES ('card_ops', ?, ?, ?, ?, ?)
      ON CONFLICT (source, merchant_id, wallet_id, type, status) DO UPDATE SET n = op_counts.n + excluded.n`);
    for (const o of this.ops.values()) op.run(o.merchantId, o.walletId, o.type, o.status, o.n);
  }
}
