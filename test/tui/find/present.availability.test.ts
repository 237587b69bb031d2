// Where the card index is off (no SQLite this Node can use, --no-index, a damaged
// file), the console says so where the operator reaches for find: the header, ctrl+f's reason in
// `?` and in the footer, and the answer to the key itself.
import type { Key } from 'ink';
import { describe, expect, it } from 'vitest';
import { createAppStore } from '../../../src/store/index.js';
import { resolveKey } from '../../../src/tui/keymap.js';
import { indexLabel } from '../../../src/tui/find/present.js';
import { footerText } from '../../../src/tui/present/chrome.js';
import { helpLines } from '../../../src/tui/views/help/present.js';
import { consoleViews } from '../../support/views.js';

const OFF = 'no SQLite for it on Node v22.11.0';
const views = consoleViews();
const ctrl = { ctrl: true } as Key;

function offState() {
  const store = createAppStore();
  store.getState().mutators.setCardIndex({ off: OFF });
  return store.getState();
}
const onState = () => createAppStore().getState();

describe('the card index off', () => {
  it('the header says "no index"', () => {
    expect(indexLabel({ state: 'off', listed: 0, expected: 0, reason: OFF }, 0)).toBe('no index');
  });

  it('ctrl+f answers with the reason instead of doing nothing', () => {
    expect(resolveKey(views, offState(), 'f', ctrl)).toMatchObject({
      kind: 'disabled',
      reason: `no card index: ${OFF}`,
    });
    expect(resolveKey(views, onState(), 'f', ctrl)).toMatchObject({
      kind: 'command',
      command: { id: 'find.global' },
    });
  });

  it('`?` lists ctrl+f as not available now, with the reason', () => {
    const text = (state: ReturnType<typeof onState>) =>
      helpLines(state, 120, views)
        .map((l) => l.text)
        .join('\n');
    expect(text(offState())).toMatch(new RegExp(`not now \\([^)]*ctrl\\+f[^)]*\\): no card index: ${OFF}`));
    expect(text(onState())).not.toMatch(/no card index/);
  });

  it('the footer gives the reason beside the key', () => {
    expect(footerText(views, offState(), 200)).toContain(`(ctrl+f: no card index: ${OFF})`);
    expect(footerText(views, onState(), 200)).not.toContain('no card index');
  });
});
