// The rows of a pane's table: each row has its own store subscription, so a changed card
// re-renders one row; the columns fit the width and the amounts in view.
import { chosenColumns, type ColumnChoice } from '../../present/column-choice.js';
import { memo, useMemo } from 'react';
import { useStore } from 'zustand';
import type { DisplayZone } from '../../../domain/index.js';
import type { AppState } from '../../../store/index.js';
import {
  cellNeeds,
  fitColumns,
  hiddenColumnsNote,
  needsFromKey,
  needsKey,
  type Column,
  type FittedColumn,
} from '../../present/columns.js';
import { rowMarker, rowSegments, type Cells, type TableSpec } from '../../present/rows.js';
import type { Theme } from '../../theme.js';
import { Line } from '../../components/Line.js';
import { useConsole } from '../../components/context.js';

/** How a table reads one row: the entity (a stable object, so selectors compare by identity) and its cells. */
export interface RowSource {
  readonly columns: readonly Column[];
  readonly pick: (state: AppState, id: string) => unknown;
  readonly cells: (entity: unknown, theme: Theme, zone: DisplayZone) => Cells;
  /** Columns this list never shows, whatever the choice: its title already says them. */
  readonly omit?: readonly string[];
}

/** The columns a list shows before the width is fitted: the config file's choice, less what it omits. */
const shownColumns = (source: RowSource, choice: ColumnChoice | undefined): readonly Column[] =>
  chosenColumns(source.columns, choice).filter((c) => !source.omit?.includes(c.key));

export function rowSource<T>(
  spec: TableSpec<T>,
  pick: (state: AppState, id: string) => T | undefined,
): RowSource {
  // Entities keep their identity until a read changes them, and the column fit asks for the cells of every
  // row in view on each store update (a live event is several): the cells are made once per entity.
  const made = new WeakMap<object, { theme: Theme; zone: DisplayZone; cells: Cells }>();
  return {
    columns: spec.columns,
    pick,
    cells: (entity, theme, zone) => {
      // The entity handed to `cells` is always the one `pick` returned, so the narrowing is sound.
      if (typeof entity !== 'object' || entity === null) return spec.cells(entity as T, theme, zone);
      const known = made.get(entity);
      if (known?.theme === theme && known.zone === zone) return known.cells;
      const cells = spec.cells(entity as T, theme, zone);
      made.set(entity, { theme, zone, cells });
      return cells;
    },
  };
}

interface RowProps {
  readonly id: string;
  readonly selected: boolean;
  readonly focused: boolean;
  readonly columns: readonly FittedColumn[];
  readonly source: RowSource;
}

export const Row = memo(function Row({ id, selected, focused, columns, source }: RowProps) {
  const { store, theme } = useConsole();
  const entity = useStore(store, (s) => source.pick(s, id));
  const changed = useStore(store, (s) => s.changedAt.has(id));
  const marked = useStore(store, (s) => s.marks.has(id));
  const zone = useStore(store, (s) => s.zone);
  const segments = useMemo(() => {
    const cells = entity === undefined ? {} : source.cells(entity, theme, zone);
    return rowSegments(columns, cells, rowMarker(selected, changed, marked));
  }, [entity, theme, zone, columns, selected, changed, marked, source]);
  const highlight =
    changed && !selected && theme.changed
      ? segments.map((s) => ({ ...s, color: s.color ?? theme.changed }))
      : segments;
  return (
    <Line
      segments={highlight}
      inverse={selected && focused && theme.inverse}
      bold={selected && !theme.inverse}
    />
  );
});

/**
 * The table's columns for the rows in view. Amounts are never cut: their columns are as wide as the
 * widest visible amount. The selector answers a string, so the table re-renders only when a needed
 * width changes.
 */
export function useFittedColumns(
  source: RowSource,
  visible: readonly string[],
  width: number,
): FittedColumn[] {
  const { store, theme, columnChoice } = useConsole();
  const columns = useMemo(() => shownColumns(source, columnChoice), [source, columnChoice]);
  const hasMoney = columns.some((c) => c.money);
  const key = useStore(store, (s) =>
    hasMoney
      ? needsKey(
          cellNeeds(
            columns,
            visible.map((id) => {
              const entity = source.pick(s, id);
              return entity === undefined ? {} : source.cells(entity, theme, s.zone);
            }),
          ),
        )
      : '',
  );
  return useMemo(() => fitColumns(columns, width, needsFromKey(key)), [columns, width, key]);
}

/** What the width hid of the chosen columns ("type, expiry hidden: widen to see"), '' when nothing was. */
export function useHiddenNote(source: RowSource, fitted: readonly FittedColumn[]): string {
  const { columnChoice } = useConsole();
  return useMemo(
    () => hiddenColumnsNote(shownColumns(source, columnChoice), fitted),
    [source, columnChoice, fitted],
  );
}
