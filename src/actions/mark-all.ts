// "Mark all matching", in one place: every card of a wallet that matches the cards pane's filter,
// from the card index when it holds the whole wallet (no page fetched again; the bulk engine still
// reads each card before it acts), else across all the service's pages, with the count, so the UI can
// confirm before a bulk action runs. Also resolves bare card ids (the scriptable `cards` command) into
// card references.
import type { ApiClient } from '../api/index.js';
import type { CardListItem, CardStatus } from '../contract/index.js';
import {
  last4,
  matchesCardFilter,
  prepareCardFilter,
  shownFirst6,
  type CardFilter,
  type FindFields,
} from '../domain/index.js';
import { canRead, inFamily, readPages, READS } from '../reads/index.js';
import type { CardIndex } from '../sync/card-index/index.js';
import { cardRefOf } from './card-ref.js';
import { readCard } from './reads.js';
import type { Family } from './validate.js';
import type { CardRef } from './types.js';

/** The cards pane's filter (domain/card-filter: the one predicate the list shows by), and dates. */
export interface MarkAllFilter extends Partial<CardFilter> {
  createdAtFrom?: string;
  createdAtTo?: string;
}

export interface MarkAllOptions {
  /** The card index: it answers when it holds the whole wallet and no creation date bounds the filter. */
  index?: Pick<CardIndex, 'walletComplete' | 'walletMatches'>;
  /** Called once when the service's pages are to be read (the index did not answer): a long wait. */
  onFetching?: () => void;
  signal?: AbortSignal;
  pageSize?: number;
  /** Called after each item so the UI can show "fetched 1,200…". */
  onProgress?: (fetched: number) => void;
}

export function refFromListItem(item: CardListItem, accountId: string): CardRef {
  return cardRefOf({ ...item, id: item.cardId, status: item.cardStatus }, accountId);
}

/** A list item has no holder email or id: the words of its name and holder, its number and id. */
export function listItemFindFields(item: CardListItem): FindFields {
  return {
    id: item.cardId,
    name: item.name,
    holderName: item.holder,
    last4: last4(item.maskedNumber) ?? undefined,
    first6: shownFirst6(item.maskedNumber),
  };
}

/**
 * Each card once, in the order first seen. A walk over pages can meet a card twice (a newer card
 * pushed it onto the next page between two requests); it is one card to count and act on.
 */
export function distinctRefs(refs: readonly CardRef[]): CardRef[] {
  const seen = new Set<string>();
  return refs.filter((ref) => (seen.has(ref.id) ? false : (seen.add(ref.id), true)));
}

/** The matching cards from the index, or undefined when it does not hold the whole wallet yet. */
function fromIndex(
  index: NonNullable<MarkAllOptions['index']>,
  accountId: string,
  filter: MarkAllFilter,
): CardRef[] | undefined {
  if (!index.walletComplete(accountId)) return undefined;
  const { ids } = index.walletMatches(accountId, filter.text ?? '', Number.MAX_SAFE_INTEGER, filter.statuses);
  return ids.map((row) =>
    cardRefOf(
      {
        id: row.id,
        status: row.status as CardStatus,
        name: row.name,
        maskedNumber: row.masked,
        availableBalance: row.balance,
        currency: row.currency,
      },
      row.walletId,
    ),
  );
}

/** Every matching card of the wallet, each once, and where the list came from. */
export async function markAllMatching(
  client: ApiClient,
  accountId: string,
  filter: MarkAllFilter = {},
  opts: MarkAllOptions = {},
): Promise<{ refs: CardRef[]; count: number; from: 'index' | 'service' }> {
  // The index keeps no bound by creation: with one, the service's list answers.
  const bounded = Boolean(filter.createdAtFrom || filter.createdAtTo);
  const indexed = opts.index && !bounded ? fromIndex(opts.index, accountId, filter) : undefined;
  if (indexed) {
    const refs = distinctRefs(indexed);
    return { refs, count: refs.length, from: 'index' };
  }
  opts.onFetching?.();
  const asked = {
    walletId: accountId,
    quantity: opts.pageSize ?? 500,
    ...(filter.statuses ? { statuses: filter.statuses } : {}),
    ...(filter.createdAtFrom ? { createdAtFrom: filter.createdAtFrom } : {}),
    ...(filter.createdAtTo ? { createdAtTo: filter.createdAtTo } : {}),
  };
  const found = new Map<string, CardRef>();
  // The server filters by status; the same predicate as the list checks each card again.
  const shown = prepareCardFilter({ statuses: filter.statuses ?? [], text: filter.text ?? '' });
  const pages = readPages(client, READS.walletCardPage, asked, (p) => p.items.length, {
    signal: opts.signal,
  });
  for await (const page of pages) {
    for (const item of page.items) {
      if (matchesCardFilter(shown, item.cardStatus, listItemFindFields(item)) && !found.has(item.cardId))
        found.set(item.cardId, refFromListItem(item, accountId));
      opts.onProgress?.(found.size);
    }
  }
  return { refs: [...found.values()], count: found.size, from: 'service' };
}

export interface LocatedCards {
  refs: CardRef[];
  /** Ids that no wallet/account of these credentials holds. */
  missing: string[];
}

/**
 * Finds bare card ids: through the wallet's card list when a wallet is named (two pages for
 * 1,000 cards), else through every wallet's list, else (account credentials only) by reading
 * each id from each account.
 */
export async function locateCards(
  client: ApiClient,
  ids: readonly string[],
  walletId?: string,
): Promise<LocatedCards> {
  const wanted = new Set(ids);
  const found = new Map<string, CardRef>();
  if (canRead(client, READS.walletCardPage)) {
    const wallets = walletId ? [walletId] : await allWalletIds(client, 'org');
    for (const wallet of wallets) {
      const asked = { walletId: wallet, quantity: 500 };
      for await (const page of readPages(client, READS.walletCardPage, asked, (p) => p.items.length)) {
        for (const item of page.items)
          if (wanted.has(item.cardId)) found.set(item.cardId, refFromListItem(item, wallet));
      }
      if (found.size === wanted.size) break;
    }
  } else {
    const accounts = walletId ? [walletId] : await allWalletIds(client, 'account');
    for (const id of wanted) {
      for (const account of accounts) {
        const card = await readCard(client, { id, accountId: account }, 'account').catch(() => undefined);
        if (!card) continue;
        found.set(id, cardRefOf({ ...card, id }, account));
        break;
      }
    }
  }
  const refs = ids
    .filter((id, i) => ids.indexOf(id) === i && found.has(id))
    .map((id) => found.get(id) as CardRef);
  return { refs, missing: [...wanted].filter((id) => !found.has(id)) };
}

/** Every wallet's (account's) id: the organization family's pages of 500, the account family's one list. */
async function allWalletIds(client: ApiClient, family: Family): Promise<string[]> {
  const out: string[] = [];
  const wallets = inFamily(READS.accounts, family);
  for await (const page of readPages(client, wallets, { pageSize: 500 }, (p) => p.accounts.length))
    out.push(...page.accounts.map((a) => a.id));
  return out;
}
