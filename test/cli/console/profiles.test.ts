import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import type { ConfigFile } from '../../../src/cli/config.js';
import { merchantKey } from '../../../src/cli/console/card-index.js';
import {
  consoleChoices,
  peekProfile,
  profileDecoration,
  switchConnection,
} from '../../../src/cli/console/profiles.js';
import { indexFile, openIndexDb } from '../../../src/sync/card-index/db.js';
import { IndexStore } from '../../../src/sync/card-index/store.js';

const dirs: string[] = [];
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

const config: ConfigFile = {
  profiles: {
    beta: { baseUrl: 'http://127.0.0.1:4999', orgId: 'org-beta', apiKey: 'key-beta', apiToken: 'tok-beta' },
    gamma: { baseUrl: 'http://127.0.0.1:4998', orgId: 'org-gamma', apiKey: 'key-gamma' },
    empty: { baseUrl: 'http://127.0.0.1:4997' },
  },
};

/** Writes beta's index file as the console would name it, with one card. */
function betaIndex(dir: string): void {
  const file = indexFile(dir, 'http://127.0.0.1:4999', merchantKey(config.profiles.beta!));
  const opened = openIndexDb(file, dir);
  if (!opened.ok) throw new Error(opened.reason);
  new IndexStore(opened.db).put(
    [
      {
        id: 'card-b-1',
        walletId: 'wallet-b',
        masked: '424242******4242',
        last4: '4242',
        name: 'Beta card',
        status: 'active',
        currency: 'USD',
        balance: '5.00',
      },
    ],
    1,
  );
  opened.db.close();
}

describe('peekProfile', () => {
  it('finds a card in the index file of a profile the console has not opened', () => {
    const dir = mkdtempSync(join(tmpdir(), 'peek-'));
    dirs.push(dir);
    betaIndex(dir);
    const found = peekProfile(config, 'beta', '4242', 'card', dir);
    expect('rows' in found && found.rows.map((r) => [r.id, r.walletId])).toEqual([['card-b-1', 'wallet-b']]);
    expect(peekProfile(config, 'beta', '1111', 'card', dir)).toEqual({ rows: [] });
  });

  it('says why a profile was not searched: no index on disk, no usable credentials, unknown', () => {
    const dir = mkdtempSync(join(tmpdir(), 'peek-'));
    dirs.push(dir);
    expect(peekProfile(config, 'gamma', '4242', 'card', dir)).toEqual({ why: 'no card index on disk yet' });
    expect(peekProfile(config, 'empty', '4242', 'card', dir)).toEqual({
      why: 'no usable credentials (missing: apiKey (wallets, cards), apiToken (accounts, cardholders))',
    });
    expect(peekProfile(config, 'nope', '4242', 'card', dir)).toEqual({
      why: 'not a profile of the config file',
    });
  });
});

describe('profileDecoration', () => {
  it('names production by address or name, and carries the config file label and colour', () => {
    expect(profileDecoration('prod', 'http://127.0.0.1:1', undefined)).toEqual({ production: true });
    expect(
      profileDecoration('stage', 'https://staging.example.com', {
        baseUrl: 'https://staging.example.com',
        label: 'STG',
        color: 'blue',
      }),
    ).toEqual({ production: false, label: 'STG', color: 'blue' });
  });
});

describe('the profiles :profile offers', () => {
  const started = (name: string, host: string) => ({
    name,
    host,
    readOnly: false,
    production: false,
    missing: [],
  });

  it('lists the embedded sandbox beside the config profiles, once, and a switch to it starts the sandbox', () => {
    const names = consoleChoices(started('beta', '127.0.0.1:4999'), config).map((c) => [c.name, c.host]);
    expect(names).toEqual([
      ['beta', '127.0.0.1:4999'],
      ['empty', '127.0.0.1:4997'],
      ['gamma', '127.0.0.1:4998'],
      ['sandbox', 'embedded sandbox'],
    ]);
    expect(switchConnection('sandbox', config)).toMatchObject({ kind: 'sandbox', profile: 'sandbox' });
    expect(switchConnection('beta', config)).toMatchObject({ kind: 'remote', profile: 'beta' });
  });

  it('started on the sandbox, lists it first and once', () => {
    const names = consoleChoices(started('sandbox', 'embedded sandbox'), config).map((c) => c.name);
    expect(names).toEqual(['sandbox', 'beta', 'empty', 'gamma']);
  });

  it('a config profile named sandbox wins: it is listed and opened as the config says', () => {
    const withSandbox: ConfigFile = {
      profiles: {
        ...config.profiles,
        sandbox: { ...config.profiles.beta!, baseUrl: 'http://127.0.0.1:4996' },
      },
    };
    const choices = consoleChoices(started('beta', '127.0.0.1:4999'), withSandbox);
    expect(choices.filter((c) => c.name === 'sandbox').map((c) => c.host)).toEqual(['127.0.0.1:4996']);
    expect(switchConnection('sandbox', withSandbox)).toMatchObject({ kind: 'remote', profile: 'sandbox' });
  });
});
