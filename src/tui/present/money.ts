// Money for display: decimal strings through the domain's exact arithmetic, never a float.
import { displayAmount, formatAmount, groupThousands, parseMoneyString } from '../../domain/index.js';
import { safe } from '../text.js';

/**
 * Amounts the service usually writes: at most two fraction digits, no leading zeros, not "-0".
 * Their two-digit form is the text itself, padded: no rounding, so no arithmetic is needed.
 */
const ALREADY_TWO_DIGITS = /^-?(?:0|[1-9]\d{0,14})(?:\.\d{1,2})?$/;
const NEGATIVE_ZERO = /^-0(?:\.0*)?$/;

// One grouping and one exact form for every amount an operator reads, shared with the explanations.
export { groupThousands };

/** Two fraction digits and thousands separators for tables; a malformed amount is shown as received (sanitised). */
export function money(amount: string | undefined): string {
  if (amount === undefined) return '-';
  // Tables format every visible amount on each scroll: skip the exact arithmetic when it cannot change the text.
  if (ALREADY_TWO_DIGITS.test(amount) && !NEGATIVE_ZERO.test(amount)) {
    const dot = amount.indexOf('.');
    return groupThousands(dot < 0 ? `${amount}.00` : amount.padEnd(dot + 3, '0'));
  }
  const parsed = parseMoneyString(amount);
  return parsed.ok ? groupThousands(formatAmount(parsed.value, 2)) : safe(amount);
}

export function moneyWithCurrency(amount: string | undefined, currency: string | undefined): string {
  if (amount === undefined) return '-';
  return `${money(amount)} ${safe(currency)}`.trim();
}

/**
 * Exact, without the zeros the account family pads to nine places and without leading zeros:
 * "20931.400000000" → "20931.40", "0.123450000" → "0.12345", "00001" → "1.00". Nothing is rounded;
 * a malformed amount is shown as received (sanitised).
 */
export function plainMoney(amount: string | undefined): string {
  if (amount === undefined) return '-';
  const parsed = parseMoneyString(amount);
  return parsed.ok ? displayAmount(parsed.value) : safe(amount);
}

/** Detail views: every digit the service sent that is not a padding zero, with the currency. */
export function exactMoney(amount: string | undefined, currency: string | undefined): string {
  if (amount === undefined) return '-';
  return `${plainMoney(amount)} ${safe(currency)}`.trim();
}
