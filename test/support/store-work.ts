// The work store updates do, counted without a clock: the store is immutable, so every collection
// an update replaced was built (copied, filtered, scanned) element by element, and so is every
// collection a subscriber walks because it changed (the card index's intake walks the new card
// table). Counting the elements of each replaced collection is a deterministic measure of the cost
// of an update, and of how that cost grows with what the store has seen.
import type { AppState, AppStore } from '../../src/store/index.js';

const isPlainObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && Object.getPrototypeOf(value) === Object.prototype;

/**
 * Elements built to make `next` from `previous`: an array, Map or Set that is not the previous one
 * counts its size (its elements are not looked into: they were built once, when they arrived); a
 * plain object that is not the previous one counts its keys and what its fields replaced.
 */
export function replacedElements(next: unknown, previous: unknown): number {
  if (next === previous) return 0;
  if (Array.isArray(next)) return next.length;
  if (next instanceof Map || next instanceof Set) return next.size;
  if (!isPlainObject(next)) return 0;
  const before = isPlainObject(previous) ? previous : {};
  let work = 0;
  for (const [key, value] of Object.entries(next)) work += 1 + replacedElements(value, before[key]);
  return work;
}

export interface StoreWork {
  /** Elements built by every update since the meter started. */
  readonly total: number;
  /** Store updates since the meter started. */
  readonly updates: number;
  stop(): void;
}

export function meterStoreWork(store: AppStore): StoreWork {
  let total = 0;
  let updates = 0;
  const stop = store.subscribe((next: AppState, previous: AppState) => {
    updates += 1;
    total += replacedElements(next, previous);
  });
  return {
    get total() {
      return total;
    },
    get updates() {
      return updates;
    },
    stop,
  };
}
