#!/usr/bin/env node
// Thin launcher: the real entry is the esbuild bundle (fast start-up); see scripts/build.mjs.
import { existsSync, mkdirSync } from 'node:fs';
import module from 'node:module';
import { homedir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const bundle = new URL('../dist/card-console.js', import.meta.url);
if (!existsSync(fileURLToPath(bundle))) {
  process.stderr.write('card-console: the bundle is missing; run `npm run build` first.\n');
  process.exit(70);
}

/** Beside the card index, in `$XDG_CACHE_HOME/card-console` (else `~/.cache/card-console`), made 0700 as the index wants it. */
function compileCacheDir(env) {
  const xdg = env.XDG_CACHE_HOME;
  const ours = join(xdg && xdg.startsWith('/') ? xdg : join(env.HOME ?? homedir(), '.cache'), 'card-console');
  mkdirSync(ours, { recursive: true, mode: 0o700 });
  return join(ours, 'compile-cache');
}

// Node 22.1 and later keep V8's compiled code of the bundle between runs (about 15 ms of each
// start on Node 24); older Node has no such cache and starts as before. The cache holds code only.
// A cache that cannot be written (a read-only home) only costs that saving.
try {
  if (module.enableCompileCache) module.enableCompileCache(compileCacheDir(process.env));
} catch {
  // Start without it.
}
await import(bundle.href);
