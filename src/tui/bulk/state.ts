// What the bulk flow keeps outside the store: card references found by "mark all" (cards on pages
// the panes never loaded), plans awaiting the operator's yes, and the command context a form's
// submit needs to go on to the confirmation (forms receive only the action context).
import type { ActionContext, BulkPlan, CardRef } from '../../actions/index.js';
import type { AppState, AppStore } from '../../store/index.js';
import type { CommandContext } from '../command-types.js';
import { cardRef } from '../forms/subjects.js';

const refCaches = new WeakMap<AppStore, Map<string, CardRef>>();
const contexts = new WeakMap<ActionContext, CommandContext>();
const plans = new Map<string, BulkPlan>();
let planCounter = 0;

function refCache(store: AppStore): Map<string, CardRef> {
  let cache = refCaches.get(store);
  if (!cache) {
    cache = new Map();
    refCaches.set(store, cache);
  }
  return cache;
}

/** Remembers cards found beyond the loaded pages, so a bulk action can name them. */
export function rememberRefs(store: AppStore, refs: readonly CardRef[]): void {
  const cache = refCache(store);
  for (const ref of refs) cache.set(ref.id, ref);
}

export function forgetRefs(store: AppStore): void {
  refCache(store).clear();
}

/**
 * The references of these card ids: what "mark all" just fetched (the operator asked for exactly
 * those, a moment ago), else the card as the store holds it. Ids known to neither are `missing`.
 */
export function refsFor(store: AppStore, state: AppState, ids: Iterable<string>): { refs: CardRef[]; missing: string[] } {
  const cache = refCache(store);
  const refs: CardRef[] = [];
  const missing: string[] = [];
  for (const id of ids) {
    const card = state.entities.cards.get(id);
    const ref = cache.get(id) ?? (card ? cardRef(card) : undefined);
    if (ref) refs.push(ref);
    else missing.push(id);
  }
  return { refs, missing };
}

export function markedRefs(ctx: CommandContext): { refs: CardRef[]; missing: string[] } {
  const state = ctx.store.getState();
  return refsFor(ctx.store, state, state.marks);
}

export function bindContext(ctx: CommandContext): void {
  if (ctx.ops) contexts.set(ctx.ops, ctx);
}

export function boundContext(ops: ActionContext): CommandContext | undefined {
  return contexts.get(ops);
}

export function keepPlan(plan: BulkPlan): string {
  const id = `plan-${++planCounter}`;
  plans.set(id, plan);
  return id;
}

export const planOf = (id: string | undefined): BulkPlan | undefined => (id === undefined ? undefined : plans.get(id));

export function dropPlan(id: string): void {
  plans.delete(id);
}
