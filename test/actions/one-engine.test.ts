// One engine changes a card: for each action, the single action (what the TUI's forms call) and a
// bulk job's item (what the TUI's bulk jobs and `card-console cards` run) put the same request on
// the wire — method, path, body with the operator's description and our `ref:` token, the
// Idempotency-Key for money — and, when the answer is lost after the server applied it, read back
// the same way and settle the same way, without sending the change again; a request that never
// arrived is found not applied by both.
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { Agent, type Dispatcher } from 'undici';
import {
  defundCard,
  editCard,
  fundCard,
  startBulkJob,
  terminateCard,
  type ActionResult,
  type BulkItem,
  type BulkSpec,
  type CardRef,
} from '../../src/actions/index.js';
import { changeCardStatus } from '../../src/actions/card-actions.js';
import { referenceFor } from '../../src/actions/reference.js';
import { createClient, type ApiClient, type Credentials } from '../../src/api/index.js';
import { withReference } from '../../src/domain/index.js';
import {
  activeWallets,
  cardsOf,
  contextFor,
  issueMany,
  nano,
  readRef,
  startEnv,
  stopEnv,
  type Env,
} from '../support/action-helpers.js';

interface Sent {
  method: string;
  path: string;
  body: unknown;
  key: string | undefined;
}

/** What happens to the next write: its answer is lost after the server applied it, or it never reaches the server. */
type Fault = 'lose' | 'swallow' | undefined;

/** A client whose requests are recorded as sent, with a fault for the next write. */
function recording(env: Env, credentials: Credentials, fault: Fault): { client: ApiClient; sent: Sent[] } {
  const agent = new Agent();
  const sent: Sent[] = [];
  let pending = fault;
  const dropped = () => Object.assign(new Error('socket hang up'), { code: 'ECONNRESET' });
  const dispatcher = {
    async request(r: Dispatcher.RequestOptions) {
      const headers = (r.headers ?? {}) as Record<string, string>;
      sent.push({
        method: r.method,
        path: r.path,
        body: typeof r.body === 'string' ? JSON.parse(r.body) : undefined,
        key: headers['idempotency-key'],
      });
      const fault = r.method === 'GET' ? undefined : pending;
      if (fault) pending = undefined;
      if (fault === 'swallow') throw dropped();
      const response = await agent.request(r);
      if (fault === 'lose') {
        await response.body.dump();
        throw dropped();
      }
      return response;
    },
    close: () => agent.close(),
  } as unknown as Dispatcher;
  const client = createClient({
    baseUrl: env.sandbox.baseUrl,
    credentials,
    dispatcher,
    retry: { maxRetries: 0 },
  });
  env.clients.push(client);
  return { client, sent };
}

let env: Env;
let walletId: string;
let pool: CardRef[];

beforeAll(async () => {
  env = await startEnv();
  walletId = (await activeWallets(env.client))[0]?.id ?? '';
  const ids = await issueMany(env.client, walletId, 50);
  await vi.waitFor(
    async () => {
      pool = (await cardsOf(env.client, walletId)).filter((c) => ids.includes(c.id) && c.status === 'active');
      if (pool.length !== 50) throw new Error(`${pool.length} of 50 cards active`);
    },
    { timeout: 20_000, interval: 100 },
  );
}, 60_000);
afterAll(() => stopEnv(env));

type Single = (ctxClient: ApiClient, card: CardRef, key: string) => Promise<ActionResult<unknown>>;

interface Case {
  name: string;
  family: 'org' | 'account';
  /** Puts a fresh card in the state the action starts from. */
  prepare?: (card: CardRef) => Promise<CardRef>;
  single: Single;
  bulk: (card: CardRef) => BulkSpec;
  /** The write both paths must send, for this card and key. */
  request: (card: CardRef, key: string) => Partial<Sent>;
  /** What the server shows after the change happened exactly once. */
  effect: (before: CardRef, after: CardRef) => void;
}

const AMOUNT = '2.50';
const NOTE = 'refund #77';
const single = (ctxClient: ApiClient) => contextFor(env, { client: ctxClient });
const instrument = (card: CardRef) =>
  `/api/v2/organizations/${env.merchant.orgId}/wallets/${card.accountId}/instruments/${card.id}`;
const org = (card: CardRef, action: string) => `${instrument(card)}/${action}`;
const moneyBody = (key: string, family: 'org' | 'account') => ({
  amount: family === 'org' ? AMOUNT : '2.500000000',
  ...(family === 'account' ? { currency: 'USD' } : {}),
  description: withReference(NOTE, referenceFor(key)),
});
const moved = (sign: 1n | -1n) => (before: CardRef, after: CardRef) =>
  expect(nano(after.availableBalance ?? '0') - nano(before.availableBalance ?? '0')).toBe(
    sign * nano(AMOUNT),
  );
const status = (expected: CardRef['status']) => (_before: CardRef, after: CardRef) =>
  expect(after.status).toBe(expected);
const funded = async (card: CardRef) => {
  await env.client.call('fundCard', {
    params: { wallet_id: card.accountId, instrument_id: card.id },
    body: { amount: '20.00' },
  });
  return readRef(env.client, card);
};
const frozen = async (card: CardRef) => {
  await env.client.call('suspendCard', { params: { wallet_id: card.accountId, instrument_id: card.id } });
  return readRef(env.client, card);
};

const cases: Case[] = [
  {
    name: 'suspend',
    family: 'org',
    single: (c, card) => changeCardStatus(single(c), card, 'suspend'),
    bulk: (card) => ({ action: 'suspend', cards: [card] }),
    request: (card) => ({ method: 'POST', path: org(card, 'suspend'), body: undefined, key: undefined }),
    effect: status('frozen'),
  },
  {
    name: 'resume',
    family: 'org',
    prepare: frozen,
    single: (c, card) => changeCardStatus(single(c), card, 'resume'),
    bulk: (card) => ({ action: 'resume', cards: [card] }),
    request: (card) => ({ method: 'POST', path: org(card, 'resume'), body: undefined, key: undefined }),
    effect: status('active'),
  },
  {
    name: 'terminate',
    family: 'org',
    single: (c, card) => terminateCard(single(c), card),
    bulk: (card) => ({ action: 'terminate', cards: [card] }),
    request: (card) => ({ method: 'POST', path: org(card, 'terminate'), body: undefined, key: undefined }),
    effect: status('closed'),
  },
  {
    name: 'edit limits',
    family: 'org',
    single: (c, card) =>
      editCard(single(c), card, { shown: {}, changes: { limits: { daily_limit: '100.00' } } }),
    bulk: (card) => ({ action: 'setLimits', cards: [card], limits: { daily_limit: '100.00' } }),
    request: (card) => ({
      method: 'PATCH',
      path: instrument(card),
      body: { limits: { daily_limit: '100.00' } },
      key: undefined,
    }),
    effect: () => undefined,
  },
  ...(['org', 'account'] as const).flatMap((family): Case[] => [
    {
      name: `fund (${family} family)`,
      family,
      single: (c, card, key) =>
        fundCard(single(c), card, { amount: AMOUNT, description: NOTE }, { idempotencyKey: key }),
      bulk: (card) => ({ action: 'fund', cards: [card], amount: AMOUNT, description: NOTE }),
      request: (card, key) => ({
        method: family === 'org' ? 'PATCH' : 'POST',
        key,
        body: moneyBody(key, family),
        path:
          family === 'org' ? org(card, 'fund') : `/api/v2/accounts/${card.accountId}/cards/${card.id}/topup`,
      }),
      effect: moved(1n),
    },
    {
      name: `defund (${family} family)`,
      family,
      prepare: funded,
      single: (c, card, key) =>
        defundCard(single(c), card, { amount: AMOUNT, description: NOTE }, { idempotencyKey: key }),
      bulk: (card) => ({ action: 'defund', cards: [card], amount: AMOUNT, description: NOTE }),
      request: (card, key) => ({
        method: family === 'org' ? 'PATCH' : 'POST',
        key,
        body: moneyBody(key, family),
        path:
          family === 'org'
            ? org(card, 'defund')
            : `/api/v2/accounts/${card.accountId}/cards/${card.id}/withdraw`,
      }),
      effect: moved(-1n),
    },
  ]),
];

let next = 0;
async function freshCard(c: Case): Promise<CardRef> {
  const card = pool[next++] as CardRef;
  return c.prepare ? c.prepare(card) : readRef(env.client, card);
}

const credentialsOf = (family: 'org' | 'account'): Credentials =>
  family === 'org'
    ? { orgId: env.merchant.orgId, apiKey: env.merchant.apiKey }
    : { apiToken: env.merchant.apiToken };

/** From the first write on, with this card's ids, our key and reference, and times made generic. */
function fromWrite(sent: readonly Sent[], card: CardRef, key: string | undefined): string[] {
  const first = sent.findIndex((s) => s.method !== 'GET');
  return sent.slice(first).map((s) => {
    let text = JSON.stringify(s).replaceAll(card.id, '{card}').replaceAll(card.accountId, '{wallet}');
    if (key) text = text.replaceAll(key, '{key}').replaceAll(referenceFor(key), '{ref}');
    return text
      .replace(/createdAtFrom=[^&"]*/g, 'createdAtFrom={time}')
      .replace(/[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}/g, '{id}');
  });
}

async function runSingle(c: Case, fault: Fault) {
  const card = await freshCard(c);
  const rec = recording(env, credentialsOf(c.family), fault);
  const key = crypto.randomUUID();
  const result = await c.single(rec.client, card, key);
  const settlement = result.ok ? (result.readBack ?? 'ok') : (result.error.readBack ?? result.error.kind);
  return { card, key, result, settlement, sent: rec.sent, after: await readRef(env.client, card) };
}

async function runBulk(c: Case, fault: Fault) {
  const card = await freshCard(c);
  const rec = recording(env, credentialsOf(c.family), fault);
  const started = await startBulkJob(contextFor(env, { client: rec.client }), {
    ...c.bulk(card),
    concurrency: 1,
  });
  if (!started.ok) throw new Error(started.error.message);
  await started.job.done();
  const item = started.job.items()[0] as BulkItem;
  const settlement =
    item.state === 'done' ? (item.readBack ?? 'ok') : (item.error?.readBack ?? item.error?.kind);
  return {
    card,
    key: item.idempotencyKey,
    item,
    settlement,
    sent: rec.sent,
    after: await readRef(env.client, card),
  };
}

describe.each(cases)('$name: the single action and the bulk item', (c) => {
  it('send the same request', async () => {
    const one = await runSingle(c, undefined);
    const bulk = await runBulk(c, undefined);
    expect(one.settlement).toBe('ok');
    expect(bulk.item.state).toBe('done');
    const writes = (sent: readonly Sent[]) => sent.filter((s) => s.method !== 'GET');
    expect(writes(one.sent)).toEqual([expect.objectContaining(c.request(one.card, one.key))]);
    expect(writes(bulk.sent)).toEqual([expect.objectContaining(c.request(bulk.card, bulk.key ?? ''))]);
    expect(fromWrite(bulk.sent, bulk.card, bulk.key)).toEqual(
      fromWrite(one.sent, one.card, c.request(one.card, one.key).key),
    );
    c.effect(one.card, one.after);
    c.effect(bulk.card, bulk.after);
  });

  it('settle a lost answer the same way: by reading back, never by sending again', async () => {
    const one = await runSingle(c, 'lose');
    const bulk = await runBulk(c, 'lose');
    if (c.name === 'edit limits') {
      // An edit is applied later (202) by the server's worker: reading back right away may or may not
      // show it yet (a race with that worker, on either path), but it is never taken as not applied.
      expect(['applied', 'still_unknown']).toContain(one.settlement);
      expect(['applied', 'still_unknown']).toContain(bulk.settlement);
    } else {
      expect(one.settlement).toBe('applied');
      expect(bulk.settlement).toBe(one.settlement);
    }
    const reads = fromWrite(one.sent, one.card, c.request(one.card, one.key).key);
    expect(reads.length).toBeGreaterThan(1);
    expect(reads.filter((r) => !r.startsWith('{"method":"GET"'))).toHaveLength(1);
    expect(fromWrite(bulk.sent, bulk.card, bulk.key)).toEqual(reads);
    c.effect(one.card, one.after);
    c.effect(bulk.card, bulk.after);
  });

  it('settle a request that never arrived the same way: nothing claimed, nothing sent again', async () => {
    const one = await runSingle(c, 'swallow');
    const bulk = await runBulk(c, 'swallow');
    // An edit cannot be read back as "not applied" (it applies later); the others can.
    expect(one.settlement).toBe(c.name === 'edit limits' ? 'still_unknown' : 'not_applied');
    expect(bulk.settlement).toBe(one.settlement);
    const reads = fromWrite(one.sent, one.card, c.request(one.card, one.key).key);
    expect(reads.filter((r) => !r.startsWith('{"method":"GET"'))).toHaveLength(1);
    expect(fromWrite(bulk.sent, bulk.card, bulk.key)).toEqual(reads);
    expect(one.after.status).toBe(one.card.status);
    expect(one.after.availableBalance).toBe(one.card.availableBalance);
    expect(bulk.after.status).toBe(bulk.card.status);
    expect(bulk.after.availableBalance).toBe(bulk.card.availableBalance);
  });
});
