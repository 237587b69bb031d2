import { afterEach, describe, expect, it } from 'vitest';
import { createAppStore } from '../../../src/store/index.js';
import { createForegroundGate, indexFile } from '../../../src/sync/card-index/index.js';
import { FakeFetcher, apiError } from '../../support/fake-fetcher.js';
import {
  closingMerchant,
  makeCards,
  openIndex,
  orgHandlers,
  tempDir,
  type IndexHarness,
} from '../../support/fake-merchant.js';
import { openSqliteFile } from '../../support/index-sqlite.js';

const open: IndexHarness[] = [];
const track = (h: IndexHarness) => (open.push(h), h);
afterEach(() => {
  for (const h of open.splice(0)) h.index.close();
});

const pagesAsked = (f: FakeFetcher) =>
  f.calls
    .filter((c) => c.id === 'listCards')
    .map((c) => {
      const input = c.input as { params: { wallet_id: string }; query: { page: number } };
      return `${input.params.wallet_id}#${input.query.page}`;
    });

describe('card index crawl', () => {
  it('lists every card of every wallet with the largest pages, oldest first, and says so in its status', async () => {
    const cards = makeCards(1_050, 3);
    const h = track(openIndex(new FakeFetcher(orgHandlers(cards, 3)), { pageSize: 500 }));
    expect(h.index.status().state).toBe('crawling');
    await h.index.runPass(new AbortController().signal);
    const status = h.index.status();
    expect(status).toMatchObject({ state: 'ready', listed: 1_050, expected: 1_050 });
    expect(status.builtAt).toBeTypeOf('number');
    const first = h.fetcher.calls.find((c) => c.id === 'listCards')!.input as {
      query: Record<string, unknown>;
    };
    expect(first.query).toMatchObject({ quantity: 500, sortBy: 'createdAt', sortType: 'asc', page: 1 });
    expect(h.index.findCards('1049').map((r) => r.id)).toEqual(['card-001049']);
    expect(h.index.findCards('1049')[0]).toMatchObject({
      walletId: 'wallet-3',
      balance: '1049.05',
      holderName: 'Holder 6',
      createdAt: cards[1049]!.createdAt,
    });
  });

  it("commits what a pass wrote, an empty wallet's progress included, so another process may read and write the file", async () => {
    // Two wallets of cards and a third without any: its page writes progress and no row.
    const h = track(openIndex(new FakeFetcher(orgHandlers(makeCards(730, 2), 3)), { pageSize: 100 }));
    await h.index.runPass(new AbortController().signal);
    const other = openSqliteFile(indexFile(h.dir, 'http://api.test', 'org-1'), { timeout: 0 });
    try {
      expect(() => other.exec('BEGIN IMMEDIATE; COMMIT')).not.toThrow();
      expect(other.prepare('SELECT COUNT(*) AS n FROM cards').get()).toEqual({ n: 730 });
      expect(other.prepare('SELECT COUNT(*) AS n FROM wallets WHERE next_page = 0').get()).toEqual({ n: 3 });
    } finally {
      other.close();
    }
  });

  it('resumes an interrupted crawl at the page it stopped at, after a restart', async () => {
    const cards = makeCards(600, 2);
    const dir = tempDir();
    const handlers = orgHandlers(cards, 2);
    const { fetcher: failing, abort } = closingMerchant(handlers, 4, true);
    const first = openIndex(failing, { dir });
    await expect(first.index.runPass(abort.signal)).rejects.toBeDefined();
    expect(first.index.status().state).toBe('crawling');
    first.index.close();

    const second = track(openIndex(new FakeFetcher(handlers), { dir }));
    // wallet-1's three pages and wallet-2's first arrived before the abort.
    expect(second.index.status().listed).toBe(400);
    await second.index.runPass(new AbortController().signal);
    // wallet-1 (300 cards) was listed; wallet-2 had its first page: nothing is fetched twice.
    expect(pagesAsked(second.fetcher)).toEqual(['wallet-2#2', 'wallet-2#3']);
    expect(second.index.status()).toMatchObject({ state: 'ready', listed: 600 });
    expect(second.index.search('0599').rows.map((r) => r.id)).toEqual(['card-000599']);
  });

  it('backs off on 429, waiting at least what Retry-After asked, then goes on', async () => {
    const cards = makeCards(250, 1);
    const handlers = orgHandlers(cards, 1);
    const fetcher = new FakeFetcher({ ...handlers });
    let calls = 0;
    fetcher.handlers.listCards = (input, signal) => {
      calls += 1;
      if (calls <= 2)
        throw Object.assign(apiError('rate_limited', 'rate limited (429)'), { retryAfterMs: 7_000 });
      return handlers.listCards!(input, signal);
    };
    const h = track(openIndex(fetcher));
    await h.index.runPass(new AbortController().signal);
    expect(h.sleeps.filter((ms) => ms >= 7_000)).toHaveLength(2);
    expect(h.index.status()).toMatchObject({ state: 'ready', listed: 250 });
    expect(h.index.status().error).toBeUndefined();
  });

  it('backs off more with every failure in a row (server errors), with the policy of the client', async () => {
    const handlers = orgHandlers(makeCards(10, 1), 1);
    const fetcher = new FakeFetcher({ ...handlers });
    let calls = 0;
    fetcher.handlers.listCards = (input, signal) => {
      calls += 1;
      if (calls <= 4) throw apiError('server', 'HTTP 503');
      return handlers.listCards!(input, signal);
    };
    const h = track(openIndex(fetcher, { random: () => 0.999 }));
    await h.index.runPass(new AbortController().signal);
    expect(h.sleeps).toHaveLength(4);
    expect(h.sleeps[3]!).toBeGreaterThan(h.sleeps[0]!);
  });

  it('while the screen is reading, takes only its share of the time: after a request it waits as long as it took (share 0.5)', async () => {
    let clock = 0;
    const handlers = orgHandlers(makeCards(300, 1), 1);
    const fetcher = new FakeFetcher({ ...handlers });
    fetcher.handlers.listCards = (input, signal) => ((clock += 40), handlers.listCards!(input, signal));
    const gate = createForegroundGate(() => clock);
    await gate.wrap(new FakeFetcher(handlers)).call('listWallets', {});
    const h = track(openIndex(fetcher, { share: 0.5, now: () => clock, gate }));
    await h.index.runPass(new AbortController().signal);
    expect(h.sleeps).toEqual([40, 40, 40]);
  });

  it('goes at full speed while the screen has read nothing for a few seconds', async () => {
    let clock = 0;
    const handlers = orgHandlers(makeCards(300, 1), 1);
    const fetcher = new FakeFetcher({ ...handlers });
    fetcher.handlers.listCards = (input, signal) => ((clock += 40), handlers.listCards!(input, signal));
    const gate = createForegroundGate(() => clock);
    await gate.wrap(new FakeFetcher(handlers)).call('listWallets', {});
    clock += 3_000;
    const h = track(openIndex(fetcher, { share: 0.5, now: () => clock, gate }));
    await h.index.runPass(new AbortController().signal);
    expect(h.sleeps).toEqual([]);
  });

  it('waits while polling is paused and while the screen has a read in flight', async () => {
    const handlers = orgHandlers(makeCards(50, 1), 1);
    const appStore = createAppStore({ paused: true });
    const h = track(openIndex(new FakeFetcher(handlers), { appStore }));
    const pass = h.index.runPass(new AbortController().signal);
    await new Promise((r) => setTimeout(r, 20));
    expect(h.fetcher.calls).toHaveLength(0);
    let release!: () => void;
    const screen = h.index.gate.wrap({
      can: () => ({ ok: true }),
      call: () => new Promise((r) => (release = () => r(undefined as never))),
    });
    void screen.call('listAccounts', {});
    appStore.getState().mutators.setPaused(false);
    await new Promise((r) => setTimeout(r, 20));
    expect(h.fetcher.calls).toHaveLength(0);
    release();
    await pass;
    expect(h.index.status().listed).toBe(50);
  });

  it('picks up new cards by createdAtFrom', async () => {
    const cards = makeCards(120, 2);
    const h = track(openIndex(new FakeFetcher(orgHandlers(cards, 2))));
    await h.index.runPass(new AbortController().signal);
    const newest = cards[119]!.createdAt;
    cards.push({
      ...cards[0]!,
      cardId: 'card-new',
      walletId: 'wallet-2',
      maskedNumber: '4111 **** **** 7292',
      createdAt: '2027-01-01T00:00:00.000Z',
    });
    h.fetcher.calls.length = 0;
    await h.index.watchOnce(new AbortController().signal);
    const asked = h.fetcher.calls.map(
      (c) => (c.input as { query: { createdAtFrom?: string } }).query.createdAtFrom,
    );
    expect(asked).toContain(newest);
    expect(h.index.findCards('7292').map((r) => r.id)).toEqual(['card-new']);
  });

  it('runs as an informer: a pass, then new cards every interval, then a full resync pass when it is due', async () => {
    const cards = makeCards(200, 2);
    let clock = 0;
    const abort = new AbortController();
    let waits = 0;
    const h = track(
      openIndex(new FakeFetcher(orgHandlers(cards, 2)), {
        now: () => clock,
        newCardsMs: 60_000,
        resyncMs: 100_000,
        sleep: async (ms) => {
          clock += ms;
          waits += 1;
          if (waits >= 5) abort.abort(new Error('test over'));
          if (abort.signal.aborted) throw abort.signal.reason;
        },
      }),
    );
    h.index.start(abort.signal);
    await new Promise((r) => setTimeout(r, 50));
    const full = pagesAsked(h.fetcher).filter((p) => p.endsWith('#1'));
    // First pass (2 wallets), two watch rounds (2 wallets each), the resync pass (2 wallets) at least begun.
    expect(full.length).toBeGreaterThanOrEqual(7);
    const fromless = h.fetcher.calls.filter(
      (c) =>
        c.id === 'listCards' &&
        (c.input as { query: { createdAtFrom?: string } }).query.createdAtFrom === undefined,
    );
    expect(fromless.length).toBeGreaterThanOrEqual(5);
  });
});

describe('card index warm start', () => {
  it('does not list everything again: it asks only for cards newer than the newest it holds', async () => {
    const cards = makeCards(300, 2);
    const dir = tempDir();
    const first = track(openIndex(new FakeFetcher(orgHandlers(cards, 2)), { dir }));
    await first.index.runPass(new AbortController().signal);
    const builtAt = first.index.status().builtAt;
    first.index.close();
    const abort = new AbortController();
    const second = track(
      openIndex(new FakeFetcher(orgHandlers(cards, 2)), {
        dir,
        newCardsMs: 60_000,
        sleep: async () => {
          abort.abort(new Error('test over'));
          throw abort.signal.reason;
        },
      }),
    );
    second.index.start(abort.signal);
    await new Promise((r) => setTimeout(r, 30));
    const froms = second.fetcher.calls
      .filter((c) => c.id === 'listCards')
      .map((c) => (c.input as { query: { createdAtFrom?: string } }).query.createdAtFrom);
    expect(froms).toEqual([cards[298]!.createdAt, cards[299]!.createdAt]);
    expect(second.index.status().builtAt).toBe(builtAt);
  });
});
