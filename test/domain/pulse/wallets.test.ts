import { describe, expect, it } from 'vitest';
import { parseMoneyString, type Money } from '../../../src/domain/money.js';
import { hoursToEmpty, isLowWallet } from '../../../src/domain/pulse/wallets.js';

const money = (text: string): Money => {
  const parsed = parseMoneyString(text);
  if (!parsed.ok) throw new Error(parsed.reason);
  return parsed.value;
};
const rule = { walletLowAvailable: money('100.00'), walletLowHours: 24 };

describe('wallet figures', () => {
  it('hours to empty at the last day rate, in tenths rounded down', () => {
    expect(hoursToEmpty(money('1000.00'), money('240.00'))).toBe(100);
    expect(hoursToEmpty(money('10.00'), money('240.00'))).toBe(1);
    // 0.01 left at 240.00 a day is 0.001 h: rounded down to 0, never up.
    expect(hoursToEmpty(money('0.01'), money('240.00'))).toBe(0);
    expect(hoursToEmpty(money('1.00'), money('7.00'))).toBe(3.4); // 3.428...
  });

  it('exact beyond a float: a balance of 10^16 units still divides exactly', () => {
    expect(hoursToEmpty(money('10000000000000000.00'), money('240000000000000000.00'))).toBe(1);
  });

  it('no outflow (or money coming in) gives no time to empty; nothing available gives 0', () => {
    expect(hoursToEmpty(money('50.00'), money('0'))).toBeUndefined();
    expect(hoursToEmpty(money('50.00'), money('-20.00'))).toBeUndefined();
    expect(hoursToEmpty(money('0'), money('20.00'))).toBe(0);
    expect(hoursToEmpty(money('-5.00'), money('20.00'))).toBe(0);
  });

  it('low below the amount, or emptying within the hours; neither is not low', () => {
    expect(isLowWallet(money('99.99'), undefined, rule)).toBe(true);
    expect(isLowWallet(money('100.00'), undefined, rule)).toBe(false);
    expect(isLowWallet(money('5000.00'), 23.9, rule)).toBe(true);
    expect(isLowWallet(money('5000.00'), 24, rule)).toBe(false);
  });
});
