// Pure text of the Events view: one line per received delivery, the counts, and an event's payload.
import { type EventRecord, type EventsState } from '../../../store/index.js';
import { rawLines } from '../../present/raw.js';
import { fit, safe } from '../../text.js';
import type { Theme } from '../../theme.js';

/** HH:MM:SS in UTC: the sandbox and the payloads speak UTC too. */
export function clock(ms: number): string {
  return new Date(ms).toISOString().slice(11, 19);
}

/** The verdict as a word the operator reads; a duplicate is a replayed id. */
export function verdictText(record: Pick<EventRecord, 'verdict'>): string {
  return record.verdict === 'duplicate' ? 'replayed' : record.verdict;
}

export function verdictColor(record: Pick<EventRecord, 'verdict'>, theme: Theme): string | undefined {
  if (record.verdict === 'accepted') return theme.ok;
  if (record.verdict === 'rejected') return theme.error;
  return theme.warn;
}

/** What the last column says: the object for an accepted event, the reason for the others. */
export function eventSubject(record: EventRecord): string {
  if (record.verdict === 'accepted') return safe(record.objectId ?? '');
  if (record.verdict === 'duplicate') return `id already seen ${safe(record.eventId ?? '')}`.trim();
  if (record.verdict === 'filtered') return 'type not subscribed';
  const reason = record.reason ?? 'rejected';
  return record.detail ? `${reason}: ${safe(record.detail)}` : reason;
}

export const EVENT_COLUMNS = { time: 8, type: 19, verdict: 9 } as const;

export function eventHeading(): string {
  return `${fit('TIME', EVENT_COLUMNS.time)}  ${fit('TYPE', EVENT_COLUMNS.type)}  ${fit('VERDICT', EVENT_COLUMNS.verdict)}  OBJECT / REASON`;
}

export function eventCells(record: EventRecord): { lead: string; verdict: string; subject: string } {
  return {
    lead: `${fit(clock(record.at), EVENT_COLUMNS.time)}  ${fit(safe(record.type ?? '?'), EVENT_COLUMNS.type)}  `,
    verdict: fit(verdictText(record), EVENT_COLUMNS.verdict),
    subject: `  ${eventSubject(record)}`,
  };
}

export function countsText(events: EventsState): string {
  const c = events.counts;
  return `${c.received} received: ${c.accepted} accepted, ${c.rejected} rejected, ${c.duplicate} replayed, ${c.filtered} filtered`;
}

export function listenerText(events: EventsState): string {
  const where = events.url ? ` on ${safe(events.url)}` : '';
  const why =
    events.problem && events.status !== 'live' && events.status !== 'quiet'
      ? ` (${safe(events.problem)})`
      : '';
  return `events: ${events.status}${where}${why}`;
}

/** The payload lines of an opened event: sanitised JSON (rejected ones carry no verified body). */
export function payloadLines(record: EventRecord): string[] {
  const head = [
    `event ${safe(record.eventId ?? '(no id)')}`,
    `type ${safe(record.type ?? '?')}  verdict ${verdictText(record)}${record.verdict === 'accepted' ? '' : `  (${eventSubject(record)})`}`,
    `received ${new Date(record.at).toISOString()}${record.createdAt ? `  created ${safe(record.createdAt)}` : ''}`,
    '',
  ];
  if (record.payload === undefined) return [...head, 'no verified payload: the body was not accepted'];
  return [...head, ...rawLines(record.payload)];
}
