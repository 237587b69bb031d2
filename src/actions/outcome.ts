// The rules of an outcome (its words are in outcome-kinds.ts): which failure may have applied, what is
// final, and how a single action's result and a bulk job's card become the one Outcome that the
// journal and the audit trail record.
import type { AuditRecord } from './audit.js';
import { OUTCOME_KINDS, type OutcomeKind } from './outcome-kinds.js';
import type { ActionError, ActionResult, Outcome } from './types.js';

/** What reading back after a lost answer found; `value` is what the change returns, when it applied. */
export type ReadBackResult<T> =
  | { readBack: 'applied'; value: T; transactionIds?: string[] }
  | { readBack: 'not_applied' }
  /** `check` tells the operator what to look at before trying again. */
  | { readBack: 'still_unknown'; check?: string };

/**
 * How a failure ended. It may have applied only when its answer was lost (`outcome_unknown`) and
 * reading back did not show it absent: the one place this is decided.
 */
export function failureOutcome(error: ActionError): Outcome {
  const lost = error.kind === 'outcome_unknown' && error.readBack !== 'not_applied';
  return {
    kind: lost ? 'unknown' : 'failed',
    error,
    ...(error.readBack ? { readBack: error.readBack } : {}),
  };
}

/** The change may have applied, although nobody knows: read it back before sending it again. */
export const mayHaveApplied = (outcome: Pick<Outcome, 'kind'>): boolean => outcome.kind === 'unknown';

/** The words a job's cards are counted by, in the order they are said; cards with none of them are "left". */
const COUNTED = [...OUTCOME_KINDS, 'cancelled'] as const;

/**
 * A job by its whole size and each outcome by its name: "10 cards: 4 done, 4 skipped, 2 failed";
 * the cards with no outcome yet are "left" ("3 cards: 1 done, 2 left").
 */
export function jobCountsText(total: number, counts: Readonly<Partial<Record<string, number>>>): string {
  const n = (value: number) => value.toLocaleString('en-US');
  const parts: string[] = [];
  let counted = 0;
  for (const kind of COUNTED) {
    const value = counts[kind] ?? 0;
    counted += value;
    if (value > 0) parts.push(`${n(value)} ${kind}`);
  }
  if (total - counted > 0) parts.push(`${n(total - counted)} left`);
  return `${n(total)} card${total === 1 ? '' : 's'}: ${parts.join(', ') || 'none'}`;
}

/** Final: nothing is left to do for the card (done, skipped, or a failure that trying again cannot mend). */
export const isFinal = (kind: OutcomeKind, retryable: boolean | undefined): boolean =>
  kind === 'done' || kind === 'skipped' || (kind === 'failed' && retryable !== true);

/** A single action's result as an Outcome. */
export function resultOutcome(result: ActionResult<unknown>): Outcome {
  if (!result.ok) return failureOutcome(result.error);
  const ids = result.audit.transactionIds;
  return {
    kind: 'done',
    ...(result.readBack ? { readBack: result.readBack } : {}),
    ...(ids && ids.length > 0 ? { transactionIds: ids } : {}),
  };
}

/** What an audit entry says of an outcome: its kind, what reading back found, the error or note. */
export function auditFields(
  outcome: Outcome,
): Pick<AuditRecord, 'outcome' | 'readBack' | 'transactionIds' | 'errorCode' | 'message'> {
  const { kind, readBack, transactionIds, error, note } = outcome;
  const message = note ?? error?.message;
  return {
    outcome: kind,
    ...(readBack ? { readBack } : {}),
    ...(transactionIds && transactionIds.length > 0 ? { transactionIds: [...transactionIds] } : {}),
    ...(error ? { errorCode: error.code ?? error.kind } : {}),
    ...(message !== undefined ? { message } : {}),
  };
}
