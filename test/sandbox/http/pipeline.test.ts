// The HTTP pipeline over real HTTP against a fake core: auth, validation shapes, errors, idempotency, faults.
import { afterEach, describe, expect, it } from 'vitest';
import { request } from 'undici';
import type { FastifyInstance } from 'fastify';
import { buildApp, type BuildAppOptions } from '../../../src/sandbox/http/app.js';
import { ACCOUNT_A, ACCOUNT_B, API_KEY, createFakeCore, JWT, READ_ONLY_TOKEN, TOKEN, type FakeCore } from './fake-core.js';

let app: FastifyInstance | undefined;
let core: FakeCore;

async function start(opts: BuildAppOptions = {}): Promise<string> {
  core = createFakeCore();
  app = buildApp(core, opts);
  return app.listen({ port: 0, host: '127.0.0.1' });
}

afterEach(async () => {
  await app?.close();
  app = undefined;
  core.close();
});

async function call(base: string, method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE', path: string, options: { headers?: Record<string, string>; body?: unknown; raw?: string } = {}) {
  const headers: Record<string, string> = { ...options.headers };
  let body: string | undefined = options.raw;
  if (options.body !== undefined) {
    body = JSON.stringify(options.body);
    headers['content-type'] = 'application/json';
  } else if (options.raw !== undefined) headers['content-type'] ??= 'application/json';
  const res = await request(`${base}${path}`, { method, headers, body });
  const text = await res.body.text();
  return { status: res.statusCode, headers: res.headers, text, json: text ? (JSON.parse(text) as Record<string, unknown>) : undefined };
}

const token = { 'x-api-token': TOKEN };
const balancePath = `/api/v2/accounts/${ACCOUNT_A}/balance`;
const transferPath = `/api/v2/accounts/${ACCOUNT_A}/transfer`;

describe('auth per family', () => {
  it('answers 401 with a code when the credential is missing or invalid', async () => {
    const base = await start();
    const missing = await call(base, 'GET', balancePath);
    expect(missing.status).toBe(401);
    expect(missing.json).toMatchObject({ code: 'unauthorized' });
    const invalid = await call(base, 'GET', balancePath, { headers: { 'x-api-token': 'nope' } });
    expect(invalid.status).toBe(401);
    expect(invalid.text).not.toContain('nope');
    expect(core.calls).toEqual([]);
  });

  it('refuses an API key on the account family but accepts a JWT on both families', async () => {
    const base = await start();
    expect((await call(base, 'GET', balancePath, { headers: { authorization: `Bearer ${API_KEY}` } })).status).toBe(401);
    expect((await call(base, 'GET', balancePath, { headers: { authorization: `Bearer ${JWT}` } })).status).toBe(200);
    const cards = `/api/v2/organizations/org1/wallets/${ACCOUNT_A}/instruments`;
    expect((await call(base, 'GET', cards, { headers: { authorization: `Bearer ${API_KEY}` } })).status).toBe(200);
    expect((await call(base, 'GET', cards, { headers: { authorization: `Bearer ${JWT}` } })).status).toBe(200);
    expect((await call(base, 'GET', cards, { headers: token })).status).toBe(401);
  });

  it('accepts either credential on the "any" family', async () => {
    const base = await start();
    expect((await call(base, 'DELETE', '/api/v2/webhooks/config', { headers: token })).status).toBe(204);
    expect((await call(base, 'DELETE', '/api/v2/webhooks/config', { headers: { authorization: `Bearer ${API_KEY}` } })).status).toBe(204);
  });

  it('answers 403 to a read-only credential on a write, before running anything', async () => {
    const base = await start();
    const res = await call(base, 'POST', transferPath, { headers: { 'x-api-token': READ_ONLY_TOKEN }, body: { destinationAccountUuid: ACCOUNT_B, amount: '1.00' } });
    expect(res.status).toBe(403);
    expect(res.json).toMatchObject({ code: 'forbidden' });
    expect((await call(base, 'GET', balancePath, { headers: { 'x-api-token': READ_ONLY_TOKEN } })).status).toBe(200);
    expect(core.calls).toEqual(['getAccountBalance']);
  });

  it('logs in with email and password, 401 otherwise', async () => {
    const base = await start();
    const ok = await call(base, 'POST', '/api/v2/auth/login', { body: { email: 'one@example.com', password: 'pw-one' } });
    expect(ok.json).toEqual({ accessToken: JWT, tokenType: 'Bearer', expiresIn: 3600 });
    const wrong = await call(base, 'POST', '/api/v2/auth/login', { body: { email: 'one@example.com', password: 'hunter22' } });
    expect(wrong.status).toBe(401);
    expect(wrong.text).not.toContain('hunter22');
  });
});

describe('errors', () => {
  it('answers malformed JSON with 400 bad_request', async () => {
    const base = await start();
    const res = await call(base, 'POST', transferPath, { headers: token, raw: '{"amount": ' });
    expect(res.status).toBe(400);
    expect(res.json).toMatchObject({ code: 'bad_request' });
  });

  it('answers a SandboxError with its status and code, and an unknown failure with a bare 500', async () => {
    const base = await start();
    const notConfigured = await call(base, 'GET', '/api/v2/webhooks/config', { headers: token });
    expect(notConfigured.status).toBe(404);
    expect(notConfigured.json).toEqual({ code: 'webhook_not_configured', message: 'no webhook configured' });
    const crash = await call(base, 'GET', '/api/v2/accounts', { headers: token });
    expect(crash.status).toBe(500);
    expect(crash.json).toEqual({ code: 'internal_error', message: 'internal server error' });
    expect(crash.text).not.toContain('tok_merchant_one');
  });

  it('answers an unknown route with 404 JSON', async () => {
    const base = await start();
    const res = await call(base, 'GET', '/api/v2/nothing-here');
    expect(res.status).toBe(404);
    expect(res.json).toMatchObject({ code: 'not_found' });
  });

  it('delivers a repeated query key as an array', async () => {
    const base = await start();
    const res = await call(base, 'GET', `/api/v2/organizations/org1/wallets/${ACCOUNT_A}/instruments?statuses[]=active&statuses[]=frozen&quantity=5`, { headers: { authorization: `Bearer ${API_KEY}` } });
    expect(res.status).toBe(200);
    expect(res.json?.echo).toMatchObject({ 'statuses[]': ['active', 'frozen'], quantity: 5, page: 1 });
  });
});

describe('idempotency', () => {
  const body = { destinationAccountUuid: ACCOUNT_B, amount: '10.00' };

  it('replays the first answer for the same key and body and moves money once', async () => {
    const base = await start();
    const headers = { ...token, 'idempotency-key': 'k-1' };
    const first = await call(base, 'POST', transferPath, { headers, body });
    const second = await call(base, 'POST', transferPath, { headers, body: { amount: '10.00', destinationAccountUuid: ACCOUNT_B } });
    expect(first.status).toBe(200);
    expect(second.status).toBe(200);
    expect(second.json).toEqual(first.json);
    expect(second.headers['idempotent-replayed']).toBe('true');
    expect(first.headers['idempotent-replayed']).toBeUndefined();
    expect(core.balances.get(ACCOUNT_B)).toBe(1000n);
    expect(core.calls.filter((c) => c === 'transfer')).toHaveLength(1);
  });

  it('refuses the same key with a different body (409) and changes nothing', async () => {
    const base = await start();
    const headers = { ...token, 'idempotency-key': 'k-2' };
    await call(base, 'POST', transferPath, { headers, body });
    const reused = await call(base, 'POST', transferPath, { headers, body: { ...body, amount: '11.00' } });
    expect(reused.status).toBe(409);
    expect(reused.json).toMatchObject({ code: 'idempotency_key_reused' });
    expect(core.balances.get(ACCOUNT_B)).toBe(1000n);
  });

  it('replays a business error too, but lets a validation error be corrected', async () => {
    const base = await start();
    const headers = { ...token, 'idempotency-key': 'k-3' };
    const short = { destinationAccountUuid: ACCOUNT_B, amount: '5000.00' };
    expect((await call(base, 'POST', transferPath, { headers, body: short })).status).toBe(409);
    core.balances.set(ACCOUNT_A, 10_000_000n);
    const again = await call(base, 'POST', transferPath, { headers, body: short });
    expect(again.status).toBe(409);
    expect(again.json).toMatchObject({ code: 'insufficient_balance' });
    const k4 = { ...token, 'idempotency-key': 'k-4' };
    expect((await call(base, 'POST', transferPath, { headers: k4, body: { destinationAccountUuid: 'x', amount: '1' } })).status).toBe(422);
    expect((await call(base, 'POST', transferPath, { headers: k4, body })).status).toBe(200);
  });

  it('answers a malformed key with 422 on the header', async () => {
    const base = await start();
    const res = await call(base, 'POST', transferPath, { headers: { ...token, 'idempotency-key': 'x'.repeat(256) }, body });
    expect(res.status).toBe(422);
    expect(res.json).toMatchObject({ detail: [{ loc: ['header', 'idempotency-key'], type: 'value_error.any_str.max_length' }] });
  });
});

describe('faults', () => {
  it('limits requests per credential per second with 429 and Retry-After', async () => {
    let now = 5_000;
    const base = await start({ rateLimit: 2, now: () => now });
    expect((await call(base, 'GET', balancePath, { headers: token })).status).toBe(200);
    expect((await call(base, 'GET', balancePath, { headers: token })).status).toBe(200);
    const limited = await call(base, 'GET', balancePath, { headers: token });
    expect(limited.status).toBe(429);
    expect(limited.headers['retry-after']).toBe('1');
    expect(limited.json).toMatchObject({ code: 'rate_limited' });
    expect((await call(base, 'GET', balancePath, { headers: { authorization: `Bearer ${JWT}` } })).status).toBe(200);
    now += 1000;
    expect((await call(base, 'GET', balancePath, { headers: token })).status).toBe(200);
  });

  it('fails requests with 500/502/503 before any state changes', async () => {
    const randoms = [0.1, 0.0, 0.1, 0.3, 0.1, 0.6];
    const base = await start({ faults: 0.5, random: () => randoms.shift() ?? 0.99 });
    const body = { destinationAccountUuid: ACCOUNT_B, amount: '1.00' };
    const statuses = [];
    for (let i = 0; i < 3; i += 1) statuses.push((await call(base, 'POST', transferPath, { headers: token, body })).status);
    expect(statuses).toEqual([500, 502, 503]);
    expect(core.calls).toEqual([]);
    expect(core.balances.get(ACCOUNT_B)).toBe(0n);
    expect((await call(base, 'POST', transferPath, { headers: token, body })).status).toBe(200);
  });

  it('holds a request until the client gives up, without running it', async () => {
    const base = await start({ faults: 1, random: () => 0.9 });
    const held = request(`${base}${balancePath}`, { headers: token, headersTimeout: 200 });
    await expect(held).rejects.toThrow();
    expect(core.calls).toEqual([]);
  });
});
