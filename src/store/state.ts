// The store's shape: what it holds and the actions that change it. Types only, apart from the
// factory (create.ts), so that the reducers (view.ts) and selectors can name the state without
// importing the factory that imports them.
import type { StoreApi } from 'zustand/vanilla';
import type { DisplayZone } from '../domain/index.js';
import type { EventsState } from './events.js';
import type { ReadChanges } from './read-changes.js';
import type {
  Batch,
  CardholderQuery,
  CardQuery,
  ConnectionState,
  DetailView,
  Entities,
  ListSlot,
  Notification,
  OperationQuery,
  OverlaySlot,
  PaneId,
  ViewState,
} from './types.js';

/** Where a jump wants a cursor to land once that row is present. */
export interface CursorLanding {
  readonly pane: PaneId;
  readonly id: string;
}

export interface AppMutators {
  focusPane(pane: PaneId): void;
  cyclePane(step: 1 | -1): void;
  moveCursor(delta: number): void;
  moveToEdge(where: 'top' | 'bottom'): void;
  page(direction: 1 | -1): void;
  setCursor(pane: PaneId, index: number): void;
  setPageRows(rows: number): void;
  setVisiblePanes(panes: readonly PaneId[]): void;
  setFilter(pane: PaneId, text: string): void;
  setCardQuery(patch: Partial<CardQuery>): void;
  setOperationQuery(patch: Partial<OperationQuery>): void;
  setCardholderQuery(patch: Partial<CardholderQuery>): void;
  openDetail(detail: DetailView): void;
  closeDetail(): void;
  /** Replaces the top detail with `detail` when it is still that detail (same kind and id); the scroll stays. */
  annotateDetail(detail: DetailView): void;
  setDetailScroll(line: number): void;
  setOverlay(overlay: OverlaySlot | null): void;
  /** Select an account, focus the cards pane and put the cursor on the card once its row is there. */
  jumpToCard(cardId: string, accountId: string | undefined): void;
  applyBatch(batch: Batch): void;
  /** Drop changed-row highlights set before `before`. */
  expireChanged(before: number): void;
  setConnection(patch: Partial<ConnectionState>): void;
  setPaused(paused: boolean): void;
  notify(level: Notification['level'], text: string, at: number): void;
  dismissNotification(id: number): void;
  /** Marks for bulk actions: card ids. */
  toggleMark(id: string): void;
  markMany(ids: readonly string[]): void;
  clearMarks(): void;
  setSession(session: SessionState): void;
  /** Whether the card index is off, and why (the find commands say so where they are offered). */
  setCardIndex(availability: CardIndexAvailability): void;
  setEvents(patch: Partial<Pick<EventsState, 'status' | 'url' | 'problem' | 'cursor'>>): void;
}

/** What the UI needs of the action session: whether changing commands are offered at all. */
export interface SessionState {
  readonly readOnly: boolean;
  readonly reason?: string;
  /** Money writes in the organization family carry 2 fraction digits, in the account family 9. */
  readonly digits?: 2 | 9;
  /** Actions these credentials cannot perform, with why (e.g. `{ terminate: 'needs an organization token' }`). */
  readonly denied?: Readonly<Record<string, string>>;
}

/** The card index as the command table needs it: `off` says why there is none (absent: on, or opening). */
export interface CardIndexAvailability {
  readonly off?: string;
}

export interface AppState {
  readonly entities: Entities;
  readonly lists: Readonly<Record<string, ListSlot>>;
  readonly view: ViewState;
  readonly connection: ConnectionState;
  readonly paused: boolean;
  /** Row id → when it last visibly changed; rows highlight while a mark exists. */
  readonly changedAt: ReadonlyMap<string, number>;
  readonly notifications: readonly Notification[];
  readonly cursorLanding?: CursorLanding;
  /** Marked card ids (bulk actions); shown as a count and a mark column. */
  readonly marks: ReadonlySet<string>;
  readonly session: SessionState;
  readonly cardIndex: CardIndexAvailability;
  /** The live events stream and the listener's state. */
  readonly events: EventsState;
  /** Name and limit changes the card reads showed this session, per card (read-changes.ts). */
  readonly readChanges: ReadChanges;
  /** The display zone: every time shown is in it, and the header names it. Fixed for the session. */
  readonly zone: DisplayZone;
  readonly mutators: AppMutators;
}

export type AppStore = StoreApi<AppState>;
