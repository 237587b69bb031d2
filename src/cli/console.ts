// `card-console` with no subcommand: resolves the connection (or starts the embedded sandbox),
// wires client → store → sync → UI, and guarantees the terminal is restored however it ends.
import { join } from 'node:path';
import { createElement } from 'react';
import { createSentLog, writeSentLogTo, type ApiClient, type SentLogFile } from '../api/index.js';
import { ACCOUNTS_LIST, type AppStore } from '../store/index.js';
import type { Fetcher } from '../sync/index.js';
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
import { resolveConnection, SettingsError, type Connection } from './settings.js';
import { resolveDisplayZone } from './display-zone.js';
import type { DisplayZone } from '../domain/index.js';
import { offIndex } from '../sync/card-index/index.js';
import { connect, secretsOf } from './console-target.js';
import {
  equipSession,
  INDEX_OPEN_DELAY_MS,
  openIndex,
  startBase,
  type SessionShared,
} from './console-session.js';
import { consoleProfiles, profileDecoration, secretsOfSession } from './console-profiles.js';
import type { ProfileSessions } from '../tui/views/profiles/sessions.js';
import type { Launch } from './launch/launcher.js';

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
  const firstSecrets = secretsOf(connection.kind === 'remote' ? connection.credentials : {});
  // Set once the first profile is wired; the log file reads the secrets of every profile through it.
  const opened: { sessions?: ProfileSessions } = {};
  let requestFile: SentLogFile | undefined;
  if (logFile !== undefined) {
    try {
      requestFile = writeSentLogTo(logFile, requests, {
        // Every profile's requests are written: the credentials of each profile opened so far.
        secrets: () => [...firstSecrets, ...(opened.sessions?.all().flatMap(secretsOfSession) ?? [])],
        onError: (error) => process.stderr.write(`card-console: --log-file: ${error.message}\n`),
      });
    } catch (error) {
      process.stderr.write(`card-console: --log-file: cannot open ${logFile}: ${(error as Error).message}\n`);
      return 2;
    }
  }
  const target = await connect(connection, requests);
  const profileConfig = profileName === undefined ? undefined : config.profiles[profileName];
  target.env = { ...target.env, ...profileDecoration(target.env.profile, target.env.baseUrl, profileConfig) };
  const listenOptions = {
    choice: listen,
    profile: target.env.profile,
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
  const firstFrame = holdUntilFirstFrame(target.client);
  // Fetches while the UI modules load: the first frame with rows comes sooner.
  const base = startBase(target, requests, { zone, pollIntervalMs }, (gate) => gate.wrap(firstFrame.fetcher));
  const { store, sync, abort } = base;
  const [{ render }, { renderOptions, inkStdout }, { ProfileShell }, { consoleViews }] = await Promise.all([
    import('ink'),
    import('../tui/index.js'),
    import('../tui/ProfileShell.js'),
    import('./console-aliases.js'),
  ]);
  await firstData(store, FIRST_DATA_WAIT_MS);

  let quit: () => void = () => undefined;
  const finished = new Promise<void>((resolve) => (quit = resolve));
  const log = fileLog(join(stateDir(), 'console.log'), () => sessions.all().flatMap(secretsOfSession));
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

  const shared: SessionShared = {
    stateDir: stateDir(),
    concurrency,
    pollIntervalMs,
    zone,
    requests,
    ...(indexOn ? {} : { switchedOff: offIndex(NO_INDEX_FLAG) }),
    saved: (profile) => {
      const views = consoleViews(config, config.profiles[profile] ? profile : undefined, configFile());
      return {
        views: views.views,
        problems: views.problems,
        ...(views.columnChoice ? { columnChoice: views.columnChoice } : {}),
      };
    },
  };
  // Its saved views are the config file's for this profile; a bad one is named in the status line.
  const first = await equipSession(base, shared);
  const sessions = consoleProfiles({ first, config, shared });
  opened.sessions = sessions;
  const instance = render(
    createElement(ProfileShell, { sessions, onQuit: () => shutdown.trigger({ kind: 'quit' }) }),
    {
      ...renderOptions,
      stdout: inkStdout(process.stdout),
    },
  );
  // Drawn (Ink renders the first frame synchronously): what waited for it may start now.
  firstFrame.release();
  // Once the frame has gone out: the compiled code kept now covers everything a start runs.
  setTimeout(() => keepCompiledCode(launch, log), 0);
  // The card index (SQLite, loaded now) opens after the first frame, so start-up does not wait for it.
  if (indexOn) {
    // A moment after the first frame has reached the terminal, not in the same turn as its write.
    setTimeout(() => {
      if (!abort.signal.aborted) sessions.update(first.name, { index: openIndex(base) });
    }, INDEX_OPEN_DELAY_MS);
  }
  // Live events (closing them puts the webhook configuration back) load after the first frame, so
  // their modules and the receiver's set-up do not delay it. The profile the console started with
  // listens; a profile switched to polls.
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
    for (const session of sessions.all()) session.stop();
    try {
      instance.unmount();
    } catch (error) {
      log(`unmount: ${error instanceof Error ? error.message : String(error)}`);
    }
    restoreTerminal(shutdown);
    uninstall();
    // Live events put the webhook configuration back through the first profile's client: before it closes.
    const closed = live
      .then((l) => l?.close())
      .then(() => Promise.all(sessions.all().map((session) => session.close())))
      .catch(() => undefined);
    await Promise.race([closed, new Promise((resolve) => setTimeout(resolve, STOP_DEADLINE_MS).unref())]);
    requestFile?.close();
    const cause = shutdown.cause();
    if (cause && cause.kind !== 'quit') log(`stopped: ${describeCause(cause)}`);
  }
  if (!shutdown.terminalAlive()) leave(shutdown);
  return shutdown.exitCode();
}
