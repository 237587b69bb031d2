// The console wired as in production (store, sync over a real client, action context, job
// registry) against a real sandbox on port 0, in a fake terminal driven by keys.
import { join } from 'node:path';
import { render as inkRender } from 'ink';
import {
  createJobRegistry,
  type ActionContext,
  type JobRegistry,
  type JournalOwner,
} from '../../src/actions/index.js';
import { createClient, type ApiClient, type SentLog } from '../../src/api/index.js';
import type { RouteId } from '../../src/contract/index.js';
import { createAppStore, type AppStore } from '../../src/store/index.js';
import { createSync, type Sync } from '../../src/sync/index.js';
import { App } from '../../src/tui/index.js';
import type { CardIndex } from '../../src/sync/card-index/index.js';
import { createTheme } from '../../src/tui/theme.js';
import { contextFor, startEnv, stopEnv, type Env } from './action-helpers.js';
import { FakeStdin, FakeStdout, SANDBOX_ENV, settle } from './harness.js';

export interface SandboxHarness {
  readonly env: Env;
  readonly store: AppStore;
  readonly sync: Sync;
  readonly ops: ActionContext & { auditFile: string };
  readonly jobs: JobRegistry;
  /** How many times the console asked to end (its `onQuit`). */
  readonly quits: { count: number };
  frame(): string;
  /** Every frame drawn so far, in order. */
  frames(): readonly string[];
  /** Every byte written to the terminal so far. */
  output(): string;
  press(...keys: string[]): Promise<void>;
  type(text: string): Promise<void>;
  /** Waits (on real I/O, without timing anything) until the frame satisfies `test`. */
  until(test: (frame: string) => boolean, what: string): Promise<void>;
  /** The terminal changes size, as a window resize does. */
  resize(columns: number, rows: number): Promise<void>;
  stop(): Promise<void>;
}

export interface SandboxMountOptions {
  /** Wraps or replaces the client the actions use (e.g. to inject a failure or record the wire). */
  readonly wrap?: (client: ApiClient, env: Env) => ApiClient;
  readonly readOnly?: boolean;
  readonly sandbox?: boolean;
  readonly columns?: number;
  readonly rows?: number;
  /**
   * Journal the jobs in `env.dir` for the target `{ profile: 'sandbox', baseUrl }` of this sandbox;
   * `before` runs first (e.g. to leave an interrupted job there, as a console that died would).
   */
  readonly journal?: { before?: (env: Env, target: JournalOwner) => void | Promise<void> };
  /** A card index for the console, built once the sandbox is up. */
  readonly index?: (env: Env, store: AppStore) => CardIndex | Promise<CardIndex>;
  /** The console's clock (default: the real one). */
  readonly now?: () => number;
  /** How long the sandbox keeps a new card in `creating` (default 0: the next worker tick activates it). */
  readonly provisioningDelayMs?: number;
  /** The actions journal every change in `env.dir` too, as the console does (its state directory). */
  readonly journalChanges?: boolean;
  /** A command log: the console's client (sync and actions) records every attempt in it, and `@` shows it. */
  readonly requests?: SentLog;
  /**
   * An earlier run of the console (one that was killed): it runs before this console is made, with
   * the audit file this console will then use (the state directory a restart finds again).
   */
  readonly earlierRun?: (env: Env, auditPath: string) => Promise<void>;
}

/** The client sync and the actions share: the environment's, or one that records into the command log. */
function consoleClient(env: Env, requests: SentLog | undefined): ApiClient {
  if (!requests) return env.client;
  const { merchant } = env;
  const client = createClient({
    baseUrl: env.sandbox.baseUrl,
    credentials: { orgId: merchant.orgId, apiKey: merchant.apiKey, apiToken: merchant.apiToken },
    onRequest: (e) => void requests.record(e),
  });
  env.clients.push(client);
  return client;
}

export async function mountSandbox(options: SandboxMountOptions = {}): Promise<SandboxHarness> {
  const env = await startEnv({ provisioningDelayMs: options.provisioningDelayMs });
  const stdout = new FakeStdout(options.columns ?? 120, options.rows ?? 40);
  const stdin = new FakeStdin();
  const store = createAppStore({ pageRows: 20, visiblePanes: ['accounts', 'cards', 'operations'] });
  const shared = consoleClient(env, options.requests);
  const sync = createSync({ fetcher: shared, store, settleMs: 0, pollIntervalMs: 60_000 });
  const client = options.wrap ? options.wrap(shared, env) : shared;
  const target = { profile: 'sandbox', baseUrl: env.sandbox.baseUrl };
  const auditPath = join(env.dir, 'restarted', 'card-console', 'audit.jsonl');
  await options.earlierRun?.(env, auditPath);
  const ops = contextFor(env, {
    ...(options.earlierRun ? { auditPath } : {}),
    ...(options.journalChanges ? { journal: { stateDir: env.dir, target } } : {}),
    client,
    store,
    sync,
    readOnly: options.readOnly ?? false,
    skipProductionQuestion: options.sandbox ?? true,
    orgId: env.merchant.orgId,
  });
  await options.journal?.before?.(env, target);
  const jobs = createJobRegistry(options.journal ? { journal: { stateDir: env.dir, target } } : {});
  const index = options.index ? await options.index(env, store) : undefined;
  const abort = new AbortController();
  sync.start(abort.signal);
  const quits = { count: 0 };
  const instance = inkRender(
    <App
      store={store}
      sync={sync}
      env={SANDBOX_ENV}
      onQuit={() => {
        quits.count += 1;
      }}
      {...(options.now ? { now: options.now } : {})}
      theme={createTheme({ NO_COLOR: '1' })}
      ops={ops}
      jobs={jobs}
      {...(index ? { index } : {})}
      {...(options.requests ? { requests: options.requests } : {})}
    />,
    {
      stdout: stdout as unknown as NodeJS.WriteStream,
      stdin: stdin as unknown as NodeJS.ReadStream,
      debug: true,
      exitOnCtrlC: false,
      patchConsole: false,
    },
  );
  const frame = () => stdout.frames[stdout.frames.length - 1] ?? '';
  // Notices expire: a failed wait names every one said, so a refusal that came and went is seen.
  const noticesSaid: string[] = [];
  store.subscribe((state, before) => {
    for (const note of state.notifications)
      if (!before.notifications.includes(note)) noticesSaid.push(`${note.level}: ${note.text}`);
  });
  const harness: SandboxHarness = {
    env,
    store,
    sync,
    ops,
    jobs,
    quits,
    frame,
    frames: () => [...stdout.frames],
    output: () => stdout.frames.join(''),
    async press(...keys) {
      for (const key of keys) {
        stdin.write(key);
        await settle();
      }
    },
    async type(text) {
      stdin.write(text);
      await settle();
    },
    async until(test, what) {
      // Bounded by attempts, not by a clock: each round lets real I/O complete.
      for (let i = 0; i < 2_000; i += 1) {
        if (test(frame())) return;
        await new Promise((resolve) => setTimeout(resolve, 10));
        await settle();
      }
      const notices = noticesSaid.length > 0 ? noticesSaid.join('\n') : '(none)';
      throw new Error(`never saw ${what}; notices said:\n${notices}\nlast frame:\n${frame()}`);
    },
    async resize(columns, rows) {
      stdout.resize(columns, rows);
      await settle();
    },
    async stop() {
      abort.abort();
      instance.unmount();
      index?.close();
      await stopEnv(env);
    },
  };
  await harness.until(() => store.getState().lists.accounts !== undefined, 'the accounts');
  return harness;
}

/**
 * A client wrapper for `mountSandbox({ wrap })`: before each call of `route`, `before` runs with the
 * call's input; it may throw (the call fails with that error) or wait (the call is held).
 */
export function onRoute(
  route: RouteId,
  before: (input: { params?: Record<string, string> }) => void | Promise<void>,
) {
  return (client: ApiClient): ApiClient => ({
    ...client,
    call: (async (id: RouteId, input: { params?: Record<string, string> }, opts?: unknown) => {
      if (id === route) await before(input);
      return (client.call as (r: RouteId, i: unknown, o?: unknown) => Promise<unknown>)(id, input, opts);
    }) as ApiClient['call'],
  });
}

/** Calls of `route` wait until `open()`. */
export function gateRoute(route: RouteId): { wrap: (client: ApiClient) => ApiClient; open: () => void } {
  let open: () => void = () => undefined;
  const gate = new Promise<void>((resolve) => (open = resolve));
  return { wrap: onRoute(route, () => gate), open: () => open() };
}
