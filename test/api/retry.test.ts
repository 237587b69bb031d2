import { afterEach, describe, expect, it } from 'vitest';
import { backgroundDelayMs, newIdempotencyKey, OutcomeUnknownError } from '../../src/api/index.js';
import { decideRetry, defaultRetryPolicy, parseRetryAfter } from '../../src/api/retry.js';
import type { ClientOptions } from '../../src/api/types.js';
import type { RetryContext, RetryPolicy } from '../../src/api/retry.js';
import {
  ACCOUNT,
  CARD,
  connRefused,
  harness,
  json,
  ORG,
  topUpResponse,
  WALLET,
} from '../support/api-harness.js';
import type { Harness } from '../support/api-harness.js';

const policy: RetryPolicy = { ...defaultRetryPolicy, random: () => 0.5 };
const ctx = (over: Partial<RetryContext>): RetryContext => ({
  method: 'GET',
  hasIdempotencyKey: false,
  retriesSoFar: 0,
  failure: { type: 'status', status: 503 },
  ...over,
});

describe('decideRetry', () => {
  it.each([429, 502, 503, 504])('GET is retried on %i', (status) => {
    expect(decideRetry(policy, ctx({ failure: { type: 'status', status } })).retry).toBe(true);
  });

  it.each([400, 401, 404, 409, 422, 500])('GET is not retried on %i', (status) => {
    expect(decideRetry(policy, ctx({ failure: { type: 'status', status } })).retry).toBe(false);
  });

  it('GET is retried on any transport failure, sent or not', () => {
    expect(decideRetry(policy, ctx({ failure: { type: 'transport', sent: true } })).retry).toBe(true);
    expect(
      decideRetry(policy, ctx({ method: 'HEAD', failure: { type: 'transport', sent: false } })).retry,
    ).toBe(true);
  });

  it.each(['POST', 'PUT', 'PATCH', 'DELETE'])('%s without a key is never retried', (method) => {
    for (const failure of [
      { type: 'status', status: 503 },
      { type: 'status', status: 429 },
      { type: 'transport', sent: false },
      { type: 'transport', sent: true },
    ] as const) {
      expect(decideRetry(policy, ctx({ method, failure })).retry).toBe(false);
    }
  });

  it('a keyed write is retried on 429/503 and unsent failures only', () => {
    const keyed = (failure: RetryContext['failure']) =>
      decideRetry(policy, ctx({ method: 'POST', hasIdempotencyKey: true, failure })).retry;
    expect(keyed({ type: 'status', status: 429 })).toBe(true);
    expect(keyed({ type: 'status', status: 503 })).toBe(true);
    expect(keyed({ type: 'transport', sent: false })).toBe(true);
    expect(keyed({ type: 'transport', sent: true })).toBe(false);
    expect(keyed({ type: 'status', status: 502 })).toBe(false);
    expect(keyed({ type: 'status', status: 504 })).toBe(false);
  });

  it('stops after maxRetries', () => {
    expect(decideRetry(policy, ctx({ retriesSoFar: 2 })).retry).toBe(true);
    expect(decideRetry(policy, ctx({ retriesSoFar: 3 })).retry).toBe(false);
  });

  it('equal jitter: half of min(max, base * 2^n), plus random * the other half', () => {
    const p = { ...policy, baseDelayMs: 100, maxDelayMs: 350 };
    expect(decideRetry({ ...p, random: () => 0.5 }, ctx({ retriesSoFar: 0 }))).toEqual({
      retry: true,
      delayMs: 75,
    });
    expect(decideRetry({ ...p, random: () => 0.5 }, ctx({ retriesSoFar: 1 }))).toEqual({
      retry: true,
      delayMs: 150,
    });
    expect(decideRetry({ ...p, random: () => 0.999 }, ctx({ retriesSoFar: 2 }))).toEqual({
      retry: true,
      delayMs: 349,
    });
    // Never at once: even a random 0 waits half the ceiling.
    expect(decideRetry({ ...p, random: () => 0 }, ctx({ retriesSoFar: 2 }))).toEqual({
      retry: true,
      delayMs: 175,
    });
  });

  it('background work (poller, tracker, bulk pacing): 1 s doubling, at most 10 s, Retry-After as a floor', () => {
    const high = () => 0.999_999;
    expect(backgroundDelayMs(1, { random: () => 0 })).toBe(500);
    expect(backgroundDelayMs(2, { random: () => 0 })).toBe(1_000);
    for (let failures = 1; failures <= 50; failures++)
      expect(backgroundDelayMs(failures, { random: high })).toBeLessThan(10_000);
    expect(backgroundDelayMs(50, { random: () => 0 })).toBe(5_000);
    expect(backgroundDelayMs(1, { random: high, retryAfterMs: 30_000 })).toBe(30_000);
    expect(backgroundDelayMs(3, { random: () => 0, rules: { baseDelayMs: 100 } })).toBe(200);
  });

  it('honours Retry-After up to the cap, and gives up beyond it', () => {
    expect(
      decideRetry(policy, ctx({ failure: { type: 'status', status: 429, retryAfterMs: 4000 } })),
    ).toEqual({ retry: true, delayMs: 4000 });
    expect(
      decideRetry(policy, ctx({ failure: { type: 'status', status: 429, retryAfterMs: 60_000 } })).retry,
    ).toBe(false);
  });
});

describe('parseRetryAfter', () => {
  const now = Date.parse('2026-01-01T00:00:00Z');
  it('reads delta-seconds and HTTP dates', () => {
    expect(parseRetryAfter('3', now)).toBe(3000);
    expect(parseRetryAfter('Thu, 01 Jan 2026 00:00:05 GMT', now)).toBe(5000);
    expect(parseRetryAfter('Wed, 31 Dec 2025 00:00:00 GMT', now)).toBe(0);
  });
  it('ignores garbage and absence', () => {
    expect(parseRetryAfter('soon', now)).toBeUndefined();
    expect(parseRetryAfter(undefined, now)).toBeUndefined();
    expect(parseRetryAfter('-1', now)).toBeUndefined();
  });
});

describe('the client applies the policy', () => {
  let h: Harness | undefined;
  afterEach(async () => {
    await h?.agent.close();
    h = undefined;
  });
  const setup = (o: Partial<ClientOptions> = {}): Harness => (h = harness(o));
  const ACCOUNT_PATH = `/api/v2/accounts/${ACCOUNT}`;
  const TOPUP_PATH = `${ACCOUNT_PATH}/cards/${CARD}/topup`;
  const balance = {
    balance: '1.000000000',
    heldBalance: '0.000000000',
    availableBalance: '1.000000000',
    cards: 0,
    currency: 'USD',
  };
  const topUp = (t: Harness, idempotencyKey?: string) =>
    t.client.call(
      'topUpCard',
      { params: { account_uuid: ACCOUNT, card_uuid: CARD }, body: { amount: '10', currency: 'USD' } },
      idempotencyKey ? { idempotencyKey } : {},
    );

  it('a GET answered 503 is retried and then succeeds', async () => {
    const t = setup();
    t.pool
      .intercept({ path: `${ACCOUNT_PATH}/balance`, method: 'GET' })
      .reply(503, { code: 'service_unavailable', message: 'busy' }, json)
      .times(2);
    t.pool.intercept({ path: `${ACCOUNT_PATH}/balance`, method: 'GET' }).reply(200, balance, json);
    await expect(
      t.client.call('getAccountBalance', { params: { account_uuid: ACCOUNT } }),
    ).resolves.toMatchObject({ currency: 'USD' });
    expect(t.calls()).toHaveLength(3);
    expect(t.sleeps).toEqual([150, 300]);
    expect(t.logs.map((l) => [l.attempt, l.status])).toEqual([
      [1, 503],
      [2, 503],
      [3, 200],
    ]);
  });

  it('a GET that keeps failing gives up after maxRetries and surfaces the last error', async () => {
    const t = setup({ retry: { maxRetries: 2 } });
    t.pool
      .intercept({ path: `${ACCOUNT_PATH}/balance`, method: 'GET' })
      .reply(502, { code: 'upstream_error', message: 'x' }, json)
      .times(5);
    await expect(
      t.client.call('getAccountBalance', { params: { account_uuid: ACCOUNT } }),
    ).rejects.toMatchObject({ kind: 'server', upstream: true });
    expect(t.calls()).toHaveLength(3);
  });

  it('Retry-After is honoured through the injected sleep', async () => {
    const t = setup();
    t.pool
      .intercept({ path: `${ACCOUNT_PATH}/balance`, method: 'GET' })
      .reply(429, { code: 'rate_limited', message: 'x' }, { headers: { 'retry-after': '2' } });
    t.pool.intercept({ path: `${ACCOUNT_PATH}/balance`, method: 'GET' }).reply(200, balance, json);
    await t.client.call('getAccountBalance', { params: { account_uuid: ACCOUNT } });
    expect(t.sleeps).toEqual([2000]);
  });

  it('a Retry-After beyond the cap is not waited for', async () => {
    const t = setup();
    t.pool
      .intercept({ path: `${ACCOUNT_PATH}/balance`, method: 'GET' })
      .reply(429, { code: 'rate_limited', message: 'x' }, { headers: { 'retry-after': '3600' } });
    await expect(
      t.client.call('getAccountBalance', { params: { account_uuid: ACCOUNT } }),
    ).rejects.toMatchObject({ kind: 'rate_limited', retryAfterMs: 3_600_000 });
    expect(t.sleeps).toEqual([]);
  });

  it('a GET retried after a lost connection', async () => {
    const t = setup();
    t.pool
      .intercept({ path: `${ACCOUNT_PATH}/balance`, method: 'GET' })
      .replyWithError(Object.assign(new Error('closed'), { code: 'UND_ERR_SOCKET' }));
    t.pool.intercept({ path: `${ACCOUNT_PATH}/balance`, method: 'GET' }).reply(200, balance, json);
    await expect(
      t.client.call('getAccountBalance', { params: { account_uuid: ACCOUNT } }),
    ).resolves.toMatchObject({ cards: 0 });
    expect(t.calls()).toHaveLength(2);
  });

  it('a POST without Idempotency-Key is sent once when the transport fails, and surfaces outcome_unknown', async () => {
    const t = setup();
    t.pool
      .intercept({ path: TOPUP_PATH, method: 'POST' })
      .replyWithError(Object.assign(new Error('other side closed'), { code: 'UND_ERR_SOCKET' }))
      .times(5);
    const err = await topUp(t).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(OutcomeUnknownError);
    expect(err).toMatchObject({ kind: 'outcome_unknown', reason: 'network', method: 'POST' });
    expect((err as OutcomeUnknownError).idempotencyKey).toBeUndefined();
    expect(t.calls()).toHaveLength(1);
    expect(t.sleeps).toEqual([]);
  });

  it('a POST without key is not resent even when the connection was refused', async () => {
    const t = setup();
    t.pool.intercept({ path: TOPUP_PATH, method: 'POST' }).replyWithError(connRefused()).times(5);
    // Refused means never sent: the outcome is known (nothing happened), so it is a plain network error.
    await expect(topUp(t)).rejects.toMatchObject({ kind: 'network', code: 'ECONNREFUSED' });
    expect(t.calls()).toHaveLength(1);
  });

  it('a keyed POST is retried after an unsent failure and a 503, reusing the same key', async () => {
    const t = setup();
    const key = newIdempotencyKey();
    t.pool.intercept({ path: TOPUP_PATH, method: 'POST' }).replyWithError(connRefused());
    t.pool
      .intercept({ path: TOPUP_PATH, method: 'POST' })
      .reply(503, { code: 'service_unavailable', message: 'x' }, json);
    t.pool.intercept({ path: TOPUP_PATH, method: 'POST' }).reply(200, topUpResponse, json);
    await expect(topUp(t, key)).resolves.toMatchObject({ transactionId: 'tx-1' });
    const calls = t.calls();
    expect(calls).toHaveLength(3);
    expect(calls.map((c) => c.headers['idempotency-key'])).toEqual([key, key, key]);
  });

  it('a keyed POST that may have been received is not resent: outcome_unknown carries the key', async () => {
    const t = setup();
    const key = newIdempotencyKey();
    t.pool
      .intercept({ path: TOPUP_PATH, method: 'POST' })
      .replyWithError(Object.assign(new Error('reset'), { code: 'ECONNRESET' }))
      .times(5);
    await expect(topUp(t, key)).rejects.toMatchObject({ kind: 'outcome_unknown', idempotencyKey: key });
    expect(t.calls()).toHaveLength(1);
  });

  it('a money PATCH that timed out waiting for headers is outcome_unknown (reason timeout)', async () => {
    const t = setup();
    t.pool
      .intercept({ path: /\/fund$/, method: 'PATCH' })
      .replyWithError(Object.assign(new Error('t'), { code: 'UND_ERR_HEADERS_TIMEOUT' }));
    const err = await t.client
      .call('fundCard', {
        params: { org_id: ORG, wallet_id: WALLET, instrument_id: CARD },
        body: { amount: '1.00' },
      })
      .catch((e: unknown) => e);
    expect(err).toMatchObject({ kind: 'outcome_unknown', reason: 'timeout' });
  });

  it('aborting an in-flight money request is outcome_unknown, not a silent cancel', async () => {
    const t = setup();
    t.pool.intercept({ path: TOPUP_PATH, method: 'POST' }).reply(200, topUpResponse, json).delay(60_000);
    const ctrl = new AbortController();
    const pending = t.client
      .call(
        'topUpCard',
        { params: { account_uuid: ACCOUNT, card_uuid: CARD }, body: { amount: '10' } },
        { signal: ctrl.signal, idempotencyKey: 'k-9' },
      )
      .catch((e: unknown) => e);
    ctrl.abort();
    await expect(pending).resolves.toMatchObject({
      kind: 'outcome_unknown',
      reason: 'aborted',
      idempotencyKey: 'k-9',
    });
  });

  it('a non-money write without key that lost its connection is a network error, sent once', async () => {
    const t = setup();
    t.pool
      .intercept({ path: /\/suspend$/, method: 'POST' })
      .replyWithError(Object.assign(new Error('closed'), { code: 'UND_ERR_SOCKET' }))
      .times(3);
    await expect(
      t.client.call('suspendCard', { params: { wallet_id: WALLET, instrument_id: CARD } }),
    ).rejects.toMatchObject({ kind: 'network' });
    expect(t.calls()).toHaveLength(1);
  });

  it('an abort during the backoff wait ends the call as aborted', async () => {
    const ctrl = new AbortController();
    const t = setup({
      retry: {
        sleep: async (_ms, signal) => {
          ctrl.abort();
          if (signal?.aborted) throw signal.reason;
        },
      },
    });
    t.pool
      .intercept({ path: `${ACCOUNT_PATH}/balance`, method: 'GET' })
      .reply(503, {}, json)
      .times(3);
    await expect(
      t.client.call('getAccountBalance', { params: { account_uuid: ACCOUNT } }, { signal: ctrl.signal }),
    ).rejects.toMatchObject({ kind: 'aborted' });
    expect(t.calls()).toHaveLength(1);
  });
});

describe('newIdempotencyKey', () => {
  it('is a UUID v4 and unique', () => {
    const a = newIdempotencyKey();
    expect(a).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    expect(newIdempotencyKey()).not.toBe(a);
  });
});
