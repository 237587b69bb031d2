// Amounts are never cut in a table: the money column is as wide as the widest visible amount, the
// other columns drop (in their order) or narrow to make room, and names keep their distinguishing end.
import { describe, expect, it } from 'vitest';
import { displayZone } from '../../../src/domain/index.js';
import { toAccount } from '../../../src/store/index.js';
import { fitColumns, cellNeeds } from '../../../src/tui/present/columns.js';
import { accountTable, cardOperationTable, cardTable, rowSegments } from '../../../src/tui/present/rows.js';
import { createTheme } from '../../../src/tui/theme.js';
import { fit } from '../../../src/tui/text.js';
import { card, walletListItem } from '../../support/contract-objects.js';

const theme = createTheme({ NO_COLOR: '1' });
const UTC = displayZone('UTC');
const line = (segments: { text: string }[]) => segments.map((s) => s.text).join('');

describe('money columns', () => {
  it.each([80, 100, 120])('shows 123,456,789,012.34 whole in the cards table at %i columns', (width) => {
    const rows = [
      card(1, 1, { availableBalance: '123456789012.34' }),
      card(2, 1, { availableBalance: '5.00' }),
    ].map((c) => cardTable.cells(c, theme, UTC));
    const columns = fitColumns(cardTable.columns, width, cellNeeds(cardTable.columns, rows));
    const text = line(rowSegments(columns, rows[0]!, '  '));
    expect(text).toContain('123,456,789,012.34');
    expect(text.length).toBe(width);
    expect(columns.map((c) => c.key)).toContain('name');
  });

  it.each(['UTC', 'America/Los_Angeles', 'Asia/Kolkata'])(
    'keeps the currency of an operation amount at 80 columns, its date column as wide in %s',
    (zoneName) => {
      const op = {
        id: 'op1',
        kind: 'card',
        type: 'top_up',
        status: 'completed',
        amount: '1234567.89',
        currency: 'USD',
        createdAt: '2026-01-01T00:00:00Z',
        cardName: 'Main Ada #9',
      } as const;
      const cells = cardOperationTable.cells(op as never, theme, displayZone(zoneName));
      const columns = fitColumns(
        cardOperationTable.columns,
        80,
        cellNeeds(cardOperationTable.columns, [cells]),
      );
      expect(line(rowSegments(columns, cells, '  '))).toContain('1,234,567.89 USD');
      // The date is as wide in every zone (16, the column's own width): nothing else has to give way.
      expect(cells.date?.text).toHaveLength(16);
      expect(columns.find((c) => c.key === 'date')?.width).toBe(16);
    },
  );

  it('balances of the accounts table are never cut', () => {
    const cells = accountTable.cells(
      toAccount(walletListItem(1, { balance: '123456789012.34', availableBalance: '123456789012.34' })),
      theme,
      UTC,
    );
    const columns = fitColumns(accountTable.columns, 80, cellNeeds(accountTable.columns, [cells]));
    const text = line(rowSegments(columns, cells, '  '));
    expect(text).toContain('123,456,789,012.34');
    expect(text).not.toMatch(/\d~/);
  });

  it('aligns amounts on the decimal point (right-aligned, two fraction digits)', () => {
    expect(fit('1,234.50', 12, 'right').indexOf('.')).toBe(fit('7.00', 12, 'right').indexOf('.'));
  });
});

describe('names at narrow widths', () => {
  it('keep their distinguishing end (Main~ #9, not Main Ada ~)', () => {
    const rows = ['Main Ada Lovelace #9', 'Main Ada Lovelace #10'].map((name, i) =>
      cardTable.cells(card(i, 1, { name }), theme, UTC),
    );
    const columns = fitColumns(cardTable.columns, 80, cellNeeds(cardTable.columns, rows));
    const names = rows.map((r) =>
      line(
        rowSegments(
          columns.filter((c) => c.key === 'name'),
          r,
          '  ',
        ),
      ).trim(),
    );
    expect(names[0]).toMatch(/#9$/);
    expect(names[1]).toMatch(/#10$/);
    expect(names[0]).not.toBe(names[1]);
  });
});
