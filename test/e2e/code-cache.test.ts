// End to end: the console keeps its compiled code after the first frame and starts from it the next
// time; a corrupted cache file is noticed, logged and replaced, one others could write is left
// unused, and the start goes on as usual.
import { chmodSync, existsSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { readCacheFile } from '../../src/cli/launch/code-cache.js';
import { inProcessSandbox, isolatedHomes, openConsole, until, type E2eSandbox } from './harness.js';

describe('the code cache across starts (tmux)', { timeout: 60_000 }, () => {
  let sandbox: E2eSandbox;
  const homes = isolatedHomes();
  const cacheDir = join(homes.cache, 'card-console', 'compile-cache');

  beforeAll(async () => {
    sandbox = await inProcessSandbox();
  });

  /** One start to the first frame, a moment for the cache to be written, and a quit by keys. */
  async function startAndQuit(): Promise<void> {
    const term = openConsole({ args: ['--no-index', ...sandbox.flags()], homes });
    try {
      await term.waitFor('> 1 Wallets');
      await new Promise((r) => setTimeout(r, 500));
      term.keys('q');
      expect(await term.waitForExit()).toBe(0);
    } finally {
      await term.closeAndWait();
    }
  }
  const cacheFile = () => {
    const files = existsSync(cacheDir) ? readdirSync(cacheDir) : [];
    return files.length === 1 ? join(cacheDir, files[0]!) : undefined;
  };

  it('writes one private cache file after the first frame, and the next start uses it as it is', async () => {
    await startAndQuit();
    expect(await until(() => cacheFile() !== undefined, 5_000)).toBe(true);
    const file = cacheFile()!;
    expect(statSync(file).mode & 0o777).toBe(0o600);
    expect('data' in readCacheFile(file)).toBe(true);
    const before = statSync(file);

    await startAndQuit();
    // Used as it was: not written again (a rejected or corrupt file is replaced, by rename).
    const after = statSync(file);
    expect([after.ino, after.mtimeMs]).toEqual([before.ino, before.mtimeMs]);
  });

  it('starts as usual from a corrupted cache file, says so in the log, and writes a good one', async () => {
    const file = cacheFile()!;
    const bytes = readFileSync(file);
    bytes[Math.floor(bytes.length / 2)]! ^= 0x5a;
    writeFileSync(file, bytes);
    expect(readCacheFile(file)).toEqual({ status: 'corrupt' });

    await startAndQuit();
    expect(await until(() => 'data' in readCacheFile(file), 5_000)).toBe(true);
    expect(readFileSync(join(homes.state, 'card-console', 'console.log'), 'utf8')).toContain(
      'code cache was corrupt: written anew',
    );
  });

  it('ignores a cache file others could write, says so in the log, and does not rewrite it', async () => {
    const file = cacheFile()!;
    chmodSync(file, 0o666);
    const before = statSync(file);
    await startAndQuit();
    const after = statSync(file);
    expect([after.ino, after.mtimeMs]).toEqual([before.ino, before.mtimeMs]);
    expect(readFileSync(join(homes.state, 'card-console', 'console.log'), 'utf8')).toContain(
      'code cache ignored: its file or directory is not yours alone',
    );
  });
});
