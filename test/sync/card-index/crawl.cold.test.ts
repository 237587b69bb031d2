// A crawl into an empty index goes at the server's pace: it keeps the next pages in flight while it
// writes one, and it leaves the search indexes out until its end (one sort each, not a million
// inserts at random places). Cut short, the file keeps waiting for them and search still answers.
import { afterEach, describe, expect, it } from 'vitest';
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

// The B-tree search indexes, and `words` when the FTS table holds the words of every card.
const SEARCH = ['cards_last4', 'cards_name', 'words'];

const open: IndexHarness[] = [];
const track = (h: IndexHarness) => (open.push(h), h);
afterEach(() => {
  for (const h of open.splice(0)) h.index.close();
});

/** The search indexes the file holds, read by a second connection (as another console would). */
function searchIndexes(dir: string): string[] {
  const db = openSqliteFile(indexFile(dir, 'http://api.test', 'org-1'), { readonly: true });
  try {
    const names = (
      db.prepare("SELECT name FROM sqlite_master WHERE type = 'index'").all() as { name: string }[]
    ).map((r) => r.name);
    const wordsPending = db.prepare("SELECT 1 FROM meta WHERE key = 'fts_upto'").get() !== undefined;
    // The words are kept in step by three triggers; a cold crawl writes its pages without them.
    const triggers = db.prepare("SELECT COUNT(*) AS n FROM sqlite_master WHERE type = 'trigger'").get() as {
      n: number;
    };
    if (wordsPending && triggers.n !== 0) throw new Error('a cold crawl wrote its pages with the triggers');
    if (!wordsPending && triggers.n !== 3)
      throw new Error(`the words are built but ${triggers.n} triggers keep them`);
    return [...names, ...(wordsPending ? [] : ['words'])].filter((n) => SEARCH.includes(n)).sort();
  } finally {
    db.close();
  }
}

/**
 * A fetcher of `handlers` whose card pages take 2 ms, counting how many are in flight at most; `onAsk` sees
 * each page asked for before it is answered.
 */
function depthCounting(
  handlers: ReturnType<typeof orgHandlers>,
  onAsk: (input: { params: { wallet_id: string }; query?: { page?: unknown } }) => void = () => undefined,
): { fetcher: FakeFetcher; most: () => number } {
  const fetcher = new FakeFetcher({ ...handlers });
  let inFlight = 0;
  let most = 0;
  fetcher.handlers.listCards = async (input, signal) => {
    onAsk(input);
    inFlight += 1;
    most = Math.max(most, inFlight);
    await new Promise((r) => setTimeout(r, 2));
    inFlight -= 1;
    return handlers.listCards!(input, signal);
  };
  return { fetcher, most: () => most };
}

describe('a cold crawl', () => {
  it('keeps two pages in flight while the screen is quiet, and one at a time while it reads', async () => {
    for (const [screenReading, depth] of [
      [false, 2],
      [true, 1],
    ] as const) {
      const handlers = orgHandlers(makeCards(1_000, 1), 1);
      const { fetcher, most } = depthCounting(handlers);
      // The screen's last read at time 0, and the clock stays there: "reading lately" holds throughout.
      const gate = createForegroundGate(() => 0);
      if (screenReading) await gate.wrap(new FakeFetcher(handlers)).call('listWallets', {});
      const h = track(openIndex(fetcher, { share: 0.5, gate, now: () => 0 }));
      await h.index.runPass(new AbortController().signal);
      expect(h.index.status()).toMatchObject({ state: 'ready', listed: 1_000 });
      // Page 1 alone (the number of pages is not known before it), then never past the last page.
      expect(h.fetcher.count('listCards')).toBe(10);
      expect(most(), screenReading ? 'screen reading' : 'screen quiet').toBe(depth);
    }
  });

  it("asks for the next wallet's first page while the last pages of the one before are written, within the same depth", async () => {
    for (const [screenReading, depth] of [
      [false, 2],
      [true, 1],
    ] as const) {
      // Two wallets of 500 cards: five pages each.
      const handlers = orgHandlers(makeCards(1_000, 2), 2);
      const asked: string[] = [];
      let writtenWhenSecondBegan: number | undefined;
      // The cards written so far (set once the index is open).
      const written = { count: (): number | undefined => undefined };
      const { fetcher, most } = depthCounting(handlers, (input) => {
        asked.push(`${input.params.wallet_id}:${String(input.query?.page)}`);
        if (input.params.wallet_id === 'wallet-2' && writtenWhenSecondBegan === undefined)
          writtenWhenSecondBegan = written.count();
      });
      const gate = createForegroundGate(() => 0);
      if (screenReading) await gate.wrap(new FakeFetcher(handlers)).call('listWallets', {});
      const h = track(openIndex(fetcher, { share: 0.5, gate, now: () => 0 }));
      written.count = () => h.index.count();
      await h.index.runPass(new AbortController().signal);
      expect(h.index.status()).toMatchObject({ state: 'ready', listed: 1_000 });
      // Every page once, none past a wallet's end, and never more in flight than the depth.
      expect(asked.sort()).toEqual(
        ['wallet-1', 'wallet-2'].flatMap((w) => [1, 2, 3, 4, 5].map((p) => `${w}:${p}`)),
      );
      expect(most(), screenReading ? 'screen reading' : 'screen quiet').toBe(depth);
      // Quiet: asked once wallet-1's page 5 was, before its pages 4 and 5 were written. Reading (one
      // at a time): asked as soon as page 5 was answered, before it was written.
      expect(writtenWhenSecondBegan, screenReading ? 'screen reading' : 'screen quiet').toBe(
        screenReading ? 400 : 300,
      );
    }
  });

  it('builds the search indexes at its end; cut short, they wait for the resumed pass, and search answers meanwhile', async () => {
    const cards = makeCards(600, 2);
    const dir = tempDir();
    const handlers = orgHandlers(cards, 2);
    const { fetcher: failing, abort } = closingMerchant(handlers, 5, false);
    const first = openIndex(failing, { dir });
    await expect(first.index.runPass(abort.signal)).rejects.toBeDefined();
    first.index.close();
    expect(searchIndexes(dir)).toEqual([]);

    const second = track(openIndex(new FakeFetcher(handlers), { dir }));
    // Without its index, by reading the whole table: the same answers.
    expect(second.index.findCards('0004').map((r) => r.id)).toEqual(['card-000004']);
    expect(second.index.search('Card 4').rows.length).toBeGreaterThan(0);
    expect(searchIndexes(dir)).toEqual([]);
    await second.index.runPass(new AbortController().signal);
    expect(second.index.status()).toMatchObject({ state: 'ready', listed: 600 });
    expect(searchIndexes(dir)).toEqual(SEARCH);
    expect(second.index.findCards('0599').map((r) => r.id)).toEqual(['card-000599']);
  });

  it('a pass over a file that holds cards (a resync, a resumed pass) keeps its search indexes throughout', async () => {
    const handlers = orgHandlers(makeCards(300, 1), 1);
    const fetcher = new FakeFetcher({ ...handlers });
    const dir = tempDir();
    const during: string[][] = [];
    fetcher.handlers.listCards = (input, signal) => {
      during.push(searchIndexes(dir));
      return handlers.listCards!(input, signal);
    };
    const h = track(openIndex(fetcher, { dir }));
    h.index.observe([
      {
        id: 'seen-first',
        accountId: 'wallet-1',
        name: 'Seen',
        status: 'active',
        currency: 'USD',
        availableBalance: '1.00',
        maskedNumber: '4111 **** **** 0001',
        raw: {},
      },
    ]);
    await h.index.runPass(new AbortController().signal);
    expect(during.length).toBe(3);
    expect(during.every((names) => names.join() === SEARCH.join())).toBe(true);
  });

  it('never holds the write lock while it waits (a back-off, its share), so another console can write', async () => {
    const handlers = orgHandlers(makeCards(500, 1), 1);
    const fetcher = new FakeFetcher({ ...handlers });
    const dir = tempDir();
    let calls = 0;
    fetcher.handlers.listCards = (input, signal) => {
      calls += 1;
      if (calls === 3 || calls === 5) throw apiError('rate_limited');
      return handlers.listCards!(input, signal);
    };
    const lockFree: boolean[] = [];
    const h = track(
      openIndex(fetcher, {
        dir,
        sleep: async () => {
          const db = openSqliteFile(indexFile(dir, 'http://api.test', 'org-1'), { timeout: 0 });
          try {
            db.exec('BEGIN IMMEDIATE; COMMIT');
            lockFree.push(true);
          } catch {
            lockFree.push(false);
          } finally {
            db.close();
          }
        },
      }),
    );
    await h.index.runPass(new AbortController().signal);
    expect(h.index.status()).toMatchObject({ state: 'ready', listed: 500 });
    expect(lockFree).toEqual([true, true]);
  });
});
