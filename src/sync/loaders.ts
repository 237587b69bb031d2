// One loader per resource: make the logical read (the read table picks the family the credentials
// allow) and turn its answer into a store batch. Loaders never touch the store themselves.
import {
  ACCOUNTS_LIST,
  holderCardsKey,
  recentCardOpsKey,
  type Card,
  type CardQuery,
  type ListSlot,
} from '../store/index.js';
import { read, READS, type Paged } from '../reads/index.js';
import type { LoadContext, Loaded } from './fetcher.js';

export function singlePage(ids: readonly string[], now: number): ListSlot {
  return { ids, total: ids.length, page: 1, pages: 1, loadedAt: now };
}

/** A list slot from a read's page. */
export function pageSlot(ids: readonly string[], paged: Paged, now: number): ListSlot {
  return { ids, total: paged.total, page: paged.page, pages: paged.pages, loadedAt: now };
}

export async function loadAccounts(ctx: LoadContext, pageSize: number): Promise<Loaded> {
  const res = await read(ctx.fetcher, READS.accounts, { pageSize }, { signal: ctx.signal });
  const ids = res.accounts.map((a) => a.id);
  return { accounts: res.accounts, lists: { [ACCOUNTS_LIST]: pageSlot(ids, res, ctx.now) } };
}

/** The full read of one account: balances, fees, and (account family) the BIN list. */
export async function loadAccountDetail(ctx: LoadContext, id: string): Promise<Loaded> {
  const res = await read(ctx.fetcher, READS.account, id, { signal: ctx.signal });
  return { accounts: [res.account], accountExtras: [{ id, patch: res.extras }] };
}

export async function loadWalletLimits(ctx: LoadContext, id: string): Promise<Loaded> {
  const patch = await read(ctx.fetcher, READS.walletLimits, id, { signal: ctx.signal });
  return { accountExtras: [{ id, patch }] };
}

export async function loadRestrictions(ctx: LoadContext, id: string): Promise<Loaded> {
  const patch = await read(ctx.fetcher, READS.restrictions, id, { signal: ctx.signal });
  return { accountExtras: [{ id, patch }] };
}

export async function loadTransferDestinations(ctx: LoadContext, id: string): Promise<Loaded> {
  const patch = await read(ctx.fetcher, READS.transferDestinations, id, { signal: ctx.signal });
  return { accountExtras: [{ id, patch }] };
}

export async function loadCards(
  ctx: LoadContext,
  key: string,
  accountId: string,
  query: CardQuery,
  pageSize: number,
): Promise<Loaded> {
  const res = await read(ctx.fetcher, READS.cardList, { accountId, query, pageSize }, { signal: ctx.signal });
  const ids = res.cards.map((c) => c.id);
  return {
    cards: res.cards,
    ...(res.cardholders ? { cardholders: res.cardholders } : {}),
    lists: { [key]: pageSlot(ids, res, ctx.now) },
  };
}

export async function loadCardDetail(
  ctx: LoadContext,
  card: Pick<Card, 'id' | 'accountId'>,
): Promise<Loaded> {
  if (!card.accountId) return {};
  const key = { id: card.id, accountId: card.accountId };
  return { cards: [await read(ctx.fetcher, READS.card, key, { signal: ctx.signal })] };
}

export const RECENT_OPERATIONS = 10;

export async function loadRecentCardOperations(ctx: LoadContext, cardId: string): Promise<Loaded> {
  const res = await read(
    ctx.fetcher,
    READS.cardOperations,
    { cardId, size: RECENT_OPERATIONS, newestFirst: true },
    { signal: ctx.signal },
  );
  const operations = [...res.operations];
  return {
    operations,
    lists: {
      [recentCardOpsKey(cardId)]: singlePage(
        operations.map((o) => o.id),
        ctx.now,
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
  const opts = { signal: ctx.signal };
  const window = { limit: pageSize, offset: (page - 1) * pageSize };
  const res = accountId
    ? await read(ctx.fetcher, READS.accountCardholders, { accountId, ...window }, opts)
    : await read(ctx.fetcher, READS.cardholders, window, opts);
  const pages = Math.max(1, Math.ceil(res.total / pageSize));
  return {
    cardholders: res.holders,
    lists: {
      [key]: pageSlot(
        res.holders.map((h) => h.id),
        { total: res.total, page, pages },
        ctx.now,
      ),
    },
  };
}

export async function loadCardholder(ctx: LoadContext, id: string): Promise<Loaded> {
  const res = await read(ctx.fetcher, READS.cardholder, id, { signal: ctx.signal });
  return {
    cardholders: [res.holder],
    cards: res.cards,
    lists: {
      [holderCardsKey(id)]: singlePage(
        res.cards.map((c) => c.id),
        ctx.now,
      ),
    },
  };
}

export async function loadOperationDetail(
  ctx: LoadContext,
  id: string,
  kind: 'card' | 'wallet',
): Promise<Loaded> {
  const logical = kind === 'card' ? READS.cardOperation : READS.walletOperation;
  return { operations: [await read(ctx.fetcher, logical, id, { signal: ctx.signal })] };
}
