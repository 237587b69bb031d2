// The live events slice: the last EVENTS_CAPACITY outcomes, read one screen at a time, found by
// their arrival number, counted since start.
import { describe, expect, it } from 'vitest';
import {
  appendEvents,
  eventBySeq,
  eventCount,
  eventFromNewest,
  eventsWindow,
  EVENTS_CAPACITY,
  initialEvents,
  type EventInput,
  type EventsState,
} from '../../src/store/index.js';

const input = (n: number): EventInput => ({ at: n, verdict: 'accepted', eventId: `evt-${n}` });
const inputs = (from: number, count: number): EventInput[] =>
  Array.from({ length: count }, (_, i) => input(from + i));

function received(total: number, burst = 10): EventsState {
  let state = initialEvents();
  for (let n = 1; n <= total; n += burst)
    state = appendEvents(state, inputs(n, Math.min(burst, total - n + 1)));
  return state;
}

describe('the live events slice', () => {
  it('keeps the last EVENTS_CAPACITY outcomes and counts every one since start', () => {
    const state = received(2_500);
    expect(eventCount(state)).toBe(EVENTS_CAPACITY);
    expect(state.counts).toMatchObject({ received: 2_500, accepted: 2_500 });
    expect(
      eventsWindow(state, 0, eventCount(state))
        .reverse()
        .map((e) => e.seq),
    ).toEqual(Array.from({ length: EVENTS_CAPACITY }, (_, i) => 2_500 - EVENTS_CAPACITY + 1 + i));
    expect(state.lastEventAt).toBe(2_500);
  });

  it('reads one screen from the newest, and finds an outcome by its arrival number while it is kept', () => {
    const state = received(1_200);
    expect(eventsWindow(state, 0, 3).map((e) => e.seq)).toEqual([1_200, 1_199, 1_198]);
    expect(eventsWindow(state, 998, 5).map((e) => e.seq)).toEqual([202, 201]);
    expect(eventFromNewest(state, 0)?.eventId).toBe('evt-1200');
    expect(eventBySeq(state, 700)?.eventId).toBe('evt-700');
    expect(eventBySeq(state, 201)?.seq).toBe(201);
    expect(eventBySeq(state, 200)).toBeUndefined();
    expect(eventBySeq(state, 1_201)).toBeUndefined();
    expect(eventBySeq(initialEvents(), 1)).toBeUndefined();
  });

  it('keeps the cursor on the same outcome while newer ones arrive above it, and at the top when it is there', () => {
    let state = received(20);
    state = { ...state, cursor: 5 };
    const before = eventFromNewest(state, state.cursor);
    state = appendEvents(state, inputs(21, 3));
    expect(eventFromNewest(state, state.cursor)).toBe(before);
    expect(state.cursor).toBe(8);
    const top = appendEvents({ ...state, cursor: 0 }, inputs(24, 2));
    expect(eventFromNewest(top, top.cursor)?.seq).toBe(25);
  });
});
