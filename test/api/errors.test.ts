import { errors as undiciErrors } from 'undici';
import { afterEach, describe, expect, it } from 'vitest';
import {
  AbortedError,
  ApiError,
  AuthError,
  BusinessError,
  NetworkError,
  NotFoundError,
  PermissionError,
  RateLimitedError,
  ServerError,
  TimeoutError,
  UnexpectedResponseError,
  ValidationError,
} from '../../src/api/index.js';
import type { ClientOptions } from '../../src/api/types.js';
import { ACCOUNT, cardListItem, harness, json, ORG, orgPage, WALLET } from '../support/api-harness.js';
import type { Harness } from '../support/api-harness.js';

let h: Harness | undefined;
afterEach(async () => {
  await h?.agent.close();
  h = undefined;
});
// No retries here: these tests are about one response's mapping.
const setup = (o: Partial<ClientOptions> = {}): Harness =>
  (h = harness({ ...o, retry: { maxRetries: 0, ...o.retry } }));

const ACCOUNT_PATH = `/api/v2/accounts/${ACCOUNT}`;
const getAccount = (t: Harness) => t.client.call('getAccount', { params: { account_uuid: ACCOUNT } });
const failure = (p: Promise<unknown>): Promise<ApiError> =>
  p.then(
    () => {
      throw new Error('expected a failure');
    },
    (e: unknown) => {
      if (!(e instanceof ApiError)) throw e;
      return e;
    },
  );

describe('HTTP status → typed error', () => {
  it.each([
    [401, AuthError, 'auth'],
    [403, PermissionError, 'permission'],
    [404, NotFoundError, 'not_found'],
  ] as const)('%i → %s', async (status, cls, kind) => {
    const t = setup();
    t.pool
      .intercept({ path: ACCOUNT_PATH, method: 'GET' })
      .reply(status, { code: kind, message: 'nope' }, json);
    const err = await failure(getAccount(t));
    expect(err).toBeInstanceOf(cls);
    expect(err).toMatchObject({ kind, status, method: 'GET', path: '/api/v2/accounts/{account_uuid}' });
    // The message is short (status line); toString adds the route for logs.
    expect(err.message).not.toContain('/api/v2');
    expect(String(err)).toContain('GET /api/v2/accounts/{account_uuid}: ');
  });

  it('422 maps detail items to fields (field = last loc element)', async () => {
    const t = setup();
    const detail = [
      { loc: ['body', 'amount'], msg: 'field required', type: 'value_error.missing' },
      {
        loc: ['body', 'limits', 'daily_limit'],
        msg: 'too many digits',
        type: 'value_error.amount.precision',
        input: '1.001',
      },
    ];
    t.pool.intercept({ path: `${ACCOUNT_PATH}/transfer`, method: 'POST' }).reply(422, { detail }, json);
    const err = await failure(
      t.client.call('transfer', {
        params: { account_uuid: ACCOUNT },
        body: { destinationAccountUuid: WALLET, amount: '1' },
      }),
    );
    expect(err).toBeInstanceOf(ValidationError);
    expect((err as ValidationError).fields).toEqual([
      { field: 'amount', loc: ['body', 'amount'], msg: 'field required', type: 'value_error.missing' },
      {
        field: 'daily_limit',
        loc: ['body', 'limits', 'daily_limit'],
        msg: 'too many digits',
        type: 'value_error.amount.precision',
      },
    ]);
    expect(err.message).toContain('amount: field required (+1 more)');
  });

  it('a 422 that names a business rule (code, no detail) → business with that code', async () => {
    const t = setup();
    t.pool
      .intercept({ path: `${ACCOUNT_PATH}/transfer`, method: 'POST' })
      .reply(422, { code: 'currency_mismatch', message: 'the accounts hold different currencies' }, json);
    const err = await failure(
      t.client.call('transfer', {
        params: { account_uuid: ACCOUNT },
        body: { destinationAccountUuid: WALLET, amount: '1' },
      }),
    );
    expect(err).toBeInstanceOf(BusinessError);
    expect((err as BusinessError).code).toBe('currency_mismatch');
  });

  it('other 4xx → business with the server code and message', async () => {
    const t = setup();
    t.pool
      .intercept({ path: `${ACCOUNT_PATH}/transfer`, method: 'POST' })
      .reply(409, { code: 'insufficient_balance', message: 'balance 1.00 < 5.00' }, json);
    const err = await failure(
      t.client.call('transfer', {
        params: { account_uuid: ACCOUNT },
        body: { destinationAccountUuid: WALLET, amount: '5' },
      }),
    );
    expect(err).toBeInstanceOf(BusinessError);
    expect(err).toMatchObject({
      kind: 'business',
      status: 409,
      code: 'insufficient_balance',
      serverMessage: 'balance 1.00 < 5.00',
    });
  });

  it('a 4xx without a JSON body is still a business error', async () => {
    const t = setup();
    t.pool.intercept({ path: ACCOUNT_PATH, method: 'GET' }).reply(400, '<html>bad</html>');
    await expect(failure(getAccount(t))).resolves.toMatchObject({ kind: 'business', code: 'http_400' });
  });

  it('429 → rate_limited with retryAfterMs from seconds', async () => {
    const t = setup();
    t.pool
      .intercept({ path: ACCOUNT_PATH, method: 'GET' })
      .reply(429, { code: 'rate_limited', message: 'slow down' }, { headers: { 'retry-after': '7' } });
    const err = await failure(getAccount(t));
    expect(err).toBeInstanceOf(RateLimitedError);
    expect((err as RateLimitedError).retryAfterMs).toBe(7000);
  });

  it.each([
    [500, false],
    [502, true],
    [503, false],
  ])('%i → server (upstream: %s)', async (status, upstream) => {
    const t = setup();
    t.pool
      .intercept({ path: ACCOUNT_PATH, method: 'GET' })
      .reply(status, { code: 'x', message: 'down' }, json);
    const err = await failure(getAccount(t));
    expect(err).toBeInstanceOf(ServerError);
    expect(err).toMatchObject({ kind: 'server', status, upstream });
  });
});

describe('unexpected responses', () => {
  it('names the method, path template and first failing field', async () => {
    const t = setup();
    const body = orgPage(
      [cardListItem(0), cardListItem(1), cardListItem(2), cardListItem(3, 'melted')],
      1,
      1,
      25,
    );
    t.pool.intercept({ path: /\/instruments/, method: 'GET' }).reply(200, body, json);
    const err = await failure(t.client.call('listCards', { params: { wallet_id: WALLET } }));
    expect(err).toBeInstanceOf(UnexpectedResponseError);
    expect(err.message).toContain('GET /api/v2/organizations/{org_id}/wallets/{wallet_id}/instruments');
    expect((err as UnexpectedResponseError).problem).toMatch(/^data\[3\]\.cardStatus: /);
    expect(err.message).toContain('expected one of');
    expect(err.message).not.toContain(ORG);
  });

  it('a non-JSON 200 body', async () => {
    const t = setup();
    t.pool
      .intercept({ path: ACCOUNT_PATH, method: 'GET' })
      .reply(200, '<html>login</html>', { headers: { 'content-type': 'text/html' } });
    const err = await failure(getAccount(t));
    expect(err).toMatchObject({ kind: 'unexpected_response', status: 200 });
    expect(err.message).toContain('not JSON (text/html)');
  });

  it('204 resolves to undefined', async () => {
    const t = setup();
    t.pool.intercept({ path: '/api/v2/webhooks/config', method: 'DELETE' }).reply(204, '');
    await expect(t.client.call('deleteWebhookConfig', {})).resolves.toBeUndefined();
  });

  it('a redirect is not followed and names only the target origin', async () => {
    const t = setup();
    t.pool
      .intercept({ path: ACCOUNT_PATH, method: 'GET' })
      .reply(302, '', { headers: { location: 'https://evil.example/steal?token=abc' } });
    const err = await failure(getAccount(t));
    expect(err).toMatchObject({ kind: 'unexpected_response', status: 302 });
    expect(err.message).toContain('redirect to https://evil.example not followed');
    expect(err.message).not.toContain('token=abc');
    expect(t.calls()).toHaveLength(1);
  });

  it('a body over the size cap (streamed, no content-length) is a typed error', async () => {
    const t = setup({ maxResponseBytes: 1024 });
    t.pool.intercept({ path: ACCOUNT_PATH, method: 'GET' }).reply(200, `"${'x'.repeat(5000)}"`);
    const err = await failure(getAccount(t));
    expect(err).toMatchObject({ kind: 'unexpected_response' });
    expect(err.message).toContain('larger than 1024 bytes');
  });

  it('a declared content-length over the cap is refused before reading', async () => {
    const t = setup({ maxResponseBytes: 1024 });
    t.pool
      .intercept({ path: ACCOUNT_PATH, method: 'GET' })
      .reply(200, 'x'.repeat(2000), { headers: { 'content-length': '2000' } });
    await expect(failure(getAccount(t))).resolves.toMatchObject({ kind: 'unexpected_response' });
  });

  it('a body exactly at the cap is accepted', async () => {
    const t = setup({ maxResponseBytes: 20 });
    t.pool.intercept({ path: '/api/v2/webhooks/config', method: 'DELETE' }).reply(200, 'x'.repeat(20));
    await expect(t.client.call('deleteWebhookConfig', {})).resolves.toBeUndefined();
  });
});

describe('transport failures', () => {
  it('connection refused → network with the code', async () => {
    const t = setup();
    t.pool
      .intercept({ path: ACCOUNT_PATH, method: 'GET' })
      .replyWithError(Object.assign(new Error('refused'), { code: 'ECONNREFUSED' }));
    const err = await failure(getAccount(t));
    expect(err).toBeInstanceOf(NetworkError);
    expect(err).toMatchObject({ kind: 'network', code: 'ECONNREFUSED' });
  });

  it.each([
    [new undiciErrors.HeadersTimeoutError(), 'headers'],
    [new undiciErrors.BodyTimeoutError(), 'body'],
    [new undiciErrors.ConnectTimeoutError(), 'connect'],
  ])('undici %s → timeout (%s)', async (error, phase) => {
    const t = setup();
    t.pool.intercept({ path: ACCOUNT_PATH, method: 'GET' }).replyWithError(error);
    const err = await failure(getAccount(t));
    expect(err).toBeInstanceOf(TimeoutError);
    expect((err as TimeoutError).phase).toBe(phase);
  });

  it('the total deadline ends a call that hangs', async () => {
    const t = setup({ timeouts: { totalMs: 20 } });
    t.pool.intercept({ path: ACCOUNT_PATH, method: 'GET' }).reply(200, {}).delay(60_000);
    const err = await failure(getAccount(t));
    expect(err).toMatchObject({ kind: 'timeout', phase: 'total' });
  });

  it("the caller's signal aborts an in-flight read → aborted", async () => {
    const t = setup();
    t.pool.intercept({ path: ACCOUNT_PATH, method: 'GET' }).reply(200, {}).delay(60_000);
    const ctrl = new AbortController();
    const pending = failure(
      t.client.call('getAccount', { params: { account_uuid: ACCOUNT } }, { signal: ctrl.signal }),
    );
    ctrl.abort();
    const err = await pending;
    expect(err).toBeInstanceOf(AbortedError);
    expect(t.calls()).toHaveLength(1);
  });

  it('an already-aborted signal sends nothing', async () => {
    const t = setup();
    const err = await failure(
      t.client.call('getAccount', { params: { account_uuid: ACCOUNT } }, { signal: AbortSignal.abort() }),
    );
    expect(err.kind).toBe('aborted');
    expect(t.calls()).toHaveLength(0);
  });
});
