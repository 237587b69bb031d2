// Renders the console into a fake terminal of a chosen size (ink-testing-library's technique, plus
// rows and resize), with a store from the factory and a sync over a fake fetcher.
import { render as inkRender } from 'ink';
import { createAppStore, type AppStore } from '../../src/store/index.js';
import { createSync, type Sync } from '../../src/sync/index.js';
import { App, type ConsoleEnv, type Theme, type View } from '../../src/tui/index.js';
import { createTheme } from '../../src/tui/theme.js';
import type { ColumnChoice } from '../../src/tui/present/column-choice.js';
import { FakeFetcher, type Handlers } from './fake-fetcher.js';
import { FakeStdin, FakeStdout } from './fake-tty.js';

export { FakeStdin, FakeStdout } from './fake-tty.js';

export const KEYS = {
  up: '\u001B[A',
  down: '\u001B[B',
  enter: '\r',
  esc: '\u001B',
  tab: '\t',
  shiftTab: '\u001B[Z',
  pgdn: '\u001B[6~',
  pgup: '\u001B[5~',
  ctrlC: '\u0003',
  backspace: '\u007F',
} as const;

export const SANDBOX_ENV: ConsoleEnv = {
  profile: 'default',
  baseUrl: 'http://127.0.0.1:4010',
  sandbox: true,
  readOnly: false,
  merchantName: 'Acme Ltd',
};

export interface Harness {
  readonly store: AppStore;
  readonly sync: Sync;
  readonly fetcher: FakeFetcher;
  readonly stdout: FakeStdout;
  readonly quits: { count: number };
  frame(): string;
  press(...keys: string[]): Promise<void>;
  type(text: string): Promise<void>;
  settle(): Promise<void>;
  unmount(): void;
}

/** Let React, the store and Ink finish what the last input started (no clock involved). */
export async function settle(rounds = 6): Promise<void> {
  for (let i = 0; i < rounds; i += 1) await new Promise<void>((resolve) => setImmediate(resolve));
}

export interface MountOptions {
  readonly columns?: number;
  readonly rows?: number;
  readonly theme?: Theme;
  readonly env?: ConsoleEnv;
  readonly store?: AppStore;
  readonly now?: () => number;
  /** The views the console registers (default: its own). */
  readonly views?: readonly View[];
  /** The config file's choice of columns (default: none). */
  readonly columnChoice?: ColumnChoice;
}

export async function mount(handlers: Handlers, options: MountOptions = {}): Promise<Harness> {
  const stdout = new FakeStdout(options.columns ?? 100, options.rows ?? 24);
  const stdin = new FakeStdin();
  const store = options.store ?? createAppStore();
  const fetcher = new FakeFetcher(handlers);
  const sync = createSync({ fetcher, store, settleMs: 0, now: options.now ?? (() => 1_000_000) });
  const quits = { count: 0 };
  const instance = inkRender(
    <App
      store={store}
      sync={sync}
      env={options.env ?? SANDBOX_ENV}
      onQuit={() => {
        quits.count += 1;
      }}
      theme={options.theme ?? createTheme({})}
      now={options.now ?? (() => 1_000_000)}
      views={options.views}
      columnChoice={options.columnChoice}
    />,
    {
      stdout: stdout as unknown as NodeJS.WriteStream,
      stdin: stdin as unknown as NodeJS.ReadStream,
      debug: true,
      exitOnCtrlC: false,
      patchConsole: false,
    },
  );
  const harness: Harness = {
    store,
    sync,
    fetcher,
    stdout,
    quits,
    frame: () => stdout.frames[stdout.frames.length - 1] ?? '',
    async press(...keys) {
      for (const key of keys) {
        stdin.write(key);
        await settle();
      }
    },
    async type(text) {
      for (const ch of text) {
        stdin.write(ch);
        await settle();
      }
    },
    settle,
    unmount: () => instance.unmount(),
  };
  await settle();
  return harness;
}

/** Load what is on screen twice (accounts, then what follows from the selected account). */
export async function loadAll(h: Harness): Promise<void> {
  for (let i = 0; i < 3; i += 1) {
    await h.sync.refresh();
    await settle();
  }
}
