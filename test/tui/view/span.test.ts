// The Viewport's arithmetic: where a move lands for a cursor list and for a scrolled text, the edges
// a page move turns the server's page at, and the room left under a title and head lines.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  atEdge,
  clampPosition,
  cursorRow,
  lastPosition,
  movedTo,
  viewportRoom,
  windowTop,
  type Move,
  type Span,
} from '../../../src/tui/view/span.js';

const list = (at: number, length = 10, room = 4): Span => ({ kind: 'cursor', at, length, room });
const text = (at: number, length = 10, room = 4): Span => ({ kind: 'scroll', at, length, room });

describe('the Viewport arithmetic', () => {
  it('moves a cursor over every row and a scroll until the last line is at the bottom', () => {
    expect(lastPosition(list(0))).toBe(9);
    expect(lastPosition(text(0))).toBe(6);
    expect(movedTo(list(8), 5)).toBe(9);
    expect(movedTo(text(5), 5)).toBe(6);
    expect(movedTo(list(3), 'page-down')).toBe(7);
    expect(movedTo(list(3), 'page-up')).toBe(0);
    expect(movedTo(text(2), 'bottom')).toBe(6);
    expect(movedTo(list(2), 'top')).toBe(0);
    // A text shorter than its room does not scroll; an empty list keeps its cursor at 0.
    expect(movedTo(text(0, 3), 1)).toBe(0);
    expect(movedTo(list(0, 0), 1)).toBe(0);
  });

  it('moves from where a stale position really stands', () => {
    // A cursor left beyond a list that shrank moves from its last row.
    expect(movedTo(list(50), -1)).toBe(8);
    expect(cursorRow(50, 10)).toBe(9);
    expect(cursorRow(-3, 10)).toBe(0);
  });

  it('knows the edges a page move turns the server page at', () => {
    expect(atEdge(list(9), 1)).toBe(true);
    expect(atEdge(list(8), 1)).toBe(false);
    expect(atEdge(list(0), -1)).toBe(true);
  });

  it('leaves the rows under the title, head and foot lines', () => {
    expect(viewportRoom(20, { title: {}, head: [1, 2], foot: [3] })).toBe(16);
    expect(viewportRoom(2, { title: {}, head: [1, 2] })).toBe(0);
  });

  it('always lands inside the span, and the window always shows the cursor', () => {
    const move = fc.oneof(
      fc.integer({ min: -50, max: 50 }),
      fc.constantFrom<Move>('page-down', 'page-up', 'top', 'bottom'),
    );
    fc.assert(
      fc.property(
        fc.constantFrom('cursor' as const, 'scroll' as const),
        fc.integer({ min: 0, max: 60 }),
        fc.integer({ min: 1, max: 20 }),
        fc.integer({ min: -10, max: 80 }),
        move,
        fc.integer({ min: 0, max: 60 }),
        (kind, length, room, at, step, previous) => {
          const span = { kind, at, length, room };
          const to = movedTo(span, step);
          expect(to).toBe(clampPosition(span, to));
          const top = windowTop({ ...span, at: to }, previous);
          expect(top).toBeGreaterThanOrEqual(0);
          if (kind === 'cursor' && length > 0) {
            expect(to).toBeGreaterThanOrEqual(top);
            expect(to).toBeLessThan(top + room);
          }
        },
      ),
    );
  });
});
