// Where `card-console cards list` reads cards: the console's card index for this service and merchant
// when it holds every card (a finished full pass), else the service itself, page by page. Both yield
// the index's row shape (masked numbers only: first 6 and last 4 digits at most), as they read.
import type { ApiClient } from '../../api/index.js';
import type { CardStatus } from '../../contract/index.js';
import { canRead, inFamily, read, READS, readPages } from '../../reads/index.js';
import { indexDir, indexFile, type IndexRow } from '../../sync/card-index/index.js';
import { openIndexListing } from '../../sync/card-index/listing.js';
import { rowFromHolderItem, rowFromListItem } from '../../sync/card-index/rows.js';
import type { Remote } from '../script-connection.js';
import { merchantKey } from '../console/card-index.js';

export interface WalletName {
  readonly id: string;
  readonly name: string;
}

export interface SourceFilter {
  readonly walletIds?: readonly string[];
  readonly statuses?: readonly CardStatus[];
  readonly last4?: string;
  /** A cardholder whose name fails this has none of the cards wanted (lets a source skip reading them). */
  readonly holder?: (name: string | undefined) => boolean;
}

export interface CardSource {
  /** Where the cards come from, for the operator (stderr): the service, or the index and its age. */
  readonly describe: (now: number) => string;
  wallets(): Promise<WalletName[]>;
  cards(filter: SourceFilter): AsyncIterable<IndexRow>;
  close(): Promise<void>;
}

const tick = (): Promise<void> => new Promise((resolve) => setImmediate(resolve));

function age(ms: number): string {
  const minutes = Math.floor(ms / 60_000);
  if (minutes < 1) return 'less than a minute ago';
  if (minutes < 120) return `${minutes} min ago`;
  return `${Math.floor(minutes / 60)} h ago`;
}

/** The card index of this target, when it holds every card (a finished full pass). */
export function indexSource(conn: Remote, env: Record<string, string | undefined>): CardSource | undefined {
  const file = indexFile(indexDir(env), conn.place, merchantKey(conn.credentials));
  const opened = openIndexListing(file);
  if (!opened.ok) return undefined;
  const { listing } = opened;
  return {
    describe: (now) =>
      `the card index (built ${age(now - listing.builtAt)}; --no-index asks the service instead)`,
    wallets: () => Promise.resolve(listing.wallets()),
    async *cards(filter) {
      let n = 0;
      for (const row of listing.cards(filter)) {
        yield row;
        // Let the event loop in now and then: a closed stdout is reported through it.
        if (++n % 500 === 0) await tick();
      }
    },
    close: () => Promise.resolve(listing.close()),
  };
}

/** A family's wallets, every page of them (the organization family pages by 500). */
async function walletsIn(client: ApiClient, family: 'org' | 'account'): Promise<WalletName[]> {
  const out: WalletName[] = [];
  const pages = readPages(
    client,
    inFamily(READS.accounts, family),
    { pageSize: 500 },
    (p) => p.accounts.length,
  );
  for await (const page of pages) for (const w of page.accounts) out.push({ id: w.id, name: w.name });
  return out;
}

/** The organization family: each wallet's list, filtered by status on the server. */
async function* orgCards(client: ApiClient, walletIds: readonly string[], filter: SourceFilter) {
  const statuses = filter.statuses && filter.statuses.length > 0 ? { statuses: filter.statuses } : {};
  for (const walletId of walletIds) {
    const args = { walletId, quantity: 500, ...statuses };
    for await (const page of readPages(client, READS.walletCardPage, args, (p) => p.items.length))
      for (const item of page.items) yield rowFromListItem(item, walletId);
  }
}

/** The account family: every cardholder's cards (a holder the filter rules out is not read). */
async function* holderCards(client: ApiClient, filter: SourceFilter) {
  for (let offset = 0; ;) {
    const page = await read(client, READS.cardholders, { limit: 500, offset });
    for (const holder of page.holders) {
      const name = `${holder.firstName} ${holder.lastName}`;
      if (filter.holder && !filter.holder(name)) continue;
      const facts = { id: holder.id, name, email: holder.email };
      for (const item of await read(client, READS.holderCardItems, holder.id))
        yield rowFromHolderItem(item, facts);
    }
    offset += page.holders.length;
    if (page.holders.length === 0 || offset >= page.total) return;
  }
}

/** Whether these credentials list cards by wallet (organization family) rather than by cardholder. */
const listsByWallet = (client: ApiClient): boolean =>
  canRead(client, READS.walletCardPage) && canRead(client, inFamily(READS.accounts, 'org'));

/** The merchant's wallets these credentials see. */
export const walletsOf = (client: ApiClient): Promise<WalletName[]> =>
  walletsIn(client, listsByWallet(client) ? 'org' : 'account');

/** The service itself: what these credentials can list, read as it is printed. */
export function apiSource(client: ApiClient): CardSource {
  const org = listsByWallet(client);
  const wallets = () => walletsOf(client);
  return {
    describe: () => 'the service',
    wallets,
    async *cards(filter) {
      if (org) {
        const ids = filter.walletIds ?? (await wallets()).map((w) => w.id);
        yield* orgCards(client, ids, filter);
        return;
      }
      const inWallets = filter.walletIds ? new Set(filter.walletIds) : undefined;
      for await (const row of holderCards(client, filter))
        if (!inWallets || inWallets.has(row.walletId)) yield row;
    },
    close: () => client.close(),
  };
}
