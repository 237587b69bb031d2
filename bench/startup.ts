// Start-up time: from process start to the first frame showing account rows from a running
// sandbox, against the same harness timing an Ink hello-world bundle. Each run gets a real pty
// through script(1); timing stops when the expected text appears in the terminal output.
import { spawn } from 'node:child_process';
import {
  cpSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  rmSync,
  symlinkSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { build } from 'esbuild';
import { binary, getJson, median, root, startSandboxProcess } from './lib.js';

const RUNS = 11;

function shellQuote(value: string): string {
  return `'${value.replace(/'/g, `'\\''`)}'`;
}

export interface TimeToTextOptions {
  timeoutMs?: number;
  /** Set in the child's environment (e.g. XDG_CACHE_HOME). */
  env?: Record<string, string>;
  /** How long the process may go on after the text appeared before it is killed. */
  lingerMs?: number;
}

/** Milliseconds from spawn until `expect` shows up in the pty output; the process is then killed. */
export function timeToText(
  command: string[],
  expect: string,
  options: TimeToTextOptions = {},
): Promise<number> {
  const { timeoutMs = 20_000, env = {}, lingerMs = 0 } = options;
  return new Promise((resolve, reject) => {
    const inner = `stty rows 40 cols 120; exec ${command.map(shellQuote).join(' ')}`;
    const started = performance.now();
    const child = spawn('script', ['-qfec', inner, '/dev/null'], {
      stdio: ['pipe', 'pipe', 'ignore'],
      env: {
        ...process.env,
        NO_COLOR: '1',
        CI: 'false',
        TERM: 'xterm-256color',
        XDG_CONFIG_HOME: '/nonexistent-config',
        ...env,
      },
    });
    let seen = '';
    let found = false;
    const timer = setTimeout(() => {
      child.kill('SIGKILL');
      reject(new Error(`"${expect}" did not appear within ${timeoutMs} ms; output: ${seen.slice(-500)}`));
    }, timeoutMs);
    // The program goes on drawing after the text showed (for `lingerMs`, and until the kill lands):
    // only the first sighting stops the clock and arranges the one exit; later chunks are drained.
    child.stdout.on('data', (chunk: Buffer) => {
      if (found) return;
      seen += chunk.toString('utf8');
      if (!seen.includes(expect)) return;
      found = true;
      const elapsed = performance.now() - started;
      clearTimeout(timer);
      child.once('exit', () => resolve(elapsed));
      setTimeout(() => child.kill('SIGTERM'), lingerMs);
    });
  });
}

async function bareInkBundle(): Promise<string> {
  const dir = join(root, '.tmp');
  mkdirSync(dir, { recursive: true });
  const source = join(dir, 'hello-ink.mjs');
  writeFileSync(
    source,
    `import React from 'react';\nimport { render, Text } from 'ink';\nrender(React.createElement(Text, null, 'Hello from Ink'));\n`,
  );
  const outdir = join(dir, 'hello-ink');
  // Split like the real bundle: Ink's devtools chunk (react-devtools-core) loads only when DEV=true.
  await build({
    entryPoints: { hello: source },
    outdir,
    splitting: true,
    outExtension: { '.js': '.mjs' },
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20.18',
    external: ['react-devtools-core'],
    absWorkingDir: root,
    nodePaths: [join(root, 'node_modules')],
    banner: {
      js: "import { createRequire as __r } from 'node:module'; const require = __r(import.meta.url);",
    },
    define: { 'process.env.NODE_ENV': '"production"' },
    logLevel: 'warning',
  });
  return join(outdir, 'hello.mjs');
}

const codeCacheOf = (xdg: string) => join(xdg, 'card-console', 'compile-cache');

/**
 * Gives the console in `xdg` its code cache (src/cli/launch/code-cache.ts) as a second start has it:
 * one start that stays a moment after its first frame, when the console writes the cache.
 */
export async function warmCodeCache(command: string[], expect: string, xdg: string): Promise<void> {
  await timeToText(command, expect, { env: { XDG_CACHE_HOME: xdg }, lingerMs: 1_000 });
  if (!existsSync(codeCacheOf(xdg)) || readdirSync(codeCacheOf(xdg)).length === 0)
    throw new Error(`the console wrote no code cache in ${codeCacheOf(xdg)}`);
}

/** Copies the code cache of `from` into `to` (both XDG_CACHE_HOME directories), and nothing else. */
export function copyCodeCache(from: string, to: string): void {
  cpSync(codeCacheOf(from), codeCacheOf(to), { recursive: true });
}

/**
 * The installed console without the build's seed cache (as on a Node other than the one that built
 * it): bin/ and dist/ copied beside a link to node_modules, dist/compile-cache/ left out.
 */
function installWithoutSeed(scratch: string): string {
  const copy = join(scratch, 'no-seed');
  cpSync(join(root, 'bin'), join(copy, 'bin'), { recursive: true });
  cpSync(join(root, 'dist'), join(copy, 'dist'), {
    recursive: true,
    filter: (path) => !path.includes('compile-cache'),
  });
  cpSync(join(root, 'package.json'), join(copy, 'package.json'));
  symlinkSync(join(root, 'node_modules'), join(copy, 'node_modules'));
  return join(copy, 'bin', 'card-console.js');
}

type StartupFigures = Record<
  | 'startup_ms'
  | 'startup_first_ms'
  | 'startup_cold_ms'
  | 'startup_bare_ink_ms'
  | 'startup_ratio'
  | 'startup_first_ratio'
  | 'startup_cold_ratio',
  number
>;

export async function benchStartup(): Promise<StartupFigures> {
  const sandbox = await startSandboxProcess(['--seed', 'demo']);
  try {
    const m = sandbox.merchants[0]!;
    const accounts = await getJson<{ items: { name: string }[] }>(`${sandbox.baseUrl}/api/v2/accounts`, {
      'x-api-token': m.apiToken,
    });
    const name = accounts.items[0]!.name;
    const consoleCommand = [
      process.execPath,
      binary,
      '--base-url',
      sandbox.baseUrl,
      '--org',
      m.orgId,
      '--api-key',
      m.apiKey,
      '--api-token',
      m.apiToken,
    ];
    const hello = [process.execPath, await bareInkBundle()];
    // The console as a user meets it: from the second start on (its code cache written by the
    // first); on the first start after a build (the build's seed cache only); and cold, as on a
    // Node other than the one that built it (no cache at all).
    const runs = { warm: [] as number[], first: [] as number[], cold: [] as number[], ink: [] as number[] };
    const scratch = mkdtempSync(join(tmpdir(), 'bench-startup-'));
    const warm = join(scratch, 'warm');
    const coldCommand = [process.execPath, installWithoutSeed(scratch), ...consoleCommand.slice(2)];
    await warmCodeCache(consoleCommand, name, warm);
    // Interleaved so that machine noise hits every side alike.
    for (let i = 0; i < RUNS; i++) {
      runs.ink.push(await timeToText(hello, 'Hello from Ink'));
      runs.warm.push(await timeToText(consoleCommand, name, { env: { XDG_CACHE_HOME: warm } }));
      runs.first.push(
        await timeToText(consoleCommand, name, { env: { XDG_CACHE_HOME: join(scratch, `first-${i}`) } }),
      );
      runs.cold.push(
        await timeToText(coldCommand, name, { env: { XDG_CACHE_HOME: join(scratch, `cold-${i}`) } }),
      );
    }
    rmSync(scratch, { recursive: true, force: true });
    const [startup, first, cold, bare] = [
      median(runs.warm),
      median(runs.first),
      median(runs.cold),
      median(runs.ink),
    ];
    const ratio = (ms: number) => Number((ms / bare).toFixed(2));
    return {
      startup_ms: Math.round(startup),
      startup_first_ms: Math.round(first),
      startup_cold_ms: Math.round(cold),
      startup_bare_ink_ms: Math.round(bare),
      startup_ratio: ratio(startup),
      startup_first_ratio: ratio(first),
      startup_cold_ratio: ratio(cold),
    };
  } finally {
    await sandbox.stop();
  }
}
