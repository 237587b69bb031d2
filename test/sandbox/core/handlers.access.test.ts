import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { routes, type RouteDef } from '../../../src/contract/index.js';
import type { Principal } from '../../../src/sandbox/core-types.js';
import { SandboxError } from '../../../src/sandbox/core-types.js';
import {
  digest,
  expectRefused,
  freshCard,
  freshWallet,
  setup,
  type Env,
  type Id,
} from '../../support/sandbox-core.js';

let env: Env;
beforeAll(() => {
  env = setup();
});
afterAll(() => env.core.close());

const ids = (Object.keys(routes) as (keyof typeof routes)[]).filter(
  (id): id is Id => !['login', 'sandboxApplyFixture', 'healthz', 'readyz'].includes(id),
);

/** Params for any route: the caller's org_id and random UUIDs for every other placeholder. */
function paramsFor(def: RouteDef, orgId: string): Record<string, string> {
  const params: Record<string, string> = {};
  for (const [, name] of def.path.matchAll(/\{(\w+)\}/g)) {
    if (name) params[name] = name === 'org_id' ? orgId : name === 'card_owner_id' ? 'someone' : randomUUID();
  }
  return params;
}

function raw(id: Id, who: Principal, params: Record<string, string>): unknown {
  const handler = env.core.handlers[id] as unknown as (who: Principal, input: unknown) => unknown;
  return handler(who, { params, query: {}, body: {} });
}

describe('read-only credentials', () => {
  it('get 403 forbidden on every route that changes state, and nothing changes', () => {
    const changing = ids.filter((id) => !['read', 'sensitive'].includes(routes[id].effect));
    expect(changing.length).toBeGreaterThan(20);
    for (const id of changing) {
      const def: RouteDef = routes[id];
      const who = def.family === 'account' ? env.roAccA : env.roA;
      const before = digest(env);
      expect(() => raw(id, who, paramsFor(def, who.orgId)), id).toThrow(SandboxError);
      try {
        raw(id, who, paramsFor(def, who.orgId));
      } catch (error) {
        expect((error as SandboxError).code, id).toBe('forbidden');
        expect((error as SandboxError).status, id).toBe(403);
      }
      expect(digest(env), id).toBe(before);
    }
  });

  it('may read, including sensitive reads', () => {
    const w = freshWallet(env, '10.00');
    const c = freshCard(env, w);
    expect(
      env.call('listWallets', env.roA, { params: { org_id: env.roA.orgId } }).data.length,
    ).toBeGreaterThan(0);
    expect(
      env.call('getCardCredentials', env.roA, {
        params: { org_id: env.roA.orgId, wallet_id: w, instrument_id: c },
      }).data.cvv,
    ).toMatch(/^\d{3}$/);
    expect(env.call('getAccountBalance', env.roAccA, { params: { account_uuid: w } }).currency).toBe('USD');
  });
});

describe('merchant isolation', () => {
  it('an org_id that is not the caller’s is 404 on every organization route', () => {
    for (const id of ids.filter((i) => routes[i].path.includes('{org_id}'))) {
      const error = expectRefused(
        env,
        () => raw(id, env.orgB, paramsFor(routes[id], env.orgA.orgId)),
        404,
        'not_found',
      );
      expect(error.message, id).toMatch(/organization/);
    }
  });

  it('another merchant’s wallets, cards, operations and cardholders are not found', () => {
    const w = freshWallet(env, '100.00');
    const c = freshCard(env, w, '10.00');
    const op = env.call('sandboxPurchase', env.accA, {
      params: { card_uuid: c },
      body: { amount: '1.00' },
    }).operationId;
    const walletOp = env.call('listWalletOperations', env.orgA, {
      params: { org_id: env.orgA.orgId },
      query: { 'accountIds[]': w },
    }).data[0]?.id;
    const orgB = env.orgB.orgId;
    const attempts: [Id, Principal, Record<string, unknown>, unknown?][] = [
      ['getWallet', env.orgB, { org_id: orgB, wallet_id: w }],
      ['listCards', env.orgB, { org_id: orgB, wallet_id: w }],
      ['getCard', env.orgB, { org_id: orgB, wallet_id: w, instrument_id: c }],
      ['getCardCredentials', env.orgB, { org_id: orgB, wallet_id: w, instrument_id: c }],
      ['suspendCard', env.orgB, { org_id: orgB, wallet_id: w, instrument_id: c }],
      ['fundCard', env.orgB, { org_id: orgB, wallet_id: w, instrument_id: c }, { amount: '1' }],
      ['getCardOperation', env.orgB, { org_id: orgB, operation_id: op }],
      ['getWalletOperation', env.orgB, { org_id: orgB, operation_id: walletOp }],
      ['getAccount', env.accB, { account_uuid: w }],
      ['getAccountBalance', env.accB, { account_uuid: w }],
      ['topUpCard', env.accB, { account_uuid: w, card_uuid: c }, { amount: '1' }],
      ['transfer', env.accB, { account_uuid: w }, { destinationAccountUuid: w, amount: '1' }],
      ['getCardSensitive', env.accB, { account_uuid: w, card_uuid: c }],
      ['sandboxPurchase', env.accB, { card_uuid: c }, { amount: '1' }],
      ['sandboxPayin', env.accB, { account_uuid: w }, { amount: '1' }],
      ['sandboxExpire', env.accB, { card_uuid: c }],
    ];
    for (const [id, who, params, body] of attempts) {
      expectRefused(env, () => env.call(id, who, { params, body }), 404, 'not_found');
    }
    const bTransactions = env.call('listCardTransactions', env.accB, { query: { cardId: c } });
    expect(bTransactions).toEqual({ items: [], total: 0 });
    const bAccounts = env.call('listAccounts', env.accB).items.map((a) => a.id);
    expect(bAccounts).not.toContain(w);
  });
});

describe('authentication', () => {
  it('resolves each credential to its merchant, family and rights', () => {
    const [a] = env.core.credentials();
    if (!a) throw new Error('no merchant');
    expect(env.core.authenticate('apiToken', a.apiToken)).toEqual({
      merchantId: env.orgA.merchantId,
      orgId: a.orgId,
      kind: 'apiToken',
      readOnly: false,
    });
    expect(env.core.authenticate('apiKey', a.readOnlyApiKey)).toMatchObject({
      kind: 'apiKey',
      readOnly: true,
    });
    expect(env.core.authenticate('apiKey', a.apiToken)).toBeNull();
    expect(env.core.authenticate('apiToken', a.apiKey)).toBeNull();
    expect(env.core.authenticate('apiToken', '')).toBeNull();
    expect(env.core.authenticate('apiToken', `${a.apiToken}x`)).toBeNull();
  });

  it('a portal login yields a JWT accepted for an hour, refused when tampered with', () => {
    const [a] = env.core.credentials();
    if (!a) throw new Error('no merchant');
    expect(env.core.login(a.email, 'wrong-password')).toBeNull();
    expect(env.core.login('nobody@example.com', a.password)).toBeNull();
    const session = env.core.login(a.email.toUpperCase(), a.password);
    expect(session?.expiresIn).toBe(3600);
    const token = session?.accessToken ?? '';
    expect(env.core.authenticate('jwt', token)).toEqual({
      merchantId: env.orgA.merchantId,
      orgId: a.orgId,
      kind: 'jwt',
      readOnly: false,
    });
    const [head, payload, sig] = token.split('.');
    const forged = Buffer.from(
      JSON.stringify({ sub: env.orgB.merchantId, org: env.orgB.orgId, iat: 0, exp: 4102444800 }),
    ).toString('base64url');
    expect(env.core.authenticate('jwt', `${head}.${forged}.${sig}`)).toBeNull();
    expect(env.core.authenticate('jwt', `${head}.${payload}.`)).toBeNull();
    expect(env.core.authenticate('jwt', 'not-a-jwt')).toBeNull();
    env.advance(3599_000);
    expect(env.core.authenticate('jwt', token)).not.toBeNull();
    env.advance(1_000);
    expect(env.core.authenticate('jwt', token)).toBeNull();
  });
});
