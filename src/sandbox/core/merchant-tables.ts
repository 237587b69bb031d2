// Which rows of the database are one merchant's: read from the schema, so that a table added later is
// covered without a change here. A table with a `merchant_id` column is the merchant's by that column; the
// few tables that belong to a merchant through another table say how below; the tables that are not a
// merchant's state say why. A table in none of these refuses snapshots (and merchant removal) until it is
// placed: a merchant's state must never be half saved. Snapshots (snapshots.ts) and merchants on demand
// (merchants.ts) both read this one list.
import type { Ctx } from './context.js';
import { userTables } from './table-catalog.js';

/** A ledger account (`acc`) of the merchant's wallets, cards or fees; the outside world's account is shared. */
const merchantAccount = (acc: string): string => `(
  EXISTS (SELECT 1 FROM wallets w WHERE w.ledger_account = ${acc} AND w.merchant_id = $M)
  OR EXISTS (SELECT 1 FROM cards c WHERE c.ledger_account = ${acc} AND c.merchant_id = $M)
  OR EXISTS (SELECT 1 FROM merchants m WHERE m.fees_account = ${acc} AND m.id = $M))`;

/** `$M` stands for the merchant's id; `t` is the table's alias. Each condition looks at one row (indexes). */
const THROUGH_OTHER_TABLES: Record<string, string> = {
  ledger_accounts: merchantAccount('t.id'),
  // Every entry of a ledger transaction that touched one of them, the outside world's side included, so
  // that each transaction still sums to zero.
  ledger_entries: `EXISTS (SELECT 1 FROM ledger_entries e WHERE e.txn = t.txn AND ${merchantAccount('e.account_id')})`,
  card_counts: 'EXISTS (SELECT 1 FROM wallets w WHERE w.id = t.wallet_id AND w.merchant_id = $M)',
};

/**
 * Kept by triggers and never put back: a version per wallet that deep-page bookmarks hold for. A restore
 * advances the merchant's wallets' versions instead, so no bookmark taken since the snapshot is trusted.
 */
export const ADVANCED_NOT_RESTORED: Record<string, string> = {
  card_orders: `INSERT INTO card_orders (wallet_id, version) SELECT id, 1 FROM wallets WHERE merchant_id = $M
    ON CONFLICT (wallet_id) DO UPDATE SET version = card_orders.version + 1`,
};

/** Tables that are no merchant's state, and why. */
export const NOT_MERCHANT_STATE: Record<string, string> = {
  settings: "the sandbox's own settings (its JWT secret, its seeds)",
  merchants: "the merchant's identity and credentials: a restore keeps the credentials in use",
  sandbox_snapshots: 'the snapshots themselves: restoring one keeps the others',
  sandbox_merchant_origins: 'who created a merchant on demand (who may remove it)',
  sandbox_snapshot_changes: 'which rows changed since a snapshot (for a fast restore)',
  schema_migrations: "the schema's version (PostgreSQL)",
  rate_windows: 'requests counted per credential and window (a limit, not state to restore)',
  sandbox_traffic: "the whole sandbox's simulated traffic (its rate, how far it is accounted): no merchant's",
};

/** The tables holding saved rows (`snapshot_rows_<table>`), which are the snapshots' and no merchant's. */
export const SNAPSHOT_ROWS_PREFIX = 'snapshot_rows_';

export interface MerchantTable {
  name: string;
  columns: string[];
  /** SQL condition on alias `t` selecting the merchant's rows, with `$M` for the merchant's id. */
  where: string;
  /**
   * How one row is named (table-catalog.ts: SQLite's rowid, PostgreSQL's integer primary key): such a table is
   * saved and put back row by row. A table without (SQLite's WITHOUT ROWID counters; on PostgreSQL a table keyed
   * by text or several columns) is replaced whole.
   */
  rowKey: string | undefined;
  /** True when the row key is one of `columns`: a row is put back at its id through that column. */
  rowKeyIsColumn: boolean;
}

export class UnplacedTableError extends Error {
  constructor(readonly tables: string[]) {
    super(
      `table(s) ${tables.join(', ')} have no merchant_id column and are not placed in merchant-tables.ts: ` +
        'say whose rows they are before snapshots can be taken',
    );
    this.name = 'UnplacedTableError';
  }
}

/** Whose a table is: the merchant's (how its rows are found), advanced, none's, or unplaced. */
export function placeOf(table: {
  name: string;
  columns: string[];
}): 'merchant' | 'advanced' | 'none' | 'unplaced' {
  if (table.name.startsWith(SNAPSHOT_ROWS_PREFIX) || table.name in NOT_MERCHANT_STATE) return 'none';
  if (table.name in ADVANCED_NOT_RESTORED) return 'advanced';
  if (table.name in THROUGH_OTHER_TABLES || table.columns.includes('merchant_id')) return 'merchant';
  return 'unplaced';
}

/** Every table holding a merchant's state; UnplacedTableError when a table is not placed at all. */
export function merchantTables(ctx: Ctx): MerchantTable[] {
  const tables = userTables(ctx.db).map((t) => ({ ...t, columns: t.columns.map((c) => c.name) }));
  const unplaced = tables.filter((t) => placeOf(t) === 'unplaced').map((t) => t.name);
  if (unplaced.length > 0) throw new UnplacedTableError(unplaced);
  return tables
    .filter((t) => placeOf(t) === 'merchant')
    .map((t) => ({
      name: t.name,
      columns: t.columns,
      where: THROUGH_OTHER_TABLES[t.name] ?? 't.merchant_id = $M',
      rowKey: t.rowKey,
      rowKeyIsColumn: t.rowKeyIsColumn,
    }));
}

/** `sql` with each `$M` made a positional parameter, and the arguments to pass. */
export function bindMerchant(sql: string, merchantId: string, first: unknown[] = []): [string, unknown[]] {
  const count = sql.split('$M').length - 1;
  return [sql.replaceAll('$M', '?'), [...first, ...Array<string>(count).fill(merchantId)]];
}
