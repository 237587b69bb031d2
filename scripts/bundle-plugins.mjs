// esbuild plugins for the console bundle (scripts/build.mjs), shared with the keypress benchmark,
// which must measure the code that ships.
import { join, dirname, sep } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');

/**
 * Bundles src/tui/terminal-output.ts in place of Ink's internal Output class (ink/build/output.js),
 * which rebuilds the whole frame cell by cell on every render.
 * @type {import('esbuild').Plugin}
 */
export const inkOutputPlugin = {
  name: 'ink-output',
  setup(build) {
    const inkRenderer = `${sep}${join('node_modules', 'ink', 'build', 'renderer.js')}`;
    const replacement = join(root, 'src', 'tui', 'terminal-output.ts');
    build.onResolve({ filter: /^\.\/output\.js$/ }, (args) => (args.importer.endsWith(inkRenderer) ? { path: replacement } : undefined));
  },
};

/**
 * zod re-exports all of its ~60 message locales (`z.locales`), ~400 KB that every start-up parses.
 * We use only the default English messages (which zod imports on its own): `z.locales` keeps `en`.
 * @type {import('esbuild').Plugin}
 */
export const zodEnglishOnlyPlugin = {
  name: 'zod-english-only',
  setup(build) {
    const zodDir = `${sep}${join('node_modules', 'zod', 'v4')}${sep}`;
    build.onResolve({ filter: /^\.\.\/locales\/index\.js$/ }, (args) =>
      (args.importer.includes(zodDir) ? { path: join(dirname(args.importer), '..', 'locales', 'en.js'), namespace: 'zod-locales' } : undefined));
    build.onLoad({ filter: /.*/, namespace: 'zod-locales' }, (args) => ({
      contents: `export { default as en } from ${JSON.stringify(args.path)};\n`,
      resolveDir: dirname(args.path),
    }));
  },
};

/** Everything the console bundle is built with. */
export const consolePlugins = [inkOutputPlugin, zodEnglishOnlyPlugin];
