// The row marker of a list: the cursor, a marked row (bulk), a row that just changed.
import { describe, expect, it } from 'vitest';
import { rowMarker } from '../../../src/tui/present/rows.js';
import { toAccount } from '../../../src/store/index.js';
import { fitColumns } from '../../../src/tui/present/columns.js';
import { money } from '../../../src/tui/present/money.js';
import { accountTable, cardTable, rowSegments } from '../../../src/tui/present/rows.js';
import { displayWidth, ELLIPSIS } from '../../../src/tui/text.js';
import { createTheme } from '../../../src/tui/theme.js';
import { displayZone } from '../../../src/domain/index.js';
import { card, walletListItem } from '../../support/contract-objects.js';

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
