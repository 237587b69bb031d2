// How a received event is shown: one readable line, or one JSON line. Everything that came from the
// network is hostile text: control and bidi characters are escaped, card numbers and the given
// secrets are redacted, before anything reaches a terminal or a log.
import type { WebhookEvent } from '../../contract/index.js';
import {
  formatInstant,
  formatTime,
  redactSecrets,
  safeJson,
  sanitizeText,
  type DisplayZone,
} from '../../domain/index.js';
import type { ShownEvent } from './order.js';
import type { ForwardResult } from './types.js';

/** Safe for a terminal: escapes controls, redacts card numbers and the given secrets. */
export function cleanText(text: string, secrets: readonly string[] = []): string {
  return redactSecrets(sanitizeText(text), secrets);
}

/** cleanText over every string (keys too) of a JSON-like value; numbers and booleans stay as they are. */
export function cleanDeep(value: unknown, secrets: readonly string[] = []): unknown {
  if (typeof value === 'string') return cleanText(value, secrets);
  if (Array.isArray(value)) return value.map((item: unknown) => cleanDeep(item, secrets));
  if (typeof value !== 'object' || value === null) return value;
  // fromEntries defines own properties, so a "__proto__" key stays data.
  return Object.fromEntries(
    Object.entries(value).map(([k, v]) => [cleanText(k, secrets), cleanDeep(v, secrets)]),
  );
}

const text = (value: unknown): string | undefined =>
  typeof value === 'string' && value !== '' ? value : undefined;
const field = (record: unknown, key: string): unknown =>
  typeof record === 'object' && record !== null ? (record as Record<string, unknown>)[key] : undefined;

/**
 * A few words about the event from known fields only (never the whole payload, which may hold
 * more than an operator needs on screen). Unknown shapes give what they have.
 */
export function summarizeEvent(event: WebhookEvent): string {
  const d = event.data;
  const amount =
    text(d.amount) && `${d.amount as string}${text(d.currency) ? ` ${d.currency as string}` : ''}`;
  const parts: (string | undefined)[] =
    event.type === 'card_state'
      ? [
          text(d.name) && `card "${d.name as string}"`,
          text(d.maskedNumber),
          text(d.status) && `→ ${d.status as string}`,
        ]
      : [
          text(d.type),
          amount,
          text(d.status),
          text(field(d.card, 'maskedNumber')) && `card ${field(d.card, 'maskedNumber') as string}`,
          text(field(d.account, 'name')) && `wallet "${field(d.account, 'name') as string}"`,
          text(d.merchantName) && `at ${d.merchantName as string}`,
          text(d.declineReason) && `(${d.declineReason as string})`,
        ];
  return parts.filter((p): p is string => p !== undefined && p !== '').join(' ');
}

/**
 * `21:06:07  accepted   card_state           evt-1  card "Ops" 4111 **** 1111 → frozen`: when it
 * arrived in the display zone (the listener's banner names it).
 */
export function formatReceivedLine(e: ShownEvent, secrets: readonly string[], zone: DisplayZone): string {
  const what = e.event ? summarizeEvent(e.event) : '';
  const why = e.reason ? `${e.reason}${e.detail ? ` (${e.detail})` : ''}` : '';
  const tail = [why, orderNote(e, zone), what].filter((p) => p !== '').join(' — ');
  const line =
    `${formatInstant(e.at.getTime(), zone, 'clock')}  ${e.status.padEnd(9)}  ${(e.type ?? '-').padEnd(19)}  ` +
    `${e.id ?? '-'}${tail ? `  ${tail}` : ''}`;
  return cleanText(line, secrets);
}

/** What the order of arrival says about an event: it came twice, or after one that happened later. */
export function orderNote(e: Pick<ShownEvent, 'status' | 'lateAfter'>, zone: DisplayZone): string {
  if (e.status === 'duplicate') return 'arrived twice: shown once';
  if (e.lateAfter === undefined) return '';
  return `late: arrived after an event of ${formatTime(e.lateAfter, zone, 'clock')}`;
}

/**
 * One JSON line: `{at, status, reason?, detail?, lateAfter?, id?, type?, event?}` with every string cleaned; `at`
 * in ISO 8601 (UTC); `lateAfter`: the createdAt of the later event shown before this one.
 */
export function formatReceivedJson(e: ShownEvent, secrets: readonly string[] = []): string {
  const record = {
    at: e.at.toISOString(),
    status: e.status,
    ...(e.lateAfter ? { lateAfter: e.lateAfter } : {}),
    ...(e.reason ? { reason: e.reason } : {}),
    ...(e.detail ? { detail: e.detail } : {}),
    ...(e.id ? { id: e.id } : {}),
    ...(e.type ? { type: e.type } : {}),
    ...(e.event !== undefined ? { event: e.event } : {}),
  };
  return safeJson(cleanDeep(record, secrets));
}

export function formatForwardLine(r: ForwardResult, secrets: readonly string[] = []): string {
  const outcome = r.ok ? `forwarded (${r.statusCode ?? '?'})` : `forward failed: ${r.error ?? 'unknown'}`;
  return cleanText(`  ${r.id}  ${outcome}`, secrets);
}
