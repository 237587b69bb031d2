// Keeps the store's connection state true as time passes, not only when a read ends: data turns
// stale when no read has succeeded for a while, and a read that hangs turns stalled while it waits.
import type { AppStore, SyncError } from '../store/index.js';
import { connectionPatch, nextStallAt, stalledSince, type WaitingRead } from './connection.js';
import type { Timers } from './types.js';

export interface ConnectionWatchDeps {
  readonly store: AppStore;
  readonly now: () => number;
  readonly timers: Timers;
  readonly stallAfterMs: number;
  /** Whether the poller runs: a refresh alone (no poller) sets no timers. */
  readonly running: () => boolean;
  /** The failing reads' latest errors, and the earliest time one of them is tried again. */
  readonly failures: () => { errors: SyncError[]; retryAt: number };
  /** The reads the server has not answered yet. */
  readonly waiting: () => Iterable<WaitingRead>;
  /** Data older than this (since the last successful read) is stale. */
  readonly staleAfterMs: () => number;
}

export interface ConnectionWatch {
  /** Writes what the reads say now, if the store says something else. */
  update(): void;
  /** Looks again once the data just read would become stale, if nothing newer arrives first. */
  watchAge(): void;
  /** Looks again when the next read in flight will have waited too long for an answer. */
  watchStalls(): void;
  stop(): void;
}

export function createConnectionWatch(deps: ConnectionWatchDeps): ConnectionWatch {
  const { store, now, timers } = deps;
  let staleTimer: unknown;
  let stallTimer: unknown;

  function update(): void {
    const { errors, retryAt } = deps.failures();
    const stalled = stalledSince(deps.waiting(), now(), deps.stallAfterMs);
    const patch = connectionPatch(store.getState().connection, {
      errors,
      retryAt,
      now: now(),
      staleAfterMs: deps.staleAfterMs(),
      ...(stalled !== undefined ? { stalledSince: stalled } : {}),
    });
    if (patch) store.getState().mutators.setConnection(patch);
  }

  function watchAge(): void {
    if (!deps.running()) return;
    if (staleTimer !== undefined) timers.clearTimeout(staleTimer);
    staleTimer = timers.setTimeout(() => {
      staleTimer = undefined;
      update();
      // Events may have stretched the limit: look again when it has passed.
      if (store.getState().connection.status === 'live') watchAge();
    }, deps.staleAfterMs());
  }

  function watchStalls(): void {
    if (stallTimer !== undefined) timers.clearTimeout(stallTimer);
    stallTimer = undefined;
    const at = deps.running() ? nextStallAt(deps.waiting(), now(), deps.stallAfterMs) : undefined;
    if (at === undefined) return;
    stallTimer = timers.setTimeout(() => {
      stallTimer = undefined;
      update();
      watchStalls();
    }, at - now());
  }

  return {
    update,
    watchAge,
    watchStalls,
    stop() {
      if (staleTimer !== undefined) timers.clearTimeout(staleTimer);
      if (stallTimer !== undefined) timers.clearTimeout(stallTimer);
    },
  };
}
