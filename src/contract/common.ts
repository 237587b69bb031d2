// Shared building blocks of the v2 contract: scalars, enumerations, pagination and envelopes.
// Response objects are `looseObject`s: deployments add provider-specific keys and we keep them.
import { z } from 'zod';

/** A decimal amount as the service writes it: "1000.00" (organization family) or "1000.000000000". */
export const MoneyString = z.string().regex(/^-?\d+(\.\d+)?$/, 'must be a decimal string such as "10.00"');
/** Request amounts may be a number or a string; exact parsing and range rules live in domain/money. */
export const AmountInput = z.union([z.string(), z.number()]);
export const Uuid = z.uuid();
/** ISO 8601 with an offset, e.g. 2026-01-02T03:04:05.000Z or +02:00. */
export const Timestamp = z.iso.datetime({ offset: true });
/** Card expiry as MM.YYYY. */
export const ExpiryString = z.string().regex(/^(0[1-9]|1[0-2])\.\d{4}$/, 'must be MM.YYYY');
export const Currency = z.string().regex(/^[A-Z]{3}$/, 'must be an ISO 4217 code such as USD');

export const CardStatus = z.enum(['creating', 'creating_failed', 'active', 'frozen', 'closed', 'expired']);
export const WalletStatus = z.enum(['active', 'inactive']);
export const CardType = z.enum(['virtual', 'physical']);
export const LimitType = z.enum(['daily_limit', 'monthly_limit', 'transaction_limit']);
export const WalletOperationType = z.enum(['payin', 'card_issuing', 'transfer_fee', 'withdrawal']);
export const WalletOperationStatus = z.enum(['authorized', 'pending', 'completed', 'declined', 'canceled']);
export const CardOperationType = z.enum(['purchase', 'refund', 'fee', 'top_up', 'withdrawal']);
export const CardOperationStatus = z.enum(['authorized', 'completed', 'declined', 'canceled']);
export const SortType = z.enum(['asc', 'desc']);
export const CardSortBy = z.enum(['createdAt', 'name', 'status']);
export const WalletOperationSortBy = z.enum(['createdAt']);
export const CardOperationSortBy = z.enum(['createdAt', 'status']);

export type CardStatus = z.infer<typeof CardStatus>;
export type WalletStatus = z.infer<typeof WalletStatus>;
export type CardType = z.infer<typeof CardType>;
export type LimitType = z.infer<typeof LimitType>;
export type WalletOperationType = z.infer<typeof WalletOperationType>;
export type WalletOperationStatus = z.infer<typeof WalletOperationStatus>;
export type CardOperationType = z.infer<typeof CardOperationType>;
export type CardOperationStatus = z.infer<typeof CardOperationStatus>;
export type SortType = z.infer<typeof SortType>;

export const Pagination = z.looseObject({
  quantity: z.number().int(),
  totalQuantity: z.number().int(),
  currentPage: z.number().int(),
  pages: z.number().int(),
});
export type Pagination = z.infer<typeof Pagination>;

/** Organization-scoped list: { data: [...], pagination }. */
export const orgList = <T extends z.ZodType>(item: T) => z.looseObject({ data: z.array(item), pagination: Pagination });
/** Organization-scoped single read: { data: {...} }. */
export const orgOne = <T extends z.ZodType>(item: T) => z.looseObject({ data: item });
/** Account-scoped list: { items: [...] }. */
export const items = <T extends z.ZodType>(item: T) => z.looseObject({ items: z.array(item) });
/** Account-scoped counted list: { items: [...], total }. */
export const itemsTotal = <T extends z.ZodType>(item: T) => z.looseObject({ items: z.array(item), total: z.number().int() });

/** Query arrays arrive as `statuses[]=a&statuses[]=b`, or once as a plain string. */
export const queryArray = <T extends z.ZodType>(item: T) =>
  z.preprocess((v) => (v === undefined ? undefined : Array.isArray(v) ? v : [v]), z.array(item).optional());

// Our decision: quantity is capped at 500 so one page stays a bounded response.
export const MAX_ORG_QUANTITY = 500;
export const MAX_ACCOUNT_LIMIT = 1000;

export const OrgPageQuery = z.object({
  page: z.coerce.number().int().min(1).default(1),
  quantity: z.coerce.number().int().min(1).max(MAX_ORG_QUANTITY).default(25),
});
export const AccountPageQuery = z.object({
  limit: z.coerce.number().int().min(1).max(MAX_ACCOUNT_LIMIT).default(100),
  offset: z.coerce.number().int().min(0).default(0),
});
export type OrgPageQuery = z.input<typeof OrgPageQuery>;
export type AccountPageQuery = z.input<typeof AccountPageQuery>;

export const IdName = z.looseObject({ id: z.string(), name: z.string() });
export type IdName = z.infer<typeof IdName>;
