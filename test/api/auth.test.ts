import { afterEach, describe, expect, it } from 'vitest';
import { MissingCredentialError } from '../../src/api/index.js';
import type { Credentials } from '../../src/api/index.js';
import {
  ACCOUNT,
  BASE,
  harness,
  json,
  ORG,
  SECRETS,
  WALLET,
  accountListItem,
  orgPage,
  walletListItem,
} from '../support/api-harness.js';
import type { Harness } from '../support/api-harness.js';

let h: Harness | undefined;
afterEach(async () => {
  await h?.client.close();
  await h?.agent.close();
  h = undefined;
});

const setup = (credentials: Credentials): Harness => (h = harness({ credentials }));
const walletsReply = orgPage([walletListItem(1)], 1, 1, 25);
const accountsReply = { items: [accountListItem(1)] };

describe('auth headers per family', () => {
  it('org family sends Bearer <apiKey> and no X-API-Token', async () => {
    const t = setup({ orgId: ORG, apiKey: SECRETS.apiKey, apiToken: SECRETS.apiToken });
    t.pool
      .intercept({ path: `/api/v2/organizations/${ORG}/wallets`, method: 'GET' })
      .reply(200, walletsReply, json);
    await t.client.call('listWallets', {});
    const [sent] = t.calls();
    expect(sent?.headers.authorization).toBe(`Bearer ${SECRETS.apiKey}`);
    expect(sent?.headers['x-api-token']).toBeUndefined();
  });

  it('account family sends X-API-Token and no Authorization', async () => {
    const t = setup({ apiKey: SECRETS.apiKey, apiToken: SECRETS.apiToken });
    t.pool.intercept({ path: '/api/v2/accounts', method: 'GET' }).reply(200, accountsReply, json);
    const out = await t.client.call('listAccounts', {});
    expect(out.items[0]?.id).toBe('wallet-1');
    const [sent] = t.calls();
    expect(sent?.headers['x-api-token']).toBe(SECRETS.apiToken);
    expect(sent?.headers.authorization).toBeUndefined();
  });

  it('a JWT alone serves both families as Bearer', async () => {
    const t = setup({ orgId: ORG, jwt: SECRETS.jwt });
    t.pool.intercept({ path: '/api/v2/accounts', method: 'GET' }).reply(200, accountsReply, json);
    t.pool
      .intercept({ path: `/api/v2/organizations/${ORG}/wallets`, method: 'GET' })
      .reply(200, walletsReply, json);
    await t.client.call('listAccounts', {});
    await t.client.call('listWallets', {});
    expect(t.calls().map((c) => c.headers.authorization)).toEqual([
      `Bearer ${SECRETS.jwt}`,
      `Bearer ${SECRETS.jwt}`,
    ]);
  });

  it("'any' routes use whichever credential exists; 'none' sends nothing", async () => {
    const t = setup({ orgId: ORG, apiKey: SECRETS.apiKey });
    t.pool.intercept({ path: '/api/v2/webhooks/config', method: 'DELETE' }).reply(204, '');
    t.pool
      .intercept({ path: '/api/v2/auth/login', method: 'POST' })
      .reply(200, { accessToken: 'jwt', tokenType: 'Bearer', expiresIn: 60 }, json);
    await expect(t.client.call('deleteWebhookConfig', {})).resolves.toBeUndefined();
    await t.client.call('login', { body: { email: 'a@example.com', password: 'pw' } });
    const [del, login] = t.calls();
    expect(del?.headers.authorization).toBe(`Bearer ${SECRETS.apiKey}`);
    expect(login?.headers.authorization).toBeUndefined();
    expect(login?.headers['x-api-token']).toBeUndefined();
  });

  it('sends Accept, User-Agent, JSON content type and the Idempotency-Key when given', async () => {
    const t = setup({ apiToken: SECRETS.apiToken });
    t.pool
      .intercept({
        path: `/api/v2/accounts/${ACCOUNT}/cards/${WALLET}/topup`,
        method: 'POST',
        body: '{"amount":"10.00","currency":"USD"}',
      })
      .reply(
        200,
        {
          cardUuid: WALLET,
          status: 'completed',
          message: 'ok',
          amount: '10.00',
          currency: 'USD',
          transactionId: 'tx',
        },
        json,
      );
    await t.client.call(
      'topUpCard',
      { params: { account_uuid: ACCOUNT, card_uuid: WALLET }, body: { amount: '10.00', currency: 'USD' } },
      { idempotencyKey: 'key-1' },
    );
    const [sent] = t.calls();
    expect(sent?.headers).toMatchObject({
      accept: 'application/json',
      'content-type': 'application/json',
      'idempotency-key': 'key-1',
    });
    expect(sent?.headers['user-agent']).toBe('card-console');
  });
});

describe('org_id', () => {
  it('is filled from credentials.orgId when the caller omits it, and the caller may override it', async () => {
    const t = setup({ orgId: ORG, apiKey: SECRETS.apiKey });
    t.pool
      .intercept({ path: `/api/v2/organizations/${ORG}/wallets/${WALLET}/limits`, method: 'GET' })
      .reply(200, { data: { limits: [], binList: [], cardBalance: false } }, json);
    t.pool
      .intercept({ path: `/api/v2/organizations/other/wallets`, method: 'GET' })
      .reply(200, walletsReply, json);
    await t.client.call('getWalletLimits', { params: { wallet_id: WALLET } });
    await t.client.call('listWallets', { params: { org_id: 'other' } });
    expect(t.calls().map((c) => c.path)).toEqual([
      `/api/v2/organizations/${ORG}/wallets/${WALLET}/limits`,
      '/api/v2/organizations/other/wallets',
    ]);
  });

  it('is URI-encoded in the path', async () => {
    const t = setup({ orgId: 'a b/c', apiKey: SECRETS.apiKey });
    t.pool
      .intercept({ path: '/api/v2/organizations/a%20b%2Fc/wallets', method: 'GET' })
      .reply(200, walletsReply, json);
    await expect(t.client.call('listWallets', {})).resolves.toMatchObject({ data: [{ id: 'wallet-1' }] });
  });
});

describe('missing credentials fail before any request', () => {
  it.each([
    ['org route without apiKey or jwt', { orgId: ORG, apiToken: SECRETS.apiToken }, 'org', 'listWallets'],
    ['org route without orgId', { apiKey: SECRETS.apiKey }, 'org', 'listWallets'],
    [
      'account route without apiToken or jwt',
      { orgId: ORG, apiKey: SECRETS.apiKey },
      'account',
      'listAccounts',
    ],
    ["'any' route with nothing", {}, 'any', 'getWebhookConfig'],
  ] as const)('%s', async (_name, credentials, family, id) => {
    const t = setup(credentials);
    const err = await t.client.call(id, {}).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(MissingCredentialError);
    expect(err).toMatchObject({ kind: 'missing_credential', family, method: 'GET' });
    expect((err as Error).message).toMatch(/needs/);
    expect(t.calls()).toHaveLength(0);
    expect(t.logs).toHaveLength(0);
  });
});

describe('can()', () => {
  it('explains what is missing per family', () => {
    const t = setup({ apiToken: SECRETS.apiToken });
    expect(t.client.can('listAccounts')).toEqual({ ok: true });
    expect(t.client.can('login')).toEqual({ ok: true });
    expect(t.client.can('getWebhookConfig')).toEqual({ ok: true });
    const org = t.client.can('fundCard');
    expect(org.ok).toBe(false);
    expect(!org.ok && org.reason).toMatch(/API key/);
  });

  it('needs an org id for org routes even with a key', () => {
    const t = setup({ apiKey: SECRETS.apiKey });
    const res = t.client.can('listWallets');
    expect(res).toEqual({ ok: false, reason: 'needs an organization id' });
    expect(t.client.can('listAccounts').ok).toBe(false);
  });

  it('exposes baseUrl', () => {
    expect(setup({}).client.baseUrl).toBe(BASE);
  });
});
