import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  expectRefused,
  freshCard,
  freshCardholder,
  freshWallet,
  setup,
  walletOf,
  type Env,
} from '../../support/sandbox-core.js';

let env: Env;
beforeAll(() => {
  env = setup();
});
afterAll(() => env.core.close());

const org = () => ({ org_id: env.orgA.orgId });

describe('wallet lifecycle and reads', () => {
  it('lists providers and creates a wallet from one; unknown providers and currencies are refused', () => {
    const providers = env.call('listProviders', env.orgA, { params: org() }).data;
    expect(providers.map((p) => p.id)).toEqual(['sandbox-visa-us', 'sandbox-mastercard-eu']);
    expectRefused(
      env,
      () => env.call('createWallet', env.orgA, { params: org(), body: { name: 'X', providerId: 'nope' } }),
      404,
      'not_found',
    );
    expectRefused(
      env,
      () =>
        env.call('createWallet', env.orgA, {
          params: org(),
          body: { name: 'X', providerId: 'sandbox-visa-us', currency: 'EUR' },
        }),
      409,
      'currency_mismatch',
    );
    const created = env.call('createWallet', env.orgA, {
      params: org(),
      body: { name: 'New', providerId: 'sandbox-mastercard-eu', allowedCardTypes: ['virtual'] },
    }).data;
    expect(created).toMatchObject({
      status: 'inactive',
      balance: '0.00',
      availableBalance: '0.00',
      holdedBalance: '0.00',
      allowedCardTypes: ['virtual'],
      cards: 0,
    });
    expect(created.fees).toMatchObject({
      cardTransactions: { type: 'percent', percent: '2', inherited: true },
      transfers: { percent: '0' },
    });
  });

  it('reads limits and BINs in the organization form, details in the account form', () => {
    const w = freshWallet(env, '12.34');
    const limits = env.call('getWalletLimits', env.orgA, { params: { ...org(), wallet_id: w } }).data;
    expect(limits.cardBalance).toBe(true);
    expect(limits.limits).toContainEqual({ type: 'daily_limit', amountMin: '1.00', amountMax: '50000.00' });
    expect(limits.limits.map((l) => l.type)).toEqual(['daily_limit', 'monthly_limit', 'transaction_limit']);
    expect(limits.binList[0]).toMatchObject({ bin: '424242', cardNetwork: 'Visa' });
    const detail = env.call('getAccount', env.accA, { params: { account_uuid: w } });
    expect(detail).toMatchObject({
      balance: '12.340000000',
      availableBalance: '12.340000000',
      holdedBalance: '0.000000000',
      isUsedCardBalance: true,
    });
    expect(detail.binList[0]).toMatchObject({ bin: '424242', cardNetwork: 'visa', issuerCountry: 'US' });
    expect(detail.fees.cardIssuing).toMatchObject({ amount: '2.000000000', currency: 'USD' });
    expect(env.call('getAccountBalance', env.accA, { params: { account_uuid: w } })).toEqual({
      balance: '12.340000000',
      heldBalance: '0.000000000',
      availableBalance: '12.340000000',
      cards: 0,
      currency: 'USD',
    });
    const listItem = env
      .call('listWallets', env.orgA, { params: org(), query: { quantity: 500 } })
      .data.find((x) => x.id === w);
    expect(listItem).toBeDefined();
    expect(Object.keys(listItem ?? {})).not.toContain('fees');
    expect(Object.keys(listItem ?? {})).not.toContain('availableBalance');
  });

  it('updates name, transfer permission and BINs; refuses a BIN of another provider', () => {
    const w = freshWallet(env, '0.00');
    const params = { ...org(), wallet_id: w };
    const updated = env.call('updateWallet', env.orgA, {
      params,
      body: { name: 'Renamed', isTransferAllowed: false, binIds: ['0b9c8a10-5d2e-4f3a-8b61-1a2b3c4d5e03'] },
    }).data;
    expect(updated).toMatchObject({ name: 'Renamed', isTransferAllowed: false });
    expect(env.call('getWalletLimits', env.orgA, { params }).data.binList.map((b) => b.bin)).toEqual([
      '476173',
    ]);
    expectRefused(
      env,
      () =>
        env.call('updateWallet', env.orgA, {
          params,
          body: { binIds: ['0b9c8a10-5d2e-4f3a-8b61-1a2b3c4d5e11'] },
        }),
      404,
      'not_found',
    );
    expect(env.call('deactivateWallet', env.orgA, { params }).data.status).toBe('inactive');
    expect(env.call('activateWallet', env.orgA, { params }).data.status).toBe('active');
  });

  it('issues from the account family too, answering the flat card with its account', () => {
    const w = freshWallet(env, '10.00');
    const owner = freshCardholder(env, w);
    const card = env.call('issueAccountCard', env.accA, {
      params: { account_uuid: w },
      body: { cardOwnerId: owner, cardType: 'physical' },
    });
    expect(card).toMatchObject({
      status: 'creating',
      cardType: 'physical',
      availableBalance: '0.000000000',
      account: { id: w },
    });
    expect(walletOf(env, w).cards).toBe(1);
  });
});

describe('operation lists', () => {
  it('filter card operations by card, type, status and sort by status', () => {
    const w = freshWallet(env, '100.00');
    const c = freshCard(env, w, '20.00');
    env.call('sandboxPurchase', env.accA, { params: { card_uuid: c }, body: { amount: '1.00' } });
    env.call('sandboxPurchase', env.accA, { params: { card_uuid: c }, body: { amount: '999.00' } });
    const list = (query: Record<string, unknown>) =>
      env.call('listCardOperations', env.orgA, { params: org(), query: { 'cardIds[]': [c], ...query } });
    expect(list({}).pagination.totalQuantity).toBe(4); // top_up, purchase, fee, declined purchase
    expect(list({ 'types[]': ['purchase'], 'statuses[]': ['declined'] }).data.map((o) => o.amount)).toEqual([
      '999.00',
    ]);
    expect(list({ sortBy: 'status', sortType: 'asc' }).data.map((o) => o.status)).toEqual([
      'completed',
      'completed',
      'completed',
      'declined',
    ]);
    const top = list({ 'types[]': 'top_up' }).data[0];
    expect(top?.card).toMatchObject({
      id: c,
      maskedNumber: expect.stringMatching(/^4242 \*{4} \*{4} \d{4}$/),
    });
    expect(list({ 'ids[]': [top?.id] }).data).toHaveLength(1);
  });

  it('filter wallet operations by id and creation time, ascending or descending', () => {
    const w = freshWallet(env, '0.00');
    const payin = (amount: string) =>
      env.call('sandboxPayin', env.accA, { params: { account_uuid: w }, body: { amount } }).operationId;
    env.advance(1000);
    const first = payin('1.00');
    env.advance(1000);
    const second = payin('2.00');
    const from = env.call('getWalletOperation', env.orgA, { params: { ...org(), operation_id: second } }).data
      .createdAt;
    const list = (query: Record<string, unknown>) =>
      env
        .call('listWalletOperations', env.orgA, { params: org(), query: { 'accountIds[]': [w], ...query } })
        .data.map((o) => o.id);
    expect(list({})).toEqual([second, first]);
    expect(list({ sortType: 'asc' })).toEqual([first, second]);
    expect(list({ createdAtFrom: from })).toEqual([second]);
    expect(
      list({ createdAtTo: new Date(Date.parse(from) - 1).toISOString().replace('Z', '+00:00') }),
    ).toEqual([first]);
    expect(list({ 'ids[]': [first, 'not-an-id'] })).toEqual([first]);
    expect(
      env.call('listAccountTransactions', env.accA, {
        params: { account_uuid: w },
        query: { limit: 1, offset: 1 },
      }),
    ).toMatchObject({ total: 2 });
  });
});
