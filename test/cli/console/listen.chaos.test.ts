// The console's live events against a real sandbox whose fault policy duplicates and reorders deliveries:
// through startLiveEvents and the store, the Events view has each event once, in the order the events
// happened, and each second delivery as a note that the id arrived twice. What the sandbox injected is read
// from its delivery history, so the test knows which events to expect. And what is held is shown on close.
import { request } from 'undici';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createClient, type ApiClient } from '../../../src/api/index.js';
import { startLiveEvents, type LiveEventsOptions } from '../../../src/cli/console/listen.js';
import { SECRET_ENV } from '../../../src/cli/listen/command.js';
import type { WebhookDelivery } from '../../../src/contract/index.js';
import { signBody } from '../../../src/sandbox/http/dispatcher.js';
import {
  createAppStore,
  eventCount,
  eventsWindow,
  type AppStore,
  type EventRecord,
} from '../../../src/store/index.js';
import { createSync } from '../../../src/sync/index.js';
import { call } from '../../support/http-call.js';
import { startRealSandbox, tokenOf, twoAccounts, type RealSandbox } from '../../support/real-sandbox.js';

let sandbox: RealSandbox;
let client: ApiClient;
beforeAll(async () => {
  sandbox = await startRealSandbox({ dispatcher: { pollIntervalMs: 50 } });
  client = createClient({
    baseUrl: sandbox.base,
    credentials: { orgId: sandbox.one.orgId, apiKey: sandbox.one.apiKey, apiToken: sandbox.one.apiToken },
  });
});
afterAll(async () => {
  await client?.close();
  await sandbox?.close();
});

const EVENTS = 12;

const api = (method: 'GET' | 'POST' | 'PUT', path: string, body?: unknown) =>
  call(sandbox.base, method, path, { headers: tokenOf(sandbox.one), body });

function options(store: AppStore, over: Partial<LiveEventsOptions> = {}): LiveEventsOptions {
  return {
    choice: { mode: 'default' },
    profile: 'local',
    sandbox: true,
    readOnly: false,
    client,
    baseUrl: sandbox.base,
    store,
    sync: createSync({ fetcher: client, store }),
    env: {},
    secrets: [],
    ...over,
  };
}

/** The Events view's records, oldest first. */
const records = (store: AppStore): EventRecord[] => {
  const events = store.getState().events;
  return eventsWindow(events, 0, eventCount(events)).reverse();
};

describe('console live events under webhook chaos', { timeout: 60_000 }, () => {
  it('the store has each event once, in order of occurrence, and each second delivery as arrived twice', async () => {
    const store = createAppStore();
    const live = await startLiveEvents(options(store));
    expect(live.url).toBeDefined();
    const policy = await api('PUT', '/api/v2/sandbox/webhooks/faults', {
      seed: 11,
      duplicate: { rate: 0.4 },
      reorder: { rate: 0.5, window: 'PT1S' },
    });
    expect(policy.status, policy.text).toBe(200);
    const since = new Date(Date.now() - 1_000).toISOString();
    const [wallet] = await twoAccounts(sandbox.base, sandbox.one);
    for (let i = 1; i <= EVENTS; i++) {
      const payin = await api('POST', `/api/v2/sandbox/accounts/${wallet}/payin`, { amount: `${i}.00` });
      expect(payin.status, payin.text).toBe(200);
    }
    const history = (
      await api('GET', `/api/v2/webhooks/events?eventType=account_topup&sortType=asc&createdAtFrom=${since}`)
    ).json?.items as WebhookDelivery[];
    const kinds = (d: WebhookDelivery) => (d.notes ?? []).map((n) => n.kind);
    const events = [...new Set(history.map((d) => d.eventId))];
    expect(events).toHaveLength(EVENTS);
    const duplicated = new Set(history.filter((d) => kinds(d).includes('duplicate')).map((d) => d.eventId));
    const reordered = history.filter((d) => kinds(d).includes('reorder')).map((d) => d.eventId);
    // The seed gives both faults to some events and leaves others alone.
    expect(duplicated.size).toBeGreaterThan(0);
    expect(duplicated.size).toBeLessThan(EVENTS);
    expect(reordered.length).toBeGreaterThan(0);

    const topups = () => records(store).filter((r) => r.type === 'account_topup');
    const of = (verdict: EventRecord['verdict']) => topups().filter((r) => r.verdict === verdict);
    await vi.waitFor(
      () => {
        expect(of('accepted').length).toBeGreaterThanOrEqual(EVENTS);
        expect(of('duplicate').length).toBeGreaterThanOrEqual(duplicated.size);
      },
      { timeout: 30_000, interval: 50 },
    );
    await live.close();

    const dump = JSON.stringify({ records: topups(), reordered, events }, null, 1);
    const accepted = of('accepted');
    // Each event once, in the order the events happened (the reordered ones put back in place), none late.
    expect(
      accepted.map((r) => r.eventId),
      dump,
    ).toEqual(events);
    expect(accepted.filter((r) => r.lateAfter !== undefined)).toEqual([]);
    // Each second delivery is a note that the id came twice, never the event again.
    expect(
      of('duplicate')
        .map((r) => r.eventId)
        .sort(),
      dump,
    ).toEqual([...duplicated].sort());
    const counts = store.getState().events.counts;
    expect(counts.duplicate).toBe(duplicated.size);
    expect(store.getState().events.status).toBe('off');
  });

  it('an event still held when the console stops is shown, not lost', async () => {
    const store = createAppStore();
    const secret = 'console-events-chaos-secret';
    const live = await startLiveEvents(
      options(store, {
        choice: { mode: 'on', port: 0 },
        sandbox: false,
        baseUrl: 'https://issuing.example.test',
        env: { [SECRET_ENV]: secret },
      }),
    );
    const body = JSON.stringify({
      id: 'evt-held',
      type: 'card_state',
      createdAt: new Date().toISOString(),
      data: { id: 'card-held', status: 'frozen' },
    });
    const response = await request(live.url ?? '', {
      method: 'POST',
      body,
      headers: { 'content-type': 'application/json', 'x-webhook-signature': signBody(body, secret) },
    });
    await response.body.text();
    expect(response.statusCode).toBe(200);
    // Within the hold: not shown yet.
    expect(records(store)).toEqual([]);
    await live.close();
    expect(records(store).map((r) => [r.eventId, r.verdict])).toEqual([['evt-held', 'accepted']]);
  });
});
