// Webhook chaos and replay: the merchant's delivery fault policy, and events sent again on demand (either
// family's credential, like the other sandbox routes).
import type { Handlers } from '../core-types.js';
import type { Ctx } from './context.js';
import { clearFaultPolicy, getFaultPolicy, putFaultPolicy } from './webhook-faults.js';
import { redeliverEvent, replaySince } from './webhook-replay.js';

type ChaosHandlers = Pick<
  Handlers,
  | 'getWebhookFaults'
  | 'putWebhookFaults'
  | 'deleteWebhookFaults'
  | 'redeliverWebhookEvent'
  | 'sandboxReplayWebhooks'
>;

export function webhookChaosHandlers(ctx: Ctx): ChaosHandlers {
  return {
    getWebhookFaults: (who) => getFaultPolicy(ctx, who.merchantId),
    putWebhookFaults: (who, { body }) => putFaultPolicy(ctx, who.merchantId, body),
    deleteWebhookFaults: (who) => {
      clearFaultPolicy(ctx, who.merchantId);
      return undefined;
    },
    redeliverWebhookEvent: (who, { params }) => redeliverEvent(ctx, who.merchantId, params.event_id),
    sandboxReplayWebhooks: (who, { body }) => replaySince(ctx, who.merchantId, body),
  };
}
