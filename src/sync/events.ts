// Event intake: what the in-console webhook receiver hears goes into the store at once. Every
// outcome is recorded (the Events view); an accepted event also updates the entities it carries —
// a card's status, a new operation at the top of the lists that show it — and, where the payload
// lacks the numbers (balances), asks sync to read that one resource. A burst is one store update.
import type { ShownEvent } from '../api/receiver/index.js';
import {
  AccountCardRead,
  CardOperationDetail,
  WalletOperationDetail,
  type WebhookEvent,
} from '../contract/index.js';
import {
  cardFromRead,
  cardOperation,
  DEFAULT_PAGE_SIZE,
  recentCardOpsKey,
  walletOperation,
  type AppStore,
  type Card,
  type EventInput,
  type ListSlot,
  type Operation,
} from '../store/index.js';
import type { RefreshOptions, RefreshScope } from './types.js';
import type { Timers } from './types.js';

export interface EventIntakeOptions {
  readonly store: AppStore;
  /** Reads one resource whose event lacked data (a balance); failures land in the store. */
  readonly refresh: (target: RefreshScope, options?: RefreshOptions) => Promise<void>;
  /** After this long without an accepted event the header says "quiet" instead of "live". Default 30 s. */
  readonly quietAfterMs?: number;
  /** Rows of a first page: how many an operations list keeps as events put new ones on top. */
  readonly pageSize?: number;
  readonly now?: () => number;
  readonly timers?: Timers;
}

export interface EventIntake {
  /**
   * What an accepted event carries (a card's status, a new operation, a read to make) goes into the store at
   * once, before the event order releases the event to `receive`, which then records its outcome without
   * applying it again. The order only decides how the Events view lists them: the store already refuses an
   * event older than what it holds, so waiting would only delay the screen (by the order's hold, a second).
   */
  applyAtOnce(event: ShownEvent): void;
  /** The receiver's onEvent (through the event order): never throws, never blocks. */
  receive(event: ShownEvent): void;
  /** Applies what is buffered now (tests; the intake also does it on its own after the current task). */
  flush(): void;
  /** Refreshes asked for and not yet done have settled (tests, the benchmark). */
  idle(): Promise<void>;
  close(): void;
}

const defaultTimers: Timers = {
  setTimeout: (fn, ms) => setTimeout(fn, ms),
  clearTimeout: (handle) => clearTimeout(handle as ReturnType<typeof setTimeout>),
};

const stringField = (data: Record<string, unknown>, key: string): string | undefined => {
  const value = data[key];
  return typeof value === 'string' && value !== '' ? value : undefined;
};

export function toEventInput(received: ShownEvent): EventInput {
  const event = received.event;
  return {
    at: received.at.getTime(),
    verdict: received.status,
    ...(received.reason !== undefined ? { reason: received.reason } : {}),
    ...(received.detail !== undefined ? { detail: received.detail } : {}),
    ...(received.id !== undefined ? { eventId: received.id } : {}),
    ...(received.type !== undefined ? { type: received.type } : {}),
    ...(received.lateAfter !== undefined ? { lateAfter: received.lateAfter } : {}),
    ...(event ? { createdAt: event.createdAt, payload: event } : {}),
    ...(event && stringField(event.data, 'id') ? { objectId: stringField(event.data, 'id') } : {}),
  };
}

/** What accepted events change: entities to write, list ids to put on top, resources to read. */
export interface EventEffects {
  cards: Card[];
  operations: Operation[];
  refresh: RefreshScope[];
}

/** An event older than what the store holds (a retried delivery) must not move a card back. */
function olderThanStored(stored: Card | undefined, updatedAt: unknown): boolean {
  const storedAt = stored?.raw as { updatedAt?: unknown; card?: { updatedAt?: unknown } } | undefined;
  const known = storedAt?.updatedAt ?? storedAt?.card?.updatedAt;
  return typeof known === 'string' && typeof updatedAt === 'string' && updatedAt < known;
}

export function effectsOf(events: readonly WebhookEvent[], store: AppStore): EventEffects {
  const out: EventEffects = { cards: [], operations: [], refresh: [] };
  const cards = store.getState().entities.cards;
  for (const event of events) {
    const id = stringField(event.data, 'id');
    if (event.type === 'card_state') {
      const parsed = AccountCardRead.safeParse(event.data);
      if (parsed.success) {
        if (!olderThanStored(cards.get(parsed.data.id), parsed.data.updatedAt))
          out.cards.push(cardFromRead(parsed.data));
      } else if (id) out.refresh.push({ card: id, operations: false });
      continue;
    }
    if (event.type === 'card_transaction') {
      const parsed = CardOperationDetail.safeParse(event.data);
      if (!parsed.success) continue;
      const op = cardOperation(parsed.data);
      out.operations.push(op);
      // The payload has the operation, not the card's new balance: read the card (its operations
      // are not read again: this one goes on top of the lists that show them).
      if (op.cardId) {
        const account = op.accountId ? { accountId: op.accountId } : {};
        out.refresh.push({ card: op.cardId, ...account, operations: false });
      }
      continue;
    }
    const parsed = WalletOperationDetail.safeParse(event.data);
    if (!parsed.success) continue;
    const op = walletOperation(parsed.data);
    out.operations.push(op);
    if (op.accountId) out.refresh.push({ account: op.accountId });
  }
  return out;
}

/** The loaded first-page lists an operation belongs to with no filter applied. */
function listsFor(op: Operation): string[] {
  const noFilter = '||||1';
  if (op.kind === 'card') {
    return [
      `ops|card|*|${noFilter}`,
      ...(op.cardId ? [`ops|card|${op.cardId}|${noFilter}`, recentCardOpsKey(op.cardId)] : []),
    ];
  }
  return [`ops|wallet|*|${noFilter}`, ...(op.accountId ? [`ops|wallet|${op.accountId}|${noFilter}`] : [])];
}

/**
 * New operations go on top of the (already loaded) unfiltered lists that would show them. A list
 * is a first page: it keeps at most `pageSize` rows (or as many as it had), the oldest dropping off
 * the end, so a day of events does not grow it.
 */
export function listsWithOperations(
  lists: Readonly<Record<string, ListSlot>>,
  operations: readonly Operation[],
  pageSize = DEFAULT_PAGE_SIZE,
): Record<string, ListSlot> {
  const out: Record<string, ListSlot> = {};
  for (const op of operations) {
    for (const key of listsFor(op)) {
      const slot = out[key] ?? lists[key];
      if (!slot || slot.ids.includes(op.id)) continue;
      const rows = Math.max(pageSize, lists[key]?.ids.length ?? 0);
      out[key] = { ...slot, ids: [op.id, ...slot.ids.slice(0, rows - 1)], total: slot.total + 1 };
    }
  }
  return out;
}

/** Reads of the same resource asked for by several events are one read. */
const targetKey = (t: RefreshScope): string =>
  typeof t === 'string' ? t : 'card' in t ? `card|${t.card}` : `account|${t.account}`;

export function createEventIntake(options: EventIntakeOptions): EventIntake {
  const { store } = options;
  const now = options.now ?? Date.now;
  const timers = options.timers ?? defaultTimers;
  const quietAfterMs = options.quietAfterMs ?? 30_000;
  let buffer: ShownEvent[] = [];
  let scheduled = false;
  let early: ShownEvent[] = [];
  let earlyScheduled = false;
  /** Ids of events applied at once whose outcome `receive` has not recorded yet. */
  const appliedEarly = new Set<string>();
  let closed = false;
  let quietTimer: unknown;
  /** Reads asked for while one is running: coalesced, so a flood of events is a few reads, not one each. */
  const wanted = new Map<string, RefreshScope>();
  let refreshing: Promise<void> | undefined;

  const mutators = () => store.getState().mutators;

  function drainRefreshes(): Promise<void> {
    refreshing ??= (async () => {
      while (wanted.size > 0 && !closed) {
        const batch = [...wanted.values()];
        wanted.clear();
        await Promise.all(batch.map((t) => options.refresh(t, { visible: false }).catch(() => undefined)));
      }
    })().finally(() => {
      refreshing = undefined;
    });
    return refreshing;
  }

  function markLive(): void {
    if (store.getState().events.status !== 'live') mutators().setEvents({ status: 'live' });
    if (quietTimer !== undefined) timers.clearTimeout(quietTimer);
    quietTimer = timers.setTimeout(() => {
      quietTimer = undefined;
      if (store.getState().events.status === 'live') mutators().setEvents({ status: 'quiet' });
    }, quietAfterMs);
  }

  const acceptedOf = (received: readonly ShownEvent[]): WebhookEvent[] =>
    received.flatMap((r) => (r.status === 'accepted' && r.event ? [r.event] : []));

  function flushEarly(): void {
    earlyScheduled = false;
    if (early.length === 0 || closed) return;
    const accepted = acceptedOf(early);
    early = [];
    for (const event of accepted) appliedEarly.add(event.id);
    apply([], accepted);
  }

  function flush(): void {
    scheduled = false;
    flushEarly();
    if (buffer.length === 0 || closed) return;
    const received = buffer;
    buffer = [];
    // An event applied at once is recorded here, not applied a second time.
    apply(
      received.map(toEventInput),
      acceptedOf(received).filter((event) => !appliedEarly.delete(event.id)),
    );
  }

  /** The outcomes and what the accepted events carry, in one store update. */
  function apply(events: EventInput[], accepted: WebhookEvent[]): void {
    if (events.length === 0 && accepted.length === 0) return;
    const effects = effectsOf(accepted, store);
    const lists = listsWithOperations(store.getState().lists, effects.operations, options.pageSize);
    // The outcomes and what they carry are one store update: every screen selector runs once per burst.
    mutators().applyBatch({
      events,
      cards: effects.cards,
      operations: effects.operations,
      ...(Object.keys(lists).length > 0 ? { lists } : {}),
      at: now(),
    });
    if (accepted.length === 0) return;
    markLive();
    for (const target of effects.refresh) wanted.set(targetKey(target), target);
    if (wanted.size > 0) void drainRefreshes();
  }

  return {
    applyAtOnce(event) {
      if (closed || event.status !== 'accepted') return;
      early.push(event);
      if (earlyScheduled) return;
      earlyScheduled = true;
      queueMicrotask(flushEarly);
    },
    receive(event) {
      if (closed) return;
      buffer.push(event);
      if (scheduled) return;
      scheduled = true;
      // After the current task: requests arriving together become one store update.
      queueMicrotask(flush);
    },
    flush,
    idle: async () => {
      while (refreshing) await refreshing;
    },
    close() {
      closed = true;
      appliedEarly.clear();
      if (quietTimer !== undefined) timers.clearTimeout(quietTimer);
    },
  };
}
