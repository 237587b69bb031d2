// The row marker of a list: the cursor, a marked row (bulk), a row that just changed.
import { describe, expect, it } from 'vitest';
import { rowMarker } from '../../../src/tui/present/rows.js';
import { toAccount, type Operation } from '../../../src/store/index.js';
import { fitColumns, cellNeeds } from '../../../src/tui/present/columns.js';
import { money } from '../../../src/tui/present/money.js';
import {
  accountTable,
  cardOperationTable,
  cardTable,
  headerLine,
  rowSegments,
} from '../../../src/tui/present/rows.js';
import { displayWidth, ELLIPSIS } from '../../../src/tui/text.js';
import { createTheme } from '../../../src/tui/theme.js';
import { displayZone } from '../../../src/domain/index.js';
import { card, walletListItem } from '../../support/contract-objects.js';
import { operation } from '../../support/timeline-fixtures.js';

describe('rowMarker', () => {
  it('marks a marked row with + beside the cursor marker', () => {
    expect(rowMarker(true, false, true)).toBe('>+');
    expect(rowMarker(false, true, true)).toBe(' +');
    expect(rowMarker(false, true)).toBe(' *');
    expect(rowMarker(false, false, false)).toBe('  ');
  });
});

const colour = createTheme({});

const plain = createTheme({ NO_COLOR: '1' });

const UTC = displayZone('UTC');

describe('rows', () => {
  it('shows a card status as a text label and colours it only with colour on', () => {
    const c = card(1, 1, { status: 'frozen' });
    expect(cardTable.cells(c, colour, UTC).status).toEqual({ text: 'FROZEN', color: 'cyan' });
    expect(cardTable.cells(c, plain, UTC).status).toEqual({ text: 'FROZEN' });
  });

  it('sanitises server text and formats money exactly', () => {
    const account = toAccount(
      walletListItem(1, { name: 'Evil\u001b]52;c;ZXZpbA==\u0007', balance: '12345678901234.129999999' }),
    );
    const cells = accountTable.cells(account, plain, UTC);
    expect(cells.name?.text).toBe('Evil\\x1b]52;c;ZXZpbA==\\x07');
    expect(cells.balance?.text).toBe('12,345,678,901,234.13');
    expect(money('not money\u009b')).toBe('not money\\x9b');
  });

  it('makes rows exactly as wide as the table', () => {
    const columns = fitColumns(cardTable.columns, 90);
    const segments = rowSegments(
      columns,
      cardTable.cells(card(3, 1, { name: 'A very long card name that will not fit' }), plain, UTC),
      rowMarker(true, true),
    );
    const text = segments.map((s) => s.text).join('');
    expect(displayWidth(text)).toBe(90);
    expect(text.startsWith('>*')).toBe(true);
    expect(text).toContain(ELLIPSIS);
  });
});

describe('card operations: the decline reason', () => {
  const declined = (amount: string, reason: string | null) =>
    operation('2026-05-10T14:00:00Z', amount, { status: 'declined', declineReason: reason });
  const textAt = (width: number, ops: readonly Operation[]) => {
    const cells = ops.map((o) => cardOperationTable.cells(o, plain, UTC));
    const columns = fitColumns(
      cardOperationTable.columns,
      width,
      cellNeeds(cardOperationTable.columns, cells),
    );
    return {
      columns,
      rows: cells.map((c) =>
        rowSegments(columns, c, '  ')
          .map((s) => s.text)
          .join(''),
      ),
    };
  };

  it("shows a decline's reason in the explainer's short words at 80 columns, the amount whole", () => {
    const ops = [
      declined('999999.00', 'daily_limit_exceeded'),
      declined('5.00', 'card_frozen'),
      operation('2026-05-10T13:00:00Z', '30.00'),
    ];
    const { columns, rows } = textAt(80, ops);
    expect(columns.map((c) => c.key)).toContain('reason');
    expect(rows[0]).toContain('999,999.00 USD');
    expect(rows[0]).toMatch(/ daily limit\s*$/);
    expect(rows[1]).toMatch(/ frozen\s*$/);
    expect(rows[2]!.trimEnd()).toMatch(/30\.00 USD$/);
    for (const row of rows) expect(displayWidth(row)).toBe(80);
    expect(headerLine(columns)).toContain('Declined');
  });

  it('never cuts an amount for it: the reason goes before the amount does', () => {
    const { columns, rows } = textAt(60, [declined('1234567890.12', 'insufficient_balance')]);
    expect(rows[0]).toContain('1,234,567,890.12 USD');
    expect(columns.map((c) => c.key)).not.toContain('reason');
  });

  it('shows a reason it does not know as it came, sanitised', () => {
    const cell = cardOperationTable.cells(declined('1.00', 'velocity\u001b[2J'), plain, UTC).reason;
    expect(cell?.text).toBe('velocity\\x1b[2J');
  });
});
