import { describe, expect, it } from 'vitest';
import type { ConfigFile } from '../../../src/cli/config.js';
import { ConfigFile as ConfigSchema } from '../../../src/cli/config.js';
import {
  missingCredentials,
  profileChoice,
  profileChoices,
  profileConnection,
} from '../../../src/cli/profiles/choices.js';
import { SettingsError } from '../../../src/cli/settings.js';

const config: ConfigFile = {
  profiles: {
    prod: {
      baseUrl: 'https://api.cards.example.com',
      orgId: 'org-1',
      apiKey: 'key-secret-1',
      apiToken: 'tok-1',
    },
    stage: { baseUrl: 'https://staging.example.com', apiToken: 'tok-stage-secret' },
    empty: { baseUrl: 'https://sandbox.example.com' },
    local: { baseUrl: 'http://127.0.0.1:4010', jwt: 'jwt-secret', readOnly: true },
  },
};

describe('profileChoices', () => {
  it('lists every profile by name with host, org, read-only and the production rule', () => {
    expect(profileChoices(config).map((c) => [c.name, c.host, c.org, c.readOnly, c.production])).toEqual([
      ['empty', 'sandbox.example.com', undefined, true, false],
      ['local', '127.0.0.1:4010', undefined, true, false],
      ['prod', 'api.cards.example.com', 'org-1', false, true],
      ['stage', 'staging.example.com', undefined, true, false],
    ]);
  });

  it('names the missing credentials, never a value, and refuses a profile with none usable', () => {
    const stage = profileChoice('stage', config.profiles.stage!);
    expect(stage.missing).toEqual(['apiKey (wallets, cards)']);
    expect(stage.refusal).toBeUndefined();
    const empty = profileChoice('empty', config.profiles.empty!);
    expect(empty.refusal).toBe(
      'no usable credentials (missing: apiKey (wallets, cards), apiToken (accounts, cardholders))',
    );
    expect(JSON.stringify(profileChoices(config))).not.toMatch(/secret|tok-1|key-/);
  });

  it('an API key without its organization is missing the organization', () => {
    expect(missingCredentials({ baseUrl: 'https://x.example.com', apiKey: 'k', apiToken: 't' })).toEqual([
      'orgId (needed with apiKey)',
    ]);
  });

  it('a profile named like production looks like production even on a loopback address', () => {
    expect(profileChoice('prod', { baseUrl: 'http://127.0.0.1:4010', jwt: 'j' }).production).toBe(true);
    expect(profileChoice('eu-production', { baseUrl: 'http://127.0.0.1:4010', jwt: 'j' }).production).toBe(
      true,
    );
    expect(profileChoice('product-demo', { baseUrl: 'http://127.0.0.1:4010', jwt: 'j' }).production).toBe(
      false,
    );
  });
});

describe('profileConnection', () => {
  it('reads the profile from the config file alone, read-only when credentials are missing', () => {
    const c = profileConnection('stage', config);
    expect(c).toMatchObject({ kind: 'remote', profile: 'stage', readOnly: true });
    expect(c.kind === 'remote' && c.credentials.apiToken).toBe('tok-stage-secret');
    expect(profileConnection('prod', config)).toMatchObject({ readOnly: false });
  });

  it('refuses an unknown profile and one without usable credentials', () => {
    expect(() => profileConnection('nope', config)).toThrow(SettingsError);
    expect(() => profileConnection('empty', config)).toThrow(/no usable credentials/);
  });
});

describe('the config file: colour and label per profile', () => {
  it('accepts a known colour and a short label', () => {
    const parsed = ConfigSchema.parse({
      profiles: { prod: { baseUrl: 'https://a.example.com', color: 'magenta', label: 'LIVE EU' } },
    });
    expect(parsed.profiles.prod).toMatchObject({ color: 'magenta', label: 'LIVE EU' });
  });

  it('names the field and the rule of a bad colour or label', () => {
    const bad = ConfigSchema.safeParse({
      profiles: { p: { baseUrl: 'https://a.example.com', color: 'pink' } },
    });
    expect(bad.success).toBe(false);
    expect(bad.error?.issues[0]?.path).toEqual(['profiles', 'p', 'color']);
    expect(bad.error?.issues[0]?.message).toMatch(/must be one of red, green.*\(got "pink"\)/);
    const long = ConfigSchema.safeParse({
      profiles: { p: { baseUrl: 'https://a.example.com', label: 'x'.repeat(17) } },
    });
    expect(long.error?.issues[0]?.message).toBe('must be 1 to 16 printable ASCII characters');
  });
});
