// Flag parsing of `card-console sandbox`: defaults, every rule, and the messages that name the flag.
import { describe, expect, it } from 'vitest';
import { parseSandboxArgs, runSandboxCommand, UsageError } from '../../../src/cli/sandbox/command.js';

describe('parseSandboxArgs', () => {
  it('reads every flag', () => {
    const parsed = parseSandboxArgs([
      '--host',
      '0.0.0.0',
      '--port',
      '0',
      '--db',
      ':memory:',
      '--seed',
      'none',
      '--provisioning-delay-ms',
      '0',
      '--traffic',
      '30',
      '--rate-limit',
      '5',
      '--faults',
      '0.25',
      '--json',
    ]);
    expect(parsed).toEqual({
      help: false,
      json: true,
      pool: 1,
      start: {
        host: '0.0.0.0',
        port: 0,
        db: ':memory:',
        seed: 'none',
        provisioningDelayMs: 0,
        trafficPerMinute: 30,
        rateLimit: 5,
        faults: 0.25,
      },
    });
  });

  it('reads --pool with a PostgreSQL address', () => {
    const url = 'postgres://sandbox@127.0.0.1:5432/sandbox';
    expect(parseSandboxArgs(['--pool', '4'], { CARD_CONSOLE_DATABASE_URL: url })).toMatchObject({
      pool: 4,
      start: { db: url },
    });
  });

  it('leaves unset flags to the defaults', () => {
    expect(parseSandboxArgs([]).start).toMatchObject({
      host: undefined,
      port: undefined,
      db: '',
      seed: undefined,
      faults: undefined,
    });
  });

  it.each([
    [['--port', '65536'], '--port must be an integer from 0 to 65535'],
    [['--port', '-1'], '--port'],
    [['--port', '8.5'], '--port must be an integer'],
    [['--seed', 'lots'], '--seed must be "demo" or "none"'],
    [['--faults', '1.5'], '--faults must be a number from 0 to 1'],
    [['--faults', 'often'], '--faults must be a number from 0 to 1'],
    [['--traffic', 'x'], '--traffic must be an integer'],
    [['--rate-limit', '-3'], '--rate-limit'],
    [['--provisioning-delay-ms', 'soon'], '--provisioning-delay-ms must be an integer'],
    [['--db', ''], '--db must not be empty'],
    [['--pool', '2'], '--pool applies only with --database-url (PostgreSQL)'],
    [['--db', ':memory:', '--pool', '3'], '--pool applies only with --database-url (PostgreSQL)'],
    [['--pool', '0'], '--pool must be an integer from 1 to 32'],
    [['--pool', 'many'], '--pool must be an integer from 1 to 32'],
    [['--bogus'], "Unknown option '--bogus'"],
    [['extra'], 'extra'],
  ])('refuses %j', (argv, message) => {
    expect(() => parseSandboxArgs(argv)).toThrow(UsageError);
    expect(() => parseSandboxArgs(argv)).toThrow(message);
  });
});

describe('runSandboxCommand', () => {
  const io = () => {
    const out: string[] = [];
    const err: string[] = [];
    return {
      out,
      err,
      io: {
        stdout: { write: (t: string) => out.push(t) },
        stderr: { write: (t: string) => err.push(t) },
        untilStopSignal: () => new Promise<string>(() => undefined),
      },
    };
  };

  it('prints help and exits 0', async () => {
    const { out, io: streams } = io();
    expect(await runSandboxCommand(['--help'], streams)).toBe(0);
    expect(out.join('')).toContain('--rate-limit N');
  });

  it('exits 2 with the rule on stderr for a bad flag', async () => {
    const { out, err, io: streams } = io();
    expect(await runSandboxCommand(['--faults', '2'], streams)).toBe(2);
    expect(err.join('')).toContain('--faults must be a number from 0 to 1');
    expect(out).toEqual([]);
  });
});
