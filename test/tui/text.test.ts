// displayWidth and truncate take a shortcut for text below U+0300; it must agree with the
// character-by-character measure on any mix of narrow, wide and combining characters.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { displayWidth, ELLIPSIS, fit, truncate, truncateStart } from '../../src/tui/text.js';
import { fitColumns, MARKER_WIDTH } from '../../src/tui/present/columns.js';
import { cardTable } from '../../src/tui/present/rows.js';

const piece = fc.constantFrom('a', 'Z', ' ', '~', 'é', 'ÿ', '\u0301', '日', '한', '😀', '\u200b', 'Ａ', 'Ω');
const text = fc.array(piece, { maxLength: 30 }).map((p) => p.join(''));

/** Reference: East Asian wide and emoji 2, combining and zero-width 0, the rest 1. */
function referenceWidth(value: string): number {
  let width = 0;
  for (const char of value) {
    const code = char.codePointAt(0) ?? 0;
    if ((code >= 0x300 && code <= 0x36f) || (code >= 0x200b && code <= 0x200d)) continue;
    width += ['日', '한', '😀', 'Ａ'].includes(char) ? 2 : 1;
  }
  return width;
}

describe('text measure', () => {
  it('measures like the reference, with or without the ASCII shortcut', () => {
    fc.assert(
      fc.property(text, (value) => {
        expect(displayWidth(value)).toBe(referenceWidth(value));
      }),
    );
  });

  it('truncates to at most the width, keeping a prefix and marking the cut', () => {
    fc.assert(
      fc.property(text, fc.integer({ min: 0, max: 12 }), (value, width) => {
        const cut = truncate(value, width);
        expect(displayWidth(cut)).toBeLessThanOrEqual(width);
        if (cut === value) return;
        expect(cut.endsWith(ELLIPSIS) || width === 0).toBe(true);
        expect(value.startsWith(cut.slice(0, -1))).toBe(true);
        expect(displayWidth(fit(value, width))).toBe(width);
      }),
    );
  });

  it('truncates from the start to at most the width, keeping a suffix behind the mark', () => {
    fc.assert(
      fc.property(text, fc.integer({ min: 0, max: 12 }), (value, width) => {
        const cut = truncateStart(value, width);
        expect(displayWidth(cut)).toBeLessThanOrEqual(width);
        if (cut === value) return;
        expect(cut.startsWith(ELLIPSIS) || width === 0).toBe(true);
        expect(value.endsWith(cut.slice(1))).toBe(true);
      }),
    );
    expect(truncateStart('abcdefghij', 5)).toBe(`${ELLIPSIS}ghij`);
    expect(truncateStart('日本語のテキスト', 7)).toBe(`${ELLIPSIS}キスト`);
  });
});

describe('text fitting', () => {
  it('truncates with an ellipsis and pads to the exact width', () => {
    expect(truncate('abcdef', 4)).toBe('abc~');
    expect(truncate('abc', 4)).toBe('abc');
    expect(fit('ab', 4)).toBe('ab  ');
    expect(fit('ab', 4, 'right')).toBe('  ab');
    expect(displayWidth(fit('日本語テキスト', 5))).toBeLessThanOrEqual(5);
  });

  it('fits columns into the width, dropping the least important first', () => {
    const wide = fitColumns(cardTable.columns, 200);
    expect(wide.map((c) => c.key)).toEqual(cardTable.columns.map((c) => c.key));
    expect(wide.reduce((s, c) => s + c.width, 0) + wide.length - 1 + MARKER_WIDTH).toBe(200);
    const narrow = fitColumns(cardTable.columns, 80);
    expect(narrow.map((c) => c.key)).not.toContain('system');
    expect(narrow.map((c) => c.key)).toContain('status');
    expect(narrow.reduce((s, c) => s + c.width, 0) + narrow.length - 1 + MARKER_WIDTH).toBeLessThanOrEqual(
      80,
    );
  });
});
