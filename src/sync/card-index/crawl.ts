// The informer's "list": every wallet's cards, page by page (the largest page the server allows,
// oldest first so pages stay put while new cards arrive), resumable from the page it stopped at;
// then, with account-family credentials, every cardholder's cards (holder id and email, and the
// whole index when there is no organization card list). "Watch" is new cards by createdAtFrom.
import { MAX_ACCOUNT_LIMIT, MAX_ORG_QUANTITY } from '../../contract/index.js';
import { canRead, read, READS } from '../../reads/index.js';
import type { Fetcher } from '../fetcher.js';
import { SkipError, type Pacer } from './pacer.js';
import { rowFromHolderItem, rowFromListItem } from './rows.js';
import type { IndexStore, WalletProgress } from './store.js';

type ListCardsPage = Awaited<ReturnType<typeof READS.walletCardPage.org.run>>;

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
  // The account family lists every account at once: one page.
  for (let page = 1; ; page += 1) {
    const res = await pacer.request((signal) =>
      read(fetcher, READS.accounts, { page, pageSize: MAX_ORG_QUANTITY }, { signal }),
    );
    store.knowWallets(res.accounts);
    if (page >= res.pages || res.accounts.length === 0) return;
  }
}

/** A request kept in flight while the page before it is written. */
interface Asked<T> {
  readonly page: number;
  readonly answer: Promise<T>;
  /** Resolves once the request is on its connection, or once it is answered (whichever is first). */
  readonly onItsWay: Promise<void>;
}

/** Asks for one page of a wallet's cards (through the pacer, so after the screen's reads). */
function askPage(deps: CrawlDeps, walletId: string, page: number): Asked<ListCardsPage> {
  let sent: () => void = () => undefined;
  const onSent = new Promise<void>((resolve) => (sent = resolve));
  const answer = deps.pacer.request((signal) =>
    read(
      deps.fetcher,
      READS.walletCardPage,
      { walletId, page, quantity: deps.pageSize ?? MAX_ORG_QUANTITY, order: 'asc' },
      { signal, onSent: sent },
    ),
  );
  // Handled when awaited; until then (or when a page past the end is dropped) a failure is not "unhandled".
  const settled = answer.then(
    () => undefined,
    () => undefined,
  );
  return { page, answer, onItsWay: Promise.race([onSent, settled]) };
}

/**
 * One wallet from its next page to the end. Resumes where an interrupted crawl stopped. The next
 * pages are asked for (through the pacer, so after the screen's reads) before this one is written:
 * the server prepares them while the index writes, and the crawl goes at the server's pace rather
 * than the sum of both. Once every page of this wallet is asked for, `askNext` asks for the next
 * wallet's first page within the same depth, so a wallet's end is no pause either; `first` is this
 * wallet's, when the wallet before asked for it.
 */
async function crawlWallet(
  deps: CrawlDeps,
  wallet: WalletProgress,
  first: Asked<ListCardsPage> | undefined,
  askNext: (() => Asked<ListCardsPage>) | undefined,
): Promise<true> {
  const { store, pacer, now } = deps;
  const quantity = deps.pageSize ?? MAX_ORG_QUANTITY;
  const asked: Asked<ListCardsPage>[] = first ? [first] : [];
  let nextAsk = first ? first.page + 1 : wallet.nextPage;
  let latest = first;
  // Unknown until the first answer: until then one page at a time, so none is asked for past the end.
  let lastPage: number | undefined;
  const askAhead = () => {
    const depth = lastPage === undefined ? 1 : pacer.ahead();
    while (nextAsk > 0 && nextAsk <= (lastPage ?? nextAsk) && asked.length < depth)
      asked.push((latest = askPage(deps, wallet.id, nextAsk++)));
    if (askNext && lastPage !== undefined && nextAsk > lastPage && asked.length < depth) {
      latest = askNext();
      askNext = undefined;
    }
  };
  askAhead();
  for (let pending = asked.shift(); pending; pending = asked.shift()) {
    const current = pending.page;
    const res = await pending.answer;
    const last = current >= res.pages || res.items.length === 0;
    lastPage = last ? current : res.pages;
    if (last) asked.length = 0;
    askAhead();
    // The HTTP client writes a request on a reused connection a turn of the event loop later (undici
    // first checks the idle socket): a page written before then would keep the server waiting.
    await latest?.onItsWay;
    const firstRank = (current - 1) * quantity;
    const next = last ? 0 : current + 1;
    store.putPage(
      res.items.map((item, i) => rowFromListItem(item, wallet.id, firstRank + i)),
      now(),
      wallet.id,
      (newest) => ({
        expected: res.total,
        nextPage: next,
        ...(last ? { listedAt: now() } : {}),
        ...(newest ? { newest } : {}),
      }),
    );
    deps.onPage?.();
  }
  return true;
}

/**
 * Every wallet not yet listed to the end, one after the other. Their pages share one transaction
 * (committed by size and time, see putPage), committed once more at the end.
 */
export async function crawlWallets(deps: CrawlDeps): Promise<void> {
  if (!listsWalletCards(deps.fetcher)) return;
  const todo = deps.store.wallets().filter((w) => w.nextPage !== 0);
  let asked: Asked<ListCardsPage> | undefined;
  for (const [i, wallet] of todo.entries()) {
    const following = todo[i + 1];
    const first = asked;
    asked = undefined;
    const askNext = following && (() => (asked = askPage(deps, following.id, following.nextPage)));
    const done = await skipOn(() => crawlWallet(deps, wallet, first, askNext));
    // A wallet that went away (or that these credentials may not list) is not retried until the next pass.
    if (done === undefined) deps.store.updateWallet(wallet.id, { nextPage: 0, listedAt: deps.now() });
  }
  deps.store.flushPages();
}

/** Cardholders and each one's cards across accounts (account family), resumable by offset. */
export async function crawlHolders(deps: CrawlDeps): Promise<void> {
  const { fetcher, store, pacer, now } = deps;
  if (!crawlsHolders(fetcher)) return;
  for (let offset = Number(store.meta(HOLDERS_OFFSET) ?? '0'); ;) {
    const page = await pacer.request((signal) =>
      read(fetcher, READS.cardholders, { limit: MAX_ACCOUNT_LIMIT, offset }, { signal }),
    );
    for (const holder of page.holders) {
      const facts = { id: holder.id, name: `${holder.firstName} ${holder.lastName}`, email: holder.email };
      const items = await skipOn(() =>
        pacer.request((signal) => read(fetcher, READS.holderCardItems, holder.id, { signal })),
      );
      if (items)
        store.put(
          items.map((item) => rowFromHolderItem(item, facts)),
          now(),
        );
    }
    offset += page.holders.length;
    deps.onHolders?.(offset, page.total);
    store.setMeta(HOLDERS_OFFSET, String(offset));
    if (page.holders.length < MAX_ACCOUNT_LIMIT || offset >= page.total) break;
  }
  store.setMeta(HOLDERS_DONE, String(now()));
}

/** Whether these credentials list cardholders and their cards (the account family). */
export const crawlsHolders = (fetcher: Fetcher): boolean =>
  canRead(fetcher, READS.cardholders) && canRead(fetcher, READS.holderCardItems);

/** Whether these credentials list a wallet's cards (the organization family). */
export const listsWalletCards = (fetcher: Fetcher): boolean => canRead(fetcher, READS.walletCardPage);

export const holdersDone = (store: IndexStore): boolean => store.meta(HOLDERS_DONE) !== undefined;

/** Starts the next full pass (the periodic resync): every wallet and cardholder from the start. */
export function restartCrawl(store: IndexStore): void {
  for (const wallet of store.wallets()) store.updateWallet(wallet.id, { nextPage: 1 });
  store.db.prepare('DELETE FROM meta WHERE key IN (?, ?)').run(HOLDERS_OFFSET, HOLDERS_DONE);
}

/** The "watch" half: cards created since the newest one indexed, per wallet. */
export async function newCards(deps: CrawlDeps): Promise<void> {
  const { fetcher, store, pacer, now } = deps;
  if (!listsWalletCards(fetcher)) return;
  for (const wallet of store.wallets()) {
    const from = wallet.newest;
    for (let page = 1; ; page += 1) {
      const current = page;
      const res = await skipOn(() =>
        pacer.request((signal) =>
          read(
            fetcher,
            READS.walletCardPage,
            {
              walletId: wallet.id,
              page: current,
              quantity: deps.pageSize ?? MAX_ORG_QUANTITY,
              order: 'asc',
              ...(from ? { createdAtFrom: from } : {}),
            },
            { signal },
          ),
        ),
      );
      if (!res) break;
      store.put(
        res.items.map((item) => rowFromListItem(item, wallet.id)),
        now(),
      );
      if (current >= res.pages || res.items.length === 0) break;
    }
    const newest = store.newestIn(wallet.id);
    if (newest) store.updateWallet(wallet.id, { newest });
  }
}
