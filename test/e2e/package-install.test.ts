// Installable as a package: `npm pack` (which builds the bundle in prepack) ships only what runs,
// and the tarball installed into an empty prefix (as on a bastion, without dependencies' install
// scripts, as npm 11 does on a global install) answers --version and --help, opens the console
// against a remote service with no better-sqlite3 at all, and for the sandbox either says exactly
// what to run or, once the native module is built, serves.
import { execFileSync, spawn } from 'node:child_process';
import { createRequire } from 'node:module';
import {
  copyFileSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  renameSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createInterface } from 'node:readline';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inProcessSandbox, isolatedHomes, ROOT as root, Terminal, type E2eSandbox } from './harness.js';

const version = (JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')) as { version: string }).version;
const work = mkdtempSync(join(tmpdir(), 'cc-pack-'));
const prefix = join(work, 'prefix');
const installed = join(prefix, 'lib', 'node_modules', 'card-console');
// The installed command (not the checkout's launcher), run by hand below.
const binary = join(prefix, 'bin', 'card-console');
const homes = isolatedHomes();

/** npm's own variables from an enclosing `npm test` must not steer the install. */
function cleanEnv(extra: Record<string, string> = {}): NodeJS.ProcessEnv {
  const env = Object.fromEntries(
    Object.entries(process.env).filter(([k]) => !k.toLowerCase().startsWith('npm_')),
  );
  return { ...env, ...homes.env, ...extra };
}

function npm(args: string[], cwd: string): string {
  const npmHome = process.env.HOME ?? homes.dir; // the npm cache of the user running the tests
  return execFileSync('npm', args, {
    cwd,
    env: { ...cleanEnv(), HOME: npmHome },
    encoding: 'utf8',
    stdio: ['ignore', 'pipe', 'pipe'],
    timeout: 180_000,
  });
}

function run(args: string[]): { status: number; stdout: string; stderr: string } {
  try {
    const stdout = execFileSync(process.execPath, [binary, ...args], {
      env: cleanEnv(),
      encoding: 'utf8',
      stdio: ['ignore', 'pipe', 'pipe'],
      timeout: 30_000,
    });
    return { status: 0, stdout, stderr: '' };
  } catch (error) {
    const e = error as { status: number; stdout: string; stderr: string };
    return { status: e.status, stdout: e.stdout, stderr: e.stderr };
  }
}

/** Starts `card-console sandbox --json` from the install and resolves with its one JSON line. */
function startInstalledSandbox(): { child: ReturnType<typeof spawn>; line: Promise<string> } {
  const child = spawn(process.execPath, [binary, 'sandbox', '--json', '--db', ':memory:', '--port', '0'], {
    env: cleanEnv(),
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const line = new Promise<string>((resolve, reject) => {
    let err = '';
    child.stderr?.on('data', (chunk: Buffer) => (err += chunk.toString()));
    createInterface({ input: child.stdout! }).once('line', resolve);
    child.once('exit', (code) => reject(new Error(`sandbox exited ${code}: ${err}`)));
  });
  return { child, line };
}

let files: string[] = [];

/** Node >= 22.13 has SQLite built in: there the sandbox serves even without better-sqlite3's build. */
const builtinSqlite = (() => {
  try {
    createRequire(import.meta.url)('node:sqlite');
    return true;
  } catch {
    return false;
  }
})();

/** Starts the installed sandbox, checks that it serves, and stops it. */
async function expectInstalledSandboxServes(): Promise<void> {
  const { child, line } = startInstalledSandbox();
  try {
    const info = JSON.parse(await line) as { baseUrl: string; merchants: { apiToken: string }[] };
    const response = await fetch(`${info.baseUrl}/api/v2/accounts`, {
      headers: { 'x-api-token': info.merchants[0]!.apiToken },
    });
    expect(response.status).toBe(200);
  } finally {
    if (child.exitCode === null && child.signalCode === null) {
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGTERM');
      expect(await exited).toBe(0);
    }
  }
}

/** Without better-sqlite3's native build: Node's built-in SQLite serves, or the error says what to run. */
async function expectSandboxWithoutNativeBuild(): Promise<void> {
  if (builtinSqlite) return expectInstalledSandboxServes();
  const result = run(['sandbox', '--json', '--db', ':memory:', '--port', '0']);
  expect(result.status).toBe(1);
  expect(result.stdout).toBe('');
  expect(result.stderr).toContain('SQLite is not available');
  expect(result.stderr).toContain(`cd '${installed}' && npm rebuild better-sqlite3`);
  expect(result.stderr).toContain('--allow-scripts=better-sqlite3');
  expect(result.stderr).not.toMatch(/\n\s+at /);
}

beforeAll(() => {
  const [packed] = JSON.parse(npm(['pack', '--json', '--pack-destination', work], root)) as {
    filename: string;
    files: { path: string }[];
  }[];
  files = packed!.files.map((f) => f.path);
  // From the npm cache when it has everything (CI ran npm ci); the network only for what it lacks.
  npm(
    [
      'install',
      '--global',
      '--prefix',
      prefix,
      '--prefer-offline',
      '--ignore-scripts',
      '--no-audit',
      '--no-fund',
      join(work, packed!.filename),
    ],
    work,
  );
}, 240_000);
afterAll(() => rmSync(work, { recursive: true, force: true }));

describe('the package', () => {
  it('ships the launcher, the bundle, the README and the documents it links to, the manifest: no sources, tests or maps', () => {
    expect(files).toContain('bin/card-console.js');
    // The README links to docs/: an installed package keeps those links whole.
    expect(files).toContain('docs/keys.md');
    expect(files).toContain('docs/scripting.md');
    expect(files).toContain('dist/card-console.cjs');
    expect(files).toContain('dist/launcher.js');
    expect(
      files.filter(
        (f) =>
          !/^(bin\/card-console\.js|dist\/card-console\.cjs|dist\/launcher\.js|README\.md|docs\/[a-z-]+\.md|fixtures\/[a-z0-9-]+\.json|package\.json)$/.test(
            f,
          ),
      ),
    ).toEqual([]);
  });

  it('answers --version and --help from a global install without sources', () => {
    expect(run(['--version'])).toEqual({ status: 0, stdout: `card-console ${version}\n`, stderr: '' });
    const help = run(['--help']);
    expect(help.status).toBe(0);
    expect(help.stdout).toContain('Usage:');
    expect(help.stdout).toContain('--api-key-file FILE');
  });

  it('warns once on stderr when a secret is given on the command line, and never prints it', () => {
    const result = run(['--base-url', 'https://api.example.com', '--org', 'o1', '--api-key', 'sk_on_argv_7']);
    expect(result.status).not.toBe(0); // no terminal here: the console refuses to start
    expect(
      result.stderr.match(/warning: --api-key on the command line is visible to other users/g),
    ).toHaveLength(1);
    expect(result.stderr).not.toContain('sk_on_argv_7');
  });

  it(`without the native build, \`sandbox --json\` ${builtinSqlite ? 'serves on node:sqlite' : 'says what to run instead of a stack trace'}`, async () => {
    await expectSandboxWithoutNativeBuild();
  });
});

describe('the console from the package against a remote service, with no better-sqlite3 installed', () => {
  let sandbox: E2eSandbox;
  const away = `${join(installed, 'node_modules', 'better-sqlite3')}.away`;

  beforeAll(async () => {
    sandbox = await inProcessSandbox();
    renameSync(join(installed, 'node_modules', 'better-sqlite3'), away);
  });
  afterAll(() => renameSync(away, join(installed, 'node_modules', 'better-sqlite3')));

  it('opens and shows the accounts', async () => {
    const m = sandbox.merchant;
    const tokenFile = join(work, 'token');
    writeFileSync(tokenFile, `${m.apiToken}\n`, { mode: 0o600 });
    const accounts = (await (
      await fetch(`${sandbox.baseUrl}/api/v2/accounts`, { headers: { 'x-api-token': m.apiToken } })
    ).json()) as { items: { name: string }[] };
    const term = Terminal.start({
      command: `${process.execPath} ${binary} --base-url ${sandbox.baseUrl} --api-token-file ${tokenFile} --no-listen`,
      env: { CI: 'false', NO_COLOR: '1', ...homes.env },
      cols: 120,
      rows: 40,
    });
    await term.waitFor((s) => accounts.items.every((a) => s.includes(a.name)));
    term.keys('q');
    expect(await term.waitForExit()).toBe(0);
  });

  it(`and \`sandbox\` ${builtinSqlite ? 'serves on node:sqlite' : 'names the missing module the same way'}`, async () => {
    await expectSandboxWithoutNativeBuild();
  });
});

describe('the sandbox from the package once better-sqlite3 is built', () => {
  it('`sandbox --json` prints its address and credentials and serves', async () => {
    // What `npm rebuild better-sqlite3` produces: this checkout's build, made for the Node running the tests.
    const release = join(installed, 'node_modules', 'better-sqlite3', 'build', 'Release');
    mkdirSync(release, { recursive: true });
    copyFileSync(
      join(root, 'node_modules', 'better-sqlite3', 'build', 'Release', 'better_sqlite3.node'),
      join(release, 'better_sqlite3.node'),
    );
    await expectInstalledSandboxServes();
  });
});
