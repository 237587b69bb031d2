// The work store updates do, counted without a clock: the store is immutable, so every collection
// an update replaced was built (copied, filtered, scanned) element by element, and so is every
// collection a subscriber walks because it changed (the card index's intake walks the new card
// table). Counting the elements of each replaced collection is a deterministic measure of the cost
// of an update, and of how that cost grows with what the store has seen.
import type { AppState, AppStore } from '../../src/store/index.js';

function sizeOf(value: unknown): number | undefined {
  if (Array.isArray(value)) return value.length;
  if (value instanceof Map || value instanceof Set) return value.size;
  return undefined;
}

/** Elements of the collections among `next`'s own fields that are not the ones `previous` had. */
function replaced(next: object, previous: object): number {
  let work = 0;
  for (const [key, value] of Object.entries(next)) {
    if (value === (previous as Record<string, unknown>)[key]) continue;
    work += sizeOf(value) ?? 0;
  }
  return work;
}

export function updateWork(next: AppState, previous: AppState): number {
  let work = replaced(next.entities, previous.entities);
  if (next.lists !== previous.lists) {
    work += Object.keys(next.lists).length;
    for (const [key, slot] of Object.entries(next.lists)) {
      if (slot.ids !== previous.lists[key]?.ids) work += slot.ids.length;
    }
  }
  work += replaced(next, previous);
  if (next.events !== previous.events) work += replaced(next.events, previous.events);
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
  const stop = store.subscribe((next, previous) => {
    updates += 1;
    total += updateWork(next, previous);
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
