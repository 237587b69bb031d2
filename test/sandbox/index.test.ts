// Where the sandbox keeps its database by default: XDG_DATA_HOME, else ~/.local/share; a private directory.
import { mkdtempSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { defaultDatabasePath } from '../../src/sandbox/index.js';

const dirs: string[] = [];
const scratch = (): string => {
  const dir = mkdtempSync(join(tmpdir(), 'card-console-xdg-'));
  dirs.push(dir);
  return dir;
};
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

describe('defaultDatabasePath', () => {
  it('uses XDG_DATA_HOME and creates card-console/ with mode 0700', () => {
    const xdg = scratch();
    const path = defaultDatabasePath({ XDG_DATA_HOME: xdg, HOME: '/nonexistent-home' });
    expect(path).toBe(join(xdg, 'card-console', 'sandbox.db'));
    expect(statSync(join(xdg, 'card-console')).mode & 0o777).toBe(0o700);
  });

  it('falls back to ~/.local/share when XDG_DATA_HOME is unset or relative', () => {
    const home = scratch();
    const expected = join(home, '.local', 'share', 'card-console', 'sandbox.db');
    expect(defaultDatabasePath({ HOME: home })).toBe(expected);
    expect(defaultDatabasePath({ XDG_DATA_HOME: 'relative/dir', HOME: home })).toBe(expected);
    expect(statSync(join(home, '.local', 'share', 'card-console')).isDirectory()).toBe(true);
  });

  it('treats an empty or relative HOME as unset: the account home, not the working directory', () => {
    const account = scratch();
    const expected = join(account, '.local', 'share', 'card-console', 'sandbox.db');
    expect(defaultDatabasePath({ HOME: '' }, () => account)).toBe(expected);
    expect(defaultDatabasePath({ HOME: 'relative/dir' }, () => account)).toBe(expected);
    expect(statSync(join(account, '.local', 'share', 'card-console')).mode & 0o777).toBe(0o700);
  });

  it('refuses, naming HOME, when neither HOME nor the account gives an absolute home', () => {
    expect(() => defaultDatabasePath({ HOME: '' }, () => '')).toThrow(/HOME/);
    expect(() => defaultDatabasePath({ HOME: 'rel' }, () => 'also/relative')).toThrow(/HOME/);
  });
});
