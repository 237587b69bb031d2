// The edit tracker backs off after failed reads by the api layer's background rule (1 s doubling,
// at most 10 s, Retry-After as a floor) instead of hammering a server that is down at its interval.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { type ActionContext } from '../../src/actions/index.js';
import { followCard } from '../../src/actions/track.js';
import { RateLimitedError, ServerError, type ApiClient } from '../../src/api/index.js';

beforeEach(() => void vi.useFakeTimers({ now: 1_000_000 }));
afterEach(() => void vi.useRealTimers());

/** A client whose every card read fails with `error()`, recording when it was asked. */
function failingContext(error: () => Error): { ctx: ActionContext; times: number[] } {
  const times: number[] = [];
  const client = {
    can: () => ({ ok: true }),
    call: () => {
      times.push(Date.now());
      return Promise.reject(error());
    },
  } as unknown as ApiClient;
  return { ctx: { client, now: () => Date.now() } as unknown as ActionContext, times };
}

const gaps = (times: number[]): number[] => times.slice(1).map((t, i) => t - (times[i] as number));
const site = {
  method: 'GET',
  path: '/api/v2/organizations/{org_id}/wallets/{wallet_id}/instruments/{instrument_id}',
  status: 503,
};

describe('the edit tracker after failed reads', () => {
  it('waits by the background back-off, growing to at most 10 s', async () => {
    const { ctx, times } = failingContext(() => new ServerError(site, 'service_unavailable', 'down'));
    const done = followCard(
      ctx,
      { id: 'c1', accountId: 'w1' },
      () => true,
      () => ({ level: 'info', text: 'ok' }),
      {
        family: 'org',
        intervalMs: 100,
        timeoutMs: 60_000,
        random: () => 0.999_999,
      },
    );
    await vi.advanceTimersByTimeAsync(75_000);
    await expect(done).resolves.toBeUndefined();
    const waits = gaps(times);
    expect(waits.slice(0, 4)).toEqual([999, 1_999, 3_999, 7_999]);
    expect(Math.max(...waits)).toBeLessThan(10_000);
  });

  it('waits out a Retry-After', async () => {
    const { ctx, times } = failingContext(() => new RateLimitedError({ ...site, status: 429 }, 3_000));
    const done = followCard(
      ctx,
      { id: 'c1', accountId: 'w1' },
      () => true,
      () => ({ level: 'info', text: 'ok' }),
      {
        family: 'org',
        intervalMs: 100,
        timeoutMs: 5_000,
        random: () => 0,
      },
    );
    await vi.advanceTimersByTimeAsync(10_000);
    await done;
    expect(gaps(times)[0]).toBe(3_000);
  });
});
