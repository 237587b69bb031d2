// End to end: the console at 80x24 (tmux) on a sandbox of three `card-console sandbox --database-url` processes on
// one PostgreSQL database, behind one address (a round-robin proxy, as a load balancer would be). The operator
// browses, funds a card, freezes a wallet's cards in bulk while one process is killed with SIGKILL and started
// again, then resumes them in bulk. Through the API afterwards: the fund moved its money once, every card of the
// job was frozen once and resumed once (the console's audit trail and the sandbox's own card_state history agree),
// and every process answered some of it.
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readJob, listJobs } from '../../src/actions/index.js';
import { createClient, type ApiClient } from '../../src/api/index.js';
import type { MerchantCredentials } from '../../src/sandbox/index.js';
import { cardsOf, nano } from '../support/action-helpers.js';
import { usePostgresServer } from '../support/postgres-file.js';
import { startRoundRobinProxy, type RoundRobinProxy } from '../support/round-robin-proxy.js';
import { startSandboxChild, type SandboxChild } from '../support/sandbox-child.js';
import {
  BIN,
  hasRow,
  isolatedHomes,
  openConsole,
  patiently,
  readThroughFaults,
  type Terminal,
} from './harness.js';

const server = usePostgresServer();
const children: SandboxChild[] = [];
let proxy: RoundRobinProxy | undefined;
let term: Terminal | undefined;
afterAll(async () => {
  await term?.closeAndWait();
  await proxy?.close();
  for (const child of children) if (child.process.exitCode === null) child.process.kill('SIGKILL');
});

const CARDS = 40;

function sandboxProcess(url: string, port: number): SandboxChild {
  const child = startSandboxChild(
    [
      ...['--json', '--port', String(port), '--database-url', url, '--seed', 'demo'],
      // A rate limit (held across the processes, in the database) makes the bulk job take seconds, so the kill
      // lands in its middle.
      ...['--provisioning-delay-ms', '0', '--rate-limit', '15'],
    ],
    { bundle: BIN },
  );
  children.push(child);
  return child;
}

/** Reads through the proxy, repeated while a dead or restarting process makes one fail. */
const read = readThroughFaults;

/** The first value `what` gives, checked every 100 ms. */
async function poll<T>(what: () => T | undefined | false, timeoutMs: number, waitingFor: string): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = what();
    if (value) return value;
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${waitingFor}`);
    await new Promise((r) => setTimeout(r, 100));
  }
}

interface StateChange {
  cardId: string;
  from: string | null | undefined;
  to: string;
}

/** Every card_state change the sandbox recorded for these cards since `since`. */
async function stateChanges(client: ApiClient, since: string): Promise<StateChange[]> {
  const changes: StateChange[] = [];
  for await (const delivery of client.paginate(
    'listWebhookEvents',
    { query: { eventType: 'card_state', createdAtFrom: since } },
    { pageSize: 1000 },
  ))
    changes.push({
      cardId: String(delivery.payload.data.id),
      from: delivery.payload.previousStatus,
      to: String(delivery.payload.data.status),
    });
  return changes;
}

/** The audit trail's done entries of one bulk action, by card. */
function doneByAudit(stateDir: string, jobId: string): string[] {
  const record = readJob(stateDir, jobId);
  if (!record) throw new Error(`no journal for ${jobId}`);
  return [...record.outcomes].filter(([, o]) => o.outcome === 'done').map(([cardId]) => cardId);
}

describe('the console on three PostgreSQL-backed sandbox processes behind one address (tmux 80x24)', () => {
  let merchant: MerchantCredentials;
  let client: ApiClient;
  let walletId = '';
  let url = '';
  const homes = isolatedHomes();
  const stateDir = join(homes.state, 'card-console');

  beforeAll(async () => {
    url = server.database();
    // Started together on an empty database: one migrates and seeds, the others wait and serve what it wrote.
    const started = [sandboxProcess(url, 0), sandboxProcess(url, 0), sandboxProcess(url, 0)];
    const announced = await Promise.all(started.map((c) => c.announced));
    merchant = announced[0]!.merchants[0]!;
    proxy = await startRoundRobinProxy(announced.map((a) => a.baseUrl));
    client = createClient({
      baseUrl: proxy.url,
      credentials: { orgId: merchant.orgId, apiKey: merchant.apiKey, apiToken: merchant.apiToken },
    });
    walletId = (await read(() => client.call('listAccounts', {}))).items[0]!.id;
    const holder = (await read(() => client.call('listCardholders', {}))).items[0]!.cardOwnerId;
    // One at a time, each repeated while the rate limit refuses it (a refused request issued nothing).
    for (let i = 0; i < CARDS; i += 1)
      await patiently(() =>
        client.call('issueCard', {
          params: { wallet_id: walletId },
          body: { cardOwnerId: holder, cardType: 'virtual', name: `Proxy ${i}` },
        }),
      );
  }, 240_000);

  const cardsNow = async () => new Map((await read(() => cardsOf(client, walletId))).map((c) => [c.id, c]));

  it('funds once, freezes through a killed process and resumes: nothing lost, nothing twice', async () => {
    const since = new Date().toISOString();
    const before = await cardsNow();
    const walletBefore = nano(
      (await read(() => client.call('getAccountBalance', { params: { account_uuid: walletId } }))).balance,
    );
    const t = openConsole({
      args: [
        ...['--base-url', proxy!.url, '--org', merchant.orgId],
        ...['--api-key', merchant.apiKey, '--api-token', merchant.apiToken, '--no-listen', '--no-index'],
      ],
      homes,
      cols: 80,
      rows: 24,
    });
    term = t;
    await t.waitFor('> 1 Wallets', 60_000);

    // Browse: the cards pane, with the cursor on an active card.
    t.keys('2');
    await t.waitFor((s) => s.includes('> 2 Cards') && /^>.*ACTIVE/m.test(s), 30_000);

    // Fund the card under the cursor 12.34, through the review.
    t.keys('f');
    await t.waitFor((s) => s.includes('Fund ') && s.includes('wallet available'), 30_000);
    t.type('12.34');
    t.keys('Tab');
    t.type('proxy fund');
    await t.waitFor('proxy fund_');
    t.keys('Enter');
    await t.waitFor((s) => s.includes('Fund 12.34 USD from'), 30_000);
    t.keys('y');
    await t.waitFor((s) => s.includes('funded '), 60_000);
    const afterFund = await cardsNow();
    const funded = [...afterFund].filter(
      ([id, c]) => nano(c.availableBalance ?? '0') !== nano(before.get(id)?.availableBalance ?? '0'),
    );
    expect(funded.map(([, c]) => nano(c.availableBalance ?? '0'))).toHaveLength(1);
    const [fundedId, fundedCard] = funded[0]!;
    expect(
      nano(fundedCard.availableBalance ?? '0') - nano(before.get(fundedId)!.availableBalance ?? '0'),
    ).toBe(nano('12.34'));
    const walletAfter = nano(
      (await read(() => client.call('getAccountBalance', { params: { account_uuid: walletId } }))).balance,
    );
    expect(walletBefore - walletAfter).toBe(nano('12.34'));

    // Freeze every card of the wallet in bulk; one process is killed a few cards in and started again.
    t.keys('a');
    await t.waitFor((s) => /\d+ marked/.test(s), 30_000);
    t.keys('s');
    await t.waitFor('Bulk suspend', 30_000);
    t.keys('y');
    const freeze = await poll(
      () => listJobs(stateDir).find((j) => j.action === 'suspend' && j.final >= 5),
      60_000,
      'five cards of the freeze done',
    );
    expect(freeze.final).toBeLessThan(freeze.total);
    const victim = children[1]!;
    const port = Number(new URL((await victim.announced).baseUrl).port);
    victim.process.kill('SIGKILL');
    expect(await victim.exited).toBe('SIGKILL');
    const restarted = sandboxProcess(url, port);
    expect((await restarted.announced).baseUrl).toBe((await victim.announced).baseUrl);
    // Every card has its outcome; a change whose answer the kill cut off was read back through another process.
    await t.waitFor((s) => new RegExp(`${freeze.id} .* 0 left .*finished`).test(s), 120_000);
    const settled = listJobs(stateDir).find((j) => j.id === freeze.id)!;
    // One that was provably not applied stays retryable: R sends it again under its own key.
    if ((settled.counts.failed ?? 0) > 0) t.keys('R');
    await poll(() => readJob(stateDir, freeze.id)?.ended, 120_000, 'the freeze to end').catch(
      (error: unknown) => {
        throw new Error(`${String(error)}\n${JSON.stringify(listJobs(stateDir))}\n${t.screen()}`);
      },
    );
    const frozenByJob = doneByAudit(stateDir, freeze.id);
    expect(frozenByJob.length).toBeGreaterThanOrEqual(CARDS);
    const afterFreeze = await cardsNow();
    expect(frozenByJob.filter((id) => afterFreeze.get(id)?.status !== 'frozen')).toEqual([]);

    // Resume them in bulk, from the cards pane (the job list came up over it).
    t.keys('Escape');
    await t.waitFor((s) => !s.includes('in this session'), 30_000);
    t.keys('2');
    await t.waitFor('> 2 Cards', 30_000);
    t.keys('a');
    await t.waitFor((s) => /\d+ marked/.test(s), 30_000);
    t.keys('u');
    await t.waitFor('Bulk resume', 30_000);
    t.keys('y');
    const resume = await poll(
      () => listJobs(stateDir).find((j) => j.action === 'resume'),
      30_000,
      'the resume job',
    );
    await poll(() => readJob(stateDir, resume.id)?.ended, 120_000, 'the resume to end');
    const resumedByJob = doneByAudit(stateDir, resume.id);
    // Every card the freeze froze, and those the seed had frozen already.
    const frozenBefore = [...before].filter(([, c]) => c.status === 'frozen').map(([id]) => id);
    expect([...resumedByJob].sort()).toEqual([...frozenByJob, ...frozenBefore].sort());
    const afterResume = await cardsNow();
    expect(resumedByJob.filter((id) => afterResume.get(id)?.status !== 'active')).toEqual([]);
    t.keys('Escape');
    await t.waitFor(
      (s) => s.includes('> 2 Cards') && hasRow(s, 'Proxy', 'ACTIVE') && !hasRow(s, 'FROZEN'),
      30_000,
    );

    // The sandbox's own history: each of these cards went active → frozen once and frozen → active once.
    const changes = (await read(() => stateChanges(client, since))).filter((c) =>
      frozenByJob.includes(c.cardId),
    );
    const count = (from: string, to: string) =>
      frozenByJob.map(
        (id) => changes.filter((c) => c.cardId === id && c.from === from && c.to === to).length,
      );
    expect(new Set(count('active', 'frozen'))).toEqual(new Set([1]));
    expect(new Set(count('frozen', 'active'))).toEqual(new Set([1]));
    // And no other freeze or resume of them (their issuance's activation may fall in the span too).
    const moves = changes.filter((c) =>
      [c.from, c.to].every((status) => status === 'active' || status === 'frozen'),
    );
    expect(moves.filter((c) => c.from === c.to)).toEqual([]);
    expect(moves).toHaveLength(2 * frozenByJob.length);
    // Every process answered a share, and the dead one's turns went to the others.
    expect(proxy!.answered.every((n) => n > 0)).toBe(true);
    t.keys('q');
    expect(await t.waitForExit()).toBe(0);
  }, 420_000);
});
