// Column layout: fit a table's columns into the terminal width. Every column gets its minimum;
// the rest is shared by weight; columns that do not fit at their minimum are dropped from the right
// (least important last in each definition), so a row never wraps. A money column is never cut:
// it is as wide as its widest visible amount, and other columns drop (in their order) to make room.
import { displayWidth, type Cut } from '../text.js';

export interface Column {
  readonly key: string;
  readonly title: string;
  readonly min: number;
  /** Share of the spare width; 0 keeps the column at its minimum. */
  readonly weight: number;
  readonly align?: 'left' | 'right';
  /** Drop order when space is short: higher drops first. */
  readonly drop?: number;
  /** An amount: never narrowed below its widest visible value; at equal drop order, others go first. */
  readonly money?: boolean;
  /** Where text is cut when it does not fit (names keep their distinguishing end with 'middle'). */
  readonly cut?: Cut;
}

export interface FittedColumn extends Column {
  readonly width: number;
}

export const GAP = 1;
/** Cursor marker and change marker before the first column. */
export const MARKER_WIDTH = 2;

/** Widths of the visible cells per column key, for the columns that must not be cut. */
export type Needs = Readonly<Record<string, number>>;

/** The widest visible text (title included) of each money column. */
export function moneyNeeds(
  columns: readonly Column[],
  rows: readonly Readonly<Record<string, { readonly text: string } | undefined>>[],
): Needs {
  const out: Record<string, number> = {};
  for (const c of columns) {
    if (!c.money) continue;
    out[c.key] = rows.reduce(
      (widest, row) => Math.max(widest, displayWidth(row[c.key]?.text ?? '')),
      displayWidth(c.title),
    );
  }
  return out;
}

/** Needs as one comparable string (a store selector's result must compare by value). */
export const needsKey = (needs: Needs): string =>
  Object.entries(needs)
    .map(([k, w]) => `${k}:${w}`)
    .join(',');
export const needsFromKey = (key: string): Needs =>
  Object.fromEntries(
    key === ''
      ? []
      : key.split(',').map((part) => {
          const at = part.lastIndexOf(':');
          return [part.slice(0, at), Number(part.slice(at + 1))];
        }),
  );

/** Higher drop order first; at the same order an amount stays and another column goes. */
const dropsBefore = (a: Column, b: Column): boolean =>
  (a.drop ?? 0) !== (b.drop ?? 0) ? (a.drop ?? 0) > (b.drop ?? 0) : Boolean(b.money) && !a.money;

export function fitColumns(source: readonly Column[], totalWidth: number, needs: Needs = {}): FittedColumn[] {
  const available = Math.max(0, totalWidth - MARKER_WIDTH);
  const columns = source.map((c) => ((needs[c.key] ?? 0) > c.min ? { ...c, min: needs[c.key] ?? c.min } : c));
  let kept = [...columns];
  const needed = (cols: readonly Column[]) =>
    cols.reduce((sum, c) => sum + c.min, 0) + GAP * Math.max(0, cols.length - 1);
  while (kept.length > 1 && needed(kept) > available) {
    // From the right: at the same order, the rightmost column that is not an amount goes.
    const victim = kept.reduceRight(
      (worst, c) => (dropsBefore(c, worst) ? c : worst),
      kept[kept.length - 1]!,
    );
    kept = kept.filter((c) => c !== victim);
  }
  const spare = Math.max(0, available - needed(kept));
  const weights = kept.reduce((sum, c) => sum + c.weight, 0);
  let given = 0;
  const fitted = kept.map((c) => {
    const extra = weights === 0 ? 0 : Math.floor((spare * c.weight) / weights);
    given += extra;
    return { ...c, width: c.min + extra };
  });
  // Rounding leftovers go to the first weighted column so rows end exactly at the edge.
  const leftover = spare - given;
  const first = fitted.findIndex((c) => c.weight > 0);
  if (first >= 0 && leftover > 0)
    fitted[first] = { ...fitted[first]!, width: fitted[first]!.width + leftover };
  if (fitted.length === 1 && needed(kept) > available) fitted[0] = { ...fitted[0]!, width: available };
  return fitted;
}
