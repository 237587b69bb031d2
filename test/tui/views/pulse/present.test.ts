// The pulse's rows, pure: figures whole at 80 columns (words give way), a figure over its threshold marked in
// words, each figure's window and read time, and where Enter on each row leads.
import { describe, expect, it } from 'vitest';
import { displayZone, parseMoneyString, type Money } from '../../../../src/domain/index.js';
import {
  DEFAULT_PULSE_THRESHOLDS,
  hourlyBuckets,
  pulseFigures,
  windowEndingAt,
  type PulseCounts,
  type WindowDeclines,
} from '../../../../src/domain/pulse/index.js';
import { displayWidth } from '../../../../src/tui/text.js';
import { ASCII_GLYPHS, UNICODE_GLYPHS } from '../../../../src/tui/views/timeline/chart.js';
import { breachSummary, pulseRows, type PulseScreen } from '../../../../src/tui/views/pulse/present.js';
import type { PulseRow } from '../../../../src/tui/views/pulse/row-text.js';

const KOLKATA = displayZone('Asia/Kolkata');
const UTC = displayZone('UTC');
/** 2026-11-28 14:03:05 UTC; 19:33:05 in Kolkata. */
const AT = Date.UTC(2026, 10, 28, 14, 3, 5);

const money = (text: string): Money => {
  const parsed = parseMoneyString(text);
  if (!parsed.ok) throw new Error(text);
  return parsed.value;
};

function declines(
  count: number,
  purchases: number,
  end: number,
  reasons: Record<string, number> = {},
): WindowDeclines {
  return { count, purchases, reasons, range: windowEndingAt('1h', end), readAt: AT };
}

function counts(patch: Partial<PulseCounts> = {}): PulseCounts {
  return {
    at: AT,
    profile: 'prod',
    window: '1h',
    cards: {
      byStatus: { active: 1204, frozen: 3, creating: 2, creating_failed: 1, closed: 40, expired: 0 },
      stuckCreating: 1,
      stuckBefore: AT - 10 * 60_000,
      creatingFailed: 0,
      range: windowEndingAt('1h', AT),
      readAt: AT,
    },
    declines: declines(12, 40, AT, { insufficient_funds: 9, card_frozen: 2, limit_exceeded: 1 }),
    baseline: declines(3, 41, AT - 86_400_000),
    hourly: hourlyBuckets(AT, UTC).map((range, i) => ({ range, count: i === 23 ? 12 : i % 5 })),
    wallets: [
      {
        id: 'w-main',
        name: 'Main USD wallet of the merchant with a long name',
        currency: 'USD',
        status: 'active',
        balance: money('12000'),
        available: money('11500.5'),
        outflow24h: money('2000'),
        range: windowEndingAt('24h', AT),
        readAt: AT,
      },
      {
        id: 'w-low',
        name: 'Ops',
        currency: 'EUR',
        status: 'inactive',
        balance: money('50'),
        available: money('40'),
        outflow24h: money('0'),
        range: windowEndingAt('24h', AT),
        readAt: AT,
      },
    ],
    webhooks: {
      failed: 3,
      oldestPendingAt: AT - 23 * 60_000,
      paused: false,
      held: 0,
      range: windowEndingAt('1h', AT),
      readAt: AT,
    },
    operations: { stuck: 0, stuckBefore: AT - 24 * 3_600_000, readAt: AT },
    ...patch,
  };
}

const screenOf = (patch: Partial<PulseCounts> = {}): PulseScreen => ({
  figures: pulseFigures(counts(patch), DEFAULT_PULSE_THRESHOLDS),
});
const rowWith = (rows: readonly PulseRow[], words: string): PulseRow => {
  const row = rows.find((r) => r.text.includes(words));
  if (!row) throw new Error(`no row with ${words}:\n${rows.map((r) => r.text).join('\n')}`);
  return row;
};

describe('the pulse rows', () => {
  it('fit 78 columns (80 less the cursor marker), every figure whole', () => {
    const rows = pulseRows(screenOf(), KOLKATA, UNICODE_GLYPHS, 78);
    for (const row of rows) expect(displayWidth(row.text), row.text).toBeLessThanOrEqual(78);
    const main = rowWith(rows, 'Main USD');
    // The name gave way; the amounts and the time to empty did not.
    expect(main.text).toContain('12,000.00');
    expect(main.text).toContain('11,500.50');
    expect(main.text).toContain('2,000.00');
    expect(main.text).toContain('138.0 h');
    expect(main.text).not.toContain('long name');
  });

  it('gives an amount too wide for one line a line of its own rather than cutting it', () => {
    const huge = counts();
    const wallets = [
      { ...huge.wallets[0]!, balance: money('123456789012345.67'), available: money('98765432109876.5') },
    ];
    const rows = pulseRows(
      { figures: pulseFigures({ ...huge, wallets }, DEFAULT_PULSE_THRESHOLDS) },
      UTC,
      UNICODE_GLYPHS,
      58,
    );
    const at = rows.findIndex((r) => r.text.includes('Main USD'));
    expect(rows[at + 1]!.text).toContain('123,456,789,012,345.67');
    expect(rows[at + 1]!.text).toContain('98,765,432,109,876.50');
    expect(rows[at + 1]!.drill).toEqual({ kind: 'wallet', walletId: 'w-main' });
  });

  it('marks a figure over its threshold in words, and one under it not', () => {
    const rows = pulseRows(screenOf(), UTC, UNICODE_GLYPHS, 120);
    const stuck = rowWith(rows, 'creating for over 10 min');
    expect(stuck.text).toMatch(/ 1 {2}OVER max 0$/);
    expect(stuck.tone).toBe('over');
    const failed = rowWith(rows, 'creating_failed, made in the last 1h');
    expect(failed.text).not.toContain('OVER');
    expect(failed.tone).toBe('plain');
    // 12 of 40 is 30.0%, over the 20% rate.
    const rate = rowWith(rows, '12 of 40 30.0%');
    expect(rate.text).toContain('OVER max 20.0%');
    expect(rate.tone).toBe('over');
    expect(rowWith(rows, 'failed in the last 1h').text).toMatch(/ 3 {2}OVER max 0 {2}read 14:03:05$/);
    expect(rowWith(rows, 'oldest pending').text).toContain('(23 min)  OVER max 15');
    expect(rowWith(rows, 'Operations authorized').tone).toBe('head');
    expect(rowWith(rows, 'Operations authorized').text).not.toContain('OVER');
    const ops = rowWith(rows, '  Ops');
    expect(ops.text).toMatch(/LOW INACTIVE$/);
    expect(ops.tone).toBe('over');
    expect(rowWith(rows, 'Main USD').tone).toBe('plain');
  });

  it('shows the change against the day before, and says when the day before was not read', () => {
    const rows = pulseRows(screenOf(), UTC, UNICODE_GLYPHS, 120);
    // 30.0% against 3 of 41 (7.3%): 4.1 times.
    expect(rowWith(rows, '12 of 40').text).toContain('day before 3 of 41 7.3%  ↑ 4.1×');
    const none = pulseRows(screenOf({ baseline: undefined }), UTC, UNICODE_GLYPHS, 120);
    expect(rowWith(none, '12 of 40').text).toContain('day before: not read  -');
  });

  it('shows the other windows’ counts and rates on one row', () => {
    const at = (window: '15m' | '24h', count: number, purchases: number) => ({
      count,
      purchases,
      reasons: {},
      range: windowEndingAt(window, AT),
      readAt: AT,
      rate: purchases === 0 ? undefined : count / purchases,
    });
    const screen = screenOf({ others: { '15m': at('15m', 2, 8), '24h': at('24h', 30, 400) } });
    const rows = pulseRows(screen, UTC, UNICODE_GLYPHS, 78);
    // One row for both (24 rows hold the whole pulse): Enter on it lists the first window's declines.
    expect(rowWith(rows, '  15m').text).toMatch(/ 2 of 8 25\.0% {3}24h 30 of 400 7\.5%$/);
    expect(rowWith(rows, '  15m').drill).toEqual({
      kind: 'declines',
      from: new Date(AT - 900_000).toISOString(),
      to: new Date(AT).toISOString(),
    });
    // Without them (not read yet), the rows are not there rather than empty.
    expect(pulseRows(screenOf(), UTC, UNICODE_GLYPHS, 78).some((r) => r.text.startsWith('  15m'))).toBe(
      false,
    );
  });

  it('says "no rate" with no purchases, never NaN', () => {
    const rows = pulseRows(screenOf({ declines: declines(0, 0, AT) }), UTC, UNICODE_GLYPHS, 120);
    expect(rowWith(rows, '0 of 0').text).toContain('0 of 0 no rate');
    expect(rows.map((r) => r.text).join('\n')).not.toContain('NaN');
  });

  it('names each figure’s window and read time in the display zone', () => {
    const rows = pulseRows(screenOf(), KOLKATA, UNICODE_GLYPHS, 100);
    // The counts by status share the heading's row when they fit beside its read time.
    expect(rowWith(rows, 'ACTIVE 1,204').text).toMatch(/^Cards +ACTIVE 1,204 FROZEN 3 .* {2}read 19:33:05$/);
    const narrow = pulseRows(screenOf(), KOLKATA, UNICODE_GLYPHS, 70);
    expect(rowWith(narrow, 'Cards, every wallet').text).toMatch(/read 19:33:05$/);
    expect(rowWith(narrow, 'ACTIVE 1,204').text).toMatch(/^ {2}now /);
    expect(rowWith(rows, 'Declined purchases').text).toMatch(/read 19:33:05$/);
    expect(rowWith(rows, 'top reasons, 1h').text).toContain(
      'insufficient_funds 9, card_frozen 2, limit_exceeded 1',
    );
    // The fixture's hours are UTC hours: the first (15:00 UTC the day before) is 20:30 in Kolkata.
    expect(rowWith(rows, '24h by hour').text).toContain('from 20:30');
    expect(rowWith(rows, '24h by hour').text).toMatch(/█ max 12$/);
  });

  it('draws the sparkline and the change in ASCII where the locale is not UTF-8', () => {
    const rows = pulseRows(screenOf(), UTC, ASCII_GLYPHS, 120);
    const text = rows.map((r) => r.text).join('\n');
    expect(text).toContain('^ 4.1x');
    expect(text).toMatch(/@ max 12/);
    expect(text).not.toMatch(/[▁-█↑×]/);
  });

  it('leads Enter to the list behind each figure', () => {
    const rows = pulseRows(screenOf(), UTC, UNICODE_GLYPHS, 120);
    const range = windowEndingAt('1h', AT);
    expect(rowWith(rows, '12 of 40').drill).toEqual({
      kind: 'declines',
      from: new Date(range.from).toISOString(),
      to: new Date(range.to).toISOString(),
    });
    // Every wallet's cards: those still creating made before the threshold, those failed in the window.
    expect(rowWith(rows, 'creating for over').drill).toEqual({
      kind: 'cards',
      statuses: ['creating'],
      to: new Date(AT - 10 * 60_000 - 1).toISOString(),
    });
    expect(rowWith(rows, 'creating_failed').drill).toEqual({
      kind: 'cards',
      statuses: ['creating_failed'],
      from: new Date(range.from).toISOString(),
      to: new Date(range.to - 1).toISOString(),
    });
    expect(rowWith(rows, '  Ops').drill).toEqual({ kind: 'wallet', walletId: 'w-low' });
    expect(rowWith(rows, 'failed in the last').drill).toEqual({ kind: 'webhooks', status: 'failed' });
    expect(rowWith(rows, 'Operations authorized').drill).toEqual({
      kind: 'operations',
      statuses: ['authorized'],
      before: new Date(AT - 24 * 3_600_000).toISOString(),
    });
    expect(rowWith(rows, 'ACTIVE 1,204').drill).toBeUndefined();
    expect(rowWith(rows, 'oldest pending').drill).toEqual({ kind: 'webhooks', status: 'pending' });
    const paused = screenOf({
      webhooks: { ...counts().webhooks, oldestPendingAt: undefined, paused: true, held: 4 },
    });
    const row = rowWith(pulseRows(paused, UTC, UNICODE_GLYPHS, 78), 'oldest pending');
    expect(row.text).toMatch(/ none {2}DELIVERY PAUSED \(4 held\)$/);
    expect(row.tone).toBe('over');
    expect(row.drill).toEqual({ kind: 'webhooks', status: 'paused' });
    const none = screenOf({ webhooks: { ...counts().webhooks, paused: undefined } });
    expect(rowWith(pulseRows(none, UTC, UNICODE_GLYPHS, 78), 'oldest pending').text).toMatch(
      /no endpoint configured$/,
    );
  });

  it('sums up the thresholds crossed', () => {
    expect(breachSummary(screenOf().figures)).toMatch(
      /^\d+ over threshold: cards.stuckCreating, declines.rate/,
    );
    const calm = counts({
      declines: declines(0, 40, AT),
      webhooks: {
        failed: 0,
        oldestPendingAt: undefined,
        paused: false,
        held: 0,
        range: windowEndingAt('1h', AT),
        readAt: AT,
      },
    });
    const quiet = { ...calm, cards: { ...calm.cards, stuckCreating: 0 }, wallets: [calm.wallets[0]!] };
    expect(breachSummary(pulseFigures(quiet, DEFAULT_PULSE_THRESHOLDS))).toBe('nothing over its threshold');
  });
});
