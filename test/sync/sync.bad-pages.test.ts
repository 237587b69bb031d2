// The poller over the real client, against a server that starts sending bad pages: the cards pane keeps
// the last good rows, and the connection says degraded because the server sent an inconsistent page.
import { MockAgent } from 'undici';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createClient } from '../../src/api/index.js';
import type { CardListItem } from '../../src/contract/index.js';
import { createAppStore, paneSlot, selectPaneRows, type AppStore } from '../../src/store/index.js';
import { createSync } from '../../src/sync/index.js';
import { cardListItem, walletDetail, walletListItem } from '../support/contract-objects.js';
import { fakeClockPerTest } from '../support/fake-fetcher.js';

const controller = fakeClockPerTest();
const BASE = 'http://bad-pages.test';
const ORG = 'org-1';
const WALLET = walletListItem(1);

let agent: MockAgent | undefined;
afterEach(async () => {
  await agent?.close();
  agent = undefined;
});

const pagination = (quantity: number, totalQuantity: number) => ({
  quantity,
  totalQuantity,
  currentPage: 1,
  pages: Math.max(1, Math.ceil(totalQuantity / quantity)),
});

/** A server whose card list the test rewrites between polls; the rest of the merchant is consistent. */
function badPageServer(cards: () => { data: CardListItem[]; pagination: ReturnType<typeof pagination> }) {
  agent = new MockAgent();
  agent.disableNetConnect();
  const pool = agent.get(BASE);
  const orgPath = `/api/v2/organizations/${ORG}`;
  const json = { headers: { 'content-type': 'application/json' } };
  pool
    .intercept({ path: (p) => p.startsWith(`${orgPath}/wallets?`), method: 'GET' })
    .reply(200, { data: [WALLET], pagination: pagination(100, 1) }, json)
    .persist();
  pool
    .intercept({ path: `${orgPath}/wallets/${WALLET.id}`, method: 'GET' })
    .reply(200, { data: walletDetail(1) }, json)
    .persist();
  pool
    .intercept({ path: (p) => p.startsWith(`${orgPath}/wallets/${WALLET.id}/instruments?`), method: 'GET' })
    .reply(200, () => cards(), json)
    .persist();
  return createClient({
    baseUrl: BASE,
    credentials: { orgId: ORG, apiKey: 'key_test_0123456789' },
    dispatcher: agent,
    retry: { maxRetries: 0 },
  });
}

function start(cards: Parameters<typeof badPageServer>[0]): AppStore {
  const store = createAppStore({ focus: 'cards', visiblePanes: ['accounts', 'cards'] });
  const sync = createSync({
    fetcher: badPageServer(cards),
    store,
    pollIntervalMs: 5_000,
    settleMs: 0,
    now: () => Date.now(),
    random: () => 0,
  });
  sync.start(controller.signal);
  return store;
}

const good = Array.from({ length: 5 }, (_, i) => cardListItem(i + 1));

describe('a server that sends inconsistent pages', () => {
  for (const [what, bad] of [
    [
      '5,000 rows for a page of 100, totalQuantity 10',
      () => Array.from({ length: 5_000 }, (_, i) => cardListItem(i + 1)),
    ],
    ['5,000 copies of one card', () => Array.from({ length: 5_000 }, () => cardListItem(1))],
    ['the same card twice in a page of 3', () => [cardListItem(1), cardListItem(2), cardListItem(1)]],
  ] as const) {
    it(`${what}: the pane keeps the last good rows and the connection is degraded`, async () => {
      let page = { data: good, pagination: pagination(100, good.length) };
      const store = start(() => page);
      await vi.waitFor(() => expect(selectPaneRows(store.getState(), 'cards')).toHaveLength(5));
      expect(store.getState().connection.status).toBe('live');
      const data = bad();
      page = { data, pagination: pagination(100, data.length === 3 ? 3 : 10) };
      await vi.advanceTimersByTimeAsync(5_000);
      await vi.waitFor(() => expect(store.getState().connection.lastError).toBeDefined());
      const state = store.getState();
      expect(selectPaneRows(state, 'cards')).toEqual(good.map((c) => c.cardId));
      expect(paneSlot(state, 'cards')?.total).toBe(5);
      expect(state.connection.status).toBe('degraded');
      expect(state.connection.lastError).toMatchObject({ kind: 'inconsistent_page' });
      expect(state.connection.lastError?.message).toMatch(/^the server sent an inconsistent page: /);
      // The server sends good pages again: the next poll believes them and the connection is live.
      page = { data: good.slice(0, 4), pagination: pagination(100, 4) };
      await vi.advanceTimersByTimeAsync(1_000);
      await vi.waitFor(() => expect(store.getState().connection.status).toBe('live'));
      expect(selectPaneRows(store.getState(), 'cards')).toHaveLength(4);
    });
  }
});
