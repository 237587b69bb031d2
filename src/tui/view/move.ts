// Moving the cursor or scroll of whatever view is on top: the view says what it shows (its page, or
// its own scroller), the Viewport arithmetic (./viewport.ts) says where the move lands.
import type { CommandContext } from './types.js';
import { envOf } from './env.js';
import type { Scroller, View } from './types.js';
import { atEdge, movedTo, pageDirection, viewportRoom, type Move, type Span } from './span.js';

/** A page view's moving part: its position, its lines' count, and the rows the body leaves them. */
function pageScroller(ctx: CommandContext, view: View): Scroller | undefined {
  const { width, height } = ctx.screen();
  const page = view.page?.(envOf(ctx, ctx.store.getState(), ctx.now()), width);
  if (!page?.position) return undefined;
  return { ...page.position, length: page.lines.length, room: viewportRoom(height, page) };
}

export function scrollerOf(ctx: CommandContext): Scroller | undefined {
  const view = ctx.views.current(ctx.store.getState());
  return view.scroller?.(ctx) ?? pageScroller(ctx, view);
}

export function moveView(ctx: CommandContext, move: Move): void {
  const scroller = scrollerOf(ctx);
  if (!scroller) return;
  const span: Span = scroller;
  const direction = pageDirection(move);
  if (direction && scroller.beyond && atEdge(span, direction)) {
    scroller.beyond(ctx, direction);
    return;
  }
  const to = movedTo(span, move);
  if (to !== scroller.at) scroller.set(ctx, to);
}
