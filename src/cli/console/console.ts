// `card-console` with no subcommand: resolves the connection (or starts the embedded sandbox),
// wires client → store → sync → UI, and guarantees the terminal is restored however it ends.
// `runConsole` reads as its steps: settings, the terminal's checks, the command log, the connection,
// the first frame (and what waits for it), then the run and the orderly stop.
import { join } from 'node:path';
import { createElement } from 'react';
import { createSentLog, writeSentLogTo, type SentLog, type SentLogFile } from '../../api/index.js';
import { canDrawFullScreen, fullScreenRefusal } from '../../tui/terminal.js';
import { configProfile, loadConfig, type ConfigFile } from '../config.js';
import { parseConsoleArgs, UsageError, type ConsoleOptions } from './args.js';
import { askOnTerminal } from './listen-record.js';
import { configFile, stateDir } from '../paths.js';
import { createShutdown, describeCause, fileLog, stdioIsTerminal, type Shutdown } from './shutdown.js';
import { resolveConnection, secretsOf, SettingsError, type Connection } from '../settings.js';
import { resolveDisplayZone } from '../display-zone.js';
import type { DisplayZone } from '../../domain/index.js';
import { offIndex } from '../../sync/card-index/index.js';
import { connect } from './target.js';
import { equipSession, INDEX_OPEN_DELAY_MS, openIndex, startBase, type SessionShared } from './session.js';
import { consoleProfiles, profileDecoration, secretsOfSession } from './profiles.js';
import type { ProfileSessions } from '../../tui/views/profiles/sessions.js';
import type { Launch } from '../launch/launcher.js';
// Type only: the module itself loads with the UI, after the connection is under way.
import type { consoleViews as consoleViewsOf } from './aliases.js';
import {
  firstData,
  FIRST_DATA_WAIT_MS,
  holdUntilFirstFrame,
  keepCompiledCode,
  onTheWire,
} from './first-frame.js';
import { thresholdsOf } from '../pulse/thresholds.js';
import { ALT_SCREEN_ON, leave, restoreTerminal, STOP_DEADLINE_MS } from './terminal.js';

const NO_INDEX_FLAG = 'the console was started with --no-index';

/** What the command line, the config file and the environment decide before anything starts. */
interface Settings {
  readonly options: ConsoleOptions;
  readonly config: ConfigFile;
  readonly profileName: string | undefined;
  readonly connection: Connection;
  readonly zone: DisplayZone;
}

/** The settings, or the exit status of a refusal (said on stderr). */
function readSettings(argv: string[]): Settings | number {
  try {
    const options = parseConsoleArgs(argv);
    const loaded = loadConfig(configFile());
    if (loaded.permissionWarning) process.stderr.write(`${loaded.permissionWarning}\n`);
    const config = loaded.config;
    return {
      options,
      config,
      profileName: configProfile(config, options.connection.profile),
      connection: resolveConnection(options.connection, process.env, config),
      zone: resolveDisplayZone({ utc: options.utc, setting: config.timeZone, env: process.env }),
    };
  } catch (error) {
    if (error instanceof UsageError || error instanceof SettingsError) {
      process.stderr.write(`card-console: ${error.message}\nSee card-console --help.\n`);
      return 2;
    }
    throw error;
  }
}

/** Why this terminal cannot hold the console, or undefined. */
function terminalRefusal(): string | undefined {
  if (!process.stdin.isTTY || !process.stdout.isTTY)
    return 'card-console: the console needs a terminal on stdin and stdout; for scripts use the subcommands (see --help).\n';
  if (!canDrawFullScreen(process.env.TERM)) return fullScreenRefusal(process.env.TERM);
  return undefined;
}

/** The command log, and its file when `--log-file` asks (every profile's secrets kept out); a status on refusal. */
function openCommandLog(
  settings: Settings,
  opened: { sessions?: ProfileSessions },
): { requests: SentLog; file?: SentLogFile } | number {
  const { connection, options } = settings;
  const requests = createSentLog(connection.profile);
  if (options.logFile === undefined) return { requests };
  const firstSecrets = secretsOf(connection.kind === 'remote' ? connection.credentials : {});
  try {
    const file = writeSentLogTo(options.logFile, requests, {
      secrets: () => [...firstSecrets, ...(opened.sessions?.all().flatMap(secretsOfSession) ?? [])],
      onError: (error) => process.stderr.write(`card-console: --log-file: ${error.message}\n`),
    });
    return { requests, file };
  } catch (error) {
    process.stderr.write(
      `card-console: --log-file: cannot open ${options.logFile}: ${(error as Error).message}\n`,
    );
    return 2;
  }
}

/** What live events need of the target (the first profile's). */
function listenOptionsOf(settings: Settings, target: Awaited<ReturnType<typeof connect>>) {
  return {
    choice: settings.options.listen,
    profile: target.env.profile,
    sandbox: target.env.sandbox,
    readOnly: target.env.readOnly,
    client: target.client,
    baseUrl: target.env.baseUrl,
    env: process.env,
    secrets: target.secrets,
    stateDir: stateDir(),
  };
}

/**
 * Only `--listen` against a service can meet a configuration left behind or need consent (the
 * embedded sandbox is new each time): asked on the terminal before the screen is taken.
 */
async function askToListen(
  settings: Settings,
  live: ReturnType<typeof listenOptionsOf>,
): Promise<{ readonly declined?: string } | undefined> {
  if (live.sandbox || settings.options.listen.mode !== 'on') return undefined;
  const { prepareListen } = await import('./listen.js');
  const declined = await prepareListen({
    live,
    stateDir: live.stateDir,
    zone: settings.zone,
    ask: askOnTerminal,
    say: (text) => void process.stderr.write(`${text}\n`),
  });
  return declined === undefined ? undefined : { declined };
}

/** The shutdown that restores the terminal however the console ends; the alternate screen is on. */
function takeTerminal(
  log: (line: string) => void,
  quit: () => void,
): { shutdown: Shutdown; release(): void } {
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
  process.on('exit', () => restoreTerminal(shutdown));
  shutdown.writeTerminal(ALT_SCREEN_ON);
  return { shutdown, release: uninstall };
}

/** What every profile's session shares: the state directory, limits, the zone, the log, saved views. */
function sharedOf(settings: Settings, requests: SentLog, consoleViews: ConsoleViews): SessionShared {
  const { options, config, zone } = settings;
  return {
    stateDir: stateDir(),
    concurrency: options.concurrency,
    pollIntervalMs: options.pollIntervalMs,
    zone,
    requests,
    ...(options.index ? {} : { switchedOff: offIndex(NO_INDEX_FLAG) }),
    saved: (profile) => {
      const views = consoleViews(config, config.profiles[profile] ? profile : undefined, configFile());
      return {
        views: views.views,
        problems: views.problems,
        ...(views.columnChoice ? { columnChoice: views.columnChoice } : {}),
        pulseThresholds: thresholdsOf(config.profiles[profile]?.pulse),
      };
    },
  };
}

type ConsoleViews = typeof consoleViewsOf;

export async function runConsole(argv: string[], launch: Launch): Promise<number> {
  const settings = readSettings(argv);
  if (typeof settings === 'number') return settings;
  const refusal = terminalRefusal();
  if (refusal) {
    process.stderr.write(refusal);
    return 2;
  }
  // An interactive terminal wins over a CI variable inherited from the environment: Ink would
  // otherwise draw nothing until exit. Ink reads it when first loaded, which happens below.
  delete process.env.CI;
  delete process.env.CONTINUOUS_INTEGRATION;
  // Set once the first profile is wired; the log file reads the secrets of every profile through it.
  const opened: { sessions?: ProfileSessions } = {};
  const commandLog = openCommandLog(settings, opened);
  if (typeof commandLog === 'number') return commandLog;
  const { requests } = commandLog;

  const target = await connect(settings.connection, requests);
  const profileConfig =
    settings.profileName === undefined ? undefined : settings.config.profiles[settings.profileName];
  target.env = { ...target.env, ...profileDecoration(target.env.profile, target.env.baseUrl, profileConfig) };
  const listenOptions = listenOptionsOf(settings, target);
  const declined = await askToListen(settings, listenOptions);

  // Fetches while the UI modules load: the first frame with rows comes sooner.
  const firstFrame = holdUntilFirstFrame(target.client);
  const { zone, options } = settings;
  const base = startBase(target, requests, { zone, pollIntervalMs: options.pollIntervalMs }, (gate) =>
    gate.wrap(firstFrame.fetcher),
  );
  const { store, sync, abort } = base;
  await onTheWire();
  const [{ render }, { renderOptions, inkStdout }, { ProfileShell }, { consoleViews }] = await Promise.all([
    import('ink'),
    import('../../tui/index.js'),
    import('../../tui/ProfileShell.js'),
    import('./aliases.js'),
  ]);
  await firstData(store, FIRST_DATA_WAIT_MS);

  let quit: () => void = () => undefined;
  const finished = new Promise<void>((resolve) => (quit = resolve));
  const log = fileLog(join(stateDir(), 'console.log'), () => sessions.all().flatMap(secretsOfSession));
  const { shutdown, release } = takeTerminal(log, () => quit());

  // Its saved views are the config file's for this profile; a bad one is named in the status line.
  const shared = sharedOf(settings, requests, consoleViews);
  const first = await equipSession(base, shared);
  const sessions = consoleProfiles({ first, config: settings.config, shared });
  opened.sessions = sessions;
  const instance = render(
    createElement(ProfileShell, { sessions, onQuit: () => shutdown.trigger({ kind: 'quit' }) }),
    { ...renderOptions, stdout: inkStdout(process.stdout) },
  );
  // Drawn (Ink renders the first frame synchronously): what waited for it may start now.
  firstFrame.release();
  // Once the frame has gone out: the compiled code kept now covers everything a start runs.
  setTimeout(() => keepCompiledCode(launch, log), 0);
  // The card index (SQLite, loaded now) opens a moment after the first frame has reached the terminal.
  if (options.index)
    setTimeout(() => {
      if (!abort.signal.aborted) sessions.update(first.name, { index: openIndex(base) });
    }, INDEX_OPEN_DELAY_MS);
  // Live events (closing them puts the webhook configuration back) load after the first frame, so
  // their modules and the receiver's set-up do not delay it. The profile the console started with
  // listens; a profile switched to polls.
  const live = import('./listen.js')
    .then((m) => m.startLiveEvents({ ...listenOptions, store, sync, ...declined }))
    .catch(() => undefined);
  try {
    await finished;
  } finally {
    await stopAll({ sessions, unmount: () => instance.unmount(), live, log, shutdown, release });
    commandLog.file?.close();
  }
  if (!shutdown.terminalAlive()) leave(shutdown);
  return shutdown.exitCode();
}

/** The orderly stop: nothing new is sent, the screen goes, the terminal is restored, then everything closes. */
async function stopAll(run: {
  sessions: ProfileSessions;
  unmount: () => void;
  live: Promise<{ close(): Promise<void> | void } | undefined>;
  log: (line: string) => void;
  shutdown: Shutdown;
  release: () => void;
}): Promise<void> {
  const { sessions, log, shutdown } = run;
  // Stop sending: polling, and the next items of any bulk job (those in flight settle and are recorded).
  for (const session of sessions.all()) session.stop();
  try {
    run.unmount();
  } catch (error) {
    log(`unmount: ${error instanceof Error ? error.message : String(error)}`);
  }
  restoreTerminal(shutdown);
  run.release();
  // Live events put the webhook configuration back through the first profile's client: before it closes.
  const closed = run.live
    .then((l) => l?.close())
    .then(() => Promise.all(sessions.all().map((session) => session.close())))
    .catch(() => undefined);
  await Promise.race([closed, new Promise((resolve) => setTimeout(resolve, STOP_DEADLINE_MS).unref())]);
  const cause = shutdown.cause();
  if (cause && cause.kind !== 'quit') log(`stopped: ${describeCause(cause)}`);
}
