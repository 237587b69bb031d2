// One loader per resource: call the API (the family the credentials allow) and turn the answer
// into a store batch. Loaders never touch the store themselves.
import {
  ACCOUNTS_LIST,
  cardFromHolderItem,
  cardFromListItem,
  cardFromRead,
  cardOperation,
  holderCardsKey,
  holderName,
  recentCardOpsKey,
  toAccount,
  toCardholder,
  walletOperation,
  type Card,
  type CardQuery,
  type ListSlot,
} from '../store/index.js';
import { InconsistentPageError } from '../api/index.js';
import { routes } from '../contract/index.js';
import { canCall, type LoadContext, type Loaded } from './fetcher.js';

export function singlePage(ids: readonly string[], now: number): ListSlot {
  return { ids, total: ids.length, page: 1, pages: 1, loadedAt: now };
}

function pagedSlot(
  ids: readonly string[],
  total: number,
  page: number,
  pageSize: number,
  now: number,
): ListSlot {
  return { ids, total, page, pages: Math.max(1, Math.ceil(total / pageSize)), loadedAt: now };
}

export async function loadAccounts(ctx: LoadContext, pageSize: number): Promise<Loaded> {
  const { fetcher, signal, now } = ctx;
  if (canCall(fetcher, 'listAccounts')) {
    const res = await fetcher.call('listAccounts', {}, { signal });
    const accounts = res.items.map(toAccount);
    return {
      accounts,
      lists: {
        [ACCOUNTS_LIST]: singlePage(
          accounts.map((a) => a.id),
          now,
        ),
      },
    };
  }
  const res = await fetcher.call('listWallets', { query: { page: 1, quantity: pageSize } }, { signal });
  const accounts = res.data.map(toAccount);
  const p = res.pagination;
  return {
    accounts,
    lists: {
      [ACCOUNTS_LIST]: {
        ids: accounts.map((a) => a.id),
        total: p.totalQuantity,
        page: p.currentPage,
        pages: p.pages,
        loadedAt: now,
      },
    },
  };
}

/** The full read of one account: balances, fees, and (account family) the BIN list. */
export async function loadAccountDetail(ctx: LoadContext, id: string): Promise<Loaded> {
  const { fetcher, signal } = ctx;
  if (canCall(fetcher, 'getAccount')) {
    const res = await fetcher.call('getAccount', { params: { account_uuid: id } }, { signal });
    return {
      accounts: [toAccount(res)],
      accountExtras: [
        {
          id,
          patch: {
            fees: res.fees,
            binList: res.binList,
            isUsedCardBalance: res.isUsedCardBalance,
            raw: { account: res },
          },
        },
      ],
    };
  }
  const res = await fetcher.call('getWallet', { params: { wallet_id: id } }, { signal });
  return {
    accounts: [toAccount(res.data)],
    accountExtras: [{ id, patch: { fees: res.data.fees, raw: { wallet: res } } }],
  };
}

export async function loadWalletLimits(ctx: LoadContext, id: string): Promise<Loaded> {
  const res = await ctx.fetcher.call(
    'getWalletLimits',
    { params: { wallet_id: id } },
    { signal: ctx.signal },
  );
  const d = res.data;
  return {
    accountExtras: [
      {
        id,
        patch: {
          limitRanges: d.limits,
          binList: d.binList,
          cardBalance: d.cardBalance,
          raw: { limits: res },
        },
      },
    ],
  };
}

export async function loadRestrictions(ctx: LoadContext, id: string): Promise<Loaded> {
  const res = await ctx.fetcher.call(
    'getAccountRestrictions',
    { params: { account_uuid: id } },
    { signal: ctx.signal },
  );
  return { accountExtras: [{ id, patch: { restrictions: res, raw: { restrictions: res } } }] };
}

export async function loadTransferDestinations(ctx: LoadContext, id: string): Promise<Loaded> {
  const res = await ctx.fetcher.call(
    'listTransferDestinations',
    { params: { account_uuid: id } },
    { signal: ctx.signal },
  );
  return {
    accountExtras: [{ id, patch: { transferDestinations: res.items, raw: { transferDestinations: res } } }],
  };
}

export async function loadCards(
  ctx: LoadContext,
  key: string,
  accountId: string,
  query: CardQuery,
  pageSize: number,
): Promise<Loaded> {
  const { fetcher, signal, now } = ctx;
  if (!canCall(fetcher, 'listCards')) return loadCardsThroughHolders(ctx, key, accountId, query);
  const res = await fetcher.call(
    'listCards',
    {
      params: { wallet_id: accountId },
      query: {
        page: query.page,
        quantity: pageSize,
        sortBy: query.sortBy,
        sortType: query.sortType,
        ...(query.statuses.length > 0 ? { 'statuses[]': [...query.statuses] } : {}),
      },
    },
    { signal },
  );
  const cards = res.data.map((item) => cardFromListItem(item, accountId));
  const p = res.pagination;
  return {
    cards,
    lists: {
      [key]: {
        ids: cards.map((c) => c.id),
        total: p.totalQuantity,
        page: p.currentPage,
        pages: p.pages,
        loadedAt: now,
      },
    },
  };
}

/**
 * The account family has no card list per account: gather the account's cardholders' cards. One
 * page of cardholders bounds the cost; the statuses filter is applied here. A card under two
 * cardholders is a server fault, like one id twice in a page: two rows would share one mark.
 */
async function loadCardsThroughHolders(
  ctx: LoadContext,
  key: string,
  accountId: string,
  query: CardQuery,
): Promise<Loaded> {
  const { fetcher, signal, now } = ctx;
  const holders = await fetcher.call(
    'listAccountCardholders',
    { params: { account_uuid: accountId }, query: { limit: 100 } },
    { signal },
  );
  const cards: Card[] = [];
  const seen = new Set<string>();
  for (const holder of holders.items) {
    const res = await fetcher.call(
      'listCardholderCards',
      { params: { card_owner_id: holder.cardOwnerId } },
      { signal },
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
  return {
    cards,
    cardholders: holders.items.map(toCardholder),
    lists: {
      [key]: singlePage(
        cards.map((c) => c.id),
        now,
      ),
    },
  };
}

export async function loadCardDetail(
  ctx: LoadContext,
  card: Pick<Card, 'id' | 'accountId'>,
): Promise<Loaded> {
  const { fetcher, signal } = ctx;
  if (!card.accountId) return {};
  if (canCall(fetcher, 'getCard')) {
    const res = await fetcher.call(
      'getCard',
      { params: { wallet_id: card.accountId, instrument_id: card.id } },
      { signal },
    );
    return { cards: [cardFromRead(res.data)] };
  }
  const res = await fetcher.call(
    'getAccountCard',
    { params: { account_uuid: card.accountId, card_uuid: card.id } },
    { signal },
  );
  return { cards: [cardFromRead(res)] };
}

export const RECENT_OPERATIONS = 10;

export async function loadRecentCardOperations(ctx: LoadContext, cardId: string): Promise<Loaded> {
  const { fetcher, signal, now } = ctx;
  const key = recentCardOpsKey(cardId);
  if (canCall(fetcher, 'listCardOperations')) {
    const res = await fetcher.call(
      'listCardOperations',
      {
        query: { 'cardIds[]': [cardId], quantity: RECENT_OPERATIONS, sortBy: 'createdAt', sortType: 'desc' },
      },
      { signal },
    );
    const operations = res.data.map(cardOperation);
    return {
      operations,
      lists: {
        [key]: singlePage(
          operations.map((o) => o.id),
          now,
        ),
      },
    };
  }
  const res = await fetcher.call(
    'listCardTransactions',
    { query: { cardId, limit: RECENT_OPERATIONS } },
    { signal },
  );
  const operations = res.items.map(cardOperation);
  return {
    operations,
    lists: {
      [key]: singlePage(
        operations.map((o) => o.id),
        now,
      ),
    },
  };
}

export async function loadCardholders(
  ctx: LoadContext,
  key: string,
  accountId: string | undefined,
  page: number,
  pageSize: number,
): Promise<Loaded> {
  const { fetcher, signal, now } = ctx;
  const query = { limit: pageSize, offset: (page - 1) * pageSize };
  const res = accountId
    ? await fetcher.call('listAccountCardholders', { params: { account_uuid: accountId }, query }, { signal })
    : await fetcher.call('listCardholders', { query }, { signal });
  const holders = res.items.map(toCardholder);
  return {
    cardholders: holders,
    lists: {
      [key]: pagedSlot(
        holders.map((h) => h.id),
        res.total,
        page,
        pageSize,
        now,
      ),
    },
  };
}

export async function loadCardholder(ctx: LoadContext, id: string): Promise<Loaded> {
  const { fetcher, signal, now } = ctx;
  const holder = await fetcher.call('getCardholder', { params: { card_owner_id: id } }, { signal });
  const res = await fetcher.call('listCardholderCards', { params: { card_owner_id: id } }, { signal });
  const cards = res.items.map((item) => cardFromHolderItem(item, holderName(holder)));
  return {
    cardholders: [toCardholder(holder)],
    cards,
    lists: {
      [holderCardsKey(id)]: singlePage(
        cards.map((c) => c.id),
        now,
      ),
    },
  };
}

export async function loadOperationDetail(
  ctx: LoadContext,
  id: string,
  kind: 'card' | 'wallet',
): Promise<Loaded> {
  const { fetcher, signal } = ctx;
  if (kind === 'card') {
    const res = await fetcher.call('getCardOperation', { params: { operation_id: id } }, { signal });
    return { operations: [cardOperation(res.data)] };
  }
  const res = await fetcher.call('getWalletOperation', { params: { operation_id: id } }, { signal });
  return { operations: [walletOperation(res.data)] };
}
