// What an end-to-end test starts, in one place: a sandbox (in this process, or the bundle's
// `card-console sandbox`), isolated homes (HOME and the XDG homes in a temporary directory), the
// console in a tmux terminal, and the CLI (the bundle run with arguments, environment and stdin).
// Everything started here is closed or removed after the test file (terminals first, then sandboxes,
// then homes), so a test closes or removes early only what it must. test/support/README.md says
// which helper to use for what.
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createInterface } from 'node:readline';
import { fileURLToPath } from 'node:url';
import { afterEveryFile } from '../support/after-every-file.js';
import { createClient, RateLimitedError, type ApiClient } from '../../src/api/index.js';
import type { ClientOptions } from '../../src/api/types.js';
import type { MerchantCredentials, RunningSandbox } from '../../src/sandbox/index.js';
import { startRealSandbox, type RealSandboxOptions } from '../support/real-sandbox.js';
import { startSandboxChild } from '../support/sandbox-child.js';
import { closeTerminals, removeDir, shellQuote, Terminal } from './tmux.js';

export { alive, hasRow, lineWith, removeDir, Terminal, until } from './tmux.js';

/** The checkout's root (the working directory of a shell line run by `shell`). */
export const ROOT = fileURLToPath(new URL('../..', import.meta.url));
/** The console's launcher, as `npx card-console` runs it; it loads the bundle. */
export const BIN = join(ROOT, 'bin', 'card-console.js');

/**
 * The built bundle, which the e2e project's global setup builds: a test needing it fails when it is
 * missing instead of skipping (a skipped end-to-end test reads as a pass).
 */
export function builtBundle(): string {
  const path = join(ROOT, 'dist', 'card-console.cjs');
  if (!existsSync(path)) throw new Error(`the bundle ${path} is missing: run npm run build`);
  return path;
}

// ---- isolated homes ----

export interface Homes {
  /** HOME; the XDG homes are folders in it (created by the console when it needs them). */
  readonly dir: string;
  readonly config: string;
  readonly state: string;
  readonly cache: string;
  readonly data: string;
  /** HOME and XDG_CONFIG_HOME, XDG_STATE_HOME, XDG_CACHE_HOME, XDG_DATA_HOME, for a child's environment. */
  readonly env: Record<string, string>;
  /** Removes the directory now (it is removed after the file anyway). */
  remove(): Promise<void>;
}

const homesLeft = new Set<string>();

/** A fresh HOME with its XDG homes, nothing in them: a machine the console never ran on. */
export function isolatedHomes(): Homes {
  const dir = mkdtempSync(join(tmpdir(), 'cc-e2e-home-'));
  homesLeft.add(dir);
  const env = {
    HOME: dir,
    XDG_CONFIG_HOME: join(dir, 'config'),
    XDG_STATE_HOME: join(dir, 'state'),
    XDG_CACHE_HOME: join(dir, 'cache'),
    XDG_DATA_HOME: join(dir, 'data'),
  };
  return {
    dir,
    config: env.XDG_CONFIG_HOME,
    state: env.XDG_STATE_HOME,
    cache: env.XDG_CACHE_HOME,
    data: env.XDG_DATA_HOME,
    env,
    remove: async () => {
      homesLeft.delete(dir);
      await removeDir(dir);
    },
  };
}

/** Writes the console's config file (private, as the console keeps it) into `homes`; returns its path. */
export function writeConfig(homes: Homes, config: Record<string, unknown>): string {
  const dir = join(homes.config, 'card-console');
  mkdirSync(dir, { recursive: true, mode: 0o700 });
  const path = join(dir, 'config.json');
  writeFileSync(path, JSON.stringify(config, null, 2), { mode: 0o600 });
  return path;
}

// ---- the sandbox ----

export interface E2eSandbox extends Omit<RunningSandbox, 'traffic'> {
  /** The merchant the console and the CLI use unless told (the seed's first). */
  readonly merchant: MerchantCredentials;
  /** The console's flags that reach this sandbox as `m`: --base-url, --org, --api-key, --api-token. */
  flags(m?: MerchantCredentials): string[];
  /** The environment a script sets to reach it as `m`: base URL, organization and API key. */
  connection(m?: MerchantCredentials): Record<string, string>;
  /** A profile of the config file that reaches this sandbox as `m`. */
  profile(m?: MerchantCredentials): { baseUrl: string; orgId: string; apiKey: string; apiToken: string };
  /** An API client as `m` (both credentials unless `options` say), closed with the sandbox. */
  client(options?: Partial<ClientOptions>, m?: MerchantCredentials): ApiClient;
}

const sandboxesLeft = new Set<E2eSandbox>();

function e2eSandbox(
  running: Pick<RunningSandbox, 'baseUrl' | 'merchants'>,
  stop: () => Promise<void>,
): E2eSandbox {
  const first = running.merchants[0];
  if (!first) throw new Error('the sandbox announced no merchant');
  const clients: ApiClient[] = [];
  let closing: Promise<void> | undefined;
  const sandbox: E2eSandbox = {
    baseUrl: running.baseUrl,
    merchants: running.merchants,
    merchant: first,
    flags: (m = first) => [
      '--base-url',
      running.baseUrl,
      '--org',
      m.orgId,
      '--api-key',
      m.apiKey,
      '--api-token',
      m.apiToken,
    ],
    connection: (m = first) => ({
      CARD_CONSOLE_BASE_URL: running.baseUrl,
      CARD_CONSOLE_ORG_ID: m.orgId,
      CARD_CONSOLE_API_KEY: m.apiKey,
    }),
    profile: (m = first) => ({
      baseUrl: running.baseUrl,
      orgId: m.orgId,
      apiKey: m.apiKey,
      apiToken: m.apiToken,
    }),
    client(options = {}, m = first) {
      const client = createClient({
        baseUrl: running.baseUrl,
        credentials: { orgId: m.orgId, apiKey: m.apiKey, apiToken: m.apiToken },
        ...options,
      });
      clients.push(client);
      return client;
    },
    close() {
      sandboxesLeft.delete(sandbox);
      closing ??= (async () => {
        await Promise.all(clients.map((c) => c.close()));
        await stop();
      })();
      return closing;
    },
  };
  sandboxesLeft.add(sandbox);
  return sandbox;
}

/** A sandbox in the test's process (demo seed, :memory:, cards provisioned at once), on port 0. */
export async function inProcessSandbox(options: RealSandboxOptions = {}): Promise<E2eSandbox> {
  const running = await startRealSandbox(options);
  return e2eSandbox(running, () => running.close());
}

/**
 * The bundle's `card-console sandbox` as a process of its own, on port 0 with an in-memory database;
 * `args` add its other flags (`--seed scale --cards 3200`, `--rate-limit`, `--faults`).
 */
export async function bundledSandbox(args: string[] = []): Promise<E2eSandbox> {
  const child = startSandboxChild(['--json', '--port', '0', '--db', ':memory:', ...args], {
    bundle: BIN,
  });
  const announced = await child.announced;
  return e2eSandbox(announced, async () => {
    child.process.kill('SIGTERM');
    await child.exited;
  });
}

/** Runs `call` again while the sandbox's rate limit refuses it (the test's calls share the console's limit). */
export async function patiently<T>(call: () => Promise<T>): Promise<T> {
  for (let tries = 0; ; tries += 1) {
    try {
      return await call();
    } catch (error) {
      if (!(error instanceof RateLimitedError) || tries > 60) throw error;
      await new Promise((r) => setTimeout(r, 1_000));
    }
  }
}

/**
 * Runs a read again while it fails (the sandbox's injected faults, a process killed behind a proxy): a read is
 * safe to repeat. Never for a change.
 */
export async function readThroughFaults<T>(read: () => Promise<T>, attempts = 40): Promise<T> {
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await read();
    } catch (error) {
      if (attempt >= attempts) throw error;
      await new Promise((r) => setTimeout(r, 250));
    }
  }
}

// ---- the console in a terminal ----

export interface ConsoleOptions {
  /** The words after `card-console` (e.g. `sandbox.flags()` and `--no-index`). */
  readonly args?: readonly string[];
  /** Its homes (default: fresh ones). */
  readonly homes?: Homes;
  /** More environment (e.g. CI: 'true', TERM: 'dumb'); CI=false and NO_COLOR=1 unless given. */
  readonly env?: Record<string, string>;
  readonly cols?: number;
  readonly rows?: number;
}

/** The bundled console in a tmux terminal of its own (default 120x40). */
export function openConsole(options: ConsoleOptions = {}): Terminal {
  const homes = options.homes ?? isolatedHomes();
  return Terminal.start({
    command: bundleCommand(options.args ?? []),
    env: { CI: 'false', NO_COLOR: '1', ...homes.env, ...options.env },
    cols: options.cols ?? 120,
    rows: options.rows ?? 40,
  });
}

/** Runs `text` in the console's command palette (`:` then the text, then Enter). */
export async function palette(t: Terminal, text: string): Promise<void> {
  t.type(':');
  await t.waitFor('Command palette');
  t.type(text);
  t.keys('Enter');
}

/** `node <bin> args…` as a shell command line (for a terminal whose command pipes two runs). */
export function bundleCommand(args: readonly string[]): string {
  return ['node', BIN, ...args].map(shellQuote).join(' ');
}

// ---- the CLI ----

export interface CliOptions {
  /** Its homes (default: fresh ones). */
  readonly homes?: Homes;
  /** More environment, over this process's and the homes'. */
  readonly env?: Record<string, string>;
  /** What it reads on stdin (default: nothing, at once at its end). */
  readonly stdin?: string;
  /** Each stdout line as it comes; `child` may be killed, or its stdout closed as `| head -1` does. */
  readonly onLine?: (line: string, child: ChildProcess) => void;
}

export interface CliRun {
  /** The exit code (null when a signal ended it). */
  readonly code: number | null;
  readonly signal: NodeJS.Signals | null;
  readonly out: string;
  readonly err: string;
}

/** Runs `card-console args…` (the bundle) to its end, capturing stdout, stderr and the exit code. */
export function cli(args: readonly string[], options: CliOptions = {}): Promise<CliRun> {
  return captured(process.execPath, [BIN, ...args], options);
}

/** Runs a shell line (a README example, a pipe of two runs) in the checkout's root. */
export function shell(line: string, options: CliOptions = {}): Promise<CliRun> {
  return captured('sh', ['-c', line], options);
}

/** The JSON objects among `out`'s lines (the lines that start with `{`). */
export function jsonLines(out: string): Record<string, unknown>[] {
  return out
    .split('\n')
    .filter((l) => l.startsWith('{'))
    .map((l) => JSON.parse(l) as Record<string, unknown>);
}

function captured(command: string, args: string[], options: CliOptions): Promise<CliRun> {
  const homes = options.homes ?? isolatedHomes();
  const child = spawn(command, args, {
    cwd: ROOT,
    env: { ...process.env, ...homes.env, ...options.env },
    stdio: ['pipe', 'pipe', 'pipe'],
  });
  child.stdin.on('error', () => undefined); // a program that exits without reading its stdin
  child.stdin.end(options.stdin ?? '');
  let out = '';
  let err = '';
  child.stdout.on('data', (d: Buffer) => (out += d.toString()));
  child.stderr.on('data', (d: Buffer) => (err += d.toString()));
  const { onLine } = options;
  if (onLine) createInterface({ input: child.stdout }).on('line', (line) => onLine(line, child));
  return new Promise((resolve) => child.on('close', (code, signal) => resolve({ code, signal, out, err })));
}

// ---- after the file ----

// After every file, and before tmux.ts's own (registered earlier: the latest runs first): terminals
// end before the sandboxes they talk to, and both before their homes are removed.
afterEveryFile(async () => {
  await closeTerminals();
  for (const sandbox of [...sandboxesLeft]) await sandbox.close();
  for (const dir of [...homesLeft]) {
    homesLeft.delete(dir);
    await removeDir(dir);
  }
});
