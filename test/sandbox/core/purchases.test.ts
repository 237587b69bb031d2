import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  cardOf,
  expectRefused,
  freshCard,
  freshWallet,
  setFees,
  setup,
  type Env,
} from '../../support/sandbox-core.js';

let env: Env;
beforeAll(() => {
  env = setup();
});
afterAll(() => env.core.close());

const buy = (cardId: string, amount: string, extra: Record<string, unknown> = {}) =>
  env.call('sandboxPurchase', env.accA, { params: { card_uuid: cardId }, body: { amount, ...extra } });
const opsOf = (cardId: string) =>
  env.call('listCardTransactions', env.accA, { query: { cardId, limit: 100 } }).items;

describe('sandbox purchases', () => {
  it('completes a purchase and charges the card-transaction fee as a separate fee operation', () => {
    const w = freshWallet(env, '100.00');
    setFees(env, w, { cardTransactionsPercent: '2' });
    const c = freshCard(env, w, '50.00');
    const result = buy(c, '10.00', { merchantName: 'Coffee', merchantCategory: '5814' });
    expect(result).toMatchObject({ status: 'completed', amount: '10.00', declineReason: null });
    expect(cardOf(env, w, c).availableBalance).toBe('39.80');
    const ops = opsOf(c);
    const purchase = ops.find((o) => o.id === result.operationId);
    expect(purchase).toMatchObject({
      type: 'purchase',
      status: 'completed',
      merchantName: 'Coffee',
      merchantCategory: '5814',
      settlementAmount: '10.000000000',
    });
    expect(ops.find((o) => o.type === 'fee')).toMatchObject({
      amount: '0.200000000',
      feeAmount: '0.200000000',
      status: 'completed',
    });
  });

  it('declines without moving money: inactive card, short balance, limits', () => {
    const w = freshWallet(env, '100.00');
    setFees(env, w, { cardTransactionsPercent: '0' });
    const c = freshCard(env, w, '60.00', { limits: { daily_limit: '50.00', monthly_limit: '55.00' } });
    expect(buy(c, '60.01')).toMatchObject({ status: 'declined', declineReason: 'daily_limit_exceeded' });
    expect(buy(c, '30.00').status).toBe('completed');
    expect(buy(c, '20.01')).toMatchObject({ status: 'declined', declineReason: 'daily_limit_exceeded' });
    expect(buy(c, '20.00').status).toBe('completed');
    env.advance(86_400_000); // next day, same month
    expect(buy(c, '5.01')).toMatchObject({ declineReason: 'monthly_limit_exceeded' });
    const big = freshCard(env, w, '10.00');
    expect(buy(big, '10.01')).toMatchObject({ declineReason: 'insufficient_balance' });
    expect(buy(big, '10000.01')).toMatchObject({ declineReason: 'transaction_limit_exceeded' });
    env.call('suspendCard', env.orgA, {
      params: { org_id: env.orgA.orgId, wallet_id: w, instrument_id: big },
    });
    expect(buy(big, '1.00')).toMatchObject({ declineReason: 'card_frozen' });
    expect(cardOf(env, w, big).availableBalance).toBe('10.00');
    const declined = opsOf(big).filter((o) => o.status === 'declined');
    expect(declined).toHaveLength(3);
    expect(
      declined.every((o) => o.settlementAmount === '0.000000000' && typeof o.declineReason === 'string'),
    ).toBe(true);
  });

  it('refunds onto an active or frozen card, not onto a closed one', () => {
    const w = freshWallet(env, '100.00');
    const c = freshCard(env, w, '1.00');
    expect(
      env.call('sandboxRefund', env.accA, { params: { card_uuid: c }, body: { amount: '4.00' } }).status,
    ).toBe('completed');
    expect(cardOf(env, w, c).availableBalance).toBe('5.00');
    env.call('terminateCard', env.orgA, {
      params: { org_id: env.orgA.orgId, wallet_id: w, instrument_id: c },
    });
    expectRefused(
      env,
      () => env.call('sandboxRefund', env.accA, { params: { card_uuid: c }, body: { amount: '1' } }),
      409,
      'card_state_conflict',
    );
  });
});

describe('traffic simulator and holds', () => {
  it('keeps balance = available + held while purchases are authorized, and settles them later', () => {
    const w = freshWallet(env, '5000.00');
    for (let i = 0; i < 5; i++) freshCard(env, w, '500.00');
    env.core.simulateTraffic(300);
    const db = env.core.database;
    const authorized = db.prepare("SELECT COUNT(*) AS n FROM card_ops WHERE status = 'authorized'").get() as {
      n: bigint;
    };
    expect(authorized.n).toBeGreaterThan(0n);
    const holds = db
      .prepare(
        `SELECT la.held AS held, COALESCE((SELECT SUM(o.amount) FROM card_ops o WHERE o.card_id = c.id
        AND o.status = 'authorized'), 0) AS pending FROM cards c JOIN ledger_accounts la ON la.id = c.ledger_account`,
      )
      .all() as { held: bigint; pending: bigint }[];
    for (const row of holds) expect(row.held).toBe(row.pending);
    const cards = env.call('listCards', env.orgA, { params: { org_id: env.orgA.orgId, wallet_id: w } }).data;
    for (const item of cards) {
      const card = cardOf(env, w, item.cardId) as unknown as {
        availableBalance: string;
        holdedBalance: string;
        balance: string;
      };
      const cents = (s: string) => BigInt(s.replace('.', ''));
      expect(cents(card.availableBalance) + cents(card.holdedBalance)).toBe(cents(card.balance));
    }
    env.advance(10_000);
    env.core.runWorkersOnce();
    const left = db.prepare("SELECT COUNT(*) AS n FROM card_ops WHERE status = 'authorized'").get() as {
      n: bigint;
    };
    expect(left.n).toBe(0n);
    const held = db.prepare('SELECT SUM(held) AS h FROM ledger_accounts').get() as { h: bigint };
    expect(held.h).toBe(0n);
  });

  it('cancels authorized purchases when a card is terminated and releases the hold', () => {
    const w = freshWallet(env, '5000.00');
    const c = freshCard(env, w, '100.00');
    const db = env.core.database;
    const authorizedOn = () =>
      (
        db
          .prepare("SELECT COUNT(*) AS n FROM card_ops WHERE card_id = ? AND status = 'authorized'")
          .get(c) as { n: bigint }
      ).n;
    // The simulator picks cards at random: run it until this card holds an authorized purchase.
    for (let round = 0; round < 60 && authorizedOn() === 0n; round++) env.core.simulateTraffic(100);
    expect(authorizedOn()).toBeGreaterThan(0n);
    env.call('terminateCard', env.orgA, {
      params: { org_id: env.orgA.orgId, wallet_id: w, instrument_id: c },
    });
    expect(authorizedOn()).toBe(0n);
    expect(cardOf(env, w, c)).toMatchObject({
      status: 'closed',
      availableBalance: '0.00',
      holdedBalance: '0.00',
      balance: '0.00',
    });
    const canceled = db
      .prepare("SELECT COUNT(*) AS n FROM card_ops WHERE card_id = ? AND status = 'canceled'")
      .get(c) as { n: bigint };
    expect(canceled.n).toBeGreaterThan(0n);
  });
});
