// Issue 17 item 20: where the card index is off (no SQLite this Node can use, --no-index, a damaged
// file), the console says so where the operator reaches for find: the header, ctrl+f's reason in
// `?` and in the footer, and the answer to the key itself.
import { describe, expect, it } from 'vitest';
import { createAppStore } from '../../../src/store/index.js';
import { commands } from '../../../src/tui/commands.js';
import { resolveKey } from '../../../src/tui/keymap.js';
import { indexLabel } from '../../../src/tui/find/present.js';
import { footerText } from '../../../src/tui/present/chrome.js';
import { helpLines } from '../../../src/tui/present/help.js';

const OFF = 'no SQLite for it on Node v22.11.0';

function offState() {
  const store = createAppStore();
  store.getState().actions.setCardIndex({ off: OFF });
  return store.getState();
}

describe('the card index off', () => {
  it('the header says "no index"', () => {
    expect(indexLabel({ state: 'off', listed: 0, expected: 0, reason: OFF }, 0)).toBe('no index');
  });

  it('ctrl+f answers with the reason instead of doing nothing', () => {
    const resolution = resolveKey(offState(), 'f', { ctrl: true } as Parameters<typeof resolveKey>[2]);
    expect(resolution).toMatchObject({ kind: 'disabled', reason: `no card index: ${OFF}` });
    const on = resolveKey(createAppStore().getState(), 'f', { ctrl: true } as Parameters<
      typeof resolveKey
    >[2]);
    expect(on).toMatchObject({ kind: 'command', command: { id: 'find.global' } });
  });

  it('`?` lists ctrl+f as not available now, with the reason', () => {
    const text = helpLines(offState(), 120, commands)
      .map((l) => l.text)
      .join('\n');
    expect(text).toMatch(new RegExp(`not now \\([^)]*ctrl\\+f[^)]*\\): no card index: ${OFF}`));
    expect(
      helpLines(createAppStore().getState(), 120, commands)
        .map((l) => l.text)
        .join('\n'),
    ).not.toMatch(/no card index/);
  });

  it('the footer gives the reason beside the key', () => {
    expect(footerText(offState(), 200)).toContain(`(ctrl+f: no card index: ${OFF})`);
    expect(footerText(createAppStore().getState(), 200)).not.toContain('no card index');
  });
});
