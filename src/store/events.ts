// The live events slice: what the in-console webhook receiver saw, newest last. The log keeps the
// last EVENTS_CAPACITY outcomes and costs the same per event however long the console has listened
// (record-log.ts); the counts cover every outcome since start, so "received" can be checked against
// the receiver's own statistics even after the log has dropped old entries. Pure: no I/O.
import type { DeliveryStatus, WebhookConfig, WebhookDelivery, WebhookEventType } from '../contract/index.js';
import { appendToLog, emptyLog, logAt, logFromNewest, logSize, type RecordLog } from './record-log.js';
import { extended } from '../domain/index.js';

/** How one delivery was judged: accepted, or why not. */
export type EventVerdict = 'accepted' | 'rejected' | 'duplicate' | 'filtered';

/** The listener's state as the header shows it. */
export type EventsStatus =
  | 'off'
  /** Listening, and an accepted event arrived recently. */
  | 'live'
  /** Listening, nothing recent. */
  | 'quiet'
  /** Asked for, but it could not start (the reason is in `problem`). */
  | 'failed';

export interface EventRecord {
  /** 1, 2, 3... in arrival order: a stable key even when two events share an id (a replay). */
  readonly seq: number;
  /** When it arrived (ms since the epoch). */
  readonly at: number;
  readonly verdict: EventVerdict;
  /** Why it was not accepted, e.g. "bad signature" (unverified network text stays out of it). */
  readonly reason?: string;
  readonly detail?: string;
  /** The event's id: verified for accepted ones, otherwise as the sender claimed. */
  readonly eventId?: string;
  readonly type?: WebhookEventType;
  /** The object the event is about (card or operation id), from the payload. */
  readonly objectId?: string;
  /** The event's own createdAt. */
  readonly createdAt?: string;
  /** Shown after an event created later: that event's createdAt. */
  readonly lateAfter?: string;
  /** The verified event body (accepted only); shown sanitised. */
  readonly payload?: unknown;
}

export interface EventCounts {
  readonly received: number;
  readonly accepted: number;
  readonly rejected: number;
  readonly duplicate: number;
  readonly filtered: number;
}

export interface EventsState {
  readonly status: EventsStatus;
  /** Where the receiver listens, e.g. http://127.0.0.1:41234/ */
  readonly url?: string;
  /** Why it is off or failed, in a few words. */
  readonly problem?: string;
  /** The last EVENTS_CAPACITY outcomes, oldest first: read with the functions below. */
  readonly log: RecordLog<EventRecord>;
  readonly counts: EventCounts;
  readonly lastEventAt?: number;
  /** When the last accepted event arrived: sync polls less while this is recent. */
  readonly lastAcceptedAt?: number;
  /** Cursor of the Events view (index into the log, newest first). */
  readonly cursor: number;
}

export type EventInput = Omit<EventRecord, 'seq'>;

/** Outcomes the Events view can scroll back through (about 1 MB of payloads at most). */
export const EVENTS_CAPACITY = 1_000;

export function initialEvents(): EventsState {
  return {
    status: 'off',
    log: emptyLog(),
    counts: { received: 0, accepted: 0, rejected: 0, duplicate: 0, filtered: 0 },
    cursor: 0,
  };
}

function counted(counts: EventCounts, inputs: readonly EventInput[]): EventCounts {
  const next = { ...counts, received: counts.received + inputs.length };
  for (const input of inputs) next[input.verdict] += 1;
  return next;
}

/** Appends outcomes (one store update for a burst), keeping the last `capacity`. */
export function appendEvents(
  state: EventsState,
  inputs: readonly EventInput[],
  capacity = EVENTS_CAPACITY,
): EventsState {
  if (inputs.length === 0) return state;
  const firstSeq = state.counts.received + 1;
  const added = inputs.map((input, i) => extended(input, { seq: firstSeq + i }));
  const log = appendToLog(state.log, added, capacity);
  let lastAcceptedAt = state.lastAcceptedAt;
  for (const input of inputs) {
    if (input.verdict === 'accepted' && (lastAcceptedAt === undefined || input.at > lastAcceptedAt))
      lastAcceptedAt = input.at;
  }
  const lastEventAt = Math.max(state.lastEventAt ?? 0, ...inputs.map((e) => e.at));
  // The cursor stays on the same record while newer ones arrive above it (unless it is at the top).
  const cursor = state.cursor === 0 ? 0 : Math.min(state.cursor + added.length, logSize(log) - 1);
  return {
    ...state,
    log,
    counts: counted(state.counts, inputs),
    lastEventAt,
    ...(lastAcceptedAt !== undefined ? { lastAcceptedAt } : {}),
    cursor,
  };
}

/** How many outcomes the log holds. */
export function eventCount(state: Pick<EventsState, 'log'>): number {
  return logSize(state.log);
}

/** The outcome `index` rows from the newest, as the Events view lists them (0 is the newest). */
export function eventFromNewest(state: Pick<EventsState, 'log'>, index: number): EventRecord | undefined {
  return logFromNewest(state.log, index);
}

/** `count` outcomes from the `offset`-th newest on: one screen of the Events view, whatever the log holds. */
export function eventsWindow(state: Pick<EventsState, 'log'>, offset: number, count: number): EventRecord[] {
  const out: EventRecord[] = [];
  for (let i = offset; i < offset + count; i++) {
    const record = logFromNewest(state.log, i);
    if (!record) break;
    out.push(record);
  }
  return out;
}

/** The outcome with this arrival number, while the log holds it (seqs are consecutive). */
export function eventBySeq(state: Pick<EventsState, 'log'>, seq: number): EventRecord | undefined {
  const oldest = logAt(state.log, 0);
  const record = oldest && logAt(state.log, seq - oldest.seq);
  return record?.seq === seq ? record : undefined;
}

/** The header's words for the listener. */
export function eventsLabel(state: Pick<EventsState, 'status'>): string {
  return `events: ${state.status}`;
}

/** What the Webhooks view shows: the configuration and one page of the delivery history. */
export interface WebhooksView {
  /** A read is in flight. */
  readonly loading: boolean;
  /** The last read's failure, in a few words. */
  readonly error?: string;
  /** undefined: not read yet; null: there is none. */
  readonly config?: WebhookConfig | null;
  readonly deliveries: readonly WebhookDelivery[];
  readonly total: number;
  readonly filter: { readonly status?: DeliveryStatus; readonly eventType?: WebhookEventType };
  /** Row under the cursor in the delivery history. */
  readonly cursor: number;
  /** The delivery whose payload is open. */
  readonly open?: string;
  /** First line shown of the open payload. */
  readonly scroll: number;
}

export function initialWebhooksView(): WebhooksView {
  return { loading: true, deliveries: [], total: 0, filter: {}, cursor: 0, scroll: 0 };
}
