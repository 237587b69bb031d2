// The spend chart of the timeline's header: a card's daily spend over the last 30 UTC days as one line of
// bars against its daily limit (a full bar is the limit, a day over it is marked), declines marked on the
// line below. Unicode blocks where the locale is UTF-8, ASCII otherwise; the legend says what the glyphs
// mean in words, so the chart reads without colour (NO_COLOR). Pure.
import type { DaySpend } from '../../../domain/index.js';
import { compare, type Money } from '../../../domain/index.js';
import { amountText } from '../../../actions/index.js';

export interface ChartGlyphs {
  readonly zero: string;
  /** Eight heights, lowest first: the last one is the limit (or the highest day without one). */
  readonly levels: readonly string[];
  readonly over: string;
  readonly decline: string;
}

export const UNICODE_GLYPHS: ChartGlyphs = {
  zero: '·',
  levels: ['▁', '▂', '▃', '▄', '▅', '▆', '▇', '█'],
  over: '▲',
  decline: '✗',
};
export const ASCII_GLYPHS: ChartGlyphs = {
  zero: '_',
  levels: ['.', ':', '-', '=', '+', '*', '#', '@'],
  over: '^',
  decline: 'x',
};

/** UTF-8 when the locale says so (LC_ALL, then LC_CTYPE, then LANG, as C programs read them); ASCII otherwise. */
export function chartGlyphs(env: Readonly<Record<string, string | undefined>>): ChartGlyphs {
  const locale = env.LC_ALL || env.LC_CTYPE || env.LANG || '';
  return /utf-?8/i.test(locale) ? UNICODE_GLYPHS : ASCII_GLYPHS;
}

export interface SpendChart {
  readonly days: readonly DaySpend[];
  readonly limit?: Money;
  readonly currency: string;
  /** The read stopped at its cap: the bars are "at least". */
  readonly capped: boolean;
  /** What a full bar is without a limit (default: the card's "no daily limit"; a wallet's chart: "highest day"). */
  readonly unlimited?: string;
}

/** The height of one day: 1..8 of the scale, the over-limit mark, or none. */
function bar(spent: Money, scale: Money | undefined, overLimit: boolean, glyphs: ChartGlyphs): string {
  if (spent === 0n) return glyphs.zero;
  if (overLimit) return glyphs.over;
  if (scale === undefined || scale <= 0n) return glyphs.levels[glyphs.levels.length - 1]!;
  const steps = BigInt(glyphs.levels.length);
  const level = Number((spent * steps + scale - 1n) / scale); // ceiling: any spend shows at least the lowest bar
  return glyphs.levels[Math.min(Math.max(level, 1), glyphs.levels.length) - 1]!;
}

const fit = (text: string, width: number): string =>
  text.length > width ? `${text.slice(0, width - 1)}…` : text;

/** The chart's lines at `width` (the newest days kept when it is narrow). */
export function spendChartLines(chart: SpendChart, glyphs: ChartGlyphs, width: number): string[] {
  const shown = chart.days.slice(-Math.max(1, Math.min(chart.days.length, width)));
  const highest = shown.reduce<Money>((m, d) => (compare(d.spent, m) > 0 ? d.spent : m), 0n as Money);
  const scale = chart.limit ?? highest;
  const bars = shown
    .map((d) => bar(d.spent, scale, chart.limit !== undefined && compare(d.spent, chart.limit) > 0, glyphs))
    .join('');
  const full = glyphs.levels[glyphs.levels.length - 1]!;
  const limitText =
    chart.limit !== undefined
      ? `${full} = daily limit ${amountText(chart.limit, chart.currency)}, ${glyphs.over} over`
      : `${full} = ${amountText(highest, chart.currency)} (${chart.unlimited ?? 'no daily limit'})`;
  const legend = `${limitText}; ${shown.length} days (UTC)${chart.capped ? ', at least (read capped)' : ''}`;
  const room = width - bars.length - 2;
  // The legend carries an amount: it moves to a line of its own rather than lose a digit.
  const lines = legend.length <= room ? [`${bars}  ${legend}`] : [bars, fit(legend, width)];
  const declines = shown.reduce((n, d) => n + d.declines, 0);
  if (declines > 0) {
    const marks = shown.map((d) => (d.declines > 0 ? glyphs.decline : ' ')).join('');
    const note = `${glyphs.decline} = ${declines} decline${declines === 1 ? '' : 's'}`;
    lines.push(room >= 12 ? `${marks}  ${fit(note, room)}` : marks);
  }
  return lines;
}
