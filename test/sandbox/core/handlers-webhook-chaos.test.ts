// The fault policy and replay routes over HTTP, as an integrator calls them: either family's credential, 422
// naming the field and the rule for bad input (nothing applied), 404 for an event that is not the caller's.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call } from '../../support/http-call.js';
import { keyOf, startRealSandbox, tokenOf, type RealSandbox } from '../../support/real-sandbox.js';

let sandbox: RealSandbox;
beforeAll(async () => {
  sandbox = await startRealSandbox();
});
afterAll(() => sandbox.close());

const FAULTS = '/api/v2/sandbox/webhooks/faults';
const faults = (headers: Record<string, string> = tokenOf(sandbox.one)) =>
  call(sandbox.base, 'GET', FAULTS, { headers });
const setFaults = (body: unknown, headers: Record<string, string> = tokenOf(sandbox.one)) =>
  call(sandbox.base, 'PUT', FAULTS, { headers, body });

describe('the fault policy over HTTP', () => {
  it('is set with the API key, read with the API token, and cleared', async () => {
    const set = await setFaults(
      { seed: 9, duplicate: { rate: 0.5 }, delay: { rate: 1, by: 'PT30S' } },
      keyOf(sandbox.one),
    );
    expect(set.status, set.text).toBe(200);
    expect((await faults()).json).toMatchObject({
      seed: 9,
      duplicate: { rate: 0.5 },
      delay: { rate: 1, by: 'PT30S' },
      eventsSeen: 0,
    });
    expect((await faults(tokenOf(sandbox.two))).json).toMatchObject({ updatedAt: null });
    const cleared = await call(sandbox.base, 'DELETE', FAULTS, { headers: tokenOf(sandbox.one) });
    expect(cleared.status).toBe(204);
    expect((await faults()).json).toMatchObject({ updatedAt: null });
  });

  it.each([
    [{ duplicate: { rate: 1.5 } }, ['body', 'duplicate', 'rate'], '<= 1'],
    [{ timeout: { rate: -0.1 } }, ['body', 'timeout', 'rate'], '>= 0'],
    [{ delay: { rate: 0.5, by: '5 minutes' } }, ['body', 'delay', 'by'], 'ISO 8601 duration'],
    [{ drop: { rate: 0.5, redeliverAfter: 'P0D' } }, ['body', 'drop', 'redeliverAfter'], 'ISO 8601 duration'],
    [{ reorder: { rate: 0.5 } }, ['body', 'reorder', 'window'], ''],
    [{ seed: 1, jitter: { rate: 1 } }, ['body'], ''],
  ])('refuses %j with 422 naming the field and the rule, and applies nothing', async (body, loc, rule) => {
    await setFaults({ seed: 5, duplicate: { rate: 0.25 } });
    const before = (await faults()).json;
    const res = await setFaults({ duplicate: { rate: 0.9 }, ...body });
    expect(res.status, res.text).toBe(422);
    const detail = (res.json?.detail ?? []) as Array<{ loc: string[]; msg: string }>;
    expect(detail[0]?.loc.slice(0, loc.length)).toEqual(loc);
    expect(detail[0]?.msg).toContain(rule);
    expect((await faults()).json).toEqual(before);
  });
});

describe('redelivery and replay over HTTP', () => {
  it('answers 404 for an unknown event id and 422 for one that is no id, 422 for a malformed since', async () => {
    await call(sandbox.base, 'PUT', '/api/v2/webhooks/config', {
      headers: tokenOf(sandbox.one),
      body: { url: 'https://hooks.example.com/r', enabled: false },
    });
    const unknown = await call(
      sandbox.base,
      'POST',
      '/api/v2/webhooks/events/00000000-0000-4000-8000-000000000000/redeliver',
      { headers: tokenOf(sandbox.one) },
    );
    expect(unknown.status, unknown.text).toBe(404);
    expect(unknown.json).toMatchObject({ code: 'not_found' });
    const malformed = await call(sandbox.base, 'POST', '/api/v2/webhooks/events/evt-1/redeliver', {
      headers: tokenOf(sandbox.one),
    });
    expect(malformed.status).toBe(422);
    const since = await call(sandbox.base, 'POST', '/api/v2/sandbox/webhooks/replay', {
      headers: tokenOf(sandbox.one),
      body: { since: 'yesterday' },
    });
    expect(since.status).toBe(422);
    expect((since.json?.detail as Array<{ loc: string[] }>)[0]?.loc).toEqual(['body', 'since']);
  });

  it("redelivers one of the merchant's recorded events, paused with the configuration", async () => {
    const history = await call(sandbox.base, 'GET', '/api/v2/webhooks/events?limit=1', {
      headers: tokenOf(sandbox.one),
    });
    const eventId = (history.json?.items as Array<{ eventId: string }>)[0]?.eventId ?? '';
    const res = await call(sandbox.base, 'POST', `/api/v2/webhooks/events/${eventId}/redeliver`, {
      headers: keyOf(sandbox.one),
    });
    expect(res.status, res.text).toBe(202);
    expect(res.json).toMatchObject({ eventId, status: 'paused', notes: [{ kind: 'redelivery' }] });
    const other = await call(sandbox.base, 'POST', `/api/v2/webhooks/events/${eventId}/redeliver`, {
      headers: tokenOf(sandbox.two),
    });
    expect(other.status).toBe(404);
  });
});
