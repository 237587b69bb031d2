// The Viewport's arithmetic, the one owner of cursor and scroll positions. Every list, detail and
// overlay says what it shows (how many lines, how many fit, where its cursor or scroll is); this
// says where a move lands and which lines a window shows. No other file clamps a position or
// computes a window.

/** A cursor picks one line of a list; a scroll moves a text whose first shown line is `at`. */
export type SpanKind = 'cursor' | 'scroll';

export interface Span {
  readonly kind: SpanKind;
  /** The cursor row, or the first line shown. */
  readonly at: number;
  /** How many lines there are in all. */
  readonly length: number;
  /** How many of them fit on screen at once. */
  readonly room: number;
}

/** A step of the cursor or scroll: lines (negative is up), a page, or an end. */
export type Move = number | 'page-down' | 'page-up' | 'top' | 'bottom';

/** The last position a span can take: the last row, or the scroll that shows the last line at the bottom. */
export function lastPosition(span: Omit<Span, 'at'>): number {
  const last = span.kind === 'cursor' ? span.length - 1 : span.length - span.room;
  return Math.max(0, last);
}

/** A position brought inside the span. */
export function clampPosition(span: Omit<Span, 'at'>, at: number): number {
  return Math.max(0, Math.min(at, lastPosition(span)));
}

const pageStep = (span: Span): number => Math.max(1, span.room);

/** Where `move` lands from `span.at`. */
export function movedTo(span: Span, move: Move): number {
  if (move === 'top') return 0;
  if (move === 'bottom') return lastPosition(span);
  const delta = move === 'page-down' ? pageStep(span) : move === 'page-up' ? -pageStep(span) : move;
  return clampPosition(span, clampPosition(span, span.at) + delta);
}

/** Whether a page move in this direction has nowhere to go (the panes then turn the server's page). */
export function atEdge(span: Span, direction: 1 | -1): boolean {
  const at = clampPosition(span, span.at);
  return direction === 1 ? at >= lastPosition(span) : at === 0;
}

export const pageDirection = (move: Move): 1 | -1 | undefined =>
  move === 'page-down' ? 1 : move === 'page-up' ? -1 : undefined;

/**
 * First visible row of a cursor list. When the cursor leaves the window by one row, the window moves
 * half a page (not one row): a one-row scroll rewrites every line of the list, so this keeps the
 * bytes written per keypress low on slow links. A longer jump just brings the cursor into view.
 */
export function scrollOffset(previous: number, cursor: number, room: number, length: number): number {
  if (room <= 0) return 0;
  const step = Math.max(1, Math.floor(room / 2));
  let offset = previous;
  if (cursor < offset) offset = cursor === offset - 1 ? offset - step : cursor;
  if (cursor >= offset + room) offset = cursor === offset + room ? offset + step : cursor - room + 1;
  return Math.max(0, Math.min(offset, Math.max(0, length - room)));
}

/** The first line a window shows: a scroll is its own top; a cursor list moves its window as above. */
export function windowTop(span: Span, previousTop: number): number {
  if (span.kind === 'scroll') return clampPosition(span, span.at);
  return scrollOffset(previousTop, clampPosition(span, span.at), span.room, span.length);
}

/** The rows a viewport leaves for its moving part once its title, head and foot lines are drawn. */
export function viewportRoom(
  height: number,
  parts: {
    readonly title?: unknown;
    readonly head?: readonly unknown[];
    readonly foot?: readonly unknown[];
    /** The line that says which lines show (a page's `where`): one row more. */
    readonly where?: unknown;
  },
): number {
  const fixed =
    (parts.title ? 1 : 0) + (parts.head?.length ?? 0) + (parts.foot?.length ?? 0) + (parts.where ? 1 : 0);
  return Math.max(0, height - fixed);
}

/** The row a cursor stands on in a list of `length` rows (a cursor is kept, and read, within its list). */
export const cursorRow = (at: number, length: number): number =>
  clampPosition({ kind: 'cursor', length, room: 0 }, at);
