// Where the console keeps its files: the XDG homes, else under the home directory. An empty or
// relative HOME is treated as unset: its files would otherwise land under the working directory.
import { userInfo } from 'node:os';
import { isAbsolute, join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { configDir, configFile, dataDir, stateDir } from '../../src/cli/paths.js';

const account = userInfo().homedir;

describe('the console paths', () => {
  it('use the XDG homes when absolute, else HOME', () => {
    const env = { XDG_CONFIG_HOME: '/c', XDG_DATA_HOME: '/d', XDG_STATE_HOME: '/s', HOME: '/home/u' };
    expect([configDir(env), dataDir(env), stateDir(env)]).toEqual([
      '/c/card-console',
      '/d/card-console',
      '/s/card-console',
    ]);
    expect(configFile({ HOME: '/home/u' })).toBe('/home/u/.config/card-console/config.json');
    expect(dataDir({ HOME: '/home/u', XDG_DATA_HOME: 'relative' })).toBe('/home/u/.local/share/card-console');
  });

  it('resolve under the account home when HOME is empty or relative, never under the working directory', () => {
    for (const HOME of ['', 'relative/dir']) {
      const env = { HOME };
      expect(configDir(env), `HOME=${JSON.stringify(HOME)}`).toBe(join(account, '.config', 'card-console'));
      expect(dataDir(env)).toBe(join(account, '.local', 'share', 'card-console'));
      expect(stateDir(env)).toBe(join(account, '.local', 'state', 'card-console'));
      expect(isAbsolute(configFile(env))).toBe(true);
    }
  });
});
