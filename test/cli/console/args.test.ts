import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { parseConsoleArgs, UsageError } from '../../../src/cli/console/args.js';
import { processSecretIo } from '../../../src/cli/secret-flags.js';

describe('console flags: --listen', () => {
  it("defaults to the connection's default", () => {
    expect(parseConsoleArgs([]).listen).toEqual({ mode: 'default' });
  });

  it('--listen alone picks a free port; --listen=PORT that port; --no-listen turns it off', () => {
    expect(parseConsoleArgs(['--listen']).listen).toEqual({ mode: 'on', port: 0 });
    expect(parseConsoleArgs(['--listen=8089']).listen).toEqual({ mode: 'on', port: 8089 });
    expect(parseConsoleArgs(['--no-listen']).listen).toEqual({ mode: 'off' });
  });

  it('refuses a bad port and both flags at once', () => {
    expect(() => parseConsoleArgs(['--listen=http'])).toThrow(UsageError);
    expect(() => parseConsoleArgs(['--listen=70000'])).toThrow(/0 to 65535/);
    expect(() => parseConsoleArgs(['--listen', '--no-listen'])).toThrow(/cannot both/);
  });
});

describe('console flags: secrets off the command line', () => {
  const dir = mkdtempSync(join(tmpdir(), 'cc-args-'));
  const quiet = () => {
    const warnings: string[] = [];
    return {
      io: { ...processSecretIo, stdinIsTerminal: true, warn: (line: string) => void warnings.push(line) },
      warnings,
    };
  };

  it('warns once on stderr when secrets come from argv, without echoing them', () => {
    const { io, warnings } = quiet();
    const options = parseConsoleArgs(
      ['--api-key', 'sk_argv_1', '--org', 'o', '--jwt=jwt_argv_2', '--api-token', 'tok_argv_3'],
      io,
    );
    expect(options.connection).toMatchObject({
      apiKey: 'sk_argv_1',
      jwt: 'jwt_argv_2',
      apiToken: 'tok_argv_3',
    });
    expect(warnings).toHaveLength(1);
    expect(warnings[0]).toMatch(
      /^card-console: warning: --api-key, --api-token, --jwt on the command line are visible/,
    );
    expect(warnings[0]).not.toMatch(/_argv_/);
  });

  it('reads --api-key-file, --api-token-file and --jwt-file without a warning', () => {
    const { io, warnings } = quiet();
    const put = (name: string, text: string) => (writeFileSync(join(dir, name), text), join(dir, name));
    const options = parseConsoleArgs(
      [
        '--api-key-file',
        put('k', 'sk_file\n'),
        '--org',
        'o',
        '--api-token-file',
        put('t', 'tok_file\n'),
        '--jwt-file',
        put('j', 'jwt_file'),
      ],
      io,
    );
    expect(options.connection).toMatchObject({ apiKey: 'sk_file', apiToken: 'tok_file', jwt: 'jwt_file' });
    expect(warnings).toEqual([]);
  });

  it("errors name the flag: unreadable, empty, both forms, and - (stdin is the console's keyboard)", () => {
    const { io } = quiet();
    writeFileSync(join(dir, 'empty'), '');
    expect(() => parseConsoleArgs(['--api-key-file', join(dir, 'missing')], io)).toThrow(UsageError);
    expect(() => parseConsoleArgs(['--api-key-file', join(dir, 'missing')], io)).toThrow(
      /^--api-key-file: cannot read .*missing: no such file$/,
    );
    expect(() => parseConsoleArgs(['--jwt-file', join(dir, 'empty')], io)).toThrow(
      /^--jwt-file: .*empty is empty/,
    );
    expect(() => parseConsoleArgs(['--api-token', 'a', '--api-token-file', join(dir, 'empty')], io)).toThrow(
      '--api-token and --api-token-file cannot both be given',
    );
    expect(() => parseConsoleArgs(['--api-token-file', '-'], io)).toThrow(
      /--api-token-file -: the console reads its keys from stdin; give a file .*CARD_CONSOLE_API_TOKEN or a profile/,
    );
  });
});

describe('--concurrency', () => {
  it('defaults to 4 and takes 1 to 32', () => {
    expect(parseConsoleArgs([]).concurrency).toBe(4);
    expect(parseConsoleArgs(['--concurrency', '8']).concurrency).toBe(8);
    expect(() => parseConsoleArgs(['--concurrency', '0'])).toThrow(UsageError);
    expect(() => parseConsoleArgs(['--concurrency', '33'])).toThrow(/1 to 32/);
    expect(() => parseConsoleArgs(['--concurrency', 'many'])).toThrow(/--concurrency/);
  });
});

describe('console flags: --utc', () => {
  it('is off unless given, and takes no value', () => {
    expect(parseConsoleArgs([]).utc).toBe(false);
    expect(parseConsoleArgs(['--utc']).utc).toBe(true);
    expect(() => parseConsoleArgs(['--utc=yes'])).toThrow(UsageError);
  });
});

describe('console flags: --log-file', () => {
  it('names the file the command log is written to; absent unless given; an empty name is refused', () => {
    expect(parseConsoleArgs([]).logFile).toBeUndefined();
    expect(parseConsoleArgs(['--log-file', '/tmp/session.jsonl']).logFile).toBe('/tmp/session.jsonl');
    expect(() => parseConsoleArgs(['--log-file', ' '])).toThrow(/--log-file: name a file/);
    expect(() => parseConsoleArgs(['--log-file'])).toThrow(UsageError);
  });
});
