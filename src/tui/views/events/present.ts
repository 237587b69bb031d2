// Pure text of the Events view: one line per received delivery, the counts, and an event's payload.
import { orderNote } from '../../../api/receiver/index.js';
import { formatInstant, formatTime, type DisplayZone } from '../../../domain/index.js';
import { type EventRecord, type EventsState } from '../../../store/index.js';
import { rawLines } from '../../present/raw.js';
import { fit, safe } from '../../text.js';
import type { Theme } from '../../theme.js';

/** Names a card by its id as the rest of the console does (see present/card-name.ts). */
export type NameCard = (cardId: string) => string;

/** HH:MM:SS in the display zone (named in the header). */
export function clock(ms: number, zone: DisplayZone): string {
  return formatInstant(ms, zone, 'clock');
}

const field = (value: unknown, key: string): unknown =>
  typeof value === 'object' && value !== null ? (value as Record<string, unknown>)[key] : undefined;

/** The card an accepted event is about: the object of a card_state event, the card of a card_transaction. */
export function eventCardId(record: EventRecord): string | undefined {
  if (record.type === 'card_state') return record.objectId;
  if (record.type !== 'card_transaction') return undefined;
  const id = field(field(field(record.payload, 'data'), 'card'), 'id');
  return typeof id === 'string' && id !== '' ? id : undefined;
}

/** The verdict as a word the operator reads; a duplicate is a second delivery of an id. */
export function verdictText(record: Pick<EventRecord, 'verdict'>): string {
  return record.verdict === 'duplicate' ? 'twice' : record.verdict;
}

/** What the order of arrival says, as `card-console listen` says it: late (after which), or arrived twice. */
function arrivalNote(record: EventRecord, zone: DisplayZone): string {
  return orderNote(
    { status: record.verdict, ...(record.lateAfter !== undefined ? { lateAfter: record.lateAfter } : {}) },
    zone,
  );
}

export function verdictColor(record: Pick<EventRecord, 'verdict'>, theme: Theme): string | undefined {
  if (record.verdict === 'accepted') return theme.ok;
  if (record.verdict === 'rejected') return theme.error;
  return theme.warn;
}

/**
 * What the last column says: for an accepted event its card by name (a card_transaction also its
 * operation's id) or else its object's id; the reason for the others.
 */
export function eventSubject(record: EventRecord, nameCard: NameCard): string {
  if (record.verdict === 'accepted') {
    const cardId = eventCardId(record);
    if (cardId === undefined) return safe(record.objectId ?? '');
    const operation =
      record.objectId !== undefined && record.objectId !== cardId ? record.objectId : undefined;
    return operation ? `${nameCard(cardId)} | op ${safe(operation)}` : nameCard(cardId);
  }
  if (record.verdict === 'duplicate')
    return `arrived twice: shown once${record.eventId ? ` (${safe(record.eventId)})` : ''}`;
  if (record.verdict === 'filtered') return 'type not subscribed';
  const reason = record.reason ?? 'rejected';
  return record.detail ? `${reason}: ${safe(record.detail)}` : reason;
}

export const EVENT_COLUMNS = { time: 8, type: 19, verdict: 9 } as const;

export function eventHeading(): string {
  return `${fit('TIME', EVENT_COLUMNS.time)}  ${fit('TYPE', EVENT_COLUMNS.type)}  ${fit('VERDICT', EVENT_COLUMNS.verdict)}  OBJECT / REASON`;
}

export function eventCells(
  record: EventRecord,
  zone: DisplayZone,
  nameCard: NameCard,
): { lead: string; verdict: string; subject: string } {
  const late = record.verdict === 'accepted' ? arrivalNote(record, zone) : '';
  return {
    lead: `${fit(clock(record.at, zone), EVENT_COLUMNS.time)}  ${fit(safe(record.type ?? '?'), EVENT_COLUMNS.type)}  `,
    verdict: fit(verdictText(record), EVENT_COLUMNS.verdict),
    subject: `  ${eventSubject(record, nameCard)}${late ? ` — ${late}` : ''}`,
  };
}

export function countsText(events: EventsState): string {
  const c = events.counts;
  return `${c.received} received: ${c.accepted} accepted, ${c.rejected} rejected, ${c.duplicate} twice, ${c.filtered} filtered`;
}

export function listenerText(events: EventsState): string {
  const where = events.url ? ` on ${safe(events.url)}` : '';
  const why =
    events.problem && events.status !== 'live' && events.status !== 'quiet'
      ? ` (${safe(events.problem)})`
      : '';
  return `events: ${events.status}${where}${why}`;
}

/**
 * The payload lines of an opened event: when it arrived and was created (in the display zone, named
 * on the line), then sanitised JSON, whose times stay as sent (rejected ones carry no verified body).
 */
export function payloadLines(record: EventRecord, zone: DisplayZone, nameCard: NameCard): string[] {
  const head = [
    `event ${safe(record.eventId ?? '(no id)')}`,
    `type ${safe(record.type ?? '?')}  verdict ${verdictText(record)}${record.verdict === 'accepted' ? '' : `  (${eventSubject(record, nameCard)})`}`,
    ...(record.verdict === 'accepted' && record.lateAfter ? [arrivalNote(record, zone)] : []),
    `received ${formatInstant(record.at, zone, 'stamp')}${record.createdAt ? `  created ${formatTime(record.createdAt, zone, 'stamp')}` : ''}`,
    '',
  ];
  if (record.payload === undefined) return [...head, 'no verified payload: the body was not accepted'];
  return [...head, ...rawLines(record.payload)];
}
