// Money for display: decimal strings through the domain's exact arithmetic, never a float.
import { formatAmount, parseMoneyString } from '../../domain/index.js';
import { safe } from '../text.js';

/**
 * Amounts the service usually writes: at most two fraction digits, no leading zeros, not "-0".
 * Their two-digit form is the text itself, padded: no rounding, so no arithmetic is needed.
 */
const ALREADY_TWO_DIGITS = /^-?(?:0|[1-9]\d{0,14})(?:\.\d{1,2})?$/;
const NEGATIVE_ZERO = /^-0(?:\.0*)?$/;

/** Two fraction digits for tables; a malformed amount is shown as received (sanitised). */
export function money(amount: string | undefined): string {
  if (amount === undefined) return '-';
  // Tables format every visible amount on each scroll: skip the exact arithmetic when it cannot change the text.
  if (ALREADY_TWO_DIGITS.test(amount) && !NEGATIVE_ZERO.test(amount)) {
    const dot = amount.indexOf('.');
    return dot < 0 ? `${amount}.00` : amount.padEnd(dot + 3, '0');
  }
  const parsed = parseMoneyString(amount);
  return parsed.ok ? formatAmount(parsed.value, 2) : safe(amount);
}

export function moneyWithCurrency(amount: string | undefined, currency: string | undefined): string {
  if (amount === undefined) return '-';
  return `${money(amount)} ${safe(currency)}`.trim();
}

/** Exact as the service wrote it (detail views): nothing rounded away. */
export function exactMoney(amount: string | undefined, currency: string | undefined): string {
  if (amount === undefined) return '-';
  return `${safe(amount)} ${safe(currency)}`.trim();
}

/**
 * Exact, without the zeros the account family pads to nine places: "20931.400000000" → "20931.40",
 * "0.123450000" → "0.12345". Nothing is rounded; a malformed amount is shown as received.
 */
export function plainMoney(amount: string | undefined): string {
  if (amount === undefined) return '-';
  const match = /^(-?\d+)\.(\d+)$/.exec(amount);
  if (!match) return safe(amount);
  const fraction = match[2]!.replace(/0+$/, '').padEnd(2, '0');
  return `${match[1]}.${fraction}`;
}
