// Several keys in one stdin chunk (fast typing, a paste, a slow link): each key acts in the mode
// the previous one left, and text after a key that opens a field goes into that field.
import type { Key } from 'ink';
import { afterEach, describe, expect, it } from 'vitest';
import { refusalText, splitInput } from '../../src/tui/input.js';
import { keyName } from '../../src/tui/keymap.js';
import { orgData, orgHandlers } from '../support/org-data.js';
import { KEYS, loadAll, mount, type Harness } from '../support/harness.js';

let h: Harness | undefined;
afterEach(() => {
  h?.unmount();
  h = undefined;
});

async function start(): Promise<{ h: Harness; data: ReturnType<typeof orgData> }> {
  const data = orgData();
  h = await mount(orgHandlers(data));
  await loadAll(h);
  return { h, data };
}

const PLAIN: Key = {
  upArrow: false,
  downArrow: false,
  leftArrow: false,
  rightArrow: false,
  pageDown: false,
  pageUp: false,
  home: false,
  end: false,
  return: false,
  escape: false,
  ctrl: false,
  shift: false,
  tab: false,
  backspace: false,
  delete: false,
  meta: false,
  super: false,
  hyper: false,
  capsLock: false,
  numLock: false,
};

const names = (input: string, key: Key = PLAIN) => splitInput(input, key).map((p) => keyName(p.input, p.key));

describe('splitInput', () => {
  it('turns a chunk into one key per character, control characters included', () => {
    expect(names('/8633\r')).toEqual(['/', '8', '6', '3', '3', 'enter']);
    expect(names('2/86')).toEqual(['2', '/', '8', '6']);
    expect(names('jG\t\x7f\x03')).toEqual(['j', 'G', 'tab', 'backspace', 'ctrl+c']);
  });

  it('keeps a single key, and a key Ink already recognised, as it is', () => {
    expect(splitInput('j', PLAIN)).toEqual([{ input: 'j', key: PLAIN }]);
    const up = { ...PLAIN, upArrow: true };
    expect(splitInput('', up)).toEqual([{ input: '', key: up }]);
    const ctrl = { ...PLAIN, ctrl: true };
    expect(splitInput('c', ctrl)).toEqual([{ input: 'c', key: ctrl }]);
  });

  it('splits by code point, so a character outside the BMP stays whole', () => {
    expect(splitInput('a😀', PLAIN).map((p) => p.input)).toEqual(['a', '😀']);
  });

  it('marks capitals as shifted, as Ink does for a single key', () => {
    expect(splitInput('gG', PLAIN).map((p) => p.key.shift)).toEqual([false, true]);
  });
});

describe('a chunk of keys in the console', () => {
  it('applies "/8633" + Enter sent at once as filter, text and submit', async () => {
    const { h, data } = await start();
    await h.press('2');
    await loadAll(h);
    const target = data.cards.get(data.wallets[0]!.id)![2]!;
    const last4 = target.maskedNumber.slice(-4);
    await h.press(`/${last4}\r`);
    const view = h.store.getState().view;
    expect(view.overlay).toBeNull();
    expect(view.filter.cards).toBe(last4);
    expect(view.selectedCardId).toBe(target.cardId);
    expect(h.frame()).toContain(`filter "${last4}"`);
  });

  it('routes the rest of "2/86" into the filter field the slash opened', async () => {
    const { h } = await start();
    await h.press('2/86');
    const view = h.store.getState().view;
    expect(view.focus).toBe('cards');
    expect(view.overlay).toEqual({ kind: 'filter', text: '86' });
    expect(h.frame()).toContain('/86');
    await h.press('\x7f7');
    expect(h.store.getState().view.overlay).toEqual({ kind: 'filter', text: '87' });
  });

  it('runs a palette command typed in one chunk', async () => {
    const { h } = await start();
    await h.press(':ops\r');
    expect(h.store.getState().view.focus).toBe('operations');
    expect(h.store.getState().view.overlay).toBeNull();
  });

  it('moves the cursor once per key of a repeated-key burst', async () => {
    const { h } = await start();
    await h.press('jj');
    expect(h.store.getState().view.cursors.accounts).toBe(2);
    await h.press('k');
    expect(h.store.getState().view.cursors.accounts).toBe(1);
  });

  it('keeps letters that are commands elsewhere as text inside a field, and leaves the field on esc', async () => {
    const { h } = await start();
    await h.press('/qj');
    expect(h.quits.count).toBe(0);
    expect(h.store.getState().view.overlay).toEqual({ kind: 'filter', text: 'qj' });
    await h.press(KEYS.esc);
    expect(h.store.getState().view.overlay).toBeNull();
  });
});

describe('a refused key', () => {
  const fund = {
    id: 'card.fund',
    keys: ['f'],
    group: 'On a card' as const,
    description: 'Fund the card from its wallet',
    run: () => undefined,
  };
  const reason = 'card is frozen: only active cards can be funded';
  it('is named by its description where that fits, else by its key; the reason is always whole', () => {
    expect(refusalText(fund, reason, { screen: () => ({ width: 120, height: 20 }) })).toBe(
      `Fund the card from its wallet: ${reason}`,
    );
    expect(refusalText(fund, reason, { screen: () => ({ width: 60, height: 20 }) })).toBe(`f: ${reason}`);
  });
});
