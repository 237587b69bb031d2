// Bundles the console entry with esbuild: start-up time is a feature for a console opened many
// times a day. `--if-needed` skips the build when the bundle is newer than every source file.
import { build } from 'esbuild';
import { readdirSync, statSync, existsSync } from 'node:fs';
import { join, dirname } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const outfile = join(root, 'dist', 'card-console.js');

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

await build({
  entryPoints: [join(root, 'src', 'cli', 'main.ts')],
  outfile,
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20.18',
  sourcemap: 'linked',
  // Native and heavy server-side modules stay external: they are loaded lazily, only by the sandbox.
  external: ['better-sqlite3', 'fastify', '@fastify/*', 'fastify-type-provider-zod', 'react-devtools-core'],
  banner: { js: "import { createRequire as __ccCreateRequire } from 'node:module'; const require = __ccCreateRequire(import.meta.url);" },
  define: { 'process.env.NODE_ENV': '"production"' },
  logLevel: 'warning',
});
