// Cards (instruments), their lifecycle bodies, and card money movement in both families.
import { z } from 'zod';
import {
  AmountInput,
  MovementStatus,
  NonNegativeAmountInput,
  CardSortBy,
  CardStatus,
  CardType,
  Currency,
  Description,
  ExpiryString,
  IdName,
  MoneyString,
  OrgPageQuery,
  queryArray,
  SortType,
  Timestamp,
  Uuid,
} from './common.js';

export const CardLimits = z.looseObject({
  daily_limit: MoneyString.nullable().optional(),
  monthly_limit: MoneyString.nullable().optional(),
});
export const CardOwnerRef = z.looseObject({
  cardOwnerId: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  email: z.string(),
});

/** Detail form: the card object. maskedNumber shows first 4 and last 4 digits. */
export const CardDetail = z.looseObject({
  id: z.string(),
  name: z.string(),
  status: CardStatus,
  currency: z.string(),
  availableBalance: MoneyString,
  maskedNumber: z.string(),
  cardType: CardType,
  paymentSystem: z.string(),
  expiredAt: ExpiryString,
  limits: CardLimits,
  cardOwner: CardOwnerRef,
  createdAt: Timestamp,
  // Not in the spec's card object; the sandbox adds them (balance = availableBalance + holdedBalance).
  holdedBalance: MoneyString.optional(),
  balance: MoneyString.optional(),
  updatedAt: Timestamp.optional(),
});
export type CardDetail = z.infer<typeof CardDetail>;

/** Organization single read: { data: { account, card } }. */
export const CardRead = z.looseObject({ account: IdName, card: CardDetail });
export type CardRead = z.infer<typeof CardRead>;

/** Organization list item. */
export const CardListItem = z.looseObject({
  cardId: z.string(),
  name: z.string(),
  currency: z.string(),
  availableBalance: MoneyString,
  holder: z.string(),
  cardType: CardType,
  maskedNumber: z.string(),
  paymentSystem: z.string(),
  expiredAt: ExpiryString,
  cardStatus: CardStatus,
  createdAt: Timestamp.optional(),
});
export type CardListItem = z.infer<typeof CardListItem>;

/** Cardholder card list item (account family): maskedNumber shows first 6 and last 4 digits. */
export const CardholderCardItem = z.looseObject({
  cardId: z.string(),
  accountUuid: z.string(),
  name: z.string(),
  status: CardStatus,
  maskedNumber: z.string(),
  availableBalance: MoneyString,
  currency: z.string(),
});
export type CardholderCardItem = z.infer<typeof CardholderCardItem>;

/** Our decision: the account-family card read is the card object, flat, plus its account. */
export const AccountCardRead = CardDetail.extend({ account: IdName });
export type AccountCardRead = z.infer<typeof AccountCardRead>;

export const CardListQuery = OrgPageQuery.extend({
  'statuses[]': queryArray(CardStatus),
  createdAtFrom: Timestamp.optional(),
  createdAtTo: Timestamp.optional(),
  sortBy: CardSortBy.optional(),
  sortType: SortType.optional(),
});
export type CardListQuery = z.input<typeof CardListQuery>;

const LimitInput = NonNegativeAmountInput;
export const CardLimitsInput = z
  .object({
    daily_limit: LimitInput.optional(),
    monthly_limit: LimitInput.optional(),
  })
  .meta({
    description:
      "Each within the wallet's range for its type (GET .../limits; outside it: 409 limit_out_of_range). A daily_limit above the " +
      'monthly_limit of the same request is refused as a value it can never take: 422 value_error.number.out_of_range at ' +
      '["body","limits","daily_limit"]; above the card\'s current monthly limit, 409 limit_out_of_range.',
  });
export type CardLimitsInput = z.input<typeof CardLimitsInput>;

/**
 * PATCH card body (spec fields; requiredness is our decision: both optional, at least one). The sandbox refuses
 * an update that changes nothing (422 value_error.missing), and ignores keys it does not know, so the document
 * asks for `name` or `limits` by name (`anyOf` required), and for a known key inside `limits`: "at least one
 * property" would let `{ "colour": "red" }` pass a validator that the server then refuses.
 */
export const UpdateCardBody = z
  .object({
    name: z.string().min(1).max(100).optional(),
    limits: CardLimitsInput.meta({
      anyOf: [{ required: ['daily_limit'] }, { required: ['monthly_limit'] }],
    }).optional(),
  })
  .meta({ anyOf: [{ required: ['name'] }, { required: ['limits'] }] });
export type UpdateCardBody = z.input<typeof UpdateCardBody>;

/** Our decision: PATCH answers 202 with the pending update; the card read shows it once applied. */
export const CardUpdateAccepted = z.looseObject({
  cardId: z.string(),
  status: z.literal('pending'),
  requested: z.looseObject({ name: z.string().optional(), limits: CardLimits.optional() }),
});
export type CardUpdateAccepted = z.infer<typeof CardUpdateAccepted>;

/** Our decision: issuance body, both families. cardOwnerId and cardType are required (spec). */
export const IssueCardBody = z.object({
  cardOwnerId: z.string().min(1).max(100),
  cardType: CardType,
  name: z.string().min(1).max(100).optional(),
  cardProviderBinId: Uuid.optional(),
  binCategoryId: Uuid.optional(),
  limits: CardLimitsInput.optional(),
});
export type IssueCardBody = z.input<typeof IssueCardBody>;

/** Our decision: fund/defund body (organization family); the currency is the wallet's. */
export const FundBody = z.object({
  amount: AmountInput,
  description: Description.optional(),
});
export type FundBody = z.input<typeof FundBody>;

/** Our decision: fund/defund response, { data: FundResult }. */
export const FundResult = z.looseObject({
  cardId: z.string(),
  status: MovementStatus,
  amount: MoneyString,
  currency: z.string(),
  fromTransactionId: z.string().nullable(),
  toTransactionId: z.string().nullable(),
});
export type FundResult = z.infer<typeof FundResult>;

/** Our decision: credentials (org) and sensitive data (account family). Never logged or stored. */
export const CardCredentials = z.looseObject({
  cardNumber: z.string().regex(/^[0-9]{12,19}$/),
  cvv: z.string().regex(/^[0-9]{3,4}$/),
  expiredAt: ExpiryString,
});
export type CardCredentials = z.infer<typeof CardCredentials>;

/** Top-up / withdraw body (spec). */
export const TopUpBody = z.object({
  amount: AmountInput,
  currency: Currency.default('USD'),
  description: Description.optional(),
});
export type TopUpBody = z.input<typeof TopUpBody>;

/** Top-up response (spec); withdraw answers the same shape (our decision). */
export const TopUpResponse = z.looseObject({
  cardUuid: z.string(),
  status: MovementStatus.nullable(),
  message: z.string(),
  amount: MoneyString,
  currency: z.string(),
  transactionId: z.string().nullable(),
  fromTransactionId: z.string().nullable().optional(),
  toTransactionId: z.string().nullable().optional(),
});
export type TopUpResponse = z.infer<typeof TopUpResponse>;
