// Shared helpers for benchmark programs: start the built sandbox as a child process, run a load
// generator in another process, and summarise samples.
import { spawn, type ChildProcess } from 'node:child_process';
import { createInterface } from 'node:readline';
import { fileURLToPath } from 'node:url';
import { dirname, join } from 'node:path';

export const root = join(dirname(fileURLToPath(import.meta.url)), '..');
export const binary = join(root, 'bin', 'card-console.js');

/**
 * Resolves when `child` has exited, at once if it already has: a console that died early (a bad
 * option, a crash) must fail the benchmark, not leave it waiting for an 'exit' that already happened.
 */
export function exited(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((resolve) => child.once('exit', () => resolve()));
}

/** Asks a console to quit with `q`, then SIGTERM if it has not after 3 s; resolves when it has exited. */
export function quitConsole(child: ChildProcess & { stdin: NodeJS.WritableStream }): Promise<void> {
  const done = exited(child);
  if (child.exitCode === null && child.signalCode === null) {
    child.stdin.write('q');
    setTimeout(() => child.kill('SIGTERM'), 3_000).unref();
  }
  return done;
}

export interface SandboxMerchant {
  name: string;
  orgId: string;
  apiToken: string;
  apiKey: string;
}
export interface RunningSandbox {
  baseUrl: string;
  merchants: SandboxMerchant[];
  child: ChildProcess;
  stop(): Promise<void>;
}

/** The built sandbox on a port of its own: SQLite in memory, or the PostgreSQL database at `databaseUrl`. */
export async function startSandboxProcess(
  extra: string[] = [],
  databaseUrl?: string,
): Promise<RunningSandbox> {
  const database = databaseUrl === undefined ? ['--db', ':memory:'] : [];
  const child = spawn(process.execPath, [binary, 'sandbox', '--json', '--port', '0', ...database, ...extra], {
    stdio: ['ignore', 'pipe', 'inherit'],
    // The address (and its password) in the environment, not on the command line.
    env: databaseUrl === undefined ? process.env : { ...process.env, CARD_CONSOLE_DATABASE_URL: databaseUrl },
  });
  const line = await new Promise<string>((resolve, reject) => {
    const rl = createInterface({ input: child.stdout! });
    rl.once('line', resolve);
    child.once('exit', (code) => reject(new Error(`sandbox exited early with ${code}`)));
  });
  const facts = JSON.parse(line) as { baseUrl: string; merchants: SandboxMerchant[] };
  return {
    ...facts,
    child,
    stop: () => {
      const done = exited(child);
      child.kill('SIGTERM');
      return done;
    },
  };
}

/** The sandbox command's flags for a scale seed: `cards` cards spread over `wallets` wallets. */
export const scaleSeedFlags = (cards: number, wallets: number): string[] => [
  '--seed',
  'scale',
  '--cards',
  String(cards),
  '--wallets',
  String(wallets),
];

/** The sandbox at merchant size (`--seed scale`): `cards` cards spread over `wallets` wallets. */
export function startScaleSandbox(
  cards: number,
  wallets: number,
  extra: string[] = [],
): Promise<RunningSandbox> {
  return startSandboxProcess([...extra, ...scaleSeedFlags(cards, wallets)]);
}

export interface LoadJob {
  url: string;
  method: 'GET' | 'POST';
  headers: Record<string, string>;
  body?: string;
  durationMs: number;
  connections: number;
  expectStatus?: number;
}
export interface LoadResult {
  requests: number;
  rps: number;
  p50_ms: number;
  p99_ms: number;
  errors: number;
  status_mismatch: number;
}

export function runLoad(job: LoadJob): Promise<LoadResult> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [join(root, 'bench', 'load.mjs'), JSON.stringify(job)], {
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    let out = '';
    child.stdout.on('data', (d: Buffer) => (out += d.toString()));
    child.once('exit', (code) =>
      code === 0
        ? resolve(JSON.parse(out) as LoadResult)
        : reject(new Error(`load generator exited ${code}`)),
    );
  });
}

export function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2
    ? (sorted[mid] as number)
    : ((sorted[mid - 1] as number) + (sorted[mid] as number)) / 2;
}

export function percentile(values: number[], p: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor(p * sorted.length))] as number;
}

export async function getJson<T>(
  url: string,
  headers: Record<string, string>,
  init: { method?: string; body?: unknown } = {},
): Promise<T> {
  const res = await fetch(url, {
    method: init.method ?? 'GET',
    headers: { ...headers, ...(init.body === undefined ? {} : { 'content-type': 'application/json' }) },
    body: init.body === undefined ? undefined : JSON.stringify(init.body),
  });
  if (!res.ok) throw new Error(`${init.method ?? 'GET'} ${url}: ${res.status} ${await res.text()}`);
  return (await res.json()) as T;
}
