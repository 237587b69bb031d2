// Merchants on demand: one running sandbox serves a team's CI, each run with its own merchant. A new merchant
// is created with fresh credentials and nothing else (`build` is where a fixture will build its starting state);
// it is removed, with every row of its state and its snapshots, by itself or by the merchant that created it
// (our decision: nobody else, and never a merchant the sandbox seeded, whose credentials the sandbox prints: 409).
import { randomBytes } from 'node:crypto';
import type { CreatedMerchant } from '../../contract/index.js';
import type { Principal } from '../core-types.js';
import { createMerchant, listCredentials } from './auth.js';
import { inTransaction, nowIso, type Ctx } from './context.js';
import { fail, notFound } from './errors.js';
import { replaceMerchantRows } from './merchant-rows.js';
import { deleteSnapshotsOf } from './snapshots.js';

const TABLE = `CREATE TABLE IF NOT EXISTS sandbox_merchant_origins (
  merchant_id TEXT PRIMARY KEY,
  created_by TEXT NOT NULL,
  created_at TEXT NOT NULL
) STRICT`;

/** What builds a new merchant's starting state once it exists (a fixture, later); nothing by default. */
export type MerchantBuilder = (ctx: Ctx, merchant: { merchantId: string; orgId: string }) => void;

export function createMerchantOnDemand(
  ctx: Ctx,
  creator: Principal,
  name: string | undefined,
  build: MerchantBuilder = () => undefined,
): CreatedMerchant {
  ctx.db.exec(TABLE);
  const tag = randomBytes(4).toString('hex');
  const created = createMerchant(
    ctx,
    name ?? `Sandbox merchant ${tag}`,
    `ops+${tag}@merchants.sandbox.example`,
  );
  ctx.db
    .prepare('INSERT INTO sandbox_merchant_origins (merchant_id, created_by, created_at) VALUES (?, ?, ?)')
    .run(created.merchantId, creator.merchantId, nowIso(ctx));
  build(ctx, created);
  const credentials = listCredentials(ctx).find((c) => c.orgId === created.orgId);
  if (!credentials) throw new Error('the merchant just created is missing');
  const { orgId, ...rest } = credentials;
  return { ...rest, organizationId: orgId, createdBy: creator.orgId };
}

export function deleteMerchantOnDemand(ctx: Ctx, caller: Principal, orgId: string): void {
  ctx.db.exec(TABLE);
  inTransaction(ctx, () => removeMerchant(ctx, caller, orgId));
}

function removeMerchant(ctx: Ctx, caller: Principal, orgId: string): void {
  const row = ctx.db
    .prepare(
      `SELECT m.id, o.created_by FROM merchants m LEFT JOIN sandbox_merchant_origins o ON o.merchant_id = m.id
       WHERE m.org_id = ?`,
    )
    .get(orgId) as { id: string; created_by: string | null } | undefined;
  // Another merchant's organization does not exist for the caller, as everywhere in the interface.
  if (!row || (row.id !== caller.merchantId && row.created_by !== caller.merchantId))
    return notFound('organization');
  if (row.created_by === null)
    fail(
      'conflict',
      'this merchant was seeded with the sandbox: only merchants created on demand can be removed',
    );
  deleteSnapshotsOf(ctx, row.id);
  replaceMerchantRows(ctx, row.id, null);
  ctx.db.prepare('DELETE FROM sandbox_merchant_origins WHERE merchant_id = ?').run(row.id);
  ctx.db.prepare('DELETE FROM merchants WHERE id = ?').run(row.id);
}
