// `card-console listen`: the signing secret and the --register credentials from files or stdin, with
// one warning when any of them comes from the command line.
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { runListenCommand } from '../../../src/cli/listen/command.js';
import { processSecretIo } from '../../../src/cli/secret-flags.js';
import { fakeProcess, parseListenArgs } from '../../support/fake-listen-process.js';

const dir = mkdtempSync(join(tmpdir(), 'cc-listen-secrets-'));
const put = (name: string, text: string): string => (
  writeFileSync(join(dir, name), text, { mode: 0o600 }),
  join(dir, name)
);
const stdin = (text: string) => ({ ...processSecretIo, stdinIsTerminal: false, readStdin: () => text });

describe('listen: secrets from files', () => {
  it('reads --secret-file, --previous-secret-file (stdin) and the connection files', () => {
    const opts = parseListenArgs(
      [
        '--secret-file',
        put('s', 'whsec-from-file\n'),
        '--register',
        '--previous-secret-file',
        '-',
        '--api-token-file',
        put('t', 'tok_file\n'),
        '--base-url',
        'http://127.0.0.1:1',
      ],
      {},
      stdin('whsec-previous\n'),
    );
    expect(opts).toMatchObject({
      secret: 'whsec-from-file',
      previousSecret: 'whsec-previous',
      argvSecrets: [],
    });
    expect(opts.connection.apiToken).toBe('tok_file');
  });

  it('checks a secret from a file like one from the flag, naming the file flag', () => {
    expect(() => parseListenArgs(['--secret-file', put('short', 'abc\n')])).toThrow(
      '--secret-file must be 8 to 200 characters long',
    );
    expect(() => parseListenArgs(['--secret-file', join(dir, 'missing')])).toThrow(
      /--secret-file: cannot read .*missing: no such file/,
    );
    expect(() => parseListenArgs(['--secret-file', put('empty', '')])).toThrow(
      /--secret-file: .*empty is empty/,
    );
    expect(() => parseListenArgs(['--api-token-file', put('t2', 'x')])).toThrow(
      '--api-token-file is only used with --register',
    );
  });

  it('warns once on stderr when secrets come from argv, without echoing them', async () => {
    const p = fakeProcess();
    expect(await runListenCommand(['--secret', 'whsec-on-argv-1', '--help'], p.io)).toBe(0);
    const err = p.err.join('');
    expect(err.match(/warning/g)).toHaveLength(1);
    expect(err).toContain(
      'card-console listen: warning: --secret on the command line is visible to other users',
    );
    expect(err).toContain('--secret-file FILE or CARD_CONSOLE_WEBHOOK_SECRET');
    expect(err).not.toContain('whsec-on-argv-1');
  });

  it('says nothing about argv when the secret comes from a file; the help lists the file flags', async () => {
    const p = fakeProcess();
    expect(await runListenCommand(['--secret-file', put('s2', 'whsec-from-file'), '--help'], p.io)).toBe(0);
    expect(p.err.join('')).toBe('');
    for (const flag of [
      '--secret-file FILE',
      '--previous-secret-file FILE',
      '--api-token-file F',
      '--api-key-file F',
      '--jwt-file F',
    ]) {
      expect(p.out.join('')).toContain(flag);
    }
  });
});
