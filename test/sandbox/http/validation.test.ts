// 422 bodies exactly as the spec shows them, over real HTTP against the real core:
// { detail: [{ loc, msg, type, input?, ctx? }] }.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { request } from 'undici';
import {
  keyOf,
  startRealSandbox,
  tokenOf,
  twoAccounts,
  type RealSandbox,
} from '../../support/real-sandbox.js';

let sandbox: RealSandbox;
let base: string;
let ACCOUNT_A: string;
let ACCOUNT_B: string;
let org: string;
let account: Record<string, string>;
let bearer: Record<string, string>;

beforeAll(async () => {
  sandbox = await startRealSandbox();
  base = sandbox.base;
  [ACCOUNT_A, ACCOUNT_B] = await twoAccounts(base, sandbox.one);
  org = sandbox.one.orgId;
  account = tokenOf(sandbox.one);
  bearer = keyOf(sandbox.one);
});
afterAll(async () => {
  await sandbox.close();
});

interface Detail {
  loc: Array<string | number>;
  msg: string;
  type: string;
  input?: unknown;
  ctx?: Record<string, unknown>;
}

async function detailOf(
  method: 'GET' | 'POST' | 'PUT' | 'PATCH',
  path: string,
  body?: unknown,
  headers: Record<string, string> = account,
): Promise<Detail[]> {
  const res = await request(`${base}${path}`, {
    method,
    headers: body === undefined ? headers : { ...headers, 'content-type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  expect(res.statusCode).toBe(422);
  const json = (await res.body.json()) as { detail: Detail[] };
  expect(Object.keys(json)).toEqual(['detail']);
  for (const d of json.detail) expect(typeof d.msg).toBe('string');
  return json.detail;
}

const transferPath = () => `/api/v2/accounts/${ACCOUNT_A}/transfer`;

describe('422 detail', () => {
  it('reports required fields as value_error.missing at ["body", field]', async () => {
    const detail = await detailOf('POST', transferPath(), {});
    expect(detail.map((d) => [d.loc, d.type])).toEqual([
      [['body', 'destinationAccountUuid'], 'value_error.missing'],
      [['body', 'amount'], 'value_error.missing'],
    ]);
    expect(detail[0]).not.toHaveProperty('input');
  });

  it('reports an absent body as missing at ["body"]', async () => {
    const detail = await detailOf('POST', transferPath());
    expect(detail).toEqual([{ loc: ['body'], msg: 'field required', type: 'value_error.missing' }]);
  });

  it('reports a value outside an enumeration as type_error.enum with ctx.enum_values', async () => {
    const detail = await detailOf(
      'POST',
      `/api/v2/organizations/${org}/wallets/${ACCOUNT_A}/instruments`,
      { cardOwnerId: 'o1', cardType: 'plastic' },
      bearer,
    );
    expect(detail).toEqual([
      expect.objectContaining({
        loc: ['body', 'cardType'],
        type: 'type_error.enum',
        input: 'plastic',
        ctx: { enum_values: ['virtual', 'physical'] },
      }),
    ]);
  });

  it('reports a path value that is not a UUID as type_error.uuid at ["path", param]', async () => {
    const detail = await detailOf('GET', '/api/v2/accounts/not-a-uuid/balance');
    expect(detail).toEqual([
      {
        loc: ['path', 'account_uuid'],
        msg: 'value is not a valid uuid',
        type: 'type_error.uuid',
        input: 'not-a-uuid',
      },
    ]);
  });

  it('reports a body UUID as type_error.uuid', async () => {
    const detail = await detailOf('POST', transferPath(), { destinationAccountUuid: '1234', amount: '1.00' });
    expect(detail).toEqual([
      expect.objectContaining({
        loc: ['body', 'destinationAccountUuid'],
        type: 'type_error.uuid',
        input: '1234',
      }),
    ]);
  });

  it('reports a description over 500 characters with its limit', async () => {
    const detail = await detailOf('POST', transferPath(), {
      destinationAccountUuid: ACCOUNT_B,
      amount: '1.00',
      description: 'd'.repeat(501),
    });
    expect(detail).toEqual([
      expect.objectContaining({
        loc: ['body', 'description'],
        type: 'value_error.any_str.max_length',
        ctx: expect.objectContaining({ limit_value: 500 }),
      }),
    ]);
  });

  it('counts a description in code points: 500 emoji pass, 501 are refused saying so', async () => {
    const emoji = '\u{1F600}';
    const accepted = await request(`${base}${transferPath()}`, {
      method: 'POST',
      headers: { ...account, 'content-type': 'application/json' },
      body: JSON.stringify({
        destinationAccountUuid: ACCOUNT_B,
        amount: '0.01',
        description: emoji.repeat(500),
      }),
    });
    await accepted.body.dump();
    expect(accepted.statusCode).toBeLessThan(300);
    const detail = await detailOf('POST', transferPath(), {
      destinationAccountUuid: ACCOUNT_B,
      amount: '0.01',
      description: emoji.repeat(501),
    });
    expect(detail).toEqual([
      expect.objectContaining({
        loc: ['body', 'description'],
        type: 'value_error.any_str.max_length',
        msg: 'ensure this value has at most 500 characters (code points)',
        ctx: expect.objectContaining({ limit_value: 500 }),
      }),
    ]);
  });

  it('reports quantity out of range at ["query", "quantity"]', async () => {
    const path = `/api/v2/organizations/${org}/wallets/${ACCOUNT_A}/instruments`;
    const high = await detailOf('GET', `${path}?quantity=501`, undefined, bearer);
    expect(high).toEqual([
      expect.objectContaining({
        loc: ['query', 'quantity'],
        type: 'value_error.number.out_of_range',
        ctx: expect.objectContaining({ limit_value: 500 }),
      }),
    ]);
    const low = await detailOf('GET', `${path}?quantity=0`, undefined, bearer);
    expect(low[0]).toMatchObject({
      loc: ['query', 'quantity'],
      type: 'value_error.number.out_of_range',
      ctx: { limit_value: 1 },
    });
    const word = await detailOf('GET', `${path}?quantity=many`, undefined, bearer);
    expect(word[0]).toMatchObject({ loc: ['query', 'quantity'], type: 'type_error', input: 'many' });
  });

  it('reports each bad element of a query array', async () => {
    const detail = await detailOf(
      'GET',
      `/api/v2/organizations/${org}/wallets/${ACCOUNT_A}/instruments?statuses[]=active&statuses[]=melted`,
      undefined,
      bearer,
    );
    expect(detail).toEqual([
      expect.objectContaining({ loc: ['query', 'statuses[]', 1], type: 'type_error.enum', input: 'melted' }),
    ]);
  });

  it.each([
    ['-3', 'value_error.amount.not_positive'],
    ['0', 'value_error.amount.not_positive'],
    ['ten', 'value_error.amount.malformed'],
    ['1.001', 'value_error.amount.precision'],
  ])('reports the amount %j as %s', async (amount, type) => {
    const detail = await detailOf('POST', transferPath(), { destinationAccountUuid: ACCOUNT_B, amount });
    expect(detail).toEqual([expect.objectContaining({ loc: ['body', 'amount'], type, input: amount })]);
  });

  it('reports an amount of the wrong type, and a deep union member by its own path', async () => {
    const amount = await detailOf('POST', transferPath(), {
      destinationAccountUuid: ACCOUNT_B,
      amount: true,
    });
    expect(amount[0]).toMatchObject({ loc: ['body', 'amount'], type: 'type_error', input: true });
    const events = await detailOf('PUT', '/api/v2/webhooks/config', {
      url: 'https://example.com/h',
      eventTypes: ['card_state', 'weather'],
    });
    expect(events).toEqual([
      expect.objectContaining({ loc: ['body', 'eventTypes', 1], type: 'type_error.enum', input: 'weather' }),
    ]);
  });

  it('never echoes a password back', async () => {
    const detail = await detailOf(
      'POST',
      '/api/v2/auth/login',
      { email: 'one@example.com', password: 'p'.repeat(201) },
      {},
    );
    expect(detail).toEqual([
      expect.objectContaining({ loc: ['body', 'password'], type: 'value_error.any_str.max_length' }),
    ]);
    expect(detail[0]).not.toHaveProperty('input');
  });
});

describe('a business rule is 409, never 422', () => {
  it('answers 409 { code, message } (not a serialization failure) when a provider does not offer the currency', async () => {
    const res = await request(`${base}/api/v2/organizations/${org}/wallets`, {
      method: 'POST',
      headers: { ...bearer, 'content-type': 'application/json', 'idempotency-key': 'currency-mismatch-1' },
      body: JSON.stringify({ name: 'Euro wallet', providerId: 'sandbox-visa-us', currency: 'EUR' }),
    });
    expect(res.statusCode).toBe(409);
    const json = (await res.body.json()) as { code: string; message: string };
    expect(json.code).toBe('currency_mismatch');
    expect(json.message).toContain('EUR');
  });
});
