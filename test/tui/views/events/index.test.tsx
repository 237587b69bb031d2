// The Events view over a real receiver: signed deliveries over HTTP go through the console's event
// intake into the store; tampered, wrongly signed, replayed and stale ones are rejected and shown as
// such; a flood of 1,000 loses none (count in = count shown).
import { request } from 'undici';
import { afterEach, describe, expect, it } from 'vitest';
import { createReceiver, type Receiver } from '../../../../src/api/receiver/index.js';
import { createAppStore, type AppStore, eventsWindow, eventCount } from '../../../../src/store/index.js';
import { createEventIntake } from '../../../../src/sync/index.js';
import { KEYS } from '../../../support/harness.js';
import { mountApp, type Mounted } from '../../../support/mount-app.js';
import { signBody } from '../../../../src/sandbox/http/dispatcher.js';

const SECRET = 'console-events-test-secret';
let receiver: Receiver | undefined;
let mounted: Mounted | undefined;

afterEach(async () => {
  mounted?.unmount();
  mounted = undefined;
  await receiver?.close();
  receiver = undefined;
});

async function listen(store: AppStore): Promise<Receiver> {
  const intake = createEventIntake({ store, refresh: () => Promise.resolve() });
  receiver = await createReceiver({ secret: SECRET, onEvent: (e) => intake.receive(e) });
  store.getState().mutators.setEvents({ status: 'quiet', url: receiver.url });
  return receiver;
}

let n = 0;
function body(over: Record<string, unknown> = {}): string {
  n += 1;
  return JSON.stringify({
    id: `evt-${n}`,
    type: 'card_state',
    createdAt: new Date().toISOString(),
    data: { id: `card-${n}`, status: 'frozen' },
    ...over,
  });
}

async function deliver(url: string, raw: string, secret = SECRET, signed = raw): Promise<number> {
  const response = await request(url, {
    method: 'POST',
    body: raw,
    headers: { 'content-type': 'application/json', 'x-webhook-signature': signBody(signed, secret) },
  });
  await response.body.text();
  return response.statusCode;
}

describe('the Events view', () => {
  it('shows accepted events and each kind of rejection, and opens a payload', async () => {
    const store = createAppStore();
    const { url } = await listen(store);
    const good = body();
    expect(await deliver(url, good)).toBe(200);
    // The same bytes, one character changed after signing.
    expect(await deliver(url, good.replace('frozen', 'active'), SECRET, good)).toBe(401);
    expect(await deliver(url, body(), 'not-the-secret-at-all')).toBe(401);
    expect(await deliver(url, good)).toBe(200);
    const stale = body({ createdAt: new Date(Date.now() - 3_600_000).toISOString() });
    expect(await deliver(url, stale)).toBe(400);

    const verdicts = eventsWindow(store.getState().events, 0, eventCount(store.getState().events))
      .reverse()
      .map((e) => [e.verdict, e.reason]);
    expect(verdicts).toEqual([
      ['accepted', undefined],
      ['rejected', 'bad signature'],
      ['rejected', 'bad signature'],
      ['duplicate', undefined],
      ['rejected', 'stale'],
    ]);

    mounted = await mountApp(store);
    await mounted.press('E');
    const frame = mounted.frame();
    expect(frame).toContain('events: live');
    expect(frame).toContain('5 received: 1 accepted, 3 rejected, 1 twice');
    expect(frame.match(/rejected +bad signature/g)).toHaveLength(2);
    expect(frame).toMatch(/twice +arrived twice: shown once \(evt-/);
    expect(frame).toMatch(/rejected +stale: createdAt is 60 min old/);
    // A card neither on screen nor in a card index: its id, and why it has no name.
    expect(frame).toMatch(/card_state +accepted +card card-\d+ \(not on screen; no card index\)/);

    // Newest first: the accepted one is the last row; open it.
    await mounted.press('G', KEYS.enter);
    expect(mounted.frame()).toContain('event payload (sanitised)');
    expect(mounted.frame()).toContain('"status": "frozen"');
    await mounted.press(KEYS.esc);
    expect(mounted.frame()).toContain('OBJECT / REASON');
    await mounted.press('q');
    expect(mounted.frame()).not.toContain('OBJECT / REASON');
  });

  it('escapes hostile text in a payload', async () => {
    const store = createAppStore();
    const { url } = await listen(store);
    await deliver(url, body({ data: { id: 'card-x', name: 'evil\u001b[2Jname' } }));
    mounted = await mountApp(store);
    await mounted.press('E', KEYS.enter);
    expect(mounted.frame()).not.toContain('\u001b[2J');
    expect(mounted.frame()).toContain('evil');
  });

  it('loses none of a flood of 1,000 events: count in = count shown', async () => {
    const store = createAppStore();
    const { url } = await listen(store);
    const bodies = Array.from({ length: 1_000 }, () =>
      body({ type: 'card_transaction', data: { id: `op-${n}` } }),
    );
    for (let i = 0; i < bodies.length; i += 50) {
      const statuses = await Promise.all(bodies.slice(i, i + 50).map((b) => deliver(url, b)));
      expect(statuses.every((s) => s === 200)).toBe(true);
    }
    const stats = receiver!.stats();
    const events = store.getState().events;
    expect(stats.received).toBe(1_000);
    expect(events.counts).toEqual({
      received: 1_000,
      accepted: 1_000,
      rejected: 0,
      duplicate: 0,
      filtered: 0,
    });
    expect(
      new Set(
        eventsWindow(events, 0, eventCount(events))
          .reverse()
          .map((e) => e.eventId),
      ).size,
    ).toBe(1_000);
    mounted = await mountApp(store);
    await mounted.press('E');
    expect(mounted.frame()).toContain('1000 received: 1000 accepted, 0 rejected');
  });
});
