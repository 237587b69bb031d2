// The conformance harness itself: it sees the sandbox's responses, and it catches a response outside the document.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call } from '../support/http-call.js';
import { startRealSandbox, tokenOf, type RealSandbox } from '../support/real-sandbox.js';
import { openApiDocument } from '../../src/sandbox/http/openapi/document.js';
import { checkResponse } from '../support/spec-checker.js';
import { checkedCount } from './setup.js';

let sandbox: RealSandbox;
beforeAll(async () => {
  sandbox = await startRealSandbox();
});
afterAll(async () => {
  await sandbox.close();
});

const document = openApiDocument();
// Every answer carries X-Request-Id (the sandbox's decision, required by its document).
const json = { 'content-type': 'application/json; charset=utf-8', 'x-request-id': 'req-1' };

describe('conformance harness', () => {
  it('checks every response an in-process sandbox sends', async () => {
    const before = checkedCount();
    await call(sandbox.base, 'GET', '/api/v2/accounts', { headers: tokenOf(sandbox.one) });
    await call(sandbox.base, 'GET', '/api/v2/nowhere', {});
    expect(checkedCount()).toBe(before + 2);
  });

  it('accepts a documented answer', () => {
    const body = JSON.stringify({ code: 'not_found', message: 'card not found' });
    expect(
      checkResponse({
        method: 'GET',
        path: '/x',
        route: '/api/v2/cardholders/{card_owner_id}',
        status: 404,
        headers: json,
        body,
        document,
      }),
    ).toEqual([]);
  });

  it('refuses an undeclared status, an undeclared field, a wrong code, a missing Retry-After and an undeclared content type', () => {
    const route = '/api/v2/accounts/{account_uuid}/balance';
    const at = (status: number, body: unknown, headers: Record<string, string> = json) =>
      checkResponse({
        method: 'GET',
        path: '/x',
        route,
        status,
        headers,
        body: JSON.stringify(body),
        document,
      });
    const balance = {
      balance: '1.000000000',
      heldBalance: '0.000000000',
      availableBalance: '1.000000000',
      cards: 1,
      currency: 'USD',
    };
    expect(at(200, balance)).toEqual([]);
    expect(at(418, balance)[0]).toMatch(/status 418 not listed/);
    expect(at(200, { ...balance, availableBalanse: '1' })[0]).toMatch(/additional/);
    expect(at(404, { code: 'rate_limited', message: 'x' })[0]).toMatch(/does not match/);
    expect(at(429, { code: 'rate_limited', message: 'x' })[0]).toMatch(/Retry-After/);
    expect(at(200, balance, { ...json, 'content-type': 'text/plain' })[0]).toMatch(
      /content type text\/plain not declared/,
    );
  });

  it('checks a 405 against the shared answer, Allow included', () => {
    const body = JSON.stringify({ code: 'method_not_allowed', message: 'no' });
    expect(
      checkResponse({
        method: 'DELETE',
        path: '/api/v2/accounts',
        route: null,
        status: 405,
        headers: { ...json, allow: 'GET, HEAD' },
        body,
        document,
      }),
    ).toEqual([]);
    expect(
      checkResponse({
        method: 'DELETE',
        path: '/api/v2/accounts',
        route: null,
        status: 405,
        headers: json,
        body,
        document,
      })[0],
    ).toMatch(/Allow/);
  });
});
