// Opening and feeding the timeline view: the first read, the next page when the cursor nears the end, and
// the explanations of the declines read so far (one at a time, each a bounded read). Every answer lands in
// the view's slot only while that card's timeline is still open.
import {
  explainOperation,
  openTimeline,
  readSpend,
  readNextPage,
  timelineRows,
  type Explanation,
  type TimelineData,
  type TimelineRow,
  type WindowRead,
} from '../../../actions/index.js';
import {
  eventsWindow,
  eventCount,
  readChangesOf,
  type AppState,
  type EventRecord,
  type ReadChange,
} from '../../../store/index.js';
import { cardOf } from '../../forms/subjects.js';
import { openSlot, patchSlot, slotOf } from '../../view/registry.js';
import type { CommandContext } from '../../view/types.js';

export interface TimelineSlot {
  readonly kind: 'timeline';
  readonly cardId: string;
  readonly cursor: number;
  readonly phase: 'loading' | 'ready' | 'failed';
  readonly data?: TimelineData;
  readonly loadingMore?: boolean;
  /** By operation id. */
  readonly explanations: Readonly<Record<string, Explanation>>;
  readonly error?: string;
  /** Only what happened from / up to these instants (ISO 8601, `:from` and `:to` while it is open). */
  readonly from?: string;
  readonly to?: string;
  /** The purchases of the spend chart's 30 days, once read (after the first screen). */
  readonly spend?: WindowRead;
  readonly [field: string]: unknown;
}

export const timelineSlot = (state: AppState) => slotOf<TimelineSlot>(state, 'timeline');

/** Declines explained per read: each may read its day or month of purchases. */
const EXPLAIN_BATCH = 20;
/** How near the end of what is read the cursor comes before the next page is read. */
export const PAGE_AHEAD = 10;

const live = (state: AppState): EventRecord[] => eventsWindow(state.events, 0, eventCount(state.events));

interface Merged {
  readonly log: AppState['events']['log'];
  readonly reads: readonly ReadChange[];
  readonly rows: TimelineRow[];
}
const memo = new WeakMap<TimelineData, Merged>();

/**
 * The rows of the slot's data, merged once per data, live log and the card's read changes (a frame does not
 * merge again).
 */
export function rowsOf(state: AppState, data: TimelineData): TimelineRow[] {
  const known = memo.get(data);
  const reads = readChangesOf(state.readChanges, data.card.id);
  if (known && known.log === state.events.log && known.reads === reads) return known.rows;
  const rows = timelineRows(data, live(state), reads);
  memo.set(data, { log: state.events.log, reads, rows });
  return rows;
}

export const stillOpen = (ctx: CommandContext, cardId: string): TimelineSlot | undefined => {
  const slot = timelineSlot(ctx.store.getState());
  return slot?.cardId === cardId ? slot : undefined;
};

/**
 * Explains the declines read so far that are not explained yet; `again`: the newest ones again too, from
 * the data read again (a limit raised since changes what the explanation offers). The explanation shown
 * stays until its new one replaces it.
 */
export async function explainDeclines(ctx: CommandContext, data: TimelineData, again = false): Promise<void> {
  const ops = ctx.ops;
  if (!ops) return;
  const state = ctx.store.getState();
  const rows = rowsOf(state, data);
  const explained = stillOpen(ctx, data.card.id)?.explanations ?? {};
  const pending = rows
    .flatMap((r) => (r.kind === 'operation' && r.operation.status === 'declined' ? [r.operation] : []))
    .filter((op) => again || explained[op.id] === undefined)
    .slice(0, EXPLAIN_BATCH);
  for (const op of pending) {
    const explanation = await explainOperation(ops, data, rows, op, state.zone);
    const slot = stillOpen(ctx, data.card.id);
    if (!slot) return;
    patchSlot<TimelineSlot>(ctx.store, 'timeline', {
      explanations: { ...slot.explanations, [op.id]: explanation },
    });
  }
}

const failure = (error: unknown): string => (error instanceof Error ? error.message : String(error));

/** The bounds of the timeline's rows: from and up to an instant (ISO 8601), either absent. */
export interface TimelineBounds {
  readonly from?: string | undefined;
  readonly to?: string | undefined;
}

/** Opens the card's timeline: the slot at once ("reading…"), the first screen when its reads answer. */
export function openTimelineView(ctx: CommandContext, cardId: string, bounds: TimelineBounds = {}): void {
  const a = ctx.store.getState().mutators;
  const card = cardOf(ctx.store.getState(), cardId);
  if (!card || !ctx.ops) {
    a.notify('warn', card ? 'the timeline needs a connection' : 'select a card first', ctx.now());
    return;
  }
  openSlot<TimelineSlot>(ctx.store, {
    kind: 'timeline',
    cardId,
    cursor: 0,
    phase: 'loading',
    explanations: {},
    ...(bounds.from ? { from: bounds.from } : {}),
    ...(bounds.to ? { to: bounds.to } : {}),
    // Sync reads the card and its newest operations as often as what is on screen: a change shows here.
    follows: { cards: [cardId], cardOperations: true },
  });
  const opts = {
    ...(bounds.from ? { since: bounds.from } : {}),
    ...(bounds.to ? { until: bounds.to } : {}),
  };
  void openTimeline(ctx.ops, card, opts).then(
    (data) => {
      // The timeline's own card read is a read like any other: a name or limit it shows changed is recorded.
      ctx.store.getState().mutators.applyBatch({ cards: [data.card], at: ctx.now() });
      const open = stillOpen(ctx, cardId);
      // Closed, or bounded again meanwhile: the newer read answers.
      if (!open || open.from !== bounds.from || open.to !== bounds.to) return;
      patchSlot<TimelineSlot>(ctx.store, 'timeline', { phase: 'ready', data });
      void explainDeclines(ctx, data).then(() => readChart(ctx, cardId));
    },
    (error: unknown) =>
      patchSlot<TimelineSlot>(ctx.store, 'timeline', { phase: 'failed', error: failure(error) }),
  );
}

/** The spend chart's bounded read, after the first screen and its explanations. */
export async function readChart(ctx: CommandContext, cardId: string): Promise<void> {
  if (!ctx.ops) return;
  const spend = await readSpend(ctx.ops, cardId, ctx.now());
  if (spend && stillOpen(ctx, cardId)) patchSlot<TimelineSlot>(ctx.store, 'timeline', { spend });
}

/** The next page of operations, when the cursor nears the end of what is read. */
export function readAhead(ctx: CommandContext, cursor: number): void {
  const slot = timelineSlot(ctx.store.getState());
  const data = slot?.data;
  if (!slot || !data || !ctx.ops || slot.loadingMore || data.nextPage === null) return;
  if (cursor < rowsOf(ctx.store.getState(), data).length - PAGE_AHEAD) return;
  patchSlot<TimelineSlot>(ctx.store, 'timeline', { loadingMore: true });
  void readNextPage(ctx.ops, data).then(
    (next) => {
      if (!stillOpen(ctx, slot.cardId)) return;
      patchSlot<TimelineSlot>(ctx.store, 'timeline', { data: next, loadingMore: false });
      void explainDeclines(ctx, next);
    },
    (error: unknown) => {
      patchSlot<TimelineSlot>(ctx.store, 'timeline', { loadingMore: false });
      ctx.store.getState().mutators.notify('error', `timeline: next page: ${failure(error)}`, ctx.now());
    },
  );
}

/**
 * `:from` / `:to` while the timeline is open: its rows bounded anew (an absent bound kept as it was,
 * `undefined` cleared), read again from the service within them.
 */
export function boundTimeline(ctx: CommandContext, bound: TimelineBounds): void {
  const slot = timelineSlot(ctx.store.getState());
  if (!slot) return;
  const from = 'from' in bound ? bound.from : slot.from;
  const to = 'to' in bound ? bound.to : slot.to;
  openTimelineView(ctx, slot.cardId, { from, to });
}
