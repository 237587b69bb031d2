// The bundled `card-console cards fund` funding 2,000 cards 0.01
// each on a sandbox child process with a rate limit and faults is SIGKILLed half-way, then
// `card-console jobs resume ID --yes` finishes it. Read back through the API: every card received
// exactly 0.01 and the wallet lost exactly 20.00 plus fees — nothing twice, nothing missed.
import type { ChildProcess } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import type { ApiClient } from '../../src/api/index.js';
import { nano } from '../support/action-helpers.js';
import {
  bundledSandbox,
  cli,
  isolatedHomes,
  jsonLines,
  readThroughFaults,
  type E2eSandbox,
  type Homes,
} from './harness.js';

const CARDS = 2_000;

const read = readThroughFaults;

async function balances(
  client: ApiClient,
  wallet: string,
): Promise<Map<string, { status: string; balance: string }>> {
  return read(async () => {
    const out = new Map<string, { status: string; balance: string }>();
    for await (const c of client.paginate('listCards', { params: { wallet_id: wallet } }, { pageSize: 500 }))
      out.set(c.cardId, { status: c.cardStatus, balance: c.availableBalance });
    return out;
  });
}

const walletBalance = (client: ApiClient, wallet: string): Promise<string> =>
  read(async () => (await client.call('getWallet', { params: { wallet_id: wallet } })).data.availableBalance);

async function feesSince(client: ApiClient, wallet: string, since: string): Promise<bigint> {
  return read(async () => {
    let fees = 0n;
    for await (const op of client.paginate(
      'listAccountTransactions',
      { params: { account_uuid: wallet }, query: { createdAtFrom: since } },
      { pageSize: 500 },
    ))
      fees += nano(op.feeAmount);
    return fees;
  });
}

interface Exit {
  code: number | null;
  signal: NodeJS.Signals | null;
  lines: Record<string, unknown>[];
  err: string;
}

async function run(
  args: string[],
  homes: Homes,
  env: Record<string, string>,
  onLine?: (line: Record<string, unknown>, child: ChildProcess) => void,
): Promise<Exit> {
  const done = await cli(args, {
    homes,
    env,
    ...(onLine
      ? { onLine: (text, child) => onLine(JSON.parse(text) as Record<string, unknown>, child) }
      : {}),
  });
  return { code: done.code, signal: done.signal, lines: jsonLines(done.out), err: done.err };
}

describe('a killed bulk fund of 2,000 cards, resumed (needs npm run build)', () => {
  let sandbox: E2eSandbox;
  let client: ApiClient;

  beforeAll(async () => {
    sandbox = await bundledSandbox([
      ...['--seed', 'scale', '--cards', '3200', '--wallets', '1', '--max-cards', '4000'],
      ...['--rate-limit', '200', '--faults', '0.02'],
    ]);
    // Short timeouts: a request the sandbox holds on purpose is given up and read again.
    client = sandbox.client({ timeouts: { headersMs: 3_000, totalMs: 5_000 } });
  }, 60_000);

  it('funds every card exactly once: SIGKILL half-way, then jobs resume ID --yes', async () => {
    const wallet = (
      await read(async () => (await client.call('listWallets', { query: { quantity: 10 } })).data)
    ).find((w) => w.status === 'active')!.id;
    const before = await balances(client, wallet);
    const ids = [...before]
      .filter(([, c]) => c.status === 'active')
      .map(([id]) => id)
      .slice(0, CARDS);
    expect(ids).toHaveLength(CARDS);
    const walletBefore = await walletBalance(client, wallet);
    const since = new Date(Date.now() - 1_000).toISOString();
    const homes = isolatedHomes();
    const idsFile = join(homes.dir, 'ids.txt');
    writeFileSync(idsFile, ids.join('\n'));
    // The key from the environment, as a script on a shared bastion gives it (argv would draw a warning).
    const env = { CARD_CONSOLE_API_KEY: sandbox.merchant.apiKey };
    const conn = ['--base-url', sandbox.baseUrl, '--org', sandbox.merchant.orgId, '--json'];

    // The faults also hit the planning reads (a 500 on a read is not retried): such a run stops
    // before its job starts, changing nothing, and is simply run again, as an operator would.
    let killed: Exit;
    for (let tries = 1; ; tries += 1) {
      let settled = 0;
      killed = await run(
        [
          'cards',
          'fund',
          '--ids',
          idsFile,
          '--amount',
          '0.01',
          '--wallet',
          wallet,
          '--concurrency',
          '8',
          ...conn,
        ],
        homes,
        env,
        (line, child) => {
          if (typeof line.outcome === 'string' && ++settled === CARDS / 2) child.kill('SIGKILL');
        },
      );
      const started = killed.lines.some((l) => typeof l.job === 'string');
      if (started || tries === 3) break;
      expect(killed.err).toMatch(/server|500|unavailable|failed/i);
    }
    expect(
      killed.signal,
      `cards fund ended by itself (exit ${killed.code}) before the kill: ${killed.err}`,
    ).toBe('SIGKILL');
    const jobId = killed.lines[0]?.job as string;
    expect(jobId).toMatch(/^job-/);

    const listed = await run(['jobs', 'list', '--json'], homes, env);
    const interrupted = listed.lines.find((l) => l.id === jobId);
    expect(interrupted).toMatchObject({ action: 'fund', status: 'interrupted', total: CARDS });
    // Every card printed before the kill was journaled first: the SIGKILL lost none of them.
    const printed = new Set(killed.lines.filter((l) => typeof l.outcome === 'string').map((l) => l.id));
    const journaled = Object.values(interrupted?.counts as Record<string, number>).reduce((a, b) => a + b, 0);
    expect(journaled).toBeGreaterThanOrEqual(printed.size);
    expect(interrupted?.settled as number).toBeLessThan(CARDS);

    const resumed = await run(['jobs', 'resume', jobId, '--yes', '--concurrency', '8', ...conn], homes, env);
    expect(resumed.err).toBe('');
    expect(resumed.code).toBe(0);
    expect(resumed.lines[0]).toEqual({ job: jobId });
    expect(resumed.lines.at(-1)).toMatchObject({ summary: true, resumed: true, failed: 0, status: 'done' });

    const after = await balances(client, wallet);
    const wrong = ids.filter(
      (id) => nano(after.get(id)!.balance) - nano(before.get(id)!.balance) !== nano('0.01'),
    );
    expect(wrong).toEqual([]);
    const untouched = [...before.keys()].filter(
      (id) => !ids.includes(id) && after.get(id)!.balance !== before.get(id)!.balance,
    );
    expect(untouched).toEqual([]);
    const lost = nano(walletBefore) - nano(await walletBalance(client, wallet));
    expect(lost).toBe(nano('20.00') + (await feesSince(client, wallet, since)));
    expect(
      (await run(['jobs', 'list', '--json'], homes, env)).lines.find((l) => l.id === jobId),
    ).toMatchObject({
      status: 'done',
      settled: CARDS,
    });
  }, 120_000);
});
