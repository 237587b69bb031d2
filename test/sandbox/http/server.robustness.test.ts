// No input makes the sandbox answer 500, and the web framework's own errors use the documented shapes.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { request } from 'undici';
import { connect } from 'node:net';
import { call } from '../../support/http-call.js';
import {
  activeCard,
  keyOf,
  startRealSandbox,
  tokenOf,
  twoAccounts,
  type RealSandbox,
} from '../../support/real-sandbox.js';

let sandbox: RealSandbox;
let base: string;

beforeAll(async () => {
  sandbox = await startRealSandbox();
  base = sandbox.base;
});
afterAll(async () => {
  await sandbox.close();
});

const errorShape = { code: expect.any(String), message: expect.any(String) };
const deep = (n: number) => '['.repeat(n) + ']'.repeat(n);

async function raw(method: string, path: string, body: string | undefined, headers: Record<string, string>) {
  const res = await request(`${base}${path}`, { method: method as 'POST', headers, body });
  const text = await res.body.text();
  return {
    status: res.statusCode,
    headers: res.headers,
    text,
    json: text ? (JSON.parse(text) as Record<string, unknown>) : undefined,
  };
}

describe('item 1: deep and large JSON bodies', () => {
  it('answers 400 (not 500) to 5000 levels of nesting on login, without credentials', async () => {
    const res = await raw('POST', '/api/v2/auth/login', deep(5000), { 'content-type': 'application/json' });
    expect(res.status).toBe(400);
    expect(res.json).toEqual({ ...errorShape, code: 'bad_request' });
    expect(String(res.json?.message)).toMatch(/nest/);
  });

  it('answers 400 to a nested amount in a top-up and moves nothing', async () => {
    const [account] = await twoAccounts(base, sandbox.one);
    const { cardId } = await activeCard(base, sandbox.one);
    const body = `{"amount":${deep(4000)}}`;
    const res = await raw('POST', `/api/v2/accounts/${account}/cards/${cardId}/topup`, body, {
      ...tokenOf(sandbox.one),
      'content-type': 'application/json',
    });
    expect(res.status).toBe(400);
  });

  it('never echoes more than a bounded excerpt of the input in a 422', async () => {
    const body = { email: 'a'.repeat(5000), password: 'hunter22secret' };
    const res = await call(base, 'POST', '/api/v2/auth/login', { body });
    expect(res.status).toBe(422);
    expect(res.text.length).toBeLessThan(1000);
    expect(res.text).not.toContain('hunter22secret');
  });

  it('never echoes a credential held inside an object the 422 is about', async () => {
    const res = await call(base, 'POST', '/api/v2/auth/login', {
      raw: JSON.stringify([{ email: 'x@example.com', password: 'hunter22secret' }]),
    });
    expect(res.status).toBe(422);
    expect(res.text).not.toContain('hunter22secret');
  });

  it('answers 413 in the documented shape for a body over the limit', async () => {
    const res = await call(base, 'POST', '/api/v2/auth/login', {
      raw: JSON.stringify({ email: 'x@example.com', password: 'p'.repeat(2 * 1024 * 1024) }),
    });
    expect(res.status).toBe(413);
    expect(res.json).toEqual({ ...errorShape, code: 'payload_too_large' });
  });
});

describe('item 2: framework errors use the documented body', () => {
  it('415 for a non-JSON content type says unsupported_media_type', async () => {
    const res = await raw('POST', '/api/v2/auth/login', 'email=a', {
      'content-type': 'application/x-www-form-urlencoded',
    });
    expect(res.status).toBe(415);
    expect(res.json).toEqual({ ...errorShape, code: 'unsupported_media_type' });
  });

  it('414 for a path value over 100 characters, without echoing the path', async () => {
    const long = 'x'.repeat(150);
    const res = await raw('GET', `/api/v2/cardholders/${long}`, undefined, tokenOf(sandbox.one));
    expect(res.status).toBe(414);
    expect(res.json).toEqual({ ...errorShape, code: 'uri_too_long' });
    expect(res.text).not.toContain(long);
  });

  it('400 for bad percent-encoding, in our shape', async () => {
    const res = await raw('GET', '/api/v2/cardholders/%E0%A4%A', undefined, tokenOf(sandbox.one));
    expect(res.status).toBe(400);
    expect(res.json).toEqual({ ...errorShape, code: 'bad_request' });
  });

  it('404 no route in our shape, echoing a bounded path', async () => {
    const res = await raw('GET', `/api/v2/${'n'.repeat(3000)}`, undefined, {});
    expect(res.status).toBe(404);
    expect(res.json).toEqual({ ...errorShape, code: 'not_found' });
    expect(res.text.length).toBeLessThan(400);
  });
});

describe('item 2: statuses the document did not list', () => {
  it('answers 409 card_state_conflict for the credentials and sensitive data of an expired card (listed, see the harness)', async () => {
    const { walletId, cardId } = await activeCard(base, sandbox.one);
    const expired = await call(base, 'POST', `/api/v2/sandbox/cards/${cardId}/expire`, {
      headers: tokenOf(sandbox.one),
    });
    expect(expired.status).toBe(200);
    const credentials = await call(
      base,
      'GET',
      `/api/v2/organizations/${sandbox.one.orgId}/wallets/${walletId}/instruments/${cardId}/credentials`,
      { headers: keyOf(sandbox.one) },
    );
    expect(credentials.status).toBe(409);
    expect(credentials.json).toMatchObject({ code: 'card_state_conflict' });
    const sensitive = await call(base, 'GET', `/api/v2/accounts/${walletId}/cards/${cardId}/sensitive`, {
      headers: tokenOf(sandbox.one),
    });
    expect(sensitive.status).toBe(409);
  });
});

describe('item 5: unknown methods', () => {
  it('405 with Allow for a method the path does not take', async () => {
    const res = await raw('DELETE', '/api/v2/accounts', undefined, tokenOf(sandbox.one));
    expect(res.status).toBe(405);
    expect(res.headers.allow).toBe('GET, HEAD');
    expect(res.json).toEqual({ ...errorShape, code: 'method_not_allowed' });
  });

  it('405 names every method of a path with several', async () => {
    const res = await raw('POST', '/api/v2/webhooks/config', undefined, tokenOf(sandbox.one));
    expect(res.status).toBe(405);
    expect(res.headers.allow).toBe('GET, HEAD, PUT, DELETE');
  });

  it('400 in our shape for QUERY', async () => {
    const url = new URL(base);
    const text = await new Promise<string>((resolve, reject) => {
      const socket = connect(Number(url.port), url.hostname, () => {
        socket.write(
          `QUERY /api/v2/accounts HTTP/1.1\r\nHost: x\r\nContent-Length: 0\r\nConnection: close\r\n\r\n`,
        );
      });
      let data = '';
      socket.on('data', (chunk: Buffer) => (data += chunk.toString('utf8')));
      socket.on('end', () => resolve(data));
      socket.on('error', reject);
    });
    expect(text).toMatch(/^HTTP\/1\.1 400/);
    expect(JSON.parse(text.slice(text.indexOf('\r\n\r\n') + 4))).toEqual({
      ...errorShape,
      code: 'bad_request',
    });
  });
});

describe('item 6: charsets', () => {
  it('refuses charset=utf-16 with 415 before anything moves', async () => {
    const [account] = await twoAccounts(base, sandbox.one);
    const { cardId } = await activeCard(base, sandbox.one);
    const before = await call(base, 'GET', `/api/v2/accounts/${account}/balance`, {
      headers: tokenOf(sandbox.one),
    });
    const res = await raw('POST', `/api/v2/accounts/${account}/cards/${cardId}/topup`, '{"amount":"1.00"}', {
      ...tokenOf(sandbox.one),
      'content-type': 'application/json; charset=utf-16',
    });
    expect(res.status).toBe(415);
    expect(res.json).toEqual({ ...errorShape, code: 'unsupported_media_type' });
    const after = await call(base, 'GET', `/api/v2/accounts/${account}/balance`, {
      headers: tokenOf(sandbox.one),
    });
    expect(after.json?.balance).toBe(before.json?.balance);
  });

  it('accepts charset=utf-8 in any case', async () => {
    const res = await raw('POST', '/api/v2/auth/login', '{"email":"nobody@example.com","password":"x"}', {
      'content-type': 'application/json; charset=UTF-8',
    });
    expect(res.status).toBe(401);
  });
});

describe('item 4: a missing required field is value_error.missing', () => {
  it('says value_error.missing for a missing cardType (organization family)', async () => {
    const [wallet] = await twoAccounts(base, sandbox.one);
    const res = await call(
      base,
      'POST',
      `/api/v2/organizations/${sandbox.one.orgId}/wallets/${wallet}/instruments`,
      {
        headers: keyOf(sandbox.one),
        body: { cardOwnerId: 'someone' },
      },
    );
    expect(res.status).toBe(422);
    expect(res.json?.detail).toEqual([
      expect.objectContaining({ loc: ['body', 'cardType'], type: 'value_error.missing' }),
    ]);
  });

  it('says value_error.missing for a missing cardType (account family)', async () => {
    const [account] = await twoAccounts(base, sandbox.one);
    const res = await call(base, 'POST', `/api/v2/accounts/${account}/cards`, {
      headers: tokenOf(sandbox.one),
      body: { cardOwnerId: 'someone' },
    });
    expect(res.status).toBe(422);
    expect(res.json?.detail).toEqual([
      expect.objectContaining({ loc: ['body', 'cardType'], type: 'value_error.missing' }),
    ]);
  });
});

describe('item 14: unknown query parameters', () => {
  it('answers 422 naming an array filter sent without brackets', async () => {
    const [account] = await twoAccounts(base, sandbox.one);
    const res = await call(base, 'GET', `/api/v2/accounts/${account}/transactions?types=top_up`, {
      headers: tokenOf(sandbox.one),
    });
    expect(res.status).toBe(422);
    expect(res.json?.detail).toEqual([
      expect.objectContaining({ loc: ['query', 'types'], type: 'value_error.extra' }),
    ]);
    expect(JSON.stringify(res.json)).toContain('types[]');
  });

  it('answers 422 naming an unknown parameter on a route without a query', async () => {
    const res = await call(base, 'GET', '/api/v2/accounts?colour=blue', { headers: tokenOf(sandbox.one) });
    expect(res.status).toBe(422);
    expect(res.json?.detail).toEqual([
      expect.objectContaining({ loc: ['query', 'colour'], type: 'value_error.extra' }),
    ]);
  });

  it('still accepts the bracketed form', async () => {
    const [account] = await twoAccounts(base, sandbox.one);
    const res = await call(base, 'GET', `/api/v2/accounts/${account}/transactions?types[]=payin`, {
      headers: tokenOf(sandbox.one),
    });
    expect(res.status).toBe(200);
  });
});

describe('item 7: one rule for business-rule refusals', () => {
  it('answers a business rule with 409 { code, message }, leaving 422 to { detail }', async () => {
    const res = await call(base, 'POST', `/api/v2/organizations/${sandbox.one.orgId}/wallets`, {
      headers: { ...keyOf(sandbox.one), 'idempotency-key': 'robust-currency-1' },
      body: { name: 'Euro wallet', providerId: 'sandbox-visa-us', currency: 'EUR' },
    });
    expect(res.status).toBe(409);
    expect(res.json).toMatchObject({ code: 'currency_mismatch' });
  });
});
