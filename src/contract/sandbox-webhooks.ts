// Webhook chaos and replay (our decision; the spec shows neither). A merchant's delivery fault policy makes the
// sandbox misbehave the way real networks do, so an integrator sees how a receiver copes: the same event twice,
// an event late, events out of order, an event lost and sent again later, an answer that never came. Each fault
// has a rate (0..1); which events it hits is drawn from the policy's seed and the event's place in the merchant's
// sequence, so the same seed over the same events gives the same faults. A replay sends events again on demand.
import { z } from 'zod';
import { Timestamp, Uuid } from './common.js';
import { IsoDuration } from './sandbox-clock.js';
import { WebhookEventType } from './webhooks.js';

export const FaultRate = z
  .number()
  .min(0, 'must be a rate from 0 to 1')
  .max(1, 'must be a rate from 0 to 1')
  .meta({ description: 'The fraction of events this fault hits, from 0 (none) to 1 (every one).' });

export const FaultPolicyBody = z.strictObject({
  seed: z
    .number()
    .int()
    .min(0)
    .max(2 ** 31 - 1)
    .default(1)
    .meta({ description: 'Same seed over the same events, same faults (default 1).' }),
  duplicate: z
    .strictObject({ rate: FaultRate })
    .optional()
    .meta({ description: 'Send the event a second time with the same event id, just after the first.' }),
  delay: z.strictObject({ rate: FaultRate, by: IsoDuration }).optional().meta({
    description: "Hold the event back this long on the merchant's test clock before its first attempt.",
  }),
  reorder: z.strictObject({ rate: FaultRate, window: IsoDuration }).optional().meta({
    description:
      "Hold the event back a drawn part of the window (on the merchant's clock), so that events created after it within the window are sent before it.",
  }),
  drop: z.strictObject({ rate: FaultRate, redeliverAfter: IsoDuration }).optional().meta({
    description:
      "Lose the event's first attempt (nothing is sent) and send it again this long after, on the merchant's clock.",
  }),
  timeout: z.strictObject({ rate: FaultRate }).optional().meta({
    description:
      "Send the event but treat the receiver's answer as never having come (a timeout), so it is retried like any failed attempt.",
  }),
});
export type FaultPolicyBody = z.input<typeof FaultPolicyBody>;

export const FaultPolicy = z.looseObject({
  seed: z.number().int(),
  duplicate: z.object({ rate: z.number() }).optional(),
  delay: z.object({ rate: z.number(), by: z.string() }).optional(),
  reorder: z.object({ rate: z.number(), window: z.string() }).optional(),
  drop: z.object({ rate: z.number(), redeliverAfter: z.string() }).optional(),
  timeout: z.object({ rate: z.number() }).optional(),
  /** Events the policy has decided on since it was set. */
  eventsSeen: z.number().int().nonnegative(),
  /** When it was set; null when the merchant has none (every event is delivered as it is). */
  updatedAt: Timestamp.nullable(),
});
export type FaultPolicy = z.infer<typeof FaultPolicy>;

export const EventIdParams = z.object({ event_id: Uuid });

export const ReplayBody = z.strictObject({
  since: Timestamp.meta({ description: 'Every event of the merchant created at or after this instant.' }),
  eventType: WebhookEventType.optional(),
});
export type ReplayBody = z.input<typeof ReplayBody>;

export const ReplayResult = z.looseObject({
  since: Timestamp,
  /** How many events were queued to be sent again. */
  redelivered: z.number().int().nonnegative(),
});
export type ReplayResult = z.infer<typeof ReplayResult>;
