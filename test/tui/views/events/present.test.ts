// The Events view's rows, built without Ink: deliveries go through the listener's ordering and the event
// intake's conversion into the store's log, and each row says when its event arrived late or twice.
import { describe, expect, it } from 'vitest';
import { createEventOrder, type ShownEvent } from '../../../../src/api/receiver/index.js';
import { utcZone } from '../../../../src/domain/index.js';
import { appendEvents, eventsWindow, initialEvents, type EventsState } from '../../../../src/store/index.js';
import { toEventInput } from '../../../../src/sync/events.js';
import { countsText, eventCells, payloadLines } from '../../../../src/tui/views/events/present.js';

const ARRIVED = Date.parse('2026-11-28T10:00:30Z');

function accepted(id: string, createdAt: string, seconds: number): ShownEvent {
  return {
    at: new Date(ARRIVED + seconds * 1000),
    status: 'accepted',
    id,
    type: 'account_topup',
    event: { id, type: 'account_topup', createdAt, data: { id: `op-${id}` } },
  } as ShownEvent;
}

const duplicate = (id: string, seconds: number): ShownEvent =>
  ({
    at: new Date(ARRIVED + seconds * 1000),
    status: 'duplicate',
    id,
    type: 'account_topup',
  }) as ShownEvent;

/** The rows, oldest first, as the view's cells join them. */
function rows(received: readonly ShownEvent[]): { state: EventsState; lines: string[] } {
  let state = initialEvents();
  const order = createEventOrder({
    holdMs: 0,
    show: (e) => {
      state = appendEvents(state, [toEventInput(e)]);
    },
  });
  for (const e of received) order.receive(e);
  order.close();
  const records = eventsWindow(state, 0, 10).reverse();
  const lines = records.map((r) => {
    const c = eventCells(r, utcZone(), (id) => id);
    return `${c.lead}${c.verdict}${c.subject}`;
  });
  return { state, lines };
}

describe('Events view rows', () => {
  it('says that an event arrived late, after which, and that a second delivery of an id arrived twice', () => {
    const { state, lines } = rows([
      accepted('evt-2', '2026-11-28T10:00:02Z', 0),
      accepted('evt-1', '2026-11-28T10:00:01Z', 1),
      duplicate('evt-2', 2),
    ]);
    expect(lines).toHaveLength(3);
    expect(lines[0]).toMatch(/accepted +op-evt-2$/);
    expect(lines[1]).toMatch(/accepted +op-evt-1 — late: arrived after an event of 10:00:02$/);
    expect(lines[2]).toMatch(/twice +arrived twice: shown once \(evt-2\)$/);
    expect(lines.join('\n')).not.toContain('replayed');
    expect(countsText(state)).toBe('3 received: 2 accepted, 0 rejected, 1 twice, 0 filtered');
    const opened = eventsWindow(state, 1, 1)[0];
    if (!opened) throw new Error('no late record');
    expect(payloadLines(opened, utcZone(), (id) => id).join('\n')).toContain(
      'late: arrived after an event of 10:00:02',
    );
  });

  it('an event in order and its only delivery carry no note', () => {
    const { lines } = rows([
      accepted('evt-1', '2026-11-28T10:00:01Z', 0),
      accepted('evt-2', '2026-11-28T10:00:02Z', 1),
    ]);
    expect(lines[0]).toMatch(/accepted +op-evt-1$/);
    expect(lines[1]).toMatch(/accepted +op-evt-2$/);
    expect(lines.join('\n')).not.toMatch(/late|twice/);
  });
});
