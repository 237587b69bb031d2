import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ValidationType } from '../../src/contract/errors.js';
import {
  add,
  compare,
  displayAmount,
  equals,
  formatAmount,
  fromMinorUnits,
  groupThousands,
  hasAtMostFractionDigits,
  parseAmount,
  parseMoneyString,
  percentOf,
  roundTo,
  sub,
  toMinorUnits,
  ZERO,
  type Money,
} from '../../src/domain/money.js';
import { money, nanos } from '../support/money.js';

const NANO = 1_000_000_000n;

function ok(result: ReturnType<typeof parseAmount>): Money {
  if (!result.ok) throw new Error(`expected ok, got ${result.reason}`);
  return result.value;
}

function failure(result: ReturnType<typeof parseAmount>): { reason: string; type: string } {
  if (result.ok) throw new Error(`expected a failure, got ${String(result.value)}`);
  return result;
}

// Amounts up to ±10^15 units: far beyond any balance, well inside MAX_INTEGER_DIGITS.
const anyNano = fc.bigInt({ min: -(10n ** 24n), max: 10n ** 24n }).map(nanos);
const anyCents = fc.bigInt({ min: -(10n ** 17n), max: 10n ** 17n });

describe('parseAmount: accepted forms', () => {
  it.each([
    ['10', 10n * NANO],
    ['10.5', 10n * NANO + 500_000_000n],
    ['0.000000001', 1n],
    ['007.10', 7n * NANO + 100_000_000n],
    ['123456789012345678.123456789', 123456789012345678123456789n],
  ])('parses the string %s exactly', (input, nano) => {
    expect(ok(parseAmount(input))).toBe(nano);
  });

  it('parses numbers through their shortest string form, not float arithmetic', () => {
    expect(ok(parseAmount(0.1))).toBe(100_000_000n);
    expect(ok(parseAmount(19.99))).toBe(19_990_000_000n);
    expect(ok(parseAmount(1234567.89))).toBe(1_234_567_890_000_000n);
  });

  it('rejects a float artefact such as 0.1 + 0.2 as too precise instead of rounding it', () => {
    const f = failure(parseAmount(0.1 + 0.2, { maxFractionDigits: 2 }));
    expect(f.type).toBe(ValidationType.amountPrecision);
    expect(f.reason).toBe('at most 2 fraction digits');
  });

  it('accepts zero and negatives only when asked', () => {
    expect(ok(parseAmount('0', { allowZero: true }))).toBe(0n);
    expect(ok(parseAmount('-0.50', { allowNegative: true }))).toBe(-500_000_000n);
    expect(ok(parseAmount('-0', { allowZero: true }))).toBe(0n);
  });
});

describe('parseAmount: refusals name the problem', () => {
  it.each<[string | number, string, string]>([
    ['', ValidationType.amountMalformed, 'must not be empty'],
    ['   ', ValidationType.amountMalformed, 'must not be empty'],
    [' 10', ValidationType.amountMalformed, 'must not contain leading or trailing spaces'],
    ['NaN', ValidationType.amountMalformed, 'not a number: NaN and Infinity are not allowed'],
    ['-Infinity', ValidationType.amountMalformed, 'not a number: NaN and Infinity are not allowed'],
    [Number.NaN, ValidationType.amountMalformed, 'not a number: NaN and Infinity are not allowed'],
    [
      Number.POSITIVE_INFINITY,
      ValidationType.amountMalformed,
      'not a number: NaN and Infinity are not allowed',
    ],
    ['1e5', ValidationType.amountMalformed, 'not a number: exponent notation is not allowed'],
    ['1.5E-3', ValidationType.amountMalformed, 'not a number: exponent notation is not allowed'],
    [1e21, ValidationType.amountMalformed, 'not a number: exponent notation is not allowed'],
    [1e-7, ValidationType.amountMalformed, 'not a number: exponent notation is not allowed'],
    ['+5', ValidationType.amountMalformed, 'must not start with a plus sign'],
    [
      '1,000.00',
      ValidationType.amountMalformed,
      'use a dot as the decimal separator and no thousands separators',
    ],
    ['.5', ValidationType.amountMalformed, 'must have a digit before the decimal point, e.g. 0.50'],
    ['5.', ValidationType.amountMalformed, 'must have a digit after the decimal point'],
    ['ten', ValidationType.amountMalformed, 'not a number: expected a decimal such as 10.00'],
    ['0x10', ValidationType.amountMalformed, 'not a number: expected a decimal such as 10.00'],
    ['1'.repeat(19), ValidationType.amountMalformed, 'too large: at most 18 digits before the decimal point'],
    ['-5', ValidationType.amountNotPositive, 'must be a positive amount'],
    [-5, ValidationType.amountNotPositive, 'must be a positive amount'],
    ['0', ValidationType.amountNotPositive, 'must be a positive amount'],
    [0, ValidationType.amountNotPositive, 'must be a positive amount'],
    ['0.0000000001', ValidationType.amountPrecision, 'at most 9 fraction digits'],
  ])('%j → %s (%s)', (input, type, reason) => {
    expect(failure(parseAmount(input))).toEqual({ ok: false, type, reason });
  });

  it('never allows more than 9 fraction digits, whatever is asked', () => {
    expect(failure(parseAmount('1.1234567891', { maxFractionDigits: 12 })).reason).toBe(
      'at most 9 fraction digits',
    );
  });

  it('says "must not be negative" when zero is allowed, and "must not be zero" when negatives are', () => {
    expect(failure(parseAmount('-1', { allowZero: true })).reason).toBe('must not be negative');
    expect(failure(parseAmount('0', { allowNegative: true })).reason).toBe('must not be zero');
  });

  it('ignores leading zeros when counting integer digits', () => {
    expect(parseAmount('0'.repeat(30) + '1').ok).toBe(true);
  });

  it('refuses a value that is neither string nor number without throwing', () => {
    expect(failure(parseAmount(null as unknown as string)).type).toBe(ValidationType.amountMalformed);
  });
});

describe('parseMoneyString and moneyOrThrow (service data)', () => {
  it('accepts negatives and zero with up to 9 digits', () => {
    expect(ok(parseMoneyString('-12.000000001'))).toBe(-12_000_000_001n);
    expect(ok(parseMoneyString('0.00'))).toBe(0n);
  });

  it('types a failure and throws without echoing the input', () => {
    expect(failure(parseMoneyString('12,5')).type).toBe(ValidationType.amountMalformed);
    expect(() => money('4111111111111111e3')).toThrow(/exponent/);
    expect(() => money('4111111111111111e3')).not.toThrow(/4111/);
  });
});

describe('formatAmount', () => {
  it.each([
    ['1', 2, '1.00'],
    ['1', 9, '1.000000000'],
    ['-0.5', 2, '-0.50'],
    ['0.000000001', 9, '0.000000001'],
    ['0.005', 2, '0.01'],
    ['0.004999999', 2, '0.00'],
    ['-0.005', 2, '-0.01'],
    ['-0.004', 2, '0.00'],
    ['999.995', 2, '1000.00'],
  ] as const)(
    '%s at %i digits is %s (2 digits: half-up on the magnitude, display only)',
    (input, digits, out) => {
      expect(formatAmount(money(input), digits)).toBe(out);
    },
  );

  it('round-trips exactly at 9 digits for any amount', () => {
    fc.assert(fc.property(anyNano, (x) => equals(money(formatAmount(x, 9)), x)));
  });

  it('round-trips exactly at 2 digits for any amount of whole cents', () => {
    fc.assert(
      fc.property(anyCents, (cents) => {
        const x = fromMinorUnits(cents, 2);
        const text = formatAmount(x, 2);
        const back = parseAmount(text, { maxFractionDigits: 2, allowNegative: true, allowZero: true });
        return back.ok && back.value === x && /^-?\d+\.\d{2}$/.test(text);
      }),
    );
  });

  it('round-trips strings: format(parse(s)) is s for canonical 2-digit strings', () => {
    const canonical = fc.stringMatching(/^(0|[1-9]\d{0,14})\.\d{2}$/);
    fc.assert(fc.property(canonical, (s) => formatAmount(ok(parseAmount(s, { allowZero: true })), 2) === s));
  });
});

describe('displayAmount: the one form an operator reads', () => {
  it.each([
    ['50000', '50,000.00'],
    ['1234567.5', '1,234,567.50'],
    ['-1234.5', '-1,234.50'],
    ['999.99', '999.99'],
    ['0.123450000', '0.12345'],
    ['20931.400000000', '20,931.40'],
    ['123456789012.345678900', '123,456,789,012.3456789'],
  ] as const)(
    '%s reads %s: thousands separated, two digits where exact, every digit otherwise',
    (input, out) => {
      expect(displayAmount(money(input))).toBe(out);
    },
  );

  it('loses no digit: without its separators it parses back to the same amount', () => {
    fc.assert(fc.property(anyNano, (x) => equals(money(displayAmount(x).replace(/,/g, '')), x)));
  });

  it('groups only the whole part of a plain decimal, and leaves anything else as it is', () => {
    expect(groupThousands('-1234567.891')).toBe('-1,234,567.891');
    expect(groupThousands('123')).toBe('123');
    expect(groupThousands('12e5')).toBe('12e5');
  });
});

describe('arithmetic', () => {
  it('10,000 random additions equal the exact sum of bigint minor units', () => {
    fc.assert(
      fc.property(fc.array(anyCents, { minLength: 10_000, maxLength: 10_000 }), (cents) => {
        let running = ZERO;
        for (const c of cents) running = add(running, money(formatAmount(fromMinorUnits(c, 2), 2)));
        const exact = cents.reduce((a, b) => a + b, 0n);
        return (
          toMinorUnits(running, 2) === exact &&
          toMinorUnits(cents.map((c) => fromMinorUnits(c, 2)).reduce(add, ZERO), 2) === exact
        );
      }),
      { numRuns: 5 },
    );
  });

  it('a float would drift where Money does not (0.1 added ten times is exactly 1)', () => {
    const tenth = money('0.1');
    const total = Array.from({ length: 10 }, () => tenth).reduce(add, ZERO);
    expect(formatAmount(total, 9)).toBe('1.000000000');
  });

  it('compare is a total order consistent with sub', () => {
    fc.assert(
      fc.property(anyNano, anyNano, anyNano, (a, b, c) => {
        const ab = compare(a, b);
        const antisymmetric = ab === -compare(b, a);
        const consistentWithSub = ab === compare(sub(a, b), ZERO);
        const transitive = !(compare(a, b) <= 0 && compare(b, c) <= 0) || compare(a, c) <= 0;
        const reflexive = compare(a, a) === 0;
        return antisymmetric && consistentWithSub && transitive && reflexive;
      }),
    );
  });

  it('add and sub are inverse', () => {
    fc.assert(fc.property(anyNano, anyNano, (a, b) => equals(sub(add(a, b), b), a)));
  });
});

describe('minor units and rounding', () => {
  it('converts exactly, and throws rather than losing a fraction', () => {
    expect(toMinorUnits(money('12.34'), 2)).toBe(1234n);
    expect(toMinorUnits(money('-0.01'), 2)).toBe(-1n);
    expect(() => toMinorUnits(money('12.345'), 2)).toThrow(RangeError);
    expect(formatAmount(fromMinorUnits(1234n, 2), 2)).toBe('12.34');
    expect(() => toMinorUnits(ZERO, 10)).toThrow(RangeError);
  });

  it('minor units round-trip for any integer', () => {
    fc.assert(fc.property(anyCents, (c) => toMinorUnits(fromMinorUnits(c, 2), 2) === c));
  });

  it('roundTo and hasAtMostFractionDigits', () => {
    expect(formatAmount(roundTo(money('1.2345'), 3), 9)).toBe('1.235000000');
    expect(hasAtMostFractionDigits(money('1.23'), 2)).toBe(true);
    expect(hasAtMostFractionDigits(money('1.231'), 2)).toBe(false);
  });
});

describe('percentOf (fees)', () => {
  it.each([
    ['100.00', '1.5', 2, '1.50'],
    ['10.00', '2.5', 2, '0.25'],
    ['0.10', '5', 2, '0.01'], // 0.005 rounds half-up
    ['0.09', '5', 2, '0.00'], // 0.0045 rounds down
    ['33.33', '0', 2, '0.00'],
    ['1.000000000', '0.000000001', 9, '0.000000000'],
    ['123.456789', '3.3', 9, '4.074074037'],
  ] as const)('%s × %s %% at %i digits = %s', (value, percent, digits, expected) => {
    expect(formatAmount(percentOf(money(value), percent, digits), 9)).toBe(formatAmount(money(expected), 9));
  });

  it('refuses a malformed or negative percentage', () => {
    expect(() => percentOf(money('1'), '-1', 2)).toThrow(/invalid percentage: must not be negative/);
    expect(() => percentOf(money('1'), '1e2', 2)).toThrow(/exponent/);
  });
});
