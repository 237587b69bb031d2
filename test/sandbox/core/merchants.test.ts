import { describe, expect, it } from 'vitest';
import type { Principal } from '../../../src/sandbox/core-types.js';
import { expectRefused, freshWallet, setup, type Env } from '../../support/sandbox-core.js';

function child(env: Env, creator: Principal = env.accA, name?: string) {
  const created = env.call('sandboxCreateMerchant', creator, { body: name === undefined ? {} : { name } });
  const token = env.core.authenticate('apiToken', created.apiToken);
  const key = env.core.authenticate('apiKey', created.apiKey);
  if (!token || !key) throw new Error('the new credentials are refused');
  return { created, token, key };
}

const count = (env: Env, sql: string, ...args: unknown[]): bigint =>
  (env.core.database.prepare(sql).get(...args) as { n: bigint }).n;

describe('merchants on demand', () => {
  it('a new merchant has fresh credentials, its own organization and nothing of anyone else', () => {
    const env = setup();
    const { created, token, key } = child(env, env.orgA, 'CI run 42');
    expect(created).toMatchObject({ name: 'CI run 42', createdBy: env.orgA.orgId });
    expect(created.organizationId).not.toBe(env.orgA.orgId);
    expect(key.orgId).toBe(created.organizationId);
    expect(token.merchantId).not.toBe(env.accA.merchantId);
    expect(env.core.login(created.email, created.password)).not.toBeNull();
    expect(env.call('listAccounts', token, { query: {} }).items).toEqual([]);
    const aWallet = env.call('listAccounts', env.accA, { query: {} }).items[0]!.id;
    expectRefused(
      env,
      () => env.call('getAccount', token, { params: { account_uuid: aWallet } }),
      404,
      'not_found',
    );
    expect(child(env).created.name).toMatch(/^Sandbox merchant [0-9a-f]{8}$/);
    env.core.close();
  });

  it('removed by its creator: its credentials stop working and every row of its state is gone', () => {
    const env = setup();
    const { created, key, token } = child(env);
    const wallet = freshWallet(env, '50.00', {}, key);
    env.call('createCardholder', token, {
      params: { account_uuid: wallet },
      body: {
        cardOwnerId: 'kid',
        firstName: 'K',
        lastName: 'Id',
        email: 'k@example.com',
        phone: '+15550000001',
      },
    });
    env.call('issueCard', key, {
      params: { org_id: key.orgId, wallet_id: wallet },
      body: { cardOwnerId: 'kid', cardType: 'virtual' },
    });
    env.call('sandboxSaveSnapshot', token, { body: { name: 'mine' } });
    const external = count(env, "SELECT balance AS n FROM ledger_accounts WHERE kind = 'external'");
    expectRefused(
      env,
      () => env.call('sandboxDeleteMerchant', env.accB, { params: { org_id: created.organizationId } }),
      404,
      'not_found',
    );
    env.call('sandboxDeleteMerchant', env.accA, { params: { org_id: created.organizationId } });
    expect(env.core.authenticate('apiKey', created.apiKey)).toBeNull();
    for (const table of ['wallets', 'cards', 'cardholders', 'card_ops', 'wallet_ops', 'sandbox_snapshots'])
      expect(
        count(env, `SELECT COUNT(*) AS n FROM ${table} WHERE merchant_id = ?`, token.merchantId),
        table,
      ).toBe(0n);
    // The outside world gave the 50.00 and got the card's issuing fee back: its balance no longer counts them.
    expect(count(env, "SELECT balance AS n FROM ledger_accounts WHERE kind = 'external'")).toBe(
      external + 5000n,
    );
    expect(
      count(
        env,
        'SELECT COUNT(*) AS n FROM (SELECT txn FROM ledger_entries GROUP BY txn HAVING SUM(amount) <> 0) AS unbalanced',
      ),
    ).toBe(0n);
    expect(
      count(
        env,
        `SELECT COUNT(*) AS n FROM ledger_accounts la
         WHERE la.balance <> (SELECT COALESCE(SUM(amount), 0) FROM ledger_entries e WHERE e.account_id = la.id)`,
      ),
    ).toBe(0n);
    env.core.close();
  });

  it('removes itself; a seeded merchant cannot be removed; a read-only credential creates nothing', () => {
    const env = setup();
    const { created, token } = child(env);
    env.call('sandboxDeleteMerchant', token, { params: { org_id: created.organizationId } });
    expect(env.core.authenticate('apiToken', created.apiToken)).toBeNull();
    expectRefused(
      env,
      () => env.call('sandboxDeleteMerchant', env.accA, { params: { org_id: env.orgA.orgId } }),
      409,
      'conflict',
    );
    expectRefused(
      env,
      () => env.call('sandboxDeleteMerchant', env.accA, { params: { org_id: env.orgB.orgId } }),
      404,
      'not_found',
    );
    expectRefused(env, () => env.call('sandboxCreateMerchant', env.roA, { body: {} }), 403, 'forbidden');
    env.core.close();
  });
});
