// Webhook configuration, events and delivery history. Field names and bodies are our decision
// (the spec lists the endpoints and the configuration's meaning only).
import { z } from 'zod';
import { queryInteger, Timestamp } from './common.js';

export const WebhookEventType = z.enum([
  'card_transaction',
  'account_transaction',
  'account_topup',
  'card_state',
]);
export type WebhookEventType = z.infer<typeof WebhookEventType>;
export const WEBHOOK_EVENT_TYPES = WebhookEventType.options;

export const WebhookEventTypes = z.union([z.literal('all'), z.array(WebhookEventType).min(1)]);
export type WebhookEventTypes = z.infer<typeof WebhookEventTypes>;

/** PUT /api/v2/webhooks/config body. */
export const WebhookConfigBody = z.object({
  // The address policy needs more than a pattern can say; the sandbox checks it and answers 422 at ["body","url"].
  url: z
    .url()
    .max(2000)
    .meta({
      description:
        'Where events are POSTed: https, or http to loopback only (localhost, 127.0.0.0/8, ::1); no user name or password in the URL; ' +
        'literal private (10/8, 172.16/12, 192.168/16, 100.64/10, fc00::/7), link-local (169.254/16, fe80::/10) and unspecified (0.0.0.0/8, ::) ' +
        'addresses are refused. A URL breaking any of these is refused like a malformed one: 422 `value_error.url` at ["body","url"].',
    }),
  // Omitted keeps the current secret (it cannot be read back to resend); null removes it.
  secret: z.string().min(8).max(200).nullable().optional(),
  eventTypes: WebhookEventTypes.default('all'),
  enabled: z.boolean().default(true),
});
export type WebhookConfigBody = z.input<typeof WebhookConfigBody>;

/** GET/PUT response: the secret itself is never returned, only whether one is set. */
export const WebhookConfig = z.looseObject({
  url: z.string(),
  eventTypes: WebhookEventTypes,
  enabled: z.boolean(),
  hasSecret: z.boolean(),
  createdAt: Timestamp,
  updatedAt: Timestamp,
});
export type WebhookConfig = z.infer<typeof WebhookConfig>;

/** The body POSTed to the receiver; `data` has the structure of the matching REST object. */
export const WebhookEvent = z.looseObject({
  id: z.string(),
  type: WebhookEventType,
  createdAt: Timestamp,
  data: z.record(z.string(), z.unknown()),
});
export type WebhookEvent = z.infer<typeof WebhookEvent>;

export const DeliveryStatus = z.enum(['pending', 'delivered', 'retrying', 'failed', 'paused']);
export type DeliveryStatus = z.infer<typeof DeliveryStatus>;

export const WebhookDelivery = z.looseObject({
  id: z.string(),
  eventId: z.string(),
  eventType: WebhookEventType,
  url: z.string(),
  status: DeliveryStatus,
  attempts: z.number().int(),
  responseCode: z.number().int().nullable(),
  lastError: z.string().nullable(),
  nextAttemptAt: Timestamp.nullable(),
  createdAt: Timestamp,
  updatedAt: Timestamp,
  payload: WebhookEvent,
});
export type WebhookDelivery = z.infer<typeof WebhookDelivery>;

export const WebhookEventsQuery = z.object({
  status: DeliveryStatus.optional(),
  eventType: WebhookEventType.optional(),
  limit: queryInteger(1, 100, 1000),
  offset: queryInteger(0, 0),
});
export type WebhookEventsQuery = z.input<typeof WebhookEventsQuery>;

/** Header carrying the lowercase-hex HMAC-SHA256 of the raw body. */
export const SIGNATURE_HEADER = 'x-webhook-signature';
