// `card-console sandbox` flags of the scale seed and the card cap, and the exact command line other
// tests rely on (`--seed scale --cards 20000 --wallets 5`), run for real on a small size; what a start that
// changes the database's traffic rate says.
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { parseSandboxArgs, runSandboxCommand, UsageError } from '../../../src/cli/sandbox/command.js';

describe('sandbox flags for scale', () => {
  it('reads the scale seed exactly as other tests write it', () => {
    expect(parseSandboxArgs(['--seed', 'scale', '--cards', '20000', '--wallets', '5']).start).toMatchObject({
      seed: 'scale',
      scale: { cards: 20_000, wallets: 5, seedValue: 1 },
      maxCards: undefined,
    });
    expect(
      parseSandboxArgs([
        '--seed',
        'scale',
        '--cards',
        '100',
        '--wallets',
        '2',
        '--seed-value',
        '42',
        '--max-cards',
        '50',
      ]).start,
    ).toMatchObject({ scale: { cards: 100, wallets: 2, seedValue: 42 }, maxCards: 50 });
    expect(parseSandboxArgs(['--seed', 'scale']).start.scale).toEqual({
      cards: 100_000,
      wallets: 10,
      seedValue: 1,
    });
  });

  it('takes --max-cards for any seed', () => {
    const start = parseSandboxArgs(['--max-cards', '3']).start;
    expect(start.maxCards).toBe(3);
    expect(start.scale).toBeUndefined();
  });

  it.each([
    [['--cards', '10'], '--cards applies only with --seed scale'],
    [['--seed', 'demo', '--wallets', '3'], '--wallets applies only with --seed scale'],
    [['--seed-value', '3'], '--seed-value applies only with --seed scale'],
    [['--seed', 'scale', '--cards', '0'], '--cards must be an integer from 1 to 10000000'],
    [['--seed', 'scale', '--wallets', 'many'], '--wallets must be an integer from 1 to 1000'],
    [['--seed', 'scale', '--seed-value', '1.5'], '--seed-value must be an integer'],
    [['--max-cards', '0'], '--max-cards must be an integer from 1 to 10000000'],
    [
      ['--seed', 'scale', '--cards', '1000', '--wallets', '2', '--max-cards', '499'],
      '--max-cards must be at least the 500 cards',
    ],
    [['--seed', 'lots'], '--seed must be "demo" or "none" or "scale"'],
  ])('refuses %j naming the flag and the rule', (argv, message) => {
    expect(() => parseSandboxArgs(argv)).toThrow(UsageError);
    expect(() => parseSandboxArgs(argv)).toThrow(message);
  });

  it('starts a scale sandbox from the command line and says so on stderr only', async () => {
    const out: string[] = [];
    const err: string[] = [];
    const io = {
      stdout: { write: (t: string) => out.push(t) },
      stderr: { write: (t: string) => err.push(t) },
      untilStopSignal: () => Promise.resolve('SIGTERM'),
    };
    const code = await runSandboxCommand(
      ['--db', ':memory:', '--port', '0', '--json', '--seed', 'scale', '--cards', '200', '--wallets', '5'],
      io,
    );
    expect(code).toBe(0);
    expect(out).toHaveLength(1);
    const started = JSON.parse(out[0] ?? '') as { merchants: { name: string }[] };
    expect(started.merchants.map((m) => m.name)).toEqual(['Initech Payments Ltd', 'Globex Media GmbH']);
    expect(err.join('')).toContain('seeded with 200 cards in 5 wallets');
  });
});

describe('sandbox --traffic', () => {
  it("says on stderr when its --traffic changes the rate another start set for the database's processes", async () => {
    const db = join(mkdtempSync(join(tmpdir(), 'traffic-rate-')), 'sandbox.db');
    const startWith = async (traffic: string): Promise<string> => {
      const err: string[] = [];
      const io = {
        stdout: { write: () => true },
        stderr: { write: (t: string) => err.push(t) },
        untilStopSignal: () => Promise.resolve('SIGTERM'),
      };
      const args = ['--db', db, '--port', '0', '--json', '--seed', 'none', '--traffic', traffic];
      expect(await runSandboxCommand(args, io)).toBe(0);
      return err.join('');
    };
    expect(await startWith('60')).not.toContain('simulated traffic');
    expect(await startWith('120')).toContain(
      'simulated traffic is now 120 a minute in total for every process on this database (it was 60)',
    );
    expect(await startWith('120')).not.toContain('simulated traffic');
    expect(await startWith('0')).toContain('simulated traffic is now 0 a minute in total');
  });
});
