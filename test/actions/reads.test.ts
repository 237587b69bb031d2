// Each read asks its family's route, with the card's or account's address in that family's path
// parameters, and hands the caller's abort signal to the client.
import { describe, expect, it } from 'vitest';
import type { ApiClient } from '../../src/api/index.js';
import { readAccountBalance, readCard, readCredentials, readLimitRanges } from '../../src/actions/reads.js';
import { cardRead } from '../support/contract-objects.js';

interface Call {
  readonly route: string;
  readonly input: unknown;
  readonly options: unknown;
}

/** A client that records each call and answers from a table by route id. */
function recordingClient(answers: Record<string, unknown>): { client: ApiClient; calls: Call[] } {
  const calls: Call[] = [];
  const call = (route: string, input: unknown, options: unknown): Promise<unknown> => {
    calls.push({ route, input, options });
    return Promise.resolve(answers[route]);
  };
  return { client: { call } as unknown as ApiClient, calls };
}

const read = cardRead(1, 1);
const card = { id: read.card.id, accountId: read.account.id };
const signal = new AbortController().signal;
const orgPath = { params: { wallet_id: card.accountId, instrument_id: card.id } };
const accountPath = { params: { account_uuid: card.accountId, card_uuid: card.id } };

describe('readCard', () => {
  it('reads the organization card by wallet and instrument id', async () => {
    const { client, calls } = recordingClient({ getCard: { data: read } });
    const got = await readCard(client, card, 'org', signal);
    expect(got).toMatchObject({ id: card.id, accountId: card.accountId, status: 'active' });
    expect(calls).toEqual([{ route: 'getCard', input: orgPath, options: { signal } }]);
  });

  it('reads the account card by account and card uuid', async () => {
    const flat = { ...read.card, account: read.account };
    const { client, calls } = recordingClient({ getAccountCard: flat });
    const got = await readCard(client, card, 'account');
    expect(got).toMatchObject({ id: card.id, accountId: card.accountId });
    expect(calls.map((c) => [c.route, c.input])).toEqual([['getAccountCard', accountPath]]);
    expect((calls[0]?.options as { signal?: AbortSignal }).signal).toBeUndefined();
  });
});

describe('readCredentials', () => {
  it('asks each family its own sensitive route for the same card', async () => {
    const credentials = { cardNumber: '4111111111111111', cvv: '123', expiredAt: '12.2029' };
    const { client, calls } = recordingClient({
      getCardCredentials: { data: credentials },
      getCardSensitive: credentials,
    });
    expect(await readCredentials(client, card, 'org', signal)).toEqual(credentials);
    expect(await readCredentials(client, card, 'account', signal)).toEqual(credentials);
    expect(calls).toEqual([
      { route: 'getCardCredentials', input: orgPath, options: { signal } },
      { route: 'getCardSensitive', input: accountPath, options: { signal } },
    ]);
  });
});

describe('readAccountBalance and readLimitRanges', () => {
  it('answer the available balance and currency of either family, and the wallet limit ranges', async () => {
    const ranges = [{ limitType: 'daily_limit', min: '1.00', max: '100.00' }];
    const { client, calls } = recordingClient({
      getWallet: { data: { availableBalance: '12.50', currency: 'EUR' } },
      getAccountBalance: { availableBalance: '7.000000000', currency: 'USD' },
      getWalletLimits: { data: { limits: ranges } },
    });
    expect(await readAccountBalance(client, 'w1', 'org', signal)).toEqual({
      available: '12.50',
      currency: 'EUR',
    });
    expect(await readAccountBalance(client, 'a1', 'account')).toEqual({
      available: '7.000000000',
      currency: 'USD',
    });
    expect(await readLimitRanges(client, 'w1', signal)).toEqual(ranges);
    expect(calls.map((c) => [c.route, c.input])).toEqual([
      ['getWallet', { params: { wallet_id: 'w1' } }],
      ['getAccountBalance', { params: { account_uuid: 'a1' } }],
      ['getWalletLimits', { params: { wallet_id: 'w1' } }],
    ]);
    expect(calls.map((c) => (c.options as { signal?: AbortSignal }).signal)).toEqual([
      signal,
      undefined,
      signal,
    ]);
  });
});
