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
    build.onResolve({ filter: /^\.\/output\.js$/ }, (args) =>
      args.importer.endsWith(inkRenderer) ? { path: replacement } : undefined,
    );
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
      args.importer.includes(zodDir)
        ? { path: join(dirname(args.importer), '..', 'locales', 'en.js'), namespace: 'zod-locales' }
        : undefined,
    );
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
    const rare = new Map([
      ['../web/fetch/body.js', 'undici/lib/web/fetch/body.js'],
      ['../llhttp/llhttp-wasm.js', 'undici/lib/llhttp/llhttp-wasm.js'],
    ]);
    build.onResolve({ filter: /^\.\.\/(web\/fetch\/body|llhttp\/llhttp-wasm)\.js$/ }, (args) =>
      args.importer.includes(dispatcherDir) && /client-h[12]\.js$/.test(args.importer)
        ? { path: rare.get(args.path), external: true }
        : undefined,
    );
  },
};

/** `source` with `from` replaced by `to`; the build fails, naming `what`, when `from` is not there once. */
function patchOnce(source, from, to, what) {
  const at = source.indexOf(from);
  if (at < 0 || source.indexOf(from, at + 1) >= 0)
    throw new Error(
      `${what}: the text to patch is not there exactly once; the package changed, revisit scripts/bundle-plugins.mjs`,
    );
  return source.slice(0, at) + to + source.slice(at + from.length);
}

/**
 * Yoga starts with a top-level `await` (its WebAssembly instantiated asynchronously), which a
 * script cannot hold: the bundle is one CommonJS script so that V8 can cache its compiled code
 * (src/cli/launch/code-cache.ts). Emscripten's `instantiateWasm` hook lets the loader be given an
 * instance made synchronously from the same bytes, and then it initialises synchronously too. The
 * loader's own `fetch` path (which would start the built-in undici's fetch) is never taken.
 * @type {import('esbuild').Plugin}
 */
export const yogaSyncPlugin = {
  name: 'yoga-sync',
  setup(build) {
    build.onLoad({ filter: /[\\/]yoga-layout[\\/]dist[\\/]src[\\/]index\.js$/ }, async (args) => {
      const { readFile } = await import('node:fs/promises');
      const source = await readFile(args.path, 'utf8');
      const contents = patchOnce(
        source,
        'const Yoga = wrapAssembly(await loadYoga());',
        `const emscripten = {
  instantiateWasm(imports, receive, dataUrl) {
    const bytes = Buffer.from(dataUrl.slice(dataUrl.indexOf(',') + 1), 'base64');
    receive(new WebAssembly.Instance(new WebAssembly.Module(bytes), imports));
    return {};
  },
};
loadYoga(emscripten);
if (emscripten.calledRun !== true) throw new Error('Yoga did not initialise synchronously');
const Yoga = wrapAssembly(emscripten);`,
        'yoga-layout/dist/src/index.js',
      );
      return { contents, loader: 'js' };
    });
    build.onLoad(
      { filter: /[\\/]yoga-layout[\\/]dist[\\/]binaries[\\/]yoga-wasm-base64-esm\.js$/ },
      async (args) => {
        const { readFile } = await import('node:fs/promises');
        const what = 'yoga-layout/dist/binaries/yoga-wasm-base64-esm.js';
        let source = await readFile(args.path, 'utf8');
        // The hook is also given the module's bytes (the data: URL the loader would fetch).
        source = patchOnce(source, 'h.instantiateWasm(d,\na)', 'h.instantiateWasm(d,\na,H)', what);
        // Used only to locate a .wasm file beside the script, which this build never has.
        source = patchOnce(source, 'var _scriptDir = import.meta.url;', 'var _scriptDir = undefined;', what);
        return { contents: source, loader: 'js' };
      },
    );
  },
};

/**
 * Ink's reconciler awaits two imports at its top level, both only when DEV=true (React DevTools,
 * and its own package.json for the DevTools' name). A script cannot hold a top-level `await`; the
 * bundle leaves React DevTools out, so DEV=true starts the console as any other start.
 * @type {import('esbuild').Plugin}
 */
export const inkWithoutDevtoolsPlugin = {
  name: 'ink-without-devtools',
  setup(build) {
    build.onLoad({ filter: /[\\/]ink[\\/]build[\\/]reconciler\.js$/ }, async (args) => {
      const { readFile } = await import('node:fs/promises');
      const what = 'ink/build/reconciler.js';
      let source = await readFile(args.path, 'utf8');
      const start = source.indexOf("if (isDev()) {\n    try {\n        await import('./devtools.js');");
      const end = source.indexOf('const diff = (before, after) => {');
      if (start < 0 || end < start)
        throw new Error(
          `${what}: the DevTools import is not where it was; revisit scripts/bundle-plugins.mjs`,
        );
      source = source.slice(0, start) + source.slice(end);
      source = patchOnce(
        source,
        'const packageJson = isDev()\n    ? await loadPackageJson()\n    : {',
        'const packageJson = {',
        what,
      );
      return { contents: source, loader: 'js' };
    });
  },
};

/**
 * `source` with its module-level `const NAME = EXPR;` declarations whose EXPR `costly` matches made lazy:
 * EXPR is evaluated on NAME's first use instead of when the module loads. Each name must be private
 * to the module (used only as a plain identifier), as the string-width tables below are.
 */
export function lazyConstants(source, costly, what) {
  const declarations = [...source.matchAll(/^const (\w+) = (.+);$/gm)].filter(([, , expr]) => costly(expr));
  if (declarations.length === 0)
    throw new Error(
      `${what}: no costly table to defer; the package changed, revisit scripts/bundle-plugins.mjs`,
    );
  let out = source;
  for (const [line, name, expr] of declarations) {
    const getter = `${name}$lazy`;
    out = out.replace(line, () => '\0');
    out = out.replace(new RegExp(`\\b${name}\\b(?!\\$)`, 'g'), () => `${getter}()`);
    out = out.replace('\0', () => `let ${name}$value;\nconst ${getter} = () => (${name}$value ??= ${expr});`);
  }
  return out;
}

/**
 * Ink's text measuring and slicing (string-width, two versions bundled; slice-ansi; ansi-tokenize)
 * build an Intl.Segmenter, and string-width a `\\p{RGI_Emoji}` expression, when they load: ~25 ms
 * for the segmenter's ICU data and ~50 ms to parse the emoji set, paid by every start although the
 * first frame is plain ASCII, which these modules' own fast paths handle without them. They are
 * built on the first text that needs them.
 * @type {import('esbuild').Plugin}
 */
export const lazyTextTablesPlugin = {
  name: 'lazy-text-tables',
  setup(build) {
    const filter =
      /[\\/](string-width[\\/]index|slice-ansi[\\/]tokenize-ansi|@alcalzone[\\/]ansi-tokenize[\\/]build[\\/]tokenize)\.js$/;
    build.onLoad({ filter }, async (args) => {
      const { readFile } = await import('node:fs/promises');
      const source = await readFile(args.path, 'utf8');
      const costly = (expr) => expr.startsWith('new Intl.Segmenter(') || expr.includes('\\p{RGI_Emoji}');
      return { contents: lazyConstants(source, costly, args.path), loader: 'js' };
    });
  },
};

/** Everything the console bundle is built with. */
export const consolePlugins = [
  inkOutputPlugin,
  zodEnglishOnlyPlugin,
  undiciRarePathsPlugin,
  yogaSyncPlugin,
  inkWithoutDevtoolsPlugin,
  lazyTextTablesPlugin,
];
