// The logical reads of cards and cardholders: one card, a wallet's cards, the cardholders and one
// cardholder with their cards.
import { InconsistentPageError } from '../api/index.js';
import { routes, type CardStatus } from '../contract/index.js';
import {
  cardFromHolderItem,
  cardFromListItem,
  cardFromRead,
  holderName,
  toCardholder,
  type Card,
  type CardQuery,
  type Cardholder,
} from '../store/index.js';
import type { Paged } from './accounts.js';
import { accountCardPath, orgCardPath, type CardKey } from './card-path.js';
import { route, type LogicalRead, type Way } from './table.js';

const card: LogicalRead<CardKey, Card> = {
  org: route(
    'getCard',
    (key: CardKey) => ({ params: orgCardPath(key) }),
    (res) => cardFromRead(res.data),
  ),
  account: route(
    'getAccountCard',
    (key: CardKey) => ({ params: accountCardPath(key) }),
    (res) => cardFromRead(res),
  ),
};

export interface CardListArgs {
  readonly accountId: string;
  readonly query: CardQuery;
  readonly pageSize: number;
}

export interface CardPage extends Paged {
  readonly cards: readonly Card[];
  /** The cardholders read on the way (account family). */
  readonly cardholders?: readonly Cardholder[];
}

/**
 * The account family has no card list per account: gather the account's cardholders' cards. One
 * page of cardholders bounds the cost; the statuses filter is applied here. A card under two
 * cardholders is a server fault, like one id twice in a page: two rows would share one mark.
 */
const cardsThroughHolders: Way<CardListArgs, CardPage> = {
  routes: ['listAccountCardholders', 'listCardholderCards'],
  run: async (client, { accountId, query }, opts) => {
    // Its card items carry no creation date: a time bound cannot be kept, so it is not pretended.
    if (query.from !== undefined || query.to !== undefined)
      throw new Error(
        'the account family lists cards without their creation date: :from and :to need org credentials',
      );
    const holders = await client.call(
      'listAccountCardholders',
      { params: { account_uuid: accountId }, query: { limit: 100 } },
      opts,
    );
    const cards: Card[] = [];
    const seen = new Set<string>();
    for (const holder of holders.items) {
      const res = await client.call(
        'listCardholderCards',
        { params: { card_owner_id: holder.cardOwnerId } },
        opts,
      );
      for (const item of res.items) {
        if (item.accountUuid !== accountId) continue;
        if (seen.has(item.cardId)) {
          const { method, path } = routes.listCardholderCards;
          throw new InconsistentPageError({ method, path }, 'one card under two cardholders');
        }
        seen.add(item.cardId);
        if (query.statuses.length > 0 && !query.statuses.includes(item.status)) continue;
        cards.push(cardFromHolderItem(item, holderName(holder)));
      }
    }
    return { cards, cardholders: holders.items.map(toCardholder), total: cards.length, page: 1, pages: 1 };
  },
};

const cardList: LogicalRead<CardListArgs, CardPage> = {
  org: route(
    'listCards',
    ({ accountId, query, pageSize }: CardListArgs) => ({
      params: { wallet_id: accountId },
      query: {
        page: query.page,
        quantity: pageSize,
        sortBy: query.sortBy,
        sortType: query.sortType,
        ...(query.statuses.length > 0 ? { 'statuses[]': [...query.statuses] } : {}),
        ...(query.from ? { createdAtFrom: query.from } : {}),
        ...(query.to ? { createdAtTo: query.to } : {}),
      },
    }),
    (res, { accountId }) => ({
      cards: res.data.map((item) => cardFromListItem(item, accountId)),
      total: res.pagination.totalQuantity,
      page: res.pagination.currentPage,
      pages: res.pagination.pages,
    }),
  ),
  account: cardsThroughHolders,
};

export interface CardholdersArgs {
  readonly limit: number;
  readonly offset: number;
}

export interface CardholderPage {
  readonly holders: readonly Cardholder[];
  readonly total: number;
}

const holderPage = (args: CardholdersArgs) => ({ limit: args.limit, offset: args.offset });

/** Every cardholder of the merchant. */
const cardholders: LogicalRead<CardholdersArgs, CardholderPage> = {
  account: route(
    'listCardholders',
    (args: CardholdersArgs) => ({ query: holderPage(args) }),
    (res) => ({ holders: res.items.map(toCardholder), total: res.total }),
  ),
};

/** The cardholders of one account. */
const accountCardholders: LogicalRead<CardholdersArgs & { readonly accountId: string }, CardholderPage> = {
  account: route(
    'listAccountCardholders',
    (args: CardholdersArgs & { readonly accountId: string }) => ({
      params: { account_uuid: args.accountId },
      query: holderPage(args),
    }),
    (res) => ({ holders: res.items.map(toCardholder), total: res.total }),
  ),
};

export interface CardholderRead {
  readonly holder: Cardholder;
  readonly cards: readonly Card[];
}

/** One cardholder and their cards. */
const cardholder: LogicalRead<string, CardholderRead> = {
  account: {
    routes: ['getCardholder', 'listCardholderCards'],
    run: async (client, id, opts) => {
      const holder = await client.call('getCardholder', { params: { card_owner_id: id } }, opts);
      const res = await client.call('listCardholderCards', { params: { card_owner_id: id } }, opts);
      return {
        holder: toCardholder(holder),
        cards: res.items.map((item) => cardFromHolderItem(item, holderName(holder))),
      };
    },
  },
};

/**
 * The card index's reads keep the list items as the service sent them: the index makes its own
 * rows of them (`sync/card-index/rows.ts`), a million at a time, without a store card in between.
 */
export interface WalletCardsArgs {
  readonly walletId: string;
  /** Absent: the service's first page, nothing sent. */
  readonly page?: number;
  readonly quantity: number;
  /** Only cards created at or after (before) this instant. */
  readonly createdAtFrom?: string;
  readonly createdAtTo?: string;
  readonly statuses?: readonly CardStatus[];
  /** By creation: oldest first keeps pages put while new cards arrive; absent, the service's order. */
  readonly order?: 'asc' | 'desc';
}

/** A wallet's cards by creation (organization family). */
const walletCardPage = {
  org: route(
    'listCards',
    (a: WalletCardsArgs) => ({
      params: { wallet_id: a.walletId },
      query: {
        ...(a.page !== undefined ? { page: a.page } : {}),
        quantity: a.quantity,
        ...(a.order ? { sortBy: 'createdAt' as const, sortType: a.order } : {}),
        ...(a.statuses && a.statuses.length > 0 ? { 'statuses[]': [...a.statuses] } : {}),
        ...(a.createdAtFrom ? { createdAtFrom: a.createdAtFrom } : {}),
        ...(a.createdAtTo ? { createdAtTo: a.createdAtTo } : {}),
      },
    }),
    (res) => ({
      items: res.data,
      total: res.pagination.totalQuantity,
      page: res.pagination.currentPage,
      pages: res.pagination.pages,
    }),
  ),
};

/** One cardholder's cards across accounts, as listed. */
const holderCardItems = {
  account: route(
    'listCardholderCards',
    (holderId: string) => ({ params: { card_owner_id: holderId } }),
    (res) => res.items,
  ),
};

/** One cardholder as the service answers it (a change's read back compares it with the answer). */
const holder = {
  account: route(
    'getCardholder',
    (id: string) => ({ params: { card_owner_id: id } }),
    (res) => res,
  ),
};

export const cardReads = {
  holder,
  card,
  cardList,
  cardholders,
  accountCardholders,
  cardholder,
  walletCardPage,
  holderCardItems,
};
