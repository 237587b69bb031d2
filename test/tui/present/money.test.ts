// money() writes amounts of up to two fraction digits without the exact arithmetic; the text must
// be what the domain's formatting gives for every decimal string, malformed ones included.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { formatAmount, parseMoneyString } from '../../../src/domain/index.js';
import { safe } from '../../../src/tui/text.js';
import { groupThousands, money } from '../../../src/tui/present/money.js';
import { exactMoney, plainMoney } from '../../../src/tui/present/money.js';

const viaDomain = (amount: string): string => {
  const parsed = parseMoneyString(amount);
  return parsed.ok ? groupThousands(formatAmount(parsed.value, 2)) : safe(amount);
};

const digits = (max: number) =>
  fc.array(fc.constantFrom('0', '1', '5', '9'), { maxLength: max }).map((d) => d.join(''));
const amount = fc
  .tuple(fc.constantFrom('', '-', '+'), digits(20), fc.constantFrom('', '.', '.'), digits(4))
  .map(([sign, whole, dot, fraction]) => `${sign}${whole}${dot}${fraction}`);

describe('money in tables', () => {
  it('matches the domain formatting for any decimal-looking string', () => {
    fc.assert(
      fc.property(amount, (value) => {
        expect(money(value)).toBe(viaDomain(value));
      }),
      { numRuns: 2000 },
    );
  });

  it('pads, keeps signs and leaves longer fractions to exact rounding', () => {
    for (const value of [
      '0',
      '12',
      '12.5',
      '-3.25',
      '-0',
      '-0.00',
      '007.5',
      '1.005',
      '1.999',
      '999999999999999999',
    ]) {
      expect(money(value)).toBe(viaDomain(value));
    }
    expect(money('12.5')).toBe('12.50');
    expect(money('1.005')).toBe('1.01');
    expect(money('1234567.89')).toBe('1,234,567.89');
    expect(money('-1234.5')).toBe('-1,234.50');
    expect(money('999.99')).toBe('999.99');
  });
});

describe('plainMoney', () => {
  it('drops only the padding zeros, never rounds', () => {
    expect(plainMoney('20931.400000000')).toBe('20,931.40');
    expect(plainMoney('0.123450000')).toBe('0.12345');
    expect(plainMoney('7')).toBe('7.00');
    expect(plainMoney('00001')).toBe('1.00'); // what the operator typed, normalised
    expect(plainMoney('123456789012.345678900')).toBe('123,456,789,012.3456789');
    expect(plainMoney('12.30')).toBe('12.30');
    expect(plainMoney(undefined)).toBe('-');
  });

  it('details show amounts as tables do, not the wire format', () => {
    expect(exactMoney('23078.690000000', 'USD')).toBe('23,078.69 USD');
    expect(exactMoney('0.000000001', 'USD')).toBe('0.000000001 USD');
  });
});
