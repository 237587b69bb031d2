// Where `card-console cards list` reads cards: the console's card index for this service and merchant
// when it holds every card (a finished full pass), else the service itself, page by page. Both yield
// the index's row shape (masked numbers only: first 6 and last 4 digits at most), as they read.
import type { ApiClient } from '../../api/index.js';
import type { CardStatus } from '../../contract/index.js';
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

async function orgWallets(client: ApiClient): Promise<WalletName[]> {
  const out: WalletName[] = [];
  for await (const w of client.paginate('listWallets', {}, { pageSize: 500 }))
    out.push({ id: w.id, name: w.name });
  return out;
}

/** The organization family: each wallet's list, filtered by status on the server. */
async function* orgCards(client: ApiClient, walletIds: readonly string[], filter: SourceFilter) {
  const statuses =
    filter.statuses && filter.statuses.length > 0 ? { 'statuses[]': [...filter.statuses] } : {};
  for (const wallet of walletIds) {
    const items = client.paginate(
      'listCards',
      { params: { wallet_id: wallet }, query: statuses },
      { pageSize: 500 },
    );
    for await (const item of items) yield rowFromListItem(item, wallet);
  }
}

/** The account family: every cardholder's cards (a holder the filter rules out is not read). */
async function* holderCards(client: ApiClient, filter: SourceFilter) {
  for await (const holder of client.paginate('listCardholders', {}, { pageSize: 500 })) {
    const name = `${holder.firstName} ${holder.lastName}`;
    if (filter.holder && !filter.holder(name)) continue;
    const facts = { id: holder.cardOwnerId, name, email: holder.email };
    const cards = await client.call('listCardholderCards', { params: { card_owner_id: holder.cardOwnerId } });
    for (const item of cards.items) yield rowFromHolderItem(item, facts);
  }
}

/** Whether these credentials list cards by wallet (organization family) rather than by cardholder. */
const listsByWallet = (client: ApiClient): boolean =>
  client.can('listCards').ok && client.can('listWallets').ok;

/** The merchant's wallets (accounts) these credentials see. */
export async function walletsOf(client: ApiClient): Promise<WalletName[]> {
  if (listsByWallet(client)) return orgWallets(client);
  return (await client.call('listAccounts', {})).items.map((a) => ({ id: a.id, name: a.name }));
}

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
