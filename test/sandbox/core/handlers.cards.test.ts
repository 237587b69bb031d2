import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isLuhnValid } from '../../../src/domain/mask.js';
import {
  cardOf,
  expectInvalid,
  expectRefused,
  freshCard,
  freshCardholder,
  freshWallet,
  setFees,
  setup,
  walletOf,
  type Env,
} from '../../support/sandbox-core.js';
import { onPostgres } from '../../support/postgres-server.js';

let env: Env;
beforeAll(() => {
  env = setup();
});
afterAll(() => env.core.close());

const inst = (walletId: string, cardId: string) => ({
  org_id: env.orgA.orgId,
  wallet_id: walletId,
  instrument_id: cardId,
});
const issue = (walletId: string, body: Record<string, unknown>) =>
  env.call('issueCard', env.orgA, { params: { org_id: env.orgA.orgId, wallet_id: walletId }, body });

describe('issuance and provisioning', () => {
  it('answers creating, charges the issuing fee, and the worker activates the card', () => {
    const w = freshWallet(env, '100.00');
    const owner = freshCardholder(env, w);
    const issued = issue(w, {
      cardOwnerId: owner,
      cardType: 'virtual',
      name: 'Ads',
      limits: { daily_limit: '100', monthly_limit: '1000.00' },
    }).data;
    expect(issued.card).toMatchObject({
      status: 'creating',
      name: 'Ads',
      currency: 'USD',
      paymentSystem: 'Visa',
      availableBalance: '0.00',
    });
    expect(issued.card.limits).toEqual({ daily_limit: '100.00', monthly_limit: '1000.00' });
    expect(issued.card.cardOwner.cardOwnerId).toBe(owner);
    expect(issued.account.id).toBe(w);
    expect(walletOf(env, w).balance).toBe('98.00');
    const ops = env.call('listWalletOperations', env.orgA, {
      params: { org_id: env.orgA.orgId },
      query: { 'accountIds[]': w, 'types[]': 'card_issuing' },
    });
    expect(ops.data.map((o) => o.amount)).toEqual(['2.00']);
    expect(env.core.runWorkersOnce().provisioned).toBeGreaterThanOrEqual(1);
    expect(cardOf(env, w, issued.card.id).status).toBe('active');
  });

  it('stays creating until the provisioning delay has passed', () => {
    const slow = setup({ provisioningDelayMs: 60_000 });
    try {
      const org = slow.orgA;
      const created = slow.call('createWallet', org, {
        params: { org_id: org.orgId },
        body: { name: 'W', providerId: 'sandbox-visa-us' },
      });
      expect(created.data.status).toBe('inactive');
      slow.core.runWorkersOnce();
      expect(walletOf(slow, created.data.id).status).toBe('inactive');
      slow.advance(60_000);
      slow.core.runWorkersOnce();
      expect(walletOf(slow, created.data.id).status).toBe('active');
      slow.call('sandboxPayin', org, { params: { account_uuid: created.data.id }, body: { amount: '10' } });
      const owner = freshCardholder(slow, created.data.id);
      const card = slow.call('issueCard', org, {
        params: { org_id: org.orgId, wallet_id: created.data.id },
        body: { cardOwnerId: owner, cardType: 'physical' },
      });
      slow.advance(59_999);
      slow.core.runWorkersOnce();
      expect(cardOf(slow, created.data.id, card.data.card.id).status).toBe('creating');
      slow.advance(1);
      slow.core.runWorkersOnce();
      expect(cardOf(slow, created.data.id, card.data.card.id).status).toBe('active');
    } finally {
      slow.core.close();
    }
  });

  it('a card named sandbox-fail ends creating_failed and its issuing fee comes back', () => {
    const w = freshWallet(env, '10.00');
    const owner = freshCardholder(env, w);
    const issued = issue(w, { cardOwnerId: owner, cardType: 'virtual', name: 'sandbox-fail' }).data;
    expect(walletOf(env, w).balance).toBe('8.00');
    env.core.runWorkersOnce();
    expect(cardOf(env, w, issued.card.id).status).toBe('creating_failed');
    expect(walletOf(env, w).balance).toBe('10.00');
    const ops = env.call('listWalletOperations', env.orgA, {
      params: { org_id: env.orgA.orgId },
      query: { 'accountIds[]': w, 'types[]': 'card_issuing' },
    });
    expect(ops.data.map((o) => o.status)).toEqual(['canceled']);
    expectRefused(
      env,
      () => env.call('getCardCredentials', env.orgA, { params: inst(w, issued.card.id) }),
      409,
      'card_state_conflict',
    );
  });

  it('enforces type, cardholder, BIN, limits, wallet state and balance', () => {
    const w = freshWallet(env, '1.00');
    const owner = freshCardholder(env, w);
    const refused = (body: Record<string, unknown>, status: number, code: string) =>
      expectRefused(env, () => issue(w, { cardOwnerId: owner, cardType: 'virtual', ...body }), status, code);
    refused({}, 409, 'insufficient_balance'); // the 2.00 issuing fee
    setFees(env, w, { cardIssuingAmount: '0' });
    refused({ cardOwnerId: 'nobody' }, 404, 'not_found');
    refused({ cardProviderBinId: '0b9c8a10-5d2e-4f3a-8b61-1a2b3c4d5e11' }, 404, 'not_found'); // a Mastercard BIN, other provider
    refused({ limits: { daily_limit: '0.50' } }, 409, 'limit_out_of_range');
    refused({ limits: { monthly_limit: '250000.01' } }, 409, 'limit_out_of_range');
    // Above the monthly limit of the same request: a value the field can never take, 422.
    expectInvalid(
      env,
      () =>
        issue(w, {
          cardOwnerId: owner,
          cardType: 'virtual',
          limits: { daily_limit: '500', monthly_limit: '400' },
        }),
      'value_error.number.out_of_range',
      ['body', 'limits', 'daily_limit'],
    );
    expectInvalid(
      env,
      () => issue(w, { cardOwnerId: owner, cardType: 'virtual', limits: { daily_limit: 'x' } }),
      'value_error.amount.malformed',
      ['body', 'limits', 'daily_limit'],
    );
    const virtualOnly = freshWallet(env, '10.00', { allowedCardTypes: ['virtual'] });
    expectRefused(
      env,
      () => issue(virtualOnly, { cardOwnerId: owner, cardType: 'physical' }),
      409,
      'card_type_not_allowed',
    );
    env.call('deactivateWallet', env.orgA, { params: { org_id: env.orgA.orgId, wallet_id: w } });
    refused({}, 409, 'wallet_inactive');
  });

  it('picks the BIN by id or category; the number is 16 Luhn-valid digits from it', () => {
    const w = freshWallet(env, '10.00');
    setFees(env, w, { cardIssuingAmount: '0' });
    const owner = freshCardholder(env, w);
    const byId = issue(w, {
      cardOwnerId: owner,
      cardType: 'virtual',
      cardProviderBinId: '0b9c8a10-5d2e-4f3a-8b61-1a2b3c4d5e02',
    }).data.card;
    const byCategory = issue(w, {
      cardOwnerId: owner,
      cardType: 'virtual',
      binCategoryId: '6f1c1f6e-3b0a-4c7e-9d51-0c3f5a1e7a02',
    }).data.card;
    env.core.runWorkersOnce();
    const creds = env.call('getCardCredentials', env.orgA, { params: inst(w, byId.id) }).data;
    expect(creds.cardNumber).toMatch(/^453201\d{10}$/);
    expect(isLuhnValid(creds.cardNumber)).toBe(true);
    expect(creds.cvv).toMatch(/^\d{3}$/);
    expect(creds.expiredAt).toBe('03.2029');
    expect(byId.maskedNumber).toBe(`4532 **** **** ${creds.cardNumber.slice(-4)}`);
    const sensitive = env.call('getCardSensitive', env.accA, {
      params: { account_uuid: w, card_uuid: byCategory.id },
    });
    expect(sensitive.cardNumber.startsWith('476173')).toBe(true);
    const holderCards = env.call('listCardholderCards', env.accA, { params: { card_owner_id: owner } }).items;
    const item = holderCards.find((c) => c.cardId === byCategory.id);
    expect(item?.maskedNumber).toBe(`4761 73** **** ${sensitive.cardNumber.slice(-4)}`);
    expect(item).toMatchObject({ accountUuid: w, status: 'active', availableBalance: '0.000000000' });
  });

  it('refuses a card beyond the wallet maximum', () => {
    const small = setup({ maxCardsPerWallet: 2 });
    try {
      const w = freshWallet(small, '100.00');
      freshCard(small, w);
      const closing = freshCard(small, w);
      const owner = freshCardholder(small, w);
      const again = () =>
        small.call('issueCard', small.orgA, {
          params: { org_id: small.orgA.orgId, wallet_id: w },
          body: { cardOwnerId: owner, cardType: 'virtual' },
        });
      expectRefused(small, again, 409, 'restriction_exceeded');
      expect(small.call('getAccountRestrictions', small.accA, { params: { account_uuid: w } })).toMatchObject(
        { maxCards: 2, currentCards: 2 },
      );
      small.call('terminateCard', small.orgA, {
        params: { org_id: small.orgA.orgId, wallet_id: w, instrument_id: closing },
      });
      again();
    } finally {
      small.core.close();
    }
  });
});

describe('card state changes', () => {
  it('suspend, resume, terminate follow the state machine; terminate returns the balance', () => {
    const w = freshWallet(env, '100.00');
    const c = freshCard(env, w, '30.00');
    expectRefused(
      env,
      () => env.call('resumeCard', env.orgA, { params: inst(w, c) }),
      409,
      'card_state_conflict',
    );
    expect(env.call('suspendCard', env.orgA, { params: inst(w, c) }).data.card.status).toBe('frozen');
    expectRefused(
      env,
      () => env.call('suspendCard', env.orgA, { params: inst(w, c) }),
      409,
      'card_state_conflict',
    );
    expect(env.call('resumeCard', env.orgA, { params: inst(w, c) }).data.card.status).toBe('active');
    const before = walletOf(env, w).balance;
    const closed = env.call('terminateCard', env.orgA, { params: inst(w, c) }).data.card;
    expect(closed).toMatchObject({ status: 'closed', availableBalance: '0.00' });
    expect(Number(walletOf(env, w).balance) - Number(before)).toBeCloseTo(30, 6);
    expectRefused(
      env,
      () => env.call('terminateCard', env.orgA, { params: inst(w, c) }),
      409,
      'card_state_conflict',
    );
    expectRefused(
      env,
      () => env.call('sandboxExpire', env.orgA, { params: { card_uuid: c } }),
      409,
      'card_state_conflict',
    );
  });

  it('sandbox expire moves a live card to expired and returns its balance to the wallet', () => {
    const w = freshWallet(env, '100.00');
    const c = freshCard(env, w, '5.00');
    const before = walletOf(env, w).balance;
    expect(env.call('sandboxExpire', env.accA, { params: { card_uuid: c } })).toMatchObject({
      status: 'expired',
      availableBalance: '0.000000000',
    });
    expect(walletOf(env, w).balance).toBe((Number(before) + 5).toFixed(2));
    expectRefused(
      env,
      () => env.call('fundCard', env.orgA, { params: inst(w, c), body: { amount: '1' } }),
      409,
      'card_state_conflict',
    );
    expectRefused(
      env,
      () => env.call('defundCard', env.orgA, { params: inst(w, c), body: { amount: '1' } }),
      409,
      'card_state_conflict',
    );
    expectRefused(
      env,
      () => env.call('getCardSensitive', env.accA, { params: { account_uuid: w, card_uuid: c } }),
      409,
      'card_state_conflict',
    );
  });

  it('funding a frozen card is refused (domain rule), defunding it is allowed', () => {
    const w = freshWallet(env, '100.00');
    const c = freshCard(env, w, '5.00');
    env.call('suspendCard', env.orgA, { params: inst(w, c) });
    expectRefused(
      env,
      () => env.call('fundCard', env.orgA, { params: inst(w, c), body: { amount: '1' } }),
      409,
      'card_state_conflict',
    );
    env.call('defundCard', env.orgA, { params: inst(w, c), body: { amount: '5' } });
    expect(cardOf(env, w, c).availableBalance).toBe('0.00');
  });

  it('PATCH is accepted as pending and applied by the worker', () => {
    const w = freshWallet(env, '100.00');
    const c = freshCard(env, w);
    const accepted = env.call('updateCard', env.orgA, {
      params: inst(w, c),
      body: { name: 'Renamed', limits: { daily_limit: 50 } },
    }).data;
    expect(accepted).toEqual({
      cardId: c,
      status: 'pending',
      requested: { name: 'Renamed', limits: { daily_limit: '50.00' } },
    });
    expect(cardOf(env, w, c).name).not.toBe('Renamed');
    env.core.runWorkersOnce();
    expect(cardOf(env, w, c)).toMatchObject({
      name: 'Renamed',
      limits: { daily_limit: '50.00', monthly_limit: null },
    });
    expectRefused(
      env,
      () =>
        env.call('updateCard', env.orgA, { params: inst(w, c), body: { limits: { daily_limit: '60000' } } }),
      409,
      'limit_out_of_range',
    );
    expectInvalid(
      env,
      () => env.call('updateCard', env.orgA, { params: inst(w, c), body: {} }),
      'value_error.missing',
      ['body'],
    );
  });
});

describe('card lists', () => {
  it('filters by status and creation time, sorts, and paginates', () => {
    const w = freshWallet(env, '100.00');
    setFees(env, w, { cardIssuingAmount: '0' });
    const ids: string[] = [];
    for (const name of ['delta', 'alpha', 'charlie', 'bravo']) {
      env.advance(1000);
      ids.push(freshCard(env, w, '0.00', { name }));
    }
    env.call('suspendCard', env.orgA, { params: inst(w, ids[1] ?? '') });
    const list = (query: Record<string, unknown>) =>
      env.call('listCards', env.orgA, { params: { org_id: env.orgA.orgId, wallet_id: w }, query });
    expect(list({}).data.map((c) => c.name)).toEqual(['bravo', 'charlie', 'alpha', 'delta']);
    expect(list({ sortBy: 'name' }).data.map((c) => c.name)).toEqual(['alpha', 'bravo', 'charlie', 'delta']);
    expect(list({ sortBy: 'createdAt', sortType: 'asc' }).data.map((c) => c.name)).toEqual([
      'delta',
      'alpha',
      'charlie',
      'bravo',
    ]);
    expect(list({ 'statuses[]': 'frozen' }).data.map((c) => c.cardId)).toEqual([ids[1]]);
    expect(list({ sortBy: 'status', sortType: 'desc' }).data[0]?.cardStatus).toBe('frozen');
    const page2 = list({ quantity: 3, page: 2 });
    expect(page2.data.map((c) => c.name)).toEqual(['delta']);
    expect(page2.pagination).toEqual({ quantity: 3, totalQuantity: 4, currentPage: 2, pages: 2 });
    const created = env.call('getAccountCard', env.accA, {
      params: { account_uuid: w, card_uuid: ids[2] ?? '' },
    }).createdAt;
    expect(list({ createdAtFrom: created, createdAtTo: created }).data.map((c) => c.name)).toEqual([
      'charlie',
    ]);
    const item = list({ quantity: 1 }).data[0];
    expect(item).toMatchObject({
      holder: expect.stringMatching(/^Test Holder\d+$/),
      cardType: 'virtual',
      expiredAt: expect.stringMatching(/^\d\d\.\d{4}$/),
    });
  });

  // SQLite's planner (EXPLAIN QUERY PLAN): PostgreSQL plans by its own statistics.
  it.skipIf(onPostgres)(
    'chooses a page on a covering index for every card list order (no scan, no sort of the wallet)',
    () => {
      const plan = (order: string) =>
        JSON.stringify(
          env.core.database
            .prepare(
              `EXPLAIN QUERY PLAN SELECT c.seq FROM cards c WHERE c.wallet_id = ? ORDER BY ${order} LIMIT 25 OFFSET 100`,
            )
            .all('x')
            .map((row) => (row as { detail: string }).detail),
        );
      for (const order of [
        'c.created_at DESC, c.seq DESC',
        'c.name ASC, c.seq ASC',
        'c.status DESC, c.created_at DESC, c.seq DESC',
      ]) {
        const text = plan(order);
        expect(text).toMatch(/USING COVERING INDEX cards_wallet/);
        expect(text).not.toMatch(/TEMP B-TREE/);
      }
    },
  );

  it('keeps the per-status card counters equal to the cards themselves', () => {
    const db = env.core.database;
    const counters = db
      .prepare('SELECT wallet_id, status, n FROM card_counts WHERE n > 0 ORDER BY wallet_id, status')
      .all();
    const actual = db
      .prepare(
        'SELECT wallet_id, status, COUNT(*) AS n FROM cards GROUP BY wallet_id, status ORDER BY wallet_id, status',
      )
      .all();
    expect(actual.length).toBeGreaterThan(5);
    expect(counters).toEqual(actual);
  });
});

describe('cardholders', () => {
  it('creates, reads, lists per account and refuses a duplicate', () => {
    const w = freshWallet(env, '0.00');
    const body = {
      cardOwnerId: 'ch-unique-1',
      firstName: 'Ada',
      lastName: 'L',
      email: 'ada@example.com',
      phone: '+15551234567',
      address: { line1: '1 Main St', city: 'Springfield', postalCode: '12345', country: 'US' },
    };
    const created = env.call('createCardholder', env.accA, { params: { account_uuid: w }, body });
    expect(created).toMatchObject({ cardOwnerId: 'ch-unique-1', address: { city: 'Springfield' } });
    expect(env.call('getCardholder', env.accA, { params: { card_owner_id: 'ch-unique-1' } }).email).toBe(
      'ada@example.com',
    );
    expect(env.call('listAccountCardholders', env.accA, { params: { account_uuid: w } })).toMatchObject({
      total: 1,
    });
    expectRefused(
      env,
      () => env.call('createCardholder', env.accA, { params: { account_uuid: w }, body }),
      409,
      'duplicate_cardholder',
    );
    const all = env.call('listCardholders', env.accA, { query: { limit: 2, offset: 1 } });
    expect(all.items).toHaveLength(2);
    expect(all.total).toBeGreaterThan(3);
    expectRefused(
      env,
      () => env.call('getCardholder', env.accB, { params: { card_owner_id: 'ch-unique-1' } }),
      404,
      'not_found',
    );
  });
});
