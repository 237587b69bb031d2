// An open timeline read again: the card's facts and its newest operations, over what was read before.
import type { ActionContext } from '../types.js';
import { openTimeline, type TimelineData } from './reader.js';

/**
 * What is read so far, read again: the card's facts and the newest page of operations, over the operations
 * already read (a new page's copy of an operation replaces the old one; older pages are kept, and the next
 * page to read stays as it was: new operations only push older ones further down).
 */
export async function refreshTimeline(ctx: ActionContext, data: TimelineData): Promise<TimelineData> {
  const fresh = await openTimeline(ctx, data.card, {
    pageSize: data.pageSize,
    ...(data.since ? { since: data.since } : {}),
    ...(data.until ? { until: data.until } : {}),
  });
  const known = new Set(fresh.operations.map((o) => o.id));
  const operations = [...fresh.operations, ...data.operations.filter((o) => !known.has(o.id))].sort(
    (a, b) => Date.parse(b.createdAt) - Date.parse(a.createdAt),
  );
  const unreadBefore = data.gaps.some((g) => g.reason.startsWith('operations:'));
  // Every page read before: still every one (the newest page holds the new operations).
  return { ...fresh, operations, nextPage: unreadBefore ? fresh.nextPage : data.nextPage };
}
