// The HTTP pipeline over real HTTP against the real core (demo seed, :memory:): auth, errors, query arrays,
// idempotency and faults.
import { afterEach, describe, expect, it } from 'vitest';
import { request } from 'undici';
import type { ServeOptions } from '../../../src/sandbox/http/server.js';
import { call } from '../../support/http-call.js';
import {
  activeCard,
  balanceOf,
  keyOf,
  startRealSandbox,
  tokenOf,
  twoAccounts,
  type RealSandbox,
} from '../../support/real-sandbox.js';

let sandbox: RealSandbox | undefined;
async function start(opts: ServeOptions = {}): Promise<RealSandbox> {
  sandbox = await startRealSandbox(opts);
  return sandbox;
}
afterEach(async () => {
  await sandbox?.close();
  sandbox = undefined;
});

async function login(base: string, email: string, password: string) {
  return call(base, 'POST', '/api/v2/auth/login', { body: { email, password } });
}

describe('auth per family', () => {
  it('answers 401 with a code when the credential is missing or invalid', async () => {
    const { base, one } = await start();
    const [account] = await twoAccounts(base, one);
    const missing = await call(base, 'GET', `/api/v2/accounts/${account}/balance`);
    expect(missing.status).toBe(401);
    expect(missing.json).toMatchObject({ code: 'unauthorized' });
    const invalid = await call(base, 'GET', `/api/v2/accounts/${account}/balance`, {
      headers: { 'x-api-token': 'not-a-token' },
    });
    expect(invalid.status).toBe(401);
    expect(invalid.text).not.toContain('not-a-token');
    const orgMissing = await call(base, 'GET', `/api/v2/organizations/${one.orgId}/wallets`);
    expect(orgMissing.status).toBe(401);
  });

  it('keeps the families apart: an API key is not an account token, a token is not an org key', async () => {
    const { base, one } = await start();
    expect((await call(base, 'GET', '/api/v2/accounts', { headers: keyOf(one) })).status).toBe(401);
    expect(
      (await call(base, 'GET', `/api/v2/organizations/${one.orgId}/wallets`, { headers: tokenOf(one) }))
        .status,
    ).toBe(401);
    expect((await call(base, 'GET', '/api/v2/webhooks/events', { headers: tokenOf(one) })).status).toBe(200);
    expect((await call(base, 'GET', '/api/v2/webhooks/events', { headers: keyOf(one) })).status).toBe(200);
  });

  it('logs in with the portal password and accepts the JWT on both families', async () => {
    const { base, one } = await start();
    const ok = await login(base, one.email, one.password);
    expect(ok.status).toBe(200);
    expect(ok.json).toMatchObject({ tokenType: 'Bearer', expiresIn: expect.any(Number) });
    const jwt = { authorization: `Bearer ${String(ok.json?.accessToken)}` };
    expect((await call(base, 'GET', '/api/v2/accounts', { headers: jwt })).status).toBe(200);
    expect(
      (await call(base, 'GET', `/api/v2/organizations/${one.orgId}/wallets`, { headers: jwt })).status,
    ).toBe(200);
    const wrong = await login(base, one.email, 'wrong-password-123');
    expect(wrong.status).toBe(401);
    expect(wrong.text).not.toContain('wrong-password-123');
  });

  it('answers 403 to read-only credentials on writes and lets them read', async () => {
    const { base, one } = await start();
    const [a, b] = await twoAccounts(base, one);
    const before = await balanceOf(base, one, a);
    const ro = { 'x-api-token': one.readOnlyApiToken };
    const denied = await call(base, 'POST', `/api/v2/accounts/${a}/transfer`, {
      headers: ro,
      body: { destinationAccountUuid: b, amount: '1.00' },
    });
    expect(denied.status).toBe(403);
    expect(denied.json).toMatchObject({ code: 'forbidden' });
    const { walletId, cardId } = await activeCard(base, one);
    const roKey = { authorization: `Bearer ${one.readOnlyApiKey}` };
    expect(
      (
        await call(
          base,
          'POST',
          `/api/v2/organizations/${one.orgId}/wallets/${walletId}/instruments/${cardId}/suspend`,
          { headers: roKey },
        )
      ).status,
    ).toBe(403);
    expect((await call(base, 'GET', `/api/v2/accounts/${a}/balance`, { headers: ro })).status).toBe(200);
    expect(await balanceOf(base, one, a)).toBe(before);
  });

  it("answers 404 for another merchant's objects and organization", async () => {
    const { base, one, two } = await start();
    const [theirs] = await twoAccounts(base, two);
    const detail = await call(base, 'GET', `/api/v2/accounts/${theirs}`, { headers: tokenOf(one) });
    expect(detail.status).toBe(404);
    expect(detail.json).toMatchObject({ code: 'not_found' });
    expect(
      (await call(base, 'GET', `/api/v2/organizations/${two.orgId}/wallets`, { headers: keyOf(one) })).status,
    ).toBe(404);
  });
});

describe('errors and parsing', () => {
  it('answers malformed JSON with 400 bad_request and an unknown route with 404 JSON', async () => {
    const { base, one } = await start();
    const [a] = await twoAccounts(base, one);
    const bad = await call(base, 'POST', `/api/v2/accounts/${a}/transfer`, {
      headers: tokenOf(one),
      raw: '{"amount": ',
    });
    expect(bad.status).toBe(400);
    expect(bad.json).toMatchObject({ code: 'bad_request' });
    const unknown = await call(base, 'GET', '/api/v2/nothing-here');
    expect(unknown.status).toBe(404);
    expect(unknown.json).toMatchObject({ code: 'not_found' });
  });

  it('answers another media type with 415 and an oversized body with 413, in our error shape', async () => {
    const { base, one } = await start({ bodyLimit: 1024 });
    const [a, b] = await twoAccounts(base, one);
    const text = await call(base, 'POST', `/api/v2/accounts/${a}/transfer`, {
      headers: { ...tokenOf(one), 'content-type': 'text/plain' },
      raw: 'amount=1',
    });
    expect(text.status).toBe(415);
    expect(text.json).toMatchObject({ code: 'unsupported_media_type' });
    const huge = await call(base, 'POST', `/api/v2/accounts/${a}/transfer`, {
      headers: tokenOf(one),
      body: { destinationAccountUuid: b, amount: '1.00', description: 'x'.repeat(2000) },
    });
    expect(huge.status).toBe(413);
    expect(huge.json).toMatchObject({ code: 'payload_too_large' });
  });

  it('accepts an empty JSON body on a bodiless POST', async () => {
    const { base, one } = await start();
    const { walletId, cardId } = await activeCard(base, one);
    const res = await call(
      base,
      'POST',
      `/api/v2/organizations/${one.orgId}/wallets/${walletId}/instruments/${cardId}/suspend`,
      { headers: keyOf(one), raw: '' },
    );
    expect(res.status).toBe(200);
  });

  it('answers a business rule with its status and a stable code', async () => {
    const { base, one } = await start();
    const [a, b] = await twoAccounts(base, one);
    const res = await call(base, 'POST', `/api/v2/accounts/${a}/transfer`, {
      headers: tokenOf(one),
      body: { destinationAccountUuid: b, amount: '99999999.00' },
    });
    expect(res.status).toBeGreaterThanOrEqual(400);
    expect(res.status).toBeLessThan(500);
    expect(res.json).toMatchObject({ code: 'insufficient_balance', message: expect.any(String) });
  });

  it('delivers repeated query keys as an array', async () => {
    const { base, one } = await start();
    const [walletId] = await twoAccounts(base, one);
    const path = `/api/v2/organizations/${one.orgId}/wallets/${walletId}/instruments?quantity=500`;
    const statusesOf = async (query: string) => {
      const res = await call(base, 'GET', `${path}${query}`, { headers: keyOf(one) });
      expect(res.status).toBe(200);
      return new Set(((res.json?.data ?? []) as Array<{ cardStatus: string }>).map((c) => c.cardStatus));
    };
    expect(await statusesOf('&statuses[]=active&statuses[]=frozen')).toEqual(new Set(['active', 'frozen']));
    expect(await statusesOf('&statuses[]=frozen')).toEqual(new Set(['frozen']));
  });
});

describe('idempotency', () => {
  it('replays the first answer for the same key and body, and moves money once', async () => {
    const { base, one } = await start();
    const [a, b] = await twoAccounts(base, one);
    const before = await balanceOf(base, one, b);
    const headers = { ...tokenOf(one), 'idempotency-key': 'transfer-1' };
    const first = await call(base, 'POST', `/api/v2/accounts/${a}/transfer`, {
      headers,
      body: { destinationAccountUuid: b, amount: '10.00' },
    });
    const again = await call(base, 'POST', `/api/v2/accounts/${a}/transfer`, {
      headers,
      body: { amount: '10.00', destinationAccountUuid: b },
    });
    expect(first.status).toBe(200);
    expect(again.status).toBe(200);
    expect(again.json).toEqual(first.json);
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect(first.headers['idempotent-replayed']).toBeUndefined();
    expect(BigInt((await balanceOf(base, one, b)).replace('.', '')) - BigInt(before.replace('.', ''))).toBe(
      10_000_000_000n,
    );
  });

  it('refuses the same key with a different body with 409 and changes nothing', async () => {
    const { base, one } = await start();
    const [a, b] = await twoAccounts(base, one);
    const headers = { ...tokenOf(one), 'idempotency-key': 'transfer-2' };
    await call(base, 'POST', `/api/v2/accounts/${a}/transfer`, {
      headers,
      body: { destinationAccountUuid: b, amount: '10.00' },
    });
    const after = await balanceOf(base, one, b);
    const reused = await call(base, 'POST', `/api/v2/accounts/${a}/transfer`, {
      headers,
      body: { destinationAccountUuid: b, amount: '11.00' },
    });
    expect(reused.status).toBe(409);
    expect(reused.json).toMatchObject({ code: 'idempotency_key_reused' });
    expect(await balanceOf(base, one, b)).toBe(after);
  });

  it('replays a business error even after the cause went away, but lets a 422 be corrected', async () => {
    const { base, one } = await start();
    const [a, b] = await twoAccounts(base, one);
    const headers = { ...tokenOf(one), 'idempotency-key': 'transfer-3' };
    const big = { destinationAccountUuid: b, amount: '90000.00' };
    expect(
      (await call(base, 'POST', `/api/v2/accounts/${a}/transfer`, { headers, body: big })).json,
    ).toMatchObject({ code: 'insufficient_balance' });
    const payin = await call(base, 'POST', `/api/v2/sandbox/accounts/${a}/payin`, {
      headers: tokenOf(one),
      body: { amount: '100000.00' },
    });
    expect(payin.status).toBe(200);
    const again = await call(base, 'POST', `/api/v2/accounts/${a}/transfer`, { headers, body: big });
    expect(again.json).toMatchObject({ code: 'insufficient_balance' });
    expect(again.headers['idempotent-replayed']).toBe('true');
    const k4 = { ...tokenOf(one), 'idempotency-key': 'transfer-4' };
    expect(
      (
        await call(base, 'POST', `/api/v2/accounts/${a}/transfer`, {
          headers: k4,
          body: { destinationAccountUuid: b, amount: '-1' },
        })
      ).status,
    ).toBe(422);
    expect(
      (
        await call(base, 'POST', `/api/v2/accounts/${a}/transfer`, {
          headers: k4,
          body: { destinationAccountUuid: b, amount: '1.00' },
        })
      ).status,
    ).toBe(200);
  });

  it('keeps keys apart per merchant', async () => {
    const { base, one, two } = await start();
    const [a1, b1] = await twoAccounts(base, one);
    const [a2, b2] = await twoAccounts(base, two);
    const first = await call(base, 'POST', `/api/v2/accounts/${a1}/transfer`, {
      headers: { ...tokenOf(one), 'idempotency-key': 'shared' },
      body: { destinationAccountUuid: b1, amount: '1.00' },
    });
    const other = await call(base, 'POST', `/api/v2/accounts/${a2}/transfer`, {
      headers: { ...tokenOf(two), 'idempotency-key': 'shared' },
      body: { destinationAccountUuid: b2, amount: '1.00' },
    });
    expect([first.status, other.status]).toEqual([200, 200]);
    expect(other.headers['idempotent-replayed']).toBeUndefined();
  });

  it('answers a malformed key with 422 at ["header", "idempotency-key"]', async () => {
    const { base, one } = await start();
    const [a, b] = await twoAccounts(base, one);
    const res = await call(base, 'POST', `/api/v2/accounts/${a}/transfer`, {
      headers: { ...tokenOf(one), 'idempotency-key': 'k'.repeat(256) },
      body: { destinationAccountUuid: b, amount: '1.00' },
    });
    expect(res.status).toBe(422);
    expect(res.json).toMatchObject({
      detail: [{ loc: ['header', 'idempotency-key'], type: 'value_error.any_str.max_length' }],
    });
  });
});

describe('faults', () => {
  it('limits requests per credential per second with 429 and Retry-After', async () => {
    let now = 10_000;
    const { base, one, two } = await start({ rateLimit: 2, now: () => now });
    const path = '/api/v2/accounts';
    expect((await call(base, 'GET', path, { headers: tokenOf(one) })).status).toBe(200);
    expect((await call(base, 'GET', path, { headers: tokenOf(one) })).status).toBe(200);
    const limited = await call(base, 'GET', path, { headers: tokenOf(one) });
    expect(limited.status).toBe(429);
    expect(limited.headers['retry-after']).toBe('1');
    expect(limited.json).toMatchObject({ code: 'rate_limited' });
    expect((await call(base, 'GET', path, { headers: tokenOf(two) })).status).toBe(200);
    now += 1000;
    expect((await call(base, 'GET', path, { headers: tokenOf(one) })).status).toBe(200);
  });

  it('answers injected 500/502/503 before any state change', async () => {
    const draws = [0.1, 0.0, 0.1, 0.3, 0.1, 0.6];
    let faultsOn = false;
    const { base, one } = await start({
      faults: 0.5,
      random: () => (faultsOn ? (draws.shift() ?? 0.99) : 0.99),
    });
    const [a, b] = await twoAccounts(base, one);
    const before = await balanceOf(base, one, b);
    faultsOn = true;
    const statuses: number[] = [];
    for (let i = 0; i < 3; i += 1) {
      statuses.push(
        (
          await call(base, 'POST', `/api/v2/accounts/${a}/transfer`, {
            headers: tokenOf(one),
            body: { destinationAccountUuid: b, amount: '5.00' },
          })
        ).status,
      );
    }
    expect(statuses).toEqual([500, 502, 503]);
    faultsOn = false;
    expect(await balanceOf(base, one, b)).toBe(before);
  });

  it('holds a request until the client gives up, without running it', async () => {
    let hold = false;
    const { base, one } = await start({ faults: 1, random: () => (hold ? 0.9 : 1) });
    const [a, b] = await twoAccounts(base, one);
    const before = await balanceOf(base, one, b);
    hold = true;
    const held = request(`${base}/api/v2/accounts/${a}/transfer`, {
      method: 'POST',
      headers: { ...tokenOf(one), 'content-type': 'application/json' },
      body: JSON.stringify({ destinationAccountUuid: b, amount: '5.00' }),
      headersTimeout: 300,
    });
    await expect(held).rejects.toThrow();
    hold = false;
    expect(await balanceOf(base, one, b)).toBe(before);
  });
});
