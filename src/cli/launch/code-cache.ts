// V8's code cache for the console bundle. Compiling the bundle, and then every function the first
// frame runs, is about a third of a start; V8 can hand that work back from a previous run. Node 22+
// offers it for modules (module.enableCompileCache), Node 20 does not, and neither covers the
// functions compiled while running. So the launcher compiles the bundle as one script with the
// cached data of the last start, and the console saves a fresh cache once its first frame is drawn.
//
// The file is keyed by the bundle's build id (a hash the build writes on its first line: V8 itself
// checks only the source's length), the Node version and the CPU. It carries a CRC-32 of its own,
// because V8 does not checksum code caches in release builds: a torn or corrupted file is ignored
// and rewritten, never run. It holds compiled code of the bundle only, no data of any session.
import {
  closeSync,
  fstatSync,
  mkdirSync,
  openSync,
  readdirSync,
  readFileSync,
  renameSync,
  rmSync,
  statSync,
  writeFileSync,
  type Stats,
} from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { Script } from 'node:vm';
import { crc32 } from 'node:zlib';
import { indexDir } from '../../sync/card-index/db.js';

/**
 * used: the user's cache file, as it was; seed: none yet, the build's seed instead; missing: neither;
 * rejected: a file V8 would not take (another V8, other flags); corrupt: a file that failed its CRC;
 * unsafe: a file or directory another user could have written (V8 runs what it holds), left alone;
 * off: no cache directory (a read-only home) and no seed, or a bundle without a build id.
 */
export type CodeCacheStatus = 'used' | 'seed' | 'missing' | 'rejected' | 'corrupt' | 'unsafe' | 'off';

export interface LoadedBundle<Exports> {
  /** What became of the cache file on this start. */
  readonly status: CodeCacheStatus;
  readonly exports: Exports;
  /** Writes the compiled code as it is now, unless the cache was used as it was; true when written. */
  save(): boolean;
}

const MAGIC = Buffer.from('CCV8');
const HEADER_BYTES = MAGIC.length + 4;
const BUILD_ID = /^\/\/ card-console build ([0-9a-f]{16,64})\n/;

/** `compile-cache/` beside the card index (`$XDG_CACHE_HOME/card-console`); `card-console/` is made 0700, as the index wants it. */
export function codeCacheDirectory(env: NodeJS.ProcessEnv): string {
  const ours = indexDir(env);
  mkdirSync(ours, { recursive: true, mode: 0o700 });
  return join(ours, 'compile-cache');
}

/** The build id on the bundle's first line, or undefined for a bundle built without one. */
export function buildIdOf(source: string): string | undefined {
  return BUILD_ID.exec(source.slice(0, 100))?.[1];
}

export function codeCacheFileName(buildId: string): string {
  return `${buildId}-v8-${process.versions.v8}-${process.arch}.bin`;
}

/**
 * Whether only this user could have written `stats`' file: theirs, and not group- or world-writable.
 * Compiled code is run as it is, so a cache another user could plant is as good as their code.
 */
function ownedAndPrivate(stats: Stats): boolean {
  const uid = process.getuid?.();
  return uid === undefined || (stats.uid === uid && (stats.mode & 0o022) === 0);
}

/** The V8 data in a cache file, or why there is none. */
export function readCacheFile(file: string): { data: Buffer } | { status: 'missing' | 'corrupt' | 'unsafe' } {
  let bytes: Buffer;
  try {
    if (!ownedAndPrivate(statSync(dirname(file)))) return { status: 'unsafe' };
    const fd = openSync(file, 'r');
    try {
      if (!ownedAndPrivate(fstatSync(fd))) return { status: 'unsafe' };
      bytes = readFileSync(fd);
    } finally {
      closeSync(fd);
    }
  } catch {
    return { status: 'missing' };
  }
  if (bytes.length <= HEADER_BYTES || !bytes.subarray(0, MAGIC.length).equals(MAGIC))
    return { status: 'corrupt' };
  const data = bytes.subarray(HEADER_BYTES);
  return bytes.readUInt32LE(MAGIC.length) === crc32(data) ? { data } : { status: 'corrupt' };
}

/** Replaces the cache file whole (a reader sees the old file or the new one), mode 0600. */
export function writeCacheFile(file: string, data: Buffer): void {
  mkdirSync(dirname(file), { recursive: true, mode: 0o700 });
  const header = Buffer.alloc(HEADER_BYTES);
  MAGIC.copy(header);
  header.writeUInt32LE(crc32(data), MAGIC.length);
  const temporary = `${file}.${process.pid}.tmp`;
  writeFileSync(temporary, Buffer.concat([header, data]), { mode: 0o600 });
  renameSync(temporary, file);
}

/** Cache files kept in the directory: a few builds in turn (an installed console and a checkout) each keep theirs. */
const KEPT_FILES = 4;

/** Removes all but the newest few cache files, and anything else there (Node's own compile cache, which earlier launchers used). */
function pruneCacheDirectory(directory: string, keep: string): void {
  const files: { path: string; mtimeMs: number }[] = [];
  for (const entry of readdirSync(directory, { withFileTypes: true })) {
    const path = join(directory, entry.name);
    if (entry.isFile() && entry.name.endsWith('.bin')) files.push({ path, mtimeMs: statSync(path).mtimeMs });
    else if (!entry.name.endsWith('.tmp')) rmSync(path, { recursive: true, force: true });
  }
  files.sort((a, b) => b.mtimeMs - a.mtimeMs);
  for (const { path } of files.slice(KEPT_FILES)) if (path !== keep) rmSync(path, { force: true });
}

/** The bundle as one function, as Node wraps a CommonJS module. */
function compile(bundlePath: string, source: string, cachedData: Buffer | undefined): Script {
  return new Script(`(function (exports, require, module, __filename, __dirname) {${source}\n})`, {
    filename: bundlePath,
    cachedData,
  });
}

/** Where the build leaves the seed cache of a bundle: `compile-cache/` beside it. */
export function seedDirectoryOf(bundlePath: string): string {
  return join(dirname(bundlePath), 'compile-cache');
}

/**
 * Run by the build: a first cache of the bundle, only compiled (no function run yet), so that even
 * the first start after a build skips most of the compiling. Useful only to the V8 that made it
 * (the one that built): any other rejects it and compiles as usual.
 */
export function writeSeedCache(bundlePath: string): string | undefined {
  const source = readFileSync(bundlePath, 'utf8');
  const buildId = buildIdOf(source);
  if (buildId === undefined) return undefined;
  const file = join(seedDirectoryOf(bundlePath), codeCacheFileName(buildId));
  writeCacheFile(file, compile(bundlePath, source, undefined).createCachedData());
  return file;
}

/**
 * Compiles and runs a CommonJS bundle as Node would, with the cached code of `cacheDirectory` when
 * it matches, else the build's seed beside the bundle. `cacheDirectory` undefined never writes one.
 */
export function loadBundle<Exports>(
  bundlePath: string,
  cacheDirectory: string | undefined,
): LoadedBundle<Exports> {
  const source = readFileSync(bundlePath, 'utf8');
  const buildId = buildIdOf(source);
  const name = buildId === undefined ? undefined : codeCacheFileName(buildId);
  const file = name !== undefined && cacheDirectory !== undefined ? join(cacheDirectory, name) : undefined;
  const own = file === undefined ? { status: 'off' as const } : readCacheFile(file);
  const seed =
    'data' in own || name === undefined ? undefined : readCacheFile(join(seedDirectoryOf(bundlePath), name));
  const cachedData = 'data' in own ? own.data : seed !== undefined && 'data' in seed ? seed.data : undefined;
  const script = compile(bundlePath, source, cachedData);
  const accepted = cachedData !== undefined && script.cachedDataRejected !== true;
  // A corrupt or unsafe file of the user's is said even when the seed stands in for it: it is worth a line in the log.
  const status: CodeCacheStatus =
    'data' in own
      ? accepted
        ? 'used'
        : 'rejected'
      : (own.status === 'missing' || own.status === 'off') && accepted
        ? 'seed'
        : own.status;
  const wrapper = script.runInThisContext() as (
    exports: unknown,
    require: NodeJS.Require,
    module: { exports: unknown },
    filename: string,
    dirname: string,
  ) => void;
  const module = { exports: {} as unknown };
  wrapper.call(
    module.exports,
    module.exports,
    createRequire(bundlePath),
    module,
    bundlePath,
    dirname(bundlePath),
  );
  let saved = false;
  return {
    status,
    exports: module.exports as Exports,
    save() {
      // An unsafe directory is not written either: what is written there would not be trusted.
      if (file === undefined || status === 'used' || status === 'unsafe' || saved) return false;
      saved = true;
      try {
        writeCacheFile(file, script.createCachedData());
        pruneCacheDirectory(dirname(file), file);
        return true;
      } catch {
        // A cache that cannot be written (a read-only home, a full disk) costs only its saving.
        return false;
      }
    },
  };
}
