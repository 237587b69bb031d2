// Polling slows down while verified webhook events flow, and returns to normal when they stop.
import { describe, expect, it, vi } from 'vitest';
import { createAppStore, type AppStore } from '../../src/store/index.js';
import { createSync } from '../../src/sync/index.js';
import { FakeFetcher, fakeClockPerTest } from '../support/fake-fetcher.js';
import { orgData, orgHandlers } from '../support/org-data.js';

const controller = fakeClockPerTest();

function setup() {
  const fetcher = new FakeFetcher(orgHandlers(orgData(1, 2)));
  const store: AppStore = createAppStore({ focus: 'cards', visiblePanes: ['accounts', 'cards'] });
  const sync = createSync({
    fetcher,
    store,
    pollIntervalMs: 5_000,
    settleMs: 100,
    now: () => Date.now(),
    random: () => 0,
    eventSlowdown: { factor: 4, windowMs: 30_000 },
  });
  return { fetcher, store, sync };
}

const accepted = (store: AppStore) =>
  store
    .getState()
    .mutators.applyBatch({ at: 0, events: [{ at: Date.now(), verdict: 'accepted', type: 'card_state' }] });
const rejected = (store: AppStore) =>
  store.getState().mutators.applyBatch({
    at: 0,
    events: [{ at: Date.now(), verdict: 'rejected', reason: 'bad signature' }],
  });

describe('polling while events flow', () => {
  it('polls at the normal interval without events', async () => {
    const { fetcher, sync } = setup();
    sync.start(controller.signal);
    await vi.advanceTimersByTimeAsync(200);
    await vi.advanceTimersByTimeAsync(15_000);
    expect(fetcher.count('listCards')).toBe(4);
  });

  it('multiplies the interval while accepted events are recent, and returns to normal when they stop', async () => {
    const { fetcher, store, sync } = setup();
    sync.start(controller.signal);
    await vi.advanceTimersByTimeAsync(200);
    expect(fetcher.count('listCards')).toBe(1);
    accepted(store);
    // 15 s later: the normal interval would have polled three more times; the slowed one not yet.
    await vi.advanceTimersByTimeAsync(15_000);
    expect(fetcher.count('listCards')).toBe(1);
    // The slowed interval (20 s) has passed once.
    await vi.advanceTimersByTimeAsync(5_300);
    expect(fetcher.count('listCards')).toBe(2);
    // The window closes 30 s after the last event: the overdue poll runs then, not 20 s after the last one.
    await vi.advanceTimersByTimeAsync(10_000);
    expect(fetcher.count('listCards')).toBe(3);
    await vi.advanceTimersByTimeAsync(5_000);
    expect(fetcher.count('listCards')).toBe(4);
  });

  it('stays slow as long as events keep arriving', async () => {
    const { fetcher, store, sync } = setup();
    sync.start(controller.signal);
    await vi.advanceTimersByTimeAsync(200);
    for (let i = 0; i < 8; i += 1) {
      accepted(store);
      await vi.advanceTimersByTimeAsync(5_000);
    }
    // 40 s at a 20 s interval: two more polls, not eight.
    expect(fetcher.count('listCards')).toBe(3);
  });

  it('rejected events do not slow anything down', async () => {
    const { fetcher, store, sync } = setup();
    sync.start(controller.signal);
    await vi.advanceTimersByTimeAsync(200);
    rejected(store);
    await vi.advanceTimersByTimeAsync(15_000);
    expect(fetcher.count('listCards')).toBe(4);
  });
});
