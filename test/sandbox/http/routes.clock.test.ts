import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call } from '../../support/http-call.js';
import { keyOf, startRealSandbox, tokenOf, type RealSandbox } from '../../support/real-sandbox.js';

let sandbox: RealSandbox;
let now = new Date('2026-05-04T10:00:00.000Z');
beforeAll(async () => {
  sandbox = await startRealSandbox({ clock: () => now });
});
afterAll(() => sandbox.close());

const clock = (headers: Record<string, string> = tokenOf(sandbox.one)) =>
  call(sandbox.base, 'GET', '/api/v2/sandbox/clock', { headers });
const move = (body: unknown, headers: Record<string, string> = tokenOf(sandbox.one)) =>
  call(sandbox.base, 'POST', '/api/v2/sandbox/clock', { headers, body });

describe('the sandbox clock over HTTP', () => {
  it('reads and advances the merchant clock with its API token or API key; other merchants keep theirs', async () => {
    const first = await clock();
    expect(first.status).toBe(200);
    expect(first.json).toEqual({ now: now.toISOString(), frozen: false, offsetMs: 0 });
    const moved = await move({ advanceBy: 'P1D' }, keyOf(sandbox.one));
    expect(moved.status, moved.text).toBe(200);
    expect(moved.json).toMatchObject({
      previous: now.toISOString(),
      now: '2026-05-05T10:00:00.000Z',
      frozen: false,
      ran: { provisioned: 0, updated: 0, activated: 0, settled: 0, expired: 0 },
    });
    expect((await clock()).json).toMatchObject({ now: '2026-05-05T10:00:00.000Z' });
    expect((await clock(tokenOf(sandbox.two))).json).toMatchObject({ now: now.toISOString(), offsetMs: 0 });
    now = new Date(now.getTime() + 1_000);
    expect((await clock()).json).toMatchObject({ now: '2026-05-05T10:00:01.000Z' });
  });

  it('freezes and sets running again', async () => {
    const frozen = await move({ frozenAt: '2026-05-06T00:00:00Z' });
    expect(frozen.status, frozen.text).toBe(200);
    expect(frozen.json).toMatchObject({ now: '2026-05-06T00:00:00.000Z', frozen: true });
    now = new Date(now.getTime() + 60_000);
    expect((await clock()).json).toMatchObject({ now: '2026-05-06T00:00:00.000Z', frozen: true });
    const running = await move({ frozenAt: null });
    expect(running.json).toMatchObject({ now: '2026-05-06T00:00:00.000Z', frozen: false });
  });

  it.each([
    [{ advanceBy: '-P1D' }, ['body', 'advanceBy']],
    [{ advanceBy: 'P0D' }, ['body', 'advanceBy']],
    [{ advanceBy: '1 day' }, ['body', 'advanceBy']],
    [{ advanceBy: 'P1M' }, ['body', 'advanceBy']],
    [{ advanceBy: 'P1DT0H' }, ['body', 'advanceBy']],
    [{ advanceBy: 'P10000D' }, ['body', 'advanceBy']],
    [{ frozenAt: 'tomorrow' }, ['body', 'frozenAt']],
    [{ frozenAt: '2020-01-01T00:00:00Z' }, ['body', 'frozenAt']],
    [{ advanceBy: 'P1D', frozenAt: '2030-01-01T00:00:00Z' }, ['body']],
    [{}, ['body']],
    [{ advanceBy: 'P1D', extra: 1 }, ['body']],
  ])('refuses %j with 422 naming the field and the rule, and changes nothing', async (body, loc) => {
    const before = (await clock()).json;
    const res = await move(body);
    expect(res.status, res.text).toBe(422);
    const detail = (res.json?.detail ?? []) as Array<{ loc: string[]; msg: string }>;
    expect(detail[0]?.loc.slice(0, loc.length)).toEqual(loc);
    expect(detail[0]?.msg.length).toBeGreaterThan(5);
    expect((await clock()).json).toEqual(before);
  });

  it('needs a credential and refuses a read-only one for a change', async () => {
    expect((await clock({})).status).toBe(401);
    const readOnly = { 'x-api-token': sandbox.one.readOnlyApiToken };
    expect((await clock(readOnly)).status).toBe(200);
    expect((await move({ advanceBy: 'PT1H' }, readOnly)).status).toBe(403);
  });

  it('is described in the OpenAPI document under the sandbox tag', async () => {
    const doc = (await call(sandbox.base, 'GET', '/api/openapi.json')).json as {
      paths: Record<string, Record<string, { tags?: string[] }>>;
    };
    const path = doc.paths['/api/v2/sandbox/clock'];
    expect(path?.get?.tags).toEqual(['sandbox']);
    expect(path?.post?.tags).toEqual(['sandbox']);
  });
});
