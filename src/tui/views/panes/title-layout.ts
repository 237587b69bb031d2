// The one layout of a list's title: its parts joined by " | ", and when they do not fit, the parts that
// may give way do, in their order, so the pane's name and its count always show. Pure.
import { displayWidth, truncate } from '../../text.js';

/**
 * One part of a title. `gives` says how soon it gives way (higher first; 0 or absent: never, as the
 * pane's name and the count); `whole` parts (a date, the sort) are dropped rather than cut.
 */
export interface TitlePart {
  readonly text: string;
  readonly gives?: number;
  readonly whole?: boolean;
}

const SEPARATOR = ' | ';
/** A part is cut to no fewer columns than this (fewer say nothing): it is dropped instead. */
const SHORTEST_CUT = 10;

const joined = (parts: readonly TitlePart[]): string => parts.map((p) => p.text).join(SEPARATOR);

/**
 * The title within `width` columns. First the parts that may give way are cut, the soonest first, each
 * no shorter than a few letters (a whole part that gives sooner than all of them is dropped instead);
 * then, if still too wide, parts are dropped in the same order. What never gives way is left whole,
 * even past the width.
 */
export function layTitle(parts: readonly TitlePart[], width: number): string {
  let shown = parts.filter((p) => p.text !== '');
  let over = displayWidth(joined(shown)) - width;
  if (over <= 0) return joined(shown);
  const order = shown
    .map((part, at) => ({ part, at }))
    .filter(({ part }) => (part.gives ?? 0) > 0)
    .sort((a, b) => (b.part.gives ?? 0) - (a.part.gives ?? 0) || b.at - a.at);
  const cut = new Map<number, string>();
  const dropped = new Set<number>();
  let cutSoFar = false;
  for (const { part, at } of order) {
    if (over <= 0) break;
    const w = displayWidth(part.text);
    if (part.whole) {
      // A whole part that gives sooner than any part to cut goes now; one that gives later waits.
      if (cutSoFar) continue;
      dropped.add(at);
      over -= w + SEPARATOR.length;
      continue;
    }
    cutSoFar = true;
    const keep = Math.min(w, Math.max(SHORTEST_CUT, w - over));
    if (keep >= w) continue;
    cut.set(at, truncate(part.text, keep));
    over -= w - keep;
  }
  for (const { part, at } of order) {
    if (over <= 0) break;
    if (dropped.has(at)) continue;
    dropped.add(at);
    over -= displayWidth(cut.get(at) ?? part.text) + SEPARATOR.length;
  }
  shown = shown.flatMap((part, at) => (dropped.has(at) ? [] : [{ text: cut.get(at) ?? part.text }]));
  return joined(shown);
}
