// Derived views of the state. Memoized on the identities of their inputs so a cursor move never
// re-filters 100,000 rows, and a row reads exactly one entity.
import {
  last4,
  matchesCard,
  matchesCardFilter,
  parseFind,
  prepareCardFilter,
  shownFirst6,
  type CardFilter,
  type FindFields,
  type FindQuery,
} from '../domain/index.js';
import {
  ACCOUNTS_LIST,
  cardListKey,
  cardholderListKey,
  operationListKey,
  operationSubject,
  walletFilterKey,
  everyWalletKey,
} from './keys.js';
import type { AppState } from './state.js';
import type { Card, ListSlot, Operation, PaneId } from './types.js';

/** The list slot a pane shows, by key. */
export function paneListKey(state: AppState, pane: PaneId): string | undefined {
  const { view } = state;
  switch (pane) {
    case 'accounts':
      return ACCOUNTS_LIST;
    case 'cards': {
      if (view.cardQuery.everyWallet) return everyWalletKey(view.cardQuery);
      if (!view.selectedAccountId) return undefined;
      // A whole-wallet filter answered by the card index replaces the server page while it is on (the
      // index keeps no creation bound: with one, the filter narrows the service's page).
      const bounded = view.cardQuery.from !== undefined || view.cardQuery.to !== undefined;
      const found =
        view.filter.cards.trim() === '' || bounded
          ? undefined
          : walletFilterKey(view.selectedAccountId, view.filter.cards, view.cardQuery);
      return found !== undefined && state.lists[found]
        ? found
        : cardListKey(view.selectedAccountId, view.cardQuery);
    }
    case 'operations': {
      const subject = operationSubject(view.operationQuery, view.selectedCardId, view.selectedAccountId);
      return subject ? operationListKey(view.operationQuery, subject) : undefined;
    }
    case 'cardholders':
      return cardholderListKey(view.cardholderQuery, view.selectedAccountId);
  }
}

export function paneSlot(state: AppState, pane: PaneId): ListSlot | undefined {
  const key = paneListKey(state, pane);
  return key === undefined ? undefined : state.lists[key];
}

function includesFolded(haystack: string | undefined, needle: string): boolean {
  return haystack !== undefined && haystack.toLowerCase().includes(needle);
}

/** What the find matcher (shared with the global find and mark-all) sees of a card. */
export function cardFindFields(card: Card): FindFields {
  const owner = card.cardOwner;
  return {
    id: card.id,
    name: card.name,
    holderName: owner ? `${owner.firstName} ${owner.lastName}` : card.holder,
    holderEmail: owner?.email,
    holderId: owner?.cardOwnerId,
    last4: last4(card.maskedNumber) ?? undefined,
    first6: shownFirst6(card.maskedNumber),
  };
}

/**
 * The `/` filter text: cards by the one card matcher (words of name, holder, email; last4; id prefix;
 * every term); the other panes by a substring of their names or id. `cardQuery` is `needle` parsed, when the
 * caller filters many rows with one needle.
 */
export function matchesFilterText(
  pane: PaneId,
  state: AppState,
  id: string,
  needle: string,
  cardQuery: FindQuery = pane === 'cards' ? parseFind(needle) : { terms: [] },
): boolean {
  const e = state.entities;
  switch (pane) {
    case 'accounts': {
      const a = e.accounts.get(id);
      return includesFolded(id, needle) || includesFolded(a?.name, needle);
    }
    case 'cards': {
      const c = e.cards.get(id);
      return c !== undefined && matchesCard(cardQuery, cardFindFields(c));
    }
    case 'operations': {
      const o = e.operations.get(id);
      return (
        includesFolded(id, needle) ||
        includesFolded(o?.cardName, needle) ||
        includesFolded(o?.merchantName ?? undefined, needle) ||
        includesFolded(o?.cardMaskedNumber ? (last4(o.cardMaskedNumber) ?? undefined) : undefined, needle) ||
        includesFolded(o?.accountName, needle)
      );
    }
    case 'cardholders': {
      const h = e.cardholders.get(id);
      return (
        includesFolded(id, needle) ||
        includesFolded(h ? `${h.firstName} ${h.lastName}` : undefined, needle) ||
        includesFolded(h?.email, needle)
      );
    }
  }
}

interface RowsMemo {
  readonly filter: string;
  readonly table: unknown;
  readonly rows: readonly string[];
}

const EMPTY: readonly string[] = Object.freeze([]);

function tableOf(state: AppState, pane: PaneId): unknown {
  const e = state.entities;
  return pane === 'accounts'
    ? e.accounts
    : pane === 'cards'
      ? e.cards
      : pane === 'operations'
        ? e.operations
        : e.cardholders;
}

/** Keyed by the slot's id array, so independent stores and panes never share or leak entries. */
const rowsMemo = new WeakMap<readonly string[], RowsMemo>();

/** The filter of the cards pane (its `:status` and `/`): what the list, its title and `a` go by. */
export function cardsPaneFilter(state: AppState): CardFilter {
  return { statuses: state.view.cardQuery.statuses, text: state.view.filter.cards.trim() };
}

/**
 * The cards a cards slot holds that the pane's filter lets through. A server page is already cut by
 * status and an index answer by both; checking again keeps a card whose state changed since out.
 */
function filterCards(state: AppState, ids: readonly string[], byIndex: boolean): (id: string) => boolean {
  const filter = cardsPaneFilter(state);
  // The index matched the filter text itself (holder email too, which the loaded rows may not carry).
  const prepared = prepareCardFilter(byIndex ? { ...filter, text: '' } : filter);
  return (id) => {
    const card = state.entities.cards.get(id);
    return card !== undefined && matchesCardFilter(prepared, card.status, cardFindFields(card));
  };
}

/** The ids a pane shows, in order, after its filters. */
export function selectPaneRows(state: AppState, pane: PaneId): readonly string[] {
  const slot = paneSlot(state, pane);
  const ids = slot?.ids;
  if (!ids) return EMPTY;
  const text = state.view.filter[pane].trim().toLowerCase();
  const statuses = pane === 'cards' ? state.view.cardQuery.statuses : [];
  if (text === '' && statuses.length === 0) return ids;
  const table = tableOf(state, pane);
  const filter = `${statuses.join(',')}|${text}`;
  const memo = rowsMemo.get(ids);
  if (memo && memo.filter === filter && memo.table === table) return memo.rows;
  const keep =
    pane === 'cards'
      ? filterCards(state, ids, slot?.of !== undefined)
      : (id: string) => matchesFilterText(pane, state, id, text);
  const rows = ids.filter(keep);
  rowsMemo.set(ids, { filter, table, rows });
  return rows;
}

export function clampCursor(cursor: number, length: number): number {
  if (length <= 0) return 0;
  return Math.max(0, Math.min(cursor, length - 1));
}

export function selectCursor(state: AppState, pane: PaneId): number {
  return clampCursor(state.view.cursors[pane], selectPaneRows(state, pane).length);
}

export function selectCursorId(state: AppState, pane: PaneId): string | undefined {
  const rows = selectPaneRows(state, pane);
  return rows[selectCursor(state, pane)];
}

/** Objects in a transitional state: sync polls their lists faster. */
export function isTransitionalCard(card: Card | undefined): boolean {
  return card?.status === 'creating';
}
export function isTransitionalOperation(op: Operation | undefined): boolean {
  return op?.status === 'authorized' || op?.status === 'pending';
}
