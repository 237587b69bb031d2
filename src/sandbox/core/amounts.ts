// Amounts at the sandbox's edge: request amounts become integer cents, stored cents become the
// family's decimal strings. Parsing and formatting themselves are domain/money's.
import { AMOUNT_INTEGER_DIGITS, AMOUNT_MAX, ValidationType } from '../../contract/index.js';
import {
  formatAmount,
  fromMinorUnits,
  hasAtMostFractionDigits,
  parseAmount,
  percentOf,
  toMinorUnits,
} from '../../domain/money.js';
import { SandboxValidationError } from '../core-types.js';

/** Minor units of the only currency the sandbox keeps (USD): 2 digits. */
export const CURRENCY_DIGITS = 2;
/** The document's maximum (far above any real card amount, far below where cent sums could overflow 64 bits). */
const MAX_CENTS = BigInt(AMOUNT_MAX.replace('.', ''));

export type Family = 'org' | 'account';
export const digitsOf = (family: Family): 2 | 9 => (family === 'org' ? 2 : 9);

/** A stored cents value as the family prints it: "12.34" (org) or "12.340000000" (account). */
export const money = (cents: bigint, family: Family): string =>
  formatAmount(fromMinorUnits(cents, CURRENCY_DIGITS), digitsOf(family));

/**
 * A request amount as positive cents, by the document's rules (contract/common.ts, `Amount`): a plain decimal
 * without sign or exponent, at most 12 integer digits, at most AMOUNT_MAX. Up to 9 fraction digits are accepted
 * (the account family prints 9), but only if the digits past the 2nd are zeros: the sandbox never rounds a request.
 */
export function parseCents(
  input: string | number,
  loc: (string | number)[],
  opts: { allowZero?: boolean } = {},
): bigint {
  const invalid = (type: string, msg: string, ctx?: Record<string, unknown>): never => {
    throw new SandboxValidationError([{ loc, msg, type, input, ...(ctx !== undefined ? { ctx } : {}) }]);
  };
  const parsed = parseAmount(input, { maxFractionDigits: 9, allowZero: opts.allowZero ?? false });
  if (!parsed.ok) return invalid(parsed.type, parsed.reason);
  // "-0.00" is zero to a parser but carries a sign, which no amount of the document has.
  if (typeof input === 'string' && input.startsWith('-'))
    return invalid(ValidationType.amountNotPositive, 'must not carry a sign, not even on zero');
  if (!hasAtMostFractionDigits(parsed.value, CURRENCY_DIGITS)) {
    return invalid(ValidationType.amountPrecision, 'at most 2 significant fraction digits (USD cents)', {
      digits: CURRENCY_DIGITS,
    });
  }
  const cents = toMinorUnits(parsed.value, CURRENCY_DIGITS);
  if (cents > MAX_CENTS)
    return invalid(ValidationType.numberRange, `must be at most ${AMOUNT_MAX}`, { le: AMOUNT_MAX });
  const integerDigits = typeof input === 'string' ? (input.split('.')[0] ?? '').length : 0;
  if (integerDigits > AMOUNT_INTEGER_DIGITS) {
    return invalid(
      ValidationType.amountMalformed,
      `at most ${AMOUNT_INTEGER_DIGITS} digits before the decimal point, leading zeros included`,
    );
  }
  return cents;
}

/** A percentage as typed for a fee ("1.5"), normalised; 0 to 100 with at most 4 fraction digits. */
export function parsePercent(input: string | number, loc: (string | number)[]): string {
  const parsed = parseAmount(input, { maxFractionDigits: 4, allowZero: true });
  if (!parsed.ok) throw new SandboxValidationError([{ loc, msg: parsed.reason, type: parsed.type, input }]);
  const text = formatAmount(parsed.value, 9).replace(/\.?0+$/, '');
  if (parsed.value > fromMinorUnits(100n, 0)) {
    throw new SandboxValidationError([
      {
        loc,
        msg: 'a percentage from 0 to 100',
        type: ValidationType.numberRange,
        input,
        ctx: { min: '0', max: '100' },
      },
    ]);
  }
  return text === '' ? '0' : text;
}

/** `percent` % of `cents`, rounded half-up to the cent. */
export const percentCents = (cents: bigint, percent: string): bigint =>
  toMinorUnits(percentOf(fromMinorUnits(cents, CURRENCY_DIGITS), percent, CURRENCY_DIGITS), CURRENCY_DIGITS);
