// Sending events again on demand: one event by its id, or every event of the merchant since an instant (what
// an integrator does after its receiver was down). Each is a new delivery to the current endpoint, noted as a
// redelivery in the history; the fault policy does not touch it (it was asked for). Events recorded while no
// endpoint took them (`undelivered`) are sent too: that is how a receiver catches up.
import type { ReplayResult, WebhookDelivery } from '../../contract/index.js';
import type { HandlerInput } from '../core-types.js';
import { bool, nowIso, type Ctx } from './context.js';
import { fail, notFound } from './errors.js';
import { addNote, notesFor } from './webhook-faults.js';
import { loadConfig, subscribes, type ConfigRow } from './webhook-outbox.js';
import { DELIVERY_SELECT, deliveryView, type DeliveryRow } from './webhooks.js';

interface EventRow {
  seq: bigint;
  id: string;
  type: string;
}

function configOrFail(ctx: Ctx, merchantId: string): ConfigRow {
  return (
    loadConfig(ctx, merchantId) ??
    fail('webhook_not_configured', 'no webhook configuration: there is nowhere to send events again')
  );
}

function redeliver(ctx: Ctx, merchantId: string, config: ConfigRow, event: EventRow, why: string): string {
  const at = nowIso(ctx);
  const card = ctx
    .stmt('SELECT card_id FROM webhook_deliveries WHERE event_seq = ? ORDER BY seq LIMIT 1')
    .get(event.seq) as { card_id: string | null } | undefined;
  const enabled = bool(config.enabled);
  const id = ctx.rng.uuid();
  ctx
    .stmt(
      `INSERT INTO webhook_deliveries (id, event_seq, merchant_id, card_id, url, status, next_attempt_at,
      created_at, updated_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)`,
    )
    .run(
      id,
      event.seq,
      merchantId,
      card?.card_id ?? null,
      config.url,
      enabled ? 'pending' : 'paused',
      enabled ? at : null,
      at,
      at,
    );
  addNote(ctx, merchantId, id, {
    kind: 'redelivery',
    detail: `event ${event.id} sent again on request (${why})`,
  });
  return id;
}

/** A new delivery of one event of the merchant; 404 when it has no such event or no configuration. */
export function redeliverEvent(ctx: Ctx, merchantId: string, eventId: string): WebhookDelivery {
  const event = ctx
    .stmt('SELECT seq, id, type FROM webhook_events WHERE id = ? AND merchant_id = ?')
    .get(eventId, merchantId) as EventRow | undefined;
  if (!event) return notFound('event');
  const id = redeliver(ctx, merchantId, configOrFail(ctx, merchantId), event, 'redeliver');
  ctx.signalEnqueued();
  const row = ctx.stmt(`${DELIVERY_SELECT} WHERE d.id = ?`).get(id) as DeliveryRow;
  return deliveryView(row, notesFor(ctx, [id]).get(id) ?? []);
}

/** New deliveries of every event created at or after `since` (of the types the configuration takes), oldest first. */
export function replaySince(
  ctx: Ctx,
  merchantId: string,
  body: HandlerInput<'sandboxReplayWebhooks'>['body'],
): ReplayResult {
  const config = configOrFail(ctx, merchantId);
  const since = new Date(body.since).toISOString();
  const events = ctx
    .stmt(
      'SELECT seq, id, type FROM webhook_events WHERE merchant_id = ? AND created_at >= ? ORDER BY created_at, seq',
    )
    .all(merchantId, since) as EventRow[];
  let redelivered = 0;
  for (const event of events) {
    if (body.eventType !== undefined && event.type !== body.eventType) continue;
    if (!subscribes(config, event.type as Parameters<typeof subscribes>[1])) continue;
    redeliver(ctx, merchantId, config, event, `replay since ${since}`);
    redelivered += 1;
  }
  if (redelivered > 0) ctx.signalEnqueued();
  return { since, redelivered };
}
