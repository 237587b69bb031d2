// Pure view transitions: cursor moves, paging, focus, and keeping the selection (accounts cursor
// row → selected account → cards list → selected card) consistent after anything changes.
import { clampCursor, paneSlot, selectPaneRows } from './selectors.js';
import type { AppState } from './state.js';
import type { PaneId, ViewState } from './types.js';
import { PANES } from './types.js';

export function withCursor(view: ViewState, pane: PaneId, cursor: number): ViewState {
  if (view.cursors[pane] === cursor) return view;
  return { ...view, cursors: { ...view.cursors, [pane]: cursor } };
}

export function cyclePane(current: PaneId, step: 1 | -1): PaneId {
  const index = PANES.indexOf(current);
  return PANES[(index + step + PANES.length) % PANES.length] ?? current;
}

/** Moves the focused pane's cursor by delta rows, clamped to the rows shown. */
export function moveBy(state: AppState, delta: number): ViewState {
  const pane = state.view.focus;
  const length = selectPaneRows(state, pane).length;
  const current = clampCursor(state.view.cursors[pane], length);
  return withCursor(state.view, pane, clampCursor(current + delta, length));
}

export function moveTo(state: AppState, where: 'top' | 'bottom'): ViewState {
  const pane = state.view.focus;
  const length = selectPaneRows(state, pane).length;
  return withCursor(state.view, pane, where === 'top' ? 0 : Math.max(0, length - 1));
}

/**
 * A page step. At the last row of a server page with more pages behind it, pgdn asks for the
 * next server page (and pgup at the first row for the previous one) instead of stopping.
 */
export function pageBy(state: AppState, direction: 1 | -1): ViewState {
  const pane = state.view.focus;
  const length = selectPaneRows(state, pane).length;
  const current = clampCursor(state.view.cursors[pane], length);
  const slot = paneSlot(state, pane);
  const atEdge = direction === 1 ? current >= length - 1 : current === 0;
  if (atEdge && slot && pane !== 'accounts') {
    const target = slot.page + direction;
    if (target >= 1 && target <= slot.pages) return withServerPage(state.view, pane, target, direction);
  }
  return withCursor(
    state.view,
    pane,
    clampCursor(current + direction * Math.max(1, state.view.pageRows), length),
  );
}

function withServerPage(view: ViewState, pane: PaneId, page: number, direction: 1 | -1): ViewState {
  // Landing on the previous page puts the cursor on its last row; clamping happens on read.
  const cursor = direction === 1 ? 0 : Number.MAX_SAFE_INTEGER;
  const moved = withCursor(view, pane, cursor);
  if (pane === 'cards') return { ...moved, cardQuery: { ...view.cardQuery, page } };
  if (pane === 'operations') return { ...moved, operationQuery: { ...view.operationQuery, page } };
  return { ...moved, cardholderQuery: { ...view.cardholderQuery, page } };
}

function rowIdAt(state: AppState, pane: PaneId): string | undefined {
  const rows = selectPaneRows(state, pane);
  return rows[clampCursor(state.view.cursors[pane], rows.length)];
}

function landTarget(state: AppState, pane: PaneId): AppState {
  const target = state.cursorLanding;
  if (!target || target.pane !== pane) return state;
  const index = selectPaneRows(state, pane).indexOf(target.id);
  if (index < 0) return state;
  return { ...state, cursorLanding: undefined, view: withCursor(state.view, pane, index) };
}

/** What a wallet switch cleared (the `/` texts typed for the wallet left) and the filters it kept. */
export interface WalletSwitch {
  readonly from?: string;
  readonly texts: readonly string[];
  readonly kept: readonly string[];
}

/** The filters in force that a wallet switch keeps (they say what to show, not which rows of which wallet). */
function keptFilters(view: ViewState): string[] {
  const q = view.operationQuery;
  return [
    ...(view.cardQuery.statuses.length > 0 ? [`status ${view.cardQuery.statuses.join(',')}`] : []),
    ...(q.types.length > 0 ? [`operations type ${q.types.join(',')}`] : []),
    ...(q.statuses.length > 0 ? [`operations status ${q.statuses.join(',')}`] : []),
    ...(q.from || q.to ? ['operations dates'] : []),
  ];
}

/**
 * The filter texts of the lists that show one wallet's rows (its cards, their operations, its cardholders),
 * cleared: typed for the wallet left, they would hide the new one's rows ("0 of 40 match"). The accounts
 * filter stays.
 */
function clearWalletFilters(view: ViewState): { view: ViewState; texts: string[] } {
  const panes: PaneId[] = ['cards', 'operations'];
  if (view.cardholderQuery.scope === 'account') panes.push('cardholders');
  const texts = [...new Set(panes.map((p) => view.filter[p]).filter((text) => text.trim() !== ''))];
  if (texts.length === 0) return { view, texts };
  const filter = { ...view.filter };
  for (const p of panes) filter[p] = '';
  return { view: { ...view, filter }, texts };
}

/**
 * Recomputes the selected account, card and cardholder from the cursors. A new account resets
 * the cards pane to its first page and row, unless a jump is waiting to land there, and clears the
 * filter texts typed for the account left (`switched` says which, and the filters kept).
 */
export function reconcile(
  input: AppState,
): Pick<AppState, 'view' | 'cursorLanding'> & { readonly switched?: WalletSwitch } {
  let state = landTarget(input, 'accounts');
  let switched: WalletSwitch | undefined;
  const accountId =
    rowIdAt(state, 'accounts') ??
    (selectPaneRows(state, 'accounts').length === 0 ? state.view.selectedAccountId : undefined);
  if (accountId !== state.view.selectedAccountId) {
    const keepCards = state.cursorLanding?.pane === 'cards';
    const cursors = keepCards ? state.view.cursors : { ...state.view.cursors, cards: 0 };
    const cardQuery = keepCards ? state.view.cardQuery : { ...state.view.cardQuery, page: 1 };
    const from = state.view.selectedAccountId;
    const cleared = from === undefined ? { view: state.view, texts: [] } : clearWalletFilters(state.view);
    if (cleared.texts.length > 0)
      switched = { ...(from ? { from } : {}), texts: cleared.texts, kept: keptFilters(state.view) };
    state = { ...state, view: { ...cleared.view, selectedAccountId: accountId, cursors, cardQuery } };
  }
  state = landTarget(state, 'cards');
  const cardId = rowIdAt(state, 'cards');
  const holderId = rowIdAt(state, 'cardholders');
  const view = state.view;
  if (cardId !== view.selectedCardId || holderId !== view.selectedCardholderId) {
    state = { ...state, view: { ...view, selectedCardId: cardId, selectedCardholderId: holderId } };
  }
  return { view: state.view, cursorLanding: state.cursorLanding, ...(switched ? { switched } : {}) };
}
