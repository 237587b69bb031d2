// The console's normalized model. One Account type covers both a wallet (organization family)
// and an account (account family); the API shapes are mapped into it by normalize.ts.
import type {
  BinEntry,
  CardOperationStatus,
  CardOperationType,
  CardStatus,
  Fees,
  Restrictions,
  TransferDestination,
  WalletLimitRange,
  WalletOperationStatus,
  WalletOperationType,
} from '../contract/index.js';
import type { ErrorKind } from '../api/index.js';
import type { ChangeStep, DaySpend } from '../domain/index.js';
import type { EventInput } from './events.js';

/** Where a value came from, kept so the raw view shows the JSON exactly as the API returned it. */
export type Raw = unknown;

export interface Account {
  readonly id: string;
  readonly name: string;
  readonly currency: string;
  readonly status: string;
  /** Decimal strings as the service wrote them; never parsed into floats. */
  readonly balance: string;
  readonly availableBalance?: string;
  readonly heldBalance?: string;
  readonly cards?: number;
  readonly isTransferAllowed?: boolean;
  readonly allowedCardTypes?: readonly string[];
  readonly createdAt?: string;
  readonly updatedAt?: string;
  readonly raw: Raw;
}

/** What only the account detail view needs; fetched on demand and kept apart from the list rows. */
export interface AccountExtras {
  readonly fees?: Fees;
  readonly binList?: readonly BinEntry[];
  readonly limitRanges?: readonly WalletLimitRange[];
  readonly cardBalance?: boolean;
  readonly isUsedCardBalance?: boolean;
  readonly restrictions?: Restrictions;
  readonly transferDestinations?: readonly TransferDestination[];
  readonly raw: Readonly<Record<string, Raw>>;
}

export interface CardOwner {
  readonly cardOwnerId: string;
  readonly firstName: string;
  readonly lastName: string;
  readonly email: string;
}

export interface Card {
  readonly id: string;
  readonly accountId?: string;
  readonly accountName?: string;
  readonly name: string;
  readonly status: CardStatus;
  readonly currency: string;
  readonly availableBalance: string;
  readonly maskedNumber: string;
  readonly holder?: string;
  readonly cardType?: string;
  readonly paymentSystem?: string;
  readonly expiredAt?: string;
  readonly limits?: Readonly<Record<string, unknown>>;
  readonly cardOwner?: CardOwner;
  readonly createdAt?: string;
  readonly raw: Raw;
}

export type OperationKind = 'card' | 'wallet';

export interface Operation {
  readonly id: string;
  readonly kind: OperationKind;
  readonly amount: string;
  readonly currency: string;
  readonly type: CardOperationType | WalletOperationType;
  readonly status: CardOperationStatus | WalletOperationStatus;
  readonly createdAt: string;
  readonly updatedAt?: string;
  readonly cardId?: string;
  readonly cardName?: string;
  readonly cardMaskedNumber?: string;
  readonly accountId?: string;
  readonly accountName?: string;
  readonly merchantName?: string | null;
  readonly merchantCategory?: string | null;
  readonly feeAmount?: string;
  readonly feeCurrency?: string;
  readonly settlementAmount?: string;
  readonly settlementCurrency?: string;
  readonly description?: string | null;
  readonly declineReason?: string | null;
  readonly raw: Raw;
}

export interface Cardholder {
  readonly id: string;
  readonly firstName: string;
  readonly lastName: string;
  readonly email: string;
  readonly phone: string;
  readonly address: Readonly<Record<string, unknown>> | null;
  readonly raw: Raw;
}

/** One fetched page of one query, in server order. */
export interface ListSlot {
  readonly ids: readonly string[];
  readonly total: number;
  readonly page: number;
  readonly pages: number;
  readonly loadedAt: number;
  /** A whole-wallet filter through the card index: the cards of the wallet the `total` matches are out of. */
  readonly of?: number;
}

export type PaneId = 'accounts' | 'cards' | 'operations' | 'cardholders';
export const PANES: readonly PaneId[] = ['accounts', 'cards', 'operations', 'cardholders'];

export type SortBy = 'createdAt' | 'name' | 'status';
export type SortDir = 'asc' | 'desc';

export interface CardQuery {
  readonly statuses: readonly CardStatus[];
  readonly sortBy: SortBy;
  readonly sortType: SortDir;
  /** Every wallet's cards in one list (`:wallet *`, from the card index), not the selected wallet's. */
  readonly everyWallet?: boolean;
  /** Only cards created at or after (at or before) this instant (ISO 8601, as sent). */
  readonly from?: string;
  readonly to?: string;
  readonly page: number;
}

export interface OperationQuery {
  readonly kind: OperationKind;
  /** Card operations of the selected card, or of the whole organization. */
  readonly scope: 'selected' | 'all';
  readonly types: readonly string[];
  readonly statuses: readonly string[];
  readonly from?: string;
  readonly to?: string;
  readonly page: number;
}

export interface CardholderQuery {
  readonly scope: 'all' | 'account';
  readonly page: number;
}

export type DetailView =
  | { readonly kind: 'account'; readonly id: string; readonly spend?: DetailSpend }
  | { readonly kind: 'card'; readonly id: string }
  | { readonly kind: 'operation'; readonly id: string; readonly note?: DetailNote }
  | { readonly kind: 'cardholder'; readonly id: string };

/** The account detail's chart: its cards' daily spend over the last days, as read (data only). */
export type DetailSpend =
  | { readonly state: 'reading' }
  | { readonly state: 'failed'; readonly error: string }
  | {
      readonly state: 'ready';
      readonly days: readonly DaySpend[];
      /** Purchases read; `complete` false when the read stopped at its cap (the bars are "at least"). */
      readonly purchases: number;
      readonly complete: boolean;
    };

/**
 * What the detail of a declined operation shows of its explanation (the actions' one explainer wrote the
 * text): being read, could not be read, or why / the facts / the next step.
 */
export type DetailNote =
  | { readonly state: 'reading' }
  | { readonly state: 'failed'; readonly error: string }
  | {
      readonly state: 'ready';
      readonly why: string;
      readonly facts: readonly string[];
      readonly next: string;
      /** The card's key that takes the next step, when this operator may. */
      readonly key?: string;
    };

export interface Choice {
  readonly label: string;
  readonly cardId: string;
  readonly accountId?: string;
  /** The chooser's read of the card's last operation: under way, or failed (absent: not asked, or read). */
  readonly activity?: 'reading' | 'failed';
}

/**
 * The view open over the panes: `kind` names a view the TUI registered, the other fields are that
 * view's own state. Data only, never a function: a confirmation names the step its view resolves.
 */
export interface OverlaySlot {
  readonly kind: string;
  /** What the view is about (a form's wallet and card, a confirmation's card): sync keeps them fresh while it is open. */
  readonly follows?: OverlaySubjects;
  /** The view it was opened from (a form or question opened by a view's key): shown again when it closes. */
  readonly returnTo?: OverlaySlot;
  readonly [field: string]: unknown;
}

export interface OverlaySubjects {
  readonly accounts?: readonly string[];
  readonly cards?: readonly string[];
  /** Also the cards' recent operations (a view that shows them as they come: the timeline). */
  readonly cardOperations?: boolean;
}

/** A problem with one form field (the shape actions' FieldIssue also has). */
export interface FormIssue {
  readonly field: string;
  readonly message: string;
}

/** What a form acts on: ids only; the form reads the rest from the entities when it draws. */
export interface FormSubject {
  readonly accountId?: string;
  readonly cardId?: string;
  readonly cardIds?: readonly string[];
  /** Facts read when the form opened (e.g. the current webhook URL), as text. */
  readonly facts?: Readonly<Record<string, string>>;
  /** Options read when the form opened that the store does not keep (e.g. wallet providers). */
  readonly choices?: Readonly<
    Record<string, ReadonlyArray<{ readonly value: string; readonly label: string }>>
  >;
}

/**
 * An open keyboard form. Typed values live here (so a failed submit keeps them); secrets never
 * do: forms that show secrets hold them in component state only.
 */
export interface FormState {
  /** The form spec's id (`fund`, `issue`...). */
  readonly spec: string;
  readonly target: FormSubject;
  readonly values: Readonly<Record<string, string>>;
  /** Index of the focused field among the fields shown. */
  readonly focus: number;
  /** Field problems: from validation as you type, or from the server's 422. */
  readonly issues: readonly FormIssue[];
  /** A problem not about one field (business rule, network...), shown under the form. */
  readonly error?: string;
  readonly busy: boolean;
  /** While busy: the step the change waits on, as the action reported it. */
  readonly step?: ChangeStep;
  /** Kept after a failed send so a retry of the same input reuses it. */
  readonly idempotencyKey?: string;
  /** The values the key was sent with: a changed input gets a new key. */
  readonly keyFor?: string;
}

export interface ViewState {
  readonly focus: PaneId;
  /** The panes the current layout draws; sync fetches only for these. */
  readonly visiblePanes: readonly PaneId[];
  /** How many rows the focused table shows: the page step for pgup/pgdn. */
  readonly pageRows: number;
  readonly cursors: Readonly<Record<PaneId, number>>;
  /** The text typed at `/` in each pane (the filter of its rows); empty: none. */
  readonly filter: Readonly<Record<PaneId, string>>;
  readonly cardQuery: CardQuery;
  readonly operationQuery: OperationQuery;
  readonly cardholderQuery: CardholderQuery;
  readonly selectedAccountId?: string;
  readonly selectedCardId?: string;
  readonly selectedCardholderId?: string;
  readonly details: readonly DetailView[];
  /** First line shown of the top detail view. */
  readonly detailScroll: number;
  readonly overlay: OverlaySlot | null;
}

/** The one list of error kinds lives in the api layer. */
export type { ErrorKind };

export interface SyncError {
  readonly kind: ErrorKind;
  readonly message: string;
  readonly resource: string;
  readonly at: number;
}

/**
 * offline: no answer (network errors, timeouts); degraded: the service answers with server errors,
 * rate limits or inconsistent pages; stale: the data on screen is older than a few polls, or a read
 * is refused.
 */
export type ConnectionStatus = 'connecting' | 'live' | 'degraded' | 'stale' | 'offline';

export interface ConnectionState {
  readonly status: ConnectionStatus;
  readonly lastSyncAt?: number;
  /** When the data on screen stopped being confirmed fresh. */
  readonly staleSince?: number;
  /** When the next attempt is due while offline or degraded. */
  readonly retryAt?: number;
  /**
   * Set while a read on screen has waited too long for an answer: when the first request of the
   * reads still waiting was sent (a retry that hangs too keeps the first one's time).
   */
  readonly stalledSince?: number;
  readonly lastError?: SyncError;
}

export interface Notification {
  readonly id: number;
  readonly level: 'info' | 'warn' | 'error';
  readonly text: string;
  readonly at: number;
}

export interface Entities {
  readonly accounts: ReadonlyMap<string, Account>;
  readonly accountExtras: ReadonlyMap<string, AccountExtras>;
  readonly cards: ReadonlyMap<string, Card>;
  readonly operations: ReadonlyMap<string, Operation>;
  readonly cardholders: ReadonlyMap<string, Cardholder>;
}

/** Everything one sync round writes, applied in one store update (one copy per touched table). */
export interface Batch {
  readonly accounts?: readonly Account[];
  readonly accountExtras?: ReadonlyArray<{ readonly id: string; readonly patch: Partial<AccountExtras> }>;
  readonly cards?: readonly Card[];
  readonly operations?: readonly Operation[];
  readonly cardholders?: readonly Cardholder[];
  readonly lists?: Readonly<Record<string, ListSlot>>;
  /** Live events' outcomes (the Events view's log), recorded in the same store update as what they carry. */
  readonly events?: readonly EventInput[];
  /** Set when the batch is a read's answer: the connection's last sync, in the same store update. */
  readonly syncedAt?: number;
  readonly at: number;
}
