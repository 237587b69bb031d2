// Secrets from files or stdin instead of argv: clear errors naming the flag, one warning for argv.
import { chmodSync, mkdtempSync, mkdirSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  argvSecretWarning,
  processSecretIo,
  readSecretFile,
  readSecrets,
  SecretFileError,
  type SecretIo,
} from '../../src/cli/secret-flags.js';

const dir = mkdtempSync(join(tmpdir(), 'cc-secret-'));
const file = (name: string, text: string): string => {
  const path = join(dir, name);
  writeFileSync(path, text, { mode: 0o600 });
  return path;
};
const pipedStdin = (text: string): SecretIo => ({
  ...processSecretIo,
  stdinIsTerminal: false,
  readStdin: () => text,
});
const SOURCES = [
  { flag: '--api-key', env: 'CARD_CONSOLE_API_KEY' },
  { flag: '--jwt', env: 'CARD_CONSOLE_JWT' },
];

describe('readSecretFile', () => {
  it('reads the secret, dropping the final newline and surrounding blanks', () => {
    expect(readSecretFile('api-key-file', file('key', 'sk_live_123\n'), processSecretIo)).toBe('sk_live_123');
    expect(readSecretFile('jwt-file', file('jwt', '  eyJ.a.b\r\n'), processSecretIo)).toBe('eyJ.a.b');
  });

  it('reads stdin for -, when it is not a terminal', () => {
    expect(readSecretFile('api-token-file', '-', pipedStdin('tok_abc\n'))).toBe('tok_abc');
    expect(() =>
      readSecretFile('api-token-file', '-', {
        ...processSecretIo,
        stdinIsTerminal: true,
        readStdin: () => 'x',
      }),
    ).toThrow(/--api-token-file -: stdin is a terminal; pipe the secret in/);
  });

  it('names the flag when the file is missing, unreadable, a directory, empty or several lines', () => {
    const missing = join(dir, 'nope');
    expect(() => readSecretFile('api-key-file', missing, processSecretIo)).toThrow(
      `--api-key-file: cannot read ${missing}: no such file`,
    );
    mkdirSync(join(dir, 'sub'));
    expect(() => readSecretFile('jwt-file', join(dir, 'sub'), processSecretIo)).toThrow(
      /--jwt-file: cannot read .*sub: it is a directory/,
    );
    const locked = file('locked', 'secret');
    chmodSync(locked, 0o000);
    if (process.getuid?.() !== 0)
      expect(() => readSecretFile('api-key-file', locked, processSecretIo)).toThrow(
        /--api-key-file: cannot read .*: permission denied/,
      );
    expect(() => readSecretFile('api-key-file', file('empty', '\n  \n'), processSecretIo)).toThrow(
      /--api-key-file: .*empty is empty/,
    );
    expect(() => readSecretFile('api-key-file', '-', pipedStdin(''))).toThrow(
      '--api-key-file: stdin is empty',
    );
    expect(() => readSecretFile('api-key-file', file('two', 'a\nb\n'), processSecretIo)).toThrow(
      /--api-key-file: .* holds more than one line/,
    );
    expect(() => readSecretFile('api-key-file', '', processSecretIo)).toThrow(
      /--api-key-file: give a file name/,
    );
  });

  it('never puts the secret in an error', () => {
    try {
      readSecretFile('api-key-file', file('multi', 'sk_hidden_1\nsk_hidden_2'), processSecretIo);
      expect.unreachable();
    } catch (error) {
      expect(error).toBeInstanceOf(SecretFileError);
      expect((error as Error).message).not.toContain('sk_hidden');
    }
  });
});

describe('readSecrets', () => {
  it('takes each secret from its flag or its file and lists those that came from argv', () => {
    const { secrets, fromArgv } = readSecrets(
      SOURCES,
      { 'api-key-file': file('k2', 'from-file\n'), jwt: 'from-argv' },
      processSecretIo,
    );
    expect(secrets.get('api-key')).toBe('from-file');
    expect(secrets.get('jwt')).toBe('from-argv');
    expect(fromArgv).toEqual(['--jwt']);
  });

  it('refuses a flag and its file together, and two readers of stdin', () => {
    expect(() =>
      readSecrets(SOURCES, { 'api-key': 'a', 'api-key-file': file('k3', 'b') }, processSecretIo),
    ).toThrow('--api-key and --api-key-file cannot both be given');
    expect(() => readSecrets(SOURCES, { 'api-key-file': '-', 'jwt-file': '-' }, pipedStdin('x'))).toThrow(
      '--api-key-file and --jwt-file: only one may read stdin (-)',
    );
  });
});

describe('argvSecretWarning', () => {
  it('says nothing when no secret came from argv', () => {
    expect(argvSecretWarning('card-console', SOURCES, [])).toBeUndefined();
  });

  it('is one line naming the flags and the file flag and variable to use instead', () => {
    const line = argvSecretWarning('card-console', SOURCES, ['--api-key', '--jwt']) ?? '';
    expect(line.trimEnd().split('\n')).toHaveLength(1);
    expect(line).toContain(
      '--api-key, --jwt on the command line are visible to other users of this machine (ps)',
    );
    expect(line).toContain(
      '--api-key-file FILE or CARD_CONSOLE_API_KEY, --jwt-file FILE or CARD_CONSOLE_JWT, or a profile',
    );
  });
});
