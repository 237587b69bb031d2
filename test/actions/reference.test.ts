// An unknown outcome is settled by our own reference, never by a look-alike: our request is
// swallowed on the way (it never reaches the server) while another operator makes the identical
// movement directly. The console must never claim the other's transaction — for fund, defund,
// top-up, withdraw and transfer — and where the target honours Idempotency-Key, resending with the
// same key settles it (ours then happens exactly once).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { defundCard, fundCard, transfer, type ActionResult, type CardRef } from '../../src/actions/index.js';
import { OutcomeUnknownError, type ApiClient } from '../../src/api/index.js';
import type { RouteId } from '../../src/contract/index.js';
import { referenceOf, stripReference, withReference } from '../../src/domain/index.js';
import {
  activeWallets,
  cardsOf,
  clientWith,
  contextFor,
  issueMany,
  nano,
  startEnv,
  stopEnv,
  type Env,
} from '../support/action-helpers.js';

let env: Env;
let walletId: string;
let otherWalletId: string;
let cards: CardRef[];
let orgClient: ApiClient;
let accountClient: ApiClient;

beforeAll(async () => {
  env = await startEnv();
  const wallets = await activeWallets(env.client);
  walletId = wallets[0]!.id;
  otherWalletId = wallets[1]!.id;
  await issueMany(env.client, walletId, 20);
  // Provisioning is asynchronous: wait (bounded) until the new cards are active.
  for (let i = 0; i < 100; i++) {
    cards = (await cardsOf(env.client, walletId)).filter((c) => c.status === 'active');
    if (cards.length >= 17) break;
    await new Promise((r) => setTimeout(r, 50));
  }
  orgClient = clientWith(env, { orgId: env.merchant.orgId, apiKey: env.merchant.apiKey });
  accountClient = clientWith(env, { apiToken: env.merchant.apiToken });
});
afterAll(() => stopEnv(env));

type Mode = 'swallow' | 'lose-answer';

/**
 * A client whose first call of `route` either never reaches the server (`swallow`) or reaches it
 * and loses the answer (`lose-answer`); in both cases `meanwhile` runs first: the other operator.
 */
function interleaved(
  client: ApiClient,
  route: RouteId,
  mode: Mode,
  meanwhile: () => Promise<void>,
): ApiClient & { sent: () => number } {
  let first = true;
  let sent = 0;
  const call = (async (id: RouteId, input: object, opts?: { idempotencyKey?: string }) => {
    const raw = client.call as (i: RouteId, x: object, o?: object) => Promise<unknown>;
    if (id !== route) return raw(id, input, opts);
    const swallowed = first && mode === 'swallow';
    const losing = first && mode === 'lose-answer';
    first = false;
    if (swallowed) {
      await meanwhile();
      throw new OutcomeUnknownError({ method: 'POST', path: `/${id}` }, 'network', opts?.idempotencyKey);
    }
    sent += 1;
    const result = await raw(id, input, opts);
    if (losing) {
      await meanwhile();
      throw new OutcomeUnknownError({ method: 'POST', path: `/${id}` }, 'network', opts?.idempotencyKey);
    }
    return result;
  }) as ApiClient['call'];
  return {
    ...client,
    call,
    can: (id) => client.can(id),
    paginate: (id, input, o) => client.paginate(id, input, o),
    sent: () => sent,
  };
}

const cardAvailable = async (card: CardRef) =>
  nano(
    (await env.client.call('getCard', { params: { wallet_id: card.accountId, instrument_id: card.id } })).data
      .card.availableBalance,
  );
const walletAvailable = async (id: string) =>
  nano((await env.client.call('getWallet', { params: { wallet_id: id } })).data.availableBalance);

interface Case {
  name: string;
  route: RouteId;
  client: () => ApiClient;
  /** The other operator's identical movement, straight through the API; returns its transaction id. */
  other: (card: CardRef) => Promise<string>;
  act: (
    client: ApiClient,
    card: CardRef,
    honours: boolean,
  ) => Promise<ActionResult<{ fromTransactionId: string | null; toTransactionId: string | null }>>;
  /** The balance that the movement raises (or lowers), read exactly. */
  watched: (card: CardRef) => Promise<bigint>;
  sign: 1n | -1n;
}

const AMOUNT = '4.00';
const cases: Case[] = [
  {
    name: 'fund (organization family)',
    route: 'fundCard',
    client: () => orgClient,
    sign: 1n,
    watched: cardAvailable,
    other: async (card) =>
      (
        await env.client.call('fundCard', {
          params: { wallet_id: card.accountId, instrument_id: card.id },
          body: { amount: AMOUNT },
        })
      ).data.toTransactionId ?? '',
    act: (client, card, honours) =>
      fundCard(contextFor(env, { client, honoursIdempotencyKeys: honours }), card, {
        amount: AMOUNT,
        description: 'refund #77',
      }),
  },
  {
    name: 'defund (organization family)',
    route: 'defundCard',
    client: () => orgClient,
    sign: -1n,
    watched: cardAvailable,
    other: async (card) =>
      (
        await env.client.call('defundCard', {
          params: { wallet_id: card.accountId, instrument_id: card.id },
          body: { amount: AMOUNT },
        })
      ).data.fromTransactionId ?? '',
    act: (client, card, honours) =>
      defundCard(contextFor(env, { client, honoursIdempotencyKeys: honours }), card, { amount: AMOUNT }),
  },
  {
    name: 'top-up (account family)',
    route: 'topUpCard',
    client: () => accountClient,
    sign: 1n,
    watched: cardAvailable,
    other: async (card) => {
      const r = await env.client.call('topUpCard', {
        params: { account_uuid: card.accountId, card_uuid: card.id },
        body: { amount: AMOUNT },
      });
      return String(r.toTransactionId ?? r.transactionId ?? '');
    },
    act: (client, card, honours) =>
      fundCard(contextFor(env, { client, honoursIdempotencyKeys: honours }), card, { amount: AMOUNT }),
  },
  {
    name: 'withdraw (account family)',
    route: 'withdrawCard',
    client: () => accountClient,
    sign: -1n,
    watched: cardAvailable,
    other: async (card) =>
      (
        await env.client.call('withdrawCard', {
          params: { account_uuid: card.accountId, card_uuid: card.id },
          body: { amount: AMOUNT },
        })
      ).fromTransactionId ?? '',
    act: (client, card, honours) =>
      defundCard(contextFor(env, { client, honoursIdempotencyKeys: honours }), card, { amount: AMOUNT }),
  },
  {
    name: 'transfer',
    route: 'transfer',
    client: () => accountClient,
    sign: 1n,
    watched: () => walletAvailable(otherWalletId),
    other: async () =>
      String(
        (
          await env.client.call('transfer', {
            params: { account_uuid: walletId },
            body: { destinationAccountUuid: otherWalletId, amount: AMOUNT, currency: 'USD' },
          })
        ).toTransactionId ?? '',
      ),
    act: (client, _card, honours) =>
      transfer(contextFor(env, { client, honoursIdempotencyKeys: honours }), {
        sourceAccountId: walletId,
        destinationAccountId: otherWalletId,
        amount: AMOUNT,
      }),
  },
];

const FOUR = nano(AMOUNT);
let next = 0;
// Defunds and withdrawals need money on the card: fund each card used generously first.
async function freshCard(): Promise<CardRef> {
  const card = cards[next++]!;
  await env.client.call('fundCard', {
    params: { wallet_id: card.accountId, instrument_id: card.id },
    body: { amount: '50.00' },
  });
  return card;
}

describe.each(cases)('$name', (c) => {
  it('our request swallowed, another operator moves the same amount: never claimed as ours, stays unknown', async () => {
    const card = await freshCard();
    let theirs = '';
    const client = interleaved(c.client(), c.route, 'swallow', async () => {
      theirs = await c.other(card);
    });
    const before = await c.watched(card);
    const result = await c.act(client, card, false);
    if (result.ok) throw new Error(`claimed ${JSON.stringify(result.value)} as ours`);
    expect(result.error).toMatchObject({
      kind: 'outcome_unknown',
      readBack: 'still_unknown',
      retryable: true,
    });
    expect(result.error.message).toMatch(/ref:[a-z2-7]{12}/); // what to look for
    expect(result.audit?.transactionIds ?? []).not.toContain(theirs);
    expect(result.audit?.outcome).toBe('unknown');
    expect((await c.watched(card)) - before).toBe(c.sign * FOUR); // only the other's movement
  });

  it('where the target honours keys, resending with the same key settles it: ours happens once, theirs is not claimed', async () => {
    const card = await freshCard();
    let theirs = '';
    const client = interleaved(c.client(), c.route, 'swallow', async () => {
      theirs = await c.other(card);
    });
    const before = await c.watched(card);
    const result = await c.act(client, card, true);
    if (!result.ok) throw new Error(result.error.message);
    expect(result.readBack).toBe('applied');
    const ours = [result.value.fromTransactionId, result.value.toTransactionId].filter(Boolean);
    expect(ours.length).toBeGreaterThan(0);
    expect(ours).not.toContain(theirs);
    expect((await c.watched(card)) - before).toBe(c.sign * FOUR * 2n);
  });

  it('our answer lost after it was applied, beside an identical movement: settled as ours, by its reference', async () => {
    const card = await freshCard();
    let theirs = '';
    const client = interleaved(c.client(), c.route, 'lose-answer', async () => {
      theirs = await c.other(card);
    });
    const before = await c.watched(card);
    const result = await c.act(client, card, false);
    if (!result.ok) throw new Error(result.error.message);
    expect(result.readBack).toBe('applied');
    expect(client.sent()).toBe(1); // settled by reading, not by sending again
    const ours = [result.value.fromTransactionId, result.value.toTransactionId].filter(Boolean);
    expect(ours).not.toContain(theirs);
    expect((await c.watched(card)) - before).toBe(c.sign * FOUR * 2n);
  });
});

describe('the reference in the description', () => {
  it("is appended to the operator's text, found again, and stripped for display", () => {
    const sent = withReference('refund #77', 'abcdefgh2345');
    expect(sent).toBe('refund #77 ref:abcdefgh2345');
    expect(referenceOf(sent)).toBe('abcdefgh2345');
    expect(stripReference(sent)).toBe('refund #77');
    expect(referenceOf('refund ref:short')).toBeUndefined();
    expect(stripReference(withReference(undefined, 'abcdefgh2345'))).toBe('');
  });

  it('leaves room for itself: the operator may type at most 483 characters on a money movement', async () => {
    const card = cards[cards.length - 1]!;
    const result = await fundCard(contextFor(env), card, { amount: '1.00', description: 'x'.repeat(484) });
    expect(!result.ok && result.error.fields[0]).toMatchObject({
      field: 'description',
      message: expect.stringMatching(/at most 483 .*reference/),
    });
  });
});
