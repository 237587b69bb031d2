// Every route of the contract's table, called over real HTTP as any client would, answers its
// documented status with a body that parses with the route's response schema. The case table is a
// Record<RouteId, ...>, so a route added to the contract without a case here fails to compile.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fillPath, routes, type RouteDef, type RouteId } from '../../../src/contract/index.js';
import { call, waitFor } from '../../support/http-call.js';
import {
  keyOf,
  startRealSandbox,
  tokenOf,
  twoAccounts,
  type RealSandbox,
} from '../../support/real-sandbox.js';

interface Case {
  params?: Record<string, string>;
  query?: string;
  body?: unknown;
  headers?: Record<string, string>;
}
type Fixture = {
  org: string;
  wallet: string;
  other: string;
  card: string;
  spare: string;
  walletOp: string;
  cardOp: string;
  owner: string;
  /** A merchant created on demand by the first, for its removal. */
  child: string;
  /** A webhook event of the first merchant (the demo seed records its card state changes). */
  event: string;
};

let sandbox: RealSandbox;
let f: Fixture;

async function json(
  method: 'GET' | 'POST' | 'PUT',
  path: string,
  headers: Record<string, string>,
  body?: unknown,
) {
  const res = await call(sandbox.base, method, path, { headers, body });
  if (res.status >= 300) throw new Error(`${method} ${path}: ${res.status} ${res.text}`);
  return res.json as Record<string, unknown>;
}

/** A fresh active card of `wallet`, for the routes that change a card's state. */
async function activeCard(wallet: string): Promise<string> {
  const org = sandbox.one.orgId;
  const created = await json(
    'POST',
    `/api/v2/organizations/${org}/wallets/${wallet}/instruments`,
    keyOf(sandbox.one),
    {
      cardOwnerId: 'ada.lovelace',
      cardType: 'virtual',
      name: 'route test',
    },
  );
  const id = (created.data as { card: { id: string } }).card.id;
  await waitFor(async () => {
    const read = await json(
      'GET',
      `/api/v2/organizations/${org}/wallets/${wallet}/instruments/${id}`,
      keyOf(sandbox.one),
    );
    return (read.data as { card: { status: string } }).card.status === 'active';
  });
  return id;
}

beforeAll(async () => {
  sandbox = await startRealSandbox();
  const [wallet, other] = await twoAccounts(sandbox.base, sandbox.one);
  const org = sandbox.one.orgId;
  const card = await activeCard(wallet);
  const spare = await activeCard(wallet);
  const walletOps = await json('GET', `/api/v2/organizations/${org}/wallets/operations`, keyOf(sandbox.one));
  const cardOps = await json(
    'GET',
    `/api/v2/organizations/${org}/instruments/operations`,
    keyOf(sandbox.one),
  );
  const events = await json('GET', '/api/v2/webhooks/events?limit=1', tokenOf(sandbox.one));
  f = {
    org,
    wallet,
    other,
    card,
    spare,
    walletOp: (walletOps.data as { id: string }[])[0]!.id,
    cardOp: (cardOps.data as { id: string }[])[0]!.id,
    owner: 'ada.lovelace',
    child: String(
      (await json('POST', '/api/v2/sandbox/merchants', tokenOf(sandbox.one), { name: 'Child' }))
        .organizationId,
    ),
    event: (events.items as { eventId: string }[])[0]!.eventId,
  };
}, 60_000);
afterAll(() => sandbox.close());

const org = () => ({ org_id: f.org });
const inst = (card = f.card) => ({ org_id: f.org, wallet_id: f.wallet, instrument_id: card });
const acct = () => ({ account_uuid: f.wallet });
const money = { amount: '1.00' };

// In execution order: reads first, then changes, so each change has the state it needs.
const cases: Record<RouteId, () => Case> = {
  listWallets: () => ({ params: org(), query: '?page=1&quantity=2' }),
  getWallet: () => ({ params: { ...org(), wallet_id: f.wallet } }),
  getWalletLimits: () => ({ params: { ...org(), wallet_id: f.wallet } }),
  listWalletOperations: () => ({
    params: org(),
    query: '?types[]=payin&statuses[]=completed&sortBy=createdAt&sortType=asc',
  }),
  getWalletOperation: () => ({ params: { ...org(), operation_id: f.walletOp } }),
  listCards: () => ({
    params: { ...org(), wallet_id: f.wallet },
    query: '?statuses[]=active&statuses[]=frozen&sortBy=name',
  }),
  getCard: () => ({ params: inst() }),
  listCardOperations: () => ({ params: org(), query: `?cardIds[]=${f.card}&sortBy=status` }),
  getCardOperation: () => ({ params: { ...org(), operation_id: f.cardOp } }),
  listProviders: () => ({ params: org() }),
  getCardCredentials: () => ({ params: inst() }),
  listAccounts: () => ({}),
  getAccount: () => ({ params: acct() }),
  getAccountBalance: () => ({ params: acct() }),
  getAccountRestrictions: () => ({ params: acct() }),
  listTransferDestinations: () => ({ params: acct() }),
  listAccountCardholders: () => ({ params: acct(), query: '?limit=2&offset=0' }),
  listCardholders: () => ({ query: '?limit=10' }),
  getCardholder: () => ({ params: { card_owner_id: f.owner } }),
  listCardholderCards: () => ({ params: { card_owner_id: f.owner } }),
  getAccountCard: () => ({ params: { ...acct(), card_uuid: f.card } }),
  getCardSensitive: () => ({ params: { ...acct(), card_uuid: f.card } }),
  listCardTransactions: () => ({ query: `?cardId=${f.card}&limit=5` }),
  listAccountTransactions: () => ({ params: acct(), query: '?limit=5' }),
  login: () => ({ body: { email: sandbox.one.email, password: sandbox.one.password }, headers: {} }),
  listWebhookEvents: () => ({ query: '?limit=5' }),
  putWebhookConfig: () => ({
    body: {
      url: 'http://127.0.0.1:9/hook',
      secret: 'a-long-secret',
      eventTypes: ['card_state'],
      enabled: false,
    },
  }),
  getWebhookConfig: () => ({}),
  getWebhookFaults: () => ({}),
  putWebhookFaults: () => ({
    body: { seed: 7, duplicate: { rate: 0.5 }, delay: { rate: 0.25, by: 'PT1M' }, timeout: { rate: 0.1 } },
  }),
  deleteWebhookFaults: () => ({}),
  redeliverWebhookEvent: () => ({ params: { event_id: f.event } }),
  sandboxReplayWebhooks: () => ({ body: { since: '2020-01-01T00:00:00Z' } }),
  deleteWebhookConfig: () => ({}),
  createWallet: () => ({
    params: org(),
    body: { name: 'Route test wallet', providerId: 'sandbox-visa-us', currency: 'USD' },
  }),
  updateWallet: () => ({ params: { ...org(), wallet_id: f.other }, body: { name: 'Marketing (renamed)' } }),
  deactivateWallet: () => ({ params: { ...org(), wallet_id: f.other } }),
  activateWallet: () => ({ params: { ...org(), wallet_id: f.other } }),
  issueCard: () => ({
    params: { ...org(), wallet_id: f.wallet },
    body: { cardOwnerId: f.owner, cardType: 'physical' },
  }),
  issueAccountCard: () => ({
    params: acct(),
    body: { cardOwnerId: f.owner, cardType: 'virtual', name: 'acct card' },
  }),
  createCardholder: () => ({
    params: acct(),
    body: {
      cardOwnerId: 'route.tester',
      firstName: 'Route',
      lastName: 'Tester',
      email: 'rt@example.com',
      phone: '+15550100999',
    },
  }),
  updateCard: () => ({ params: inst(), body: { name: 'renamed', limits: { daily_limit: '100.00' } } }),
  fundCard: () => ({ params: inst(), body: money }),
  defundCard: () => ({ params: inst(), body: money }),
  topUpCard: () => ({
    params: { ...acct(), card_uuid: f.card },
    body: { ...money, currency: 'USD', description: 'route test' },
  }),
  withdrawCard: () => ({ params: { ...acct(), card_uuid: f.card }, body: money }),
  transfer: () => ({ params: acct(), body: { destinationAccountUuid: f.other, ...money, currency: 'USD' } }),
  sandboxPayin: () => ({ params: acct(), body: { amount: '10.00' } }),
  sandboxPurchase: () => ({
    params: { card_uuid: f.card },
    body: { amount: '0.50', merchantName: 'Shop', merchantCategory: '5411' },
  }),
  sandboxRefund: () => ({ params: { card_uuid: f.card }, body: { amount: '0.25' } }),
  suspendCard: () => ({ params: inst() }),
  resumeCard: () => ({ params: inst() }),
  terminateCard: () => ({ params: inst(f.spare) }),
  sandboxExpire: () => ({ params: { card_uuid: f.card } }),
  getSandboxClock: () => ({}),
  setSandboxClock: () => ({ body: { advanceBy: 'PT1M' } }),
  sandboxSaveSnapshot: () => ({ body: { name: 'every-route' } }),
  sandboxListSnapshots: () => ({}),
  sandboxRestoreSnapshot: () => ({ params: { name: 'every-route' } }),
  sandboxDeleteSnapshot: () => ({ params: { name: 'every-route' } }),
  sandboxCreateMerchant: () => ({ body: { name: 'Route tester' } }),
  sandboxDeleteMerchant: () => ({ params: { org_id: f.child } }),
  healthz: () => ({ headers: {} }),
  readyz: () => ({ headers: {} }),
  sandboxApplyFixture: () => ({
    body: {
      fixture: {
        name: 'every-route',
        steps: [
          { name: 'account', request: `GET /api/v2/accounts/${f.wallet}` },
          { expect: { request: 'GET /api/v2/accounts/${account.id}', body: { id: f.wallet } } },
        ],
      },
    },
  }),
};

function credentialFor(id: RouteId): Record<string, string> {
  const family = routes[id].family;
  return family === 'org' ? keyOf(sandbox.one) : family === 'none' ? {} : tokenOf(sandbox.one);
}

describe('every route over real HTTP', () => {
  for (const id of Object.keys(cases) as RouteId[]) {
    it(`${id}: ${routes[id].method} ${routes[id].path}`, async () => {
      const def: RouteDef = routes[id];
      const c = cases[id]();
      const path = fillPath(def.path, c.params) + (c.query ?? '');
      const res = await call(sandbox.base, def.method, path, {
        headers: c.headers ?? credentialFor(id),
        body: c.body,
      });
      expect(res.status, res.text).toBe(def.status);
      if (def.response) {
        const parsed = def.response.safeParse(res.json);
        expect(parsed.success, JSON.stringify(parsed.error?.issues.slice(0, 3))).toBe(true);
      } else {
        expect(res.text).toBe('');
      }
      if (def.family !== 'none') {
        const anonymous = await call(sandbox.base, def.method, path, { body: c.body });
        expect(anonymous.status).toBe(401);
      }
    });
  }
});
