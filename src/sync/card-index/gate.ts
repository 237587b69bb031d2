// Visible reads go first: the screen's fetcher is wrapped so the crawl knows when one is in flight
// and waits for the screen to be served before it asks for its next page.
import type { Fetcher } from '../fetcher.js';

export interface ForegroundGate {
  /** The screen's fetcher, counted. */
  wrap(fetcher: Fetcher): Fetcher;
  /** Resolves once no counted call is in flight. */
  idle(): Promise<void>;
  /** Whether the screen read something within the last `windowMs` (or is reading now). */
  recentlyActive(windowMs: number): boolean;
}

export function createForegroundGate(now: () => number = Date.now): ForegroundGate {
  let inFlight = 0;
  let lastDoneAt = -Infinity;
  let waiters: Array<() => void> = [];
  const done = () => {
    inFlight -= 1;
    lastDoneAt = now();
    if (inFlight > 0) return;
    const ready = waiters;
    waiters = [];
    for (const resolve of ready) resolve();
  };
  return {
    wrap: (fetcher) => ({
      can: (id) => fetcher.can(id),
      call: (id, input, opts) => {
        inFlight += 1;
        return fetcher.call(id, input, opts).finally(done);
      },
    }),
    idle: () => (inFlight === 0 ? Promise.resolve() : new Promise((resolve) => waiters.push(resolve))),
    recentlyActive: (windowMs) => inFlight > 0 || now() - lastDoneAt < windowMs,
  };
}
