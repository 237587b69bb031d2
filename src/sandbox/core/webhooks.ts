// Webhook configuration (one per merchant), delivery history and the dispatcher's side of the
// outbox: due() hands out deliveries under a lease, recordAttempt() stores the outcome.
import {
  ValidationType,
  type DeliveryNote,
  type DeliveryStatus,
  type RouteOutput,
  type WebhookDelivery,
  type WebhookEvent,
  type WebhookEventType,
} from '../../contract/index.js';
import {
  SandboxValidationError,
  type DeliveryAttemptResult,
  type DueDelivery,
  type HandlerInput,
} from '../core-types.js';
import { bool, nowIso, num, type Ctx } from './context.js';
import { loadClock, presentOf, withMerchantClock } from './clock.js';
import { fail } from './errors.js';
import { loadConfig, type ConfigRow } from './webhook-outbox.js';
import { webhookUrlProblem } from './url-policy.js';
import { faultAtHandOut, notesFor } from './webhook-faults.js';

/**
 * A delivery handed out by due() is not handed out again for this long: twice the send's 10 s timeout, so a process
 * killed while sending holds up the delivery for no longer than that before another process takes it.
 */
const LEASE_MS = 20_000;
const MAX_ERROR_LENGTH = 500;

type WebhookConfig = RouteOutput<'getWebhookConfig'>;

const configView = (c: ConfigRow): WebhookConfig => ({
  url: c.url,
  eventTypes: JSON.parse(c.event_types) as WebhookConfig['eventTypes'],
  enabled: bool(c.enabled),
  hasSecret: c.secret !== null,
  createdAt: c.created_at,
  updatedAt: c.updated_at,
});

export function getConfig(ctx: Ctx, merchantId: string): WebhookConfig {
  const config = loadConfig(ctx, merchantId);
  return config ? configView(config) : fail('webhook_not_configured', 'no webhook configuration');
}

/** Our decision: an omitted secret keeps the current one (a client cannot read it back to resend it); null removes it. */
export function putConfig(
  ctx: Ctx,
  merchantId: string,
  body: HandlerInput<'putWebhookConfig'>['body'],
): WebhookConfig {
  const problem = webhookUrlProblem(body.url);
  // No `input` echoed: a refused URL may carry a user name and password.
  if (problem !== null)
    throw new SandboxValidationError([{ loc: ['body', 'url'], msg: problem, type: ValidationType.url }]);
  const at = nowIso(ctx);
  const previous = loadConfig(ctx, merchantId);
  ctx
    .stmt(
      `INSERT INTO webhook_configs (merchant_id, url, secret, event_types, enabled, created_at, updated_at)
      VALUES (?, ?, ?, ?, ?, ?, ?) ON CONFLICT(merchant_id) DO UPDATE SET url = excluded.url, secret = excluded.secret,
      event_types = excluded.event_types, enabled = excluded.enabled, updated_at = excluded.updated_at`,
    )
    .run(
      merchantId,
      body.url,
      body.secret === undefined ? (previous?.secret ?? null) : body.secret,
      JSON.stringify(body.eventTypes),
      body.enabled ? 1 : 0,
      at,
      at,
    );
  // Undelivered events follow the configuration: its new URL, paused or resumed with it.
  ctx
    .stmt(
      `UPDATE webhook_deliveries SET url = ?, updated_at = ? WHERE merchant_id = ? AND status IN ('pending', 'retrying', 'paused')`,
    )
    .run(body.url, at, merchantId);
  if (body.enabled) {
    const resumed = ctx
      .stmt(
        `UPDATE webhook_deliveries SET status = 'pending', next_attempt_at = ?, updated_at = ?
        WHERE merchant_id = ? AND status = 'paused'`,
      )
      .run(at, at, merchantId);
    if (resumed.changes > 0) ctx.signalEnqueued();
  } else {
    ctx
      .stmt(
        `UPDATE webhook_deliveries SET status = 'paused', next_attempt_at = NULL, updated_at = ?
        WHERE merchant_id = ? AND status IN ('pending', 'retrying')`,
      )
      .run(at, merchantId);
  }
  return getConfig(ctx, merchantId);
}

export function deleteConfig(ctx: Ctx, merchantId: string): void {
  const at = nowIso(ctx);
  ctx.stmt('DELETE FROM webhook_configs WHERE merchant_id = ?').run(merchantId);
  ctx
    .stmt(
      `UPDATE webhook_deliveries SET status = 'failed', next_attempt_at = NULL, last_error = 'webhook configuration removed',
      updated_at = ? WHERE merchant_id = ? AND status IN ('pending', 'retrying', 'paused')`,
    )
    .run(at, merchantId);
}

export interface DeliveryRow {
  id: string;
  merchant_id: string;
  url: string;
  status: DeliveryStatus;
  attempts: bigint;
  response_code: bigint | null;
  last_error: string | null;
  next_attempt_at: string | null;
  created_at: string;
  updated_at: string;
  event_id: string;
  event_type: WebhookEventType;
  payload: string;
}

export const DELIVERY_SELECT = `SELECT d.*, e.id AS event_id, e.type AS event_type, e.payload
  FROM webhook_deliveries d JOIN webhook_events e ON e.seq = d.event_seq`;

/**
 * The history, newest first by the time of the change (then by insertion; oldest first when asked), filtered by
 * status, event type, card and a window of that time. Each filter combination is its own statement, so the card
 * filter reads the card's index range only, and a status the status index's.
 */
export function listDeliveries(
  ctx: Ctx,
  merchantId: string,
  q: HandlerInput<'listWebhookEvents'>['query'],
): RouteOutput<'listWebhookEvents'> {
  const filters: Array<[string, unknown]> = [['d.merchant_id = ?', merchantId]];
  if (q.cardId !== undefined) filters.push(['d.card_id = ?', q.cardId]);
  if (q.status !== undefined) filters.push(['d.status = ?', q.status]);
  if (q.eventType !== undefined) filters.push(['e.type = ?', q.eventType]);
  // Timestamps compare as normalised UTC ISO text, which sorts like time.
  if (q.createdAtFrom !== undefined)
    filters.push(['d.created_at >= ?', new Date(q.createdAtFrom).toISOString()]);
  if (q.createdAtTo !== undefined) filters.push(['d.created_at <= ?', new Date(q.createdAtTo).toISOString()]);
  const dir = q.sortType === 'asc' ? 'ASC' : 'DESC';
  const terms = filters.map(([term]) => term);
  const args = filters.map(([, value]) => value);
  const where = terms.join(' AND ');
  const join = q.eventType === undefined ? '' : 'JOIN webhook_events e ON e.seq = d.event_seq';
  const total = num(
    (
      ctx.stmt(`SELECT COUNT(*) AS n FROM webhook_deliveries d ${join} WHERE ${where}`).get(...args) as {
        n: bigint;
      }
    ).n,
  );
  const rows = ctx
    .stmt(`${DELIVERY_SELECT} WHERE ${where} ORDER BY d.created_at ${dir}, d.seq ${dir} LIMIT ? OFFSET ?`)
    .all(...args, q.limit, q.offset) as DeliveryRow[];
  const notes = notesFor(
    ctx,
    rows.map((d) => d.id),
  );
  return { total, items: rows.map((d) => deliveryView(d, notes.get(d.id) ?? [])) };
}

/** A delivery of the history, with what the sandbox did to it beyond sending it. */
export function deliveryView(d: DeliveryRow, notes: DeliveryNote[]): WebhookDelivery {
  return {
    id: d.id,
    eventId: d.event_id,
    eventType: d.event_type,
    url: d.url,
    status: d.status,
    attempts: num(d.attempts),
    responseCode: d.response_code === null ? null : num(d.response_code),
    lastError: d.last_error,
    nextAttemptAt: d.next_attempt_at,
    createdAt: d.created_at,
    updatedAt: d.updated_at,
    payload: JSON.parse(d.payload) as WebhookEvent,
    notes,
  };
}

/** The present of each merchant whose clock is not real time, at real time `now`. */
function clockedNows(ctx: Ctx, now: Date): Map<string, Date> {
  const rows = ctx.stmt('SELECT merchant_id FROM merchant_clocks').all() as { merchant_id: string }[];
  return new Map(rows.map((r) => [r.merchant_id, presentOf(loadClock(ctx, r.merchant_id), now)]));
}

/**
 * Deliveries due at real time `now`, each on its merchant's clock (a retry scheduled an hour ahead is due once the
 * merchant's clock is advanced an hour; a frozen clock's retries wait for it to move).
 */
export function dueDeliveries(ctx: Ctx, now: Date, limit: number): DueDelivery[] {
  const nows = clockedNows(ctx, now);
  const select = DELIVERY_SELECT.replace('SELECT d.*', 'SELECT d.*, c.secret');
  const where = "d.status IN ('pending', 'retrying') AND d.next_attempt_at <=";
  const order = 'ORDER BY d.next_attempt_at, d.seq LIMIT ?';
  const join = 'JOIN webhook_configs c ON c.merchant_id = d.merchant_id AND c.enabled = 1';
  const rows = (
    nows.size === 0
      ? ctx.stmt(`${select} ${join} WHERE ${where} ? ${order}`).all(now.toISOString(), limit)
      : ctx.db
          .prepare(
            `WITH clocks (merchant_id, now) AS (VALUES ${[...nows.keys()].map(() => '(?, ?)').join(', ')})
            ${select} ${join} LEFT JOIN clocks k ON k.merchant_id = d.merchant_id
            WHERE ${where} COALESCE(k.now, ?) ${order}`,
          )
          .all(...[...nows].flatMap(([id, at]) => [id, at.toISOString()]), now.toISOString(), limit)
  ) as (DeliveryRow & { secret: string | null })[];
  const handed: DueDelivery[] = [];
  for (const row of rows) {
    const merchantNow = nows.get(row.merchant_id) ?? now;
    // A fault waiting for the first attempt is applied now: a lost attempt is not handed out at all.
    const fault = faultAtHandOut(ctx, row.id, merchantNow);
    if (fault === 'dropped') continue;
    const lease = new Date(merchantNow.getTime() + LEASE_MS).toISOString();
    ctx.stmt('UPDATE webhook_deliveries SET next_attempt_at = ? WHERE id = ?').run(lease, row.id);
    handed.push({
      id: row.id,
      merchantId: row.merchant_id,
      url: row.url,
      secret: row.secret,
      attempts: num(row.attempts),
      event: JSON.parse(row.payload) as WebhookEvent,
      ...(fault === 'timeout' ? { ignoreAnswer: true } : {}),
    });
  }
  return handed;
}

export function recordAttempt(
  ctx: Ctx,
  id: string,
  result: DeliveryAttemptResult,
  nextAttemptAt: Date | null,
): void {
  const row = ctx.stmt('SELECT merchant_id FROM webhook_deliveries WHERE id = ?').get(id) as
    { merchant_id: string } | undefined;
  if (!row) return;
  withMerchantClock(ctx, row.merchant_id, () => record(ctx, row.merchant_id, id, result, nextAttemptAt));
}

/** `nextAttemptAt` is real time: the retry is scheduled as far ahead on the merchant's clock. */
function record(
  ctx: Ctx,
  merchantId: string,
  id: string,
  result: DeliveryAttemptResult,
  nextAttemptAt: Date | null,
): void {
  const clock = loadClock(ctx, merchantId);
  const retryAt =
    nextAttemptAt === null
      ? null
      : clock.frozenAt === null
        ? new Date(nextAttemptAt.getTime() + clock.offsetMs)
        : new Date(clock.frozenAt.getTime() + nextAttemptAt.getTime() - ctx.realClock().getTime());
  const status: DeliveryStatus = result.ok ? 'delivered' : retryAt === null ? 'failed' : 'retrying';
  ctx
    .stmt(
      `UPDATE webhook_deliveries SET status = ?, attempts = attempts + 1, response_code = ?, last_error = ?, next_attempt_at = ?,
      updated_at = ? WHERE id = ?`,
    )
    .run(
      status,
      result.responseCode,
      result.error === null ? null : result.error.slice(0, MAX_ERROR_LENGTH),
      result.ok || retryAt === null ? null : retryAt.toISOString(),
      nowIso(ctx),
      id,
    );
}
