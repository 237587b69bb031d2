import { describe, expect, it, vi } from 'vitest';
import { ACCOUNTS_LIST, createAppStore, selectPaneRows, type AppStore } from '../../src/store/index.js';
import { createSync, type Sync } from '../../src/sync/index.js';
import { accountListItem, cardholder, cardListItem } from '../support/contract-objects.js';
import { apiError, deferred, FakeFetcher, fakeClockPerTest } from '../support/fake-fetcher.js';
import { orgData, orgHandlers } from '../support/org-data.js';

const controller = fakeClockPerTest();

function setup(
  fetcher: FakeFetcher,
  store: AppStore = createAppStore({ visiblePanes: ['accounts', 'cards'] }),
): { store: AppStore; sync: Sync } {
  const sync = createSync({
    fetcher,
    store,
    pollIntervalMs: 5_000,
    fastPollMs: 1_000,
    highlightMs: 2_000,
    settleMs: 100,
    now: () => Date.now(),
    random: () => 0,
  });
  return { store, sync };
}

const cardsFocused = (): AppStore => createAppStore({ focus: 'cards', visiblePanes: ['accounts', 'cards'] });

describe('sync of what is on screen', () => {
  it('polls the panes beside the focused one three times less often, and catches up when one gains focus', async () => {
    const fetcher = new FakeFetcher(orgHandlers(orgData(1, 2)));
    const { store, sync } = setup(fetcher, cardsFocused());
    sync.start(controller.signal);
    await vi.advanceTimersByTimeAsync(200);
    expect([fetcher.count('listWallets'), fetcher.count('listCards')]).toEqual([1, 1]);
    await vi.advanceTimersByTimeAsync(10_000);
    expect([fetcher.count('listWallets'), fetcher.count('listCards')]).toEqual([1, 3]);
    await vi.advanceTimersByTimeAsync(5_000);
    expect([fetcher.count('listWallets'), fetcher.count('listCards')]).toEqual([2, 4]);
    await vi.advanceTimersByTimeAsync(6_000);
    // The accounts list is 6 s old: focusing its pane fetches it after the settle delay, not 9 s later.
    store.getState().mutators.focusPane('accounts');
    await vi.advanceTimersByTimeAsync(150);
    expect(fetcher.count('listWallets')).toBe(3);
  });

  it('loads accounts, then the cards of the selected account, and reports live', async () => {
    const data = orgData();
    const fetcher = new FakeFetcher(orgHandlers(data));
    const { store, sync } = setup(fetcher);
    sync.start(controller.signal);
    await vi.advanceTimersByTimeAsync(200);
    const state = store.getState();
    expect(state.lists[ACCOUNTS_LIST]?.ids).toEqual(data.wallets.map((w) => w.id));
    expect(selectPaneRows(state, 'cards')).toEqual(data.cards.get(data.wallets[0]!.id)!.map((c) => c.cardId));
    expect(state.connection.status).toBe('live');
    expect(state.connection.lastSyncAt).toBeDefined();
    // The wallet list lacks balances: the selected wallet's full read fills them.
    expect(state.entities.accounts.get(data.wallets[0]!.id)?.availableBalance).toBe('900.00');
    expect(fetcher.count('listCardOperations')).toBe(0);
    expect(fetcher.count('listCardholders')).toBe(0);
  });

  it('records each answer of a read as one store update, the last sync with it', async () => {
    const data = orgData();
    const fetcher = new FakeFetcher(orgHandlers(data));
    const { store, sync } = setup(fetcher);
    sync.start(controller.signal);
    await vi.advanceTimersByTimeAsync(200);
    const before = store.getState();
    // Another operator renamed every wallet and card: each answer brings rows that changed.
    data.wallets.forEach((w, i) => (data.wallets[i] = { ...w, name: `${w.name} (renamed)` }));
    for (const [id, cards] of data.cards)
      data.cards.set(
        id,
        cards.map((c) => ({ ...c, name: `${c.name}!` })),
      );
    let updates = 0;
    const unsubscribe = store.subscribe(() => (updates += 1));
    const calls = fetcher.calls.length;
    await vi.advanceTimersByTimeAsync(1_000);
    await sync.refresh('visible');
    unsubscribe();
    const reads = fetcher.calls.length - calls;
    expect(reads).toBeGreaterThan(0);
    // Each answer is one update: its changed rows and the connection's last sync together.
    expect(updates).toBe(reads);
    expect(store.getState().connection.lastSyncAt).toBeGreaterThan(before.connection.lastSyncAt!);
    const firstCard = [...data.cards.values()][0]![0]!;
    expect(store.getState().entities.cards.get(firstCard.cardId)?.name).toBe(firstCard.name);
    expect(firstCard.name).toMatch(/!$/);
    // Extras read again with the same values are not a new table (nothing that shows them re-renders).
    expect(store.getState().entities.accountExtras).toBe(before.entities.accountExtras);
  });

  it('polls at the normal interval, and faster while a card is being created', async () => {
    const data = orgData(1, 2);
    const fetcher = new FakeFetcher(orgHandlers(data));
    const { sync } = setup(fetcher, cardsFocused());
    sync.start(controller.signal);
    await vi.advanceTimersByTimeAsync(200);
    expect(fetcher.count('listCards')).toBe(1);
    await vi.advanceTimersByTimeAsync(4_000);
    expect(fetcher.count('listCards')).toBe(1);
    await vi.advanceTimersByTimeAsync(1_000);
    expect(fetcher.count('listCards')).toBe(2);
    data.cards.get(data.wallets[0]!.id)![0] = cardListItem(1, { cardStatus: 'creating' });
    await vi.advanceTimersByTimeAsync(5_000);
    const before = fetcher.count('listCards');
    await vi.advanceTimersByTimeAsync(1_000);
    expect(fetcher.count('listCards')).toBe(before + 1);
  });

  it('sends one request per resource at a time', async () => {
    const data = orgData();
    const gate = deferred<void>();
    const handlers = orgHandlers(data);
    const fetcher = new FakeFetcher({
      ...handlers,
      listWallets: async (input, signal) => {
        await gate.promise;
        return handlers.listWallets!(input, signal);
      },
    });
    const { store, sync } = setup(fetcher);
    sync.start(controller.signal);
    const a = sync.refresh();
    const b = sync.refresh();
    await vi.advanceTimersByTimeAsync(10_000);
    expect(fetcher.count('listWallets')).toBe(1);
    gate.resolve();
    await Promise.all([a, b]);
    expect(store.getState().lists[ACCOUNTS_LIST]?.ids).toHaveLength(3);
  });

  it('aborts a request whose list left the screen', async () => {
    const data = orgData();
    const gate = deferred<void>();
    const handlers = orgHandlers(data);
    const fetcher = new FakeFetcher({
      ...handlers,
      listCards: async (input, signal) => {
        await gate.promise;
        return handlers.listCards!(input, signal);
      },
    });
    const { store, sync } = setup(fetcher);
    sync.start(controller.signal);
    await vi.advanceTimersByTimeAsync(200);
    const first = fetcher.calls.find((c) => c.id === 'listCards');
    expect(first?.signal?.aborted).toBe(false);
    store.getState().mutators.moveCursor(1);
    await vi.advanceTimersByTimeAsync(200);
    expect(first?.signal?.aborted).toBe(true);
    expect(fetcher.count('listCards')).toBe(2);
    gate.resolve();
  });

  it('debounces account scrolling: only the account the cursor settles on is fetched', async () => {
    const fetcher = new FakeFetcher(orgHandlers(orgData(5, 1)));
    const { store, sync } = setup(fetcher);
    sync.start(controller.signal);
    await vi.advanceTimersByTimeAsync(200);
    const before = fetcher.count('listCards');
    for (let i = 0; i < 4; i += 1) store.getState().mutators.moveCursor(1);
    await vi.advanceTimersByTimeAsync(200);
    expect(fetcher.count('listCards')).toBe(before + 1);
  });
});

describe('failures', () => {
  it('goes offline with a retry time on network errors, keeps the data, backs off and recovers', async () => {
    const data = orgData();
    const handlers = orgHandlers(data);
    let down = false;
    const fetcher = new FakeFetcher({
      ...handlers,
      listWallets: (input, signal) => {
        if (down) throw apiError('network', 'connect ECONNREFUSED');
        return handlers.listWallets!(input, signal);
      },
    });
    const { store, sync } = setup(fetcher);
    sync.start(controller.signal);
    await vi.advanceTimersByTimeAsync(200);
    down = true;
    await vi.advanceTimersByTimeAsync(5_000);
    let c = store.getState().connection;
    expect(c.status).toBe('offline');
    expect(c.lastError?.kind).toBe('network');
    expect(c.retryAt! - c.lastError!.at).toBe(500);
    expect(c.staleSince).toBeDefined();
    expect(store.getState().lists[ACCOUNTS_LIST]?.ids).toHaveLength(3);
    // Backoff with random() = 0: half of 1 s, 2 s, 4 s ...
    const calls = fetcher.count('listWallets');
    await vi.advanceTimersByTimeAsync(c.retryAt! - Date.now());
    expect(fetcher.count('listWallets')).toBe(calls + 1);
    await vi.advanceTimersByTimeAsync(999);
    expect(fetcher.count('listWallets')).toBe(calls + 1);
    await vi.advanceTimersByTimeAsync(1);
    expect(fetcher.count('listWallets')).toBe(calls + 2);
    down = false;
    await vi.advanceTimersByTimeAsync(2_000);
    c = store.getState().connection;
    expect(c.status).toBe('live');
    expect(c.staleSince).toBeUndefined();
  });

  it('a server that came back is noticed within 10 s, however long it was away (the wait stops growing at 10 s)', async () => {
    const handlers = orgHandlers(orgData());
    let down = true;
    const fetcher = new FakeFetcher({
      ...handlers,
      listWallets: (input, signal) => {
        if (down) throw apiError('network', 'connect ECONNREFUSED');
        return handlers.listWallets!(input, signal);
      },
    });
    const store = createAppStore({ visiblePanes: ['accounts', 'cards'] });
    // The longest waits the jitter can give.
    const sync = createSync({
      fetcher,
      store,
      pollIntervalMs: 5_000,
      settleMs: 100,
      now: () => Date.now(),
      random: () => 0.999_999,
    });
    sync.start(controller.signal);
    await vi.advanceTimersByTimeAsync(120_000);
    expect(store.getState().connection.status).toBe('offline');
    const c = store.getState().connection;
    expect(c.retryAt! - c.lastError!.at).toBeLessThanOrEqual(10_000);
    down = false;
    await vi.advanceTimersByTimeAsync(10_000);
    expect(store.getState().connection.status).toBe('live');
  });

  it('any navigation retries what is failing at once, instead of at the end of its back-off', async () => {
    const data = orgData(3, 2);
    const handlers = orgHandlers(data);
    let down = true;
    const fetcher = new FakeFetcher({
      ...handlers,
      listWallets: (input, signal) => {
        if (down) throw apiError('network', 'connect ECONNREFUSED');
        return handlers.listWallets!(input, signal);
      },
    });
    const { store, sync } = setup(fetcher);
    sync.start(controller.signal);
    await vi.advanceTimersByTimeAsync(20_000);
    expect(store.getState().connection.status).toBe('offline');
    const c = store.getState().connection;
    expect(c.retryAt! - Date.now()).toBeGreaterThan(1_000);
    down = false;
    store.getState().mutators.focusPane('cards');
    await vi.advanceTimersByTimeAsync(150);
    expect(store.getState().connection.status).toBe('live');
  });

  it('r (refresh) retries what is failing at once', async () => {
    const handlers = orgHandlers(orgData());
    let down = true;
    const fetcher = new FakeFetcher({
      ...handlers,
      listWallets: (input, signal) => {
        if (down) throw apiError('network', 'connect ECONNREFUSED');
        return handlers.listWallets!(input, signal);
      },
    });
    const { store, sync } = setup(fetcher);
    sync.start(controller.signal);
    await vi.advanceTimersByTimeAsync(20_000);
    expect(store.getState().connection.status).toBe('offline');
    down = false;
    await sync.refresh();
    expect(store.getState().connection.status).toBe('live');
  });

  it('marks the data stale (not offline) on an auth failure, and never throws from refresh', async () => {
    const handlers = orgHandlers(orgData());
    const fetcher = new FakeFetcher({
      ...handlers,
      listWallets: () => {
        throw apiError('auth', 'credential missing or invalid (401)');
      },
    });
    const { store, sync } = setup(fetcher);
    await expect(sync.refresh()).resolves.toBeUndefined();
    expect(store.getState().connection.status).toBe('stale');
    expect(store.getState().connection.lastError).toMatchObject({ kind: 'auth', resource: 'accounts' });
  });

  it("navigation does not cut a rate limit's Retry-After short", async () => {
    const handlers = orgHandlers(orgData());
    const fetcher = new FakeFetcher({
      ...handlers,
      listWallets: () => {
        throw Object.assign(apiError('rate_limited'), { retryAfterMs: 30_000 });
      },
    });
    const { store, sync } = setup(fetcher);
    sync.start(controller.signal);
    await vi.advanceTimersByTimeAsync(1_000);
    expect(fetcher.count('listWallets')).toBe(1);
    store.getState().mutators.focusPane('cards');
    await vi.advanceTimersByTimeAsync(1_000);
    expect(fetcher.count('listWallets')).toBe(1);
  });

  it('honours Retry-After when rate limited', async () => {
    const handlers = orgHandlers(orgData());
    const fetcher = new FakeFetcher({
      ...handlers,
      listWallets: () => {
        throw Object.assign(apiError('rate_limited'), { retryAfterMs: 30_000 });
      },
    });
    const { sync } = setup(fetcher);
    sync.start(controller.signal);
    await vi.advanceTimersByTimeAsync(29_000);
    expect(fetcher.count('listWallets')).toBe(1);
    await vi.advanceTimersByTimeAsync(1_000);
    expect(fetcher.count('listWallets')).toBe(2);
  });
});

describe('pause, refresh and highlights', () => {
  it('does not poll while paused and resumes on resume', async () => {
    const fetcher = new FakeFetcher(orgHandlers(orgData()));
    const { sync } = setup(fetcher);
    sync.start(controller.signal);
    await vi.advanceTimersByTimeAsync(200);
    sync.pause();
    const calls = fetcher.calls.length;
    await vi.advanceTimersByTimeAsync(60_000);
    expect(fetcher.calls.length).toBe(calls);
    sync.resume();
    await vi.advanceTimersByTimeAsync(10);
    expect(fetcher.calls.length).toBeGreaterThan(calls);
  });

  it('a view opened while paused loads once, and is polled again only after resume', async () => {
    const data = orgData(1, 2);
    const fetcher = new FakeFetcher(orgHandlers(data));
    const store = createAppStore({ visiblePanes: ['accounts', 'cards', 'operations'] });
    const { sync } = setup(fetcher, store);
    sync.start(controller.signal);
    await vi.advanceTimersByTimeAsync(200);
    store.getState().mutators.focusPane('cards');
    await vi.advanceTimersByTimeAsync(200);
    sync.pause();
    const cardId = data.cards.get(data.wallets[0]!.id)![0]!.cardId;
    store.getState().mutators.focusPane('operations');
    store.getState().mutators.setOperationQuery({ kind: 'wallet' });
    await vi.advanceTimersByTimeAsync(200);
    expect(fetcher.count('listWalletOperations')).toBe(1);
    expect(selectPaneRows(store.getState(), 'operations')).toHaveLength(2);
    const cardOpsBefore = fetcher.count('listCardOperations');
    store.getState().mutators.setOperationQuery({ kind: 'card' });
    await vi.advanceTimersByTimeAsync(200);
    const cardOps = fetcher.calls.filter((c) => c.id === 'listCardOperations');
    expect(cardOps).toHaveLength(cardOpsBefore + 1);
    expect(JSON.stringify(cardOps.at(-1)!.input)).toContain(cardId);
    expect(selectPaneRows(store.getState(), 'operations')).toHaveLength(3);
    // Loaded once: a minute of pause asks nothing more.
    const calls = fetcher.calls.length;
    await vi.advanceTimersByTimeAsync(60_000);
    expect(fetcher.calls.length).toBe(calls);
    expect(store.getState().paused).toBe(true);
    sync.resume();
    await vi.advanceTimersByTimeAsync(10);
    expect(fetcher.calls.length).toBeGreaterThan(calls);
  });

  it('highlights a row whose balance changed, then clears it', async () => {
    const data = orgData(1, 3);
    const fetcher = new FakeFetcher(orgHandlers(data));
    const { store, sync } = setup(fetcher, cardsFocused());
    sync.start(controller.signal);
    await vi.advanceTimersByTimeAsync(200);
    const list = data.cards.get(data.wallets[0]!.id)!;
    list[1] = cardListItem(2, { availableBalance: '99.00' });
    await vi.advanceTimersByTimeAsync(5_000);
    expect([...store.getState().changedAt.keys()]).toEqual([list[1].cardId]);
    await vi.advanceTimersByTimeAsync(2_000);
    expect(store.getState().changedAt.size).toBe(0);
  });

  it('refreshes one card that is not on screen, once', async () => {
    const data = orgData(1, 3);
    const fetcher = new FakeFetcher(orgHandlers(data));
    const { store, sync } = setup(fetcher);
    await sync.refresh();
    await sync.refresh();
    const id = data.cards.get(data.wallets[0]!.id)![0]!.cardId;
    await sync.refresh({ card: id });
    expect(fetcher.count('getCard')).toBe(1);
    expect(store.getState().entities.cards.get(id)?.limits).toMatchObject({ daily_limit: '100.00' });
  });
});

describe('route choice by credentials', () => {
  it('uses the account family when only an API token is configured', async () => {
    const account = accountListItem(1);
    const card = {
      cardId: cardListItem(1).cardId,
      accountUuid: account.id,
      name: 'Card 1',
      status: 'active' as const,
      maskedNumber: '424242******4001',
      availableBalance: '5.000000000',
      currency: 'USD',
    };
    const other = { ...card, cardId: cardListItem(2).cardId, accountUuid: 'elsewhere' };
    const fetcher = new FakeFetcher({
      listAccounts: () => ({ items: [account] }),
      listAccountCardholders: () => ({ items: [cardholder(1)], total: 1 }),
      listCardholderCards: () => ({ items: [card, other] }),
    });
    const { store, sync } = setup(fetcher);
    await sync.refresh();
    await sync.refresh();
    expect(fetcher.count('listWallets')).toBe(0);
    expect(selectPaneRows(store.getState(), 'cards')).toEqual([card.cardId]);
    expect(store.getState().entities.cards.get(card.cardId)?.holder).toBe('Holder 1');
    expect(store.getState().entities.accounts.get(account.id)?.heldBalance).toBe('100.000000000');
  });

  it('a card listed under two cardholders is an inconsistent list: the last good rows stay, degraded', async () => {
    const account = accountListItem(1);
    const card = (n: number) => ({
      cardId: cardListItem(n).cardId,
      accountUuid: account.id,
      name: `Card ${n}`,
      status: 'active' as const,
      maskedNumber: `424242******400${n}`,
      availableBalance: '5.000000000',
      currency: 'USD',
    });
    let shared = false;
    const fetcher = new FakeFetcher({
      listAccounts: () => ({ items: [account] }),
      listAccountCardholders: () => ({ items: [cardholder(1), cardholder(2)], total: 2 }),
      listCardholderCards: (input) =>
        input.params.card_owner_id === cardholder(1).cardOwnerId
          ? { items: [card(1)] }
          : { items: shared ? [card(2), card(1)] : [card(2)] },
    });
    const { store, sync } = setup(fetcher);
    await sync.refresh();
    await sync.refresh();
    const good = [card(1).cardId, card(2).cardId];
    expect(selectPaneRows(store.getState(), 'cards')).toEqual(good);
    shared = true;
    await sync.refresh();
    expect(selectPaneRows(store.getState(), 'cards')).toEqual(good);
    expect(store.getState().connection).toMatchObject({
      status: 'degraded',
      lastError: { kind: 'inconsistent_page' },
    });
  });

  it('asks for the card operations of the selected card when the operations pane is shown', async () => {
    const data = orgData(1, 2);
    const fetcher = new FakeFetcher(orgHandlers(data));
    const store = createAppStore({ visiblePanes: ['operations'] });
    const { sync } = setup(fetcher, store);
    await sync.refresh();
    store.getState().mutators.setVisiblePanes(['cards', 'operations']);
    await sync.refresh();
    await sync.refresh();
    const call = fetcher.calls.find((c) => c.id === 'listCardOperations');
    expect(call?.input).toMatchObject({
      query: { 'cardIds[]': [data.cards.get(data.wallets[0]!.id)![0]!.cardId] },
    });
    expect(selectPaneRows(store.getState(), 'operations')).toHaveLength(3);
  });

  it('fetches only the detail resources while a detail view covers the panes', async () => {
    const data = orgData(1, 2);
    const fetcher = new FakeFetcher(orgHandlers(data));
    const { store, sync } = setup(fetcher);
    await sync.refresh();
    store.getState().mutators.openDetail({ kind: 'account', id: data.wallets[0]!.id });
    const cardsBefore = fetcher.count('listCards');
    await sync.refresh();
    expect(fetcher.count('listCards')).toBe(cardsBefore);
    expect(fetcher.count('getWalletLimits')).toBe(1);
    expect(store.getState().entities.accountExtras.get(data.wallets[0]!.id)?.limitRanges).toHaveLength(1);
  });
});
