// Deterministic render-cost checks (bytes and rows, never time): 100,000 cards in the store, Ink's
// incremental rendering as the CLI configures it, one cursor move.
import { EventEmitter } from 'node:events';
import { render } from 'ink';
import { afterEach, describe, expect, it } from 'vitest';
import { ACCOUNTS_LIST, cardListKey, createAppStore, toAccount } from '../../src/store/index.js';
import { App, renderOptions } from '../../src/tui/index.js';
import { scrollOffset } from '../../src/tui/view/span.js';
import { createTheme } from '../../src/tui/theme.js';
import { card, walletListItem } from '../support/contract-objects.js';
import { orgData, orgHandlers } from '../support/org-data.js';
import { KEYS, loadAll, mount, settle } from '../support/harness.js';
import { FakeStdin as Keyboard } from '../support/fake-tty.js';

class Terminal extends EventEmitter {
  isTTY = true;
  written = '';
  constructor(
    public columns: number,
    public rows: number,
  ) {
    super();
  }
  write = (chunk: string): boolean => {
    this.written += chunk;
    return true;
  };
}

let unmount: (() => void) | undefined;
afterEach(() => unmount?.());

/** Wait until Ink has flushed a frame (its throttle runs on a timer): poll, never assert on time. */
async function untilWritten(term: Terminal): Promise<void> {
  for (let i = 0; i < 500 && term.written === ''; i += 1) await new Promise((r) => setTimeout(r, 5));
}

describe('cost of a cursor move with 100,000 cards', () => {
  it('writes only the changed lines (under 2,000 bytes at 120x40)', async () => {
    const store = createAppStore({ focus: 'cards' });
    const account = toAccount(walletListItem(1));
    const cards = Array.from({ length: 100_000 }, (_, i) => card(i + 1, 1));
    const a = store.getState().mutators;
    a.applyBatch({
      accounts: [account],
      lists: { [ACCOUNTS_LIST]: { ids: [account.id], total: 1, page: 1, pages: 1, loadedAt: 0 } },
      at: 0,
    });
    const key = cardListKey(account.id, store.getState().view.cardQuery);
    a.applyBatch({
      cards,
      lists: { [key]: { ids: cards.map((c) => c.id), total: cards.length, page: 1, pages: 1, loadedAt: 0 } },
      at: 0,
    });
    const term = new Terminal(120, 40);
    const keyboard = new Keyboard();
    const sync = { refresh: async () => undefined, pause: () => undefined, resume: () => undefined };
    const instance = render(
      <App
        store={store}
        sync={sync}
        env={{ profile: 'p', baseUrl: 'http://127.0.0.1:1', sandbox: true, readOnly: false }}
        onQuit={() => undefined}
        theme={createTheme({})}
        now={() => 0}
      />,
      {
        ...renderOptions,
        stdout: term as unknown as NodeJS.WriteStream,
        stdin: keyboard as unknown as NodeJS.ReadStream,
        patchConsole: false,
      },
    );
    unmount = () => instance.unmount();
    await untilWritten(term);
    await settle();
    term.written = '';
    keyboard.write(KEYS.down);
    await settle();
    await untilWritten(term);
    expect(store.getState().view.cursors.cards).toBe(1);
    expect(term.written).toContain('Card 2');
    expect(term.written).not.toContain('Card 30 ');
    expect(Buffer.byteLength(term.written)).toBeLessThan(2_000);
  });
});

describe('cost of measuring text', () => {
  // Ink measures every text node of every frame; string-width is ~1000x cheaper for printable
  // ASCII than for anything needing grapheme segmentation. With ASCII data, nothing the console
  // adds (separators, markers, ellipses, placeholders, key labels) may leave that fast path.
  it('draws only printable ASCII when the data is ASCII, in every view', async () => {
    const h = await mount(orgHandlers(orgData()), { columns: 120, rows: 40 });
    unmount = () => h.unmount();
    await loadAll(h);
    const frames: string[] = [];
    // eslint-disable-next-line no-control-regex -- strips the colour escapes before checking the text
    const snap = () => frames.push(h.frame().replace(/\u001B\[[0-9;]*m/g, ''));
    snap();
    for (const keys of [
      ['2'],
      ['3'],
      ['4'],
      ['?'],
      [KEYS.esc, ':'],
      [KEYS.esc, '/', 'x'],
      [KEYS.esc, KEYS.esc, '1', KEYS.enter],
      [KEYS.esc, '2', 'y'],
    ]) {
      await h.press(...keys);
      await loadAll(h);
      snap();
    }
    h.store.getState().mutators.setConnection({ status: 'connecting' });
    await settle();
    snap();
    for (const frame of frames) expect(frame).toMatch(/^[\x20-\x7e\n]*$/);
  });
});

describe('scrolling window', () => {
  it('moves half a page when the cursor steps out, and jumps when it leaps', () => {
    expect(scrollOffset(0, 10, 10, 100)).toBe(5);
    expect(scrollOffset(5, 4, 10, 100)).toBe(0);
    expect(scrollOffset(0, 50, 10, 100)).toBe(41);
    expect(scrollOffset(0, 99, 10, 100)).toBe(90);
    expect(scrollOffset(80, 3, 10, 5)).toBe(0);
  });
});
