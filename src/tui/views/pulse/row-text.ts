// What every row of the pulse is made of: its text fitted to the width (words give way, figures never do),
// how it reads, the list Enter opens from it, and the words of a figure over its threshold.
import { formatInstant, groupThousands, type DisplayZone } from '../../../domain/index.js';
import type { Breach, PulseFigures } from '../../../domain/pulse/index.js';
import { displayWidth, fit, truncate } from '../../text.js';
import { UNICODE_GLYPHS, type ChartGlyphs } from '../timeline/chart.js';
import type { PulseDrill } from './drill.js';

type PulseTone = 'head' | 'over' | 'quiet' | 'plain';

export interface PulseRow {
  readonly text: string;
  readonly tone: PulseTone;
  readonly drill?: PulseDrill;
}

export const count = (n: number): string => groupThousands(String(n));
export const clock = (ms: number, zone: DisplayZone): string => formatInstant(ms, zone, 'clock');
export const iso = (ms: number): string => new Date(ms).toISOString();

/**
 * `words` then `figures` in `width` columns: the words are cut first, the figures stay whole (a line whose
 * figures alone are too wide is drawn wider: the Viewport cuts it, never this).
 */
export function wordsThenFigures(words: string, figures: string, width: number): string {
  const room = width - displayWidth(figures);
  if (figures === '') return truncate(words, width);
  if (room <= 1) return figures;
  if (displayWidth(words) + 1 > room) return `${truncate(words, room - 1)} ${figures}`;
  return `${fit(words, room - 1)} ${figures}`;
}

export const breachOf = (figures: PulseFigures, name: string): Breach | undefined =>
  figures.breaches.find((b) => b.name === name);

/** `OVER max 0`: the words that mark a figure over its threshold. */
export function overWords(breach: Breach | undefined, format: (n: number) => string = String): string {
  return breach ? `  OVER max ${format(breach.threshold)}` : '';
}

/** A section's heading: its title, and when its figures were read. */
export function heading(title: string, readAt: number, zone: DisplayZone, width: number): PulseRow {
  return { text: wordsThenFigures(title, `read ${clock(readAt, zone)}`, width), tone: 'head' };
}

/** The domain's bars (Unicode) in the locale's glyphs. */
export function bars(text: string, glyphs: ChartGlyphs): string {
  if (glyphs === UNICODE_GLYPHS) return text;
  return [...text].map((c) => glyphs.levels[UNICODE_GLYPHS.levels.indexOf(c)] ?? c).join('');
}

/** `↑ 4.2×` where the locale draws Unicode, `^ 4.2x` where it does not. */
export function arrows(text: string, glyphs: ChartGlyphs): string {
  if (glyphs === UNICODE_GLYPHS) return text;
  return text.replace('↑', '^').replace('↓', 'v').replace('×', 'x');
}
