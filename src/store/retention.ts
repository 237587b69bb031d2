// What the store keeps, and for how long. The store is a cache of what the screen shows, not a
// mirror of the merchant: live events and the operator's moves bring in cards, operations and lists
// without end, and each store update copies the tables it touches, so whatever is kept for nobody
// makes every later update dearer. Lists are kept for a quick return to recent views (a bounded
// number, least recently written dropped first); cards and operations are kept while something
// refers to them: a kept list, the view, an overlay, a mark.
import { ACCOUNTS_LIST, cardListKey, holderCardsKey, recentCardOpsKey, walletFilterKey } from './keys.js';
import { paneListKey } from './selectors.js';
import type { AppState } from './state.js';
import type { Entities, ListSlot } from './types.js';
import { PANES } from './types.js';

/** Lists kept besides those on screen: enough to come back to the last few views without "loading". */
export const MAX_LISTS = 32;

/**
 * Cards or operations nothing refers to that a table may gather before they are dropped. Dropping
 * walks every kept list, so it runs once per this many new entries, not on every update.
 */
export const ENTITY_SLACK = 256;

/** The lists the screen reads now: every pane's, the open details', the accounts list. */
export function listsInUse(state: AppState): Set<string> {
  const { view } = state;
  const keys = new Set<string>([ACCOUNTS_LIST]);
  for (const pane of PANES) {
    const key = paneListKey(state, pane);
    if (key !== undefined) keys.add(key);
  }
  if (view.selectedAccountId) {
    // The server page behind a whole-wallet filter, shown again when the filter is cleared.
    keys.add(cardListKey(view.selectedAccountId, view.cardQuery));
    if (view.filter.cards.trim() !== '')
      keys.add(walletFilterKey(view.selectedAccountId, view.filter.cards, view.cardQuery));
  }
  for (const detail of view.details) {
    if (detail.kind === 'card') keys.add(recentCardOpsKey(detail.id));
    if (detail.kind === 'cardholder') keys.add(holderCardsKey(detail.id));
  }
  return keys;
}

/**
 * Written lists become the most recent (last in key order); beyond MAX_LISTS the least recently
 * written are dropped, unless the screen reads them. Returns `lists` itself when nothing is written.
 */
export function writeLists(
  lists: Readonly<Record<string, ListSlot>>,
  written: Readonly<Record<string, ListSlot>>,
  inUse: () => ReadonlySet<string>,
): Readonly<Record<string, ListSlot>> {
  const writtenKeys = new Set(Object.keys(written));
  if (writtenKeys.size === 0) return lists;
  const next: Record<string, ListSlot> = {};
  for (const [key, slot] of Object.entries(lists)) if (!writtenKeys.has(key)) next[key] = slot;
  for (const key of writtenKeys) next[key] = written[key]!;
  let excess = Object.keys(next).length - MAX_LISTS;
  if (excess <= 0) return next;
  const keep = inUse();
  for (const key of Object.keys(next)) {
    if (excess <= 0) break;
    if (keep.has(key) || writtenKeys.has(key)) continue;
    delete next[key];
    excess -= 1;
  }
  return next;
}

/**
 * Every string held in the open view's slot (its card, its choices, its form's targets): the store
 * does not know the views, so a slot keeps alive whatever ids it holds, whatever its shape. Slots
 * are small (a chooser of a few dozen cards at most), so the walk is cheap.
 */
function slotStrings(value: unknown, out: Set<string>, depth = 0): void {
  if (depth > 6 || value === null || value === undefined) return;
  if (typeof value === 'string') out.add(value);
  else if (Array.isArray(value)) for (const item of value) slotStrings(item, out, depth + 1);
  else if (typeof value === 'object')
    for (const item of Object.values(value)) slotStrings(item, out, depth + 1);
}

/** Whether something on screen or in hand refers to a card or operation id. */
export function entityInUse(state: AppState): (id: string) => boolean {
  const ids = new Set<string>();
  for (const slot of Object.values(state.lists)) for (const id of slot.ids) ids.add(id);
  const { view } = state;
  if (view.selectedCardId) ids.add(view.selectedCardId);
  for (const detail of view.details) ids.add(detail.id);
  slotStrings(view.overlay, ids);
  if (state.cursorLanding) ids.add(state.cursorLanding.id);
  // Marks can be every card of a wallet: asked, not copied.
  return (id) => ids.has(id) || state.marks.has(id);
}

function kept<T>(table: ReadonlyMap<string, T>, keep: (id: string) => boolean): ReadonlyMap<string, T> {
  const out = new Map<string, T>();
  for (const [id, value] of table) if (keep(id)) out.set(id, value);
  return out.size === table.size ? table : out;
}

/** Where the next sweep is due: a table of this many entries has gathered ENTITY_SLACK for nobody. */
export interface SweepLimits {
  readonly cards: number;
  readonly operations: number;
}

export const INITIAL_SWEEP_LIMITS: SweepLimits = { cards: ENTITY_SLACK, operations: ENTITY_SLACK };

export function sweepDue(entities: Entities, limits: SweepLimits): boolean {
  return entities.cards.size > limits.cards || entities.operations.size > limits.operations;
}

/**
 * Drops the cards and operations nothing refers to, except those `written` just now (a card shown
 * from the index is written a moment before the jump that refers to it). Returns the tables and
 * the sizes at which the next sweep is due.
 */
export function sweepEntities(
  state: AppState,
  written: ReadonlySet<string>,
): { entities: Entities; limits: SweepLimits } {
  const inUse = entityInUse(state);
  const keep = (id: string) => inUse(id) || written.has(id);
  const cards = kept(state.entities.cards, keep);
  const operations = kept(state.entities.operations, keep);
  const unchanged = cards === state.entities.cards && operations === state.entities.operations;
  const entities = unchanged ? state.entities : { ...state.entities, cards, operations };
  return {
    entities,
    limits: { cards: cards.size + ENTITY_SLACK, operations: operations.size + ENTITY_SLACK },
  };
}
