// The snapshot and merchant-on-demand routes (either family's credential, like the simulations).
import type { Handlers } from '../core-types.js';
import type { Ctx } from './context.js';
import { createMerchantOnDemand, deleteMerchantOnDemand } from './merchants.js';
import { deleteSnapshot, listSnapshots, restoreSnapshot, saveSnapshot } from './snapshots.js';

type SandboxStateHandlers = Pick<
  Handlers,
  | 'sandboxSaveSnapshot'
  | 'sandboxListSnapshots'
  | 'sandboxRestoreSnapshot'
  | 'sandboxDeleteSnapshot'
  | 'sandboxCreateMerchant'
  | 'sandboxDeleteMerchant'
>;

/** Routes whose `org_id` is not the caller's own: the handler decides who may act on it. */
export const OWN_ORGANIZATION_CHECK: ReadonlySet<string> = new Set(['sandboxDeleteMerchant']);

export function sandboxStateHandlers(ctx: Ctx): SandboxStateHandlers {
  return {
    sandboxSaveSnapshot: (who, { body }) => saveSnapshot(ctx, who.merchantId, body.name),
    sandboxListSnapshots: (who) => listSnapshots(ctx, who.merchantId),
    sandboxRestoreSnapshot: (who, { params }) => restoreSnapshot(ctx, who.merchantId, params.name),
    sandboxDeleteSnapshot: (who, { params }) => {
      deleteSnapshot(ctx, who.merchantId, params.name);
      return undefined;
    },
    sandboxCreateMerchant: (who, { body }) => createMerchantOnDemand(ctx, who, body?.name),
    sandboxDeleteMerchant: (who, { params }) => {
      deleteMerchantOnDemand(ctx, who, params.org_id);
      return undefined;
    },
  };
}
