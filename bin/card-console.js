#!/usr/bin/env node
// Thin launcher: the real entry is the esbuild bundle (fast start-up); see scripts/build.mjs. The
// bundle is one script compiled with V8's code cache of the last start (src/cli/launch/code-cache.ts).
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

const bundle = fileURLToPath(new URL('../dist/card-console.cjs', import.meta.url));
const launcher = new URL('../dist/launcher.js', import.meta.url);
if (!existsSync(bundle) || !existsSync(fileURLToPath(launcher))) {
  process.stderr.write('card-console: the bundle is missing; run `npm run build` first.\n');
  process.exit(70);
}
const { launch } = await import(launcher.href);
launch(bundle, process.argv.slice(2));
