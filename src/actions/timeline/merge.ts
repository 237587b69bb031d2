// The merge of a card's sources into one timeline, newest first. Pure: the reader (reader.ts) brings the
// sources, this decides the rows. The same state change heard twice (from the delivery history and live)
// is one row with both sources; an audit entry and the event or operation it caused are one row too, and so
// are our edit and the read that showed it (merge-reads.ts).
import { CardStatus, type WebhookDelivery } from '../../contract/index.js';
import type { EventRecord, Operation, ReadChange } from '../../store/index.js';
import type { AuditEntry } from '../audit.js';
import { withReads, type EditRow } from './merge-reads.js';
import type { Actor, DeliveryFact, StateChange, TimelineRow, TimelineSource } from './types.js';

export interface TimelineSources {
  readonly cardId: string;
  /** The card's operations read so far (any order). */
  readonly operations: readonly Operation[];
  /** The delivery history filtered by the card. */
  readonly history: readonly WebhookDelivery[];
  /** What the console's receiver heard (the store's bounded log). */
  readonly live: readonly EventRecord[];
  /** This console's audit trail (file and session). */
  readonly audit: readonly AuditEntry[];
  /** The name and limit changes this console's card reads showed, oldest first (the store's record). */
  readonly reads?: readonly ReadChange[];
  /** The card's currency, shown with its limits. */
  readonly currency?: string;
  /**
   * The time of the oldest operation read when more pages remain: anything older waits until they are
   * read, so a row never sits above an operation not yet loaded. Undefined: every operation is read.
   */
  readonly loadedFrom?: number;
}

/** How far apart our audit entry and the event of the change it made may be and still be the same change. */
export const SAME_CHANGE_MS = 120_000;

/** The status each of our changes leaves the card in (single actions `card.x`, bulk jobs `bulk.x`). */
const STATUS_AFTER: Readonly<Record<string, CardStatus>> = {
  suspend: 'frozen',
  resume: 'active',
  terminate: 'closed',
};

type Row = TimelineRow;
type StateRow = Extract<Row, { kind: 'state' }>;

const actorOf = (entry: AuditEntry): Actor => ({
  profile: entry.profile,
  host: entry.host,
  ...(entry.targets.jobId ? { jobId: entry.targets.jobId } : {}),
});

function withSource<T extends Row>(row: T, source: TimelineSource): T {
  return row.sources.includes(source) ? row : { ...row, sources: [...row.sources, source] };
}

function statusOf(data: unknown): CardStatus | undefined {
  if (data === null || typeof data !== 'object') return undefined;
  const record = data as Record<string, unknown>;
  const nested = record.card as Record<string, unknown> | undefined;
  const parsed = CardStatus.safeParse(record.cardStatus ?? record.status ?? nested?.cardStatus);
  return parsed.success ? parsed.data : undefined;
}

function stateRow(
  eventId: string,
  at: string,
  change: StateChange,
  source: TimelineSource,
): StateRow | undefined {
  const atMs = Date.parse(at);
  if (Number.isNaN(atMs)) return undefined;
  return {
    kind: 'state',
    key: `event:${eventId}`,
    at,
    atMs,
    sources: [source],
    change,
    eventId,
  };
}

const deliveryOf = (d: WebhookDelivery): DeliveryFact => ({
  eventType: d.eventType,
  status: d.status,
  attempts: d.attempts,
});

/** How much a delivery's state asks of the operator: the one an operation or state change shows is the highest. */
const DELIVERY_WEIGHT: Readonly<Record<string, number>> = {
  delivered: 0,
  pending: 1,
  paused: 2,
  retrying: 3,
};

/** The delivery a row shows of the several its events had: the one most in need of attention, else the latest. */
function mostPressing(known: DeliveryFact | undefined, next: DeliveryFact): DeliveryFact {
  if (!known) return next;
  const a = DELIVERY_WEIGHT[known.status] ?? 0;
  const b = DELIVERY_WEIGHT[next.status] ?? 0;
  return b > a || (b === a && next.attempts >= known.attempts) ? next : known;
}

/** The operation a card_transaction event carried (its payload is the operation). */
function operationIdOf(delivery: WebhookDelivery): string | undefined {
  const id = delivery.payload.data.id;
  return typeof id === 'string' ? id : undefined;
}

interface EventRows {
  readonly states: Map<string, StateRow>;
  /** Failed deliveries: a row of their own (the operator has to act on them). */
  readonly deliveries: Row[];
  /** The delivery each operation shows as an attribute, by operation id. */
  readonly carried: Map<string, DeliveryFact>;
}

function failedRow(d: WebhookDelivery): Row | undefined {
  const atMs = Date.parse(d.createdAt);
  if (Number.isNaN(atMs)) return undefined;
  return {
    kind: 'delivery',
    key: `delivery:${d.id}`,
    at: d.createdAt,
    atMs,
    sources: ['event'],
    eventId: d.payload.id,
    delivery: deliveryOf(d),
  };
}

/**
 * card_state events of the history and the live log, one row per event id. A delivery is an attribute of the
 * operation or state change it carried; only a failed one (given up) is a row of its own.
 */
function eventRows(sources: TimelineSources): EventRows {
  const states = new Map<string, StateRow>();
  const deliveries: Row[] = [];
  const carried = new Map<string, DeliveryFact>();
  const stateDelivery = new Map<string, DeliveryFact>();
  for (const d of sources.history) {
    const event = d.payload;
    if (d.status === 'failed') {
      const row = failedRow(d);
      if (row) deliveries.push(row);
    }
    if (d.eventType === 'card_state') {
      if (d.status !== 'failed' && d.status !== 'undelivered')
        stateDelivery.set(event.id, mostPressing(stateDelivery.get(event.id), deliveryOf(d)));
      const to = statusOf(event.data);
      if (to === undefined || states.has(event.id)) continue;
      const change = { to, ...(event.previousStatus !== undefined ? { from: event.previousStatus } : {}) };
      const row = stateRow(event.id, event.createdAt, change, 'event');
      if (row) states.set(event.id, row);
    } else if (d.status !== 'undelivered' && d.status !== 'failed') {
      const opId = operationIdOf(d);
      if (opId !== undefined) carried.set(opId, mostPressing(carried.get(opId), deliveryOf(d)));
    }
  }
  for (const [eventId, delivery] of stateDelivery) {
    const row = states.get(eventId);
    if (row) states.set(eventId, { ...row, delivery });
  }
  for (const record of sources.live) {
    if (record.verdict !== 'accepted' || record.type !== 'card_state' || record.eventId === undefined)
      continue;
    if (record.objectId !== sources.cardId) continue;
    const known = states.get(record.eventId);
    if (known) {
      states.set(record.eventId, withSource(known, 'live'));
      continue;
    }
    const payload = (record.payload ?? {}) as { data?: unknown; previousStatus?: CardStatus | null };
    const to = statusOf(payload.data);
    if (to === undefined) continue;
    const at = record.createdAt ?? new Date(record.at).toISOString();
    const change = { to, ...(payload.previousStatus !== undefined ? { from: payload.previousStatus } : {}) };
    const row = stateRow(record.eventId, at, change, 'live');
    if (row) states.set(record.eventId, row);
  }
  return { states, deliveries, carried };
}

/** The nearest state row to `entry` that moved the card to `to`, not yet claimed by another audit entry. */
function claimState(states: Map<string, StateRow>, claimed: Set<string>, entry: AuditEntry, to: CardStatus) {
  const at = Date.parse(entry.time);
  let best: StateRow | undefined;
  for (const row of states.values()) {
    if (row.change.to !== to || claimed.has(row.key)) continue;
    const distance = Math.abs(row.atMs - at);
    if (distance <= SAME_CHANGE_MS && (!best || distance < Math.abs(best.atMs - at))) best = row;
  }
  return best;
}

const actionVerb = (action: string): string => action.slice(action.indexOf('.') + 1);

/** Merges the sources into rows, newest first (ties: the later source order, then key, so the order is stable). */
export function mergeTimeline(sources: TimelineSources): TimelineRow[] {
  const { states, deliveries, carried } = eventRows(sources);
  const operations = new Map<string, Extract<Row, { kind: 'operation' }>>();
  for (const op of sources.operations) {
    const atMs = Date.parse(op.createdAt);
    if (!Number.isNaN(atMs)) {
      const delivery = carried.get(op.id);
      operations.set(op.id, {
        kind: 'operation',
        key: `op:${op.id}`,
        at: op.createdAt,
        atMs,
        sources: ['operation'],
        operation: op,
        ...(delivery !== undefined ? { delivery } : {}),
      });
    }
  }
  const claimed = new Set<string>();
  const extra: Row[] = [];
  const edits: EditRow[] = [];
  const currency = sources.currency !== undefined ? { currency: sources.currency } : {};
  for (const entry of sources.audit) {
    if (entry.targets.cardId !== sources.cardId) continue;
    const atMs = Date.parse(entry.time);
    if (Number.isNaN(atMs)) continue;
    const by = actorOf(entry);
    const key = `audit:${entry.time}:${entry.action}`;
    const to = STATUS_AFTER[actionVerb(entry.action)];
    if (entry.outcome === 'done' && to !== undefined) {
      const event = claimState(states, claimed, entry, to);
      if (event) {
        claimed.add(event.key);
        states.set(event.eventId ?? event.key, { ...withSource(event, 'audit'), by });
      } else {
        extra.push({ kind: 'state', key, at: entry.time, atMs, sources: ['audit'], change: { to }, by });
      }
      continue;
    }
    if (entry.outcome === 'done' && entry.changes && Object.keys(entry.changes).length > 0) {
      const changes = entry.changes;
      edits.push({ kind: 'edit', key, at: entry.time, atMs, sources: ['audit'], changes, by, ...currency });
      continue;
    }
    const caused = (entry.transactionIds ?? [])
      .map((id) => operations.get(id))
      .filter((r) => r !== undefined);
    if (entry.outcome === 'done' && caused.length > 0) {
      for (const row of caused) operations.set(row.operation.id, { ...withSource(row, 'audit'), by });
      continue;
    }
    extra.push({
      kind: 'action',
      key,
      at: entry.time,
      atMs,
      sources: ['audit'],
      action: entry.action,
      outcome: entry.outcome,
      by,
      ...(entry.message ? { message: entry.message } : {}),
    });
  }
  extra.push(...withReads(edits, sources.reads ?? [], sources.currency));
  const floor = sources.loadedFrom;
  const rows = [...operations.values(), ...states.values(), ...deliveries, ...extra].filter(
    (row) => floor === undefined || row.kind === 'operation' || row.atMs >= floor,
  );
  return rows.sort((a, b) => b.atMs - a.atMs || (a.key < b.key ? -1 : a.key > b.key ? 1 : 0));
}
