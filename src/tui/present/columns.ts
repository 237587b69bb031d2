// Column layout: fit a table's columns into the terminal width. Every column gets its minimum;
// the rest is shared by weight; columns that do not fit at their minimum are dropped from the right
// (least important last in each definition), so a row never wraps.

export interface Column {
  readonly key: string;
  readonly title: string;
  readonly min: number;
  /** Share of the spare width; 0 keeps the column at its minimum. */
  readonly weight: number;
  readonly align?: 'left' | 'right';
  /** Drop order when space is short: higher drops first. */
  readonly drop?: number;
}

export interface FittedColumn extends Column {
  readonly width: number;
}

export const GAP = 1;
/** Cursor marker and change marker before the first column. */
export const MARKER_WIDTH = 2;

export function fitColumns(columns: readonly Column[], totalWidth: number): FittedColumn[] {
  const available = Math.max(0, totalWidth - MARKER_WIDTH);
  let kept = [...columns];
  const needed = (cols: readonly Column[]) => cols.reduce((sum, c) => sum + c.min, 0) + GAP * Math.max(0, cols.length - 1);
  while (kept.length > 1 && needed(kept) > available) {
    const victim = kept.reduce((worst, c) => ((c.drop ?? 0) > (worst.drop ?? 0) ? c : worst), kept[kept.length - 1]!);
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
  if (first >= 0 && leftover > 0) fitted[first] = { ...fitted[first]!, width: fitted[first]!.width + leftover };
  if (fitted.length === 1 && needed(kept) > available) fitted[0] = { ...fitted[0]!, width: available };
  return fitted;
}
