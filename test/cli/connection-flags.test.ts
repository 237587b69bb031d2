// The connection flags, declared once: the console and every script take the same set, and their
// secrets are read by one function (a file, stdin, or argv with one warning that never echoes them).
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { describe, expect, it } from 'vitest';
import { UsageError } from '../../src/cli/command.js';
import {
  connectionArgs,
  CONNECTION_OPTIONS,
  connectionSecrets,
  secretOnStdin,
} from '../../src/cli/connection-flags.js';
import { CONSOLE_OPTIONS } from '../../src/cli/console/args.js';
import { processSecretIo, type SecretIo } from '../../src/cli/secret-flags.js';

const dir = mkdtempSync(join(tmpdir(), 'cc-connection-'));
const parse = (args: string[]) => connectionArgs(parseArgs({ args, options: CONNECTION_OPTIONS }).values);
const piped = (text: string): SecretIo => ({
  ...processSecretIo,
  stdinIsTerminal: false,
  readStdin: () => text,
});

describe('the connection flags', () => {
  it('are the console flags too: each one, with the same type', () => {
    for (const [flag, option] of Object.entries(CONNECTION_OPTIONS))
      expect(CONSOLE_OPTIONS[flag as keyof typeof CONSOLE_OPTIONS], flag).toEqual(option);
  });

  it('split into the target flags and the secrets, which are not read yet', () => {
    const args = parse([
      '--base-url',
      'https://x.test',
      '--org',
      'o1',
      '--read-only',
      '--api-key-file',
      '/nope',
    ]);
    expect(args.flags).toEqual({
      baseUrl: 'https://x.test',
      orgId: 'o1',
      profile: undefined,
      readOnly: true,
      insecure: undefined,
    });
    expect(args.secrets['api-key-file']).toBe('/nope');
    expect(secretOnStdin(args)).toBeUndefined();
    expect(secretOnStdin(parse(['--jwt-file', '-']))).toBe('--jwt');
  });
});

describe('connectionSecrets', () => {
  it('reads a file and stdin without a warning', () => {
    const path = join(dir, 'key');
    writeFileSync(path, 'sk_file_1\n', { mode: 0o600 });
    const warnings: string[] = [];
    const args = parse(['--api-key-file', path, '--api-token-file', '-']);
    const read = connectionSecrets(args.secrets, piped('tok_stdin_2\n'), 'cmd', (l) => void warnings.push(l));
    expect(read).toEqual({ apiKey: 'sk_file_1', apiToken: 'tok_stdin_2', jwt: undefined });
    expect(warnings).toEqual([]);
  });

  it('takes a secret from argv with one warning that names the flag, not the secret', () => {
    const warnings: string[] = [];
    const args = parse(['--api-key', 'sk_argv_3', '--jwt', 'jwt_argv_4']);
    const read = connectionSecrets(
      args.secrets,
      processSecretIo,
      'card-console x',
      (l) => void warnings.push(l),
    );
    expect(read).toEqual({ apiKey: 'sk_argv_3', apiToken: undefined, jwt: 'jwt_argv_4' });
    expect(warnings).toHaveLength(1);
    expect(warnings[0]).toContain('--api-key');
    expect(warnings[0]).not.toContain('sk_argv_3');
    expect(warnings[0]).not.toContain('jwt_argv_4');
  });

  it('refuses a flag and its file together, and a missing file, as usage errors naming the flag', () => {
    const both = parse(['--api-key', 'sk_5', '--api-key-file', join(dir, 'key')]);
    expect(() => connectionSecrets(both.secrets, processSecretIo, 'c', () => {})).toThrow(UsageError);
    const missing = parse(['--jwt-file', join(dir, 'absent')]);
    expect(() => connectionSecrets(missing.secrets, processSecretIo, 'c', () => {})).toThrow(/--jwt-file/);
  });
});
