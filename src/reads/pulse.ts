// The pulse's counting reads: how many items a list holds (one item asked for, the pagination's total),
// the sum of an operations list's amounts, and one page of a window's items (declined purchases, money in
// and out of the wallets) to count from when the page holds them all. A refresh makes a number of these
// that grows with the wallets and statuses, never with the cards or operations counted.
import type { CardOperationStatus, CardOperationType, DeclineReason } from '../contract/index.js';
import { route, type LogicalRead } from './table.js';

export interface CardOperationCountArgs {
  readonly from: string;
  /** Inclusive, as the service reads it. */
  readonly to: string;
  readonly types?: readonly CardOperationType[];
  readonly statuses?: readonly CardOperationStatus[];
  readonly declineReasons?: readonly DeclineReason[];
  readonly walletId?: string;
}

const some = <K extends string, T>(key: K, values: readonly T[] | undefined): Partial<Record<K, T[]>> =>
  values && values.length > 0 ? ({ [key]: [...values] } as Partial<Record<K, T[]>>) : {};

/**
 * How many card operations match (organization family: the account family's list has no reason filter,
 * and a count that silently ignored one would be wrong).
 */
const cardOperationCount: LogicalRead<CardOperationCountArgs, number> = {
  org: route(
    'listCardOperations',
    (a: CardOperationCountArgs) => ({
      query: {
        page: 1,
        quantity: 1,
        createdAtFrom: a.from,
        createdAtTo: a.to,
        ...some('types[]', a.types),
        ...some('statuses[]', a.statuses),
        ...some('declineReasons[]', a.declineReasons),
        ...some('accountIds[]', a.walletId === undefined ? undefined : [a.walletId]),
      },
    }),
    (res) => res.pagination.totalQuantity,
  ),
};

export interface WalletOperationSumArgs {
  readonly walletId: string;
  readonly from: string;
  readonly to: string;
  readonly types: readonly ('payin' | 'card_issuing' | 'transfer_fee' | 'withdrawal')[];
  readonly statuses: readonly ('authorized' | 'pending' | 'completed' | 'declined' | 'canceled')[];
  readonly page: number;
  readonly quantity: number;
}

export interface WalletOperationSumPage {
  /** The sum over every matching item when the service gives it (one currency); else undefined. */
  readonly totalAmount: string | undefined;
  /** This page's amounts, to add up when the service gives no sum. */
  readonly amounts: readonly string[];
  readonly total: number;
  readonly page: number;
  readonly pages: number;
}

/** One wallet's operations of some types over a window: their sum, or a page of amounts to add up. */
const walletOperationSum: LogicalRead<WalletOperationSumArgs, WalletOperationSumPage> = {
  org: route(
    'listWalletOperations',
    (a: WalletOperationSumArgs) => ({
      query: {
        page: a.page,
        quantity: a.quantity,
        createdAtFrom: a.from,
        createdAtTo: a.to,
        'accountIds[]': [a.walletId],
        ...some('types[]', a.types),
        ...some('statuses[]', a.statuses),
      },
    }),
    (res) => ({
      totalAmount: res.pagination.totalAmount,
      amounts: res.data.map((item) => item.amount),
      total: res.pagination.totalQuantity,
      page: res.pagination.currentPage,
      pages: res.pagination.pages,
    }),
  ),
};

export interface WindowItemsArgs {
  readonly from: string;
  /** Inclusive, as the service reads it. */
  readonly to: string;
  /** The most items read: one page, never more. */
  readonly quantity: number;
}

/** A declined purchase as the pulse counts it: when, and why (undefined: the service said no reason). */
export interface DeclineItem {
  readonly at: number;
  readonly reason: string | undefined;
}

/** One page of a window's items and how many match in all: the page holds them all when the two agree. */
export interface WindowItems<T> {
  readonly total: number;
  readonly items: readonly T[];
}

/** The declined purchases of a window: one page of them with their reasons, and their count. */
const declinedPurchases: LogicalRead<WindowItemsArgs, WindowItems<DeclineItem>> = {
  org: route(
    'listCardOperations',
    (a: WindowItemsArgs) => ({
      query: {
        page: 1,
        quantity: a.quantity,
        createdAtFrom: a.from,
        createdAtTo: a.to,
        'types[]': ['purchase' as const],
        'statuses[]': ['declined' as const],
      },
    }),
    (res) => ({
      total: res.pagination.totalQuantity,
      items: res.data.map((item) => ({
        at: Date.parse(item.createdAt),
        reason: item.declineReason ?? undefined,
      })),
    }),
  ),
};

/** Money moved in or out of a wallet, as the pulse adds it up. */
export interface FlowItem {
  readonly walletId: string;
  readonly type: WalletOperationSumArgs['types'][number];
  readonly amount: string;
}

export interface WalletFlowArgs extends WindowItemsArgs {
  readonly types: WalletOperationSumArgs['types'];
  readonly statuses: WalletOperationSumArgs['statuses'];
}

/** Every wallet's operations of some types over a window: one page of them, and their count. */
const walletFlows: LogicalRead<WalletFlowArgs, WindowItems<FlowItem>> = {
  org: route(
    'listWalletOperations',
    (a: WalletFlowArgs) => ({
      query: {
        page: 1,
        quantity: a.quantity,
        createdAtFrom: a.from,
        createdAtTo: a.to,
        ...some('types[]', a.types),
        ...some('statuses[]', a.statuses),
      },
    }),
    (res) => ({
      total: res.pagination.totalQuantity,
      items: res.data.map((item) => ({ walletId: item.account.id, type: item.type, amount: item.amount })),
    }),
  ),
};

export const pulseReads = { cardOperationCount, walletOperationSum, declinedPurchases, walletFlows };
