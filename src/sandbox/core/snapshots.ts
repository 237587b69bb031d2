// Named snapshots of one merchant's state: the list of them (sandbox_snapshots) and the saved rows
// (merchant-rows.ts). A merchant sees, restores and removes only its own snapshots; a name is unique per
// merchant (a second save under a name answers 409: remove the old one first, our decision).
import type { RestoredSnapshot, Snapshot } from '../../contract/index.js';
import { nowIso, type Ctx } from './context.js';
import { fail } from './errors.js';
import { logPosition, pruneChanges } from './change-log.js';
import { dropSavedRows, replaceMerchantRows, saveMerchantRows } from './merchant-rows.js';

const TABLE = `CREATE TABLE IF NOT EXISTS sandbox_snapshots (
  id INTEGER PRIMARY KEY,
  merchant_id TEXT NOT NULL,
  name TEXT NOT NULL,
  rows TEXT NOT NULL,
  -- The change log's position at the save: a restore puts back the rows changed after it.
  position INTEGER NOT NULL,
  created_at TEXT NOT NULL,
  UNIQUE (merchant_id, name)
) STRICT`;

interface SnapshotRow {
  id: bigint;
  position: bigint;
  name: string;
  rows: string;
  created_at: string;
}

function ensureTable(ctx: Ctx): void {
  ctx.db.exec(TABLE);
}

const view = (row: SnapshotRow): Snapshot => ({
  name: row.name,
  createdAt: row.created_at,
  rows: JSON.parse(row.rows) as Record<string, number>,
});

function find(ctx: Ctx, merchantId: string, name: string): SnapshotRow {
  ensureTable(ctx);
  const row = ctx.db
    .prepare(
      'SELECT id, position, name, rows, created_at FROM sandbox_snapshots WHERE merchant_id = ? AND name = ?',
    )
    .get(merchantId, name) as SnapshotRow | undefined;
  return row ?? fail('not_found', `snapshot "${name}" not found`, { name });
}

export function saveSnapshot(ctx: Ctx, merchantId: string, name: string): Snapshot {
  ensureTable(ctx);
  const taken = ctx.db
    .prepare('SELECT 1 FROM sandbox_snapshots WHERE merchant_id = ? AND name = ?')
    .get(merchantId, name);
  if (taken)
    fail('conflict', `snapshot "${name}" exists: delete it first to save again under this name`, { name });
  const createdAt = nowIso(ctx);
  const id = BigInt(
    ctx.db
      .prepare(
        "INSERT INTO sandbox_snapshots (merchant_id, name, rows, position, created_at) VALUES (?, ?, '{}', 0, ?)",
      )
      .run(merchantId, name, createdAt).lastInsertRowid,
  );
  // Tracking starts before the copy, in the same transaction: no change falls between the two.
  const rows = saveMerchantRows(ctx, merchantId, id);
  ctx.db
    .prepare('UPDATE sandbox_snapshots SET rows = ?, position = ? WHERE id = ?')
    .run(JSON.stringify(rows), logPosition(ctx), id);
  pruneChanges(ctx);
  return { name, createdAt, rows };
}

export function listSnapshots(ctx: Ctx, merchantId: string): { items: Snapshot[] } {
  ensureTable(ctx);
  const rows = ctx.db
    .prepare(
      'SELECT id, position, name, rows, created_at FROM sandbox_snapshots WHERE merchant_id = ? ORDER BY id',
    )
    .all(merchantId) as SnapshotRow[];
  return { items: rows.map(view) };
}

export function restoreSnapshot(ctx: Ctx, merchantId: string, name: string): RestoredSnapshot {
  const row = find(ctx, merchantId, name);
  replaceMerchantRows(ctx, merchantId, {
    snapshot: row.id,
    position: BigInt(row.position),
    tracked: new Set(Object.keys(JSON.parse(row.rows) as Record<string, number>)),
  });
  return { ...view(row), restoredAt: nowIso(ctx) };
}

export function deleteSnapshot(ctx: Ctx, merchantId: string, name: string): void {
  const row = find(ctx, merchantId, name);
  dropSavedRows(ctx, row.id);
  ctx.db.prepare('DELETE FROM sandbox_snapshots WHERE id = ?').run(row.id);
  pruneChanges(ctx);
}

/** Every snapshot of a merchant, removed with the merchant. */
export function deleteSnapshotsOf(ctx: Ctx, merchantId: string): void {
  for (const item of listSnapshots(ctx, merchantId).items) deleteSnapshot(ctx, merchantId, item.name);
}
