// Bulk inserts (the scale seed) and the trigger-kept counters (card_counts, op_counts): the triggers
// are lifted for one transaction and the new rows counted once, by rowid range.
import type Database from 'better-sqlite3';
import { ensureSchema } from './schema.js';

const BULK_COUNTED = [
  { table: 'cards', trigger: 'card_counts_insert', add: `INSERT INTO card_counts (wallet_id, status, n)
    SELECT wallet_id, status, COUNT(*) FROM cards WHERE seq > ? GROUP BY wallet_id, status
    ON CONFLICT (wallet_id, status) DO UPDATE SET n = n + excluded.n` },
  ...['card_ops', 'wallet_ops'].map((table) => ({ table, trigger: `${table}_count_insert`, add: `INSERT INTO op_counts (source, merchant_id, wallet_id, type, status, n)
    SELECT '${table}', merchant_id, wallet_id, type, status, COUNT(*) FROM ${table} WHERE seq > ? GROUP BY merchant_id, wallet_id, type, status
    ON CONFLICT (source, merchant_id, wallet_id, type, status) DO UPDATE SET n = n + excluded.n` })),
];

/**
 * Runs `fn` (inside the caller's transaction) without the per-row insert triggers of the counters,
 * then counts the rows it inserted (one GROUP BY over the new rowids) and puts the triggers back:
 * bulk inserts pay for the counters once per batch instead of once per row. Atomic with the caller's transaction.
 */
export function withBulkCounts(db: Database.Database, fn: () => void): void {
  const before = BULK_COUNTED.map(({ table }) => (db.prepare(`SELECT COALESCE(MAX(seq), 0) AS s FROM ${table}`).get() as { s: bigint }).s);
  for (const { trigger } of BULK_COUNTED) db.exec(`DROP TRIGGER IF EXISTS ${trigger}`);
  fn();
  BULK_COUNTED.forEach(({ add }, i) => db.prepare(add).run(before[i]));
  ensureSchema(db);
}


const BULK_TABLES = ['cards', 'card_ops', 'ledger_entries'];

/**
 * Drops the secondary indexes of the tables a bulk load fills (UNIQUE constraints stay, so duplicates
 * are still refused); ensureSchema() builds them again, sorting once instead of inserting row by row.
 * A crash in between leaves them missing only until the next openDatabase(), which recreates them.
 */
export function dropBulkIndexes(db: Database.Database): void {
  const names = db.prepare(`SELECT name FROM sqlite_master WHERE type = 'index' AND sql IS NOT NULL
    AND tbl_name IN (${BULK_TABLES.map(() => '?').join(', ')})`).all(...BULK_TABLES) as { name: string }[];
  for (const { name } of names) db.exec(`DROP INDEX ${name}`);
}
