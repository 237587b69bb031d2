import { describe, expect, it } from 'vitest';
import type { Key } from 'ink';
import { createAppStore } from '../../src/store/index.js';
import { keyName, resolveKey } from '../../src/tui/keymap.js';
import { consoleViews } from '../support/views.js';

const views = consoleViews();

const key = (over: Partial<Key> = {}): Key => ({
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
  ...over,
});

describe('the keymap', () => {
  it('names keys and resolves them per view', () => {
    expect(keyName('', key({ downArrow: true }))).toBe('down');
    expect(keyName('', key({ tab: true, shift: true }))).toBe('shift+tab');
    expect(keyName('c', key({ ctrl: true }))).toBe('ctrl+c');
    const store = createAppStore();
    expect(resolveKey(views, store.getState(), 'j', key())).toMatchObject({
      kind: 'command',
      command: { id: 'cursor.down' },
    });
    expect(resolveKey(views, store.getState(), 'w', key())).toMatchObject({
      kind: 'disabled',
      reason: 'only in the operations pane',
    });
    store.getState().mutators.setOverlay({ kind: 'filter', text: '' });
    expect(resolveKey(views, store.getState(), 'j', key())).toEqual({ kind: 'text', text: 'j' });
    expect(resolveKey(views, store.getState(), '', key({ escape: true }))).toMatchObject({
      kind: 'command',
      command: { id: 'filter.text.clear' },
    });
  });

  it('has one command per key in each view, and leaves the keys reserved for actions free', () => {
    for (const view of views.views) {
      const seen = new Set<string>();
      for (const c of views.commandsOf(view))
        for (const k of c.keys) {
          expect(seen.has(k), `${view.id}:${k}`).toBe(false);
          seen.add(k);
        }
    }
    // The keys the issue reserves for operator actions are taken by action commands only.
    const reserved = ['i', 'f', 'd', 's', 'u', 'x', 'e', 'v', 't', 'h', 'space', 'a', 'A'];
    const panes = views.commandsOf(views.byId('panes')!);
    const users = panes.filter((c) => c.keys.some((k) => reserved.includes(k)));
    expect(users.map((c) => c.id).filter((id) => !/^(card|account|bulk|mark|holder)\./.test(id))).toEqual([]);
  });
});
