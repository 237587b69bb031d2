// The command log's ring: keeps the last N entries, newest first, numbers every entry of the session,
// and its memory stays bounded however many requests go through it.
import { describe, expect, it } from 'vitest';
import { createSentLog } from '../../src/api/index.js';
import { type RequestLog } from '../../src/api/types.js';

const attempt = (i: number): RequestLog => ({
  routeId: 'getAccount',
  method: 'GET',
  path: '/api/v2/accounts/{account_uuid}',
  url: `/api/v2/accounts/${i}`,
  params: { account_uuid: String(i) },
  attempt: 1,
  startedAt: 1_700_000_000_000 + i,
  headers: {},
  durationMs: 1,
  change: false,
});

describe('the command log ring', () => {
  it('keeps the last N, newest first, each numbered in the session', () => {
    const log = createSentLog('prod', 3);
    for (let i = 1; i <= 5; i++) log.record(attempt(i));
    expect(log.size).toBe(3);
    expect(log.total).toBe(5);
    expect([0, 1, 2].map((i) => log.newest(i)?.url)).toEqual([
      '/api/v2/accounts/5',
      '/api/v2/accounts/4',
      '/api/v2/accounts/3',
    ]);
    expect(log.newest(0)).toMatchObject({ seq: 5, profile: 'prod' });
    expect(log.newest(3)).toBeUndefined();
    expect(log.newest(-1)).toBeUndefined();
  });

  it("is one ring for the console: each profile's handle names its entries and reads them all", () => {
    const log = createSentLog('alpha', 3);
    const beta = log.forProfile('beta');
    const heard: string[] = [];
    log.subscribe((entry) => heard.push(`${entry.seq} ${entry.profile}`));
    log.record(attempt(1));
    beta.record(attempt(2));
    log.forProfile('alpha').record(attempt(3));
    beta.record(attempt(4));
    expect(heard).toEqual(['1 alpha', '2 beta', '3 alpha', '4 beta']);
    for (const reader of [log, beta]) {
      expect([reader.size, reader.total, reader.capacity]).toEqual([3, 4, 3]);
      expect([0, 1, 2].map((i) => reader.newest(i)?.profile)).toEqual(['beta', 'alpha', 'beta']);
    }
    expect(log.forProfile('beta')).toBe(beta);
  });

  it('holds fewer than N while fewer were sent', () => {
    const log = createSentLog('p', 10);
    expect(log.newest(0)).toBeUndefined();
    log.record(attempt(1));
    expect(log.size).toBe(1);
    expect(log.newest(0)?.seq).toBe(1);
  });

  it('tells listeners of each entry; a throwing listener does not stop the others', () => {
    const log = createSentLog('p', 2);
    const seen: number[] = [];
    log.subscribe(() => {
      throw new Error('broken');
    });
    const stop = log.subscribe((e) => seen.push(e.seq));
    log.record(attempt(1));
    stop();
    log.record(attempt(2));
    expect(seen).toEqual([1]);
  });

  it('refuses a capacity that is not a whole number of at least 1', () => {
    expect(() => createSentLog('p', 0)).toThrow(/at least 1/);
    expect(() => createSentLog('p', 1.5)).toThrow(/whole number/);
  });

  it('memory stays bounded: 200,000 requests through a ring of 1,000 keep 1,000', () => {
    const log = createSentLog('p', 1_000);
    for (let i = 1; i <= 200_000; i++) log.record(attempt(i));
    expect(log.size).toBe(1_000);
    expect(log.newest(999)?.seq).toBe(199_001);
    expect(log.newest(1_000)).toBeUndefined();
  });
});
