// Our windowed table: renders only the rows that fit, keeps the cursor in view, and gives each
// row its own store subscription so a changed card re-renders one row.
import { Box } from 'ink';
import { memo, useMemo, useRef } from 'react';
import { useStore } from 'zustand';
import type { DisplayZone } from '../../domain/index.js';
import type { AppState, PaneId } from '../../store/index.js';
import {
  fitColumns,
  moneyNeeds,
  needsFromKey,
  needsKey,
  type Column,
  type FittedColumn,
} from '../present/columns.js';
import { headerLine, rowMarker, rowSegments, type Cells, type TableSpec } from '../present/rows.js';
import type { Theme } from '../theme.js';
import { Line, PlainLine } from './Line.js';
import { useConsole } from './context.js';

/** How a table reads one row: the entity (a stable object, so selectors compare by identity) and its cells. */
export interface RowSource {
  readonly columns: readonly Column[];
  readonly pick: (state: AppState, id: string) => unknown;
  readonly cells: (entity: unknown, theme: Theme, zone: DisplayZone) => Cells;
}

export function rowSource<T>(
  spec: TableSpec<T>,
  pick: (state: AppState, id: string) => T | undefined,
): RowSource {
  // The entity handed to `cells` is always the one `pick` returned, so the narrowing is sound.
  return {
    columns: spec.columns,
    pick,
    cells: (entity, theme, zone) => spec.cells(entity as T, theme, zone),
  };
}

interface RowProps {
  readonly id: string;
  readonly selected: boolean;
  readonly focused: boolean;
  readonly columns: readonly FittedColumn[];
  readonly source: RowSource;
}

const Row = memo(function Row({ id, selected, focused, columns, source }: RowProps) {
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

export interface TableProps {
  readonly pane: PaneId;
  readonly ids: readonly string[];
  readonly cursor: number;
  readonly width: number;
  /** Rows available for data (the column header is extra). */
  readonly height: number;
  readonly focused: boolean;
  readonly source: RowSource;
}

/**
 * First visible row. When the cursor leaves the window by one row, the window moves half a page
 * (not one row): a one-row scroll rewrites every line of the table, so this keeps the bytes written
 * per keypress low on slow links. A longer jump centres nothing: it just brings the cursor into view.
 */
export function scrollOffset(previous: number, cursor: number, height: number, length: number): number {
  if (height <= 0) return 0;
  const step = Math.max(1, Math.floor(height / 2));
  let offset = previous;
  if (cursor < offset) offset = cursor === offset - 1 ? offset - step : cursor;
  if (cursor >= offset + height) offset = cursor === offset + height ? offset + step : cursor - height + 1;
  return Math.max(0, Math.min(offset, Math.max(0, length - height)));
}

export function Table({ ids, cursor, width, height, focused, source }: TableProps) {
  const { store, theme } = useConsole();
  const offsetRef = useRef(0);
  const offset = scrollOffset(offsetRef.current, cursor, height, ids.length);
  offsetRef.current = offset;
  const visible = ids.slice(offset, offset + height);
  // Amounts are never cut: their columns are as wide as the widest visible amount. The selector
  // answers a string, so the table re-renders only when a needed width changes.
  const hasMoney = source.columns.some((c) => c.money);
  const key = useStore(store, (s) =>
    hasMoney
      ? needsKey(
          moneyNeeds(
            source.columns,
            visible.map((id) => {
              const entity = source.pick(s, id);
              return entity === undefined ? {} : source.cells(entity, theme, s.zone);
            }),
          ),
        )
      : '',
  );
  const columns = useMemo(() => fitColumns(source.columns, width, needsFromKey(key)), [source, width, key]);
  return (
    <Box flexDirection="column" width={width} height={height + 1}>
      <PlainLine text={headerLine(columns)} bold />
      {visible.map((id, i) => (
        <Row
          key={id}
          id={id}
          selected={offset + i === cursor}
          focused={focused}
          columns={columns}
          source={source}
        />
      ))}
    </Box>
  );
}
