// Which rows changed since a snapshot: triggers on every table of a merchant's state append the row key of
// each inserted, updated or deleted row to one log, while any snapshot exists. A snapshot remembers the log's
// position when it was saved, so a restore puts back only the rows changed since (a reset of a
// 1,000,000-card merchant after a test run touches the rows the run touched, not the million). A table
// without its triggers at the snapshot's save (added since) is compared whole instead.
import type { Ctx } from './context.js';
import type { MerchantTable } from './merchant-tables.js';
import { ident } from './table-catalog.js';

const LOG = `
CREATE TABLE IF NOT EXISTS sandbox_snapshot_changes (
  pos INTEGER PRIMARY KEY,
  tbl TEXT NOT NULL,
  row INTEGER NOT NULL
) STRICT;
CREATE INDEX IF NOT EXISTS sandbox_snapshot_changes_table ON sandbox_snapshot_changes (tbl, pos, row);`;

const literal = (text: string): string => `'${text.replaceAll("'", "''")}'`;
const triggerName = (table: string, on: string): string => ident(`sandbox_snapshot_track_${table}_${on}`);

/** Creates the log and the triggers of each table with a row key not yet tracked. Needs `sandbox_snapshots`. */
export function trackChanges(ctx: Ctx, tables: MerchantTable[]): void {
  ctx.db.exec(LOG);
  for (const table of tables) {
    const key = table.rowKey;
    if (key === undefined) continue;
    const name = ident(table.name);
    const log = (row: string): string =>
      `WHEN EXISTS (SELECT 1 FROM sandbox_snapshots) BEGIN
         INSERT INTO sandbox_snapshot_changes (tbl, row) VALUES (${literal(table.name)}, ${row});
       END`;
    ctx.db.exec(`
      CREATE TRIGGER IF NOT EXISTS ${triggerName(table.name, 'insert')} AFTER INSERT ON ${name} ${log(`new.${key}`)};
      CREATE TRIGGER IF NOT EXISTS ${triggerName(table.name, 'update')} AFTER UPDATE ON ${name} ${log(`old.${key}`)};
      CREATE TRIGGER IF NOT EXISTS ${triggerName(table.name, 'delete')} AFTER DELETE ON ${name} ${log(`old.${key}`)};`);
  }
}

/** The log's position now: a snapshot saved now is followed by the changes after it. */
export function logPosition(ctx: Ctx): bigint {
  ctx.db.exec(LOG);
  const row = ctx.db.prepare('SELECT COALESCE(MAX(pos), 0) AS pos FROM sandbox_snapshot_changes').get() as {
    pos: bigint;
  };
  return BigInt(row.pos);
}

/** The row ids of `table` changed after `position`, each once (a subquery). */
export const changedSince = (table: string, position: bigint): string =>
  `SELECT DISTINCT row FROM sandbox_snapshot_changes WHERE tbl = ${literal(table)} AND pos > ${position}`;

/** Forgets the changes no snapshot needs (all of them when none is left). */
export function pruneChanges(ctx: Ctx): void {
  ctx.db.exec(LOG);
  ctx.db.exec(`DELETE FROM sandbox_snapshot_changes
    WHERE pos <= COALESCE((SELECT MIN(position) FROM sandbox_snapshots), (SELECT MAX(pos) FROM sandbox_snapshot_changes))`);
}
