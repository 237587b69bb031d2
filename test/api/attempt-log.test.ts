// The client's request hook: every attempt reported, retries with the reason for each (429, 503,
// timeout, network), the server's request id, and a body for our own change requests only, with
// card numbers, CVVs and credentials masked in bodies and paths.
import { afterEach, describe, expect, it } from 'vitest';
import { MAX_LOGGED_TEXT } from '../../src/api/attempt-log.js';
import { ACCOUNT, CARD, harness, json, SECRETS, topUpResponse } from '../support/api-harness.js';
import type { Harness } from '../support/api-harness.js';

let h: Harness | undefined;
afterEach(async () => {
  await h?.agent.close();
  h = undefined;
});

const ACCOUNT_PATH = `/api/v2/accounts/${ACCOUNT}`;
const balance = {
  balance: '1.000000000',
  heldBalance: '0.000000000',
  availableBalance: '1.000000000',
  cards: 0,
  currency: 'USD',
};
const PAN = '4111111111111111';
const failWith = (code: string) => Object.assign(new Error(code), { code });

describe('the request hook reports every attempt and why it was retried', () => {
  it.each([
    [
      '429',
      (t: Harness) =>
        t.pool
          .intercept({ path: `${ACCOUNT_PATH}/balance`, method: 'GET' })
          .reply(429, { code: 'rate_limited', message: 'x' }, { headers: { 'retry-after': '1' } }),
    ],
    [
      '503',
      (t: Harness) =>
        t.pool
          .intercept({ path: `${ACCOUNT_PATH}/balance`, method: 'GET' })
          .reply(503, { code: 'service_unavailable', message: 'busy' }, json),
    ],
    [
      'timeout',
      (t: Harness) =>
        t.pool
          .intercept({ path: `${ACCOUNT_PATH}/balance`, method: 'GET' })
          .replyWithError(failWith('UND_ERR_HEADERS_TIMEOUT')),
    ],
    [
      'network',
      (t: Harness) =>
        t.pool
          .intercept({ path: `${ACCOUNT_PATH}/balance`, method: 'GET' })
          .replyWithError(failWith('UND_ERR_SOCKET')),
    ],
  ])(
    'a read that failed with %s and then succeeded: two attempts, the second names the reason',
    async (reason, fail) => {
      const t = (h = harness());
      fail(t);
      t.pool.intercept({ path: `${ACCOUNT_PATH}/balance`, method: 'GET' }).reply(200, balance, json);
      await t.client.call('getAccountBalance', { params: { account_uuid: ACCOUNT } });
      expect(t.logs.map((l) => [l.attempt, l.status ?? 'none', l.retryReason ?? 'first'])).toEqual([
        [1, /^\d+$/.test(reason) ? Number(reason) : 'none', 'first'],
        [2, 200, reason],
      ]);
      expect(t.logs[1]?.params).toEqual({ account_uuid: ACCOUNT });
      expect(t.logs[0]?.startedAt).toBeLessThanOrEqual(t.logs[1]?.startedAt ?? 0);
    },
  );

  it('a keyed change retried after 503 reports the same key on both attempts', async () => {
    const t = (h = harness());
    const path = `${ACCOUNT_PATH}/cards/${CARD}/topup`;
    t.pool
      .intercept({ path, method: 'POST' })
      .reply(503, { code: 'service_unavailable', message: 'x' }, json);
    t.pool.intercept({ path, method: 'POST' }).reply(200, topUpResponse, json);
    await t.client.call(
      'topUpCard',
      { params: { account_uuid: ACCOUNT, card_uuid: CARD }, body: { amount: '10', currency: 'USD' } },
      { idempotencyKey: 'key-1' },
    );
    expect(t.logs.map((l) => [l.attempt, l.status, l.retryReason, l.idempotencyKey])).toEqual([
      [1, 503, undefined, 'key-1'],
      [2, 200, '503', 'key-1'],
    ]);
    expect(t.logs[1]).toMatchObject({ change: true, credential: 'apiToken', method: 'POST' });
    expect(JSON.parse(t.logs[1]?.body ?? '')).toEqual({ amount: '10', currency: 'USD' });
  });
});

describe('what the hook is given', () => {
  it("keeps the server's request id, made safe for a terminal", async () => {
    const t = (h = harness());
    t.pool
      .intercept({ path: `${ACCOUNT_PATH}/balance`, method: 'GET' })
      .reply(200, balance, { headers: { ...json.headers, 'x-request-id': 'req-7\x1b[2J' } });
    await t.client.call('getAccountBalance', { params: { account_uuid: ACCOUNT } });
    expect(t.logs[0]?.requestId).toBe('req-7\\x1b[2J');
  });

  it('a read carries no body; a change its body, with card numbers, CVVs and credentials masked', async () => {
    const t = (h = harness());
    t.pool.intercept({ path: `${ACCOUNT_PATH}/balance`, method: 'GET' }).reply(200, balance, json);
    const body = {
      url: `https://hook.example/x?token=${SECRETS.apiToken}&card=${PAN}`,
      secret: `cvv: 123 and ${SECRETS.apiKey}`,
    };
    t.pool.intercept({ path: '/api/v2/webhooks/config', method: 'PUT' }).reply(422, { detail: [] }, json);
    await t.client.call('getAccountBalance', { params: { account_uuid: ACCOUNT } });
    await t.client.call('putWebhookConfig', { body }).catch(() => undefined);
    expect(t.logs[0]).toMatchObject({ change: false });
    expect(t.logs[0]?.body).toBeUndefined();
    const logged = t.logs[1]?.body ?? '';
    expect(logged).toContain('https://hook.example/x');
    const everything = JSON.stringify(t.logs);
    for (const secret of [...Object.values(SECRETS), PAN, 'cvv: 123'])
      expect(everything).not.toContain(secret);
  });

  it('a body longer than the cap is cut: each entry of the log stays small', async () => {
    const t = (h = harness());
    t.pool.intercept({ path: '/api/v2/webhooks/config', method: 'PUT' }).reply(422, { detail: [] }, json);
    const url = `https://hook.example/${'a'.repeat(100_000)}`;
    await t.client.call('putWebhookConfig', { body: { url } }).catch(() => undefined);
    expect(t.logs[0]?.body?.length).toBeLessThanOrEqual(MAX_LOGGED_TEXT + 10);
    expect(t.logs[0]?.body).toMatch(/\[cut\]$/);
  });

  it('a card number in a path or query is masked', async () => {
    const t = (h = harness({ retry: { maxRetries: 0 } }));
    t.pool.intercept({ path: /cards/, method: 'GET' }).reply(404, { code: 'not_found', message: 'x' }, json);
    await t.client
      .call('getAccountCard', { params: { account_uuid: ACCOUNT, card_uuid: PAN } })
      .catch(() => undefined);
    expect(t.logs[0]?.url).toContain('[redacted]');
    expect(JSON.stringify(t.logs)).not.toContain(PAN);
  });
});
