// The row marker of a list: the cursor, a marked row (bulk), a row that just changed.
import { describe, expect, it } from 'vitest';
import { rowMarker } from '../../../src/tui/present/rows.js';

describe('rowMarker', () => {
  it('marks a marked row with + beside the cursor marker', () => {
    expect(rowMarker(true, false, true)).toBe('>+');
    expect(rowMarker(false, true, true)).toBe(' +');
    expect(rowMarker(false, true)).toBe(' *');
    expect(rowMarker(false, false, false)).toBe('  ');
  });
});
