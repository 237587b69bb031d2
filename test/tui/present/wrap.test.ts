// The one wrap for prose: explanations, confirmations, a form's intro. Amounts stay with their currency,
// a line does not end on a word that leads into the next, widths are the terminal's.
import { describe, expect, it } from 'vitest';
import { wrapWords } from '../../../src/tui/present/wrap.js';
import { displayWidth, ELLIPSIS } from '../../../src/tui/text.js';

describe('wrapWords', () => {
  it('breaks between words and, splitting, never drops a character (an amount in an intro line is never cut)', () => {
    const text = 'Wallet available after: 999,999,999,999.98 USD less the fee, which is not known.';
    const lines = wrapWords(text, 30, '', 'split');
    expect(lines.every((l) => l.length <= 30)).toBe(true);
    expect(lines.join(' ')).toBe(text);
    expect(lines.some((l) => l.includes('999,999,999,999.98 USD'))).toBe(true);
    expect(wrapWords('abcdefghij', 4, '', 'split')).toEqual(['abcd', 'efgh', 'ij']);
  });

  it('cuts a word longer than a line with an ellipsis unless asked to split it', () => {
    expect(wrapWords('a'.repeat(30), 10)).toEqual([`aaaaaaaaa${ELLIPSIS}`]);
  });

  it('measures wide characters as two columns', () => {
    const text = '東京駅前店 カード 凍結 された 理由 東京駅前店';
    for (const width of [10, 12, 20]) {
      const lines = wrapWords(text, width, '', 'split');
      for (const line of lines) expect(displayWidth(line)).toBeLessThanOrEqual(width);
      expect(lines.join(' ')).toBe(text);
    }
    expect(wrapWords('東京駅前店東京駅前店', 6, '', 'split')).toEqual(['東京駅', '前店東', '京駅前', '店']);
  });
});
