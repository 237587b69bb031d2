import { describe, expect, it } from 'vitest';
import { createEventOrder, inOrderOfOccurrence, type ShownEvent } from '../../../src/api/receiver/order.js';
import type { ReceivedEvent } from '../../../src/api/receiver/types.js';

const T0 = Date.parse('2026-06-01T10:00:00.000Z');
const iso = (ms: number) => new Date(T0 + ms).toISOString();

/** An accepted event created at T0 + `created` ms that arrived at T0 + `arrived` ms. */
const accepted = (id: string, created: number, arrived: number): ReceivedEvent => ({
  at: new Date(T0 + arrived),
  status: 'accepted',
  id,
  type: 'account_topup',
  event: { id, type: 'account_topup', createdAt: iso(created), data: {} },
});
const other = (status: 'rejected' | 'duplicate', id: string, arrived: number): ReceivedEvent => ({
  at: new Date(T0 + arrived),
  status,
  id,
});

/** A clock and timers the test moves by hand. */
function harness(holdMs: number) {
  let now = T0;
  const pending: Array<{ at: number; fn: () => void }> = [];
  const shown: ShownEvent[] = [];
  const order = createEventOrder({
    holdMs,
    show: (e) => shown.push(e),
    now: () => now,
    timers: {
      setTimeout: (fn, ms) => {
        const t = { at: now + ms, fn };
        pending.push(t);
        return t;
      },
      clearTimeout: (t) => void pending.splice(pending.indexOf(t as (typeof pending)[number]), 1),
    },
  });
  const to = (ms: number): void => {
    now = T0 + ms;
    for (;;) {
      const due = pending.filter((t) => t.at <= now).sort((a, b) => a.at - b.at)[0];
      if (!due) return;
      pending.splice(pending.indexOf(due), 1);
      due.fn();
    }
  };
  return {
    order,
    shown,
    to,
    ids: () => shown.map((e) => `${e.status}:${e.id}${e.lateAfter ? ' late' : ''}`),
  };
}

describe('showing events in the order they happened', () => {
  it('puts events that arrive within the window in the order of their createdAt, others in their place', () => {
    expect(
      inOrderOfOccurrence([accepted('b', 20, 30), other('rejected', 'x', 31), accepted('a', 10, 32)]).map(
        (e) => e.id,
      ),
    ).toEqual(['a', 'x', 'b']);
  });

  it('holds each event for the window; one created earlier arriving within it is shown first, not late', () => {
    const h = harness(1_000);
    h.order.receive(accepted('second', 200, 500));
    h.to(900);
    h.order.receive(accepted('first', 100, 900));
    expect(h.shown).toEqual([]);
    // "second" is due at 1500; "first" (created before it) goes with it, ahead.
    h.to(1_500);
    expect(h.ids()).toEqual(['accepted:first', 'accepted:second']);
  });

  it('releases with a due event only those created before it, not the later ones held between', () => {
    const h = harness(2_000);
    h.order.receive(accepted('fifth', 548, 586));
    h.order.receive(accepted('sixth', 601, 678));
    h.order.receive(accepted('eighth', 722, 765));
    h.to(908);
    h.order.receive(accepted('fourth', 472, 908));
    h.to(1_427);
    h.order.receive(accepted('seventh', 676, 1_427));
    h.to(2_586);
    expect(h.ids()).toEqual(['accepted:fourth', 'accepted:fifth']);
    h.to(2_765);
    expect(h.ids().slice(2)).toEqual(['accepted:sixth', 'accepted:seventh', 'accepted:eighth']);
  });

  it('says late when an event arrives after a later one was shown, and shows a duplicate as a note', () => {
    const h = harness(1_000);
    h.order.receive(accepted('b', 200, 300));
    h.to(1_300);
    h.order.receive(other('duplicate', 'b', 1_300));
    h.order.receive(accepted('a', 100, 5_000));
    h.to(6_000);
    expect(h.ids()).toEqual(['accepted:b', 'duplicate:b', 'accepted:a late']);
    expect(h.shown[2]?.lateAfter).toBe(iso(200));
    // A later event is not late again because of the late one.
    h.order.receive(accepted('c', 300, 6_100));
    h.order.close();
    expect(h.ids().at(-1)).toBe('accepted:c');
  });

  it('shows each at once with no window, and everything held on close', () => {
    const now = harness(0);
    now.order.receive(accepted('a', 100, 0));
    expect(now.ids()).toEqual(['accepted:a']);
    const held = harness(60_000);
    held.order.receive(accepted('b', 200, 0));
    held.order.receive(accepted('a', 100, 10));
    held.order.close();
    expect(held.ids()).toEqual(['accepted:a', 'accepted:b']);
    held.order.receive(accepted('z', 300, 20));
    expect(held.ids()).toHaveLength(2);
  });
});
