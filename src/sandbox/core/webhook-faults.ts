// A merchant's webhook delivery fault policy (webhook_fault_policies) and the faults it injects. Each new event
// meant for the merchant's endpoint is decided on as it is enqueued, in the change's transaction: whether each
// fault hits it is drawn from the policy's seed and the event's place in the merchant's sequence since the
// policy was set, so the same seed over the same events injects the same faults. What was done is noted on the
// delivery (webhook_delivery_notes), which the delivery history shows. Delays and redeliveries are instants on
// the merchant's test clock, as every delivery's schedule is.
import { durationMs, type DeliveryNote, type FaultKind, type FaultPolicy } from '../../contract/index.js';
import type { HandlerInput } from '../core-types.js';
import { hash32, num, nowIso, seededRng, type Ctx } from './context.js';

interface PolicyRow {
  seed: bigint;
  duplicate_rate: number | null;
  delay_rate: number | null;
  delay_by: string | null;
  reorder_rate: number | null;
  reorder_window: string | null;
  drop_rate: number | null;
  drop_redeliver_after: string | null;
  timeout_rate: number | null;
  events_seen: bigint;
  updated_at: string;
}

const loadPolicy = (ctx: Ctx, merchantId: string): PolicyRow | undefined =>
  ctx.stmt('SELECT * FROM webhook_fault_policies WHERE merchant_id = ?').get(merchantId) as
    PolicyRow | undefined;

function policyView(row: PolicyRow | undefined): FaultPolicy {
  if (!row) return { seed: 1, eventsSeen: 0, updatedAt: null };
  return {
    seed: num(row.seed),
    ...(row.duplicate_rate === null ? {} : { duplicate: { rate: row.duplicate_rate } }),
    ...(row.delay_rate === null ? {} : { delay: { rate: row.delay_rate, by: row.delay_by ?? '' } }),
    ...(row.reorder_rate === null
      ? {}
      : { reorder: { rate: row.reorder_rate, window: row.reorder_window ?? '' } }),
    ...(row.drop_rate === null
      ? {}
      : { drop: { rate: row.drop_rate, redeliverAfter: row.drop_redeliver_after ?? '' } }),
    ...(row.timeout_rate === null ? {} : { timeout: { rate: row.timeout_rate } }),
    eventsSeen: num(row.events_seen),
    updatedAt: row.updated_at,
  };
}

export const getFaultPolicy = (ctx: Ctx, merchantId: string): FaultPolicy =>
  policyView(loadPolicy(ctx, merchantId));

/** Replaces the policy (the body is already valid: rates 0..1, durations ISO 8601); the sequence starts again. */
export function putFaultPolicy(
  ctx: Ctx,
  merchantId: string,
  body: HandlerInput<'putWebhookFaults'>['body'],
): FaultPolicy {
  ctx
    .stmt(
      `INSERT INTO webhook_fault_policies (merchant_id, seed, duplicate_rate, delay_rate, delay_by, reorder_rate,
      reorder_window, drop_rate, drop_redeliver_after, timeout_rate, events_seen, updated_at)
      VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, 0, ?)
      ON CONFLICT (merchant_id) DO UPDATE SET seed = excluded.seed, duplicate_rate = excluded.duplicate_rate,
      delay_rate = excluded.delay_rate, delay_by = excluded.delay_by, reorder_rate = excluded.reorder_rate,
      reorder_window = excluded.reorder_window, drop_rate = excluded.drop_rate,
      drop_redeliver_after = excluded.drop_redeliver_after, timeout_rate = excluded.timeout_rate,
      events_seen = 0, updated_at = excluded.updated_at`,
    )
    .run(
      merchantId,
      body.seed,
      body.duplicate?.rate ?? null,
      body.delay?.rate ?? null,
      body.delay?.by ?? null,
      body.reorder?.rate ?? null,
      body.reorder?.window ?? null,
      body.drop?.rate ?? null,
      body.drop?.redeliverAfter ?? null,
      body.timeout?.rate ?? null,
      nowIso(ctx),
    );
  return getFaultPolicy(ctx, merchantId);
}

/** Events created from now on are delivered as they are; faults already decided stay as noted. */
export function clearFaultPolicy(ctx: Ctx, merchantId: string): void {
  ctx.stmt('DELETE FROM webhook_fault_policies WHERE merchant_id = ?').run(merchantId);
}

/** A draw in [0, 1) for one fault of the event at `place` in the sequence: the same for the same seed. */
function draw(seed: bigint, place: bigint, what: string): number {
  return seededRng(hash32(`${seed}|${place}|${what}`)).int(1_000_000_000) / 1_000_000_000;
}

export function addNote(
  ctx: Ctx,
  merchantId: string,
  deliveryId: string,
  note: { kind: FaultKind | 'redelivery'; detail: string; pending?: boolean; wait?: string },
): void {
  ctx
    .stmt(
      `INSERT INTO webhook_delivery_notes (merchant_id, delivery_id, kind, detail, pending, wait, created_at)
      VALUES (?, ?, ?, ?, ?, ?, ?)`,
    )
    .run(
      merchantId,
      deliveryId,
      note.kind,
      note.detail,
      note.pending === true ? 1 : 0,
      note.wait ?? null,
      nowIso(ctx),
    );
}

export interface NewDelivery {
  id: string;
  eventSeq: bigint | number;
  eventId: string;
  cardId: string | null;
  url: string;
  /** When the event was created (ISO, the merchant's clock): its first attempt is due then. */
  at: string;
}

/**
 * Decides the faults of a new pending delivery under the merchant's policy, if any: holds it back (delay,
 * reorder), adds a second delivery of the same event (duplicate), and marks its first attempt to be lost (drop)
 * or its answer to be ignored (timeout) when it is handed out.
 */
export function injectFaults(ctx: Ctx, merchantId: string, delivery: NewDelivery): void {
  const policy = loadPolicy(ctx, merchantId);
  if (!policy) return;
  const place = policy.events_seen;
  ctx
    .stmt('UPDATE webhook_fault_policies SET events_seen = events_seen + 1 WHERE merchant_id = ?')
    .run(merchantId);
  const hits = (rate: number | null, kind: FaultKind): boolean =>
    rate !== null && draw(policy.seed, place, kind) < rate;
  let holdMs = 0;
  const held: Array<[FaultKind, string]> = [];
  const note = (kind: FaultKind, detail: string, extra: { pending?: boolean; wait?: string } = {}): void =>
    addNote(ctx, merchantId, delivery.id, { kind, detail, ...extra });
  if (hits(policy.delay_rate, 'delay') && policy.delay_by !== null) {
    holdMs += durationMs(policy.delay_by) ?? 0;
    held.push(['delay', `held back ${policy.delay_by}`]);
  }
  if (hits(policy.reorder_rate, 'reorder') && policy.reorder_window !== null) {
    const windowMs = durationMs(policy.reorder_window) ?? 0;
    const part = Math.floor(draw(policy.seed, place, 'reorder-part') * windowMs) + 1;
    holdMs += part;
    held.push([
      'reorder',
      `held back ${part} ms within the ${policy.reorder_window} window, so later events may pass it`,
    ]);
  }
  const due = new Date(new Date(delivery.at).getTime() + holdMs).toISOString();
  if (holdMs > 0)
    ctx.stmt('UPDATE webhook_deliveries SET next_attempt_at = ? WHERE id = ?').run(due, delivery.id);
  for (const [kind, what] of held) note(kind, `${what}: first attempt due at ${due}`);
  if (hits(policy.drop_rate, 'drop') && policy.drop_redeliver_after !== null)
    note(
      'drop',
      `its first attempt will be lost (nothing sent), then sent again ${policy.drop_redeliver_after} later`,
      {
        pending: true,
        wait: policy.drop_redeliver_after,
      },
    );
  else if (hits(policy.timeout_rate, 'timeout'))
    note('timeout', "its first attempt will be sent and the receiver's answer ignored, as if it timed out", {
      pending: true,
    });
  if (hits(policy.duplicate_rate, 'duplicate')) {
    const id = ctx.rng.uuid();
    ctx
      .stmt(
        `INSERT INTO webhook_deliveries (id, event_seq, merchant_id, card_id, url, status, next_attempt_at,
        created_at, updated_at) VALUES (?, ?, ?, ?, ?, 'pending', ?, ?, ?)`,
      )
      .run(id, delivery.eventSeq, merchantId, delivery.cardId, delivery.url, due, delivery.at, delivery.at);
    addNote(ctx, merchantId, id, {
      kind: 'duplicate',
      detail: `a second delivery of event ${delivery.eventId} (same event id), injected by the fault policy`,
    });
  }
}

interface PendingNote {
  seq: bigint;
  kind: FaultKind;
  wait: string | null;
}

/**
 * The fault waiting for a delivery's hand-out, applied now (`at`: the merchant's present): a drop loses the
 * attempt (the delivery is not handed out; 'dropped' is returned), a timeout hands it out with its answer to be
 * ignored ('timeout'); null when none waits.
 */
export function faultAtHandOut(ctx: Ctx, deliveryId: string, at: Date): 'dropped' | 'timeout' | null {
  const note = ctx
    .stmt(
      'SELECT seq, kind, wait FROM webhook_delivery_notes WHERE delivery_id = ? AND pending = 1 ORDER BY seq LIMIT 1',
    )
    .get(deliveryId) as PendingNote | undefined;
  if (!note) return null;
  const done = (detail: string): void =>
    void ctx
      .stmt('UPDATE webhook_delivery_notes SET pending = 0, detail = ? WHERE seq = ?')
      .run(detail, note.seq);
  if (note.kind === 'drop') {
    const again = new Date(at.getTime() + (durationMs(note.wait ?? '') ?? 0)).toISOString();
    ctx
      .stmt(
        `UPDATE webhook_deliveries SET status = 'retrying', attempts = attempts + 1, response_code = NULL,
        last_error = 'lost by the fault policy: nothing was sent', next_attempt_at = ?, updated_at = ? WHERE id = ?`,
      )
      .run(again, at.toISOString(), deliveryId);
    done(`first attempt at ${at.toISOString()} lost (nothing sent); sent again from ${again}`);
    return 'dropped';
  }
  done(
    `first attempt at ${at.toISOString()} sent and the receiver's answer ignored, as if it timed out; retried like a failed attempt`,
  );
  return 'timeout';
}

/** The notes of these deliveries, oldest first per delivery. */
export function notesFor(ctx: Ctx, deliveryIds: readonly string[]): Map<string, DeliveryNote[]> {
  const out = new Map<string, DeliveryNote[]>();
  for (const id of deliveryIds) {
    const rows = ctx
      .stmt('SELECT kind, detail, created_at FROM webhook_delivery_notes WHERE delivery_id = ? ORDER BY seq')
      .all(id) as Array<{ kind: DeliveryNote['kind']; detail: string; created_at: string }>;
    if (rows.length > 0)
      out.set(
        id,
        rows.map((r) => ({ kind: r.kind, detail: r.detail, at: r.created_at })),
      );
  }
  return out;
}
