// Decline figures: the rate (declined ÷ all purchases), its change against the same window a day
// earlier, the reasons by count and the sparkline of the last day. Rates are ratios of counts, never money.

/** What one window's reads counted: declined purchases, all purchases (declined included), per reason. */
export interface DeclineCounts {
  readonly count: number;
  readonly purchases: number;
  /** Every reason with its count of declined purchases (zeros included where the reader asked). */
  readonly reasons: Readonly<Record<string, number>>;
}

/** Declined ÷ all purchases, from 0 to 1; undefined with no purchases (no rate, not NaN). */
export function declineRate(counts: Pick<DeclineCounts, 'count' | 'purchases'>): number | undefined {
  if (counts.purchases <= 0) return undefined;
  return Math.min(counts.count, counts.purchases) / counts.purchases;
}

/**
 * A figure against its baseline: `ratio` (2 is twice the baseline), `new` when the baseline was zero and
 * the figure is not, `same` when both are zero, `unknown` when either is absent.
 */
export type BaselineChange =
  | { readonly kind: 'ratio'; readonly ratio: number }
  | { readonly kind: 'new' }
  | { readonly kind: 'same' }
  | { readonly kind: 'unknown' };

export function changeAgainst(current: number | undefined, baseline: number | undefined): BaselineChange {
  if (current === undefined || baseline === undefined) return { kind: 'unknown' };
  if (baseline === 0) return current === 0 ? { kind: 'same' } : { kind: 'new' };
  return { kind: 'ratio', ratio: current / baseline };
}

/** `↑ 4.2×`, `↓ 0.5×`, `= 1.0×`, `new`, `-` (no baseline): how a change reads on one line. */
export function changeText(change: BaselineChange): string {
  switch (change.kind) {
    case 'unknown':
      return '-';
    case 'new':
      return 'new';
    case 'same':
      return '= 1.0×';
    case 'ratio': {
      const text = change.ratio.toFixed(1);
      const arrow = text === '1.0' ? '=' : change.ratio > 1 ? '↑' : '↓';
      return `${arrow} ${text}×`;
    }
  }
}

/** The reasons with a count above zero, most first (equal counts by name), at most `limit` of them. */
export function topReasons(
  reasons: Readonly<Record<string, number>>,
  limit: number,
): { readonly reason: string; readonly count: number }[] {
  return Object.entries(reasons)
    .filter(([, count]) => count > 0)
    .sort(([a, x], [b, y]) => y - x || (a < b ? -1 : a > b ? 1 : 0))
    .slice(0, Math.max(0, limit))
    .map(([reason, count]) => ({ reason, count }));
}

const BARS = '▁▂▃▄▅▆▇█';

/** One bar per count, scaled to the largest; zero is the lowest bar, a count above zero never is. */
export function sparkline(counts: readonly number[]): string {
  const top = Math.max(0, ...counts);
  return counts
    .map((count) => {
      if (top === 0 || count <= 0) return BARS[0];
      const level = Math.max(1, Math.ceil((count / top) * (BARS.length - 1)));
      return BARS[level];
    })
    .join('');
}
