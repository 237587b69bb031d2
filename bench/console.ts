// The console as the merchant-size benchmarks' children run it: bundled, production React, a real client,
// store, sync and actions, in a fake 80x24 terminal driven by a keyboard, every frame's time recorded.
import { join } from 'node:path';
import { render } from 'ink';
import { createElement } from 'react';
import { createActionContext } from '../src/actions/index.js';
import { createClient, type ApiClient } from '../src/api/index.js';
import { createAppStore, type AppStore } from '../src/store/index.js';
import { createSync } from '../src/sync/index.js';
import { App, inkStdout, renderOptions } from '../src/tui/index.js';
import { createTheme } from '../src/tui/theme.js';
import { Keyboard, sleep, Terminal } from './keypress.js';

/** Longest wait for one frame or one read before the run is declared broken (not a measurement). */
const STUCK_MS = 120_000;

/** The support operator's terminal: 80x24. */
class SmallTerminal extends Terminal {
  override readonly columns = 80;
  override readonly rows = 24;
}

/** Waits until `test` holds, failing the run (`bench NAME: never saw WHAT`) after two minutes. */
export function waiter(name: string): (test: () => boolean, what: string) => Promise<void> {
  return async (test, what) => {
    const started = performance.now();
    while (!test()) {
      if (performance.now() - started > STUCK_MS) throw new Error(`bench ${name}: never saw ${what}`);
      await sleep(5);
    }
  };
}

export interface BenchConsole {
  readonly client: ApiClient;
  readonly store: AppStore;
  readonly keyboard: Keyboard;
  /** The first frame drawn at or after `at` (performance.now()), waited for. */
  frameAfter(at: number, what: string): Promise<number>;
  stop(): Promise<void>;
}

/** The console on `baseUrl` as the merchant (org id, API key), its state in `stateDir`. */
export function mountConsole(
  name: string,
  connection: { baseUrl: string; orgId: string; apiKey: string; stateDir: string },
): BenchConsole {
  const { baseUrl, orgId, apiKey, stateDir } = connection;
  const waitFor = waiter(name);
  const client = createClient({ baseUrl, credentials: { orgId, apiKey } });
  const store = createAppStore({ pageRows: 20, visiblePanes: ['accounts', 'cards', 'operations'] });
  const sync = createSync({ fetcher: client, store, settleMs: 0, pollIntervalMs: 60_000 });
  const ops = createActionContext({
    client,
    profile: 'bench',
    baseUrl,
    skipProductionQuestion: true,
    store,
    sync,
    orgId,
    auditPath: join(stateDir, 'audit.jsonl'),
  });
  const abort = new AbortController();
  sync.start(abort.signal);
  const term = new SmallTerminal();
  // Every frame's time: a latency is the first frame after the moment that counts, never a later one.
  const frames: number[] = [];
  const write = term.write;
  term.write = (chunk: string) => {
    frames.push(performance.now());
    return write(chunk);
  };
  const keyboard = new Keyboard();
  const env = { profile: 'bench', baseUrl, sandbox: true, readOnly: false, merchantName: 'Bench' };
  const instance = render(
    createElement(App, {
      store,
      sync,
      env,
      ops,
      onQuit: () => undefined,
      theme: createTheme({ FORCE_COLOR: '1' }),
    }),
    {
      ...renderOptions,
      stdout: inkStdout(term as unknown as NodeJS.WriteStream),
      stdin: keyboard as unknown as NodeJS.ReadStream,
      patchConsole: false,
    },
  );
  return {
    client,
    store,
    keyboard,
    frameAfter: async (at, what) => {
      await waitFor(() => frames.some((t) => t >= at), what);
      return frames.find((t) => t >= at)!;
    },
    stop: async () => {
      instance.unmount();
      abort.abort();
      await client.close();
    },
  };
}
