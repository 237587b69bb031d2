// What a real terminal shows after incremental frames: Ink's output is replayed through a small
// VT emulator and compared with a first (full) frame of the same state. Without inkStdout, Ink
// 6.8 writes every changed line one row low and leaves the old line above it.
import { EventEmitter } from 'node:events';
import { render } from 'ink';
import { afterEach, describe, expect, it } from 'vitest';
import { createAppStore, type AppStore } from '../../src/store/index.js';
import { createSync } from '../../src/sync/index.js';
import { App, inkStdout, renderOptions } from '../../src/tui/index.js';
import { createTheme } from '../../src/tui/theme.js';
import { FakeFetcher } from '../support/fake-fetcher.js';
import { orgData, orgHandlers } from '../support/org-data.js';
import { KEYS, SANDBOX_ENV, settle } from '../support/harness.js';
import { FakeStdin as Keyboard } from '../support/fake-tty.js';

/** Enough of a VT100 for Ink's output: text, LF (as CR LF), cursor up/next line/column, erase line. */
class Screen extends EventEmitter {
  readonly isTTY = true;
  private readonly cells: string[][];
  private row = 0;
  private col = 0;
  constructor(
    readonly columns: number,
    readonly rows: number,
  ) {
    super();
    this.cells = Array.from({ length: rows }, () => Array<string>(columns).fill(' '));
  }
  write = (chunk: string): boolean => {
    // eslint-disable-next-line no-control-regex -- terminal control sequences are the input here
    const tokens = chunk.match(/\x1b\[[?0-9;]*[A-Za-z]|\n|[^\x1b\n]/gu) ?? [];
    for (const token of tokens) this.apply(token);
    return true;
  };
  private apply(token: string): void {
    if (token === '\n') return this.lineFeed();
    if (!token.startsWith('\x1b[')) {
      if (this.col < this.columns) this.cells[this.row]![this.col] = token;
      this.col += 1;
      return;
    }
    const n = Number(token.slice(2, -1)) || 1;
    switch (token.at(-1)) {
      case 'A':
        this.row = Math.max(0, this.row - n);
        break;
      case 'E':
        this.row = Math.min(this.rows - 1, this.row + n);
        this.col = 0;
        break;
      case 'G':
        this.col = n - 1;
        break;
      case 'H':
        this.row = 0;
        this.col = 0;
        break;
      case 'K':
        this.erase(token === '\x1b[2K' ? 0 : this.col);
        break;
      default:
        break; // colours, cursor visibility, synchronized output
    }
  }
  private lineFeed(): void {
    this.col = 0;
    if (this.row < this.rows - 1) this.row += 1;
    else this.cells.push(this.cells.shift()!.fill(' '));
  }
  private erase(from: number): void {
    for (let c = from; c < this.columns; c++) this.cells[this.row]![c] = ' ';
  }
  text(): string[] {
    return this.cells.map((r) => r.join('').trimEnd());
  }
}

const unmounts: Array<() => void> = [];
afterEach(() => unmounts.splice(0).forEach((u) => u()));

function show(store: AppStore, screen: Screen, keyboard = new Keyboard()): Keyboard {
  const sync = { refresh: async () => undefined, pause: () => undefined, resume: () => undefined };
  const instance = render(
    <App
      store={store}
      sync={sync}
      env={SANDBOX_ENV}
      onQuit={() => undefined}
      theme={createTheme({ NO_COLOR: '1' })}
      now={() => 1_000_000}
    />,
    {
      ...renderOptions,
      stdout: inkStdout(screen as unknown as NodeJS.WriteStream),
      stdin: keyboard as unknown as NodeJS.ReadStream,
      patchConsole: false,
    },
  );
  unmounts.push(() => instance.unmount());
  return keyboard;
}

/** Ink throttles frames on a timer: wait until it has drawn, polling (never asserting on time). */
async function drawn(): Promise<void> {
  await settle();
  await new Promise((resolve) => setTimeout(resolve, 40));
  await settle();
}

describe('incremental frames on a real terminal', () => {
  it('leave the screen exactly as a full redraw of the same state would', async () => {
    const store = createAppStore();
    const sync = createSync({
      fetcher: new FakeFetcher(orgHandlers(orgData(3, 12))),
      store,
      settleMs: 0,
      now: () => 1_000_000,
    });
    for (let i = 0; i < 3; i++) await sync.refresh();
    const live = new Screen(120, 40);
    const keyboard = show(store, live);
    await drawn();
    for (const key of ['j', '2', 'j', 'j', KEYS.tab, KEYS.shiftTab, 'k']) {
      keyboard.write(key);
      await drawn();
    }
    expect(store.getState().view.focus).toBe('cards');
    const fresh = new Screen(120, 40);
    show(store, fresh);
    await drawn();
    expect(live.text()).toEqual(fresh.text());
    expect(live.text()[1]).toContain('> 2 Cards');
  });
});
