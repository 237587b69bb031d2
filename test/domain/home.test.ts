// The one rule for where the user's files go: the XDG homes when absolute, else under the home
// directory; HOME only when absolute, else the account's home from the system, else an error naming HOME.
import { describe, expect, it } from 'vitest';
import { appDir, homeDirectory } from '../../src/domain/home.js';

const account = () => '/home/account';

describe('homeDirectory', () => {
  it('is HOME when it is an absolute path', () => {
    expect(homeDirectory({ HOME: '/home/u' }, account)).toBe('/home/u');
  });

  it("is the account's home when HOME is unset, empty or relative", () => {
    for (const env of [{}, { HOME: '' }, { HOME: 'relative/dir' }, { HOME: '.' }])
      expect(homeDirectory(env, account), JSON.stringify(env)).toBe('/home/account');
  });

  it('fails naming HOME when the account has no absolute home either', () => {
    expect(() => homeDirectory({ HOME: '' }, () => undefined)).toThrow(/HOME is empty or unset/);
    expect(() => homeDirectory({ HOME: 'rel' }, () => 'rel2')).toThrow(/HOME is a relative path \(rel\)/);
  });
});

describe('appDir', () => {
  it('takes an absolute XDG home, else its place under the home directory', () => {
    expect(appDir('XDG_CACHE_HOME', { XDG_CACHE_HOME: '/x', HOME: '' }, account)).toBe('/x/card-console');
    expect(appDir('XDG_CACHE_HOME', { XDG_CACHE_HOME: 'x', HOME: '' }, account)).toBe(
      '/home/account/.cache/card-console',
    );
    expect(appDir('XDG_CONFIG_HOME', { HOME: '/h' })).toBe('/h/.config/card-console');
    expect(appDir('XDG_DATA_HOME', { HOME: '/h' })).toBe('/h/.local/share/card-console');
    expect(appDir('XDG_STATE_HOME', { HOME: 'h' }, account)).toBe('/home/account/.local/state/card-console');
  });
});
