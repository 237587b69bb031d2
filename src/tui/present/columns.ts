// Column layout: fit a table's columns into the terminal width. Every column gets its minimum;
// the rest is shared by weight; columns that do not fit at their minimum are dropped from the right
// (least important last in each definition), so a row never wraps. A money column is never cut:
// it is as wide as its widest visible amount, and other columns drop (in their order) to make room.
// Columns give way by how much the operator needs them: a column that `want`s its text whole (a
// card's name, its holder) gets it before a column that drops before it is kept (type, expiry), and
// what was hidden is said (`hiddenColumnsNote`) rather than a name cut to four letters.
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
  /**
   * The width this column asks for, its widest visible text up to this: columns that drop before it
   * (and want nothing themselves) are hidden to give it that, and it is served before any weight.
   */
  readonly want?: number;
}

export interface FittedColumn extends Column {
  readonly width: number;
}

export const GAP = 1;
/** Cursor marker and change marker before the first column. */
export const MARKER_WIDTH = 2;

/** Widths of the visible cells per column key, for the money columns and the columns that want width. */
export type Needs = Readonly<Record<string, number>>;

/** The widest visible text (title included) of each money column and each column with a `want`. */
export function cellNeeds(
  columns: readonly Column[],
  rows: readonly Readonly<Record<string, { readonly text: string } | undefined>>[],
): Needs {
  const out: Record<string, number> = {};
  for (const c of columns) {
    if (!c.money && c.want === undefined) continue;
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

/** The width a column wants: its widest visible text up to its `want`, never below its minimum. */
const wantOf = (c: Column, needs: Needs): number =>
  c.want === undefined ? c.min : Math.max(c.min, Math.min(c.want, needs[c.key] ?? c.want));

const needed = (cols: readonly Column[]) =>
  cols.reduce((sum, c) => sum + c.min, 0) + GAP * Math.max(0, cols.length - 1);

/** The next column to hide so that a wanting column gets its width, if any may go for it. */
function wantVictim(kept: readonly Column[], needs: Needs, available: number): Column | undefined {
  const wanted = kept.reduce((sum, c) => sum + wantOf(c, needs) - c.min, needed(kept));
  if (wanted <= available) return undefined;
  const short = kept.filter((c) => wantOf(c, needs) > c.min);
  if (short.length === 0) return undefined;
  // Only a column less needed than the most needed short one, and wanting nothing itself, gives way.
  const floor = Math.min(...short.map((c) => c.drop ?? 0));
  const eligible = kept.filter((c) => c.want === undefined && !c.money && (c.drop ?? 0) > floor);
  return eligible.reduceRight<Column | undefined>(
    (worst, c) => (worst === undefined || dropsBefore(c, worst) ? c : worst),
    undefined,
  );
}

export function fitColumns(source: readonly Column[], totalWidth: number, needs: Needs = {}): FittedColumn[] {
  const available = Math.max(0, totalWidth - MARKER_WIDTH);
  const columns = source.map((c) =>
    c.money && (needs[c.key] ?? 0) > c.min ? { ...c, min: needs[c.key] ?? c.min } : c,
  );
  let kept = [...columns];
  while (kept.length > 1 && needed(kept) > available) {
    // From the right: at the same order, the rightmost column that is not an amount goes.
    const victim = kept.reduceRight(
      (worst, c) => (dropsBefore(c, worst) ? c : worst),
      kept[kept.length - 1]!,
    );
    kept = kept.filter((c) => c !== victim);
  }
  for (let victim = wantVictim(kept, needs, available); victim; victim = wantVictim(kept, needs, available))
    kept = kept.filter((c) => c !== victim);
  let spare = Math.max(0, available - needed(kept));
  // Wants first, the most needed column first (lower drop order, then from the left).
  const served = new Map<Column, number>();
  const wanting = kept
    .filter((c) => wantOf(c, needs) > c.min)
    .sort((a, b) => (a.drop ?? 0) - (b.drop ?? 0) || kept.indexOf(a) - kept.indexOf(b));
  for (const c of wanting) {
    const give = Math.min(spare, wantOf(c, needs) - c.min);
    served.set(c, give);
    spare -= give;
  }
  const weights = kept.reduce((sum, c) => sum + c.weight, 0);
  let given = 0;
  const fitted = kept.map((c) => {
    const extra = weights === 0 ? 0 : Math.floor((spare * c.weight) / weights);
    given += extra;
    return { ...c, width: c.min + (served.get(c) ?? 0) + extra };
  });
  // Rounding leftovers go to the first weighted column so rows end exactly at the edge.
  const leftover = spare - given;
  const first = fitted.findIndex((c) => c.weight > 0);
  if (first >= 0 && leftover > 0)
    fitted[first] = { ...fitted[first]!, width: fitted[first]!.width + leftover };
  if (fitted.length === 1 && needed(kept) > available) fitted[0] = { ...fitted[0]!, width: available };
  return fitted;
}

/**
 * "hidden: type, expiry (widen to see)" for the chosen columns the width left out; '' when none was.
 * It starts with "hidden:" so that a title cut short still says what happened.
 */
export function hiddenColumnsNote(chosen: readonly Column[], fitted: readonly Column[]): string {
  const shown = new Set(fitted.map((c) => c.key));
  const hidden = chosen.filter((c) => !shown.has(c.key)).map((c) => c.title.toLowerCase());
  return hidden.length === 0 ? '' : `hidden: ${hidden.join(', ')} (widen to see)`;
}
