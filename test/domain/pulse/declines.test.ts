import { describe, expect, it } from 'vitest';
import {
  changeAgainst,
  changeText,
  declineRate,
  sparkline,
  topReasons,
} from '../../../src/domain/pulse/declines.js';

describe('decline figures', () => {
  it('the rate is declined ÷ all purchases, declined included', () => {
    expect(declineRate({ count: 3, purchases: 12 })).toBe(0.25);
    expect(declineRate({ count: 0, purchases: 7 })).toBe(0);
    expect(declineRate({ count: 5, purchases: 5 })).toBe(1);
  });

  it('zero purchases give no rate, not NaN or Infinity', () => {
    expect(declineRate({ count: 0, purchases: 0 })).toBeUndefined();
    // A decline counted after the purchases were (two reads a moment apart) never makes a rate above 1.
    expect(declineRate({ count: 2, purchases: 1 })).toBe(1);
  });

  it('a change against a baseline, and none without one', () => {
    expect(changeAgainst(0.42, 0.1)).toEqual({ kind: 'ratio', ratio: expect.closeTo(4.2, 10) });
    expect(changeAgainst(0.05, 0.1)).toEqual({ kind: 'ratio', ratio: 0.5 });
    expect(changeAgainst(0.3, 0)).toEqual({ kind: 'new' });
    expect(changeAgainst(0, 0)).toEqual({ kind: 'same' });
    expect(changeAgainst(0.3, undefined)).toEqual({ kind: 'unknown' });
    expect(changeAgainst(undefined, 0.3)).toEqual({ kind: 'unknown' });
  });

  it('reads a change on one line', () => {
    expect(changeText(changeAgainst(0.42, 0.1))).toBe('↑ 4.2×');
    expect(changeText(changeAgainst(0.05, 0.1))).toBe('↓ 0.5×');
    expect(changeText(changeAgainst(0.1, 0.1))).toBe('= 1.0×');
    expect(changeText({ kind: 'new' })).toBe('new');
    expect(changeText({ kind: 'same' })).toBe('= 1.0×');
    expect(changeText({ kind: 'unknown' })).toBe('-');
  });

  it('top reasons: most first, ties by name, zeros left out, at most the limit', () => {
    const reasons = { insufficient_balance: 4, card_frozen: 9, daily_limit_exceeded: 4, card_closed: 0 };
    expect(topReasons(reasons, 2)).toEqual([
      { reason: 'card_frozen', count: 9 },
      { reason: 'daily_limit_exceeded', count: 4 },
    ]);
    expect(topReasons(reasons, 10)).toHaveLength(3);
    expect(topReasons(reasons, 0)).toEqual([]);
    expect(topReasons({}, 3)).toEqual([]);
  });

  it('a sparkline scales to the largest hour; an hour with any decline is never the lowest bar', () => {
    expect(sparkline([0, 1, 8, 4])).toBe('▁▂█▅');
    expect(sparkline([0, 0, 0])).toBe('▁▁▁');
    expect(sparkline([1, 100])).toBe('▂█');
    expect(sparkline([])).toBe('');
  });
});
