// The informer's "list": every wallet's cards, page by page (the largest page the server allows,
// oldest first so pages stay put while new cards arrive), resumable from the page it stopped at;
// then, with account-family credentials, every cardholder's cards (holder id and email, and the
// whole index when there is no organization card list). "Watch" is new cards by createdAtFrom.
import { MAX_ACCOUNT_LIMIT, MAX_ORG_QUANTITY } from '../../contract/index.js';
import { canCall, type Fetcher } from '../fetcher.js';
import { SkipError, type Pacer } from './pacer.js';
import { rowFromHolderItem, rowFromListItem } from './rows.js';
import type { IndexStore, WalletProgress } from './store.js';

export interface CrawlDeps {
  readonly fetcher: Fetcher;
  readonly store: IndexStore;
  readonly pacer: Pacer;
  readonly now: () => number;
  /** Largest card page the server allows (organization family). */
  readonly pageSize?: number;
  /** Called after every page written. */
  readonly onPage?: () => void;
  /** Cardholders gone through so far, of how many. */
  readonly onHolders?: (done: number, total: number) => void;
}

const HOLDERS_OFFSET = 'holders_offset';
const HOLDERS_DONE = 'holders_done_at';

const skipOn = async <T>(work: () => Promise<T>): Promise<T | undefined> => {
  try {
    return await work();
  } catch (error) {
    if (error instanceof SkipError) return undefined;
    throw error;
  }
};

/** Lists the merchant's wallets into the index (both families); their card counts set the goal. */
export async function listWallets(deps: CrawlDeps): Promise<void> {
  const { fetcher, store, pacer } = deps;
  if (canCall(fetcher, 'listAccounts')) {
    const res = await pacer.request((signal) => fetcher.call('listAccounts', {}, { signal }));
    store.knowWallets(res.items);
    return;
  }
  for (let page = 1; ; page += 1) {
    const res = await pacer.request((signal) => fetcher.call('listWallets', { query: { page, quantity: MAX_ORG_QUANTITY } }, { signal }));
    store.knowWallets(res.data);
    if (page >= res.pagination.pages || res.data.length === 0) return;
  }
}

/** Lets a request just made go out (its turn and socket write run in microtasks and ticks) before synchronous work. */
const letRequestGo = (): Promise<void> => new Promise((resolve) => setImmediate(resolve));

/**
 * One wallet from its next page to the end. Resumes where an interrupted crawl stopped. The next page
 * is asked for (through the pacer, so after the screen's reads) before this one is written: the server
 * prepares it while the index writes, and the crawl goes at the server's pace rather than the sum of both.
 */
async function crawlWallet(deps: CrawlDeps, wallet: WalletProgress): Promise<true> {
  const { fetcher, store, pacer, now } = deps;
  const quantity = deps.pageSize ?? MAX_ORG_QUANTITY;
  const ask = (page: number) => {
    const answer = pacer.request((signal) => fetcher.call('listCards', {
      params: { wallet_id: wallet.id }, query: { page, quantity, sortBy: 'createdAt', sortType: 'asc' },
    }, { signal }));
    // Handled when awaited; until then a failure (an abort while this page is written) is not "unhandled".
    answer.catch(() => undefined);
    return answer;
  };
  let page = wallet.nextPage;
  for (let pending = page > 0 ? ask(page) : undefined; pending; ) {
    const current = page;
    const res = await pending;
    const last = current >= res.pagination.pages || res.data.length === 0;
    page = last ? 0 : current + 1;
    pending = last ? undefined : ask(page);
    if (pending) await letRequestGo();
    const first = (current - 1) * quantity;
    const next = page;
    store.putPage(res.data.map((item, i) => ({ ...rowFromListItem(item, wallet.id), rank: first + i })), now(), wallet.id, (newest) => ({
      expected: res.pagination.totalQuantity, nextPage: next, ...(last ? { listedAt: now() } : {}), ...(newest ? { newest } : {}),
    }));
    deps.onPage?.();
  }
  store.flushPages();
  return true;
}

/** Every wallet not yet listed to the end. */
export async function crawlWallets(deps: CrawlDeps): Promise<void> {
  if (!canCall(deps.fetcher, 'listCards')) return;
  for (const wallet of deps.store.wallets()) {
    if (wallet.nextPage === 0) continue;
    const done = await skipOn(() => crawlWallet(deps, wallet));
    // A wallet that went away (or that these credentials may not list) is not retried until the next pass.
    if (done === undefined) deps.store.updateWallet(wallet.id, { nextPage: 0, listedAt: deps.now() });
  }
}

/** Cardholders and each one's cards across accounts (account family), resumable by offset. */
export async function crawlHolders(deps: CrawlDeps): Promise<void> {
  const { fetcher, store, pacer, now } = deps;
  if (!canCall(fetcher, 'listCardholders') || !canCall(fetcher, 'listCardholderCards')) return;
  for (let offset = Number(store.meta(HOLDERS_OFFSET) ?? '0'); ; ) {
    const page = await pacer.request((signal) => fetcher.call('listCardholders', { query: { limit: MAX_ACCOUNT_LIMIT, offset } }, { signal }));
    for (const holder of page.items) {
      const facts = { id: holder.cardOwnerId, name: `${holder.firstName} ${holder.lastName}`, email: holder.email };
      const cards = await skipOn(() => pacer.request((signal) => fetcher.call('listCardholderCards', { params: { card_owner_id: holder.cardOwnerId } }, { signal })));
      if (cards) store.put(cards.items.map((item) => rowFromHolderItem(item, facts)), now());
    }
    offset += page.items.length;
    deps.onHolders?.(offset, page.total);
    store.setMeta(HOLDERS_OFFSET, String(offset));
    if (page.items.length < MAX_ACCOUNT_LIMIT || offset >= page.total) break;
  }
  store.setMeta(HOLDERS_DONE, String(now()));
}

export const holdersDone = (store: IndexStore): boolean => store.meta(HOLDERS_DONE) !== undefined;

/** Starts the next full pass (the periodic resync): every wallet and cardholder from the start. */
export function restartCrawl(store: IndexStore): void {
  for (const wallet of store.wallets()) store.updateWallet(wallet.id, { nextPage: 1 });
  store.db.prepare('DELETE FROM meta WHERE key IN (?, ?)').run(HOLDERS_OFFSET, HOLDERS_DONE);
}

/** The "watch" half: cards created since the newest one indexed, per wallet. */
export async function newCards(deps: CrawlDeps): Promise<void> {
  const { fetcher, store, pacer, now } = deps;
  if (!canCall(fetcher, 'listCards')) return;
  for (const wallet of store.wallets()) {
    const from = wallet.newest;
    for (let page = 1; ; page += 1) {
      const current = page;
      const res = await skipOn(() => pacer.request((signal) => fetcher.call('listCards', {
        params: { wallet_id: wallet.id },
        query: { page: current, quantity: deps.pageSize ?? MAX_ORG_QUANTITY, sortBy: 'createdAt', sortType: 'asc', ...(from ? { createdAtFrom: from } : {}) },
      }, { signal })));
      if (!res) break;
      store.put(res.data.map((item) => rowFromListItem(item, wallet.id)), now());
      if (current >= res.pagination.pages || res.data.length === 0) break;
    }
    const newest = store.newestIn(wallet.id);
    if (newest) store.updateWallet(wallet.id, { newest });
  }
}
