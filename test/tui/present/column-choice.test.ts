import { describe, expect, it } from 'vitest';
import { displayZone } from '../../../src/domain/index.js';
import { checkColumnChoice, chosenColumns } from '../../../src/tui/present/column-choice.js';
import { fitColumns, cellNeeds } from '../../../src/tui/present/columns.js';
import { accountTable, cardTable, rowSegments } from '../../../src/tui/present/rows.js';
import { createTheme } from '../../../src/tui/theme.js';
import { card } from '../../support/contract-objects.js';

const theme = createTheme({ NO_COLOR: '1' });
const UTC = displayZone('UTC');
const line = (segments: { text: string }[]) => segments.map((s) => s.text).join('');

describe('checkColumnChoice', () => {
  it('accepts known columns in any order, and a profile choice wins per table', () => {
    const { choice, problems } = checkColumnChoice(
      { cards: ['name', 'status'], accounts: ['name', 'balance'] },
      { cards: ['available', 'name'] },
    );
    expect(problems).toEqual([]);
    expect(choice).toEqual({ cards: ['available', 'name'], accounts: ['name', 'balance'] });
  });

  it('refuses an unknown column with the list of valid ones; the other tables still apply', () => {
    const { choice, problems } = checkColumnChoice({ cards: ['name', 'colour'], accounts: ['name'] }, {});
    expect(problems).toEqual([
      'columns.cards: unknown column "colour" (valid: name, number, holder, status, available, type, system, expiry, created)',
    ]);
    expect(choice).toEqual({ accounts: ['name'] });
  });

  it('refuses an unknown table, an empty or non-list value and a repeated column', () => {
    const { choice, problems } = checkColumnChoice(
      { wallets: ['name'], cards: [], cardholders: 'name', accounts: ['name', 'name'] },
      {},
    );
    expect(choice).toEqual({});
    expect(problems).toEqual([
      expect.stringMatching(/^columns\.wallets: not a table \(tables: accounts, cards, /),
      expect.stringMatching(/^columns\.cards: must be a non-empty list of column names \(valid: name, /),
      expect.stringMatching(/^columns\.cardholders: must be a non-empty list/),
      'columns.accounts: "name" is listed twice',
    ]);
  });
});

describe('chosenColumns', () => {
  it("keeps the table's own columns without a choice", () => {
    expect(chosenColumns(cardTable.columns, undefined)).toBe(cardTable.columns);
    expect(chosenColumns(cardTable.columns, { accounts: ['name'] })).toBe(cardTable.columns);
  });

  it('shows the chosen columns in the chosen order', () => {
    const columns = chosenColumns(accountTable.columns, { accounts: ['status', 'name', 'held'] });
    expect(columns.map((c) => c.key)).toEqual(['status', 'name', 'held']);
  });

  it('at 80 columns drops chosen columns from the right and never cuts the amount', () => {
    const choice = { cards: ['name', 'number', 'available', 'holder', 'status', 'system', 'expiry'] };
    const columns = chosenColumns(cardTable.columns, choice);
    const rows = [card(1, 1, { availableBalance: '123456789012.34' }), card(2, 1)].map((c) =>
      cardTable.cells(c, theme, UTC),
    );
    const fitted = fitColumns(columns, 80, cellNeeds(columns, rows));
    const kept = fitted.map((c) => c.key);
    expect(kept).toEqual(choice.cards.slice(0, kept.length));
    expect(kept.length).toBeLessThan(choice.cards.length);
    const text = line(rowSegments(fitted, rows[0]!, '  '));
    expect(text).toContain('123,456,789,012.34');
    expect(text.length).toBe(80);
  });
});
