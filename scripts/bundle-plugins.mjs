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

/**
 * undici's HTTP/1 and HTTP/2 clients require two modules only on paths the console never takes: the
 * fetch body machinery (FormData/Blob request bodies: ~100 KB with webidl and the fetch utilities)
 * and the non-SIMD llhttp build (71 KB of base64, for CPUs without WebAssembly SIMD). Bundled, they
 * sit in the chunk every start-up parses; left as requires of the installed package, they load
 * from node_modules on the rare run that needs them.
 * @type {import('esbuild').Plugin}
 */
export const undiciRarePathsPlugin = {
  name: 'undici-rare-paths',
  setup(build) {
    const dispatcherDir = `${sep}${join('node_modules', 'undici', 'lib', 'dispatcher')}${sep}`;
    const rare = new Map([['../web/fetch/body.js', 'undici/lib/web/fetch/body.js'], ['../llhttp/llhttp-wasm.js', 'undici/lib/llhttp/llhttp-wasm.js']]);
    build.onResolve({ filter: /^\.\.\/(web\/fetch\/body|llhttp\/llhttp-wasm)\.js$/ }, (args) =>
      (args.importer.includes(dispatcherDir) && /client-h[12]\.js$/.test(args.importer) ? { path: rare.get(args.path), external: true } : undefined));
  },
};

/**
 * Yoga's Emscripten loader reads its WebAssembly from a base64 data: URL through `fetch` when fetch
 * exists: in Node that initialises the built-in undici's fetch and percent-decodes ~100 KB in
 * JavaScript before the first frame. Its own fallback (atob into bytes) yields the same bytes
 * without either. The loader is left untouched if its text ever differs.
 * @type {import('esbuild').Plugin}
 */
export const yogaWithoutFetchPlugin = {
  name: 'yoga-without-fetch',
  setup(build) {
    build.onLoad({ filter: /[\\/]yoga-layout[\\/]dist[\\/]binaries[\\/]yoga-wasm-base64-esm\.js$/ }, async (args) => {
      const { readFile } = await import('node:fs/promises');
      const source = await readFile(args.path, 'utf8');
      const probe = '"function"!=typeof fetch';
      if (!source.includes(probe)) return undefined;
      return { contents: source.split(probe).join('true'), loader: 'js' };
    });
  },
};

/** Everything the console bundle is built with. */
export const consolePlugins = [inkOutputPlugin, zodEnglishOnlyPlugin, undiciRarePathsPlugin, yogaWithoutFetchPlugin];
