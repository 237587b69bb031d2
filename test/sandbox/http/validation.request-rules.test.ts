// What the sandbox accepts in a request is what its document says, case by case, over
// real HTTP. Each case asks both: the served document's schema (ajv, as an integrator's validator would) and the
// server. A value the field can never take is 422 `{ detail }` naming the field; 409 is left to state.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { request } from 'undici';
import { validatorFor } from '../../support/spec-checker.js';
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

type Json = Record<string, unknown>;
let sandbox: RealSandbox;
let doc: Json;
let account: string;
let other: string;
let card: { walletId: string; cardId: string };

beforeAll(async () => {
  sandbox = await startRealSandbox();
  doc = (await (await request(`${sandbox.base}/api/openapi.json`)).body.json()) as Json;
  [account, other] = await twoAccounts(sandbox.base, sandbox.one);
  card = await activeCard(sandbox.base, sandbox.one);
});
afterAll(async () => {
  await sandbox.close();
});

const ORG = '/api/v2/organizations/{org_id}';
const INSTRUMENT = `${ORG}/wallets/{wallet_id}/instruments/{instrument_id}`;
const bodyAt = (path: string, method: string): string[] => [
  'paths',
  path,
  method,
  'requestBody',
  'content',
  'application/json',
  'schema',
];
/** Does the served document accept `body` for this operation? */
const documentAccepts = (path: string, method: string, body: unknown): boolean =>
  validatorFor(doc).validate(bodyAt(path, method), body) === null;
const org = () => sandbox.one.orgId;
const instrumentPath = () =>
  `/api/v2/organizations/${org()}/wallets/${card.walletId}/instruments/${card.cardId}`;
const detailLocs = (json: Json | undefined): unknown[] =>
  ((json?.detail ?? []) as Array<{ loc: unknown }>).map((d) => d.loc);

describe('item 17: amounts at and past the document maximum (999999999999.99)', () => {
  // The last one is small, but has more integer digits than the document's pattern allows.
  const tooLarge: unknown[] = [
    '1000000000000.00',
    1000000000000,
    '1000000000000',
    '0001000000000000.00',
    '0000000000001.00',
  ];
  it.each(tooLarge)('refuses %j on payin, refund and top-up, as the document does', async (amount) => {
    expect(documentAccepts('/api/v2/sandbox/accounts/{account_uuid}/payin', 'post', { amount })).toBe(false);
    const before = await balanceOf(sandbox.base, sandbox.one, account);
    const payin = await call(sandbox.base, 'POST', `/api/v2/sandbox/accounts/${account}/payin`, {
      headers: tokenOf(sandbox.one),
      body: { amount },
    });
    const refund = await call(sandbox.base, 'POST', `/api/v2/sandbox/cards/${card.cardId}/refund`, {
      headers: tokenOf(sandbox.one),
      body: { amount },
    });
    const topUp = await call(sandbox.base, 'POST', `/api/v2/accounts/${account}/cards/${card.cardId}/topup`, {
      headers: tokenOf(sandbox.one),
      body: { amount },
    });
    expect([payin.status, refund.status, topUp.status]).toEqual([422, 422, 422]);
    expect(detailLocs(payin.json)).toEqual([['body', 'amount']]);
    expect(await balanceOf(sandbox.base, sandbox.one, account)).toBe(before);
  });

  it('accepts exactly the maximum, as the document does', async () => {
    for (const amount of ['999999999999.99', 999999999999.99]) {
      expect(documentAccepts('/api/v2/sandbox/accounts/{account_uuid}/payin', 'post', { amount })).toBe(true);
      const res = await call(sandbox.base, 'POST', `/api/v2/sandbox/accounts/${other}/payin`, {
        headers: tokenOf(sandbox.one),
        body: { amount },
      });
      expect(res.status).toBe(200);
    }
  });
});

describe('item 17: a signed zero is not an amount', () => {
  it.each([['-0.00'], ['-0'], ['+0.00']])('refuses limits of %j like the document', async (value) => {
    const body = { limits: { daily_limit: value } };
    expect(documentAccepts(INSTRUMENT, 'patch', body)).toBe(false);
    const res = await call(sandbox.base, 'PATCH', instrumentPath(), { headers: keyOf(sandbox.one), body });
    expect(res.status).toBe(422);
    expect(detailLocs(res.json)).toEqual([['body', 'limits', 'daily_limit']]);
  });

  it('refuses an issuing fee of "-0.00" like the document', async () => {
    const body = { fees: { cardIssuingAmount: '-0.00' } };
    expect(documentAccepts(`${ORG}/wallets/{wallet_id}`, 'patch', body)).toBe(false);
    const res = await call(sandbox.base, 'PATCH', `/api/v2/organizations/${org()}/wallets/${other}`, {
      headers: keyOf(sandbox.one),
      body,
    });
    expect(res.status).toBe(422);
    expect(detailLocs(res.json)).toEqual([['body', 'fees', 'cardIssuingAmount']]);
  });
});

describe('item 17: integer query parameters are integers written in digits', () => {
  const lists = () =>
    [
      [`/api/v2/organizations/${org()}/wallets`, 'quantity', keyOf(sandbox.one)],
      [`/api/v2/organizations/${org()}/wallets`, 'page', keyOf(sandbox.one)],
      ['/api/v2/cardholders', 'limit', tokenOf(sandbox.one)],
      ['/api/v2/cardholders', 'offset', tokenOf(sandbox.one)],
      ['/api/v2/webhooks/events', 'offset', tokenOf(sandbox.one)],
    ] as const;
  it.each(['', '1e2', '+5', ' 5', '0x10', '5.0'])(
    'refuses %j with 422 naming the parameter',
    async (value) => {
      for (const [path, name, headers] of lists()) {
        const res = await call(sandbox.base, 'GET', `${path}?${name}=${encodeURIComponent(value)}`, {
          headers,
        });
        expect(res.status, `${path}?${name}=${value}`).toBe(422);
        expect(detailLocs(res.json)).toEqual([['query', name]]);
      }
    },
  );
  it('still takes plain digits', async () => {
    for (const [path, name, headers] of lists()) {
      const res = await call(sandbox.base, 'GET', `${path}?${name}=${name === 'offset' ? '0' : '2'}`, {
        headers,
      });
      expect(res.status, `${path}?${name}`).toBe(200);
    }
  });
});

describe('item 17: the PATCH instrument body needs name or limits, in the document too', () => {
  it.each([[{ colour: 'red' }], [{ limits: {} }], [{ limits: { weekly_limit: '5.00' } }], [{}]])(
    'refuses %j in both',
    async (body) => {
      expect(documentAccepts(INSTRUMENT, 'patch', body)).toBe(false);
      const res = await call(sandbox.base, 'PATCH', instrumentPath(), { headers: keyOf(sandbox.one), body });
      expect(res.status).toBe(422);
    },
  );
  it.each([[{ name: 'Renamed' }], [{ limits: { daily_limit: '100.00' } }]])(
    'accepts %j in both',
    async (body) => {
      expect(documentAccepts(INSTRUMENT, 'patch', body)).toBe(true);
      const res = await call(sandbox.base, 'PATCH', instrumentPath(), { headers: keyOf(sandbox.one), body });
      expect(res.status).toBe(202);
    },
  );
});

describe('item 17: a "__proto__" key is refused, and the document says so', () => {
  it('answers 400 naming the key, on an operation whose documented 400 names it too', async () => {
    const res = await call(sandbox.base, 'POST', `/api/v2/sandbox/accounts/${account}/payin`, {
      headers: tokenOf(sandbox.one),
      raw: '{"amount":"1.00","__proto__":{"admin":true}}',
    });
    expect(res.status).toBe(400);
    expect(String(res.json?.message)).toContain('__proto__');
    const documented = (
      ((doc.paths as Json)['/api/v2/sandbox/accounts/{account_uuid}/payin'] as Json).post as {
        responses: Record<string, { description: string }>;
      }
    ).responses['400']?.description;
    expect(documented).toContain('__proto__');
  });
});

describe('item 17: a body that is not UTF-8 is 415 and moves nothing', () => {
  it('refuses invalid UTF-8 in a transfer description', async () => {
    const before = await balanceOf(sandbox.base, sandbox.one, account);
    const head = Buffer.from(`{"destinationAccountUuid":"${other}","amount":"1.00","description":"caf`);
    const body = Buffer.concat([head, Buffer.from([0xe9, 0xff]), Buffer.from('"}')]);
    const res = await request(`${sandbox.base}/api/v2/accounts/${account}/transfer`, {
      method: 'POST',
      headers: { ...tokenOf(sandbox.one), 'content-type': 'application/json' },
      body,
    });
    const json = (await res.body.json()) as Json;
    expect(res.statusCode).toBe(415);
    expect(json).toMatchObject({ code: 'unsupported_media_type' });
    expect(await balanceOf(sandbox.base, sandbox.one, account)).toBe(before);
  });
});

describe('item 17: literal path segments win, for every method', () => {
  it.each([
    ['PATCH', '/wallets/operations'],
    ['PATCH', '/wallets/providers'],
    ['POST', `/wallets/operations/deactivate`],
  ])("%s %s is 405 with the literal path's Allow", async (method, tail) => {
    const res = await call(sandbox.base, method as 'PATCH', `/api/v2/organizations/${org()}${tail}`, {
      headers: keyOf(sandbox.one),
      body: { name: 'x' },
    });
    expect(res.status).toBe(405);
    expect(res.headers.allow).toBe('GET, HEAD');
    expect(res.json).toMatchObject({ code: 'method_not_allowed' });
  });
  it('still serves the literal paths and the templates', async () => {
    const ops = await call(sandbox.base, 'GET', `/api/v2/organizations/${org()}/wallets/operations`, {
      headers: keyOf(sandbox.one),
    });
    const renamed = await call(sandbox.base, 'PATCH', `/api/v2/organizations/${org()}/wallets/${other}`, {
      headers: keyOf(sandbox.one),
      body: { name: 'Marketing USD' },
    });
    expect([ops.status, renamed.status]).toEqual([200, 200]);
  });
});

describe('item 17: patterns mean the same to every validator', () => {
  it('uses [0-9], never \\d (which means any Unicode digit to some validators)', () => {
    const patterns: string[] = [];
    JSON.stringify(doc, (key, value: unknown) => {
      if (key === 'pattern' && typeof value === 'string') patterns.push(value);
      return value;
    });
    expect(patterns.length).toBeGreaterThan(5);
    expect(patterns.filter((p) => p.includes('\\d'))).toEqual([]);
  });
  it('refuses a merchant category of non-ASCII digits in both', async () => {
    const body = { amount: '1.00', merchantCategory: '٥٤١١' };
    expect(documentAccepts('/api/v2/sandbox/cards/{card_uuid}/purchase', 'post', body)).toBe(false);
    const res = await call(sandbox.base, 'POST', `/api/v2/sandbox/cards/${card.cardId}/purchase`, {
      headers: tokenOf(sandbox.one),
      body,
    });
    expect(res.status).toBe(422);
  });
});

describe('item 18: a webhook URL the field can never take is field validation', () => {
  it.each([
    'not a url',
    'ftp://hooks.example.com/x',
    'http://example.com/hook',
    'https://192.168.0.10/hook',
    'https://10.1.2.3/hook',
    'https://[fe80::1]/hook',
    'https://user:pw@hooks.example.com/x',
  ])('%s → 422 at ["body","url"], changing nothing', async (url) => {
    const before = await call(sandbox.base, 'GET', '/api/v2/webhooks/config', {
      headers: tokenOf(sandbox.one),
    });
    const res = await call(sandbox.base, 'PUT', '/api/v2/webhooks/config', {
      headers: tokenOf(sandbox.one),
      body: { url },
    });
    expect(res.status).toBe(422);
    expect(detailLocs(res.json)).toEqual([['body', 'url']]);
    const detail = (res.json?.detail as Array<{ type: string; msg: string }>)[0];
    expect(detail?.type).toBe('value_error.url');
    expect(detail?.msg.length).toBeGreaterThan(10);
    const after = await call(sandbox.base, 'GET', '/api/v2/webhooks/config', {
      headers: tokenOf(sandbox.one),
    });
    expect(after.text).toBe(before.text);
  });

  it('the document no longer lists webhook_url_refused among the 409 codes', () => {
    const conflict = (doc.components as { schemas: Record<string, Json> }).schemas.ConflictError;
    expect(JSON.stringify(conflict)).not.toContain('webhook_url_refused');
  });
});

describe('item 18: the other 409s, by the same rule', () => {
  it('a transfer to the source account itself is 422 at destinationAccountUuid', async () => {
    const res = await call(sandbox.base, 'POST', `/api/v2/accounts/${account}/transfer`, {
      headers: tokenOf(sandbox.one),
      body: { destinationAccountUuid: account, amount: '1.00' },
    });
    expect(res.status).toBe(422);
    expect(detailLocs(res.json)).toEqual([['body', 'destinationAccountUuid']]);
  });

  it("a daily limit above the monthly limit of the same request is 422; above the card's current monthly, 409", async () => {
    const both = await call(sandbox.base, 'PATCH', instrumentPath(), {
      headers: keyOf(sandbox.one),
      body: { limits: { daily_limit: '500.00', monthly_limit: '400.00' } },
    });
    expect(both.status).toBe(422);
    expect(detailLocs(both.json)).toEqual([['body', 'limits', 'daily_limit']]);
    const valid = await call(sandbox.base, 'PATCH', instrumentPath(), {
      headers: keyOf(sandbox.one),
      body: { limits: { daily_limit: '100.00', monthly_limit: '400.00' } },
    });
    expect(valid.status).toBe(202);
    const daily = await call(sandbox.base, 'PATCH', instrumentPath(), {
      headers: keyOf(sandbox.one),
      body: { limits: { daily_limit: '500.00' } },
    });
    expect(daily.status).toBe(409);
    expect(daily.json).toMatchObject({ code: 'limit_out_of_range' });
  });
});
