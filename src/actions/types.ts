// The shapes every use-case shares: its context, its typed result, the error a form can show
// against its fields, and the card reference bulk jobs and single actions take.
import type { ApiClient } from '../api/index.js';
import type { CardStatus } from '../contract/index.js';
import type { AppStore } from '../store/index.js';
import type { RefreshTarget } from '../sync/index.js';
import type { AuditEntry, AuditLog } from './audit.js';
import type { JournalPlace } from './journal/journal.js';
import type { ActionSession } from './session.js';

/** The parts of sync the actions use: a one-off refresh of what just changed. */
export interface SyncLike {
  refresh(what?: RefreshTarget): Promise<void>;
}

export interface ActionContext {
  readonly client: ApiClient;
  readonly audit: AuditLog;
  /** Read-only mode and the production guard: shared by every action of one console session. */
  readonly session: ActionSession;
  /** When given, results land in the store at once (e.g. a new card as `creating`). */
  readonly store?: AppStore;
  readonly sync?: SyncLike;
  /** Injectable clock (ms since the epoch). */
  readonly now?: () => number;
  /**
   * The target is known to honour Idempotency-Key (the sandbox publishes it): resending with the
   * same key is then a valid way to settle an unknown outcome.
   */
  readonly honoursIdempotencyKeys?: boolean;
  /** Where single changes are journaled (as one-card jobs) so that one cut short can be resumed. */
  readonly journal?: JournalPlace;
}

/** A card as actions need it: the wallet/account it belongs to is required by every card route. */
export interface CardRef {
  readonly id: string;
  readonly accountId: string;
  readonly status: CardStatus;
  readonly name?: string;
  readonly maskedNumber?: string;
  readonly availableBalance?: string;
  readonly currency?: string;
}

/** A problem with one input field, from domain validation or from a server 422 `detail` item. */
export interface FieldIssue {
  readonly field: string;
  readonly message: string;
  readonly type?: string;
}

/**
 * How an "outcome unknown" was resolved by reading the resource: `applied` (it happened),
 * `not_applied` (the resource shows no trace; a retry reuses the key), `still_unknown`.
 */
export type Settlement = 'applied' | 'not_applied' | 'still_unknown';

export type ActionErrorKind =
  | 'validation'
  | 'read_only'
  | 'confirmation_required'
  | 'not_permitted'
  | 'state'
  | 'business'
  | 'not_found'
  | 'rate_limited'
  | 'outcome_unknown'
  | 'unavailable'
  | 'auth'
  | 'cancelled'
  | 'unexpected';

export interface ActionError {
  readonly kind: ActionErrorKind;
  /** Short, safe for a status line: never a secret. */
  readonly message: string;
  /** Field problems for a form; empty when the error is not about one field. */
  readonly fields: readonly FieldIssue[];
  /** The server's machine-readable code (e.g. `insufficient_balance`), when it gave one. */
  readonly code?: string;
  /** Whether sending again (with the same idempotency key) may succeed. */
  readonly retryable: boolean;
  readonly retryAfterMs?: number;
  /** Set when the outcome was unknown and the resource was read to settle it. */
  readonly settled?: Settlement;
  /** The key the request carried; keep it for the retry. */
  readonly idempotencyKey?: string;
}

export type ActionResult<T> =
  | { readonly ok: true; readonly value: T; readonly audit: AuditEntry; readonly settled?: 'applied' }
  | { readonly ok: false; readonly error: ActionError; readonly audit?: AuditEntry };

/** Options every changing action accepts. */
export interface ActionOptions {
  /** Reuse the key of an earlier attempt (a form keeps it until success or the input changes). */
  readonly idempotencyKey?: string;
  readonly signal?: AbortSignal;
}
