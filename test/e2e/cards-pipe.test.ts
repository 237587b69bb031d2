// End to end through the bundle: a reader that goes away (`cards list | head -1`) ends a listing
// quietly (exit 0, no EPIPE trace), and a bulk job whose reader went away still runs to its end
// and is journaled, instead of dying half-way with an uncaught EPIPE.
import { spawn } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createInterface } from 'node:readline';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startSandbox, type MerchantCredentials, type RunningSandbox } from '../../src/sandbox/index.js';

const binary = new URL('../../bin/card-console.js', import.meta.url).pathname;

let sandbox: RunningSandbox;
let merchant: MerchantCredentials;
let home: string;

beforeAll(async () => {
  sandbox = await startSandbox({
    port: 0,
    db: ':memory:',
    seed: 'scale',
    scale: { cards: 3_000, wallets: 1, seedValue: 1 },
    provisioningDelayMs: 0,
    logger: 'none',
  });
  merchant = sandbox.merchants[0] as MerchantCredentials;
  home = mkdtempSync(join(tmpdir(), 'cc-e2e-pipe-'));
}, 60_000);
afterAll(() => sandbox.close());

/** Runs the binary, reads its first stdout line, then closes the pipe as `head -1` would. */
function firstLineThenClose(
  args: string[],
  stdin = '',
): Promise<{ first: string; code: number; err: string }> {
  const child = spawn('node', [binary, ...args], {
    env: {
      ...process.env,
      HOME: home,
      XDG_STATE_HOME: join(home, 'state'),
      XDG_CONFIG_HOME: join(home, 'config'),
      XDG_CACHE_HOME: join(home, 'cache'),
      CARD_CONSOLE_BASE_URL: sandbox.baseUrl,
      CARD_CONSOLE_ORG_ID: merchant.orgId,
      CARD_CONSOLE_API_KEY: merchant.apiKey,
    },
    stdio: ['pipe', 'pipe', 'pipe'],
  });
  child.stdin.end(stdin);
  let err = '';
  child.stderr.on('data', (d: Buffer) => (err += d.toString()));
  return new Promise((resolve) => {
    let first = '';
    const lines = createInterface({ input: child.stdout });
    lines.once('line', (line) => {
      first = line;
      lines.close();
      child.stdout.destroy();
    });
    child.on('exit', (code) => resolve({ first, code: code ?? -1, err }));
  });
}

describe('cards when the reader of stdout goes away', { timeout: 60_000 }, () => {
  it('cards list | head -1: exit 0, no EPIPE trace', async () => {
    const run = await firstLineThenClose(['cards', 'list', '--json']);
    expect(JSON.parse(run.first)).toMatchObject({ id: expect.any(String) });
    expect(run.err).not.toMatch(/EPIPE|Error/);
    expect(run.code).toBe(0);
  });

  it('cards freeze --json | head -1: the job still runs to its end and is journaled done', async () => {
    const listed = await new Promise<string>((resolve) => {
      const child = spawn('node', [binary, 'cards', 'list', '--json', '--status', 'active'], {
        env: {
          ...process.env,
          HOME: home,
          CARD_CONSOLE_BASE_URL: sandbox.baseUrl,
          CARD_CONSOLE_ORG_ID: merchant.orgId,
          CARD_CONSOLE_API_KEY: merchant.apiKey,
        },
      });
      let out = '';
      child.stdout.on('data', (d: Buffer) => (out += d.toString()));
      child.on('exit', () => resolve(out));
    });
    const ids = listed.trim().split('\n').slice(0, 200).join('\n');
    const run = await firstLineThenClose(['cards', 'freeze', '--ids', '-', '--yes', '--json'], ids);
    const job = (JSON.parse(run.first) as { job: string }).job;
    expect(run.err).not.toMatch(/EPIPE|Error/);
    expect(run.code).toBe(0);
    const shown = await new Promise<string>((resolve) => {
      const child = spawn('node', [binary, 'jobs', 'list', '--json'], {
        env: { ...process.env, HOME: home, XDG_STATE_HOME: join(home, 'state') },
      });
      let out = '';
      child.stdout.on('data', (d: Buffer) => (out += d.toString()));
      child.on('exit', () => resolve(out));
    });
    const record = shown
      .trim()
      .split('\n')
      .map((l) => JSON.parse(l) as Record<string, unknown>)
      .find((j) => j.id === job);
    expect(record).toMatchObject({ status: 'done', total: 200, settled: 200, counts: { done: 200 } });
  });
});
