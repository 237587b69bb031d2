// What the bulk flow keeps outside the store, per console (created by App, carried in the command
// context): card references found by "mark all" (cards on pages the panes never loaded) and plans
// awaiting the operator's yes.
import type { BulkPlan, CardRef } from '../../actions/index.js';
import type { AppState } from '../../store/index.js';
import { cardRef } from '../forms/subjects.js';

export interface BulkMemory {
  /** Remembers cards found beyond the loaded pages, so a bulk action can name them. */
  remember(refs: readonly CardRef[]): void;
  forget(): void;
  /**
   * The references of these card ids: what "mark all" just fetched (the operator asked for exactly
   * those, a moment ago), else the card as the store holds it. Ids known to neither are `missing`.
   */
  refsFor(state: AppState, ids: Iterable<string>): { refs: CardRef[]; missing: string[] };
  keepPlan(plan: BulkPlan): string;
  planOf(id: string | undefined): BulkPlan | undefined;
  dropPlan(id: string): void;
  /** A "mark all" starts: its signal aborts when another starts or `stopMarking` is called. */
  startMarking(): AbortSignal;
  /** Stops a "mark all" still fetching; true when there was one. */
  stopMarking(): boolean;
}

export function createBulkMemory(): BulkMemory {
  const refs = new Map<string, CardRef>();
  const plans = new Map<string, BulkPlan>();
  let planCounter = 0;
  let marking: AbortController | undefined;
  const stopMarking = (): boolean => {
    const running = marking !== undefined && !marking.signal.aborted;
    marking?.abort();
    marking = undefined;
    return running;
  };
  return {
    remember(found) {
      for (const ref of found) refs.set(ref.id, ref);
    },
    forget: () => refs.clear(),
    refsFor(state, ids) {
      const known: CardRef[] = [];
      const missing: string[] = [];
      for (const id of ids) {
        const card = state.entities.cards.get(id);
        // The store's card is the freshest (polls and events keep it); the marked ref is for cards it lacks.
        const ref = (card ? cardRef(card) : undefined) ?? refs.get(id);
        if (ref) known.push(ref);
        else missing.push(id);
      }
      return { refs: known, missing };
    },
    keepPlan(plan) {
      const id = `plan-${++planCounter}`;
      plans.set(id, plan);
      return id;
    },
    planOf: (id) => (id === undefined ? undefined : plans.get(id)),
    dropPlan: (id) => {
      plans.delete(id);
    },
    startMarking() {
      stopMarking();
      marking = new AbortController();
      return marking.signal;
    },
    stopMarking,
  };
}
