// The webhook outbox: events are written in the same transaction as the change they describe, with
// one delivery row for the merchant's configuration when it subscribes to the type. No configuration,
// no row (the traffic simulator must not grow the database for nobody), except for card state changes:
// every one is recorded for the history, `undelivered` when no endpoint takes it.
import type {
  CardStatus,
  DeliveryStatus,
  WebhookEventType,
  WebhookEventTypes,
} from '../../contract/index.js';
import { nowIso, bool, type Ctx } from './context.js';
import { injectFaults } from './webhook-faults.js';

export interface ConfigRow {
  merchant_id: string;
  url: string;
  secret: string | null;
  event_types: string;
  enabled: bigint;
  created_at: string;
  updated_at: string;
}

export const loadConfig = (ctx: Ctx, merchantId: string): ConfigRow | undefined =>
  ctx.stmt('SELECT * FROM webhook_configs WHERE merchant_id = ?').get(merchantId) as ConfigRow | undefined;

export function subscribes(config: ConfigRow, type: WebhookEventType): boolean {
  const types = JSON.parse(config.event_types) as WebhookEventTypes;
  return types === 'all' || types.includes(type);
}

export interface EventOptions {
  /** The card the event is about: the history's cardId filter finds it. */
  cardId?: string;
  /** card_state: the status before the change (null at issuance). */
  previousStatus?: CardStatus | null;
  /** Record the event in the history even when no endpoint takes it (then `undelivered`). */
  keepHistory?: boolean;
}

interface Route {
  url: string;
  status: DeliveryStatus;
  lastError: string | null;
}

/** Where an event of `type` goes: to the configured endpoint, paused, or nowhere (undelivered, saying why). */
function routeOf(config: ConfigRow | undefined, type: WebhookEventType): Route {
  if (!config) return { url: '', status: 'undelivered', lastError: 'no webhook endpoint was configured' };
  if (!subscribes(config, type))
    return {
      url: '',
      status: 'undelivered',
      lastError: `the webhook configuration does not subscribe to ${type}`,
    };
  return { url: config.url, status: bool(config.enabled) ? 'pending' : 'paused', lastError: null };
}

/** Enqueues an event; `data` is built only when someone will receive it or the history keeps it. */
export function enqueueEvent(
  ctx: Ctx,
  merchantId: string,
  type: WebhookEventType,
  data: () => Record<string, unknown>,
  opts: EventOptions = {},
): void {
  const route = routeOf(loadConfig(ctx, merchantId), type);
  if (route.status === 'undelivered' && !opts.keepHistory) return;
  const at = nowIso(ctx);
  const eventId = ctx.rng.uuid();
  const previous = opts.previousStatus === undefined ? {} : { previousStatus: opts.previousStatus };
  const payload = JSON.stringify({ id: eventId, type, createdAt: at, ...previous, data: data() });
  const eventSeq = ctx
    .stmt('INSERT INTO webhook_events (id, merchant_id, type, payload, created_at) VALUES (?, ?, ?, ?, ?)')
    .run(eventId, merchantId, type, payload, at).lastInsertRowid;
  const deliveryId = ctx.rng.uuid();
  ctx
    .stmt(
      `INSERT INTO webhook_deliveries (id, event_seq, merchant_id, card_id, url, status, last_error, next_attempt_at,
      created_at, updated_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
    )
    .run(
      deliveryId,
      eventSeq,
      merchantId,
      opts.cardId ?? null,
      route.url,
      route.status,
      route.lastError,
      route.status === 'pending' ? at : null,
      at,
      at,
    );
  if (route.status !== 'pending') return;
  injectFaults(ctx, merchantId, {
    id: deliveryId,
    eventSeq: BigInt(eventSeq),
    eventId,
    cardId: opts.cardId ?? null,
    url: route.url,
    at,
  });
  ctx.signalEnqueued();
}
