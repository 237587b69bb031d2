// Card spending limits checked against the wallet's allowed ranges before a request is sent (the spec
// asks clients to avoid limits outside the range), and by the sandbox when it receives one.
//
// Decisions: a limit may be zero (the range decides whether zero is allowed); a range whose bounds are not
// money strings is ignored rather than guessed at; unknown limit types in the ranges are ignored; when both
// daily and monthly limits are known (given, or current on the card), daily may not exceed monthly.
import { ValidationType } from '../contract/errors.js';
import type { WalletLimitRange } from '../contract/wallets.js';
import { compare, formatAmount, parseAmount, parseMoneyString, type Money } from './money.js';

export const LIMIT_FIELDS = ['daily_limit', 'monthly_limit', 'transaction_limit'] as const;
export type LimitField = (typeof LIMIT_FIELDS)[number];

export type LimitInputValue = string | number | null | undefined;
export type CardLimitValues = Partial<Record<LimitField, LimitInputValue>>;

export interface LimitIssue {
  readonly field: LimitField;
  readonly reason: string;
  /** A `ValidationType` value, ready for a 422 `detail` item. */
  readonly type: string;
  /** Bounds for a 422 `ctx`, as the wallet wrote them. */
  readonly ctx?: { readonly min?: string; readonly max?: string };
}

export interface LimitCheckOptions {
  /** Fraction digits allowed in a limit: 2 for the organization family (default), 9 for the account family. */
  maxFractionDigits?: 2 | 9;
  /** Limits already on the card, so a change to one is compared with the other. */
  current?: { daily_limit?: string | null; monthly_limit?: string | null };
}

const LABEL: Readonly<Record<LimitField, string>> = {
  daily_limit: 'daily limit',
  monthly_limit: 'monthly limit',
  transaction_limit: 'transaction limit',
};

interface Range {
  readonly min: Money;
  readonly max: Money;
  readonly minText: string;
  readonly maxText: string;
}

function isLimitField(type: string): type is LimitField {
  return (LIMIT_FIELDS as readonly string[]).includes(type);
}

function rangesByField(ranges: readonly WalletLimitRange[]): Map<LimitField, Range> {
  const byField = new Map<LimitField, Range>();
  for (const range of ranges) {
    if (!isLimitField(range.type)) continue;
    const min = parseMoneyString(range.amountMin);
    const max = parseMoneyString(range.amountMax);
    if (!min.ok || !max.ok) continue;
    byField.set(range.type, {
      min: min.value,
      max: max.value,
      minText: range.amountMin,
      maxText: range.amountMax,
    });
  }
  return byField;
}

function rangeIssue(field: LimitField, value: Money, range: Range): LimitIssue | undefined {
  if (compare(value, range.min) >= 0 && compare(value, range.max) <= 0) return undefined;
  return {
    field,
    reason: `${LABEL[field]} must be between ${range.minText} and ${range.maxText}`,
    type: ValidationType.numberRange,
    ctx: { min: range.minText, max: range.maxText },
  };
}

function parseLimit(
  field: LimitField,
  input: string | number,
  digits: number,
): { value?: Money; issue?: LimitIssue } {
  const parsed = parseAmount(input, { allowZero: true, maxFractionDigits: digits });
  if (parsed.ok) return { value: parsed.value };
  return { issue: { field, reason: `${LABEL[field]}: ${parsed.reason}`, type: parsed.type } };
}

function currentValue(text: string | null | undefined): Money | undefined {
  if (text === null || text === undefined) return undefined;
  const parsed = parseMoneyString(text);
  return parsed.ok ? parsed.value : undefined;
}

function dailyAboveMonthly(
  daily: Money | undefined,
  monthly: Money | undefined,
  digits: 2 | 9,
): LimitIssue | undefined {
  if (daily === undefined || monthly === undefined || compare(daily, monthly) <= 0) return undefined;
  return {
    field: 'daily_limit',
    reason: `daily limit must not exceed the monthly limit (${formatAmount(monthly, digits)})`,
    type: ValidationType.numberRange,
    ctx: { max: formatAmount(monthly, digits) },
  };
}

/**
 * Check the limits being set on a card. Absent or null fields are not being set and are skipped.
 * Returns one issue per problem, in field order; an empty array means the limits may be sent.
 */
export function validateCardLimits(
  input: CardLimitValues,
  ranges: readonly WalletLimitRange[],
  options: LimitCheckOptions = {},
): LimitIssue[] {
  const digits = options.maxFractionDigits ?? 2;
  const byField = rangesByField(ranges);
  const issues: LimitIssue[] = [];
  const values: Partial<Record<LimitField, Money>> = {};
  for (const field of LIMIT_FIELDS) {
    const raw = input[field];
    if (raw === undefined || raw === null) continue;
    const { value, issue } = parseLimit(field, raw, digits);
    if (issue) issues.push(issue);
    if (value === undefined) continue;
    values[field] = value;
    const range = byField.get(field);
    const outOfRange = range ? rangeIssue(field, value, range) : undefined;
    if (outOfRange) issues.push(outOfRange);
  }
  const daily =
    values.daily_limit ??
    (input.daily_limit == null ? currentValue(options.current?.daily_limit) : undefined);
  const monthly =
    values.monthly_limit ??
    (input.monthly_limit == null ? currentValue(options.current?.monthly_limit) : undefined);
  const order = dailyAboveMonthly(daily, monthly, digits);
  if (order) issues.push(order);
  return issues;
}
