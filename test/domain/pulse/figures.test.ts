import { describe, expect, it } from 'vitest';
import { parseMoneyString, type Money } from '../../../src/domain/money.js';
import { pulseFigures, type PulseCounts } from '../../../src/domain/pulse/figures.js';
import { DEFAULT_PULSE_THRESHOLDS as DEFAULTS } from '../../../src/domain/pulse/thresholds.js';

const money = (text: string): Money => {
  const parsed = parseMoneyString(text);
  if (!parsed.ok) throw new Error(parsed.reason);
  return parsed.value;
};
const AT = Date.parse('2026-11-28T10:00:00Z');
const HOUR = 3_600_000;
const range = { from: AT - HOUR, to: AT };
const dayRange = { from: AT - 24 * HOUR, to: AT };

/** A quiet hour: nothing crosses a default threshold. */
function quiet(): PulseCounts {
  return {
    at: AT,
    profile: 'prod',
    window: '1h',
    cards: {
      byStatus: { active: 40, creating: 1 },
      stuckCreating: 0,
      stuckBefore: AT - 600_000,
      creatingFailed: 0,
      range,
      readAt: AT,
    },
    declines: { count: 1, purchases: 20, reasons: { insufficient_balance: 1 }, range, readAt: AT },
    baseline: {
      count: 1,
      purchases: 25,
      reasons: { card_frozen: 1 },
      range: { from: range.from - 24 * HOUR, to: range.to - 24 * HOUR },
      readAt: AT,
    },
    hourly: [],
    wallets: [
      {
        id: 'w1',
        name: 'Main',
        currency: 'USD',
        status: 'active',
        balance: money('5000.00'),
        available: money('4800.00'),
        outflow24h: money('480.00'),
        range: dayRange,
        readAt: AT,
      },
    ],
    webhooks: { failed: 0, oldestPendingAt: AT - 60_000, paused: false, held: 0, range, readAt: AT },
    operations: { stuck: 0, stuckBefore: AT - 24 * HOUR, readAt: AT },
  };
}

const names = (counts: PulseCounts, thresholds = DEFAULTS): string[] =>
  pulseFigures(counts, thresholds).breaches.map((b) => b.name);

describe('pulse figures', () => {
  it('derives the rate, the change, hours to empty and low, and crosses nothing when quiet', () => {
    const figures = pulseFigures(quiet(), DEFAULTS);
    expect(figures.declines.rate).toBe(0.05);
    expect(figures.declines.baseline?.rate).toBe(0.04);
    expect(figures.declines.change).toEqual({ kind: 'ratio', ratio: expect.closeTo(1.25, 10) });
    expect(figures.wallets[0]).toMatchObject({ hoursToEmpty: 240, low: false });
    expect(figures.breaches).toEqual([]);
  });

  it('zero purchases: no rate, no change, no decline breach', () => {
    const counts = { ...quiet(), declines: { ...quiet().declines, count: 0, purchases: 0, reasons: {} } };
    const figures = pulseFigures(counts, { ...DEFAULTS, declineMinPurchases: 0 });
    expect(figures.declines.rate).toBeUndefined();
    expect(figures.declines.change).toEqual({ kind: 'unknown' });
    expect(figures.breaches).toEqual([]);
  });

  it('an absent baseline: no change, and the rate alone is judged', () => {
    const counts = { ...quiet(), baseline: undefined, declines: { ...quiet().declines, count: 10 } };
    const figures = pulseFigures(counts, DEFAULTS);
    expect(figures.declines.baseline).toBeUndefined();
    expect(figures.declines.change).toEqual({ kind: 'unknown' });
    expect(figures.breaches).toEqual([{ name: 'declines.rate', value: 0.5, threshold: 0.2 }]);
  });

  it('stuck creating cards: over the threshold crossed, at it not', () => {
    const counts = { ...quiet(), cards: { ...quiet().cards, stuckCreating: 2 } };
    expect(pulseFigures(counts, DEFAULTS).breaches).toEqual([
      { name: 'cards.stuckCreating', value: 2, threshold: 0 },
    ]);
    expect(names(counts, { ...DEFAULTS, stuckCreating: 2 })).toEqual([]);
  });

  it('cards failed in creating in the window', () => {
    const counts = { ...quiet(), cards: { ...quiet().cards, creatingFailed: 1 } };
    expect(names(counts)).toEqual(['cards.creatingFailed']);
    expect(names(counts, { ...DEFAULTS, creatingFailed: 1 })).toEqual([]);
  });

  it('the decline rate: above it crossed, at it not, too few purchases not judged', () => {
    const at = (count: number, purchases: number): PulseCounts => ({
      ...quiet(),
      baseline: undefined,
      declines: { ...quiet().declines, count, purchases },
    });
    expect(pulseFigures(at(5, 20), DEFAULTS).breaches).toEqual([
      { name: 'declines.rate', value: 0.25, threshold: 0.2 },
    ]);
    expect(names(at(4, 20))).toEqual([]);
    expect(names(at(5, 9))).toEqual([]);
    expect(names(at(5, 9), { ...DEFAULTS, declineMinPurchases: 9 })).toEqual(['declines.rate']);
  });

  it('the change against the baseline: more than the threshold times crossed', () => {
    // 3 of 20 (0.15) against 1 of 25 (0.04): 3.75×, under the rate threshold but over the change one.
    const counts = { ...quiet(), declines: { ...quiet().declines, count: 3 } };
    const figures = pulseFigures(counts, DEFAULTS);
    expect(figures.breaches).toEqual([
      { name: 'declines.change', value: expect.closeTo(3.75, 10), threshold: 3 },
    ]);
    expect(names(counts, { ...DEFAULTS, declineChange: 4 })).toEqual([]);
    // Declines where the baseline had none: new, not a ratio, so no change breach.
    const none = { ...quiet(), baseline: { ...quiet().baseline!, count: 0 } };
    expect(pulseFigures({ ...none, declines: counts.declines }, DEFAULTS).declines.change).toEqual({
      kind: 'new',
    });
    expect(names({ ...none, declines: counts.declines })).toEqual([]);
  });

  it('low wallets: under the amount or empty within the hours', () => {
    const wallet = quiet().wallets[0]!;
    const poor = { ...quiet(), wallets: [{ ...wallet, available: money('99.99') }] };
    expect(pulseFigures(poor, DEFAULTS).breaches).toEqual([{ name: 'wallets.low', value: 1, threshold: 0 }]);
    expect(pulseFigures(poor, DEFAULTS).wallets[0]?.low).toBe(true);
    const draining = { ...quiet(), wallets: [wallet, { ...wallet, id: 'w2', outflow24h: money('5000.00') }] };
    const figures = pulseFigures(draining, DEFAULTS);
    expect(figures.wallets.map((w) => [w.hoursToEmpty, w.low])).toEqual([
      [240, false],
      [23, true],
    ]);
    expect(names(draining, { ...DEFAULTS, lowWallets: 1 })).toEqual([]);
    expect(names(draining, { ...DEFAULTS, walletLowHours: 23 })).toEqual([]);
  });

  it('failed deliveries in the window', () => {
    const counts = { ...quiet(), webhooks: { ...quiet().webhooks, failed: 3 } };
    expect(pulseFigures(counts, DEFAULTS).breaches).toEqual([
      { name: 'webhooks.failed', value: 3, threshold: 0 },
    ]);
    expect(names(counts, { ...DEFAULTS, failedDeliveries: 3 })).toEqual([]);
  });

  it('a delivery pending too long, in whole minutes; none pending crosses nothing', () => {
    const pending = (minutes: number): PulseCounts => ({
      ...quiet(),
      webhooks: { ...quiet().webhooks, oldestPendingAt: AT - minutes * 60_000 },
    });
    expect(pulseFigures(pending(16), DEFAULTS).breaches).toEqual([
      { name: 'webhooks.pendingMinutes', value: 16, threshold: 15 },
    ]);
    expect(names(pending(15))).toEqual([]);
    expect(names({ ...quiet(), webhooks: { ...quiet().webhooks, oldestPendingAt: undefined } })).toEqual([]);
  });

  it('stuck operations', () => {
    const counts = { ...quiet(), operations: { ...quiet().operations, stuck: 1 } };
    expect(pulseFigures(counts, DEFAULTS).breaches).toEqual([
      { name: 'operations.stuck', value: 1, threshold: 0 },
    ]);
    expect(names(counts, { ...DEFAULTS, stuckOperations: 1 })).toEqual([]);
  });

  it('every threshold crossed at once, in the order of the figures', () => {
    const q = quiet();
    const counts: PulseCounts = {
      ...q,
      cards: { ...q.cards, stuckCreating: 1, creatingFailed: 1 },
      declines: { ...q.declines, count: 15 },
      wallets: [{ ...q.wallets[0]!, available: money('1.00') }],
      webhooks: { ...q.webhooks, failed: 1, oldestPendingAt: AT - 2 * HOUR },
      operations: { ...q.operations, stuck: 4 },
    };
    expect(names(counts)).toEqual([
      'cards.stuckCreating',
      'cards.creatingFailed',
      'declines.rate',
      'declines.change',
      'wallets.low',
      'webhooks.failed',
      'webhooks.pendingMinutes',
      'operations.stuck',
    ]);
  });
});
