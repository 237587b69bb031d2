// The poller: keeps what is on screen fresh. One in-flight request per resource key, faster for
// transitional states, aborts what left the screen, backs off with jitter on failure, and records
// everything in the store. Nothing here throws into the UI.
import { backgroundDelayMs } from '../api/index.js';
import type { SyncError } from '../store/index.js';
import { STALE_AFTER_POLLS, STALL_AFTER_MS, type WaitingRead } from './connection.js';
import { createConnectionWatch } from './connection-watch.js';
import { errorKind, errorMessage, retryAfterMs } from './errors.js';
import {
  accountDetailResources,
  cardDetailResources,
  merchantCardholders,
  planResources,
  type Resource,
} from './plan.js';
import type { RefreshScope, Sync, SyncOptions, Timers } from './types.js';
import { extended } from '../domain/index.js';

interface Entry {
  /** When to try again after a failure (backoff), or the first time. */
  dueAt: number;
  /** Last success: the next poll is due one interval after it, the interval the resource has now. */
  doneAt?: number;
  failures: number;
  /** The first try of this read the server has not answered yet (kept across timeouts). */
  unansweredSince?: number;
  inflight?: { controller: AbortController; promise: Promise<void>; sentAt: number };
}

const defaultTimers: Timers = {
  setTimeout: (fn, ms) => setTimeout(fn, ms),
  clearTimeout: (handle) => clearTimeout(handle as ReturnType<typeof setTimeout>),
};

export function createSync(options: SyncOptions): Sync {
  const { fetcher, store } = options;
  const pollMs = options.pollIntervalMs ?? 5_000;
  const fastMs = options.fastPollMs ?? 1_000;
  const backgroundMs = options.backgroundPollMs ?? pollMs * 3;
  const highlightMs = options.highlightMs ?? 2_000;
  const settleMs = options.settleMs ?? 100;
  const pageSize = options.pageSize ?? 100;
  const now = options.now ?? Date.now;
  const timers = options.timers ?? defaultTimers;
  const random = options.random ?? Math.random;
  const slowdown = options.eventSlowdown ?? { factor: 4, windowMs: 30_000 };

  const entries = new Map<string, Entry>();
  const failing = new Map<string, SyncError>();
  /** One-off refreshes of things not on screen: protected from being dropped while they run. */
  const pinned = new Set<string>();
  let running = false;
  let tickTimer: unknown;
  let tickAt = Infinity;
  let highlightTimer: unknown;
  let unsubscribe: (() => void) | undefined;

  const mutators = () => store.getState().mutators;

  function scheduleTick(delayMs: number): void {
    if (!running) return;
    const at = now() + Math.max(0, delayMs);
    if (tickTimer !== undefined && tickAt <= at) return;
    if (tickTimer !== undefined) timers.clearTimeout(tickTimer);
    tickAt = at;
    tickTimer = timers.setTimeout(
      () => {
        tickTimer = undefined;
        tickAt = Infinity;
        tick();
      },
      Math.max(0, delayMs),
    );
  }

  function* waitingReads(): Generator<WaitingRead> {
    for (const entry of entries.values()) {
      const sentAt = entry.inflight?.sentAt;
      const since = entry.unansweredSince ?? sentAt;
      if (since !== undefined) yield { ...(sentAt !== undefined ? { sentAt } : {}), unansweredSince: since };
    }
  }

  const watch = createConnectionWatch({
    store,
    now,
    timers,
    stallAfterMs: options.stallAfterMs ?? STALL_AFTER_MS,
    running: () => running,
    failures: () => ({
      errors: [...failing.values()],
      retryAt: Math.min(...[...failing.keys()].map((k) => entries.get(k)?.dueAt ?? Infinity)),
    }),
    waiting: waitingReads,
    // Stale after a few of the focused pane's polls without a success (longer while events carry the changes).
    staleAfterMs: () => STALE_AFTER_POLLS * pollMs * (eventsFlowUntil() === undefined ? 1 : slowdown.factor),
  });
  const updateConnection = watch.update;

  function scheduleHighlightExpiry(): void {
    if (highlightTimer !== undefined || store.getState().changedAt.size === 0) return;
    highlightTimer = timers.setTimeout(() => {
      highlightTimer = undefined;
      mutators().expireChanged(now() - highlightMs + 1);
      scheduleHighlightExpiry();
    }, highlightMs);
  }

  /** When the events window ends (in the future), while verified events are flowing. */
  function eventsFlowUntil(): number | undefined {
    const last = store.getState().events.lastAcceptedAt;
    if (last === undefined || slowdown.factor <= 1) return undefined;
    const until = last + slowdown.windowMs;
    return until > now() ? until : undefined;
  }

  function intervalOf(resource: Resource): number {
    if (resource.fast(store.getState())) return fastMs;
    const base = resource.background ? backgroundMs : pollMs;
    return eventsFlowUntil() === undefined ? base : base * slowdown.factor;
  }

  /** Computed when asked, so a pane that gains focus is refreshed as soon as its data is older than pollMs. */
  function dueOf(resource: Resource, entry: Entry): number {
    return entry.failures > 0 || entry.doneAt === undefined
      ? entry.dueAt
      : entry.doneAt + intervalOf(resource);
  }

  function succeeded(resource: Resource, entry: Entry): void {
    entry.failures = 0;
    entry.unansweredSince = undefined;
    entry.doneAt = now();
    failing.delete(resource.key);
    // The last sync was recorded with the read's batch (one store update per answer).
    updateConnection();
    watch.watchAge();
    scheduleHighlightExpiry();
  }

  function failed(resource: Resource, entry: Entry, error: unknown): void {
    const kind = errorKind(error);
    entry.failures += 1;
    // Any answer, even a refusal, ends the wait; a timeout means the server is keeping us waiting.
    if (kind !== 'timeout') entry.unansweredSince = undefined;
    const retryAfter = retryAfterMs(error);
    const delay = backgroundDelayMs(entry.failures, {
      random,
      ...(options.backoff !== undefined ? { rules: options.backoff } : {}),
      ...(retryAfter !== undefined ? { retryAfterMs: retryAfter } : {}),
    });
    entry.dueAt = now() + delay;
    failing.set(resource.key, { kind, message: errorMessage(error), resource: resource.key, at: now() });
    updateConnection();
  }

  /**
   * The operator moved: whatever is failing is tried again at once instead of at the end of its
   * back-off (a server that came back shows on the next key press). A rate limit is still waited out.
   */
  function retryFailedNow(): void {
    for (const [key, entry] of entries) {
      if (entry.failures > 0 && failing.get(key)?.kind !== 'rate_limited')
        entry.dueAt = Math.min(entry.dueAt, now());
    }
  }

  function launch(resource: Resource, entry: Entry): Promise<void> {
    const controller = new AbortController();
    const promise = (async () => {
      try {
        const loaded = await resource.load({ fetcher, signal: controller.signal, now: now() });
        if (controller.signal.aborted) return;
        const at = now();
        mutators().applyBatch(extended(loaded, { at, syncedAt: at }));
        succeeded(resource, entry);
      } catch (error) {
        if (controller.signal.aborted || errorKind(error) === 'aborted') return;
        failed(resource, entry, error);
      } finally {
        if (entry.inflight?.controller === controller) entry.inflight = undefined;
        scheduleTick(0);
      }
    })();
    const sentAt = now();
    entry.unansweredSince ??= sentAt;
    entry.inflight = { controller, promise, sentAt };
    // The retry of a read that timed out is stalled from the start.
    if (entry.unansweredSince < sentAt) updateConnection();
    watch.watchStalls();
    return promise;
  }

  const neverTried = (entry: Entry | undefined): boolean =>
    entry === undefined || (entry.doneAt === undefined && entry.failures === 0);

  function entryFor(key: string): Entry {
    let entry = entries.get(key);
    if (!entry) {
      entry = { dueAt: now(), failures: 0 };
      entries.set(key, entry);
    }
    return entry;
  }

  /** Abort and forget whatever is no longer on screen. */
  function dropUnwanted(wanted: ReadonlySet<string>): void {
    for (const [key, entry] of entries) {
      if (wanted.has(key) || pinned.has(key)) continue;
      entry.inflight?.controller.abort();
      entries.delete(key);
      failing.delete(key);
    }
  }

  function run(resources: readonly Resource[], force: boolean): Promise<void>[] {
    const pending: Promise<void>[] = [];
    for (const resource of resources) {
      const entry = entryFor(resource.key);
      if (entry.inflight) {
        pending.push(entry.inflight.promise);
        continue;
      }
      if (force || dueOf(resource, entry) <= now()) pending.push(launch(resource, entry));
    }
    return pending;
  }

  function tick(): void {
    if (!running) return;
    const resources = planResources(store.getState(), fetcher, pageSize);
    dropUnwanted(new Set(resources.map((r) => r.key)));
    updateConnection();
    // Paused: nothing is polled again, but a view opened meanwhile is read once (not "loading..." until
    // resumed). One that failed waits for resume or a refresh, like the rest.
    if (store.getState().paused) {
      run(
        resources.filter((r) => neverTried(entries.get(r.key))),
        false,
      );
      return;
    }
    run(resources, false);
    const dues = resources.flatMap((r) => {
      const entry = entries.get(r.key);
      return entry && !entry.inflight ? [dueOf(r, entry)] : [];
    });
    // When the events stop, the normal intervals apply again: look again as the window closes.
    const flowUntil = eventsFlowUntil();
    if (flowUntil !== undefined && dues.length > 0) dues.push(flowUntil);
    if (dues.length > 0) scheduleTick(Math.min(...dues) - now());
  }

  function oneOff(target: RefreshScope): Resource[] {
    if (target === 'visible') return [];
    if (target === 'cardholders') return [merchantCardholders(fetcher, pageSize)];
    if ('card' in target) return cardDetailResources(store.getState(), target.card, target);
    return accountDetailResources(fetcher, target.account, target.detail === true);
  }

  return {
    start(signal) {
      if (running || signal.aborted) return;
      running = true;
      let lastView = store.getState().view;
      let lastPaused = store.getState().paused;
      unsubscribe = store.subscribe((state) => {
        if (state.view === lastView && state.paused === lastPaused) return;
        if (state.view !== lastView) retryFailedNow();
        lastView = state.view;
        lastPaused = state.paused;
        scheduleTick(settleMs);
      });
      signal.addEventListener(
        'abort',
        () => {
          running = false;
          unsubscribe?.();
          if (tickTimer !== undefined) timers.clearTimeout(tickTimer);
          if (highlightTimer !== undefined) timers.clearTimeout(highlightTimer);
          watch.stop();
          for (const entry of entries.values()) entry.inflight?.controller.abort();
        },
        { once: true },
      );
      tick();
    },
    async refresh(what = 'visible', refreshOptions = {}) {
      const visible =
        refreshOptions.visible === false && what !== 'visible'
          ? []
          : planResources(store.getState(), fetcher, pageSize);
      const extra = oneOff(what).filter((r) => !visible.some((v) => v.key === r.key));
      for (const r of extra) pinned.add(r.key);
      try {
        await Promise.all(run([...visible, ...extra], true));
      } finally {
        // One-off reads are not on screen: do not keep polling them.
        for (const r of extra) {
          pinned.delete(r.key);
          entries.delete(r.key);
          failing.delete(r.key);
        }
      }
    },
    pause() {
      mutators().setPaused(true);
    },
    resume() {
      mutators().setPaused(false);
      scheduleTick(0);
    },
  };
}
