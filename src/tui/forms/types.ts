// A keyboard form is data: its fields, how to check them as the operator types (the same domain
// rules the actions apply), and how to send them. The open form's typed values live in the store
// (FormState) so a failed submit keeps them; the spec here is pure description plus one call.
import type { ActionContext, ActionError, BulkPlan, StepReport } from '../../actions/index.js';
import type { ChangeStep } from '../../domain/index.js';
import type { AppState, FormIssue, FormSubject } from '../../store/index.js';
import type { RefreshScope } from '../../sync/index.js';
import type { CommandContext } from '../view/types.js';
import type { FeeFact } from './money-facts.js';

export interface FieldOption {
  readonly value: string;
  readonly label: string;
}

export interface FieldSpec {
  readonly name: string;
  readonly label: string;
  /** `text` takes typed characters; `choice` cycles options with left/right or finds one by typing. */
  readonly kind: 'text' | 'choice';
  readonly options?: readonly FieldOption[];
  /** Shown beside the field: the available balance, the allowed range... */
  readonly hint?: string;
  /** Drawn as asterisks (a typed secret). */
  readonly masked?: boolean;
  readonly optional?: boolean;
  /** A choice the operator must make: no option is preselected. */
  readonly noDefault?: boolean;
  /** What a choice's options are, for its find: "no wallet matches ..." (default "option"). */
  readonly noun?: string;
}

export type Values = Readonly<Record<string, string>>;

/** One side of a move: its name (as the operator knows it) and its balance, when read. */
export interface Party {
  readonly name: string;
  readonly available?: string;
  readonly currency: string;
  /** Said instead of its balances (a card not yet issued). */
  readonly note?: string;
}

/** A money move as its review names it. The source pays the fee. */
export interface MoneyReview {
  /** "Transfer", "Fund", "Issue a card". */
  readonly verb: string;
  readonly from: Party;
  readonly to: Party;
  /** The amount moved, as typed and accepted by the form (absent: the move is the fee alone). */
  readonly amount?: string;
  readonly currency: string;
  readonly fee: FeeFact;
  readonly description?: string;
  /** The card the move is about: the question is asked again if it changes before `y`. */
  readonly cardId?: string;
}

/**
 * What the console does after a form succeeds, besides the notification. A spec only names it;
 * `follow` (next.ts) does it, so that specs never import the views they lead to.
 */
export type FormNext =
  /** The webhooks view, reloaded (the form came from there). */
  | { readonly kind: 'webhooks' }
  /** The confirmation of a planned bulk job. */
  | { readonly kind: 'confirm-bulk'; readonly plan: BulkPlan }
  /** The jobs view, the newest job first. */
  | { readonly kind: 'jobs' };

/** What a submit resolves to: an action's result, or a form's own outcome (e.g. a bulk job started). */
export type FormResult =
  { readonly ok: true; readonly value: unknown } | { readonly ok: false; readonly error: ActionError };

export interface FormSpec {
  readonly id: string;
  title(state: AppState, target: FormSubject): string;
  /** Lines drawn above the fields (what is acted on, a warning). */
  intro?(state: AppState, target: FormSubject, values?: Values): readonly string[];
  fields(state: AppState, target: FormSubject, values: Values): readonly FieldSpec[];
  initial(state: AppState, target: FormSubject): Values;
  /**
   * What the form shows as known when it opens (default: its initial values), noted to tell later what
   * the operator changed and what someone else did. A value the console has not read is left out.
   */
  shown?(state: AppState, target: FormSubject): Values;
  /**
   * The facts the form shows that others may change while it is open (a balance, the card's state),
   * by name: read from the store as it draws, and marked when they differ from what it first showed.
   */
  facts?(state: AppState, target: FormSubject): Readonly<Record<string, string | undefined>>;
  /** Domain checks before anything is sent; the issues name fields. */
  check(state: AppState, target: FormSubject, values: Values): readonly FormIssue[];
  submit(
    ops: ActionContext,
    state: AppState,
    target: FormSubject,
    values: Values,
    idempotencyKey: string | undefined,
    ctx: CommandContext,
    onStep?: StepReport,
  ): Promise<FormResult>;
  /** What the form says while it waits on each step of its change (default "reading...", "sending..."...). */
  readonly steps?: Readonly<Partial<Record<ChangeStep, string>>>;
  /**
   * A money move's review, asked before it is sent (values as accepted by `check`); undefined when
   * the form moves no money (or, for an issue, costs no fee).
   */
  review?(state: AppState, target: FormSubject, values: Values): MoneyReview | undefined;
  /** The notification after success. */
  done(state: AppState, target: FormSubject, values: Values, value: unknown): string;
  /** What follows success besides the notification (e.g. reopening the view the form came from). */
  next?(value: unknown): FormNext;
  /** Irreversible: drawn in the warning colour. */
  readonly danger?: boolean;
  /** Reads the form needs as it opens besides its account's detail (the issue form: the cardholders). */
  readonly reads?: readonly RefreshScope[];
  /** The account whose detail reads the form's options come from (loaded when it changes). */
  accountFor?(target: FormSubject, values: Values): string | undefined;
  /**
   * The values the form keeps after a failed submit (default: as typed). The edit form notes there
   * what another operator changed meanwhile (a conflict answer), for the operator to choose.
   */
  afterFailure?(values: Values, error: ActionError): Values;
  /** Server issue field → form field, where the names differ. */
  readonly fieldAliases?: Readonly<Record<string, string>>;
}
