// The console's card index (the Kubernetes informer pattern on this API): a background crawl
// lists every card of the merchant into an on-disk SQLite file, then keeps it fresh from what the
// console already sees (card reads, events, its own actions: all land in the app store), from
// new cards by createdAtFrom, and from a periodic resync pass. Find and jump read it.
import { createListeners } from '../../domain/index.js';
import { sleep as retrySleep } from '../../api/retry.js';
import type { Fetcher } from '../fetcher.js';
import { isSqliteError, lookupById, offIndex, watchStore } from './intake.js';
import type { AppStore, Card } from '../../store/index.js';
import { openIndexDb, indexFile, indexDir, removeIndexFiles } from './db.js';
import {
  crawlHolders,
  crawlsHolders,
  crawlWallets,
  holdersDone,
  listWallets,
  listsWalletCards,
  newCards,
  restartCrawl,
  type CrawlDeps,
} from './crawl.js';
import { everyWallet, findCards, positionInWallet, searchCards, walletMatches } from './find.js';
import { createForegroundGate, type ForegroundGate } from './gate.js';
import { createPacer } from './pacer.js';
import { rowFromCard, type IndexRow } from './rows.js';
import { IndexStore } from './store.js';
import type { CardIndex, CardIndexStatus } from './types.js';
import type { SqliteLoad } from './sqlite.js';

export interface CardIndexOptions {
  /** The crawl's own calls (not the screen's). */
  readonly fetcher: Fetcher;
  readonly store: AppStore;
  readonly baseUrl: string;
  /** Who the merchant is (org id, or a digest of the token): one file per base URL + merchant. */
  readonly merchant: string;
  readonly dir?: string;
  readonly now?: () => number;
  readonly sleep?: (ms: number, signal?: AbortSignal) => Promise<void>;
  readonly random?: () => number;
  readonly pageSize?: number;
  readonly share?: number;
  /** New cards are asked for this often. Default 60 s. */
  readonly newCardsMs?: number;
  /** A full pass again after this long. Default 6 h. */
  readonly resyncMs?: number;
  readonly onNotice?: (text: string) => void;
  /** The gate the screen's fetcher was wrapped with (made before the index, which opens after the first frame). */
  readonly gate?: ForegroundGate;
  /** Loads better-sqlite3 (tests make it fail). */
  readonly loadSqlite?: () => SqliteLoad;
}

const betweenSteps = (): Promise<void> => new Promise((resolve) => setImmediate(resolve));

/** After the screen's last read, the crawl keeps to its share this long, then goes at full speed. */
const SCREEN_BUSY_MS = 3_000;

export function createCardIndex(options: CardIndexOptions): CardIndex {
  const dir = options.dir ?? indexDir();
  const file = indexFile(dir, options.baseUrl, options.merchant);
  const opened = openIndexDb(file, dir, options.loadSqlite);
  if (!opened.ok) {
    options.onNotice?.(`${opened.detail ?? opened.reason}; the console runs without its card index`);
    options.store.getState().mutators.setCardIndex({ off: opened.reason });
    return offIndex(opened.reason);
  }
  if (opened.notice) options.onNotice?.(opened.notice);
  const db = opened.db;
  const store = new IndexStore(db);
  // Named inside, so `card-console index status` can say what each (hash-named) file is for.
  store.setMeta('place', options.baseUrl);
  store.setMeta('merchant', options.merchant);
  const now = options.now ?? Date.now;
  const sleep = options.sleep ?? retrySleep;
  const gate = options.gate ?? createForegroundGate();
  const listeners = createListeners();
  let error: string | undefined;
  let holders: CardIndexStatus['holders'];
  let crawling = false;
  let closed = false;
  let offReason = 'closed';

  // One snapshot per change, so a subscriber (useSyncExternalStore) sees a stable value between changes.
  let snapshot: CardIndexStatus | undefined;
  const emit = () => {
    snapshot = undefined;
    listeners.emit();
  };
  const unpaused = () =>
    new Promise<void>((resolve) => {
      if (!options.store.getState().paused) return resolve();
      const off = options.store.subscribe((s) => {
        if (!s.paused) {
          off();
          resolve();
        }
      });
    });

  function deps(signal: AbortSignal): CrawlDeps {
    const pacer = createPacer({
      signal,
      sleep,
      now,
      random: options.random ?? Math.random,
      foregroundIdle: gate.idle,
      unpaused,
      share: options.share,
      screenBusy: () => gate.recentlyActive(SCREEN_BUSY_MS),
      beforeWait: () => {
        if (!closed) store.flushPages();
      },
      onError: (message) => {
        if (message === error) return;
        error = message;
        emit();
      },
    });
    return {
      fetcher: options.fetcher,
      store,
      pacer,
      now,
      pageSize: options.pageSize,
      onPage: emit,
      onHolders: (done, total) => ((holders = { done, total }), emit()),
    };
  }

  function status(): CardIndexStatus {
    snapshot ??= computeStatus();
    return snapshot;
  }

  function computeStatus(): CardIndexStatus {
    if (closed) return { state: 'off', listed: 0, expected: 0, reason: offReason };
    const wallets = store.wallets();
    const quantity = options.pageSize ?? 500;
    const expected = wallets.reduce((n, w) => n + w.expected, 0);
    // Without an organization card list the cards come through their holders: count what is in.
    const listed = listsWalletCards(options.fetcher)
      ? wallets.reduce(
          (n, w) => n + (w.nextPage === 0 ? w.expected : Math.min(w.expected, (w.nextPage - 1) * quantity)),
          0,
        )
      : Math.min(expected, store.count());
    const built = store.meta('built_at');
    return {
      state: crawling || built === undefined ? 'crawling' : 'ready',
      listed,
      expected,
      ...(holders && crawling ? { holders } : {}),
      ...(built ? { builtAt: Number(built) } : {}),
      ...(error ? { error } : {}),
    };
  }

  async function runPass(signal: AbortSignal): Promise<void> {
    const d = deps(signal);
    crawling = true;
    store.crawlCache(true);
    emit();
    try {
      store.deferSearchIfEmpty();
      await listWallets(d);
      await crawlWallets(d);
      if (!holdersDone(store)) await crawlHolders(d);
      // One index at a time, the screen served between them (about half a second each at a million cards).
      while (!signal.aborted && store.buildNextSearchIndex()) await betweenSteps();
      if (signal.aborted) return;
      store.refreshWords();
      store.setMeta('built_at', String(now()));
    } finally {
      if (!closed) {
        store.flushPages();
        store.crawlCache(false);
      }
      crawling = false;
      holders = undefined;
      emit();
    }
  }

  async function watchOnce(signal: AbortSignal): Promise<void> {
    await newCards(deps(signal));
    emit();
  }

  /** A pass is owed: none finished yet, or one was interrupted (or a resync began). */
  function passPending(): boolean {
    if (
      store.meta('built_at') === undefined ||
      store.searchDeferred() ||
      store.wallets().some((w) => w.nextPage !== 0)
    )
      return true;
    return crawlsHolders(options.fetcher) && !holdersDone(store);
  }

  async function loop(signal: AbortSignal): Promise<void> {
    const newCardsMs = options.newCardsMs ?? 60_000;
    const resyncMs = options.resyncMs ?? 6 * 3_600_000;
    for (;;) {
      // A warm start refreshes incrementally; a pass that was cut short goes on where it stopped.
      if (passPending()) await runPass(signal);
      else await watchOnce(signal);
      while (now() - Number(store.meta('built_at') ?? 0) < resyncMs) {
        await sleep(newCardsMs, signal);
        await watchOnce(signal);
      }
      restartCrawl(store);
    }
  }

  return {
    status,
    gate,
    runPass,
    watchOnce,
    count: () => safely(() => store.count(), 0),
    subscribe: listeners.add,
    start(signal) {
      const unwatch = watchStore(options.store, (cards) => observe(cards));
      signal.addEventListener('abort', unwatch, { once: true });
      loop(signal).catch((error: unknown) => {
        if (isSqliteError(error)) damaged(error);
      });
    },
    observe: (cards) => safely(() => observe(cards), undefined),
    findCards: (text, limit) => safely(() => findCards(store, text, limit), []),
    search: (text, limit) => safely(() => searchCards(store, text, limit), { rows: [], more: false }),
    walletMatches: (walletId, text, limit, statuses) =>
      safely(() => walletMatches(store, walletId, text, limit, statuses), { ids: [], matched: 0, total: 0 }),
    everyWallet: (query) => safely(() => everyWallet(store, query), { rows: [], matched: 0, total: 0 }),
    walletComplete: (walletId) =>
      safely(() => store.meta('built_at') !== undefined || store.wallet(walletId)?.nextPage === 0, false),
    position: (row, sort) => safely(() => positionInWallet(store, row, sort), 0),
    lookupById: (id, accountIds) => lookupById(store, id, accountIds, options.fetcher, now),
    close() {
      if (closed) return;
      closed = true;
      emit();
      listeners.clear();
      store.flushPages();
      db.close();
    },
  };

  /**
   * A query on a file damaged after it opened: the index goes off for this session and its file
   * is removed, so the next start builds it again. The screen never sees the error.
   */
  function safely<T>(work: () => T, fallback: T): T {
    if (closed) return fallback;
    try {
      return work();
    } catch (error) {
      if (!isSqliteError(error)) throw error;
      damaged(error);
      return fallback;
    }
  }

  function damaged(error: unknown): void {
    if (closed) return;
    closed = true;
    offReason = `the card index file is damaged (${error instanceof Error ? error.message : String(error)}); removed, it is built again at the next start`;
    options.onNotice?.(offReason);
    options.store
      .getState()
      .mutators.setCardIndex({ off: 'its file was damaged (built again at the next start)' });
    try {
      db.close();
    } catch {
      // Already unusable.
    }
    removeIndexFiles(file);
    emit();
  }

  function observe(cards: Iterable<Card>): void {
    if (closed) return;
    const rows: IndexRow[] = [];
    for (const card of cards) {
      const row = rowFromCard(card);
      if (row) rows.push(row);
    }
    store.put(rows, now());
  }
}

export { offIndex } from './intake.js';
export { preloadBuiltinSqlite } from './sqlite.js';
export { findInIndexFile } from './peek.js';
export type { CardIndex, CardIndexStatus } from './types.js';
export type { IndexRow } from './rows.js';
export { cardFromRow } from './rows.js';
export { parseCardQuery } from './find.js';
export { indexDir, indexFile, removeIndexFiles } from './db.js';
export { createForegroundGate, type ForegroundGate } from './gate.js';
export { clearIndexFiles, describeIndexFile, listIndexFiles, type IndexFileInfo } from './files.js';
