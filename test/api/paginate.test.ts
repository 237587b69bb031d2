import { afterEach, describe, expect, it } from 'vitest';
import { MAX_ORG_QUANTITY } from '../../src/contract/index.js';
import {
  ACCOUNT,
  cardholder,
  harness,
  json,
  ORG,
  orgPage,
  WALLET,
  walletListItem,
  cardListItem,
} from '../support/api-harness.js';
import type { Harness } from '../support/api-harness.js';

let h: Harness | undefined;
afterEach(async () => {
  await h?.agent.close();
  h = undefined;
});
const setup = (): Harness => (h = harness());

async function collect<T>(it: AsyncIterable<T>): Promise<T[]> {
  const out: T[] = [];
  for await (const item of it) out.push(item);
  return out;
}

const query = (fullUrl: string): URLSearchParams => new URL(fullUrl).searchParams;

describe('organization lists: page/quantity', () => {
  it('walks pages until pagination.pages', async () => {
    const t = setup();
    const path = `/api/v2/organizations/${ORG}/wallets`;
    t.pool
      .intercept({ path, method: 'GET', query: { page: '1', quantity: '2' } })
      .reply(200, orgPage([walletListItem(1), walletListItem(2)], 1, 3, 2), json);
    t.pool
      .intercept({ path, method: 'GET', query: { page: '2', quantity: '2' } })
      .reply(200, orgPage([walletListItem(3), walletListItem(4)], 2, 3, 2), json);
    t.pool
      .intercept({ path, method: 'GET', query: { page: '3', quantity: '2' } })
      .reply(200, orgPage([walletListItem(5)], 3, 3, 2), json);
    const items = await collect(t.client.paginate('listWallets', {}, { pageSize: 2 }));
    expect(items.map((w) => w.id)).toEqual(['wallet-1', 'wallet-2', 'wallet-3', 'wallet-4', 'wallet-5']);
    expect(t.calls()).toHaveLength(3);
  });

  // The interface states no maximum for quantity ("Maximum value of quantity: not shown"). 500 is our
  // decision (MAX_ORG_QUANTITY in src/contract/common.ts, published as the parameter's `maximum` in the
  // sandbox's /api/openapi.json): a larger page size asked of the paginator is sent as 500.
  it('walks every page with the filters on each, asking at most our own cap of 500 a page', async () => {
    const t = setup();
    const path = `/api/v2/organizations/${ORG}/wallets/${WALLET}/instruments`;
    const filters = { 'statuses[]': ['active', 'frozen'], sortBy: 'name' };
    const cards = Array.from({ length: 1_003 }, (_, i) => cardListItem(i + 1));
    for (const page of [1, 2, 3]) {
      t.pool
        .intercept({ path, method: 'GET', query: { ...filters, page: String(page), quantity: '500' } })
        .reply(
          200,
          {
            data: cards.slice((page - 1) * 500, page * 500),
            pagination: { quantity: 500, totalQuantity: cards.length, currentPage: page, pages: 3 },
          },
          json,
        );
    }
    const items = await collect(
      t.client.paginate(
        'listCards',
        { params: { wallet_id: WALLET }, query: { 'statuses[]': ['active', 'frozen'], sortBy: 'name' } },
        { pageSize: 10_000 },
      ),
    );
    expect(MAX_ORG_QUANTITY).toBe(500);
    expect(items.map((c) => c.cardId)).toEqual(cards.map((c) => c.cardId));
    const sent = t.calls().map((c) => query(c.fullUrl));
    expect(sent.map((q) => [q.get('page'), q.get('quantity')])).toEqual([
      ['1', '500'],
      ['2', '500'],
      ['3', '500'],
    ]);
    for (const q of sent) {
      expect(q.getAll('statuses[]')).toEqual(['active', 'frozen']);
      expect(q.get('sortBy')).toBe('name');
    }
  });

  it('stops on an empty page even if pages says more', async () => {
    const t = setup();
    t.pool
      .intercept({
        path: `/api/v2/organizations/${ORG}/wallets`,
        method: 'GET',
        query: { page: '1', quantity: '100' },
      })
      .reply(200, orgPage([], 1, 9, 100), json);
    expect(await collect(t.client.paginate('listWallets', {}))).toEqual([]);
    expect(t.calls()).toHaveLength(1);
  });

  it('can stop early without fetching further pages', async () => {
    const t = setup();
    const path = `/api/v2/organizations/${ORG}/wallets`;
    t.pool
      .intercept({ path, method: 'GET', query: { page: '1', quantity: '1' } })
      .reply(200, orgPage([walletListItem(1)], 1, 50, 1), json);
    for await (const w of t.client.paginate('listWallets', {}, { pageSize: 1 })) {
      expect(w.id).toBe('wallet-1');
      break;
    }
    expect(t.calls()).toHaveLength(1);
  });
});

describe('account lists: limit/offset', () => {
  it('advances the offset and stops at total', async () => {
    const t = setup();
    const path = '/api/v2/cardholders';
    t.pool
      .intercept({ path, method: 'GET', query: { limit: '2', offset: '0' } })
      .reply(200, { items: [cardholder(1), cardholder(2)], total: 4 }, json);
    t.pool
      .intercept({ path, method: 'GET', query: { limit: '2', offset: '2' } })
      .reply(200, { items: [cardholder(3), cardholder(4)], total: 4 }, json);
    const items = await collect(t.client.paginate('listCardholders', {}, { pageSize: 2 }));
    expect(items.map((c) => c.cardOwnerId)).toEqual(['owner-1', 'owner-2', 'owner-3', 'owner-4']);
    expect(t.calls()).toHaveLength(2);
  });

  it('stops on a short page and clamps limit to 1000', async () => {
    const t = setup();
    const path = `/api/v2/accounts/${ACCOUNT}/cardholders`;
    t.pool
      .intercept({ path, method: 'GET', query: { limit: '1000', offset: '5' } })
      .reply(200, { items: [cardholder(6)], total: 999_999 }, json);
    const items = await collect(
      t.client.paginate('listAccountCardholders', {
        params: { account_uuid: ACCOUNT },
        query: { limit: 5000, offset: 5 },
      }),
    );
    expect(items).toHaveLength(1);
    expect(query(t.calls()[0]?.fullUrl ?? '').get('limit')).toBe('1000');
  });

  it('serialises array filters on account-family lists', async () => {
    const t = setup();
    t.pool
      .intercept({
        path: '/api/v2/transactions/cards',
        method: 'GET',
        query: { 'types[]': ['purchase', 'refund'], cardId: 'c 1', limit: '100', offset: '0' },
      })
      .reply(200, { items: [], total: 0 }, json);
    await collect(
      t.client.paginate('listCardTransactions', {
        query: { 'types[]': ['purchase', 'refund'], cardId: 'c 1' },
      }),
    );
    expect(t.calls()[0]?.fullUrl).toMatch(
      /\?types\[\]=purchase&types\[\]=refund&cardId=c%201&limit=100&offset=0$/,
    );
  });

  it('an error on a later page propagates', async () => {
    const t = setup();
    const path = '/api/v2/cardholders';
    t.pool
      .intercept({ path, method: 'GET', query: { limit: '1', offset: '0' } })
      .reply(200, { items: [cardholder(1)], total: 2 }, json);
    t.pool
      .intercept({ path, method: 'GET', query: { limit: '1', offset: '1' } })
      .reply(403, { code: 'forbidden', message: 'no' }, json);
    await expect(collect(t.client.paginate('listCardholders', {}, { pageSize: 1 }))).rejects.toMatchObject({
      kind: 'permission',
    });
  });
});
