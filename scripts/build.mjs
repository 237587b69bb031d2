// Bundles the console entry with esbuild: start-up time is a feature for a console opened many
// times a day. `--if-needed` skips the build when the bundle is newer than every source file.
import { build } from 'esbuild';
import { createHash } from 'node:crypto';
import {
  existsSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  renameSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import { join, dirname } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { consolePlugins } from './bundle-plugins.mjs';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const outdir = join(root, 'dist');
const outfile = join(outdir, 'card-console.cjs');
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
mkdirSync(staging, { recursive: true });

// Replaced by the hash of the bundle's text, same length, so the source map stays true.
const BUILD_ID_PLACEHOLDER = '0'.repeat(32);

// One CommonJS script, not ES modules: the launcher compiles it with V8's code cache of the last
// start (src/cli/launch/code-cache.ts), which Node offers ES modules only from Node 22, and then
// without the functions compiled while running. Start-up stays lazy inside the script: what
// `import()` reaches (the sandbox, the UI, each subcommand) is evaluated only when it is called.
const result = await build({
  entryPoints: [join(root, 'src', 'cli', 'main.ts')],
  outfile: join(staging, 'card-console.cjs'),
  write: false,
  bundle: true,
  platform: 'node',
  format: 'cjs',
  target: 'node20.18',
  sourcemap: 'linked',
  // Native and heavy server-side modules stay external: they are loaded lazily, only by the sandbox.
  // pg too: only the PostgreSQL worker thread loads it (src/sandbox/core/pg-bridge.ts), never the start.
  external: ['better-sqlite3', 'pg', 'fastify', '@fastify/*', 'fastify-type-provider-zod'],
  banner: { js: `// card-console build ${BUILD_ID_PLACEHOLDER}` },
  inject: [join(root, 'scripts', 'import-meta-url.js')],
  metafile: true,
  define: {
    'process.env.NODE_ENV': '"production"',
    __CARD_CONSOLE_VERSION__: JSON.stringify(pkg.version),
    'import.meta.url': 'importMetaUrl',
  },
  // Ink's frame builder replaced by one that redraws only changed rows; zod without its 60 locales.
  plugins: consolePlugins,
  logLevel: 'warning',
});
// A script has no import(): every dynamic import must have become a require.
for (const [name, output] of Object.entries(result.metafile.outputs)) {
  const dynamic = output.imports.filter((i) => i.kind === 'dynamic-import').map((i) => i.path);
  if (dynamic.length > 0)
    throw new Error(`build: ${name} still imports ${dynamic.join(', ')} dynamically, which a script cannot`);
}
for (const file of result.outputFiles) {
  let text = file.text;
  if (file.path.endsWith('.cjs')) {
    if (!text.startsWith(`// card-console build ${BUILD_ID_PLACEHOLDER}\n`))
      throw new Error('build: the bundle does not start with its build id line');
    const id = createHash('sha256').update(text).digest('hex').slice(0, BUILD_ID_PLACEHOLDER.length);
    text = text.replace(BUILD_ID_PLACEHOLDER, id);
  }
  writeFileSync(file.path, text);
}

// The launcher's own part (the code cache), small and separate: it compiles the bundle.
await build({
  entryPoints: [join(root, 'src', 'cli', 'launch', 'launcher.ts')],
  outfile: join(staging, 'launcher.js'),
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20.18',
  logLevel: 'warning',
});

// The first start after a build compiles from this seed (src/cli/launch/code-cache.ts): the V8
// building is the one `npm start` runs. Not shipped in the package (another Node would reject it).
const { writeSeedCache } = await import(pathToFileURL(join(staging, 'launcher.js')).href);
writeSeedCache(join(staging, 'card-console.cjs'));

const retired = `${outdir}.old-${process.pid}`;
if (existsSync(outdir)) renameSync(outdir, retired);
renameSync(staging, outdir);
rmSync(retired, { recursive: true, force: true });
