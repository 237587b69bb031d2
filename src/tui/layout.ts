// Which panes are drawn where, for a terminal size. Pure.
import type { PaneId } from '../store/index.js';

export const HEADER_ROWS = 1;
export const FOOTER_ROWS = 2; // status line + key hints

export interface PaneBox {
  readonly pane: PaneId;
  readonly width: number;
  readonly height: number;
}

export interface Layout {
  readonly kind: 'wide' | 'stacked';
  readonly bodyHeight: number;
  /** Wide: accounts on the left; cards above operations (or cardholders) on the right. */
  readonly left?: PaneBox;
  readonly right: readonly PaneBox[];
  /** Stacked: one pane with a tab strip above it. */
  readonly tabs: boolean;
}

/**
 * The height the UI may use: one row short of the terminal, because Ink clears and redraws the
 * whole screen on every frame whose output is as tall as the terminal (a full repaint per keypress).
 */
export function usableRows(terminalRows: number): number {
  return Math.max(1, terminalRows - 1);
}

/** `rows` is the height the UI may use (see usableRows). */
export function isWide(columns: number, rows: number): boolean {
  return columns >= 120 && rows >= 29;
}

export function computeLayout(columns: number, rows: number, focus: PaneId): Layout {
  const bodyHeight = Math.max(0, rows - HEADER_ROWS - FOOTER_ROWS);
  if (!isWide(columns, rows)) {
    return {
      kind: 'stacked',
      bodyHeight,
      right: [{ pane: focus, width: columns, height: Math.max(0, bodyHeight - 1) }],
      tabs: true,
    };
  }
  const leftWidth = Math.floor(columns * 0.38);
  const rightWidth = columns - leftWidth - 1;
  const top = Math.floor(bodyHeight / 2);
  const lower: PaneId = focus === 'cardholders' ? 'cardholders' : 'operations';
  return {
    kind: 'wide',
    bodyHeight,
    left: { pane: 'accounts', width: leftWidth, height: bodyHeight },
    right: [
      { pane: 'cards', width: rightWidth, height: top },
      { pane: lower, width: rightWidth, height: bodyHeight - top },
    ],
    tabs: false,
  };
}

export function visiblePanes(layout: Layout): PaneId[] {
  return [...(layout.left ? [layout.left.pane] : []), ...layout.right.map((b) => b.pane)];
}

/** Data rows of a pane box (title and column header excluded). */
export function dataRows(box: PaneBox): number {
  return Math.max(1, box.height - 2);
}

/** What the store needs to know of a layout: the panes it draws (sync fetches for these) and the focused pane's page. */
export function layoutView(layout: Layout, focus: PaneId): { visiblePanes: PaneId[]; pageRows: number } {
  const focused = [layout.left, ...layout.right].find((b) => b?.pane === focus) ?? layout.right[0];
  return { visiblePanes: visiblePanes(layout), pageRows: focused ? dataRows(focused) : 1 };
}
