// End to end through the bundle: a reader that goes away (`cards list | head -1`) ends a listing
// quietly (exit 0, no EPIPE trace), and a bulk job whose reader went away still runs to its end
// and is journaled, instead of dying half-way with an uncaught EPIPE.
import { beforeAll, describe, expect, it } from 'vitest';
import { cli, inProcessSandbox, isolatedHomes, jsonLines, type E2eSandbox } from './harness.js';

let sandbox: E2eSandbox;
const homes = isolatedHomes();

beforeAll(async () => {
  sandbox = await inProcessSandbox({ seed: 'scale', scale: { cards: 3_000, wallets: 1, seedValue: 1 } });
}, 60_000);

/** Runs the binary, reads its first stdout line, then closes the pipe as `head -1` would. */
async function firstLineThenClose(
  args: string[],
  stdin = '',
): Promise<{ first: string; code: number | null; err: string }> {
  let first: string | undefined;
  const run = await cli(args, {
    homes,
    env: sandbox.connection(),
    stdin,
    onLine: (line, child) => {
      if (first !== undefined) return;
      first = line;
      child.stdout?.destroy();
    },
  });
  return { first: first ?? '', code: run.code, err: run.err };
}

describe('cards when the reader of stdout goes away', { timeout: 60_000 }, () => {
  it('cards list | head -1: exit 0, no EPIPE trace', async () => {
    const run = await firstLineThenClose(['cards', 'list', '--json']);
    expect(JSON.parse(run.first)).toMatchObject({ id: expect.any(String) });
    expect(run.err).not.toMatch(/EPIPE|Error/);
    expect(run.code).toBe(0);
  });

  it('cards freeze --json | head -1: the job still runs to its end and is journaled done', async () => {
    const listed = (
      await cli(['cards', 'list', '--json', '--status', 'active'], { homes, env: sandbox.connection() })
    ).out;
    const ids = listed.trim().split('\n').slice(0, 200).join('\n');
    const run = await firstLineThenClose(['cards', 'freeze', '--ids', '-', '--yes', '--json'], ids);
    const job = (JSON.parse(run.first) as { job: string }).job;
    expect(run.err).not.toMatch(/EPIPE|Error/);
    expect(run.code).toBe(0);
    const shown = await cli(['jobs', 'list', '--json'], { homes });
    const record = jsonLines(shown.out).find((j) => j.id === job);
    expect(record).toMatchObject({ status: 'done', total: 200, settled: 200, counts: { done: 200 } });
  });
});
