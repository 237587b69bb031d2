import { chmodSync, mkdtempSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { addAliasToConfig } from '../../../src/cli/console/alias-config.js';
import { loadConfig } from '../../../src/cli/config.js';

let dir: string;
let path: string;
// Keys in an order of the operator's own, one the console does not know, and a credential already there.
const ORIGINAL = {
  timeZone: 'UTC',
  zzOperatorNote: 'kept as written',
  profiles: {
    work: { baseUrl: 'https://api.example.com', apiToken: 'tok-secret', aliases: { old: 'cards' } },
  },
  currentProfile: 'work',
};

beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'alias-config-'));
  path = join(dir, 'config.json');
  writeFileSync(path, JSON.stringify(ORIGINAL, null, 2), { mode: 0o600 });
});
afterEach(() => chmodSync(dir, 0o700));

const read = () => JSON.parse(readFileSync(path, 'utf8')) as Record<string, unknown>;

describe('addAliasToConfig', () => {
  it("adds the alias to the profile's aliases, keeping every other key, its order and mode 0600", () => {
    addAliasToConfig(path, { name: 'mine', text: 'cards :status frozen', profile: 'work' });
    const file = read();
    expect(Object.keys(file)).toEqual(['timeZone', 'zzOperatorNote', 'profiles', 'currentProfile']);
    expect(file).toEqual({
      ...ORIGINAL,
      profiles: {
        work: { ...ORIGINAL.profiles.work, aliases: { old: 'cards', mine: 'cards :status frozen' } },
      },
    });
    expect(statSync(path).mode & 0o777).toBe(0o600);
    expect(loadConfig(path).config.profiles.work?.aliases).toEqual({
      old: 'cards',
      mine: 'cards :status frozen',
    });
  });

  it('adds a global alias at the top level', () => {
    addAliasToConfig(path, { name: 'mine', text: 'ops' });
    expect(read().aliases).toEqual({ mine: 'ops' });
  });

  it('writes through a temp file and a rename: no temp file is left and the inode is new', () => {
    const before = statSync(path).ino;
    addAliasToConfig(path, { name: 'mine', text: 'ops' });
    expect(readdirSync(dir)).toEqual(['config.json']);
    expect(statSync(path).ino).not.toBe(before);
  });

  it('refuses a name that exists and leaves the file as it was', () => {
    const text = readFileSync(path, 'utf8');
    expect(() => addAliasToConfig(path, { name: 'old', text: 'ops', profile: 'work' })).toThrow(
      /profiles\.work\.aliases\.old exists .*remove it first or choose another name/,
    );
    expect(readFileSync(path, 'utf8')).toBe(text);
  });

  it('says the config file is read-only and writes nothing', () => {
    chmodSync(path, 0o400);
    expect(() => addAliasToConfig(path, { name: 'mine', text: 'ops' })).toThrow(/is read-only .*not saved/);
    chmodSync(path, 0o600);
    expect(read().aliases).toBeUndefined();
  });

  it('refuses a profile the file does not have', () => {
    expect(() => addAliasToConfig(path, { name: 'mine', text: 'ops', profile: 'nope' })).toThrow(
      /no profile named "nope"/,
    );
  });
});
