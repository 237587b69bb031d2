// Measured sides of benchmarks run as bundled child processes (esbuild, production React, the
// console bundle's plugins) so tsx and vitest overhead is not counted.
import { spawn } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { root } from './lib.js';

/** Bundles `await <exportName>(process.argv.slice(2))` from `modulePath` into `.tmp/bench-<name>/out/<name>.mjs`. */
export async function bundleChild(name: string, modulePath: string, exportName: string): Promise<string> {
  const { build } = await import('esbuild');
  // The console bundle's frame builder (scripts/build.mjs), so the child measures the shipped code.
  const { consolePlugins } = await import('../scripts/bundle-plugins.mjs');
  const dir = join(root, '.tmp', `bench-${name}`);
  mkdirSync(dir, { recursive: true });
  const entry = join(dir, 'entry.ts');
  writeFileSync(
    entry,
    `import { ${exportName} } from ${JSON.stringify(modulePath)};\nawait ${exportName}(process.argv.slice(2));\n`,
  );
  await build({
    entryPoints: { [name]: entry },
    outdir: join(dir, 'out'),
    splitting: true,
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20.18',
    outExtension: { '.js': '.mjs' },
    external: ['react-devtools-core', 'esbuild', 'better-sqlite3'],
    absWorkingDir: root,
    banner: {
      js: "import { createRequire as __r } from 'node:module'; const require = __r(import.meta.url);",
    },
    define: { 'process.env.NODE_ENV': '"production"' },
    plugins: consolePlugins,
    logLevel: 'warning',
  });
  return join(dir, 'out', `${name}.mjs`);
}

/** Runs a bundled child with --expose-gc; resolves with the JSON line it prints. */
export function runChild<T>(
  bundle: string,
  args: string[] = [],
  env: Record<string, string> = {},
): Promise<T> {
  return new Promise((resolve, reject) => {
    // stderr is kept for failures only: Ink shows the cursor there on exit.
    const child = spawn(process.execPath, ['--expose-gc', bundle, ...args], {
      stdio: ['ignore', 'pipe', 'pipe'],
      env: { ...process.env, CI: 'false', FORCE_COLOR: '1', ...env },
    });
    let out = '';
    let err = '';
    child.stdout.on('data', (d: Buffer) => (out += d.toString()));
    child.stderr.on('data', (d: Buffer) => (err += d.toString()));
    child.once('exit', (code) =>
      code === 0 ? resolve(JSON.parse(out) as T) : reject(new Error(`${bundle} exited ${code}: ${err}`)),
    );
  });
}
