// offline, degraded and stale are three troubles, not one: a single server error must not say the
// link is down, and data that stopped coming in must say so even when nothing failed.
import { describe, expect, it, vi } from 'vitest';
import type { ErrorKind } from '../../src/api/index.js';
import { createAppStore, type ConnectionState, type SyncError } from '../../src/store/index.js';
import { createSync } from '../../src/sync/index.js';
import {
  connectionPatch,
  failureStatus,
  STALE_AFTER_POLLS,
  STALL_AFTER_MS,
} from '../../src/sync/connection.js';
import { apiError, FakeFetcher, fakeClockPerTest } from '../support/fake-fetcher.js';
import { orgData, orgHandlers } from '../support/org-data.js';

const failure = (kind: ErrorKind, at = 1_000): SyncError => ({
  kind,
  message: `${kind} failure`,
  resource: 'accounts',
  at,
});
const LIVE: ConnectionState = { status: 'live', lastSyncAt: 1_000 };
const facts = { now: 2_000, staleAfterMs: 15_000 };

describe('the connection state from what the poller saw (pure)', () => {
  it('tells no connection from server trouble from a refusal', () => {
    expect(failureStatus(['network'])).toBe('offline');
    expect(failureStatus(['timeout'])).toBe('offline');
    expect(failureStatus(['server'])).toBe('degraded');
    expect(failureStatus(['rate_limited'])).toBe('degraded');
    // A page that contradicts itself: the service answers, wrongly.
    expect(failureStatus(['inconsistent_page'])).toBe('degraded');
    expect(failureStatus(['auth'])).toBe('stale');
    // The worst trouble wins: a lost link explains the server errors too.
    expect(failureStatus(['server', 'network', 'auth'])).toBe('offline');
    expect(failureStatus(['auth', 'server'])).toBe('degraded');
  });

  it('a single 500 makes it degraded, with the retry and the data age kept', () => {
    expect(connectionPatch(LIVE, { ...facts, errors: [failure('server')], retryAt: 2_500 })).toEqual({
      status: 'degraded',
      staleSince: 1_000,
      retryAt: 2_500,
      lastError: failure('server'),
    });
    expect(connectionPatch(LIVE, { ...facts, errors: [failure('network')], retryAt: 2_500 })?.status).toBe(
      'offline',
    );
    expect(connectionPatch(LIVE, { ...facts, errors: [failure('auth')], retryAt: 2_500 })).toMatchObject({
      status: 'stale',
      retryAt: undefined,
    });
  });

  it('is stale once the last good read is older than the limit, live again after a fresh one', () => {
    expect(connectionPatch(LIVE, { errors: [], now: 1_000 + 14_999, staleAfterMs: 15_000 })).toBeUndefined();
    const stale = connectionPatch(LIVE, { errors: [], now: 1_000 + 15_000, staleAfterMs: 15_000 });
    expect(stale).toEqual({ status: 'stale', staleSince: 1_000, retryAt: undefined, lastError: undefined });
    const now: ConnectionState = { status: 'stale', staleSince: 1_000, lastSyncAt: 1_000 };
    expect(connectionPatch(now, { errors: [], now: 20_000, staleAfterMs: 15_000 })).toBeUndefined();
    expect(
      connectionPatch({ ...now, lastSyncAt: 19_000 }, { errors: [], now: 20_000, staleAfterMs: 15_000 }),
    ).toEqual({ status: 'live', staleSince: undefined, retryAt: undefined });
  });
});

describe('a read left without an answer (pure)', () => {
  it('is stalled: stale with the time it was sent, offline once it timed out, over once anything answers', () => {
    expect(connectionPatch(LIVE, { ...facts, errors: [], stalledSince: 1_500 })).toEqual({
      status: 'stale',
      staleSince: 1_000,
      retryAt: undefined,
      lastError: undefined,
      stalledSince: 1_500,
    });
    expect(
      connectionPatch(LIVE, { ...facts, errors: [failure('timeout')], retryAt: 1_900, stalledSince: 500 }),
    ).toMatchObject({ status: 'offline', stalledSince: 500, lastError: { kind: 'timeout' } });
    const stalled: ConnectionState = {
      status: 'stale',
      staleSince: 1_000,
      lastSyncAt: 1_000,
      stalledSince: 1_500,
    };
    expect(connectionPatch(stalled, { ...facts, errors: [], stalledSince: 1_500 })).toBeUndefined();
    expect(connectionPatch(stalled, { ...facts, errors: [] })).toMatchObject({
      status: 'live',
      stalledSince: undefined,
    });
  });
});

describe('the poller records the three states', () => {
  const controller = fakeClockPerTest();

  function start(fetcher: FakeFetcher) {
    const store = createAppStore({ visiblePanes: ['accounts', 'cards'], focus: 'accounts' });
    const sync = createSync({
      fetcher,
      store,
      pollIntervalMs: 5_000,
      settleMs: 100,
      now: () => Date.now(),
      random: () => 0,
    });
    sync.start(controller.signal);
    return { store, sync };
  }

  it('one injected 500 is degraded, not offline, and the next good read is live', async () => {
    const handlers = orgHandlers(orgData());
    let fail = 0;
    const fetcher = new FakeFetcher({
      ...handlers,
      listWallets: (input, signal) => {
        if (fail > 0) {
          fail -= 1;
          throw apiError('server', 'internal error (500)');
        }
        return handlers.listWallets!(input, signal);
      },
    });
    const { store } = start(fetcher);
    await vi.advanceTimersByTimeAsync(200);
    expect(store.getState().connection.status).toBe('live');
    fail = 1;
    await vi.advanceTimersByTimeAsync(5_000);
    expect(store.getState().connection).toMatchObject({ status: 'degraded', lastError: { kind: 'server' } });
    expect(store.getState().connection.retryAt).toBeDefined();
    await vi.advanceTimersByTimeAsync(1_000);
    expect(store.getState().connection.status).toBe('live');
  });

  it(`is stale when no read has succeeded for ${STALE_AFTER_POLLS} polls although nothing failed`, async () => {
    const fetcher = new FakeFetcher(orgHandlers(orgData()));
    const { store, sync } = start(fetcher);
    await vi.advanceTimersByTimeAsync(200);
    const lastSyncAt = store.getState().connection.lastSyncAt!;
    // Paused: nothing is asked, so nothing fails, and nothing hangs either.
    sync.pause();
    await vi.advanceTimersByTimeAsync(lastSyncAt + STALE_AFTER_POLLS * 5_000 - Date.now() - 1);
    expect(store.getState().connection.status).toBe('live');
    await vi.advanceTimersByTimeAsync(1);
    expect(store.getState().connection).toMatchObject({ status: 'stale', staleSince: lastSyncAt });
    expect(store.getState().connection.lastError).toBeUndefined();
    expect(store.getState().connection.stalledSince).toBeUndefined();
  });

  it('reads that hang are stalled from the first request left unanswered, through timeouts and retries, never a countdown sitting at 0 s', async () => {
    const handlers = orgHandlers(orgData());
    let hang = false;
    const sentAt: number[] = [];
    // What the client does against a server that accepts the connection and never answers.
    const unanswered = (): Promise<never> => {
      sentAt.push(Date.now());
      return new Promise((_, reject) =>
        setTimeout(() => reject(apiError('timeout', 'timed out (total)')), 30_000),
      );
    };
    const fetcher = new FakeFetcher({
      ...handlers,
      listWallets: (input, signal) => (hang ? unanswered() : handlers.listWallets!(input, signal)),
      listCards: (input, signal) => (hang ? unanswered() : handlers.listCards!(input, signal)),
      getWallet: (input, signal) => (hang ? unanswered() : handlers.getWallet!(input, signal)),
    });
    const { store } = start(fetcher);
    await vi.advanceTimersByTimeAsync(200);
    hang = true;
    await vi.advanceTimersByTimeAsync(5_000);
    const first = sentAt[0]!;
    expect(first).toBeDefined();
    await vi.advanceTimersByTimeAsync(first + STALL_AFTER_MS - Date.now() - 1);
    expect(store.getState().connection.stalledSince).toBeUndefined();
    await vi.advanceTimersByTimeAsync(1);
    expect(store.getState().connection).toMatchObject({ status: 'stale', stalledSince: first });
    // Two minutes of every read hanging: each second, the header either counts down to a retry still
    // ahead or says stalled since the first unanswered request; never a retry that is due and waiting.
    for (let second = 0; second < 120; second += 1) {
      await vi.advanceTimersByTimeAsync(1_000);
      const c = store.getState().connection;
      if (c.stalledSince === undefined) expect(c.retryAt).toBeGreaterThan(Date.now());
      else expect(c.stalledSince).toBe(first);
    }
    expect(store.getState().connection).toMatchObject({
      status: 'offline',
      stalledSince: first,
      lastError: { kind: 'timeout' },
    });
    hang = false;
    await vi.advanceTimersByTimeAsync(40_000);
    expect(store.getState().connection.status).toBe('live');
    expect(store.getState().connection.stalledSince).toBeUndefined();
  });
});
