// The bank test's run and its checks, for any topology of sandbox processes on one PostgreSQL database (separate
// processes on their own addresses, or a pool behind one): eight clients move money through the addresses, one
// serving process is killed with SIGKILL a third of the way through, and afterwards the money adds up to the
// cent, every operation moved its money once, every repeat of a key got the first answer byte for byte, and every
// change has exactly one event id, delivered to the webhook receiver. The workload is bank-workload.ts.
import { expect } from 'vitest';
import type { MerchantCredentials } from '../../src/sandbox/core-types.js';
import { add, type Money } from '../../src/domain/money.js';
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
} from './bank-workload.js';
import { call, waitFor } from './http-call.js';
import type { WebhookEndpoint } from './webhook-endpoint.js';

const CLIENTS = 8;
const OPERATIONS_PER_CLIENT = 10;
const WALLETS = 3;

export interface BankTopology {
  /** The addresses the clients spread their requests over (one for a pool). */
  bases: string[];
  merchant: MerchantCredentials;
  /** Kills one serving process with SIGKILL; resolves once the topology serves as many as before. */
  killOne(): Promise<void>;
  /** Stops what still runs, checking each stop is clean. */
  stop(): Promise<void>;
}

/** One merchant's wallets (each paid 1000.00) and a card in each, the webhook receiver configured. */
async function openBank(
  base: string,
  merchant: MerchantCredentials,
  receiver: WebhookEndpoint,
): Promise<Bank> {
  const bank: Bank = {
    orgId: merchant.orgId,
    headers: { authorization: `Bearer ${merchant.apiKey}`, 'x-api-token': merchant.apiToken },
    wallets: [],
    cards: [],
  };
  const send = async (method: 'GET' | 'POST' | 'PUT', path: string, body?: unknown) => {
    const res = await call(base, method, path, { headers: bank.headers, body });
    expect(res.status, res.text).toBeLessThan(300);
    return res.json as Record<string, unknown> & { data: Record<string, unknown> };
  };
  const org = `/api/v2/organizations/${bank.orgId}`;
  await send('PUT', '/api/v2/webhooks/config', { url: receiver.url });
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

/** Runs the bank through `topology` with one kill, checks what it must hold, and says how it went. */
export async function runBankTest(topology: BankTopology, receiver: WebhookEndpoint): Promise<string> {
  const phases: string[] = [];
  let mark = Date.now();
  const phase = (name: string): void => {
    phases.push(`${name} ${((Date.now() - mark) / 1000).toFixed(1)} s`);
    mark = Date.now();
  };
  const { bases } = topology;
  const bank = await openBank(bases[0]!, topology.merchant, receiver);
  phase('open the bank');
  const before = await balancesOf(bases[bases.length - 1]!, bank);

  let answered = 0;
  let killed: Promise<unknown> | undefined;
  const killAt = Math.floor((CLIENTS * OPERATIONS_PER_CLIENT) / 3);
  const client = async (n: number): Promise<Outcome[]> => {
    const outcomes: Outcome[] = [];
    for (const [i, op] of operationsOf(bank, n, OPERATIONS_PER_CLIENT).entries()) {
      outcomes.push(await perform(bases, (n + i) % bases.length, bank, op));
      if (++answered === killAt) killed = topology.killOne();
    }
    return outcomes;
  };
  const outcomes = (await Promise.all(Array.from({ length: CLIENTS }, (_, n) => client(n)))).flat();
  await killed;
  phase('operations');

  // Every repeat of a key got the first answer, byte for byte, whichever process served either.
  for (const { operation, first, repeat } of outcomes) {
    expect({
      key: operation.key,
      status: repeat.status,
      text: repeat.text,
      replayed: repeat.replayed,
    }).toEqual({ key: operation.key, status: first.status, text: first.text, replayed: 'true' });
  }
  const succeeded = outcomes.filter((o) => o.first.status === 200);
  expect(succeeded.length).toBeGreaterThan(outcomes.length / 2);
  expect(outcomes.filter((o) => o.first.status !== 200).every((o) => o.first.status === 409)).toBe(true);

  // Each operation's money moved exactly once: every balance is what the answers add up to.
  const after = await balancesOf(bases[bases.length - 1]!, bank);
  expect(Object.fromEntries(after)).toEqual(Object.fromEntries(expectedBalances(before, outcomes)));
  // The sum of all balances is unchanged to the cent, counting the transfer fees the answers reported.
  const fees = succeeded.map(feeOf).reduce(add, 0n as Money);
  expect(add(total(after), fees)).toBe(total(before));

  // Each change has exactly one event id, delivered at least once; no change has two.
  const changes = succeeded.flatMap(transactionIds);
  expect(new Set(changes).size).toBe(changes.length);
  const events = await waitFor(() => {
    const byTransaction = eventIdsByTransaction(receiver);
    return changes.every((id) => byTransaction.has(id)) && byTransaction;
  }, 60_000);
  phase('events');
  const doubled = [...events].filter(([, ids]) => ids.size !== 1).map(([id, ids]) => [id, [...ids]]);
  expect(doubled).toEqual([]);

  await topology.stop();
  return (
    `${outcomes.length} operations, ${succeeded.length} moved money, ` +
    `${outcomes.reduce((n, o) => n + o.lost, 0)} attempts lost to the kill; ${phases.join(', ')}`
  );
}
