// The text of a pulse row: words give way, figures never do; a figure over its threshold says so in words.
import { describe, expect, it } from 'vitest';
import { displayZone } from '../../../../src/domain/index.js';
import { heading, overWords, wordsThenFigures } from '../../../../src/tui/views/pulse/row-text.js';

describe('words then figures', () => {
  it('cuts the words, never the figures', () => {
    expect(wordsThenFigures('stuck creating cards', '1,204  OVER max 0', 24)).toBe(
      'stuck~ 1,204  OVER max 0',
    );
    expect(wordsThenFigures('a', '12', 10)).toBe('a       12');
    expect(wordsThenFigures('words', '123456789012', 10)).toBe('123456789012');
  });
});

describe('a heading and the words of a breach', () => {
  it('names when it was read in the display zone, and marks a breach only when there is one', () => {
    const at = Date.UTC(2026, 10, 28, 14, 3, 5);
    expect(heading('Cards', at, displayZone('Asia/Kolkata'), 30)).toEqual({
      text: 'Cards            read 19:33:05',
      tone: 'head',
    });
    expect(overWords({ name: 'x', value: 3, threshold: 0 })).toBe('  OVER max 0');
    expect(overWords(undefined)).toBe('');
  });
});
