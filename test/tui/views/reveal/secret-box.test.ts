// A copied card number must not outlive the reveal box on the clipboard: the box writes an empty
// OSC 52 when it closes, or 30 s after the copy, whichever comes first, and says so on screen.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { CLIPBOARD_MS, createSecretBox, osc52 } from '../../../../src/tui/views/reveal/secret-box.js';
import { revealLines } from '../../../../src/tui/views/reveal/present.js';

const CREDENTIALS = { cardNumber: '4111111111111111', cvv: '123', expiredAt: '2030-01' };
const EMPTY = '\x1b]52;c;\x07';

beforeEach(() => void vi.useFakeTimers({ now: 1_000_000 }));
afterEach(() => void vi.useRealTimers());

function boxWithTerminal(hideAfterMs = 60_000) {
  const written: string[] = [];
  const box = createSecretBox({ hideAfterMs });
  box.show('card-1', CREDENTIALS);
  return {
    box,
    written,
    write: (data: string) => {
      written.push(data);
    },
  };
}

const screen = (box: ReturnType<typeof createSecretBox>) =>
  revealLines(box.current(), Date.now(), 'c', 80)
    .map((l) => l.text)
    .join('\n');

describe('the clipboard copy of a revealed number', () => {
  it('puts the number on the clipboard and empties it when the box closes', () => {
    const { box, written, write } = boxWithTerminal();
    box.copy(write);
    expect(written).toEqual([osc52(CREDENTIALS.cardNumber)]);
    expect(Buffer.from(written[0]!.slice('\x1b]52;c;'.length, -1), 'base64').toString()).toBe(
      CREDENTIALS.cardNumber,
    );
    expect(screen(box)).toContain('Copied; the clipboard is cleared in 30 s or when this closes.');
    box.clear();
    expect(written).toEqual([osc52(CREDENTIALS.cardNumber), EMPTY]);
    vi.advanceTimersByTime(CLIPBOARD_MS * 2);
    expect(written).toHaveLength(2);
  });

  it('empties the clipboard 30 s after the copy when the box is still open, and says so', () => {
    const { box, written, write } = boxWithTerminal(120_000);
    vi.advanceTimersByTime(5_000);
    box.copy(write);
    vi.advanceTimersByTime(CLIPBOARD_MS - 1);
    expect(written).toEqual([osc52(CREDENTIALS.cardNumber)]);
    expect(screen(box)).toContain('cleared in 1 s');
    vi.advanceTimersByTime(1);
    expect(written).toEqual([osc52(CREDENTIALS.cardNumber), EMPTY]);
    expect(box.current()?.cardId).toBe('card-1');
    expect(screen(box)).toContain('The clipboard was cleared');
    box.clear();
    expect(written).toHaveLength(2);
  });

  it('empties it when the box hides itself first, counting down to that', () => {
    const { box, written, write } = boxWithTerminal(10_000);
    box.copy(write);
    expect(screen(box)).toContain('cleared in 10 s');
    vi.advanceTimersByTime(10_000);
    expect(box.current()).toBeUndefined();
    expect(written).toEqual([osc52(CREDENTIALS.cardNumber), EMPTY]);
  });

  it('writes nothing to an untouched clipboard when the box closes', () => {
    const { box, written } = boxWithTerminal();
    box.clear();
    vi.advanceTimersByTime(CLIPBOARD_MS);
    expect(written).toEqual([]);
  });
});
