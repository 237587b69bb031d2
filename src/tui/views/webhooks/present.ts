// Pure text of the Webhooks view: the configuration (never the secret, only whether one is set),
// the delivery history rows, the filter line and one delivery's payload.
import type { WebhookConfig, WebhookDelivery } from '../../../contract/index.js';
import { formatTime, type DisplayZone } from '../../../domain/index.js';
import type { WebhooksView } from '../../../store/index.js';
import { rawLines } from '../../present/raw.js';
import type { KeyOf } from '../../view/types.js';
import { fit, safe } from '../../text.js';

/** 2026-01-01 19:04:05 in the display zone (named in the header); 19 wide like the column. */
const time = (iso: string | null | undefined, zone: DisplayZone): string => formatTime(iso, zone, 'second');

export function configLines(
  config: WebhookConfig | null | undefined,
  zone: DisplayZone,
  keyOf: KeyOf,
): string[] {
  if (config === undefined) return ['configuration: loading'];
  if (config === null) return [`configuration: none (${keyOf('webhooks.configure')} to set one)`];
  const types = config.eventTypes === 'all' ? 'all' : config.eventTypes.map((t) => safe(t)).join(', ');
  return [
    `url      ${safe(config.url)}`,
    `events   ${types}`,
    `delivery ${config.enabled ? 'enabled' : 'PAUSED'}   ` +
      `secret ${config.hasSecret ? 'set (not shown)' : 'none: deliveries are unsigned'}   ` +
      `updated ${time(config.updatedAt, zone)}`,
  ];
}

export function filterText(view: WebhooksView, keyOf: KeyOf): string {
  const status = view.filter.status ?? 'all';
  const type = view.filter.eventType ?? 'all';
  return (
    `history: ${view.deliveries.length} of ${view.total} | ` +
    `status ${status} (${keyOf('webhooks.filter.status')}) | type ${type} (${keyOf('webhooks.filter.type')})`
  );
}

export const DELIVERY_COLUMNS = { time: 19, type: 19, status: 9, attempts: 3, code: 4 } as const;

export function deliveryHeading(): string {
  const c = DELIVERY_COLUMNS;
  return (
    `${fit('TIME', c.time)}  ${fit('EVENT TYPE', c.type)}  ${fit('STATUS', c.status)}  ` +
    `${fit('TRY', c.attempts, 'right')}  ${fit('CODE', c.code, 'right')}  NEXT ATTEMPT`
  );
}

export function deliveryRow(d: WebhookDelivery, zone: DisplayZone): string {
  const c = DELIVERY_COLUMNS;
  const code = d.responseCode === null ? '-' : String(d.responseCode);
  const next = time(d.nextAttemptAt, zone);
  const error = d.lastError ? `  ${safe(d.lastError)}` : '';
  return (
    `${fit(time(d.createdAt, zone), c.time)}  ${fit(safe(d.eventType), c.type)}  ${fit(safe(d.status), c.status)}  ` +
    `${fit(String(d.attempts), c.attempts, 'right')}  ${fit(code, c.code, 'right')}  ${next}${error}`
  );
}

/** One delivery opened: its times in the display zone with the zone named, then the payload as sent. */
export function deliveryLines(d: WebhookDelivery, zone: DisplayZone): string[] {
  return [
    `delivery ${safe(d.id)}  event ${safe(d.eventId)}`,
    `type ${safe(d.eventType)}  status ${safe(d.status)}  attempts ${d.attempts}  response ${d.responseCode ?? '-'}`,
    `to ${safe(d.url)}`,
    `created ${formatTime(d.createdAt, zone, 'stamp')}  next attempt ${formatTime(d.nextAttemptAt, zone, 'stamp')}` +
      (d.lastError ? `  last error ${safe(d.lastError)}` : ''),
    '',
    ...rawLines(d.payload),
  ];
}
