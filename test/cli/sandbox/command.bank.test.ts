// The bank test, in the manner of Jepsen's: three `card-console sandbox --database-url` processes on one
// PostgreSQL database; eight clients move money between wallets and cards through all three, each operation under
// an Idempotency-Key and retried on another process until one answers; one process is killed with SIGKILL in the
// middle and started again on the same database and port. Afterwards the money adds up to the cent, every
// operation moved its money once, every repeat of a key got the first answer byte for byte, and every change has
// exactly one event id, delivered to the webhook receiver.
import { afterAll, describe, expect, it } from 'vitest';
import { add, type Money } from '../../../src/domain/money.js';
import {
  balancesOf,
  expectedBalances,
  feeOf,
  operationsOf,
  perform,
  total,
  transactionIds,
  type Bank,
  type Outcome,
} from '../../support/bank-workload.js';
import { call, waitFor } from '../../support/http-call.js';
import { usePostgresServer } from '../../support/postgres-file.js';
import { startSandboxChild, type SandboxChild } from '../../support/sandbox-child.js';
import { startWebhookEndpoint, type WebhookEndpoint } from '../../support/webhook-endpoint.js';

const server = usePostgresServer();
const children: SandboxChild[] = [];
let receiver: WebhookEndpoint | undefined;
afterAll(async () => {
  for (const child of children) if (child.process.exitCode === null) child.process.kill('SIGKILL');
  await receiver?.close();
});

const CLIENTS = 8;
const OPERATIONS_PER_CLIENT = 10;
const WALLETS = 3;

function sandbox(url: string, port: number): SandboxChild {
  const child = startSandboxChild([
    ...['--json', '--port', String(port), '--database-url', url, '--seed', 'none'],
    ...['--provisioning-delay-ms', '0'],
  ]);
  children.push(child);
  return child;
}

/** One merchant's wallets (each paid 1000.00) and a card in each, the webhook receiver configured. */
async function openBank(base: string, credentials: { orgId: string; apiKey: string; apiToken: string }) {
  const bank: Bank = {
    orgId: credentials.orgId,
    headers: { authorization: `Bearer ${credentials.apiKey}`, 'x-api-token': credentials.apiToken },
    wallets: [],
    cards: [],
  };
  const send = async (method: 'GET' | 'POST' | 'PUT', path: string, body?: unknown) => {
    const res = await call(base, method, path, { headers: bank.headers, body });
    expect(res.status, res.text).toBeLessThan(300);
    return res.json as Record<string, unknown> & { data: Record<string, unknown> };
  };
  const org = `/api/v2/organizations/${bank.orgId}`;
  await send('PUT', '/api/v2/webhooks/config', { url: receiver!.url });
  for (let i = 0; i < WALLETS; i++) {
    const wallet = (
      await send('POST', `${org}/wallets`, { name: `Bank ${i}`, providerId: 'sandbox-visa-us' })
    ).data.id as string;
    await waitFor(async () => (await send('GET', `${org}/wallets/${wallet}`)).data.status === 'active');
    await send('POST', `/api/v2/sandbox/accounts/${wallet}/payin`, { amount: '1000.00' });
    const owner = `owner-${i}`;
    await send('POST', `/api/v2/accounts/${wallet}/cardholders`, {
      ...{ cardOwnerId: owner, firstName: 'Bank', lastName: `Holder ${i}` },
      ...{ email: `holder${i}@bank.example`, phone: '+15551234567' },
    });
    const issued = await send('POST', `${org}/wallets/${wallet}/instruments`, {
      cardOwnerId: owner,
      cardType: 'virtual',
    });
    const card = (issued.data.card as { id: string }).id;
    const path = `${org}/wallets/${wallet}/instruments/${card}`;
    await waitFor(
      async () => ((await send('GET', path)).data.card as { status: string }).status === 'active',
    );
    bank.wallets.push(wallet);
    bank.cards.push([wallet, card]);
  }
  return bank;
}

/** Event ids the receiver got, per transaction (the event's data.id). */
function eventIdsByTransaction(endpoint: WebhookEndpoint): Map<string, Set<string>> {
  const ids = new Map<string, Set<string>>();
  for (const { rawBody } of endpoint.received) {
    const event = JSON.parse(rawBody) as { id: string; type: string; data: { id: string } };
    if (event.type === 'card_state') continue;
    const set = ids.get(event.data.id) ?? new Set<string>();
    set.add(event.id);
    ids.set(event.data.id, set);
  }
  return ids;
}

describe('the bank test: three processes on one PostgreSQL database, one killed mid-run', () => {
  it('keeps the money exact, moves each operation once, replays each key and sends one event id per change', async () => {
    const phases: string[] = [];
    let mark = Date.now();
    const phase = (name: string): void => {
      phases.push(`${name} ${((Date.now() - mark) / 1000).toFixed(1)} s`);
      mark = Date.now();
    };
    receiver = await startWebhookEndpoint([200]);
    const url = server.database();
    // Started together: one migrates and seeds, the others find it done.
    const started = [sandbox(url, 0), sandbox(url, 0), sandbox(url, 0)];
    const announced = await Promise.all(started.map((c) => c.announced));
    const bases = announced.map((a) => a.baseUrl);
    expect(new Set(announced.map((a) => a.merchants[0]!.apiToken)).size).toBe(1);
    phase('start');
    const bank = await openBank(bases[0]!, announced[0]!.merchants[0]!);
    phase('open the bank');
    const before = await balancesOf(bases[1]!, bank);

    const victim = 1;
    const port = Number(new URL(bases[victim]!).port);
    let answered = 0;
    let restarted: Promise<unknown> | undefined;
    const killAt = Math.floor((CLIENTS * OPERATIONS_PER_CLIENT) / 3);
    const killAndRestart = async (): Promise<void> => {
      const killed = started[victim]!;
      killed.process.kill('SIGKILL');
      expect(await killed.exited).toBe('SIGKILL');
      // Started again the same way, on the same database and port (as behind a load balancer).
      const again = await sandbox(url, port).announced;
      expect(again.baseUrl).toBe(bases[victim]);
    };
    const client = async (n: number): Promise<Outcome[]> => {
      const outcomes: Outcome[] = [];
      for (const [i, op] of operationsOf(bank, n, OPERATIONS_PER_CLIENT).entries()) {
        outcomes.push(await perform(bases, (n + i) % bases.length, bank, op));
        if (++answered === killAt) restarted = killAndRestart();
      }
      return outcomes;
    };
    const outcomes = (await Promise.all(Array.from({ length: CLIENTS }, (_, n) => client(n)))).flat();
    await restarted;
    phase('operations');

    // Every repeat of a key got the first answer, byte for byte, whichever process served either.
    for (const { operation, first, repeat } of outcomes) {
      expect({
        key: operation.key,
        status: repeat.status,
        text: repeat.text,
        replayed: repeat.replayed,
      }).toEqual({
        key: operation.key,
        status: first.status,
        text: first.text,
        replayed: 'true',
      });
    }
    const succeeded = outcomes.filter((o) => o.first.status === 200);
    expect(succeeded.length).toBeGreaterThan(outcomes.length / 2);
    expect(outcomes.filter((o) => o.first.status !== 200).every((o) => o.first.status === 409)).toBe(true);

    // Each operation's money moved exactly once: every balance is what the answers add up to.
    const after = await balancesOf(bases[2]!, bank);
    expect(Object.fromEntries(after)).toEqual(Object.fromEntries(expectedBalances(before, outcomes)));
    // The sum of all balances is unchanged to the cent, counting the transfer fees the answers reported.
    const fees = succeeded.map(feeOf).reduce(add, 0n as Money);
    expect(add(total(after), fees)).toBe(total(before));

    // Each change has exactly one event id, delivered at least once; no change has two.
    const changes = succeeded.flatMap(transactionIds);
    expect(new Set(changes).size).toBe(changes.length);
    const events = await waitFor(() => {
      const byTransaction = eventIdsByTransaction(receiver!);
      return changes.every((id) => byTransaction.has(id)) && byTransaction;
    }, 60_000);
    phase('events');
    const doubled = [...events].filter(([, ids]) => ids.size !== 1).map(([id, ids]) => [id, [...ids]]);
    expect(doubled).toEqual([]);

    // The others stop cleanly; the killed one's exit was SIGKILL.
    const living = children.filter((child) => child !== started[victim]);
    for (const child of living) child.process.kill('SIGTERM');
    for (const child of living) expect(await child.exited).toBe(0);
    console.info(
      `bank: ${outcomes.length} operations, ${succeeded.length} moved money, ` +
        `${outcomes.reduce((n, o) => n + o.lost, 0)} attempts lost to the kill; ${phases.join(', ')}`,
    );
  }, 180_000);
});
