// The launcher asks Node (22.1 and later) to keep the bundle's compiled code between runs, in the
// user's cache directory beside the card index; on older Node it starts as before.
import { execFileSync } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, rmSync, statSync } from 'node:fs';
import module from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';

const bin = join(import.meta.dirname, '..', '..', 'bin', 'card-console.js');
const cache = mkdtempSync(join(tmpdir(), 'compile-cache-'));
afterAll(() => rmSync(cache, { recursive: true, force: true }));

const hasCompileCache = typeof (module as { enableCompileCache?: unknown }).enableCompileCache === 'function';

describe('the launcher', () => {
  it(hasCompileCache ? 'keeps the compiled bundle in $XDG_CACHE_HOME/card-console/compile-cache' : 'starts without a compile cache on this Node', () => {
    const { NODE_COMPILE_CACHE: _dir, NODE_DISABLE_COMPILE_CACHE: _off, ...env } = process.env;
    const run = () => execFileSync(process.execPath, [bin, '--version'], { encoding: 'utf8', env: { ...env, XDG_CACHE_HOME: cache } });
    expect(run()).toMatch(/^card-console \d+\.\d+\.\d+/);
    expect(run()).toMatch(/^card-console \d+\.\d+\.\d+/);
    const dir = join(cache, 'card-console', 'compile-cache');
    if (!hasCompileCache) {
      expect(existsSync(dir)).toBe(false);
      return;
    }
    expect(readdirSync(dir, { recursive: true }).length).toBeGreaterThan(0);
    // The card index's directory stays private (its files are 0600 in a 0700 directory).
    expect(statSync(join(cache, 'card-console')).mode & 0o777).toBe(0o700);
  });
});
