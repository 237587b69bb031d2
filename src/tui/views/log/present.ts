// Pure text of the command log (`@`): one row per attempt, newest first, and the selected entry's
// details (the whole path, the server's request id, the retry and why, the key, the masked body of
// our own change). Entries are redacted by the client already; every string is sanitised here.
import type { SentRequest } from '../../../actions/index.js';
import { formatInstant, type DisplayZone } from '../../../domain/index.js';
import { fit, safe } from '../../text.js';

const COLUMNS = { time: 8, profile: 10, method: 6, status: 3, duration: 7, retry: 17 } as const;

/** The heading names the display zone: the rows' times are in it. */
export function logHeading(zone: DisplayZone, now: number): string {
  const c = COLUMNS;
  return [
    fit(`TIME ${zone.label(now)}`, c.time + 4),
    fit('PROFILE', c.profile),
    fit('METHOD', c.method),
    fit('ST', c.status),
    fit('MS', c.duration, 'right'),
    fit('RETRY', c.retry),
    'PATH',
  ].join(' ');
}

/** "retry 1 (429)" on an attempt that was a retry; "" on a first attempt. */
export function retryText(entry: SentRequest): string {
  if (entry.attempt <= 1) return '';
  return `retry ${entry.attempt - 1} (${safe(entry.retryReason ?? '?')})`;
}

/** The status, or what happened instead of one (a timeout, a lost connection). */
export const statusText = (entry: SentRequest): string =>
  entry.status === undefined ? (entry.errorKind === 'timeout' ? 'T/O' : 'ERR') : String(entry.status);

export function logLine(entry: SentRequest, zone: DisplayZone): string {
  const c = COLUMNS;
  return [
    fit(formatInstant(entry.startedAt, zone, 'clock'), c.time + 4),
    fit(safe(entry.profile), c.profile),
    fit(entry.method, c.method),
    fit(statusText(entry), c.status),
    fit(String(Math.round(entry.durationMs)), c.duration, 'right'),
    fit(retryText(entry), c.retry),
    safe(entry.url),
  ].join(' ');
}

/** Cuts a long text into lines of `width` (a copied command is shown whole, to be selected by hand). */
export function wrap(text: string, width: number): string[] {
  const size = Math.max(10, width);
  const chars = Array.from(text);
  const out: string[] = [];
  for (let i = 0; i < chars.length; i += size) out.push(chars.slice(i, i + size).join(''));
  return out.length === 0 ? [''] : out;
}

/** The selected entry in full: what the row had no room for. */
export function detailLines(entry: SentRequest, zone: DisplayZone, width: number): string[] {
  const facts = [
    `#${entry.seq} ${entry.method} ${safe(entry.url)}`,
    [
      `at ${formatInstant(entry.startedAt, zone, 'clock')} ${zone.label(entry.startedAt)}`,
      `status ${statusText(entry)}`,
      entry.errorKind ? `(${entry.errorKind})` : '',
      `request id ${entry.requestId === undefined ? 'none sent' : safe(entry.requestId)}`,
      retryText(entry),
      entry.idempotencyKey ? `key ${safe(entry.idempotencyKey)}` : '',
    ]
      .filter((part) => part !== '')
      .join(' | '),
  ];
  if (entry.body !== undefined) facts.push(`body ${safe(entry.body)}`);
  return facts.flatMap((fact) => wrap(fact, width));
}
