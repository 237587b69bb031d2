#!/usr/bin/env node
// Thin launcher: the real entry is the esbuild bundle (fast start-up); see scripts/build.mjs.
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

const bundle = new URL('../dist/card-console.js', import.meta.url);
if (!existsSync(fileURLToPath(bundle))) {
  process.stderr.write('card-console: the bundle is missing; run `npm run build` first.\n');
  process.exit(70);
}
await import(bundle.href);
