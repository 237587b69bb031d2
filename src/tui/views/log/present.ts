// Pure text of the command log (`@`): one row per attempt, newest first, and the selected entry's
// details (the whole path, the server's request id, the retry and why, the key, the masked body of
// our own change). Entries are redacted by the client already; every string is sanitised here.
import type { SentRequest } from '../../../actions/index.js';
import { formatInstant, type DisplayZone } from '../../../domain/index.js';
import { fitColumns, GAP, hiddenColumnsNote, type Column, type FittedColumn } from '../../present/columns.js';
import { fit, safe } from '../../text.js';

/** By need: the path (what was called) wants its room before the profile, the duration and the retry keep theirs. */
const COLUMNS: readonly Column[] = [
  { key: 'time', title: 'TIME', min: 12, weight: 0 },
  { key: 'profile', title: 'PROFILE', min: 10, weight: 0, drop: 5 },
  { key: 'method', title: 'METHOD', min: 6, weight: 0 },
  { key: 'status', title: 'ST', min: 3, weight: 0 },
  { key: 'duration', title: 'MS', min: 7, weight: 0, align: 'right', drop: 4 },
  { key: 'retry', title: 'RETRY', min: 17, weight: 0, drop: 3 },
  { key: 'path', title: 'PATH', min: 20, weight: 1, want: 48, cut: 'middle' },
];

/** The log's columns at `width` (the page's width: the cursor's marker is left out as in a pane). */
export const logColumns = (width: number): FittedColumn[] => fitColumns(COLUMNS, width);

const WIDE = logColumns(1_000);

function joined(columns: readonly FittedColumn[], cells: Readonly<Record<string, string>>): string {
  return columns
    .map((c) => fit(cells[c.key] ?? '', c.width, c.align, c.cut))
    .join(' '.repeat(GAP))
    .trimEnd();
}

/** The heading names the display zone (the rows' times are in it) and the columns the width hid. */
export function logHeading(zone: DisplayZone, now: number, columns: readonly FittedColumn[] = WIDE): string {
  const hidden = hiddenColumnsNote(COLUMNS, columns);
  return joined(columns, {
    time: `TIME ${zone.label(now)}`,
    profile: 'PROFILE',
    method: 'METHOD',
    status: 'ST',
    duration: 'MS',
    retry: 'RETRY',
    path: hidden ? `PATH; ${hidden}` : 'PATH',
  });
}

/** "retry 1 (429)" on an attempt that was a retry; "" on a first attempt. */
export function retryText(entry: SentRequest): string {
  if (entry.attempt <= 1) return '';
  return `retry ${entry.attempt - 1} (${safe(entry.retryReason ?? '?')})`;
}

/** The status, or what happened instead of one (a timeout, a lost connection). */
export const statusText = (entry: SentRequest): string =>
  entry.status === undefined ? (entry.errorKind === 'timeout' ? 'T/O' : 'ERR') : String(entry.status);

export function logLine(
  entry: SentRequest,
  zone: DisplayZone,
  columns: readonly FittedColumn[] = WIDE,
): string {
  return joined(columns, {
    time: formatInstant(entry.startedAt, zone, 'clock'),
    profile: safe(entry.profile),
    method: entry.method,
    status: statusText(entry),
    duration: String(Math.round(entry.durationMs)),
    retry: retryText(entry),
    path: safe(entry.url),
  });
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
