// The shapes every use-case shares: its context, its typed result, the error a form can show
// against its fields, and the card reference bulk jobs and single actions take.
import type { ApiClient } from '../api/index.js';
import type { CardStatus } from '../contract/index.js';
import type { ChangeStep } from '../domain/index.js';
import type { AppStore } from '../store/index.js';
import type { RefreshScope } from '../sync/index.js';
import type { AuditEntry, AuditLog } from './audit.js';
import type { JournalPlace } from './journal/lines.js';
import type { OutcomeKind, ReadBack } from './outcome-kinds.js';
import type { ActionSession } from './session.js';

/** The parts of sync the actions use: a one-off refresh of what just changed. */
export interface SyncLike {
  refresh(what?: RefreshScope): Promise<void>;
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
   * same key is then a valid way to read back a lost answer.
   */
  readonly honoursIdempotencyKeys?: boolean;
  /** Where single changes are journaled (as one-card jobs) so that one cut short can be resumed. */
  readonly journal?: JournalPlace;
  /** The organization id the client sends (a copied command names it). */
  readonly orgId?: string;
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
  /** The subject changed since the operator saw it (a field someone else changed): nothing was sent. */
  | 'conflict'
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
  /** Set when the answer was lost and the resource was read back without finding the change. */
  readonly readBack?: Exclude<ReadBack, 'applied'>;
  /** `conflict`: each field someone else changed since the form showed it. */
  readonly conflicts?: readonly FieldConflict[];
  /** The key the request carried; keep it for the retry. */
  readonly idempotencyKey?: string;
  /** Nothing of the change left the console (a read before the send failed): trying again is a new attempt. */
  readonly notSent?: true;
}

export type ActionResult<T> =
  | {
      readonly ok: true;
      readonly value: T;
      readonly audit: AuditEntry;
      /** Set when the answer was lost and reading back found the change applied. */
      readonly readBack?: 'applied';
    }
  | { readonly ok: false; readonly error: ActionError; readonly audit?: AuditEntry };

/**
 * Told the step a change is waiting on as it starts (domain/change-step.ts): `reading` what it checks
 * before sending (nothing has left yet), `sending` the change itself, `confirming` a change whose
 * answer was lost (reading it back).
 */
export type StepReport = (step: ChangeStep) => void;

/** Options every changing action accepts. */
export interface ActionOptions {
  /** Reuse the key of an earlier attempt (a form keeps it until success or the input changes). */
  readonly idempotencyKey?: string;
  readonly signal?: AbortSignal;
  /** Told each step as it starts, so a form can say what it waits for. */
  readonly onStep?: StepReport;
  /** The change undoes an earlier one (its undo record's id): its audit entry says so. */
  readonly undoes?: string;
}

/**
 * How a change ended: a single action, a bulk job's card, a journal line and an audit entry all say
 * it with these fields (see outcome-kinds.ts for the words, outcome.ts for the rules).
 */
export interface Outcome {
  readonly kind: OutcomeKind;
  /** Set when the answer was lost and the resource was read back: what reading back found. */
  readonly readBack?: ReadBack;
  readonly transactionIds?: readonly string[];
  /** `failed` and `unknown`: why, and whether trying again (with the same key) may succeed. */
  readonly error?: ActionError;
  /** `skipped`: why; `done`: how, e.g. "already frozen". */
  readonly note?: string;
}

/** A field someone else changed after the operator's form showed it. Values are text; '' is "none". */
export interface FieldConflict {
  readonly field: string;
  /** What the form showed when it opened. */
  readonly shown: string;
  /** What the card holds now. */
  readonly theirs: string;
  /** What the operator's form holds (the shown value when they left it alone). */
  readonly yours: string;
}
