// `card-console` with no subcommand: resolves the connection (or starts the embedded sandbox),
// wires client → store → sync → UI, and guarantees the terminal is restored however it ends.
import { join } from 'node:path';
import { createElement } from 'react';
import {
  createClient,
  createSentLog,
  writeSentLogTo,
  type ApiClient,
  type SentLog,
  type SentLogFile,
} from '../api/index.js';
import { ACCOUNTS_LIST, createAppStore, type AppStore } from '../store/index.js';
import { createSync, type Fetcher } from '../sync/index.js';
import type { JournalTarget } from '../actions/index.js';
// The layout rules only (pure, tiny): the UI itself loads lazily below.
import { computeLayout, layoutView, usableRows } from '../tui/layout.js';
import { canDrawFullScreen, fullScreenRefusal } from '../tui/terminal.js';
import { configProfile, loadConfig, type ConfigFile } from './config.js';
import { parseConsoleArgs, UsageError, type ListenChoice } from './console-args.js';
import { askOnTerminal } from './console-listen-record.js';
import { configFile, stateDir } from './paths.js';
import {
  createShutdown,
  describeCause,
  fileLog,
  releaseDeadTerminal,
  stdioIsTerminal,
  type Shutdown,
} from './shutdown.js';
import {
  journalTarget,
  looksLikeProduction,
  resolveConnection,
  SettingsError,
  type Connection,
} from './settings.js';
import { merchantKey, openConsoleIndex } from './console-index.js';
import { resolveDisplayZone } from './display-zone.js';
import type { DisplayZone } from '../domain/index.js';
import {
  createForegroundGate,
  offIndex,
  preloadBuiltinSqlite,
  type CardIndex,
} from '../sync/card-index/index.js';
import type { Launch } from './launch/launcher.js';

/** Simulated purchases per minute in the embedded sandbox: enough to see the console move. */
const EMBEDDED_TRAFFIC_PER_MINUTE = 6;

interface Target {
  client: ApiClient;
  /** The credentials in use: redacted wherever they could reach the audit trail. */
  secrets: readonly string[];
  env: { profile: string; baseUrl: string; sandbox: boolean; readOnly: boolean; merchantName?: string };
  /** Where the card index file is named after: the base URL, or the embedded sandbox's database. */
  index: { place: string; merchant: string };
  /** The journal's name for this target (the embedded sandbox by its database, which outlives its port). */
  journal: JournalTarget;
  /** The organization id the client sends (copied commands name it). */
  orgId?: string;
  close(): Promise<void>;
}

function secretsOf(credentials: Record<string, string | undefined>): string[] {
  return ['apiKey', 'apiToken', 'jwt']
    .map((k) => credentials[k])
    .filter((v): v is string => typeof v === 'string' && v !== '');
}

async function connect(connection: Connection, requests: SentLog): Promise<Target> {
  // Every attempt of every request lands in the command log (`@`), redacted by the client.
  const onRequest = (entry: Parameters<SentLog['record']>[0]) => void requests.record(entry);
  if (connection.kind === 'remote') {
    const client = createClient({
      baseUrl: connection.baseUrl,
      credentials: connection.credentials,
      onRequest,
    });
    return {
      client,
      secrets: secretsOf(connection.credentials),
      env: {
        profile: connection.profile,
        baseUrl: connection.baseUrl,
        sandbox: false,
        readOnly: connection.readOnly,
        // The interface has no "who am I" read: the organization id is the best name we know.
        merchantName: connection.credentials.orgId ? `org ${connection.credentials.orgId}` : undefined,
      },
      index: { place: connection.baseUrl, merchant: merchantKey(connection.credentials) },
      journal: journalTarget(connection.profile, connection.baseUrl, connection.credentials.orgId),
      ...(connection.credentials.orgId ? { orgId: connection.credentials.orgId } : {}),
      close: () => client.close(),
    };
  }
  // Node 22 warns on stderr when node:sqlite first loads: loaded here without it, before the sandbox asks.
  preloadBuiltinSqlite();
  const { startSandbox, defaultDatabasePath } = await import('../sandbox/index.js');
  const db = defaultDatabasePath();
  const sandbox = await startSandbox({
    host: '127.0.0.1',
    port: 0,
    db,
    trafficPerMinute: EMBEDDED_TRAFFIC_PER_MINUTE,
    logger: 'none',
  });
  const merchant = sandbox.merchants[0];
  if (!merchant) throw new Error('the embedded sandbox has no merchant');
  const client = createClient({
    baseUrl: sandbox.baseUrl,
    credentials: { orgId: merchant.orgId, apiKey: merchant.apiKey, apiToken: merchant.apiToken },
    onRequest,
  });
  return {
    client,
    secrets: [merchant.apiKey, merchant.apiToken],
    env: {
      profile: 'sandbox',
      baseUrl: sandbox.baseUrl,
      sandbox: true,
      readOnly: connection.readOnly,
      merchantName: merchant.name,
    },
    index: { place: `embedded-sandbox:${db}`, merchant: merchantKey(merchant) },
    journal: journalTarget('sandbox', `embedded-sandbox:${db}`, merchant.orgId),
    orgId: merchant.orgId,
    close: async () => {
      await client.close();
      await sandbox.close();
    },
  };
}

/** The card index opens this long after the first frame. */
const INDEX_OPEN_DELAY_MS = 50;
const NO_INDEX_FLAG = 'the console was started with --no-index';

/** How long the first frame may wait for the accounts before it shows them loading instead. */
const FIRST_DATA_WAIT_MS = 1_000;

/**
 * Resolves when the accounts are in (or their read failed), or after `ms`. Drawing the first frame
 * then, instead of a frame of placeholders redrawn moments later, saves whole frames of start-up work.
 */
function firstData(store: AppStore, ms: number): Promise<void> {
  const ready = () => {
    const s = store.getState();
    return s.lists[ACCOUNTS_LIST] !== undefined || s.connection.lastError !== undefined;
  };
  if (ready()) return Promise.resolve();
  return new Promise((resolve) => {
    const done = () => {
      clearTimeout(timer);
      unsubscribe();
      resolve();
    };
    const timer = setTimeout(done, ms);
    const unsubscribe = store.subscribe(() => {
      if (ready()) done();
    });
  });
}

/** The reads behind the accounts pane: the only ones the first frame waits for. */
const FIRST_FRAME_ROUTES: ReadonlySet<string> = new Set([
  'listAccounts',
  'listWallets',
  'getAccount',
  'getWallet',
  'getAccountBalance',
]);

/**
 * Until the first frame is drawn, sync's other reads (the first account's cards and operations,
 * due 100 ms after the accounts land) wait: parsing their answers, and a local sandbox serving
 * them, would spend the CPU the first frame needs. They go out as soon as it is drawn.
 */
export function holdUntilFirstFrame(client: ApiClient): { fetcher: Fetcher; release(): void } {
  let open = false;
  let release: () => void = () => undefined;
  const drawn = new Promise<void>((resolve) => (release = resolve));
  const fetcher: Fetcher = {
    can: (id) => client.can(id),
    call: (id, input, options) =>
      open || FIRST_FRAME_ROUTES.has(id)
        ? client.call(id, input, options)
        : drawn.then(() => client.call(id, input, options)),
  };
  return { fetcher, release: () => ((open = true), release()) };
}

/** Saves the code cache for the next start; a cache that was there but unusable is worth a line in the log. */
function keepCompiledCode(launch: Launch, log: (line: string) => void): void {
  const written = launch.afterFirstFrame();
  if (launch.codeCache === 'unsafe')
    log(
      'code cache ignored: its file or directory is not yours alone (writable by others); the console compiles without it',
    );
  if (launch.codeCache === 'rejected' || launch.codeCache === 'corrupt') {
    log(
      `code cache ${launch.codeCache === 'corrupt' ? 'was corrupt' : 'did not fit this Node'}: ${written ? 'written anew' : 'could not be written'}`,
    );
  }
}

/**
 * The store, already shaped like the first frame's layout, so mounting the UI changes nothing in it,
 * and holding the display zone every time on screen is shown in.
 */
function createConsoleStore(zone: DisplayZone): AppStore {
  const focus = 'accounts';
  const layout = computeLayout(process.stdout.columns || 80, usableRows(process.stdout.rows || 24), focus);
  return createAppStore({ focus, ...layoutView(layout, focus), zone });
}

// The alternate screen keeps the cursor where the shell left it: home it, so the frame starts at the top.
const ALT_SCREEN_ON = '\x1b[?1049h\x1b[H';
const ALT_SCREEN_OFF = '\x1b[?1049l';
const SHOW_CURSOR = '\x1b[?25h';

/** How long an orderly stop may take (restoring the webhook configuration included) before we leave anyway. */
const STOP_DEADLINE_MS = 2_000;

/** Leaves the terminal as we found it — main screen, cursor visible, raw mode off — if it is still there. Safe to call twice. */
function restoreTerminal(shutdown: Shutdown): void {
  if (!shutdown.terminalAlive()) return;
  try {
    if (process.stdin.isTTY && process.stdin.isRaw) process.stdin.setRawMode(false);
  } catch {
    // The terminal went away between the check and the call.
  }
  shutdown.writeTerminal(`${SHOW_CURSOR}${ALT_SCREEN_OFF}`);
}

/** Leaves now: after a lost terminal, without letting Node abort on restoring its modes. */
function leave(shutdown: Shutdown): never {
  if (!shutdown.terminalAlive()) releaseDeadTerminal();
  process.exit(shutdown.exitCode());
}

export async function runConsole(argv: string[], launch: Launch): Promise<number> {
  let connection: Connection;
  let pollIntervalMs: number;
  let listen: ListenChoice;
  let concurrency: number;
  let indexOn: boolean;
  let zone: DisplayZone;
  let logFile: string | undefined;
  let config: ConfigFile;
  let profileName: string | undefined;
  try {
    const options = parseConsoleArgs(argv);
    pollIntervalMs = options.pollIntervalMs;
    listen = options.listen;
    concurrency = options.concurrency;
    indexOn = options.index;
    logFile = options.logFile;
    const loaded = loadConfig(configFile());
    config = loaded.config;
    if (loaded.permissionWarning) process.stderr.write(`${loaded.permissionWarning}\n`);
    profileName = configProfile(config, options.connection.profile);
    connection = resolveConnection(options.connection, process.env, config);
    zone = resolveDisplayZone({ utc: options.utc, setting: config.timeZone, env: process.env });
  } catch (error) {
    if (error instanceof UsageError || error instanceof SettingsError) {
      process.stderr.write(`card-console: ${error.message}\nSee card-console --help.\n`);
      return 2;
    }
    throw error;
  }
  if (!process.stdin.isTTY || !process.stdout.isTTY) {
    process.stderr.write(
      'card-console: the console needs a terminal on stdin and stdout; for scripts use the subcommands (see --help).\n',
    );
    return 2;
  }
  if (!canDrawFullScreen(process.env.TERM)) {
    process.stderr.write(fullScreenRefusal(process.env.TERM));
    return 2;
  }
  // An interactive terminal wins over a CI variable inherited from the environment: Ink would
  // otherwise draw nothing until exit. Ink reads it when first loaded, which happens below.
  delete process.env.CI;
  delete process.env.CONTINUOUS_INTEGRATION;

  const requests = createSentLog(connection.profile);
  let requestFile: SentLogFile | undefined;
  if (logFile !== undefined) {
    try {
      requestFile = writeSentLogTo(logFile, requests, {
        secrets: secretsOf(connection.kind === 'remote' ? connection.credentials : {}),
        onError: (error) => process.stderr.write(`card-console: --log-file: ${error.message}\n`),
      });
    } catch (error) {
      process.stderr.write(`card-console: --log-file: cannot open ${logFile}: ${(error as Error).message}\n`);
      return 2;
    }
  }
  const target = await connect(connection, requests);
  const listenOptions = {
    choice: listen,
    sandbox: target.env.sandbox,
    readOnly: target.env.readOnly,
    client: target.client,
    baseUrl: target.env.baseUrl,
    env: process.env,
    secrets: target.secrets,
    stateDir: stateDir(),
  };
  // Only `--listen` against a service can meet a configuration left behind or need consent (the
  // embedded sandbox is new each time): the default start does not load live events early.
  const declined =
    !target.env.sandbox && listen.mode === 'on'
      ? await (
          await import('./console-listen.js')
        ).prepareListen({
          live: listenOptions,
          stateDir: listenOptions.stateDir,
          zone,
          ask: askOnTerminal,
          say: (text) => void process.stderr.write(`${text}\n`),
        })
      : undefined;
  const store = createConsoleStore(zone);
  const firstFrame = holdUntilFirstFrame(target.client);
  // The card index's crawl waits while the screen's own reads are in flight.
  const gate = createForegroundGate();
  const sync = createSync({ fetcher: gate.wrap(firstFrame.fetcher), store, pollIntervalMs });
  const abort = new AbortController();
  // Fetch while the UI modules load: the first frame with rows comes sooner.
  sync.start(abort.signal);
  const [{ render }, { App, renderOptions, inkStdout }, { consoleViews }] = await Promise.all([
    import('ink'),
    import('../tui/index.js'),
    import('./console-aliases.js'),
  ]);
  const saved = consoleViews(config, profileName, configFile());
  await firstData(store, FIRST_DATA_WAIT_MS);

  let quit: () => void = () => undefined;
  const finished = new Promise<void>((resolve) => (quit = resolve));
  const log = fileLog(join(stateDir(), 'console.log'), () => target.secrets);
  const shutdown = createShutdown({
    proc: process,
    stdin: process.stdin,
    stdout: process.stdout,
    stderr: process.stderr,
    log,
    stillATerminal: stdioIsTerminal,
    stop: (cause) => {
      quit();
      // Whatever holds the orderly stop up (a server that no longer answers), leave in time.
      if (cause.kind !== 'quit') setTimeout(() => leave(shutdown), STOP_DEADLINE_MS).unref();
    },
  });
  const uninstall = shutdown.install();
  const onExit = () => restoreTerminal(shutdown);
  process.on('exit', onExit);
  shutdown.writeTerminal(ALT_SCREEN_ON);

  const { createActionContext, createJobRegistry } = await import('../actions/index.js');
  // Every change (a single one, a bulk job) is journaled, so one cut short by a lost terminal can be resumed (J, or `jobs resume`).
  const journal = { stateDir: stateDir(), target: target.journal };
  const ops = createActionContext({
    journal,
    client: target.client,
    profile: target.env.profile,
    baseUrl: target.env.baseUrl,
    // The production guard asks only where the target looks like production (as `card-console cards` decides).
    sandbox: target.env.sandbox || !looksLikeProduction(target.env.baseUrl),
    readOnly: target.env.readOnly,
    secrets: target.secrets,
    store,
    sync,
    // Our own sandbox honours Idempotency-Key (it says so in its document): a resend is answered with the first outcome.
    honoursIdempotencyKeys: target.env.sandbox,
    ...(target.orgId ? { orgId: target.orgId } : {}),
  });
  const jobs = createJobRegistry({ journal });
  // Off by the operator's choice (--no-index): the header, `?` and ctrl+f say so.
  const switchedOff = indexOn ? undefined : offIndex(NO_INDEX_FLAG);
  if (switchedOff) store.getState().actions.setCardIndex({ off: NO_INDEX_FLAG });
  const props = {
    store,
    sync,
    env: target.env,
    onQuit: () => shutdown.trigger({ kind: 'quit' }),
    ops,
    jobs,
    concurrency,
    requests,
    views: saved.views,
    columnChoice: saved.columnChoice,
    ...(switchedOff ? { index: switchedOff } : {}),
  };
  const instance = render(createElement(App, props), { ...renderOptions, stdout: inkStdout(process.stdout) });
  // A bad alias or column choice is named once in the status line; the good ones still apply.
  if (saved.problems.length > 0)
    store.getState().actions.notify('warn', saved.problems.join('; '), Date.now());
  // Drawn (Ink renders the first frame synchronously): what waited for it may start now.
  firstFrame.release();
  // Once the frame has gone out: the compiled code kept now covers everything a start runs.
  setTimeout(() => keepCompiledCode(launch, log), 0);
  // The card index (SQLite, loaded now) opens after the first frame, so start-up does not wait for it.
  let index: CardIndex | undefined = switchedOff;
  if (indexOn) {
    // A moment after the first frame has reached the terminal, not in the same turn as its write.
    setTimeout(() => {
      if (abort.signal.aborted) return;
      index = openConsoleIndex({ client: target.client, store, gate, ...target.index });
      instance.rerender(createElement(App, { ...props, index }));
      index.start(abort.signal);
    }, INDEX_OPEN_DELAY_MS);
  }
  // Live events (closing them puts the webhook configuration back) load after the first frame, so
  // their modules and the receiver's set-up do not delay it.
  const live = import('./console-listen.js')
    .then((m) =>
      m.startLiveEvents({
        ...listenOptions,
        store,
        sync,
        ...(declined === undefined ? {} : { declined }),
      }),
    )
    .catch(() => undefined);
  try {
    await finished;
  } finally {
    // Stop sending: polling, and the next items of any bulk job (those in flight settle and are recorded).
    abort.abort();
    for (const job of jobs.list()) job.cancel();
    try {
      instance.unmount();
    } catch (error) {
      log(`unmount: ${error instanceof Error ? error.message : String(error)}`);
    }
    index?.close();
    restoreTerminal(shutdown);
    uninstall();
    // What bulk jobs have in flight settles (and is recorded) before the client closes.
    const settled = Promise.all(jobs.list().map((job) => job.done().catch(() => undefined))).then(() =>
      jobs.close(),
    );
    const closed = Promise.all([settled, live.then((l) => l?.close())])
      .then(() => target.close())
      .catch(() => undefined);
    await Promise.race([closed, new Promise((resolve) => setTimeout(resolve, STOP_DEADLINE_MS).unref())]);
    requestFile?.close();
    const cause = shutdown.cause();
    if (cause && cause.kind !== 'quit') log(`stopped: ${describeCause(cause)}`);
  }
  if (!shutdown.terminalAlive()) leave(shutdown);
  return shutdown.exitCode();
}
