// A server that sends bad pages: more rows than asked for, a total below its own rows, one id twice.
// The client refuses such a page as a typed error, so the caller keeps what it had. (The same id on two
// pages of a walk is not a fault, the list moved between requests: mark-all counts distinct cards.)
import { afterEach, describe, expect, it } from 'vitest';
import { ApiError } from '../../src/api/index.js';
import {
  ACCOUNT,
  cardholder,
  cardListItem,
  harness,
  json,
  ORG,
  walletListItem,
  WALLET,
} from '../support/api-harness.js';
import type { Harness } from '../support/api-harness.js';

let h: Harness | undefined;
afterEach(async () => {
  await h?.agent.close();
  h = undefined;
});
const setup = (): Harness => (h = harness());

const CARDS = `/api/v2/organizations/${ORG}/wallets/${WALLET}/instruments`;
const pagination = (quantity: number, totalQuantity: number, currentPage = 1) => ({
  quantity,
  totalQuantity,
  currentPage,
  pages: Math.max(1, Math.ceil(totalQuantity / quantity)),
});
const times = <T>(n: number, make: (i: number) => T): T[] => Array.from({ length: n }, (_, i) => make(i + 1));

const listCards = (t: Harness, quantity = 100) =>
  t.client.call('listCards', { params: { wallet_id: WALLET }, query: { page: 1, quantity } });

/** The error a call ends with (a page that is believed resolves, and fails the test here). */
async function refusal(p: Promise<unknown>): Promise<ApiError> {
  const outcome = await p.then(
    (value) => ({ value }),
    (error: unknown) => ({ error }),
  );
  if (!('error' in outcome)) throw new Error('the inconsistent page was believed');
  if (!(outcome.error instanceof ApiError)) throw outcome.error as Error;
  return outcome.error;
}

describe('an organization page the server contradicts itself in is refused', () => {
  it('5,000 rows for a page of 100 with totalQuantity 10 (the case reported)', async () => {
    const t = setup();
    t.pool
      .intercept({ path: CARDS, method: 'GET', query: { page: '1', quantity: '100' } })
      .reply(200, { data: times(5_000, cardListItem), pagination: pagination(100, 10) }, json);
    const error = await refusal(listCards(t));
    expect(error.kind).toBe('inconsistent_page');
    expect(error.message).toBe('the server sent an inconsistent page: 5,000 rows for a page of 100');
    expect(error).toMatchObject({
      method: 'GET',
      path: '/api/v2/organizations/{org_id}/wallets/{wallet_id}/instruments',
    });
    // A 200 that contradicts itself is not resent: the next poll asks again.
    expect(t.calls()).toHaveLength(1);
  });

  it('a total smaller than the rows it came with', async () => {
    const t = setup();
    t.pool
      .intercept({ path: CARDS, method: 'GET', query: { page: '1', quantity: '100' } })
      .reply(200, { data: times(3, cardListItem), pagination: pagination(100, 2) }, json);
    const error = await refusal(listCards(t));
    expect(error.kind).toBe('inconsistent_page');
    expect(error.message).toBe('the server sent an inconsistent page: a total of 2 with 3 rows on the page');
  });

  it('the same card twice in one page', async () => {
    const t = setup();
    const same = cardListItem(7);
    t.pool
      .intercept({ path: CARDS, method: 'GET', query: { page: '1', quantity: '100' } })
      .reply(
        200,
        { data: [cardListItem(1), same, cardListItem(2), same, same], pagination: pagination(100, 5) },
        json,
      );
    const error = await refusal(listCards(t));
    expect(error.kind).toBe('inconsistent_page');
    expect(error.message).toBe('the server sent an inconsistent page: cardId "card-7" 3 times');
  });

  it('5,000 copies of one card: the count of the first repeated id is named', async () => {
    const t = setup();
    t.pool
      .intercept({ path: CARDS, method: 'GET', query: { page: '1', quantity: '500' } })
      .reply(200, { data: times(500, () => cardListItem(1)), pagination: pagination(500, 500) }, json);
    const error = await refusal(listCards(t, 500));
    expect(error.message).toBe('the server sent an inconsistent page: cardId "card-1" 500 times');
  });

  it('every organization list: wallets, wallet operations and card operations', async () => {
    const t = setup();
    t.pool
      .intercept({
        path: `/api/v2/organizations/${ORG}/wallets`,
        method: 'GET',
        query: { page: '1', quantity: '2' },
      })
      .reply(200, { data: times(3, walletListItem), pagination: pagination(2, 3) }, json);
    const op = (id: string) => ({
      id,
      account: { id: WALLET, name: 'W' },
      amount: '1.00',
      currency: 'USD',
      type: 'payin',
      status: 'completed',
      createdAt: '2026-01-02T03:04:05.000Z',
    });
    t.pool
      .intercept({
        path: `/api/v2/organizations/${ORG}/wallets/operations`,
        method: 'GET',
        query: { page: '1', quantity: '10' },
      })
      .reply(200, { data: [op('op-1'), op('op-1')], pagination: pagination(10, 2) }, json);
    const cardOp = (id: string) => ({
      id,
      card: { id: 'card-1', name: 'C', maskedNumber: '4111 **** **** 1111' },
      amount: '1.00',
      currency: 'USD',
      type: 'purchase',
      status: 'completed',
      createdAt: '2026-01-02T03:04:05.000Z',
    });
    t.pool
      .intercept({
        path: `/api/v2/organizations/${ORG}/instruments/operations`,
        method: 'GET',
        query: { page: '1', quantity: '10' },
      })
      .reply(200, { data: [cardOp('x-1'), cardOp('x-2')], pagination: pagination(10, 1) }, json);
    const wallets = await refusal(t.client.call('listWallets', { query: { page: 1, quantity: 2 } }));
    expect(wallets.message).toBe('the server sent an inconsistent page: 3 rows for a page of 2');
    const walletOps = await refusal(
      t.client.call('listWalletOperations', { query: { page: 1, quantity: 10 } }),
    );
    expect(walletOps.message).toBe('the server sent an inconsistent page: id "op-1" 2 times');
    const cardOps = await refusal(t.client.call('listCardOperations', { query: { page: 1, quantity: 10 } }));
    expect(cardOps.message).toBe(
      'the server sent an inconsistent page: a total of 1 with 2 rows on the page',
    );
  });

  it('believes a consistent page: a short last page, a total larger than the page', async () => {
    const t = setup();
    t.pool
      .intercept({ path: CARDS, method: 'GET', query: { page: '3', quantity: '100' } })
      .reply(200, { data: times(40, cardListItem), pagination: pagination(100, 240, 3) }, json);
    const page = await t.client.call('listCards', {
      params: { wallet_id: WALLET },
      query: { page: 3, quantity: 100 },
    });
    expect(page.data).toHaveLength(40);
  });
});

describe('an account-family page (items, limit/offset) the server contradicts itself in is refused', () => {
  const HOLDERS = `/api/v2/accounts/${ACCOUNT}/cardholders`;
  const holders = (t: Harness, limit: number) =>
    t.client.call('listAccountCardholders', {
      params: { account_uuid: ACCOUNT },
      query: { limit, offset: 0 },
    });

  it('more items than the limit', async () => {
    const t = setup();
    t.pool
      .intercept({ path: HOLDERS, method: 'GET', query: { limit: '2', offset: '0' } })
      .reply(200, { items: times(3, cardholder), total: 3 }, json);
    expect((await refusal(holders(t, 2))).message).toBe(
      'the server sent an inconsistent page: 3 rows for a page of 2',
    );
  });

  it('a total smaller than the items', async () => {
    const t = setup();
    t.pool
      .intercept({ path: HOLDERS, method: 'GET', query: { limit: '10', offset: '0' } })
      .reply(200, { items: times(3, cardholder), total: 1 }, json);
    expect((await refusal(holders(t, 10))).message).toBe(
      'the server sent an inconsistent page: a total of 1 with 3 rows on the page',
    );
  });

  it('one cardholder twice', async () => {
    const t = setup();
    t.pool
      .intercept({ path: HOLDERS, method: 'GET', query: { limit: '10', offset: '0' } })
      .reply(200, { items: [cardholder(1), cardholder(2), cardholder(1)], total: 3 }, json);
    const error = await refusal(holders(t, 10));
    expect(error.kind).toBe('inconsistent_page');
    expect(error.message).toBe('the server sent an inconsistent page: cardOwnerId "owner-1" 2 times');
  });

  it("lists without paging still hold each id once (accounts, a cardholder's cards)", async () => {
    const t = setup();
    const account = { ...walletListItem(1), availableBalance: '1.000000000', holdedBalance: '0.000000000' };
    t.pool
      .intercept({ path: '/api/v2/accounts', method: 'GET' })
      .reply(200, { items: [account, account] }, json);
    const card = {
      cardId: 'card-9',
      accountUuid: ACCOUNT,
      name: 'C',
      status: 'active',
      maskedNumber: '4111 **** **** 1111',
      availableBalance: '1.000000000',
      currency: 'USD',
    };
    t.pool
      .intercept({ path: '/api/v2/cardholders/owner-1/cards', method: 'GET' })
      .reply(200, { items: [card, card] }, json);
    expect((await refusal(t.client.call('listAccounts', {}))).message).toBe(
      'the server sent an inconsistent page: id "wallet-1" 2 times',
    );
    const cards = await refusal(
      t.client.call('listCardholderCards', { params: { card_owner_id: 'owner-1' } }),
    );
    expect(cards.message).toBe('the server sent an inconsistent page: cardId "card-9" 2 times');
  });
});

describe('walking every page', () => {
  it('an inconsistent page stops the walk with the error', async () => {
    const t = setup();
    t.pool
      .intercept({ path: CARDS, method: 'GET', query: { page: '1', quantity: '2' } })
      .reply(200, { data: [cardListItem(1), cardListItem(2)], pagination: pagination(2, 4) }, json);
    t.pool
      .intercept({ path: CARDS, method: 'GET', query: { page: '2', quantity: '2' } })
      .reply(200, { data: times(3, cardListItem), pagination: pagination(2, 4, 2) }, json);
    const walk = async () => {
      for await (const card of t.client.paginate(
        'listCards',
        { params: { wallet_id: WALLET } },
        { pageSize: 2 },
      ))
        void card;
    };
    expect((await refusal(walk())).kind).toBe('inconsistent_page');
  });
});
