// An open pulse is read again on a live event, on a poll once its figures are old enough, and on `r`; one read
// at a time (what asks meanwhile gets one more read after it); nothing once the pulse is closed.
import { describe, expect, it } from 'vitest';
import { createAppStore } from '../../../../src/store/index.js';
import type { CommandContext } from '../../../../src/tui/view/types.js';
import { followPulse, PULSE_EVERY_MS, refreshPulse } from '../../../../src/tui/views/pulse/follow.js';

function opened() {
  const store = createAppStore();
  let now = 1_000_000;
  const ctx = { store, now: () => now } as unknown as CommandContext;
  const reads: Array<() => void> = [];
  const read = () => new Promise<void>((resolve) => reads.push(resolve));
  store.getState().actions.setOverlay({ kind: 'pulse', cursor: 0 });
  const settle = async (): Promise<void> => {
    reads.shift()?.();
    await new Promise((r) => setImmediate(r));
  };
  const event = () =>
    store
      .getState()
      .actions.applyBatch({ events: [{ at: now, verdict: 'accepted', type: 'card_state' }], at: now });
  const poll = () => store.getState().actions.applyBatch({ syncedAt: now, at: now });
  return {
    store,
    ctx,
    read,
    reads,
    settle,
    event,
    poll,
    later: (ms: number) => {
      now += ms;
    },
  };
}

describe('following the pulse', () => {
  it('reads at once, again on a live event, and once more for what asked during a read', async () => {
    const o = opened();
    followPulse(o.ctx, o.read);
    expect(o.reads).toHaveLength(1);
    o.event();
    o.event();
    // Still the first read: the events wait for it, and ask for one more read between them.
    expect(o.reads).toHaveLength(1);
    await o.settle();
    expect(o.reads).toHaveLength(1);
    await o.settle();
    expect(o.reads).toHaveLength(0);
  });

  it('reads again on a poll only once the figures are older than the interval', async () => {
    const o = opened();
    followPulse(o.ctx, o.read);
    await o.settle();
    o.later(1_000);
    o.poll();
    expect(o.reads).toHaveLength(0);
    o.later(PULSE_EVERY_MS);
    o.poll();
    expect(o.reads).toHaveLength(1);
  });

  it('reads on r, and not at all once closed', async () => {
    const o = opened();
    followPulse(o.ctx, o.read);
    await o.settle();
    refreshPulse(o.ctx, o.read);
    expect(o.reads).toHaveLength(1);
    await o.settle();
    o.store.getState().actions.setOverlay(null);
    o.event();
    o.later(PULSE_EVERY_MS * 2);
    o.poll();
    expect(o.reads).toHaveLength(0);
  });

  it('keeps following under a view opened from it (the Webhooks history), which shows it again on close', async () => {
    const o = opened();
    followPulse(o.ctx, o.read);
    await o.settle();
    const pulse = o.store.getState().view.overlay!;
    o.store.getState().actions.setOverlay({ kind: 'webhooks', returnTo: pulse });
    o.event();
    expect(o.reads).toHaveLength(1);
  });
});
