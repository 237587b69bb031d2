// Loading the operations pane: card or wallet operations, for the selected card/account or the
// whole organization, with the type, status and date filters the spec lists.
import {
  CardOperationStatus,
  CardOperationType,
  WalletOperationStatus,
  WalletOperationType,
} from '../contract/index.js';
import { cardOperation, walletOperation, type OperationQuery } from '../store/index.js';
import { canCall, type LoadContext, type Loaded } from './fetcher.js';

/** Keep only values the enum knows: the store holds what the operator typed. */
function only<T extends string>(values: readonly string[], allowed: readonly T[]): T[] {
  return values.filter((v): v is T => (allowed as readonly string[]).includes(v));
}

function dateRange(query: OperationQuery): { createdAtFrom?: string; createdAtTo?: string } {
  return {
    ...(query.from ? { createdAtFrom: query.from } : {}),
    ...(query.to ? { createdAtTo: query.to } : {}),
  };
}

function nonEmpty<K extends string, T>(key: K, values: T[]): Partial<Record<K, T[]>> {
  return values.length > 0 ? ({ [key]: values } as Partial<Record<K, T[]>>) : {};
}

/** Which route serves this query with these credentials, or why none does. */
export function operationsRoute(
  ctx: Pick<LoadContext, 'fetcher'>,
  query: OperationQuery,
): { ok: true } | { ok: false; reason: string } {
  const { fetcher } = ctx;
  if (query.kind === 'card') {
    if (canCall(fetcher, 'listCardOperations') || canCall(fetcher, 'listCardTransactions'))
      return { ok: true };
    return { ok: false, reason: 'card operations need organization or account credentials' };
  }
  if (canCall(fetcher, 'listWalletOperations')) return { ok: true };
  if (query.scope === 'selected' && canCall(fetcher, 'listAccountTransactions')) return { ok: true };
  return { ok: false, reason: 'operations of all wallets need organization credentials' };
}

export async function loadOperations(
  ctx: LoadContext,
  key: string,
  query: OperationQuery,
  subject: string,
  pageSize: number,
): Promise<Loaded> {
  return query.kind === 'card'
    ? loadCardOperations(ctx, key, query, subject, pageSize)
    : loadWalletOperations(ctx, key, query, subject, pageSize);
}

function slot(ids: string[], total: number, page: number, pages: number, now: number) {
  return { ids, total, page, pages: Math.max(1, pages), loadedAt: now };
}

async function loadCardOperations(
  ctx: LoadContext,
  key: string,
  query: OperationQuery,
  subject: string,
  pageSize: number,
): Promise<Loaded> {
  const { fetcher, signal, now } = ctx;
  const types = only(query.types, CardOperationType.options);
  const statuses = only(query.statuses, CardOperationStatus.options);
  const cardId = subject === '*' ? undefined : subject;
  if (canCall(fetcher, 'listCardOperations')) {
    const res = await fetcher.call(
      'listCardOperations',
      {
        query: {
          page: query.page,
          quantity: pageSize,
          sortBy: 'createdAt',
          sortType: 'desc',
          ...dateRange(query),
          ...nonEmpty('cardIds[]', cardId ? [cardId] : []),
          ...nonEmpty('types[]', types),
          ...nonEmpty('statuses[]', statuses),
        },
      },
      { signal },
    );
    const ops = res.data.map(cardOperation);
    const p = res.pagination;
    return {
      operations: ops,
      lists: {
        [key]: slot(
          ops.map((o) => o.id),
          p.totalQuantity,
          p.currentPage,
          p.pages,
          now,
        ),
      },
    };
  }
  const res = await fetcher.call(
    'listCardTransactions',
    {
      query: {
        limit: pageSize,
        offset: (query.page - 1) * pageSize,
        ...dateRange(query),
        ...(cardId ? { cardId } : {}),
        ...nonEmpty('types[]', types),
        ...nonEmpty('statuses[]', statuses),
      },
    },
    { signal },
  );
  const ops = res.items.map(cardOperation);
  return {
    operations: ops,
    lists: {
      [key]: slot(
        ops.map((o) => o.id),
        res.total,
        query.page,
        Math.ceil(res.total / pageSize),
        now,
      ),
    },
  };
}

async function loadWalletOperations(
  ctx: LoadContext,
  key: string,
  query: OperationQuery,
  subject: string,
  pageSize: number,
): Promise<Loaded> {
  const { fetcher, signal, now } = ctx;
  const types = only(query.types, WalletOperationType.options);
  const statuses = only(query.statuses, WalletOperationStatus.options);
  const accountId = subject === '*' ? undefined : subject;
  if (canCall(fetcher, 'listWalletOperations')) {
    const res = await fetcher.call(
      'listWalletOperations',
      {
        query: {
          page: query.page,
          quantity: pageSize,
          sortBy: 'createdAt',
          sortType: 'desc',
          ...dateRange(query),
          ...nonEmpty('accountIds[]', accountId ? [accountId] : []),
          ...nonEmpty('types[]', types),
          ...nonEmpty('statuses[]', statuses),
        },
      },
      { signal },
    );
    const ops = res.data.map(walletOperation);
    const p = res.pagination;
    return {
      operations: ops,
      lists: {
        [key]: slot(
          ops.map((o) => o.id),
          p.totalQuantity,
          p.currentPage,
          p.pages,
          now,
        ),
      },
    };
  }
  if (!accountId) return {};
  const res = await fetcher.call(
    'listAccountTransactions',
    {
      params: { account_uuid: accountId },
      query: {
        limit: pageSize,
        offset: (query.page - 1) * pageSize,
        ...dateRange(query),
        ...nonEmpty('types[]', types),
        ...nonEmpty('statuses[]', statuses),
      },
    },
    { signal },
  );
  const ops = res.items.map(walletOperation);
  return {
    operations: ops,
    lists: {
      [key]: slot(
        ops.map((o) => o.id),
        res.total,
        query.page,
        Math.ceil(res.total / pageSize),
        now,
      ),
    },
  };
}
