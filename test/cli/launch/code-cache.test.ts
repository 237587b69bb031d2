// The launcher's code cache: a script compiled with the cached code of its last run, written only
// when it did not fit, checked before V8 sees it, private, and never in the way of a start.
import { execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import {
  chmodSync,
  chownSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  statSync,
  utimesSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import {
  buildIdOf,
  codeCacheDirectory,
  codeCacheFileName,
  loadBundle,
  readCacheFile,
  seedDirectoryOf,
  writeSeedCache,
} from '../../../src/cli/launch/code-cache.js';

const work = mkdtempSync(join(tmpdir(), 'code-cache-'));
afterAll(() => rmSync(work, { recursive: true, force: true }));
let serial = 0;

/** A CommonJS bundle with a build id line and a few functions to compile; exports what it was given. */
function bundle(id: string, body = 'exports.answer = (x) => x * 2;'): { path: string; cache: string } {
  const dir = join(work, `case-${serial++}`);
  mkdirSync(dir, { recursive: true });
  const path = join(dir, 'bundle.cjs');
  writeFileSync(
    path,
    `// card-console build ${id}\n"use strict";\n${body}\nexports.file = __filename;\nexports.required = typeof require('node:path').join;\n`,
  );
  return { path, cache: join(dir, 'cache') };
}

type Answer = { answer(x: number): number; file: string; required: string };
const ID = 'abcdef0123456789abcdef0123456789';

describe('loadBundle', () => {
  it('runs the script as CommonJS, then starts from the cache its save() wrote', () => {
    const { path, cache } = bundle(ID);
    const first = loadBundle<Answer>(path, cache);
    expect(first.status).toBe('missing');
    expect(first.exports.answer(21)).toBe(42);
    expect(first.exports.file).toBe(path);
    expect(first.exports.required).toBe('function');
    expect(first.save()).toBe(true);
    const file = join(cache, codeCacheFileName(ID));
    expect(statSync(file).mode & 0o777).toBe(0o600);

    const second = loadBundle<Answer>(path, cache);
    expect(second.status).toBe('used');
    expect(second.exports.answer(4)).toBe(8);
    // A cache that was used as it is stays as it is.
    expect(second.save()).toBe(false);
  });

  it('ignores a corrupted cache file (its CRC fails) and rewrites it', () => {
    const { path, cache } = bundle(ID);
    loadBundle(path, cache).save();
    const file = join(cache, codeCacheFileName(ID));
    const bytes = readFileSync(file);
    bytes[bytes.length - 10]! ^= 0xff;
    writeFileSync(file, bytes);
    expect(readCacheFile(file)).toEqual({ status: 'corrupt' });
    const loaded = loadBundle<Answer>(path, cache);
    expect(loaded.status).toBe('corrupt');
    expect(loaded.exports.answer(1)).toBe(2);
    expect(loaded.save()).toBe(true);
    expect(loadBundle(path, cache).status).toBe('used');
  });

  it('treats a torn or foreign file as corrupt, never as code', () => {
    const { path, cache } = bundle(ID);
    mkdirSync(cache, { recursive: true });
    const file = join(cache, codeCacheFileName(ID));
    for (const junk of [Buffer.alloc(0), Buffer.from('CCV8'), Buffer.from('not a cache file at all')]) {
      writeFileSync(file, junk);
      expect(loadBundle<Answer>(path, cache).status).toBe('corrupt');
    }
  });

  it('leaves alone a cache another user could have written (V8 runs what it holds), and writes none there', () => {
    const { path, cache } = bundle(ID);
    loadBundle(path, cache).save();
    const file = join(cache, codeCacheFileName(ID));
    const untouched = () => statSync(file).mtimeMs;

    chmodSync(file, 0o666);
    const worldWritable = loadBundle<Answer>(path, cache);
    expect(worldWritable.status).toBe('unsafe');
    expect(worldWritable.exports.answer(4)).toBe(8);
    const mtime = untouched();
    expect(worldWritable.save()).toBe(false);
    expect(untouched()).toBe(mtime);

    chmodSync(file, 0o600);
    chmodSync(cache, 0o777);
    expect(loadBundle(path, cache).status).toBe('unsafe');
    chmodSync(cache, 0o700);
    expect(loadBundle(path, cache).status).toBe('used');

    // Not this user's file (only root can hand a file to another user).
    if (process.getuid?.() === 0) {
      chownSync(file, 4321, 4321);
      expect(loadBundle(path, cache).status).toBe('unsafe');
      expect(readCacheFile(file)).toEqual({ status: 'unsafe' });
    }
  });

  it('keys the file by build id: a new build starts without the old cache', () => {
    const { path, cache } = bundle(ID, 'exports.answer = (x) => x * 2;\nexports.k = 2;');
    loadBundle(path, cache).save();
    // New text of the same length: V8 checks only a source's length, so only the id keeps the old code out.
    const next = 'fedcba9876543210fedcba9876543210';
    writeFileSync(
      path,
      readFileSync(path, 'utf8').replace(ID, next).replace('exports.k = 2', 'exports.k = 3'),
    );
    const loaded = loadBundle<Answer & { k: number }>(path, cache);
    expect(loaded.status).toBe('missing');
    expect(loaded.exports.k).toBe(3);
    expect(loaded.save()).toBe(true);
    expect(readdirSync(cache).sort()).toEqual([codeCacheFileName(ID), codeCacheFileName(next)].sort());
  });

  it('keeps the newest four cache files and nothing else when it saves', () => {
    const { path, cache } = bundle(ID);
    mkdirSync(join(cache, 'v24.21.0-x64-964aae3f-0'), { recursive: true }); // Node's own compile cache, from earlier launchers
    const ids = Array.from({ length: 6 }, (_, i) => `${i}`.repeat(32));
    for (const [i, id] of ids.entries()) {
      writeFileSync(path, readFileSync(path, 'utf8').replace(/build [0-9a-f]+/, `build ${id}`));
      expect(loadBundle(path, cache).save()).toBe(true);
      const when = new Date(Date.now() - (ids.length - i) * 60_000);
      utimesSync(join(cache, codeCacheFileName(id)), when, when);
    }
    expect(readdirSync(cache).sort()).toEqual(ids.slice(2).map(codeCacheFileName).sort());
  });

  it("starts from the build's seed until the user has a cache of their own, then from that", () => {
    const { path, cache } = bundle(ID);
    const seed = writeSeedCache(path)!;
    expect(seed).toBe(join(seedDirectoryOf(path), codeCacheFileName(ID)));
    const first = loadBundle<Answer>(path, cache);
    expect(first.status).toBe('seed');
    expect(first.exports.answer(2)).toBe(4);
    expect(first.save()).toBe(true);
    expect(loadBundle(path, cache).status).toBe('used');
    // Without a cache directory (a read-only home) the seed still serves, and nothing is written.
    const readOnly = loadBundle<Answer>(path, undefined);
    expect(readOnly.status).toBe('seed');
    expect(readOnly.save()).toBe(false);
  });

  it("says what was wrong with the user's file even when the seed stands in, and a corrupt seed is only not used", () => {
    const { path, cache } = bundle(ID);
    const seed = writeSeedCache(path)!;
    mkdirSync(cache, { recursive: true });
    writeFileSync(join(cache, codeCacheFileName(ID)), 'torn');
    expect(loadBundle(path, cache).status).toBe('corrupt');
    rmSync(join(cache, codeCacheFileName(ID)));
    writeFileSync(seed, 'torn');
    const loaded = loadBundle<Answer>(path, cache);
    expect(loaded.status).toBe('missing');
    expect(loaded.exports.answer(3)).toBe(6);
  });

  it('runs without a cache for a bundle without a build id, or without a cache directory', () => {
    const { path, cache } = bundle(ID);
    writeFileSync(path, 'exports.answer = (x) => x;\n');
    const noId = loadBundle<Answer>(path, cache);
    expect(noId.status).toBe('off');
    expect(noId.save()).toBe(false);
    expect(existsSync(cache)).toBe(false);
    const noDir = loadBundle<Answer>(path, undefined);
    expect(noDir.status).toBe('off');
    expect(noDir.exports.answer(3)).toBe(3);
  });

  it('starts when the cache cannot be written', () => {
    const { path, cache } = bundle(ID);
    writeFileSync(cache, 'a file where the directory should be');
    const loaded = loadBundle<Answer>(path, cache);
    expect(loaded.save()).toBe(false);
    expect(loaded.exports.answer(5)).toBe(10);
  });
});

describe('the cache directory', () => {
  it('is compile-cache/ under $XDG_CACHE_HOME/card-console, made 0700', () => {
    const home = join(work, 'xdg');
    expect(codeCacheDirectory({ XDG_CACHE_HOME: home })).toBe(join(home, 'card-console', 'compile-cache'));
    expect(statSync(join(home, 'card-console')).mode & 0o777).toBe(0o700);
    // A relative XDG_CACHE_HOME is ignored, as the XDG rules say.
    expect(codeCacheDirectory({ XDG_CACHE_HOME: 'relative', HOME: join(work, 'home') })).toBe(
      join(work, 'home', '.cache', 'card-console', 'compile-cache'),
    );
  });

  it('reads the build id from the first line only', () => {
    expect(buildIdOf(`// card-console build ${ID}\nrest`)).toBe(ID);
    expect(buildIdOf(`\n// card-console build ${ID}\n`)).toBeUndefined();
    expect(buildIdOf('// card-console build nothex\n')).toBeUndefined();
  });
});

const bin = join(import.meta.dirname, '..', '..', '..', 'bin', 'card-console.js');
const built = join(import.meta.dirname, '..', '..', '..', 'dist', 'card-console.cjs');

// `npm test` builds before it runs vitest: a missing bundle fails here rather than skipping.
describe('the built bundle', () => {
  it('is built', () => expect(existsSync(built), `${built} is missing: run npm run build`).toBe(true));

  it('carries a build id that is the hash of its text (V8 would take a cache for any text of the same length)', () => {
    const text = readFileSync(built, 'utf8');
    const id = buildIdOf(text)!;
    expect(id).toMatch(/^[0-9a-f]{32}$/);
    const hashed = createHash('sha256')
      .update(text.replace(id, '0'.repeat(32)))
      .digest('hex');
    expect(hashed.slice(0, 32)).toBe(id);
  });

  it('starts from the launcher with a private cache directory, and a subcommand writes no cache', () => {
    const xdg = join(work, 'launcher-xdg');
    const run = () =>
      execFileSync(process.execPath, [bin, '--version'], {
        encoding: 'utf8',
        env: { ...process.env, XDG_CACHE_HOME: xdg },
      });
    expect(run()).toMatch(/^card-console \d+\.\d+\.\d+/);
    expect(run()).toMatch(/^card-console \d+\.\d+\.\d+/);
    expect(statSync(join(xdg, 'card-console')).mode & 0o777).toBe(0o700);
    // Only the console saves (after its first frame): --version leaves no file behind.
    expect(existsSync(join(xdg, 'card-console', 'compile-cache'))).toBe(false);
  });
});
