// Showing received events in the order they happened. Deliveries arrive out of order (a retry, a delay, a
// sender that reorders): each outcome is held for a short window after it arrives, and the accepted events
// released together are shown by their own createdAt, each in one of the places accepted events took in the
// arrival order (a rejected or filtered request keeps its place). An accepted event that must be released
// also releases every held event created before it (and no other), so one arriving within the window of a
// later one is shown first. One that arrives after a later event was already shown is shown late, saying after which.
// A second delivery of the same id is the classifier's `duplicate`: shown as a note, never as the event again.
import type { ReceivedEvent } from './types.js';

export interface ShownEvent extends ReceivedEvent {
  /** Shown after an event created later (createdAt of the latest one shown before it). */
  lateAfter?: string;
}

export interface OrderTimers {
  setTimeout(fn: () => void, ms: number): unknown;
  clearTimeout(handle: unknown): void;
}

export interface EventOrderOptions {
  /** How long an outcome is held after it arrived, in milliseconds; 0 shows each at once. */
  readonly holdMs: number;
  readonly show: (event: ShownEvent) => void;
  readonly now?: () => number;
  readonly timers?: OrderTimers;
}

export interface EventOrder {
  /** The receiver's onEvent. */
  receive(event: ReceivedEvent): void;
  /** Shows everything held now (on stop). */
  flush(): void;
  close(): void;
}

const defaultTimers: OrderTimers = {
  setTimeout: (fn, ms) => setTimeout(fn, ms),
  clearTimeout: (handle) => clearTimeout(handle as ReturnType<typeof setTimeout>),
};

const occurred = (e: ReceivedEvent): string | undefined =>
  e.status === 'accepted' ? e.event?.createdAt : undefined;

/** `held` in arrival order, its accepted events in the order they happened (stable for equal times). */
export function inOrderOfOccurrence(held: readonly ReceivedEvent[]): ReceivedEvent[] {
  const accepted = held
    .map((e, i) => ({ e, i, at: occurred(e) }))
    .filter((x): x is { e: ReceivedEvent; i: number; at: string } => x.at !== undefined)
    .sort((a, b) => Date.parse(a.at) - Date.parse(b.at) || a.i - b.i);
  let next = 0;
  return held.map((e) => (occurred(e) === undefined ? e : (accepted[next++]?.e ?? e)));
}

export function createEventOrder(opts: EventOrderOptions): EventOrder {
  const now = opts.now ?? Date.now;
  const timers = opts.timers ?? defaultTimers;
  const held: ReceivedEvent[] = [];
  let latest: string | undefined;
  let timer: unknown;
  let closed = false;

  const show = (events: readonly ReceivedEvent[]): void => {
    for (const e of inOrderOfOccurrence(events)) {
      const at = occurred(e);
      const late = at !== undefined && latest !== undefined && Date.parse(at) < Date.parse(latest);
      if (at !== undefined && !late) latest = at;
      opts.show(late ? { ...e, lateAfter: latest } : e);
    }
  };

  /** Which held outcomes are shown now: those held long enough, and every event created before one of them. */
  const releaseNow = (): boolean[] => {
    const t = now();
    const due = held.map((e) => e.at.getTime() + opts.holdMs <= t);
    const until = Math.max(
      ...held.filter((_, i) => due[i]).map((e) => Date.parse(occurred(e) ?? '') || -Infinity),
    );
    return held.map((e, i) => due[i] === true || Date.parse(occurred(e) ?? '') <= until);
  };

  const release = (): void => {
    timer = undefined;
    const going = releaseNow();
    const out = held.filter((_, i) => going[i]);
    const kept = held.filter((_, i) => !going[i]);
    held.splice(0, held.length, ...kept);
    if (out.length > 0) show(out);
    schedule();
  };

  const schedule = (): void => {
    if (closed || timer !== undefined) return;
    const first = held[0];
    if (!first) return;
    timer = timers.setTimeout(release, Math.max(0, first.at.getTime() + opts.holdMs - now()));
  };

  return {
    receive(event) {
      if (closed) return;
      if (opts.holdMs <= 0) return show([event]);
      held.push(event);
      schedule();
    },
    flush() {
      if (timer !== undefined) timers.clearTimeout(timer);
      timer = undefined;
      show(held.splice(0, held.length));
    },
    close() {
      this.flush();
      closed = true;
    },
  };
}
