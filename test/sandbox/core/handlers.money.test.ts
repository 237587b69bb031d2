import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  cardOf,
  expectInvalid,
  expectRefused,
  freshCard,
  freshWallet,
  setFees,
  setup,
  walletOf,
  type Env,
} from '../../support/sandbox-core.js';

// One core for the file: every test works on wallets and cards of its own.
let env: Env;
beforeAll(() => {
  env = setup();
});
afterAll(() => env.core.close());

const inst = (env: Env, walletId: string, cardId: string) => ({
  org_id: env.orgA.orgId,
  wallet_id: walletId,
  instrument_id: cardId,
});

describe('fund and defund (organization family)', () => {
  it('moves money wallet → card and back, recording both operations', () => {
    const w = freshWallet(env, '1000.00');
    const c = freshCard(env, w);
    const before = walletOf(env, w).balance;
    const funded = env.call('fundCard', env.orgA, {
      params: inst(env, w, c),
      body: { amount: '250.50' },
    }).data;
    expect(funded).toMatchObject({ cardId: c, amount: '250.50', currency: 'USD', status: 'completed' });
    expect(cardOf(env, w, c).availableBalance).toBe('250.50');
    expect(BigInt(walletOf(env, w).balance.replace('.', ''))).toBe(BigInt(before.replace('.', '')) - 25050n);
    const walletOp = env.call('getWalletOperation', env.orgA, {
      params: { org_id: env.orgA.orgId, operation_id: funded.fromTransactionId },
    }).data;
    expect(walletOp).toMatchObject({
      type: 'withdrawal',
      amount: '250.50',
      feeAmount: '0.00',
      settlementAmount: '250.50',
      status: 'completed',
    });
    const cardOp = env.call('getCardOperation', env.orgA, {
      params: { org_id: env.orgA.orgId, operation_id: funded.toTransactionId },
    }).data;
    expect(cardOp).toMatchObject({ type: 'top_up', amount: '250.50', account: { id: w } });

    const defunded = env.call('defundCard', env.orgA, { params: inst(env, w, c), body: { amount: 50 } }).data;
    expect(cardOf(env, w, c).availableBalance).toBe('200.50');
    const back = env.call('getWalletOperation', env.orgA, {
      params: { org_id: env.orgA.orgId, operation_id: defunded.toTransactionId },
    }).data;
    expect(back).toMatchObject({ type: 'payin', amount: '50.00' });
  });

  it('refuses more than the wallet or card holds, changing nothing', () => {
    const w = freshWallet(env, '100.00');
    const c = freshCard(env, w, '10.00');
    expectRefused(
      env,
      () => env.call('fundCard', env.orgA, { params: inst(env, w, c), body: { amount: '1000.00' } }),
      409,
      'insufficient_balance',
    );
    expectRefused(
      env,
      () => env.call('defundCard', env.orgA, { params: inst(env, w, c), body: { amount: '10.01' } }),
      409,
      'insufficient_balance',
    );
  });

  it('refuses to fund a closed card and to fund from an inactive wallet', () => {
    const w = freshWallet(env, '100.00');
    const c = freshCard(env, w, '10.00');
    env.call('terminateCard', env.orgA, { params: inst(env, w, c) });
    expectRefused(
      env,
      () => env.call('fundCard', env.orgA, { params: inst(env, w, c), body: { amount: '1.00' } }),
      409,
      'card_state_conflict',
    );
    const c2 = freshCard(env, w);
    env.call('deactivateWallet', env.orgA, { params: { org_id: env.orgA.orgId, wallet_id: w } });
    expectRefused(
      env,
      () => env.call('fundCard', env.orgA, { params: inst(env, w, c2), body: { amount: '1.00' } }),
      409,
      'wallet_inactive',
    );
  });

  it('validates amounts: precision, sign, form; zeros past the cents are accepted', () => {
    const w = freshWallet(env, '100.00');
    const c = freshCard(env, w);
    const fund = (amount: unknown) => () =>
      env.call('fundCard', env.orgA, { params: inst(env, w, c), body: { amount } });
    expectInvalid(env, fund('1.005'), 'value_error.amount.precision', ['body', 'amount']);
    expectInvalid(env, fund('1.0000000001'), 'value_error.amount.precision', ['body', 'amount']);
    expectInvalid(env, fund('0'), 'value_error.amount.not_positive', ['body', 'amount']);
    expectInvalid(env, fund(-5), 'value_error.amount.not_positive', ['body', 'amount']);
    expectInvalid(env, fund('1e3'), 'value_error.amount.malformed', ['body', 'amount']);
    expectInvalid(env, fund('ten'), 'value_error.amount.malformed', ['body', 'amount']);
    expectInvalid(env, fund('1000000000000000'), 'value_error.number.out_of_range', ['body', 'amount']);
    fund('1.230000000')();
    expect(cardOf(env, w, c).availableBalance).toBe('1.23');
  });
});

describe('top-up and withdraw (account family)', () => {
  it('answers the spec shape with 9-digit amounts and usable transaction ids', () => {
    const w = freshWallet(env, '500.00');
    const c = freshCard(env, w);
    const up = env.call('topUpCard', env.accA, {
      params: { account_uuid: w, card_uuid: c },
      body: { amount: '12.34' },
    });
    expect(up).toMatchObject({ cardUuid: c, amount: '12.340000000', currency: 'USD', status: 'completed' });
    expect(up.transactionId).toBe(up.toTransactionId);
    const cardTx = env.call('listCardTransactions', env.accA, { query: { cardId: c } });
    expect(cardTx.items.map((o) => o.id)).toContain(up.toTransactionId);
    expect(cardTx.items[0]?.amount).toBe('12.340000000');
    const accountTx = env.call('listAccountTransactions', env.accA, {
      params: { account_uuid: w },
      query: { 'types[]': 'withdrawal' },
    });
    expect(accountTx.items.map((o) => o.id)).toEqual([up.fromTransactionId]);

    const down = env.call('withdrawCard', env.accA, {
      params: { account_uuid: w, card_uuid: c },
      body: { amount: '2.34' },
    });
    expect(down).toMatchObject({ amount: '2.340000000', transactionId: down.fromTransactionId });
    expect(
      env.call('getAccountCard', env.accA, { params: { account_uuid: w, card_uuid: c } }).availableBalance,
    ).toBe('10.000000000');
  });

  it('refuses another currency and a card of another account', () => {
    const w = freshWallet(env, '500.00');
    const other = freshWallet(env, '500.00');
    const c = freshCard(env, w);
    expectRefused(
      env,
      () =>
        env.call('topUpCard', env.accA, {
          params: { account_uuid: w, card_uuid: c },
          body: { amount: '1', currency: 'EUR' },
        }),
      409,
      'currency_mismatch',
    );
    expectRefused(
      env,
      () =>
        env.call('topUpCard', env.accA, {
          params: { account_uuid: other, card_uuid: c },
          body: { amount: '1' },
        }),
      404,
      'not_found',
    );
  });
});

describe('transfers', () => {
  it('moves the amount, charges the source a transfer fee as its own operation', () => {
    const src = freshWallet(env, '1000.00');
    const dst = freshWallet(env, '0.00');
    // sandbox-visa-us charges 0.5 % on transfers by default.
    const result = env.call('transfer', env.accA, {
      params: { account_uuid: src },
      body: { destinationAccountUuid: dst, amount: '200.00' },
    });
    expect(result).toMatchObject({ amount: '200.000000000', feeAmount: '1.000000000', status: 'completed' });
    expect(env.call('getAccountBalance', env.accA, { params: { account_uuid: src } }).balance).toBe(
      '799.000000000',
    );
    expect(env.call('getAccountBalance', env.accA, { params: { account_uuid: dst } }).balance).toBe(
      '200.000000000',
    );
    const ops = env.call('listWalletOperations', env.orgA, {
      params: { org_id: env.orgA.orgId },
      query: { 'accountIds[]': [src], 'types[]': ['transfer_fee'] },
    });
    expect(ops.data).toHaveLength(1);
    expect(ops.data[0]?.amount).toBe('1.00');
    const fee = env.call('getWalletOperation', env.orgA, {
      params: { org_id: env.orgA.orgId, operation_id: ops.data[0]?.id },
    }).data;
    expect(fee).toMatchObject({ feeAmount: '1.00', settlementAmount: '0.00' });
  });

  it('enforces the business rules and changes nothing when refusing', () => {
    const src = freshWallet(env, '100.00');
    const dst = freshWallet(env, '0.00');
    const blocked = freshWallet(env, '0.00', { isTransferAllowed: false });
    const foreign = freshWallet(env, '0.00', {}, env.orgB);
    const send =
      (destinationAccountUuid: string, amount = '10.00', currency?: string) =>
      () =>
        env.call('transfer', env.accA, {
          params: { account_uuid: src },
          body: { destinationAccountUuid, amount, ...(currency ? { currency } : {}) },
        });
    expectRefused(env, send(dst, '99.60'), 409, 'insufficient_balance'); // 99.60 + 0.50 fee > 100
    expectInvalid(env, send(src), 'value_error.same_account', ['body', 'destinationAccountUuid']);
    expectRefused(env, send(blocked), 409, 'transfer_not_allowed');
    expectRefused(env, send(foreign), 404, 'not_found');
    expectRefused(env, send(dst, '1.00', 'EUR'), 409, 'currency_mismatch');
    env.call('deactivateWallet', env.orgA, { params: { org_id: env.orgA.orgId, wallet_id: dst } });
    expectRefused(env, send(dst), 409, 'wallet_inactive');
    env.call('activateWallet', env.orgA, { params: { org_id: env.orgA.orgId, wallet_id: dst } });
    send(dst, '99.50')(); // exactly the balance with the fee
    expect(env.call('getAccountBalance', env.accA, { params: { account_uuid: src } }).availableBalance).toBe(
      '0.000000000',
    );
  });

  it('lists only active same-currency accounts that accept transfers as destinations', () => {
    const src = freshWallet(env, '0.00');
    const ok = freshWallet(env, '0.00');
    freshWallet(env, '0.00', { isTransferAllowed: false });
    const ids = env
      .call('listTransferDestinations', env.accA, { params: { account_uuid: src } })
      .items.map((d) => d.id);
    expect(ids).toContain(ok);
    expect(ids).not.toContain(src);
    const accounts = env.call('listAccounts', env.accA).items;
    const refused = accounts.filter((a) => !a.isTransferAllowed || a.status !== 'active').map((a) => a.id);
    expect(ids.filter((id) => refused.includes(id))).toEqual([]);
  });
});

describe('payin', () => {
  it('deposits from outside as a payin operation', () => {
    const w = freshWallet(env, '0.00');
    const result = env.call('sandboxPayin', env.accA, {
      params: { account_uuid: w },
      body: { amount: '42.00' },
    });
    expect(result).toMatchObject({ status: 'completed', amount: '42.00', declineReason: null });
    expect(walletOf(env, w).balance).toBe('42.00');
  });

  it('custom fees show as not inherited', () => {
    const w = freshWallet(env, '0.00');
    expect(walletOf(env, w).fees.cardIssuing).toMatchObject({ amount: '2.00', inherited: true });
    setFees(env, w, { cardIssuingAmount: '0', cardTransactionsPercent: '2.25' });
    expect(walletOf(env, w).fees).toMatchObject({
      cardIssuing: { amount: '0.00', inherited: false },
      cardTransactions: { percent: '2.25', inherited: false },
    });
  });
});
