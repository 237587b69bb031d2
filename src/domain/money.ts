// Exact money. An amount is a bigint count of nano-units (scale 9: 1.00 == 1_000_000_000n), branded so a
// plain count of cents cannot be passed by mistake. The brand costs nothing at run time, which matters
// because the console holds balances of 100,000 cards. No function here ever does arithmetic on a float.
import { ValidationType } from '../contract/errors.js';

export type Money = bigint & { readonly __money: 'nano' };

export const MONEY_SCALE = 9;
export const NANO_PER_UNIT = 1_000_000_000n;
export const ZERO = 0n as Money;
/** Beyond this an input is surely a typo (or an attack on bigint parsing), not an amount. */
export const MAX_INTEGER_DIGITS = 18;

export type AmountErrorType =
  | typeof ValidationType.amountMalformed
  | typeof ValidationType.amountNotPositive
  | typeof ValidationType.amountPrecision;

export type MoneyResult =
  | { readonly ok: true; readonly value: Money }
  | { readonly ok: false; readonly reason: string; readonly type: AmountErrorType };

export interface ParseAmountOptions {
  /** Default 9 (the account family); the organization family uses 2. Never more than 9. */
  maxFractionDigits?: number;
  allowZero?: boolean;
  allowNegative?: boolean;
}

const DECIMAL = /^(-?)(\d+)(?:\.(\d+))?$/;

function fail(type: AmountErrorType, reason: string): MoneyResult {
  return { ok: false, reason, type };
}

/** Why a string that is not a plain decimal was refused, in words an operator understands. */
function malformedReason(text: string): string {
  if (text.trim() === '') return 'must not be empty';
  if (/^[-+]?(nan|infinity|inf)$/i.test(text.trim())) return 'not a number: NaN and Infinity are not allowed';
  if (/^[-+]?[\d.]+e[-+]?\d+$/i.test(text.trim())) return 'not a number: exponent notation is not allowed';
  if (text !== text.trim()) return 'must not contain leading or trailing spaces';
  if (text.startsWith('+')) return 'must not start with a plus sign';
  if (text.includes(',')) return 'use a dot as the decimal separator and no thousands separators';
  if (/^-?\.\d/.test(text)) return 'must have a digit before the decimal point, e.g. 0.50';
  if (/^-?\d+\.$/.test(text)) return 'must have a digit after the decimal point';
  return 'not a number: expected a decimal such as 10.00';
}

/** The shortest string form of a JS number, refusing the forms that are not plain decimals. */
function numberToText(input: number): { ok: true; text: string } | { ok: false; result: MoneyResult } {
  if (!Number.isFinite(input)) {
    return {
      ok: false,
      result: fail(ValidationType.amountMalformed, 'not a number: NaN and Infinity are not allowed'),
    };
  }
  const text = String(input);
  if (/e/i.test(text)) {
    return {
      ok: false,
      result: fail(ValidationType.amountMalformed, 'not a number: exponent notation is not allowed'),
    };
  }
  return { ok: true, text };
}

function signReason(value: bigint, opts: ParseAmountOptions): MoneyResult | undefined {
  const allowZero = opts.allowZero ?? false;
  const allowNegative = opts.allowNegative ?? false;
  if (value < 0n && !allowNegative) {
    return fail(
      ValidationType.amountNotPositive,
      allowZero ? 'must not be negative' : 'must be a positive amount',
    );
  }
  if (value === 0n && !allowZero) {
    return fail(
      ValidationType.amountNotPositive,
      allowNegative ? 'must not be zero' : 'must be a positive amount',
    );
  }
  return undefined;
}

/**
 * Parse an amount typed by an operator or sent by a client. Strings must be plain decimals ("10", "10.5",
 * "-3.25"); numbers are converted through their shortest string form, never through float arithmetic.
 * Spaces, plus signs, thousands separators and exponents are refused rather than guessed at.
 */
export function parseAmount(input: string | number, opts: ParseAmountOptions = {}): MoneyResult {
  let text: string;
  if (typeof input === 'number') {
    const converted = numberToText(input);
    if (!converted.ok) return converted.result;
    text = converted.text;
  } else if (typeof input === 'string') {
    text = input;
  } else {
    return fail(ValidationType.amountMalformed, 'not a number: expected a decimal string or number');
  }
  const match = DECIMAL.exec(text);
  if (!match) return fail(ValidationType.amountMalformed, malformedReason(text));
  const [, sign = '', whole = '', fraction = ''] = match;
  const maxDigits = Math.min(opts.maxFractionDigits ?? MONEY_SCALE, MONEY_SCALE);
  if (fraction.length > maxDigits) {
    return fail(
      ValidationType.amountPrecision,
      `at most ${maxDigits} fraction digit${maxDigits === 1 ? '' : 's'}`,
    );
  }
  if (whole.replace(/^0+(?=\d)/, '').length > MAX_INTEGER_DIGITS) {
    return fail(
      ValidationType.amountMalformed,
      `too large: at most ${MAX_INTEGER_DIGITS} digits before the decimal point`,
    );
  }
  const magnitude = BigInt(whole + fraction.padEnd(MONEY_SCALE, '0'));
  const value = sign === '-' ? -magnitude : magnitude;
  return signReason(value, opts) ?? { ok: true, value: value as Money };
}

/** A decimal string written by the service (balances may be negative or zero; up to 9 fraction digits). */
export function parseMoneyString(text: string): MoneyResult {
  return parseAmount(text, { allowNegative: true, allowZero: true, maxFractionDigits: MONEY_SCALE });
}

const pow10 = (digits: number): bigint => 10n ** BigInt(digits);

function checkDigits(fractionDigits: number): void {
  if (!Number.isInteger(fractionDigits) || fractionDigits < 0 || fractionDigits > MONEY_SCALE) {
    throw new RangeError(`fraction digits must be an integer from 0 to ${MONEY_SCALE}`);
  }
}

/** Divide rounding half away from zero ("half-up" on the magnitude; the sign is kept). */
function divideHalfUp(numerator: bigint, denominator: bigint): bigint {
  const negative = numerator < 0n !== denominator < 0n;
  const n = numerator < 0n ? -numerator : numerator;
  const d = denominator < 0n ? -denominator : denominator;
  const quotient = (n + d / 2n) / d;
  return negative ? -quotient : quotient;
}

/** Round to the given number of fraction digits, half-up on the magnitude. */
export function roundTo(value: Money, fractionDigits: number): Money {
  checkDigits(fractionDigits);
  const step = pow10(MONEY_SCALE - fractionDigits);
  return (divideHalfUp(value, step) * step) as Money;
}

export function hasAtMostFractionDigits(value: Money, fractionDigits: number): boolean {
  checkDigits(fractionDigits);
  return value % pow10(MONEY_SCALE - fractionDigits) === 0n;
}

/** Currencies whose minor unit is not the cent (ISO 4217); every other currency has 2 decimal places. */
const MINOR_UNITS: ReadonlyMap<string, number> = new Map([
  ...'BIF CLP DJF GNF ISK JPY KMF KRW PYG RWF UGX UYI VND VUV XAF XOF XPF'
    .split(' ')
    .map((c) => [c, 0] as const),
  ...'BHD IQD JOD KWD LYD OMR TND'.split(' ').map((c) => [c, 3] as const),
  ...'CLF UYW'.split(' ').map((c) => [c, 4] as const),
]);

/** How many decimal places an amount in `currency` may have (its minor unit): USD 2, JPY 0, KWD 3. */
export const currencyDigits = (currency: string): number => MINOR_UNITS.get(currency.toUpperCase()) ?? 2;

/**
 * Why `value` cannot be an amount in `currency` (finer than its minor unit), or undefined: what the
 * console checks before sending any amount (actions/validate.ts). The family's printed digits
 * (9 in the account family) are a format, not a precision: "12.345000000" USD is 12.345, refused.
 */
export function currencyPrecisionReason(value: Money, currency: string): string | undefined {
  const digits = currencyDigits(currency);
  if (hasAtMostFractionDigits(value, digits)) return undefined;
  const places =
    digits === 0 ? 'no decimal places' : `at most ${digits} decimal place${digits === 1 ? '' : 's'}`;
  return `${places} for ${currency.toUpperCase()}`;
}

/**
 * Format with exactly 2 or 9 fraction digits. At 9 this is exact. At 2 a value with more precision is
 * rounded half-up on the magnitude — for display only; never send a rounded amount back to the service.
 */
export function formatAmount(value: Money, fractionDigits: 2 | 9): string {
  const rounded = fractionDigits === MONEY_SCALE ? value : roundTo(value, fractionDigits);
  const negative = rounded < 0n;
  const digits = (negative ? -rounded : rounded).toString().padStart(MONEY_SCALE + 1, '0');
  const whole = digits.slice(0, digits.length - MONEY_SCALE);
  const fraction = digits.slice(digits.length - MONEY_SCALE, digits.length - MONEY_SCALE + fractionDigits);
  return `${negative ? '-' : ''}${whole}.${fraction}`;
}

/** "-1234567.89" → "-1,234,567.89": thousands separators in the whole part of a plain decimal (else as it is). */
export function groupThousands(decimal: string): string {
  const match = /^(-?)(\d+)(\.\d+)?$/.exec(decimal);
  if (!match || match[2]!.length <= 3) return decimal;
  return `${match[1]}${match[2]!.replace(/\B(?=(\d{3})+$)/g, ',')}${match[3] ?? ''}`;
}

/**
 * The one form an operator reads an amount in, wherever it is shown: exact (every digit the value has, none
 * rounded), at least two fraction digits, thousands separated. "20931.400000000" → "20,931.40".
 */
export function displayAmount(value: Money): string {
  const [whole = '0', fraction = ''] = formatAmount(value, MONEY_SCALE).split('.');
  return groupThousands(`${whole}.${fraction.replace(/0+$/, '').padEnd(2, '0')}`);
}

export const add = (a: Money, b: Money): Money => (a + b) as Money;
export const sub = (a: Money, b: Money): Money => (a - b) as Money;
export const compare = (a: Money, b: Money): -1 | 0 | 1 => (a < b ? -1 : a > b ? 1 : 0);
export const equals = (a: Money, b: Money): boolean => a === b;

/** Exact conversion to minor units (cents at 2 digits); throws if the value has more precision. */
export function toMinorUnits(value: Money, fractionDigits: number): bigint {
  checkDigits(fractionDigits);
  const step = pow10(MONEY_SCALE - fractionDigits);
  if (value % step !== 0n) {
    throw new RangeError(`amount has more than ${fractionDigits} fraction digits; cannot convert exactly`);
  }
  return value / step;
}

export function fromMinorUnits(minor: bigint, fractionDigits: number): Money {
  checkDigits(fractionDigits);
  return (minor * pow10(MONEY_SCALE - fractionDigits)) as Money;
}

/**
 * A fee: `percent` percent of `value`, rounded half-up to `fractionDigits`. The percentage is a decimal
 * string as the service writes it ("1.5" means 1.5 %); it must be zero or positive.
 */
export function percentOf(value: Money, percent: string, fractionDigits: number): Money {
  checkDigits(fractionDigits);
  const parsed = parseAmount(percent, { allowZero: true });
  if (!parsed.ok) throw new RangeError(`invalid percentage: ${parsed.reason}`);
  // value[nano] * percent[nano] / (100 * 1e9) is the fee in nano; divide further by the rounding step.
  const step = pow10(MONEY_SCALE - fractionDigits);
  const units = divideHalfUp(value * parsed.value, 100n * NANO_PER_UNIT * step);
  return (units * step) as Money;
}
