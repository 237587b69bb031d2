// Saving a merchant's rows under a snapshot id and putting them back, with SQL over the tables of
// merchant-tables.ts: INSERT … SELECT into one `snapshot_rows_<table>` per table, keyed by snapshot id. A
// restore changes only what differs: it deletes the merchant's rows that the snapshot does not hold as they
// are, then inserts the snapshot's rows that are missing, each at its old row id (rows refer to each other by
// it). Another merchant's rows are never read or written, except the outside world's ledger account, whose
// balance follows the entries put back or removed (every ledger transaction sums to zero). A row's id is the
// table's row key (table-catalog.ts: SQLite's rowid, PostgreSQL's integer primary key).
import { inTransaction, type Ctx } from './context.js';
import { fail } from './errors.js';
import { changedSince, trackChanges } from './change-log.js';
import { externalAccount } from './ledger.js';
import {
  ADVANCED_NOT_RESTORED,
  bindMerchant,
  merchantTables,
  SNAPSHOT_ROWS_PREFIX,
  type MerchantTable,
} from './merchant-tables.js';
import { ident, moveIdentitiesPast, tableColumns } from './table-catalog.js';

const rowsTable = (table: string): string => ident(`${SNAPSHOT_ROWS_PREFIX}${table}`);

/** The saved copy of `table`, created on first use and given any column the table gained since. */
function ensureRowsTable(ctx: Ctx, table: MerchantTable): void {
  const name = rowsTable(table.name);
  // Typed keys: the index serves a lookup by (snapshot, row id) only when both sides compare as integers.
  ctx.db.exec(`CREATE TABLE IF NOT EXISTS ${name} (__snapshot INTEGER NOT NULL, __rowid INTEGER)`);
  ctx.db.exec(`CREATE INDEX IF NOT EXISTS ${ident(`${SNAPSHOT_ROWS_PREFIX}${table.name}_key`)}
    ON ${name} (__snapshot, __rowid)`);
  const have = new Set(tableColumns(ctx.db, `${SNAPSHOT_ROWS_PREFIX}${table.name}`).map((c) => c.name));
  for (const column of tableColumns(ctx.db, table.name))
    if (!have.has(column.name))
      ctx.db.exec(
        `ALTER TABLE ${name} ADD COLUMN ${ident(column.name)} ${column.type.replace(/[^A-Za-z ]/g, '')}`,
      );
}

const columnList = (table: MerchantTable, alias = ''): string =>
  table.columns.map((c) => `${alias}${ident(c)}`).join(', ');

/** Copies the merchant's rows of every table under `snapshot`; returns the number of rows per table. */
export function saveMerchantRows(ctx: Ctx, merchantId: string, snapshot: bigint): Record<string, number> {
  const counts: Record<string, number> = {};
  const tables = merchantTables(ctx);
  trackChanges(ctx, tables);
  for (const table of tables) {
    ensureRowsTable(ctx, table);
    const [sql, args] = bindMerchant(
      `INSERT INTO ${rowsTable(table.name)} (__snapshot, __rowid, ${columnList(table)})
       SELECT ${snapshot}, ${table.rowKey === undefined ? 'NULL' : `t.${table.rowKey}`}, ${columnList(table, 't.')}
       FROM ${ident(table.name)} AS t WHERE ${table.where}`,
      merchantId,
    );
    counts[table.name] = ctx.db.prepare(sql).run(...args).changes;
  }
  return counts;
}

/** Removes the rows saved under `snapshot`. */
export function dropSavedRows(ctx: Ctx, snapshot: bigint): void {
  for (const table of merchantTables(ctx)) {
    ensureRowsTable(ctx, table);
    ctx.db.prepare(`DELETE FROM ${rowsTable(table.name)} WHERE __snapshot = ?`).run(snapshot);
  }
}

const sameRow = (table: MerchantTable): string =>
  table.columns.map((c) => `s.${ident(c)} IS NOT DISTINCT FROM t.${ident(c)}`).join(' AND ');

/** Tables whose rows are found through other tables go first: their rows are found before those change. */
const throughOthersFirst = (tables: MerchantTable[]): MerchantTable[] => [
  ...tables.filter((t) => t.where !== 't.merchant_id = $M'),
  ...tables.filter((t) => t.where === 't.merchant_id = $M'),
];

/** Which saved rows to put back: all of the table's (compared row by row), or those changed since `position`. */
export interface SavedRows {
  snapshot: bigint;
  /** The snapshot's position in the change log, and the tables tracked since then. */
  position: bigint;
  tracked: ReadonlySet<string>;
}

const isTracked = (table: MerchantTable, source: SavedRows | null): boolean =>
  source !== null && table.rowKey !== undefined && source.tracked.has(table.name);

/**
 * The live rows to look at, as alias `t`: those changed since the snapshot when the table is tracked (the short
 * list of changes drives, each row found by its id), else the whole table.
 */
const liveRows = (table: MerchantTable, source: SavedRows | null): string =>
  source !== null && isTracked(table, source)
    ? `(${changedSince(table.name, source.position)}) AS c CROSS JOIN ${ident(table.name)} AS t ON t.${table.rowKey} = c.row`
    : `${ident(table.name)} AS t`;

/** The saved rows to look at, as alias `s` (the caller filters on `s.__snapshot`). */
const savedRows = (table: MerchantTable, source: SavedRows): string =>
  isTracked(table, source)
    ? `(${changedSince(table.name, source.position)}) AS c CROSS JOIN ${rowsTable(table.name)} AS s ON s.__rowid = c.row`
    : `${rowsTable(table.name)} AS s`;

function run(ctx: Ctx, sql: string, merchantId: string): void {
  const [bound, args] = bindMerchant(sql, merchantId);
  ctx.db.prepare(bound).run(...args);
}

function deleteDiffering(ctx: Ctx, table: MerchantTable, merchantId: string, source: SavedRows | null): void {
  const key = table.rowKey;
  if (key === undefined) {
    run(ctx, `DELETE FROM ${ident(table.name)} AS t WHERE ${table.where}`, merchantId);
    return;
  }
  // A tracked table: every changed row of the merchant goes (and comes back below as saved). Otherwise the
  // rows equal to their saved copy stay.
  const kept =
    source === null || isTracked(table, source)
      ? ''
      : `AND NOT EXISTS (SELECT 1 FROM ${rowsTable(table.name)} AS s
           WHERE s.__snapshot = ${source.snapshot} AND s.__rowid = t.${key} AND ${sameRow(table)})`;
  run(
    ctx,
    `DELETE FROM ${ident(table.name)} WHERE ${key} IN (
       SELECT t.${key} FROM ${liveRows(table, source)} WHERE ${table.where} ${kept})`,
    merchantId,
  );
}

function insertMissing(ctx: Ctx, table: MerchantTable, source: SavedRows): void {
  const mine = `s.__snapshot = ${source.snapshot}`;
  const key = table.rowKey;
  if (key === undefined) {
    ctx.db.exec(
      `INSERT INTO ${ident(table.name)} (${columnList(table)})
       SELECT ${columnList(table, 's.')} FROM ${rowsTable(table.name)} AS s WHERE ${mine}`,
    );
    return;
  }
  // A row id of the snapshot now held by another row than the saved one: another merchant's (row ids are
  // reused once the highest row is removed). Putting the snapshot back would need to move that row.
  const taken = ctx.db
    .prepare(
      `SELECT COUNT(*) AS n FROM ${savedRows(table, source)} CROSS JOIN ${ident(table.name)} AS t ON t.${key} = s.__rowid
       WHERE ${mine} AND NOT (${sameRow(table)})`,
    )
    .get() as { n: bigint };
  if (BigInt(taken.n) > 0n)
    fail('conflict', `the snapshot's ${table.name} rows were reused by another merchant since it was taken`, {
      table: table.name,
    });
  const head = table.rowKeyIsColumn ? columnList(table) : `${key}, ${columnList(table)}`;
  const values = table.rowKeyIsColumn ? columnList(table, 's.') : `s.__rowid, ${columnList(table, 's.')}`;
  ctx.db.exec(
    `INSERT INTO ${ident(table.name)} (${head}) SELECT ${values} FROM ${savedRows(table, source)}
     WHERE ${mine} AND NOT EXISTS (SELECT 1 FROM ${ident(table.name)} AS t WHERE t.${key} = s.__rowid)`,
  );
  // Rows put back at their old ids: the next new row's id (PostgreSQL's identity) must come after them.
  moveIdentitiesPast(ctx.db, [table.name]);
}

/** The sum of the merchant's ledger balances (of the rows changed since the snapshot): what the outside world mirrors. */
function merchantMoney(
  ctx: Ctx,
  tables: MerchantTable[],
  merchantId: string,
  source: SavedRows | null,
): bigint {
  const accounts = tables.find((t) => t.name === 'ledger_accounts');
  if (!accounts) return 0n;
  const [sql, args] = bindMerchant(
    `SELECT COALESCE(SUM(t.balance), 0) AS total FROM ${liveRows(accounts, source)} WHERE ${accounts.where}`,
    merchantId,
  );
  return BigInt((ctx.db.prepare(sql).get(...args) as { total: bigint }).total);
}

/**
 * Makes the merchant's rows those saved under `source` (null: no rows at all, the merchant's removal), in one
 * transaction; nothing changes when it fails.
 */
export function replaceMerchantRows(ctx: Ctx, merchantId: string, source: SavedRows | null): void {
  inTransaction(ctx, () => {
    // Rows refer to each other across tables; the references are checked once everything is back.
    ctx.db.pragma('defer_foreign_keys = ON');
    const tables = throughOthersFirst(merchantTables(ctx));
    for (const table of tables) ensureRowsTable(ctx, table);
    const before = merchantMoney(ctx, tables, merchantId, source);
    for (const table of tables) deleteDiffering(ctx, table, merchantId, source);
    if (source !== null) {
      for (const table of tables) if (table.rowKey !== undefined) insertMissing(ctx, table, source);
      // Counters kept by triggers: the inserts above counted again; they are put back as saved.
      for (const table of tables) {
        if (table.rowKey !== undefined) continue;
        deleteDiffering(ctx, table, merchantId, null);
        insertMissing(ctx, table, source);
      }
      for (const sql of Object.values(ADVANCED_NOT_RESTORED)) run(ctx, sql, merchantId);
    }
    const after = merchantMoney(ctx, tables, merchantId, source);
    if (after !== before)
      ctx.db
        .prepare('UPDATE ledger_accounts SET balance = balance - ? WHERE id = ?')
        .run(after - before, externalAccount(ctx));
  });
}
