// Two (or more) profiles in one console: each its own store, fake fetcher and sync, mounted through
// the ProfileShell as the console does, into a fake terminal.
import { render as inkRender } from 'ink';
import { createAppStore, type AppStore } from '../../src/store/index.js';
import { createSync, type Sync } from '../../src/sync/index.js';
import type { ConsoleEnv } from '../../src/tui/index.js';
import { ProfileShell } from '../../src/tui/ProfileShell.js';
import { createTheme } from '../../src/tui/theme.js';
import {
  createProfileSessions,
  type ProfileSessionsOptions,
  type ProfileSession,
  type ProfileSessions,
} from '../../src/tui/views/profiles/sessions.js';
import type { ProfileChoice } from '../../src/tui/views/profiles/switcher.js';
import type { Theme } from '../../src/tui/theme.js';
import { FakeFetcher, type Handlers } from './fake-fetcher.js';
import { FakeStdin, FakeStdout } from './fake-tty.js';
import { settle } from './harness.js';

export interface TestProfile {
  readonly name: string;
  readonly handlers: Handlers;
  readonly env?: Partial<ConsoleEnv>;
  readonly choice?: Partial<ProfileChoice>;
}

export interface TestSession extends ProfileSession {
  readonly store: AppStore;
  /** The sync itself (the session's `sync` counts pauses and resumes). */
  readonly raw: Sync;
  readonly fetcher: FakeFetcher;
  readonly pauses: { paused: number; resumed: number };
}

export function testSession(profile: TestProfile, theme: Theme = createTheme({})): TestSession {
  const store = createAppStore();
  const fetcher = new FakeFetcher(profile.handlers);
  const sync = createSync({ fetcher, store, settleMs: 0, now: () => 1_000_000 });
  const pauses = { paused: 0, resumed: 0 };
  const counted = {
    refresh: sync.refresh,
    pause: () => ((pauses.paused += 1), sync.pause()),
    resume: () => ((pauses.resumed += 1), sync.resume()),
  };
  const env: ConsoleEnv = {
    profile: profile.name,
    baseUrl: `http://127.0.0.1:40${profile.name.length}0`,
    sandbox: false,
    readOnly: false,
    ...profile.env,
  };
  return {
    name: profile.name,
    store,
    raw: sync,
    sync: counted,
    fetcher,
    pauses,
    secrets: [],
    props: { store, sync: counted, env, theme, now: () => 1_000_000 },
    stop: () => undefined,
    close: () => Promise.resolve(),
  } as TestSession;
}

export function choiceOf(profile: TestProfile): ProfileChoice {
  return {
    name: profile.name,
    host: `127.0.0.1:40${profile.name.length}0`,
    readOnly: false,
    production: false,
    missing: [],
    ...profile.choice,
  };
}

export interface ProfileHarness {
  readonly sessions: ProfileSessions;
  /** Each profile's session, once opened. */
  readonly opened: Map<string, TestSession>;
  frame(): string;
  press(...keys: string[]): Promise<void>;
  type(text: string): Promise<void>;
  unmount(): void;
}

export async function mountProfiles(
  profiles: readonly TestProfile[],
  options: {
    theme?: Theme;
    peek?: ProfileSessionsOptions['peek'];
    columns?: number;
    pulses?: ProfileSessionsOptions['pulses'];
  } = {},
): Promise<ProfileHarness> {
  const theme = options.theme ?? createTheme({});
  const opened = new Map<string, TestSession>();
  const first = testSession(profiles[0]!, theme);
  opened.set(first.name, first);
  const sessions = createProfileSessions({
    initial: first,
    choices: () => profiles.map(choiceOf),
    open: (name) => {
      const profile = profiles.find((p) => p.name === name);
      if (!profile) return Promise.reject(new Error(`no ${name}`));
      const session = testSession(profile, theme);
      opened.set(name, session);
      return Promise.resolve(session);
    },
    peek: options.peek ?? (() => ({ why: 'no card index on disk yet' })),
    ...(options.pulses ? { pulses: options.pulses } : {}),
    now: () => 1_000_000,
  });
  return { ...(await mountShell(sessions, options.columns)), opened };
}

/** The ProfileShell over `sessions`, as the console mounts it, in a fake terminal. */
export async function mountShell(
  sessions: ProfileSessions,
  columns = 120,
): Promise<Omit<ProfileHarness, 'opened'>> {
  const stdout = new FakeStdout(columns, 24);
  const stdin = new FakeStdin();
  const instance = inkRender(<ProfileShell sessions={sessions} onQuit={() => undefined} />, {
    stdout: stdout as unknown as NodeJS.WriteStream,
    stdin: stdin as unknown as NodeJS.ReadStream,
    debug: true,
    exitOnCtrlC: false,
    patchConsole: false,
  });
  await settle();
  return {
    sessions,
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
    unmount: () => instance.unmount(),
  };
}

/** Loads what the shown profile's screen needs (accounts, then the selected account's cards). */
export async function loadShown(h: ProfileHarness): Promise<void> {
  const session = h.opened.get(h.sessions.current())!;
  for (let i = 0; i < 3; i += 1) {
    await session.raw.refresh();
    await settle();
  }
}
