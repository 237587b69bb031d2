// Columns give way by how much the operator needs them: a card's name and holder keep their width
// before its type, system and expiry do, and what was hidden is said instead of cutting a name to four
// letters. Tested at the cards pane's width at 80 and 120 terminal columns, with realistic names.
import { describe, expect, it } from 'vitest';
import { displayZone } from '../../../src/domain/index.js';
import { cellNeeds, fitColumns, hiddenColumnsNote } from '../../../src/tui/present/columns.js';
import { cardTable, headerLine, rowSegments } from '../../../src/tui/present/rows.js';
import { computeLayout, usableRows } from '../../../src/tui/layout.js';
import { createTheme } from '../../../src/tui/theme.js';
import { card } from '../../support/contract-objects.js';

const theme = createTheme({ NO_COLOR: '1' });
const UTC = displayZone('UTC');
const line = (segments: { text: string }[]) => segments.map((s) => s.text).join('');

/** The cards pane's width in a terminal of `columns` x 40 (stacked below 120, beside accounts from 120). */
const cardsPaneWidth = (columns: number): number =>
  computeLayout(columns, usableRows(40), 'cards').right.find((b) => b.pane === 'cards')?.width ?? 0;

const realistic = [
  card(1, 1, { name: 'Office snacks', holder: 'Ada Lovelace', availableBalance: '1234.56' }),
  card(2, 1, { name: 'Client dinners', holder: 'Grace Hopper', availableBalance: '98.10' }),
  card(3, 1, { name: 'Conference 2025', holder: 'Edsger Dijkstra', availableBalance: '0.00' }),
];

describe('the cards table at the cards pane width', () => {
  it.each([80, 120])(
    'shows whole names and holders at %i columns, hiding type, system and expiry first',
    (cols) => {
      const width = cardsPaneWidth(cols);
      const cells = realistic.map((c) => cardTable.cells(c, theme, UTC));
      const columns = fitColumns(cardTable.columns, width, cellNeeds(cardTable.columns, cells));
      realistic.forEach((c, i) => {
        const text = line(rowSegments(columns, cells[i]!, '  '));
        expect(text.length).toBe(width);
        expect(text).toContain(c.name);
        expect(text).toContain(c.holder);
        expect(text).toContain(c.maskedNumber);
      });
      const keys = columns.map((c) => c.key);
      expect(keys).toEqual(expect.arrayContaining(['name', 'number', 'holder', 'status', 'available']));
      expect(keys).not.toContain('system');
      const note = hiddenColumnsNote(cardTable.columns, columns);
      for (const hidden of cardTable.columns.filter((c) => !keys.includes(c.key)))
        expect(note).toContain(hidden.title.toLowerCase());
      expect(note).toMatch(/^hidden: .+ \(widen to see\)$/);
      expect(headerLine(columns)).toContain('Name');
    },
  );

  it('keeps type and expiry when the names are short enough to leave them room', () => {
    const short = [card(1, 1, { name: 'Ads', holder: 'Ada L' })];
    const cells = short.map((c) => cardTable.cells(c, theme, UTC));
    const columns = fitColumns(cardTable.columns, 80, cellNeeds(cardTable.columns, cells));
    expect(columns.map((c) => c.key)).toEqual(expect.arrayContaining(['type', 'expiry']));
  });

  it('says nothing when no column is hidden', () => {
    const cells = realistic.map((c) => cardTable.cells(c, theme, UTC));
    const columns = fitColumns(cardTable.columns, 200, cellNeeds(cardTable.columns, cells));
    expect(columns).toHaveLength(cardTable.columns.length);
    expect(hiddenColumnsNote(cardTable.columns, columns)).toBe('');
  });

  it('narrows a name only when nothing less needed is left to hide', () => {
    const long = [
      card(1, 1, { name: 'Quarterly offsite catering and venue deposits', holder: 'Grace Hopper' }),
    ];
    const cells = long.map((c) => cardTable.cells(c, theme, UTC));
    const columns = fitColumns(cardTable.columns, 80, cellNeeds(cardTable.columns, cells));
    const name = columns.find((c) => c.key === 'name');
    expect(name?.width).toBeGreaterThanOrEqual(16);
    expect(columns.map((c) => c.key)).not.toContain('type');
  });
});
