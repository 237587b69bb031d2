// POST /api/v2/sandbox/fixtures over HTTP: bad input is a 422 naming the step and field with nothing applied;
// a failing step is a 409 naming the step, its request and the answer, the steps before it stay applied and
// the next apply continues from it; credentials and isolation are those of the interface.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { add, formatAmount, parseMoneyString } from '../../../src/domain/money.js';
import { call } from '../../support/http-call.js';
import {
  balanceOf,
  keyOf,
  startRealSandbox,
  tokenOf,
  twoAccounts,
  type RealSandbox,
} from '../../support/real-sandbox.js';

let sandbox: RealSandbox;
let account: string;
beforeAll(async () => {
  sandbox = await startRealSandbox();
  [account] = await twoAccounts(sandbox.base, sandbox.one);
});
afterAll(() => sandbox.close());

const apply = (body: unknown, headers: Record<string, string> = tokenOf(sandbox.one)) =>
  call(sandbox.base, 'POST', '/api/v2/sandbox/fixtures', { headers, body });
const payin = (amount = '${amount}', name = 'payin') => ({
  name,
  request: `POST /api/v2/sandbox/accounts/${account}/payin`,
  body: { amount },
});

describe('POST /api/v2/sandbox/fixtures: bad input', () => {
  const cases: Array<[string, unknown, Array<string | number>, RegExp]> = [
    [
      'a reference to a step that does not exist',
      { steps: [payin('1.00'), { request: 'GET /api/v2/accounts/${nosuch.id}' }] },
      ['body', 'fixture', 'steps', 1, 'request'],
      /no earlier step is named "nosuch"/,
    ],
    [
      'a reference to a later step',
      {
        steps: [
          { request: 'GET /api/v2/accounts/${later.id}' },
          { name: 'later', request: 'GET /api/v2/accounts' },
        ],
      },
      ['body', 'fixture', 'steps', 0, 'request'],
      /no earlier step is named "later"/,
    ],
    [
      'an unknown route',
      { steps: [payin('1.00'), { request: 'POST /api/v2/nowhere' }] },
      ['body', 'fixture', 'steps', 1, 'request'],
      /no route of the interface is POST \/api\/v2\/nowhere/,
    ],
    [
      'a malformed request line',
      { steps: [payin('1.00'), { request: 'fetch the accounts' }] },
      ['body', 'fixture', 'steps', 1, 'request'],
      /malformed request line/,
    ],
    [
      'an unknown parameter in a body',
      { steps: [payin('${nothing}')] },
      ['body', 'fixture', 'steps', 0, 'body', 'amount'],
      /"nothing" is not a parameter/,
    ],
  ];
  for (const [what, fixture, loc, msg] of cases) {
    it(`${what}: 422 naming the step and field, nothing applied`, async () => {
      const before = await balanceOf(sandbox.base, sandbox.one, account);
      const res = await apply({ fixture: { name: 'bad', ...(fixture as object) } });
      expect(res.status, res.text).toBe(422);
      const detail = res.json?.detail as Array<{ loc: unknown[]; msg: string }>;
      expect(detail.find((d) => JSON.stringify(d.loc) === JSON.stringify(loc))?.msg).toMatch(msg);
      expect(await balanceOf(sandbox.base, sandbox.one, account)).toBe(before);
    });
  }

  it('a parameter the fixture does not declare: 422 at body.parameters', async () => {
    const res = await apply({
      fixture: { name: 'p', parameters: { amount: '1.00' }, steps: [payin()] },
      parameters: { amuont: '2.00' },
    });
    expect(res.status).toBe(422);
    expect(res.json?.detail).toEqual([expect.objectContaining({ loc: ['body', 'parameters', 'amuont'] })]);
  });

  it('a read-only credential is refused (403) and an absent one (401)', async () => {
    const fixture = { name: 'ro', steps: [payin('1.00')] };
    expect((await apply({ fixture }, { 'x-api-token': sandbox.one.readOnlyApiToken })).status).toBe(403);
    expect((await apply({ fixture }, {})).status).toBe(401);
  });
});

describe('POST /api/v2/sandbox/fixtures: applying', () => {
  it('a failing step says which, its request and the answer; a re-apply continues from it', async () => {
    const before = await balanceOf(sandbox.base, sandbox.one, account);
    const fixture = {
      name: 'continue',
      parameters: { amount: '7.00', expected: '1.00' },
      steps: [
        payin(),
        { expect: { request: `GET /api/v2/sandbox/accounts/x/payin`.replace('x', account), status: 200 } },
      ],
    };
    // The payin route takes POST only: a GET of it is no route of the interface.
    expect((await apply({ fixture })).status).toBe(422);
    const failing = {
      ...fixture,
      steps: [
        payin(),
        {
          name: 'balance',
          expect: { request: `GET /api/v2/accounts/${account}/balance`, body: { currency: 'EUR' } },
        },
        payin('3.00', 'more'),
      ],
    };
    const failed = await apply({ fixture: failing });
    expect(failed.status, failed.text).toBe(409);
    expect(failed.json?.message).toMatch(
      /^step 2 "balance" \(GET \/api\/v2\/accounts\/.+\/balance\) failed: assertion failed: currency: expected "EUR", got "USD"; answer 200 /,
    );
    expect(failed.json?.message).toMatch(
      /the 1 step\(s\) before it stay applied; applying again continues from this step/,
    );
    expect(failed.json?.details).toMatchObject({ step: 1, name: 'balance', status: 200, applied: 1 });
    // The first payin happened, the third did not.
    expect(await balanceOf(sandbox.base, sandbox.one, account)).toBe(sum(before, '7.00'));
    const fixed = {
      ...failing,
      steps: [
        failing.steps[0],
        { expect: { request: `GET /api/v2/accounts/${account}/balance`, body: { currency: 'USD' } } },
        failing.steps[2],
      ],
    };
    const again = await apply({ fixture: fixed });
    expect(again.status, again.text).toBe(200);
    expect((again.json?.steps as Array<{ replayed: boolean }>).map((s) => s.replayed)).toEqual([
      true,
      false,
      false,
    ]);
    expect(await balanceOf(sandbox.base, sandbox.one, account)).toBe(sum(before, '10.00'));
    const third = await apply({ fixture: fixed });
    expect(third.status).toBe(200);
    expect(await balanceOf(sandbox.base, sandbox.one, account)).toBe(sum(before, '10.00'));
  });

  it('other parameter values are another apply; the org family gets the API key', async () => {
    const before = await balanceOf(sandbox.base, sandbox.one, account);
    const fixture = {
      name: 'params',
      parameters: { amount: '2.00' },
      steps: [
        payin(),
        { name: 'wallet', request: `GET /api/v2/organizations/\${org}/wallets/${account}` },
        { expect: { request: `GET /api/v2/accounts/\${wallet.data.id}`, body: { id: account } } },
      ],
    };
    expect((await apply({ fixture }, keyOf(sandbox.one))).status).toBe(200);
    expect((await apply({ fixture, parameters: { amount: '5.00' } })).status).toBe(200);
    expect((await apply({ fixture })).status).toBe(200);
    expect(await balanceOf(sandbox.base, sandbox.one, account)).toBe(sum(before, '7.00'));
  });

  it("another merchant's ids are not found: the step fails with the 404", async () => {
    const res = await apply({ fixture: { name: 'other', steps: [payin('1.00')] } }, tokenOf(sandbox.two));
    expect(res.status).toBe(409);
    expect(res.json?.details).toMatchObject({ step: 0, status: 404, applied: 0 });
  });
});

function sum(a: string, b: string): string {
  const money = (text: string) => {
    const parsed = parseMoneyString(text);
    if (!parsed.ok) throw new Error(`not an amount: ${text}`);
    return parsed.value;
  };
  return formatAmount(add(money(a), money(b)), 9);
}
