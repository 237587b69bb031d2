// A throwaway PostgreSQL server for the tests: initdb in a temporary directory, the server on a free port of
// 127.0.0.1, with a password (so the tests can check it never shows). PostgreSQL refuses to run as root, so as root
// both run as `nobody` (setpriv) in a directory handed to it. A test that needs PostgreSQL fails when the server
// cannot start: it never skips. `CARD_CONSOLE_TEST_DATABASE_URL` names an existing server instead (a superuser's
// address: each test creates its own database on it).
//
// The sandbox's tests run on PostgreSQL with `CARD_CONSOLE_TEST_ENGINE=postgres`: this file's default export (a
// global setup of the unit project) then starts one server for the run, and `sandboxDatabase()` gives each
// sandbox a fresh database of it, copied from a migrated template.
import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import { chmodSync, chownSync, existsSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { openPostgres } from '../../src/sandbox/core/pg-database.js';
import { migrate } from '../../src/sandbox/core/pg-migrations.js';

/** The sandbox's tests run on PostgreSQL (CARD_CONSOLE_TEST_ENGINE=postgres): a test of SQLite's own planner skips. */
export const onPostgres = process.env.CARD_CONSOLE_TEST_ENGINE === 'postgres';

export const TEST_PASSWORD = 'pg-test-secret-7f3a9c';
const URL_VARIABLE = 'CARD_CONSOLE_TEST_DATABASE_URL';

export interface PostgresServer {
  /** The address of one database of the server (the superuser's own by default). */
  url(database?: string): string;
  stop(): Promise<void>;
}

function binDir(): string {
  const root = '/usr/lib/postgresql';
  const versions = existsSync(root) ? readdirSync(root).sort((a, b) => Number(b) - Number(a)) : [];
  for (const version of versions)
    if (existsSync(join(root, version, 'bin', 'postgres'))) return join(root, version, 'bin');
  try {
    return execFileSync('pg_config', ['--bindir'], { encoding: 'utf8' }).trim();
  } catch {
    throw new Error('PostgreSQL server binaries not found (/usr/lib/postgresql/*/bin or pg_config --bindir)');
  }
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });
}

const asRoot = process.getuid?.() === 0;
/** The command run as `nobody` when we are root (PostgreSQL refuses root). */
const unprivileged = (command: string, args: string[]): [string, string[]] =>
  asRoot
    ? ['setpriv', ['--reuid=nobody', '--regid=nogroup', '--clear-groups', command, ...args]]
    : [command, args];

function addressOf(port: number, database = 'postgres'): string {
  return `postgres://postgres:${TEST_PASSWORD}@127.0.0.1:${port}/${database}`;
}

async function waitReady(url: string, child: ChildProcess, log: () => string): Promise<void> {
  const deadline = Date.now() + 30_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`PostgreSQL exited at start:\n${log()}`);
    try {
      const db = openPostgres(url, { connectTimeoutMs: 1000, callTimeoutMs: 5000 });
      try {
        db.prepare('SELECT 1').get();
        return;
      } finally {
        db.close();
      }
    } catch (error) {
      if (Date.now() > deadline)
        throw new Error(`PostgreSQL did not accept connections: ${String(error)}\n${log()}`);
      await new Promise((r) => setTimeout(r, 200));
    }
  }
}

/** The existing server named by CARD_CONSOLE_TEST_DATABASE_URL, or a new one. */
export async function startPostgres(): Promise<PostgresServer> {
  const given = process.env[URL_VARIABLE];
  if (given) {
    return {
      url: (database) => {
        const url = new URL(given);
        if (database) url.pathname = `/${database}`;
        return url.toString();
      },
      stop: async () => undefined,
    };
  }
  const bin = binDir();
  const dir = mkdtempSync(join(tmpdir(), 'card-console-pg-'));
  chmodSync(dir, 0o755);
  const data = join(dir, 'data');
  const pwfile = join(dir, 'pw');
  writeFileSync(pwfile, `${TEST_PASSWORD}\n`);
  if (asRoot) for (const path of [dir, pwfile]) chownSync(path, 65534, 65534);
  const [initdb, initArgs] = unprivileged(join(bin, 'initdb'), [
    ...['-D', data, '-U', 'postgres', `--pwfile=${pwfile}`, '--auth=scram-sha-256'],
    ...['--no-sync', '-E', 'UTF8', '--locale=C'],
  ]);
  try {
    execFileSync(initdb, initArgs, { stdio: ['ignore', 'pipe', 'pipe'] });
  } catch (error) {
    rmSync(dir, { recursive: true, force: true });
    throw new Error(`initdb failed: ${String((error as { stderr?: Buffer }).stderr ?? error)}`);
  }
  const port = await freePort();
  const [postgres, args] = unprivileged(join(bin, 'postgres'), [
    ...['-D', data, '-p', String(port), '-k', dir, '-c', 'listen_addresses=127.0.0.1'],
    ...['-c', 'fsync=off', '-c', 'synchronous_commit=off', '-c', 'full_page_writes=off'],
    ...['-c', 'max_connections=200'],
  ]);
  const child = spawn(postgres, args, { stdio: ['ignore', 'pipe', 'pipe'] });
  let output = '';
  child.stdout?.on('data', (d: Buffer) => (output += d.toString()));
  child.stderr?.on('data', (d: Buffer) => (output += d.toString()));
  const stop = async (): Promise<void> => {
    if (child.exitCode === null) {
      const exited = new Promise((r) => child.once('exit', r));
      child.kill('SIGINT');
      await exited;
    }
    rmSync(dir, { recursive: true, force: true });
  };
  try {
    await waitReady(addressOf(port), child, () => output);
  } catch (error) {
    await stop();
    throw error;
  }
  return { url: (database) => addressOf(port, database), stop };
}

let made = 0;
let template: string | undefined;

/** A new, empty database on the server; its address. */
export function createDatabase(adminUrl: string, templateName?: string): string {
  const name = `t_${process.pid}_${++made}`;
  const admin = openPostgres(adminUrl);
  try {
    admin.exec(`CREATE DATABASE ${name}${templateName ? ` TEMPLATE ${templateName}` : ''}`);
  } finally {
    admin.close();
  }
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

/**
 * The database a test's sandbox opens: `:memory:` (SQLite), or with CARD_CONSOLE_TEST_ENGINE=postgres a fresh
 * PostgreSQL database, migrated, on the run's server.
 */
export function sandboxDatabase(): string {
  if (!onPostgres) return ':memory:';
  const adminUrl = serverAddress();
  if (!template) {
    const url = createDatabase(adminUrl);
    const db = openPostgres(url);
    try {
      migrate(db);
    } finally {
      db.close();
    }
    template = new URL(url).pathname.slice(1);
  }
  return createDatabase(adminUrl, template);
}

const seededTemplates = new Map<string, string>();

/**
 * On PostgreSQL, a fresh database already holding a seed, copied from a template that `seedInto` wrote once per
 * `key` in this process: a demo seed is thousands of round trips there, a copy is one statement. `key` names
 * everything the seed depends on, its clock included. On SQLite, `:memory:` (the core seeds it in milliseconds).
 */
export function seededSandboxDatabase(key: string, seedInto: (url: string) => void): string {
  if (!onPostgres) return ':memory:';
  let name = seededTemplates.get(key);
  if (!name) {
    const url = sandboxDatabase();
    seedInto(url);
    name = new URL(url).pathname.slice(1);
    seededTemplates.set(key, name);
  }
  return createDatabase(serverAddress(), name);
}

function serverAddress(): string {
  const adminUrl = process.env[URL_VARIABLE];
  if (!adminUrl) throw new Error(`CARD_CONSOLE_TEST_ENGINE=postgres: no server (${URL_VARIABLE} is not set)`);
  return adminUrl;
}

/** Global setup of the unit project: with CARD_CONSOLE_TEST_ENGINE=postgres, one server for the whole run. */
export default async function setup(): Promise<(() => Promise<void>) | undefined> {
  if (process.env.CARD_CONSOLE_TEST_ENGINE !== 'postgres' || process.env[URL_VARIABLE]) return undefined;
  const server = await startPostgres();
  process.env[URL_VARIABLE] = server.url();
  return () => server.stop();
}
