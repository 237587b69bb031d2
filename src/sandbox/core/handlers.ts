// All handlers, each wrapped with the checks every route shares: the org_id in the path must be
// the caller's (404 otherwise: another merchant's organization does not exist for the caller), a
// read-only credential may only read, and a handler that changes state runs in one BEGIN IMMEDIATE
// transaction so a failed call changes nothing.
import { routes, type RouteId } from '../../contract/index.js';
import type { Handler, HandlerInput, Handlers, Principal } from '../core-types.js';
import { withMerchantClock } from './clock.js';
import { inTransaction, type Ctx } from './context.js';
import { fail, notFound } from './errors.js';
import { accountHandlers } from './handlers-account.js';
import { miscHandlers } from './handlers-misc.js';
import { orgHandlers } from './handlers-org.js';
import { OWN_ORGANIZATION_CHECK, sandboxStateHandlers } from './handlers-sandbox-state.js';
import { webhookChaosHandlers } from './handlers-webhook-chaos.js';

type HandlerId = keyof Handlers;

function guarded<K extends HandlerId>(ctx: Ctx, id: K, handler: Handler<K>): Handler<K> {
  const effect = routes[id as RouteId].effect;
  const readsOnly = effect === 'read' || effect === 'sensitive';
  return (who: Principal, input: HandlerInput<K>) => {
    const params = input.params as { org_id?: unknown } | undefined;
    if (params?.org_id !== undefined && params.org_id !== who.orgId && !OWN_ORGANIZATION_CHECK.has(id))
      notFound('organization');
    if (!readsOnly && who.readOnly) fail('forbidden', 'this credential is read-only');
    // Everything the call stamps or compares reads the caller's merchant's clock.
    return withMerchantClock(ctx, who.merchantId, () =>
      readsOnly ? handler(who, input) : inTransaction(ctx, () => handler(who, input)),
    );
  };
}

export function buildHandlers(ctx: Ctx): Handlers {
  const raw: Handlers = {
    ...orgHandlers(ctx),
    ...accountHandlers(ctx),
    ...miscHandlers(ctx),
    ...sandboxStateHandlers(ctx),
    ...webhookChaosHandlers(ctx),
  };
  const wrapped: Partial<Record<HandlerId, unknown>> = {};
  for (const id of Object.keys(raw) as HandlerId[])
    wrapped[id] = guarded(ctx, id, raw[id] as Handler<typeof id>);
  return wrapped as Handlers;
}
