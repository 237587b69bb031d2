// The console's store: a zustand vanilla store built by a factory. No I/O: sync writes batches
// into it, the UI reads it through selectors and changes view state through its actions.
import { createStore } from 'zustand/vanilla';
import { utcZone, type DisplayZone } from '../domain/index.js';
import { applyEntities, applyLists, writtenIds } from './apply.js';
import { appendEvents, initialEvents } from './events.js';
import { emptyReadChanges, recordReadChanges } from './read-changes.js';
import { INITIAL_SWEEP_LIMITS, listsInUse, sweepDue, sweepEntities } from './retention.js';
import { moveBy, moveTo, pageBy, reconcile, cyclePane, withCursor, type WalletSwitch } from './view.js';
import type { AppMutators, AppState, AppStore } from './state.js';
import type { Entities, Notification, PaneId, ViewState } from './types.js';

export type { AppMutators, AppState, AppStore, SessionState } from './state.js';

export interface AppStoreInit {
  readonly focus?: PaneId;
  readonly paused?: boolean;
  readonly pageRows?: number;
  readonly visiblePanes?: readonly PaneId[];
  readonly selectedAccountId?: string;
  /** Server page size used by sync for every list. */
  readonly pageSize?: number;
  readonly readOnly?: boolean;
  /**
   * The zone every time on screen is shown in, decided once at start by the composition root
   * (`--utc`, the config file, the process's zone). UTC when not given: the store reads no environment.
   */
  readonly zone?: DisplayZone;
  /** The clock of the notices the store writes itself (a wallet switch that cleared a filter). */
  readonly now?: () => number;
}

const MAX_NOTIFICATIONS = 20;
export const DEFAULT_PAGE_SIZE = 100;

function emptyEntities(): Entities {
  return {
    accounts: new Map(),
    accountExtras: new Map(),
    cards: new Map(),
    operations: new Map(),
    cardholders: new Map(),
  };
}

function initialView(init: AppStoreInit): ViewState {
  return {
    focus: init.focus ?? 'accounts',
    visiblePanes: init.visiblePanes ?? ['accounts', 'cards'],
    pageRows: init.pageRows ?? 10,
    cursors: { accounts: 0, cards: 0, operations: 0, cardholders: 0 },
    filter: { accounts: '', cards: '', operations: '', cardholders: '' },
    cardQuery: { statuses: [], sortBy: 'createdAt', sortType: 'desc', page: 1 },
    operationQuery: { kind: 'card', scope: 'selected', types: [], statuses: [], page: 1 },
    cardholderQuery: { scope: 'all', page: 1 },
    selectedAccountId: init.selectedAccountId,
    details: [],
    detailScroll: 0,
    overlay: null,
  };
}

/** "filter "AdaFleet" cleared (it was for Main USD); kept: status frozen": what a wallet switch changed. */
function switchText(state: AppState, switched: WalletSwitch): string {
  const from = switched.from ? state.entities.accounts.get(switched.from)?.name : undefined;
  const texts = switched.texts.map((f) => `"${f}"`).join(', ');
  const was = from ? ` (it was for ${from})` : '';
  const kept = switched.kept.length > 0 ? `; kept: ${switched.kept.join(', ')}` : '';
  return `new wallet: filter ${texts} cleared${was}${kept}`;
}

export function createAppStore(init: AppStoreInit = {}): AppStore & { readonly pageSize: number } {
  let nextNotificationId = 1;
  /** Table sizes at which cards and operations nothing refers to are dropped (retention.ts). */
  let sweepLimits = INITIAL_SWEEP_LIMITS;
  const store = createStore<AppState>()((set, get) => {
    const clock = init.now ?? Date.now;
    /** The selection made to agree with the cursors; a wallet switch that cleared a filter says so. */
    const reconciled = (draft: AppState, at: number): Partial<AppState> => {
      const { switched, ...next } = reconcile(draft);
      if (!switched) return next;
      const note: Notification = {
        id: nextNotificationId++,
        level: 'info',
        text: switchText(draft, switched),
        at,
      };
      return { ...next, notifications: [...draft.notifications, note].slice(-MAX_NOTIFICATIONS) };
    };
    /** Every view change goes through here so the selection never drifts from the cursors. */
    const setView = (view: ViewState, extra: Partial<AppState> = {}) => {
      const draft: AppState = { ...get(), ...extra, view };
      set({ ...extra, ...reconciled(draft, clock()) });
    };
    const mutators: AppMutators = {
      focusPane: (pane) => setView({ ...get().view, focus: pane }),
      cyclePane: (step) => setView({ ...get().view, focus: cyclePane(get().view.focus, step) }),
      moveCursor: (delta) => setView(moveBy(get(), delta)),
      moveToEdge: (where) => setView(moveTo(get(), where)),
      page: (direction) => setView(pageBy(get(), direction)),
      setCursor: (pane, index) => setView(withCursor(get().view, pane, Math.max(0, index))),
      setPageRows: (rows) => {
        if (get().view.pageRows !== rows) set({ view: { ...get().view, pageRows: rows } });
      },
      setVisiblePanes: (panes) => {
        const current = get().view.visiblePanes;
        if (current.length === panes.length && current.every((p, i) => p === panes[i])) return;
        set({ view: { ...get().view, visiblePanes: [...panes] } });
      },
      setFilter: (pane, text) => {
        const view = get().view;
        setView({ ...withCursor(view, pane, 0), filter: { ...view.filter, [pane]: text } });
      },
      setCardQuery: (patch) => {
        const view = get().view;
        setView({ ...withCursor(view, 'cards', 0), cardQuery: { ...view.cardQuery, page: 1, ...patch } });
      },
      setOperationQuery: (patch) => {
        const view = get().view;
        setView({
          ...withCursor(view, 'operations', 0),
          operationQuery: { ...view.operationQuery, page: 1, ...patch },
        });
      },
      setCardholderQuery: (patch) => {
        const view = get().view;
        setView({
          ...withCursor(view, 'cardholders', 0),
          cardholderQuery: { ...view.cardholderQuery, page: 1, ...patch },
        });
      },
      openDetail: (detail) =>
        setView({ ...get().view, details: [...get().view.details, detail], detailScroll: 0 }),
      closeDetail: () =>
        setView({ ...get().view, details: get().view.details.slice(0, -1), detailScroll: 0 }),
      annotateDetail: (detail) => {
        const details = get().view.details;
        const top = details[details.length - 1];
        if (top?.kind !== detail.kind || top.id !== detail.id) return;
        set({ view: { ...get().view, details: [...details.slice(0, -1), detail] } });
      },
      setDetailScroll: (line) => set({ view: { ...get().view, detailScroll: Math.max(0, line) } }),
      setOverlay: (overlay) => set({ view: { ...get().view, overlay } }),
      jumpToCard: (cardId, accountId) => {
        const state = get();
        const view = {
          ...state.view,
          focus: 'cards' as const,
          details: [],
          overlay: null,
          filter: { ...state.view.filter, accounts: '', cards: '' },
          // In its own wallet's list, not every wallet's.
          cardQuery: { ...state.view.cardQuery, everyWallet: undefined },
        };
        const accountIndex =
          accountId === undefined ? -1 : (state.lists.accounts?.ids ?? []).indexOf(accountId);
        const cursors = accountIndex >= 0 ? { ...view.cursors, accounts: accountIndex } : view.cursors;
        const selectedAccountId =
          accountIndex >= 0 ? view.selectedAccountId : (accountId ?? view.selectedAccountId);
        setView({ ...view, cursors, selectedAccountId }, { cursorLanding: { pane: 'cards', id: cardId } });
      },
      applyBatch: (batch) => {
        const state = get();
        const applied = applyEntities(state.entities, batch);
        const lists = applyLists(state.lists, batch.lists, () => listsInUse(state));
        let changedAt = state.changedAt;
        if (applied.changed.length > 0) {
          const marks = new Map(changedAt);
          for (const id of applied.changed) marks.set(id, batch.at);
          changedAt = marks;
        }
        const readChanges = recordReadChanges(state.readChanges, applied.readChanges);
        let draft: AppState = { ...state, entities: applied.entities, lists, changedAt, readChanges };
        if (sweepDue(draft.entities, sweepLimits)) {
          const swept = sweepEntities(draft, writtenIds(batch));
          sweepLimits = swept.limits;
          draft = { ...draft, entities: swept.entities };
        }
        const { entities } = draft;
        const events = batch.events ? appendEvents(state.events, batch.events) : state.events;
        const connection =
          batch.syncedAt === undefined
            ? state.connection
            : { ...state.connection, lastSyncAt: batch.syncedAt };
        const same = entities === state.entities && lists === state.lists && changedAt === state.changedAt;
        if (same && readChanges === state.readChanges && events === state.events) {
          if (connection !== state.connection) set({ connection });
          return;
        }
        set({ entities, lists, changedAt, readChanges, events, connection, ...reconciled(draft, batch.at) });
      },
      expireChanged: (before) => {
        const marks = get().changedAt;
        let copy: Map<string, number> | undefined;
        for (const [id, at] of marks) {
          if (at >= before) continue;
          copy ??= new Map(marks);
          copy.delete(id);
        }
        if (copy) set({ changedAt: copy });
      },
      setConnection: (patch) => set({ connection: { ...get().connection, ...patch } }),
      setPaused: (paused) => set({ paused }),
      notify: (level, text, at) => {
        const note: Notification = { id: nextNotificationId++, level, text, at };
        set({ notifications: [...get().notifications, note].slice(-MAX_NOTIFICATIONS) });
      },
      dismissNotification: (id) => set({ notifications: get().notifications.filter((n) => n.id !== id) }),
      toggleMark: (id) => {
        const marks = new Set(get().marks);
        if (!marks.delete(id)) marks.add(id);
        set({ marks });
      },
      markMany: (ids) => {
        if (ids.length === 0) return;
        set({ marks: new Set([...get().marks, ...ids]) });
      },
      clearMarks: () => {
        if (get().marks.size > 0) set({ marks: new Set() });
      },
      setSession: (session) => {
        const current = get().session;
        const same =
          current.readOnly === session.readOnly &&
          current.reason === session.reason &&
          current.digits === session.digits &&
          JSON.stringify(current.denied ?? {}) === JSON.stringify(session.denied ?? {});
        if (!same) set({ session });
      },
      setCardIndex: (availability) => {
        if (get().cardIndex.off !== availability.off) set({ cardIndex: availability });
      },
      setEvents: (patch) => set({ events: { ...get().events, ...patch } }),
    };
    return {
      entities: emptyEntities(),
      lists: {},
      view: initialView(init),
      connection: { status: 'connecting' },
      paused: init.paused ?? false,
      changedAt: new Map(),
      notifications: [],
      marks: new Set(),
      session: { readOnly: init.readOnly ?? false },
      cardIndex: {},
      events: initialEvents(),
      readChanges: emptyReadChanges(),
      zone: init.zone ?? utcZone(),
      mutators,
    };
  });
  return Object.assign(store, { pageSize: init.pageSize ?? DEFAULT_PAGE_SIZE });
}
