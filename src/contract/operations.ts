// Wallet (account-level) operations and card operations, list and detail forms, and their queries.
import { z } from 'zod';
import {
  AccountPageQuery,
  CardOperationSortBy,
  CardOperationStatus,
  CardOperationType,
  IdName,
  MoneyString,
  OrgPageQuery,
  Pagination,
  queryArray,
  SortType,
  Timestamp,
  WalletOperationSortBy,
  WalletOperationStatus,
  WalletOperationType,
} from './common.js';

export const WalletOperationListItem = z.looseObject({
  id: z.string(),
  account: IdName,
  amount: MoneyString,
  currency: z.string(),
  type: WalletOperationType,
  status: WalletOperationStatus,
  createdAt: Timestamp,
});
export const WalletOperationDetail = WalletOperationListItem.extend({
  feeAmount: MoneyString,
  feeCurrency: z.string(),
  settlementAmount: MoneyString,
  settlementCurrency: z.string(),
  description: z.string().nullable(),
  updatedAt: Timestamp,
});
export type WalletOperationListItem = z.infer<typeof WalletOperationListItem>;
export type WalletOperationDetail = z.infer<typeof WalletOperationDetail>;

/**
 * Why the sandbox declines a card operation (our decision): exactly what its purchase simulator
 * produces, checked in the order listed by the card, its wallet, the amount against the wallet's transaction limit,
 * the card's daily then monthly limit (UTC day and month, purchases authorized or completed), then the balance.
 */
export const DECLINE_REASONS = [
  'card_creating',
  'card_creating_failed',
  'card_frozen',
  'card_closed',
  'card_expired',
  'wallet_inactive',
  'transaction_limit_exceeded',
  'daily_limit_exceeded',
  'monthly_limit_exceeded',
  'insufficient_balance',
] as const;
export const DeclineReason = z.enum(DECLINE_REASONS);
export type DeclineReason = z.infer<typeof DeclineReason>;
/**
 * A decline reason on the wire. The document publishes the enum (what the sandbox sends); a client parses any
 * string, so a reason another deployment adds is kept and shown as it came, never dropped.
 */
export const DeclineReasonText = z.string().meta({
  enum: [...DECLINE_REASONS],
  description:
    'Why the operation was declined (null unless declined). card_<status>: the card was not active; wallet_inactive; ' +
    "transaction_limit_exceeded: above the wallet's transaction_limit range maximum; " +
    'daily_limit_exceeded / monthly_limit_exceeded: ' +
    "the card's purchases of the UTC day / month plus this one exceed its limit; " +
    'insufficient_balance: the amount plus the transaction fee exceed the available balance.',
});

export const CardRef = z.looseObject({ id: z.string(), name: z.string(), maskedNumber: z.string() });
export const CardOperationListItem = z.looseObject({
  id: z.string(),
  card: CardRef,
  amount: MoneyString,
  currency: z.string(),
  type: CardOperationType,
  status: CardOperationStatus,
  merchantName: z.string().nullable().optional(),
  merchantCategory: z.string().nullable().optional(),
  // Our decision: a declined operation says why, in the list too (a timeline needs no read per decline).
  declineReason: DeclineReasonText.nullable().optional(),
  createdAt: Timestamp,
});
export const CardOperationDetail = CardOperationListItem.extend({
  account: IdName,
  feeAmount: MoneyString,
  feeCurrency: z.string(),
  settlementAmount: MoneyString,
  settlementCurrency: z.string(),
  description: z.string().nullable(),
  updatedAt: Timestamp,
});
export type CardOperationListItem = z.infer<typeof CardOperationListItem>;
export type CardOperationDetail = z.infer<typeof CardOperationDetail>;

/**
 * Our decision: an operations list's pagination also carries the exact sum of `amount` over every item the filters
 * match (all pages, not this one), when they share one currency.
 */
export const OperationsPagination = Pagination.extend({
  totalAmount: MoneyString.optional().meta({
    description:
      'Our decision: the exact decimal sum of `amount` over ALL the items the filters match (every page, not only this ' +
      'one), in their currency. Present when they all share one currency ("0.00" when nothing matches); absent when ' +
      'they are in more than one currency, where no one sum means anything.',
  }),
});
export type OperationsPagination = z.infer<typeof OperationsPagination>;
/** An organization-scoped operations list: { data: [...], pagination } with the pagination's totalAmount. */
export const orgOperationsList = <T extends z.ZodType>(item: T) =>
  z.looseObject({ data: z.array(item), pagination: OperationsPagination });

const dateRange = { createdAtFrom: Timestamp.optional(), createdAtTo: Timestamp.optional() };

export const WalletOperationsQuery = OrgPageQuery.extend({
  'ids[]': queryArray(z.string()),
  'accountIds[]': queryArray(z.string()),
  'types[]': queryArray(WalletOperationType),
  'statuses[]': queryArray(WalletOperationStatus),
  ...dateRange,
  sortBy: WalletOperationSortBy.optional(),
  sortType: SortType.optional(),
});
export type WalletOperationsQuery = z.input<typeof WalletOperationsQuery>;

export const CardOperationsQuery = OrgPageQuery.extend({
  'ids[]': queryArray(z.string()),
  'cardIds[]': queryArray(z.string()),
  'accountIds[]': queryArray(z.string()),
  'types[]': queryArray(CardOperationType),
  'statuses[]': queryArray(CardOperationStatus),
  // Our decision: the declines of a window by reason (an unknown reason is refused, 422 naming the parameter).
  'declineReasons[]': queryArray(DeclineReason).meta({
    description:
      'Only operations declined for one of these reasons (our decision); operations that were not declined have no reason ' +
      'and never match. Combine with types[], statuses[] and createdAtFrom/createdAtTo to count the declines of a window.',
  }),
  ...dateRange,
  sortBy: CardOperationSortBy.optional(),
  sortType: SortType.optional(),
});
export type CardOperationsQuery = z.input<typeof CardOperationsQuery>;

/** Our decision: GET /api/v2/transactions/cards (account family) → { items: [CardOperationDetail], total }. */
export const AccountCardTransactionsQuery = AccountPageQuery.extend({
  accountId: z.string().optional(),
  cardId: z.string().optional(),
  'types[]': queryArray(CardOperationType),
  'statuses[]': queryArray(CardOperationStatus),
  ...dateRange,
});
export type AccountCardTransactionsQuery = z.input<typeof AccountCardTransactionsQuery>;

/** Our decision: GET /api/v2/accounts/{account_uuid}/transactions → { items: [WalletOperationDetail], total }. */
export const AccountTransactionsQuery = AccountPageQuery.extend({
  'types[]': queryArray(WalletOperationType),
  'statuses[]': queryArray(WalletOperationStatus),
  ...dateRange,
});
export type AccountTransactionsQuery = z.input<typeof AccountTransactionsQuery>;
