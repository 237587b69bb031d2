// The list parameters a window read needs, over real HTTP: card operations by decline reason, totalAmount in the
// operation lists' pagination, the webhook history by a window of time and in either order. A value a parameter can
// never take is 422 naming it, and changes nothing else.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call } from '../../support/http-call.js';
import { keyOf, startRealSandbox, tokenOf, type RealSandbox } from '../../support/real-sandbox.js';

type Json = Record<string, unknown>;
let sandbox: RealSandbox;
beforeAll(async () => {
  sandbox = await startRealSandbox();
});
afterAll(async () => {
  await sandbox.close();
});

const ops = (query: string) =>
  call(sandbox.base, 'GET', `/api/v2/organizations/${sandbox.one.orgId}/instruments/operations?${query}`, {
    headers: keyOf(sandbox.one),
  });
const history = (query: string) =>
  call(sandbox.base, 'GET', `/api/v2/webhooks/events?${query}`, { headers: tokenOf(sandbox.one) });
const detail = (json: Json | undefined) => (json?.detail ?? []) as Array<{ loc: unknown[]; type: string }>;
const pagination = (json: Json | undefined) => json?.pagination as Json;
const items = (json: Json | undefined) => (json?.items ?? json?.data ?? []) as Json[];

describe('declineReasons[] on card operations', () => {
  it('lists only operations declined for one of the reasons, repeated or once', async () => {
    const one = await ops('declineReasons[]=insufficient_balance&quantity=500');
    expect(one.status).toBe(200);
    expect(items(one.json).length).toBeGreaterThan(0);
    expect(new Set(items(one.json).map((o) => [o.status, o.declineReason].join(' ')))).toEqual(
      new Set(['declined insufficient_balance']),
    );
    const two = await ops('declineReasons[]=insufficient_balance&declineReasons[]=card_frozen&quantity=500');
    const reasons = new Set(items(two.json).map((o) => o.declineReason));
    expect(reasons).toEqual(new Set(['insufficient_balance', 'card_frozen']));
    expect(pagination(two.json).totalQuantity).toBeGreaterThan(pagination(one.json).totalQuantity as number);
  });

  it('refuses an unknown reason: 422 naming the parameter', async () => {
    const answer = await ops('declineReasons[]=insufficient_balance&declineReasons[]=too_expensive');
    expect(answer.status).toBe(422);
    // The second value is the unknown one.
    expect(detail(answer.json).map((d) => [d.loc, d.type])).toEqual([
      [['query', 'declineReasons[]', 1], 'type_error.enum'],
    ]);
  });
});

describe('totalAmount in the pagination of operation lists', () => {
  it('is the sum of every matching operation, on every page the same', async () => {
    const first = await ops('types[]=purchase&statuses[]=declined&quantity=2&page=1');
    const second = await ops('types[]=purchase&statuses[]=declined&quantity=2&page=2');
    expect(pagination(first.json).totalAmount).toMatch(/^\d+\.\d\d$/);
    expect(pagination(second.json).totalAmount).toBe(pagination(first.json).totalAmount);
    const wallet = await call(
      sandbox.base,
      'GET',
      `/api/v2/organizations/${sandbox.one.orgId}/wallets/operations?types[]=payin`,
      { headers: keyOf(sandbox.one) },
    );
    expect(pagination(wallet.json).totalAmount).toMatch(/^\d+\.\d\d$/);
  });
});

describe('the webhook history by window and order', () => {
  it('keeps the window inclusive at both ends, counts what matches and sorts either way', async () => {
    const all = await history('limit=1000');
    const times = items(all.json).map((d) => String(d.createdAt));
    expect(times.length).toBeGreaterThan(3);
    const sorted = [...times].sort();
    const from = sorted[1] ?? '';
    const to = sorted.at(-2) ?? '';
    const inside = sorted.filter((t) => t >= from && t <= to);
    const windowed = await history(`createdAtFrom=${from}&createdAtTo=${to}&limit=1000`);
    expect(windowed.json?.total).toBe(inside.length);
    expect(items(windowed.json).map((d) => d.createdAt)).toEqual([...inside].reverse());
    const asc = await history(`createdAtFrom=${from}&createdAtTo=${to}&sortType=asc&limit=2`);
    expect(items(asc.json).map((d) => d.createdAt)).toEqual(inside.slice(0, 2));
    expect(asc.json?.total).toBe(inside.length);
    // An offset written in another zone is the same instant.
    const zoned = await history(
      `createdAtFrom=${encodeURIComponent(from.replace('Z', '+00:00'))}&limit=1000`,
    );
    expect(zoned.json?.total).toBe(sorted.filter((t) => t >= from).length);
  });

  it('refuses a malformed time or order: 422 naming the parameter', async () => {
    for (const [query, name] of [
      ['createdAtFrom=yesterday', 'createdAtFrom'],
      ['createdAtTo=2026-13-01T00:00:00Z', 'createdAtTo'],
      ['sortType=newest', 'sortType'],
    ] as const) {
      const answer = await history(query);
      expect(answer.status, query).toBe(422);
      expect(detail(answer.json).map((d) => d.loc)).toEqual([['query', name]]);
    }
  });
});
