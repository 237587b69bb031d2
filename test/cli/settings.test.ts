import { describe, expect, it } from 'vitest';
import {
  checkBaseUrl,
  clientFor,
  resolveConnection,
  secretsOf,
  SettingsError,
} from '../../src/cli/settings.js';
import { parseConsoleArgs, UsageError } from '../../src/cli/console/args.js';
import type { ConfigFile } from '../../src/cli/config.js';
import { startRealSandbox } from '../support/real-sandbox.js';

const config: ConfigFile = {
  currentProfile: 'prod',
  profiles: {
    prod: { baseUrl: 'https://api.cards.example.com', orgId: 'org-1', apiKey: 'key-prof', readOnly: true },
    stage: { baseUrl: 'https://staging.example.com', apiToken: 'tok-stage' },
  },
};

describe('resolveConnection', () => {
  it('opens the embedded sandbox when nothing names a base URL', () => {
    expect(resolveConnection({}, {}, { profiles: {} })).toEqual({
      kind: 'sandbox',
      readOnly: false,
      profile: 'sandbox',
      named: false,
    });
  });

  it('names the embedded sandbox by --profile sandbox or the current profile, never by a base URL', () => {
    const named = { kind: 'sandbox', profile: 'sandbox', named: true, readOnly: false };
    expect(resolveConnection({ profile: 'sandbox' }, {}, config)).toEqual(named);
    expect(resolveConnection({}, {}, { currentProfile: 'sandbox', profiles: {} })).toEqual(named);
    expect(resolveConnection({ profile: 'sandbox', readOnly: true }, {}, config)).toMatchObject({
      readOnly: true,
    });
    expect(() =>
      resolveConnection({ profile: 'sandbox' }, { CARD_CONSOLE_BASE_URL: 'https://x.example.com' }, config),
    ).toThrow(/embedded sandbox: it takes no CARD_CONSOLE_BASE_URL/);
    // A base URL given by flag wins over the current profile `sandbox`, as over any current profile.
    expect(
      resolveConnection(
        { baseUrl: 'https://x.example.com', apiToken: 't' },
        {},
        { currentProfile: 'sandbox', profiles: {} },
      ),
    ).toMatchObject({ kind: 'remote', profile: 'command line' });
    // A profile of the config file named `sandbox` is that profile.
    const own = { profiles: { sandbox: { baseUrl: 'https://sandbox.example.com', apiToken: 't' } } };
    expect(resolveConnection({ profile: 'sandbox' }, {}, own)).toMatchObject({
      kind: 'remote',
      baseUrl: 'https://sandbox.example.com',
    });
  });

  it('takes flags over environment over profile', () => {
    const env = { CARD_CONSOLE_API_KEY: 'key-env', CARD_CONSOLE_ORG_ID: 'org-env' };
    const c = resolveConnection({ orgId: 'org-flag' }, env, config);
    expect(c).toMatchObject({
      kind: 'remote',
      profile: 'prod',
      baseUrl: 'https://api.cards.example.com',
      readOnly: true,
    });
    if (c.kind !== 'remote') throw new Error('remote expected');
    expect(c.credentials).toMatchObject({ orgId: 'org-flag', apiKey: 'key-env' });
  });

  it('uses a named profile and refuses an unknown one', () => {
    const c = resolveConnection({ profile: 'stage' }, {}, config);
    expect(c).toMatchObject({ profile: 'stage', credentials: { apiToken: 'tok-stage' } });
    expect(() => resolveConnection({ profile: 'nope' }, {}, config)).toThrow(
      /no profile named "nope" \(known: prod, stage, sandbox\)/,
    );
  });

  it('requires credentials, and an org id with an API key', () => {
    expect(() => resolveConnection({ baseUrl: 'https://x.example.com' }, {}, { profiles: {} })).toThrow(
      SettingsError,
    );
    expect(() =>
      resolveConnection({ baseUrl: 'https://x.example.com', apiKey: 'k' }, {}, { profiles: {} }),
    ).toThrow(/--org/);
  });
});

describe('checkBaseUrl', () => {
  it('allows https anywhere and http only on loopback unless insecure', () => {
    expect(checkBaseUrl('https://api.example.com/', false)).toBe('https://api.example.com');
    expect(checkBaseUrl('http://127.0.0.1:8787', false)).toBe('http://127.0.0.1:8787');
    expect(checkBaseUrl('http://[::1]:8787', false)).toBe('http://[::1]:8787');
    expect(() => checkBaseUrl('http://10.0.0.5', false)).toThrow(/--insecure/);
    expect(checkBaseUrl('http://10.0.0.5', true)).toBe('http://10.0.0.5');
    expect(() => checkBaseUrl('ftp://x', false)).toThrow(/scheme/);
    expect(() => checkBaseUrl('https://u:p@x.example.com', false)).toThrow(/credentials in the URL/);
    expect(() => checkBaseUrl('nonsense', false)).toThrow(/not a URL/);
  });
});

describe('parseConsoleArgs', () => {
  it('parses flags and checks the poll interval', () => {
    expect(parseConsoleArgs(['--base-url', 'https://a', '--read-only']).connection).toMatchObject({
      baseUrl: 'https://a',
      readOnly: true,
    });
    expect(() => parseConsoleArgs(['--poll-interval', '5'])).toThrow(/--poll-interval/);
    expect(() => parseConsoleArgs(['--bogus'])).toThrow(UsageError);
  });
});

describe('clientFor and secretsOf', () => {
  it('builds the client for a connection: its base URL and credentials reach the service, and options pass', async () => {
    const sandbox = await startRealSandbox();
    try {
      const seen: string[] = [];
      const right = clientFor(
        { baseUrl: sandbox.base, credentials: { apiToken: sandbox.one.apiToken } },
        { onRequest: (e) => void seen.push(e.path) },
      );
      const wallets = await right.call('listAccounts', {});
      expect(wallets.items.length).toBeGreaterThan(0);
      expect(seen.length).toBeGreaterThan(0);
      const wrong = clientFor({ baseUrl: sandbox.base, credentials: { apiToken: 'not-a-token' } });
      await expect(wrong.call('listAccounts', {})).rejects.toThrow();
      await right.close();
      await wrong.close();
    } finally {
      await sandbox.close();
    }
  });

  it('lists the secrets given, never an empty or absent one', () => {
    expect(secretsOf({ orgId: 'org-1', apiKey: 'k1', apiToken: '', jwt: 'j1' })).toEqual(['k1', 'j1']);
    expect(secretsOf({ orgId: 'org-1' })).toEqual([]);
  });
});
