// Input rules checked before anything is sent, with the same domain functions the sandbox uses:
// amounts are exact decimals, positive, within the family's fraction digits and the currency's minor
// unit (domain/money.ts: USD cents), and the source's available balance; descriptions are at most 500
// characters, counted as the server counts them (code points, not JavaScript's UTF-16 units).
import { codePointLength, DESCRIPTION_MAX, descriptionTooLong, ValidationType } from '../contract/index.js';
import {
  compare,
  currencyPrecisionReason,
  formatAmount,
  OPERATOR_DESCRIPTION_MAX,
  parseAmount,
  parseMoneyString,
} from '../domain/index.js';
import type { Money } from '../domain/index.js';
import type { FieldIssue } from './types.js';

export const MAX_DESCRIPTION = DESCRIPTION_MAX;

export type Family = 'org' | 'account';
/** The organization family writes 2 fraction digits, the account family 9. */
export const digitsOf = (family: Family): 2 | 9 => (family === 'org' ? 2 : 9);

export interface AmountCheck {
  digits: 2 | 9;
  /** The source's available balance as the service wrote it; absent when unknown. */
  available?: string;
  /** How the source is named in the message: "wallet" or "card". */
  sourceLabel?: string;
  field?: string;
  /** The amount's currency: no finer than its minor unit (USD cents), whatever digits the family prints. */
  currency?: string;
}

export type AmountOutcome = { ok: true; value: Money; text: string } | { ok: false; issue: FieldIssue };

/** Parses an amount typed by an operator; `text` is what is sent (the input normalised to `digits`). */
export function checkAmount(input: string, check: AmountCheck): AmountOutcome {
  const field = check.field ?? 'amount';
  const parsed = parseAmount(input, { maxFractionDigits: check.digits });
  if (!parsed.ok) return { ok: false, issue: { field, message: parsed.reason, type: parsed.type } };
  const precision = check.currency ? currencyPrecisionReason(parsed.value, check.currency) : undefined;
  if (precision)
    return { ok: false, issue: { field, message: precision, type: ValidationType.amountPrecision } };
  if (check.available !== undefined) {
    const available = parseMoneyString(check.available);
    if (available.ok && compare(parsed.value, available.value) > 0) {
      const label = check.sourceLabel ?? 'source';
      return {
        ok: false,
        issue: {
          field,
          message: `more than the ${label}'s available balance (${formatAmount(available.value, check.digits)})`,
          type: 'insufficient_balance',
        },
      };
    }
  }
  return { ok: true, value: parsed.value, text: formatAmount(parsed.value, check.digits) };
}

export function checkDescription(
  description: string | undefined,
  field = 'description',
  max = MAX_DESCRIPTION,
): FieldIssue | undefined {
  if (description === undefined) return undefined;
  const given = codePointLength(description);
  if (given <= max) return undefined;
  // Money movements keep room at the end for the console's own reference (see domain/reference.ts).
  const why = max < MAX_DESCRIPTION ? ` (${MAX_DESCRIPTION - max} are kept for the console's reference)` : '';
  return { field, message: descriptionTooLong(max, given) + why, type: 'value_error.any_str.max_length' };
}

/**
 * A money movement's description as the operator types it: the console appends its own reference
 * (domain/reference.ts), so the operator has what the server's 500 leave after it.
 */
export const MOVEMENT_DESCRIPTION_MAX = OPERATOR_DESCRIPTION_MAX;

export function checkMovementDescription(description: string | undefined): FieldIssue | undefined {
  return checkDescription(description, 'description', MOVEMENT_DESCRIPTION_MAX);
}

export function checkName(name: string | undefined, field = 'name', max = 100): FieldIssue | undefined {
  if (name === undefined) return undefined;
  if (name.trim() === '')
    return { field, message: 'must not be empty', type: 'value_error.any_str.min_length' };
  if (name.length > max)
    return { field, message: `at most ${max} characters`, type: 'value_error.any_str.max_length' };
  return undefined;
}

export const compact = (issues: readonly (FieldIssue | undefined)[]): FieldIssue[] =>
  issues.filter((i): i is FieldIssue => i !== undefined);

/** The limits an operator set: a limit left empty is neither sent nor journaled. */
export const definedLimits = (limits: object): Record<string, string> =>
  Object.fromEntries(
    Object.entries(limits).filter((e): e is [string, string] => typeof e[1] === 'string' && e[1] !== ''),
  );
