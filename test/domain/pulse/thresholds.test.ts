import { describe, expect, it } from 'vitest';
import { displayAmount } from '../../../src/domain/money.js';
import { DEFAULT_PULSE_THRESHOLDS, stuckCutoffs } from '../../../src/domain/pulse/thresholds.js';

describe('pulse thresholds', () => {
  it('defaults: creating 10 minutes, operations 24 hours, one decline in five, any failure', () => {
    const t = DEFAULT_PULSE_THRESHOLDS;
    expect([t.stuckCreatingMinutes, t.stuckOperationHours, t.declineRate, t.failedDeliveries]).toEqual([
      10, 24, 0.2, 0,
    ]);
    expect(displayAmount(t.walletLowAvailable)).toBe('100.00');
  });

  it('stuck means made before the cut-off the thresholds set', () => {
    const at = Date.parse('2026-11-28T10:00:00Z');
    expect(stuckCutoffs(at, DEFAULT_PULSE_THRESHOLDS)).toEqual({
      creatingBefore: Date.parse('2026-11-28T09:50:00Z'),
      authorizedBefore: Date.parse('2026-11-27T10:00:00Z'),
    });
    const own = { ...DEFAULT_PULSE_THRESHOLDS, stuckCreatingMinutes: 90, stuckOperationHours: 2 };
    expect(stuckCutoffs(at, own)).toEqual({
      creatingBefore: Date.parse('2026-11-28T08:30:00Z'),
      authorizedBefore: Date.parse('2026-11-28T08:00:00Z'),
    });
  });
});
