// The pulse's declines: declined and all purchases in the window, the same window a day earlier, the other
// windows asked for, and the hours of the last day. One read of the declined purchases over the span of them
// all answers every declined figure when its page holds them all (the count, the reasons, the hours); when it
// does not, each figure is counted (a count per reason and per hour). All purchases are counted per window.
// Either way the requests do not grow with the operations.
import { DECLINE_REASONS } from '../../contract/index.js';
import type { HourCount, PulseWindow, TimeRange, WindowDeclines } from '../../domain/pulse/index.js';
import { read, READS } from '../../reads/index.js';
import type { DeclineItem } from '../../reads/pulse.js';
import type { Reader } from '../../reads/table.js';

/** The windows whose declines one refresh counts, each ending at the same instant. */
export interface DeclineWindows {
  readonly range: TimeRange;
  readonly baseline: TimeRange;
  readonly others: Readonly<Partial<Record<PulseWindow, TimeRange>>>;
  readonly hours: readonly TimeRange[];
}

export interface DeclineRead {
  readonly now: () => number;
  /** Declined purchases read on the one page (at most the service's page). */
  readonly page: number;
}

export interface DeclineCountsRead {
  readonly declines: WindowDeclines;
  readonly baseline: WindowDeclines;
  readonly others: Partial<Record<PulseWindow, WindowDeclines>>;
  readonly hourly: HourCount[];
}

const iso = (ms: number): string => new Date(ms).toISOString();
/** The service's `createdAtTo` is inclusive: the last millisecond before the end keeps [from, to) half-open. */
export const span = (range: TimeRange): { from: string; to: string } => ({
  from: iso(range.from),
  to: iso(range.to - 1),
});

const noReasons = (): Record<string, number> => Object.fromEntries(DECLINE_REASONS.map((r) => [r, 0]));

/** The declined figures of each window as counted from items that hold every decline of the span. */
function fromItems(items: readonly DeclineItem[], windows: DeclineWindows) {
  const inside = (range: TimeRange) => items.filter((d) => d.at >= range.from && d.at < range.to);
  const reasonsOf = (range: TimeRange): Record<string, number> => {
    const reasons = noReasons();
    for (const d of inside(range))
      if (d.reason !== undefined && d.reason in reasons) reasons[d.reason] = (reasons[d.reason] ?? 0) + 1;
    return reasons;
  };
  return {
    declined: (range: TimeRange) => Promise.resolve(inside(range).length),
    reasons: (range: TimeRange) => Promise.resolve(reasonsOf(range)),
    hours: () => Promise.resolve(windows.hours.map((range) => inside(range).length)),
  };
}

/** The declined figures of each window counted by the service: a request per figure. */
function byCounts(client: Reader, windows: DeclineWindows) {
  const declined = (range: TimeRange, reason?: (typeof DECLINE_REASONS)[number]) =>
    read(client, READS.cardOperationCount, {
      ...span(range),
      types: ['purchase'],
      statuses: ['declined'],
      ...(reason ? { declineReasons: [reason] } : {}),
    });
  return {
    declined: (range: TimeRange) => declined(range),
    reasons: async (range: TimeRange): Promise<Record<string, number>> => {
      const counts = await Promise.all(DECLINE_REASONS.map((reason) => declined(range, reason)));
      return Object.fromEntries(DECLINE_REASONS.map((r, i) => [r, counts[i] ?? 0]));
    },
    hours: () => Promise.all(windows.hours.map((range) => declined(range))),
  };
}

/** Every declined figure of the refresh, and all purchases of each window. */
export async function readDeclines(
  client: Reader,
  windows: DeclineWindows,
  how: DeclineRead,
): Promise<DeclineCountsRead> {
  const others = Object.entries(windows.others) as [PulseWindow, TimeRange][];
  const ranges = [windows.range, windows.baseline, ...others.map(([, r]) => r), ...windows.hours];
  const whole = { from: Math.min(...ranges.map((r) => r.from)), to: Math.max(...ranges.map((r) => r.to)) };
  const purchases = (range: TimeRange) =>
    read(client, READS.cardOperationCount, { ...span(range), types: ['purchase'] });
  const [seen, ...bought] = await Promise.all([
    read(client, READS.declinedPurchases, { ...span(whole), quantity: how.page }),
    purchases(windows.range),
    purchases(windows.baseline),
    ...others.map(([, range]) => purchases(range)),
  ]);
  const counter =
    seen.items.length === seen.total ? fromItems(seen.items, windows) : byCounts(client, windows);
  const windowOf = async (range: TimeRange, all: number, byReason: boolean): Promise<WindowDeclines> => {
    const [count, reasons] = await Promise.all([
      counter.declined(range),
      byReason ? counter.reasons(range) : Promise.resolve({}),
    ]);
    return { count, purchases: all, reasons, range, readAt: how.now() };
  };
  const [declines, baseline, hours, ...otherDeclines] = await Promise.all([
    windowOf(windows.range, bought[0] ?? 0, true),
    windowOf(windows.baseline, bought[1] ?? 0, true),
    counter.hours(),
    ...others.map(([, range], i) => windowOf(range, bought[2 + i] ?? 0, false)),
  ]);
  return {
    declines,
    baseline,
    others: Object.fromEntries(others.map(([w], i) => [w, otherDeclines[i]])),
    hourly: windows.hours.map((range, i) => ({ range, count: hours[i] ?? 0 })),
  };
}
