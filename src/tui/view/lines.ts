// What a view draws, as data: lines with a colour, weight and inverse video, or coloured segments.
// Views compute these purely (tested without Ink); the Viewport draws them.
import type { Segment } from '../present/rows.js';
import type { Theme } from '../theme.js';

export interface DrawnLine {
  readonly text: string;
  readonly color?: string;
  readonly bold?: boolean;
  readonly inverse?: boolean;
  /** Coloured parts whose texts make up `text`; drawn in their colours when the whole line fits. */
  readonly segments?: readonly Segment[];
}

export const plain = (text: string): DrawnLine => ({ text });

/** A view's title: accent colour, bold, inverse where colours are on. */
export const titleLine = (text: string, theme: Theme): DrawnLine => ({
  text,
  bold: true,
  inverse: theme.inverse,
  ...(theme.accent ? { color: theme.accent } : {}),
});

/** A line in one colour (none when the theme has none). */
export function tinted(
  text: string,
  color: string | undefined,
  extra: Omit<DrawnLine, 'text'> = {},
): DrawnLine {
  return color ? { ...extra, text, color } : { ...extra, text };
}

/** A line of segments (a label and its coloured value, an event and its verdict). */
export function segmented(segments: readonly Segment[]): DrawnLine {
  return { text: segments.map((s) => s.text).join(''), segments };
}
