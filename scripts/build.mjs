// Bundles the console entry with esbuild: start-up time is a feature for a console opened many
// times a day. `--if-needed` skips the build when the bundle is newer than every source file.
import { build } from 'esbuild';
import { readdirSync, readFileSync, renameSync, rmSync, statSync, existsSync } from 'node:fs';
import { join, dirname } from 'node:path';
import { fileURLToPath } from 'node:url';
import { consolePlugins } from './bundle-plugins.mjs';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const outdir = join(root, 'dist');
const outfile = join(outdir, 'card-console.js');
const pkg = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8'));

function newestMtime(dir) {
  let newest = 0;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    newest = Math.max(newest, entry.isDirectory() ? newestMtime(path) : statSync(path).mtimeMs);
  }
  return newest;
}

if (process.argv.includes('--if-needed') && existsSync(outfile)) {
  const sources = Math.max(newestMtime(join(root, 'src')), statSync(join(root, 'package.json')).mtimeMs);
  if (statSync(outfile).mtimeMs >= sources) process.exit(0);
}

// Built beside dist/ and swapped in: a build running at the same moment as another (or as a test
// that runs the bundle) never sees a half-written or deleted dist/.
const staging = `${outdir}.build-${process.pid}`;
rmSync(staging, { recursive: true, force: true });
await build({
  entryPoints: { 'card-console': join(root, 'src', 'cli', 'main.ts') },
  outdir: staging,
  // Code splitting keeps start-up lazy: the sandbox and the console UI load only when used.
  splitting: true,
  chunkNames: 'chunks/[name]-[hash]',
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20.18',
  sourcemap: 'linked',
  // Native and heavy server-side modules stay external: they are loaded lazily, only by the sandbox.
  external: ['better-sqlite3', 'fastify', '@fastify/*', 'fastify-type-provider-zod', 'react-devtools-core'],
  banner: { js: "import { createRequire as __ccCreateRequire } from 'node:module'; const require = __ccCreateRequire(import.meta.url);" },
  define: { 'process.env.NODE_ENV': '"production"', __CARD_CONSOLE_VERSION__: JSON.stringify(pkg.version) },
  // Ink's frame builder replaced by one that redraws only changed rows; zod without its 60 locales.
  plugins: consolePlugins,
  logLevel: 'warning',
});

const retired = `${outdir}.old-${process.pid}`;
if (existsSync(outdir)) renameSync(outdir, retired);
renameSync(staging, outdir);
rmSync(retired, { recursive: true, force: true });
