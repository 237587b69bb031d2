// Live events in the console against a real sandbox on port 0: the console's receiver is registered
// as the webhook endpoint, a card state change reaches the store through a verified event, and the
// previous configuration is back after close. Ceilings are generous: nothing here is a timing test.
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createClient, type ApiClient } from '../../../src/api/index.js';
import { readWebhookConfig } from '../../../src/api/receiver/index.js';
import { startLiveEvents, type LiveEventsOptions } from '../../../src/cli/console/listen.js';
import { startSandbox, type RunningSandbox } from '../../../src/sandbox/index.js';
import { createAppStore, type AppStore, eventsWindow, eventCount } from '../../../src/store/index.js';
import { createSync } from '../../../src/sync/index.js';

let sandbox: RunningSandbox;
let client: ApiClient;

beforeAll(async () => {
  sandbox = await startSandbox({ port: 0, db: ':memory:', seed: 'demo', provisioningDelayMs: 0 });
  const merchant = sandbox.merchants[0];
  if (!merchant) throw new Error('the demo seed has no merchant');
  client = createClient({
    baseUrl: sandbox.baseUrl,
    credentials: { orgId: merchant.orgId, apiKey: merchant.apiKey, apiToken: merchant.apiToken },
  });
});

afterAll(async () => {
  await client?.close();
  await sandbox?.close();
});

function options(store: AppStore, over: Partial<LiveEventsOptions> = {}): LiveEventsOptions {
  return {
    choice: { mode: 'default' },
    profile: 'local',
    sandbox: true,
    readOnly: false,
    client,
    baseUrl: sandbox.baseUrl,
    store,
    sync: createSync({ fetcher: client, store }),
    env: {},
    secrets: [],
    ...over,
  };
}

async function anActiveCard(): Promise<{ id: string; walletId: string }> {
  const wallets = (await client.call('listWallets', {})).data;
  for (const wallet of wallets) {
    const cards = (await client.call('listCards', { params: { wallet_id: wallet.id } })).data;
    const card = cards.find((c) => c.cardStatus === 'active');
    if (card) return { id: card.cardId, walletId: wallet.id };
  }
  throw new Error('the demo seed has no active card');
}

describe('live events with the embedded sandbox', { timeout: 60_000 }, () => {
  it('a card state change in the sandbox reaches the store as a verified event, and the configuration is put back', async () => {
    await client.call('deleteWebhookConfig', {}).catch(() => undefined);
    const store = createAppStore();
    const live = await startLiveEvents(options(store));
    expect(live.url).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/$/);
    expect(store.getState().events.status).toBe('quiet');
    const config = await readWebhookConfig(client);
    expect(config).toMatchObject({ url: live.url, hasSecret: true, enabled: true, eventTypes: 'all' });

    const card = await anActiveCard();
    // Sync never ran: the card can only reach the store through the event.
    expect(store.getState().entities.cards.get(card.id)).toBeUndefined();
    await client.call('suspendCard', { params: { wallet_id: card.walletId, instrument_id: card.id } });
    await vi.waitFor(() => expect(store.getState().entities.cards.get(card.id)?.status).toBe('frozen'), {
      timeout: 20_000,
      interval: 20,
    });
    expect(store.getState().events.status).toBe('live');
    // The Events view records it once the event order lets it go (what it carried was in the store at once).
    const verdict = () => {
      const events = store.getState().events;
      return eventsWindow(events, 0, eventCount(events))
        .reverse()
        .find((e) => e.type === 'card_state' && e.objectId === card.id)?.verdict;
    };
    await vi.waitFor(() => expect(verdict()).toBe('accepted'), { timeout: 20_000, interval: 20 });
    expect(store.getState().events.counts.rejected).toBe(0);

    await live.close();
    expect(await readWebhookConfig(client)).toBeNull();
    expect(store.getState().events.status).toBe('off');
  });

  it("puts back the operator's own configuration (without a secret) on close", async () => {
    await client.call('deleteWebhookConfig', {}).catch(() => undefined);
    await client.call('putWebhookConfig', {
      body: { url: 'https://hooks.example.com/cards', eventTypes: ['card_state'], enabled: false },
    });
    const store = createAppStore();
    const live = await startLiveEvents(options(store));
    expect((await readWebhookConfig(client))?.url).toBe(live.url);
    await live.close();
    expect(await readWebhookConfig(client)).toMatchObject({
      url: 'https://hooks.example.com/cards',
      eventTypes: ['card_state'],
      enabled: false,
      hasSecret: false,
    });
    await client.call('deleteWebhookConfig', {});
  });

  it('replaces a loopback configuration with a secret that a killed console left behind', async () => {
    await client.call('putWebhookConfig', {
      body: { url: 'http://127.0.0.1:9/', secret: 'left-behind-secret', eventTypes: 'all', enabled: true },
    });
    const store = createAppStore();
    const live = await startLiveEvents(options(store));
    expect(store.getState().events.status).toBe('quiet');
    await live.close();
    expect(await readWebhookConfig(client)).toBeNull();
  });

  it('is off for a remote service unless asked, off with --no-listen, and off in read-only mode', async () => {
    const store = createAppStore();
    await startLiveEvents(options(store, { sandbox: false, baseUrl: 'https://api.example.com' }));
    expect(store.getState().events).toMatchObject({
      status: 'off',
      problem: expect.stringContaining('--listen'),
    });
    await startLiveEvents(options(store, { choice: { mode: 'off' } }));
    expect(store.getState().events).toMatchObject({ status: 'off', problem: '--no-listen' });
    await startLiveEvents(options(store, { readOnly: true }));
    expect(store.getState().events).toMatchObject({
      status: 'off',
      problem: expect.stringContaining('read-only'),
    });
  });

  it('for a remote service with --listen it needs the signing secret, and then listens without registering', async () => {
    const store = createAppStore();
    const remote = {
      sandbox: false,
      baseUrl: 'https://api.example.com',
      choice: { mode: 'on', port: 0 },
    } as const;
    await startLiveEvents(options(store, remote));
    expect(store.getState().events).toMatchObject({
      status: 'failed',
      problem: expect.stringContaining('CARD_CONSOLE_WEBHOOK_SECRET'),
    });
    const live = await startLiveEvents(
      options(store, { ...remote, env: { CARD_CONSOLE_WEBHOOK_SECRET: 'remote-secret-123' } }),
    );
    expect(live.url).toBeDefined();
    expect(store.getState().events.status).toBe('quiet');
    await live.close();
  });
});
