// The webhook outbox: events are written in the same transaction as the change they describe, with
// one delivery row for the merchant's configuration when it subscribes to the type. No configuration,
// no row: the traffic simulator must not grow the database for nobody.
import type { WebhookEventType, WebhookEventTypes } from '../../contract/index.js';
import { nowIso, bool, type Ctx } from './context.js';

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

/** Enqueues an event; `data` is built only when someone will receive it. */
export function enqueueEvent(
  ctx: Ctx,
  merchantId: string,
  type: WebhookEventType,
  data: () => Record<string, unknown>,
): void {
  const config = loadConfig(ctx, merchantId);
  if (!config || !subscribes(config, type)) return;
  const at = nowIso(ctx);
  const eventId = ctx.rng.uuid();
  const payload = JSON.stringify({ id: eventId, type, createdAt: at, data: data() });
  const eventSeq = ctx
    .stmt('INSERT INTO webhook_events (id, merchant_id, type, payload, created_at) VALUES (?, ?, ?, ?, ?)')
    .run(eventId, merchantId, type, payload, at).lastInsertRowid;
  const enabled = bool(config.enabled);
  ctx
    .stmt(
      `INSERT INTO webhook_deliveries (id, event_seq, merchant_id, url, status, next_attempt_at, created_at, updated_at)
      VALUES (?, ?, ?, ?, ?, ?, ?, ?)`,
    )
    .run(
      ctx.rng.uuid(),
      eventSeq,
      merchantId,
      config.url,
      enabled ? 'pending' : 'paused',
      enabled ? at : null,
      at,
      at,
    );
  if (enabled) ctx.signalEnqueued();
}
