// End to end: the console keeps its compiled code after the first frame and starts from it the next
// time; a corrupted cache file is noticed, logged and replaced, one others could write is left
// unused, and the start goes on as usual.
import {
  chmodSync,
  existsSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readCacheFile } from '../../src/cli/launch/code-cache.js';
import { startSandbox, type RunningSandbox } from '../../src/sandbox/index.js';
import { removeDir, Terminal, until } from './tmux.js';

const binary = new URL('../../bin/card-console.js', import.meta.url).pathname;

describe('the code cache across starts (tmux)', { timeout: 60_000 }, () => {
  let sandbox: RunningSandbox;
  const home = mkdtempSync(join(tmpdir(), 'cc-e2e-code-cache-'));
  const cacheDir = join(home, 'cache', 'card-console', 'compile-cache');

  beforeAll(async () => {
    sandbox = await startSandbox({ port: 0, db: ':memory:', provisioningDelayMs: 0, logger: 'none' });
  });
  afterAll(async () => {
    await sandbox.close();
    await removeDir(home);
  });

  /** One start to the first frame, a moment for the cache to be written, and a quit by keys. */
  async function startAndQuit(): Promise<void> {
    const m = sandbox.merchants[0]!;
    const term = Terminal.start({
      command: `node ${binary} --no-index --base-url ${sandbox.baseUrl} --org ${m.orgId} --api-key ${m.apiKey} --api-token ${m.apiToken}`,
      env: {
        CI: 'false',
        NO_COLOR: '1',
        XDG_CONFIG_HOME: join(home, 'config'),
        XDG_CACHE_HOME: join(home, 'cache'),
        XDG_STATE_HOME: join(home, 'state'),
      },
      cols: 120,
      rows: 40,
    });
    try {
      await term.waitFor('> 1 Accounts');
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
    expect(readFileSync(join(home, 'state', 'card-console', 'console.log'), 'utf8')).toContain(
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
    expect(readFileSync(join(home, 'state', 'card-console', 'console.log'), 'utf8')).toContain(
      'code cache ignored: its file or directory is not yours alone',
    );
  });
});
