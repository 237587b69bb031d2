import { describe, expect, it } from 'vitest';
import { ValidationType } from '../../src/contract/errors.js';
import type { WalletLimitRange } from '../../src/contract/wallets.js';
import { validateCardLimits } from '../../src/domain/limits.js';

const RANGES: WalletLimitRange[] = [
  { type: 'daily_limit', amountMin: '10.00', amountMax: '5000.00' },
  { type: 'monthly_limit', amountMin: '100.00', amountMax: '50000.00' },
  { type: 'transaction_limit', amountMin: '1.00', amountMax: '1000.00' },
  { type: 'weekly_limit', amountMin: '999999.00', amountMax: '999999.00' },
];

describe('validateCardLimits', () => {
  it('accepts limits inside the ranges, as strings or numbers, bounds included', () => {
    expect(validateCardLimits({ daily_limit: '10.00', monthly_limit: 50000 }, RANGES)).toEqual([]);
    expect(
      validateCardLimits({ daily_limit: 5000, monthly_limit: '5000', transaction_limit: '1' }, RANGES),
    ).toEqual([]);
  });

  it('skips absent and null fields', () => {
    expect(validateCardLimits({}, RANGES)).toEqual([]);
    expect(validateCardLimits({ daily_limit: null, monthly_limit: undefined }, RANGES)).toEqual([]);
  });

  it('reports a value out of range with the bounds in the message and ctx', () => {
    expect(validateCardLimits({ daily_limit: '5000.01' }, RANGES)).toEqual([
      {
        field: 'daily_limit',
        reason: 'daily limit must be between 10.00 and 5000.00',
        type: ValidationType.numberRange,
        ctx: { min: '10.00', max: '5000.00' },
      },
    ]);
    const below = validateCardLimits({ transaction_limit: 0.99 }, RANGES);
    expect(below.map((i) => [i.field, i.type])).toEqual([['transaction_limit', ValidationType.numberRange]]);
  });

  it('reuses money parsing: malformed, negative and too precise values are typed', () => {
    const issues = validateCardLimits(
      { daily_limit: '1e3', monthly_limit: '-5', transaction_limit: '10.001' },
      RANGES,
    );
    expect(issues).toEqual([
      {
        field: 'daily_limit',
        reason: 'daily limit: not a number: exponent notation is not allowed',
        type: ValidationType.amountMalformed,
      },
      {
        field: 'monthly_limit',
        reason: 'monthly limit: must not be negative',
        type: ValidationType.amountNotPositive,
      },
      {
        field: 'transaction_limit',
        reason: 'transaction limit: at most 2 fraction digits',
        type: ValidationType.amountPrecision,
      },
    ]);
    expect(validateCardLimits({ transaction_limit: '10.001' }, RANGES, { maxFractionDigits: 9 })).toEqual([]);
    expect(validateCardLimits({ daily_limit: Number.NaN }, RANGES)[0]?.type).toBe(
      ValidationType.amountMalformed,
    );
  });

  it('zero is allowed when the range allows it', () => {
    const ranges: WalletLimitRange[] = [{ type: 'daily_limit', amountMin: '0.00', amountMax: '10.00' }];
    expect(validateCardLimits({ daily_limit: 0 }, ranges)).toEqual([]);
    expect(validateCardLimits({ daily_limit: 0 }, RANGES)[0]?.reason).toBe(
      'daily limit must be between 10.00 and 5000.00',
    );
  });

  it('daily greater than monthly is an issue, also against the limit already on the card', () => {
    const issue = {
      field: 'daily_limit',
      reason: 'daily limit must not exceed the monthly limit (200.00)',
      type: ValidationType.numberRange,
      ctx: { max: '200.00' },
    };
    expect(validateCardLimits({ daily_limit: '300', monthly_limit: '200' }, RANGES)).toEqual([issue]);
    expect(
      validateCardLimits({ daily_limit: '300' }, RANGES, { current: { monthly_limit: '200.00' } }),
    ).toEqual([issue]);
    expect(
      validateCardLimits({ monthly_limit: '200' }, RANGES, { current: { daily_limit: '300.00' } }),
    ).toEqual([issue]);
    // A new monthly limit replaces the current one in the comparison.
    expect(
      validateCardLimits({ monthly_limit: '400' }, RANGES, {
        current: { daily_limit: '300.00', monthly_limit: '200.00' },
      }),
    ).toEqual([]);
    expect(validateCardLimits({ daily_limit: '200', monthly_limit: '200' }, RANGES)).toEqual([]);
  });

  it('ignores unknown limit types and ranges whose bounds are not money', () => {
    const ranges: WalletLimitRange[] = [
      { type: 'daily_limit', amountMin: 'abc', amountMax: '10.00' },
      { type: 'yearly_limit', amountMin: '1.00', amountMax: '2.00' },
    ];
    expect(validateCardLimits({ daily_limit: '99999' }, ranges)).toEqual([]);
  });

  it('without ranges only the form of the values is checked', () => {
    expect(validateCardLimits({ daily_limit: '99999999.99' }, [])).toEqual([]);
    expect(validateCardLimits({ daily_limit: 'lots' }, [])).toHaveLength(1);
  });
});
