// Webhook configuration, events and delivery history. Field names and bodies are our decision
// (the spec lists the endpoints and the configuration's meaning only).
import { z } from 'zod';
import { CardStatus, queryInteger, SortType, Timestamp, Uuid } from './common.js';

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

/** card_state only: the card's status before this change; null when the event is the card's issuance. */
export const PreviousCardStatus = CardStatus.nullable().meta({
  description: "card_state only: the card's status before this change (null: the card was just issued).",
});

/** The body POSTed to the receiver; `data` has the structure of the matching REST object. */
export const WebhookEvent = z.looseObject({
  id: z.string(),
  type: WebhookEventType,
  /** When the change happened. */
  createdAt: Timestamp,
  data: z.record(z.string(), z.unknown()),
  // Absent from events recorded before the sandbox kept it.
  previousStatus: PreviousCardStatus.optional(),
});
export type WebhookEvent = z.infer<typeof WebhookEvent>;

/**
 * Our decision: `undelivered` is a card_state event recorded for the history only, never sent: the
 * sandbox records every card state change, and when it happened no endpoint was configured for its type.
 */
export const DeliveryStatus = z
  .enum(['pending', 'delivered', 'retrying', 'failed', 'paused', 'undelivered'])
  .meta({
    description:
      'pending: due to be sent; delivered: a 2xx was received; retrying: failed, tried again later; failed: given up (or the ' +
      'configuration was removed); paused: delivery is paused, sent when resumed; undelivered: recorded for the history only and ' +
      'never sent, because no endpoint was configured for its type when it happened (the sandbox records every card state change).',
  });
export type DeliveryStatus = z.infer<typeof DeliveryStatus>;

export const FAULT_KINDS = ['duplicate', 'delay', 'reorder', 'drop', 'timeout'] as const;
export type FaultKind = (typeof FAULT_KINDS)[number];

/** What the sandbox did to a delivery beyond sending it: a fault its fault policy injected, or a redelivery asked for. */
export const DeliveryNote = z.looseObject({
  kind: z.enum([...FAULT_KINDS, 'redelivery']),
  /** In words: what was done, and when. */
  detail: z.string(),
  at: Timestamp,
});
export type DeliveryNote = z.infer<typeof DeliveryNote>;

export const WebhookDelivery = z.looseObject({
  id: z.string(),
  eventId: z.string(),
  eventType: WebhookEventType,
  url: z
    .string()
    .meta({ description: 'The endpoint it was (or is to be) sent to; empty when `undelivered`.' }),
  status: DeliveryStatus,
  attempts: z.number().int(),
  responseCode: z.number().int().nullable(),
  lastError: z.string().nullable(),
  nextAttemptAt: Timestamp.nullable(),
  createdAt: Timestamp,
  updatedAt: Timestamp,
  payload: WebhookEvent,
  notes: z
    .array(DeliveryNote)
    .optional()
    .meta({
      description:
        "Our decision: what the sandbox did to this delivery beyond sending it, oldest first: a fault the merchant's fault " +
        'policy injected (duplicate, delay, reorder, drop, timeout) or a redelivery asked for (the sandbox only).',
    }),
});
export type WebhookDelivery = z.infer<typeof WebhookDelivery>;

export const WebhookEventsQuery = z.object({
  status: DeliveryStatus.optional(),
  eventType: WebhookEventType.optional(),
  cardId: Uuid.optional().meta({
    description:
      'Only the events about this card: its card_state and card_transaction events (our decision). Cards written in bulk by ' +
      'the scale seed (`--seed scale`) have no events from before the seed: they were loaded in their states, not changed into them.',
  }),
  createdAtFrom: Timestamp.optional().meta({
    description: 'Only deliveries of changes at or after this time (our decision; `createdAt`, inclusive).',
  }),
  createdAtTo: Timestamp.optional().meta({
    description: 'Only deliveries of changes at or before this time (our decision; `createdAt`, inclusive).',
  }),
  sortType: SortType.optional().meta({
    description:
      'Order by the time of the change (`createdAt`, then insertion): `desc`, the default, newest first; `asc` oldest ' +
      'first, so `status=pending&sortType=asc&limit=1` is the oldest pending delivery (our decision).',
  }),
  limit: queryInteger(1, 100, 1000),
  offset: queryInteger(0, 0),
});
export type WebhookEventsQuery = z.input<typeof WebhookEventsQuery>;

/** Header carrying the lowercase-hex HMAC-SHA256 of the raw body. */
export const SIGNATURE_HEADER = 'x-webhook-signature';
