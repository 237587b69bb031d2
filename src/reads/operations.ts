// The logical reads of operations: a card's or a wallet's card operations, wallet operations, one
// operation in full, and the webhook delivery history.
import {
  CardOperationStatus,
  CardOperationType,
  WalletOperationStatus,
  WalletOperationType,
  type WebhookEventsQuery,
} from '../contract/index.js';
import { cardOperation, walletOperation, type Operation } from '../store/index.js';
import type { Paged } from './accounts.js';
import { route, type LogicalRead } from './table.js';

/** Which operations, in words both families understand. */
export interface OperationsArgs {
  /** One card's (card operations); absent: every card's. */
  readonly cardId?: string;
  /** One wallet's; absent: every wallet's (organization family only for wallet operations). */
  readonly walletId?: string;
  /** The page to read; absent: the service's first, nothing sent. */
  readonly page?: number;
  readonly size: number;
  readonly from?: string;
  readonly to?: string;
  /** Type and status filters as typed: values the service does not know are left out. */
  readonly types?: readonly string[];
  readonly statuses?: readonly string[];
  /** Newest first: asked of the organization family, sorted here for the account family. */
  readonly newestFirst?: boolean;
}

export interface OperationsPage extends Paged {
  readonly operations: readonly Operation[];
}

/** Keep only values the enum knows: the store holds what the operator typed. */
function only<T extends string>(values: readonly string[] | undefined, allowed: readonly T[]): T[] {
  return (values ?? []).filter((v): v is T => (allowed as readonly string[]).includes(v));
}

function nonEmpty<K extends string, T>(key: K, values: readonly T[]): Partial<Record<K, T[]>> {
  return values.length > 0 ? ({ [key]: [...values] } as Partial<Record<K, T[]>>) : {};
}

const dateRange = (a: OperationsArgs) => ({
  ...(a.from ? { createdAtFrom: a.from } : {}),
  ...(a.to ? { createdAtTo: a.to } : {}),
});

const orgPaging = (a: OperationsArgs) => ({
  ...(a.page !== undefined ? { page: a.page } : {}),
  quantity: a.size,
  ...(a.newestFirst ? { sortBy: 'createdAt' as const, sortType: 'desc' as const } : {}),
});

const accountPaging = (a: OperationsArgs) => ({
  limit: a.size,
  ...(a.page !== undefined ? { offset: (a.page - 1) * a.size } : {}),
});

const newestFirst = (a: OperationsArgs, ops: Operation[]): Operation[] =>
  a.newestFirst ? ops.sort((x, y) => Date.parse(y.createdAt) - Date.parse(x.createdAt)) : ops;

/** The account family's page: a total and the page asked for. */
const accountPage = (a: OperationsArgs, operations: Operation[], total: number): OperationsPage => ({
  operations: newestFirst(a, operations),
  total,
  page: a.page ?? 1,
  pages: Math.ceil(total / a.size),
});

type OrgPagination = { totalQuantity: number; currentPage: number; pages: number };
const orgPage = (operations: Operation[], p: OrgPagination): OperationsPage => ({
  operations,
  total: p.totalQuantity,
  page: p.currentPage,
  pages: p.pages,
});

const cardOperations: LogicalRead<OperationsArgs, OperationsPage> = {
  org: route(
    'listCardOperations',
    (a: OperationsArgs) => ({
      query: {
        ...orgPaging(a),
        ...dateRange(a),
        ...nonEmpty('cardIds[]', a.cardId ? [a.cardId] : []),
        ...nonEmpty('accountIds[]', a.walletId ? [a.walletId] : []),
        ...nonEmpty('types[]', only(a.types, CardOperationType.options)),
        ...nonEmpty('statuses[]', only(a.statuses, CardOperationStatus.options)),
      },
    }),
    (res) => orgPage(res.data.map(cardOperation), res.pagination),
  ),
  account: route(
    'listCardTransactions',
    (a: OperationsArgs) => ({
      query: {
        ...accountPaging(a),
        ...dateRange(a),
        ...(a.cardId ? { cardId: a.cardId } : {}),
        ...(a.walletId ? { accountId: a.walletId } : {}),
        ...nonEmpty('types[]', only(a.types, CardOperationType.options)),
        ...nonEmpty('statuses[]', only(a.statuses, CardOperationStatus.options)),
      },
    }),
    (res, a) => accountPage(a, res.items.map(cardOperation), res.total),
  ),
};

/** Wallet operations; the account family reads one wallet's only (none without a wallet). */
const walletOperations: LogicalRead<OperationsArgs, OperationsPage | null> = {
  org: route(
    'listWalletOperations',
    (a: OperationsArgs) => ({
      query: {
        ...orgPaging(a),
        ...dateRange(a),
        ...nonEmpty('accountIds[]', a.walletId ? [a.walletId] : []),
        ...nonEmpty('types[]', only(a.types, WalletOperationType.options)),
        ...nonEmpty('statuses[]', only(a.statuses, WalletOperationStatus.options)),
      },
    }),
    (res) => orgPage(res.data.map(walletOperation), res.pagination),
  ),
  account: {
    routes: ['listAccountTransactions'],
    run: async (client, a, opts) => {
      if (!a.walletId) return null;
      const query = {
        ...accountPaging(a),
        ...dateRange(a),
        ...nonEmpty('types[]', only(a.types, WalletOperationType.options)),
        ...nonEmpty('statuses[]', only(a.statuses, WalletOperationStatus.options)),
      };
      const res = await client.call(
        'listAccountTransactions',
        { params: { account_uuid: a.walletId }, query },
        opts,
      );
      return accountPage(a, res.items.map(walletOperation), res.total);
    },
  },
};

/** One card operation in full (the account family's lists already carry the detail form). */
const cardOperationDetail: LogicalRead<string, Operation> = {
  org: route(
    'getCardOperation',
    (id: string) => ({ params: { operation_id: id } }),
    (res) => cardOperation(res.data),
  ),
};

const walletOperationDetail: LogicalRead<string, Operation> = {
  org: route(
    'getWalletOperation',
    (id: string) => ({ params: { operation_id: id } }),
    (res) => walletOperation(res.data),
  ),
};

/** The webhook deliveries, newest first, of one card or every card (either family's credentials). */
const deliveries = {
  any: route(
    'listWebhookEvents',
    (query: WebhookEventsQuery) => ({ query }),
    (res) => ({ deliveries: res.items, total: res.total }),
  ),
};

/** The webhook configuration. */
const webhookConfig = {
  any: route(
    'getWebhookConfig',
    () => ({}),
    (res) => res,
  ),
};

export const operationReads = {
  cardOperations,
  walletOperations,
  cardOperation: cardOperationDetail,
  walletOperation: walletOperationDetail,
  deliveries,
  webhookConfig,
};
