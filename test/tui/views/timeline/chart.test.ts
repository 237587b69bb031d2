import { describe, expect, it } from 'vitest';
import { dailySpend } from '../../../../src/domain/index.js';
import {
  ASCII_GLYPHS,
  chartGlyphs,
  spendChartLines,
  UNICODE_GLYPHS,
  type SpendChart,
} from '../../../../src/tui/views/timeline/chart.js';
import { operation } from '../../../support/timeline-fixtures.js';
import { money } from '../../../support/money.js';

const NOW = Date.parse('2026-05-30T12:00:00Z');
const days = dailySpend(
  [
    operation('2026-05-30T01:00:00Z', '50.00'), // exactly the limit: a full bar
    operation('2026-05-29T01:00:00Z', '60.00'), // over the limit
    operation('2026-05-28T01:00:00Z', '0.01'), // any spend shows
    operation('2026-05-28T02:00:00Z', '25.00', { status: 'declined' }),
    operation('2026-05-27T01:00:00Z', '25.00'), // half
  ],
  NOW,
  30,
);
const chart: SpendChart = { days, limit: money('50.00'), currency: 'USD', capped: false };

describe('spend chart', () => {
  it('draws 30 days of bars against the daily limit in Unicode blocks, declines marked below', () => {
    const [bars, marks] = spendChartLines(chart, UNICODE_GLYPHS, 100);
    expect(bars!.slice(0, 30)).toBe(`${'·'.repeat(26)}▄▁▲█`);
    expect(bars).toContain('█ = daily limit 50.00 USD, ▲ over; 30 days (UTC)');
    expect(marks!.slice(0, 30)).toBe(`${' '.repeat(27)}✗  `);
    expect(marks).toContain('✗ = 1 decline');
  });

  it('falls back to ASCII when the locale is not UTF-8', () => {
    expect(chartGlyphs({ LANG: 'C' })).toBe(ASCII_GLYPHS);
    expect(chartGlyphs({ LANG: 'en_US.UTF-8', LC_ALL: 'C' })).toBe(ASCII_GLYPHS);
    expect(chartGlyphs({ LC_CTYPE: 'de_DE.utf8' })).toBe(UNICODE_GLYPHS);
    const [bars, marks] = spendChartLines(chart, ASCII_GLYPHS, 100);
    expect(bars!.slice(0, 30)).toBe(`${'_'.repeat(26)}=.^@`);
    expect(bars).toContain('@ = daily limit 50.00 USD, ^ over');
    expect(marks!.slice(0, 30)).toBe(`${' '.repeat(27)}x  `);
    expect([bars, marks].join('')).toMatch(/^[\x20-\x7e]*$/);
  });

  it('keeps the newest days and every line within a narrow width', () => {
    for (const width of [80, 60, 40, 20, 8]) {
      const lines = spendChartLines(chart, UNICODE_GLYPHS, width);
      for (const line of lines) expect([...line].length).toBeLessThanOrEqual(width);
      // The limit's amount is never cut: where the line has no room, the legend has a line of its own.
      if (width >= 40) expect(lines.some((l) => l.includes('50.00 USD'))).toBe(true);
      expect(lines[0]!.startsWith('·'.repeat(Math.min(26, width - 4)).slice(0, 1))).toBe(true);
    }
    expect(spendChartLines(chart, UNICODE_GLYPHS, 8)[0]).toBe('····▄▁▲█');
  });

  it('scales to the highest day without a limit, and says when the read was capped', () => {
    const [bars] = spendChartLines({ ...chart, limit: undefined, capped: true }, UNICODE_GLYPHS, 120);
    expect(bars!.slice(26, 30)).toBe('▄▁█▇');
    expect(bars).toContain('█ = 60.00 USD (no daily limit); 30 days (UTC), at least (read capped)');
  });
});
