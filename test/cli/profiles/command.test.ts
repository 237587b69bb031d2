import { mkdtempSync, statSync, chmodSync, writeFileSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { runProfilesCommand } from '../../../src/cli/profiles/command.js';
import { loadConfig } from '../../../src/cli/config.js';

function harness(stdin = '') {
  const home = mkdtempSync(join(tmpdir(), 'cc-profiles-'));
  const out: string[] = [];
  const err: string[] = [];
  const io = {
    stdin: Object.assign(Readable.from([stdin]), { isTTY: false }),
    stdout: { write: (s: string) => out.push(s) },
    stderr: { write: (s: string) => err.push(s) },
    env: {
      HOME: home,
      XDG_CONFIG_HOME: home,
      XDG_DATA_HOME: join(home, 'data'),
      XDG_STATE_HOME: join(home, 'state'),
    },
  };
  return { home, out, err, io, file: join(home, 'card-console', 'config.json') };
}

describe('profiles command', () => {
  it('lists the embedded sandbox as the profile "sandbox" with nothing configured; use it, never remove or replace it', async () => {
    const h = harness();
    expect(await runProfilesCommand(['list'], h.io)).toBe(0);
    const listing = h.out.join('');
    expect(listing).not.toMatch(/No profiles/);
    expect(listing).toMatch(/^ {2}sandbox {2}embedded sandbox, not running: database .*sandbox\.db/m);
    expect(listing).toMatch(/the console's default; scripts: --profile sandbox/);
    expect(await runProfilesCommand(['use', 'sandbox'], h.io)).toBe(0);
    expect(loadConfig(h.file).config.currentProfile).toBe('sandbox');
    h.out.length = 0;
    await runProfilesCommand(['list'], h.io);
    expect(h.out.join('')).toMatch(/^\* sandbox {2}embedded sandbox/m);
    h.err.length = 0;
    expect(await runProfilesCommand(['remove', 'sandbox'], h.io)).toBe(2);
    expect(h.err.join('')).toMatch(/"sandbox" is the embedded sandbox: it cannot be removed/);
    expect(
      await runProfilesCommand(
        ['add', 'sandbox', '--base-url', 'https://x.example.com', '--api-token-file', '-'],
        {
          ...h.io,
          stdin: Object.assign(Readable.from(['tok\n']), { isTTY: false }),
        },
      ),
    ).toBe(2);
    expect(h.err.join('')).toMatch(/"sandbox" is the embedded sandbox's name/);
    expect(loadConfig(h.file).config).toEqual({ currentProfile: 'sandbox', profiles: {} });
  });

  it('adds, lists without secrets, switches and removes profiles; the file is mode 0600', async () => {
    const h = harness();
    expect(
      await runProfilesCommand(
        [
          'add',
          'prod',
          '--base-url',
          'https://api.example.com',
          '--org',
          'o1',
          '--api-key',
          'sk_live_secret_123',
        ],
        h.io,
      ),
    ).toBe(0);
    expect(
      await runProfilesCommand(
        ['add', 'stage', '--base-url', 'https://staging.example.com', '--api-token', 'tok_secret_9'],
        h.io,
      ),
    ).toBe(0);
    expect(statSync(h.file).mode & 0o777).toBe(0o600);
    h.out.length = 0;
    expect(await runProfilesCommand(['list'], h.io)).toBe(0);
    const listing = h.out.join('');
    expect(listing).toContain('* prod');
    expect(listing).not.toContain('sk_live_secret_123');
    expect(listing).not.toContain('tok_secret_9');
    expect(await runProfilesCommand(['use', 'stage'], h.io)).toBe(0);
    expect(loadConfig(h.file).config.currentProfile).toBe('stage');
    expect(await runProfilesCommand(['remove', 'stage'], h.io)).toBe(0);
    expect(loadConfig(h.file).config).toMatchObject({ profiles: { prod: { orgId: 'o1' } } });
    expect(loadConfig(h.file).config.currentProfile).toBeUndefined();
  });

  it('lists the aliases and column choices the console would refuse, by name; adding a profile keeps them', async () => {
    const h = harness();
    expect(
      await runProfilesCommand(
        ['add', 'prod', '--base-url', 'https://api.example.com', '--api-token', 't'],
        h.io,
      ),
    ).toBe(0);
    const file = JSON.parse(readFileSync(h.file, 'utf8')) as {
      aliases?: Record<string, string>;
      profiles: Record<string, Record<string, unknown>>;
    };
    file.aliases = { good: 'cards', 'bad-global': 'cards :nope' };
    file.profiles.prod = {
      ...file.profiles.prod,
      aliases: { 'bad-own': 'wallets :status frozen' },
      columns: { cards: ['colour'] },
    };
    writeFileSync(h.file, JSON.stringify(file), { mode: 0o600 });
    expect(
      await runProfilesCommand(
        ['add', 'stage', '--base-url', 'https://s.example.com', '--api-token', 't'],
        h.io,
      ),
    ).toBe(0);
    expect(loadConfig(h.file).config.aliases).toEqual({ good: 'cards', 'bad-global': 'cards :nope' });
    h.out.length = 0;
    expect(await runProfilesCommand(['list'], h.io)).toBe(0);
    const refused = h.out
      .join('')
      .split('\n')
      .filter((l) => l.startsWith('refused: '));
    expect(refused).toEqual([
      'refused: alias "bad-global": :nope is not a palette command',
      'refused: alias "bad-own": :status does not apply to the wallets pane (profile prod)',
      expect.stringMatching(
        /^refused: columns\.cards: unknown column "colour" \(valid: name, .*\) \(profile prod\)$/,
      ),
    ]);
  });

  it('refuses bad input with the field and the rule', async () => {
    const h = harness();
    expect(await runProfilesCommand(['add', 'x', '--base-url', 'http://10.1.1.1'], h.io)).toBe(2);
    expect(h.err.join('')).toMatch(/--insecure/);
    expect(
      await runProfilesCommand(['add', 'x', '--base-url', 'https://a.example.com', '--api-key', 'k'], h.io),
    ).toBe(2);
    expect(h.err.join('')).toMatch(/--org is required/);
    expect(await runProfilesCommand(['add', 'bad name!', '--base-url', 'https://a.example.com'], h.io)).toBe(
      2,
    );
    expect(await runProfilesCommand(['use', 'ghost'], h.io)).toBe(2);
    expect(await runProfilesCommand(['frobnicate'], h.io)).toBe(2);
  });

  it('warns when the config file is readable by others', async () => {
    const h = harness();
    await runProfilesCommand(['add', 'p', '--base-url', 'https://a.example.com', '--api-token', 't'], h.io);
    chmodSync(h.file, 0o644);
    expect(loadConfig(h.file).permissionWarning).toMatch(/chmod 600/);
    writeFileSync(h.file, '{not json');
    expect(() => loadConfig(h.file)).toThrow(/not valid JSON/);
    expect(readFileSync(h.file, 'utf8')).toBe('{not json');
  });
});

describe('profiles add: secrets off the command line', () => {
  it('reads the secrets from files and stdin (-) without a warning', async () => {
    const h = harness('tok_from_stdin\n');
    const keyFile = join(h.home, 'key');
    writeFileSync(keyFile, 'sk_from_file\n', { mode: 0o600 });
    expect(
      await runProfilesCommand(
        [
          'add',
          'prod',
          '--base-url',
          'https://api.example.com',
          '--org',
          'o1',
          '--api-key-file',
          keyFile,
          '--api-token-file',
          '-',
        ],
        h.io,
      ),
    ).toBe(0);
    expect(loadConfig(h.file).config.profiles.prod).toMatchObject({
      apiKey: 'sk_from_file',
      apiToken: 'tok_from_stdin',
    });
    expect(h.err.join('')).toBe('');
  });

  it('warns once when a secret is on the command line, without echoing it', async () => {
    const h = harness();
    expect(
      await runProfilesCommand(
        [
          'add',
          'p',
          '--base-url',
          'https://api.example.com',
          '--jwt',
          'jwt_on_argv',
          '--api-token',
          'tok_on_argv',
        ],
        h.io,
      ),
    ).toBe(0);
    const err = h.err.join('');
    expect(err.match(/warning/g)).toHaveLength(1);
    expect(err).toContain('--api-token, --jwt on the command line are visible to other users');
    expect(err).not.toContain('_on_argv');
  });

  it('an empty or missing file is an error naming the flag, and nothing is saved', async () => {
    const h = harness('');
    expect(
      await runProfilesCommand(
        ['add', 'p', '--base-url', 'https://api.example.com', '--jwt-file', '-'],
        h.io,
      ),
    ).toBe(2);
    expect(h.err.join('')).toContain('profiles add: --jwt-file: stdin is empty');
    expect(
      await runProfilesCommand(
        ['add', 'p', '--base-url', 'https://api.example.com', '--api-token-file', join(h.home, 'nope')],
        h.io,
      ),
    ).toBe(2);
    expect(h.err.join('')).toMatch(/profiles add: --api-token-file: cannot read .*nope: no such file/);
    expect(loadConfig(h.file).config.profiles).toEqual({});
  });
});
