// The pulse's counting reads: how many items a list holds (one item asked for, the pagination's total),
// and the sum of an operations list's amounts. A refresh makes a number of these that grows with the
// wallets, statuses and reasons, never with the cards or operations counted.
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

export const pulseReads = { cardOperationCount, walletOperationSum };
