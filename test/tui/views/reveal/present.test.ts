// The reveal box's text: the copy offer names the copy command's key (or is absent where the
// terminal takes no copy), and follows when that key changes.
import { describe, expect, it } from 'vitest';
import { revealLines } from '../../../../src/tui/views/reveal/present.js';
import type { Revealed } from '../../../../src/tui/views/reveal/secret-box.js';
import { consoleViews, rekeyedViews } from '../../../support/views.js';

const REVEALED: Revealed = {
  cardId: 'card-1',
  credentials: { cardNumber: '4111111111111111', cvv: '123', expiredAt: '2030-01' },
  hideAt: 30_000,
};

const footOf = (copyKey: string | undefined) => revealLines(REVEALED, 0, copyKey, 80).at(-1)?.text;

describe('the reveal box', () => {
  it("offers the copy by the copy command's key, and follows when that key changes", () => {
    expect(footOf(consoleViews().keyOf('reveal.copy'))).toBe(
      'Hides in 30 s, or on any key.  c: copy the number (OSC 52)',
    );
    expect(footOf(rekeyedViews({ 'reveal.copy': 'p' }).keyOf('reveal.copy'))).toBe(
      'Hides in 30 s, or on any key.  p: copy the number (OSC 52)',
    );
  });

  it('offers no copy where the terminal takes none', () => {
    expect(footOf(undefined)).toBe('Hides in 30 s, or on any key.');
  });
});
