// The names the OpenAPI document gives the contract's schemas (`components.schemas`), the objects providers may
// extend (left open in the document), per-status error bodies and webhook payloads. The document is generated
// from these and the route table; nothing here changes how the client parses.
import { z } from 'zod';
import {
  AmountInput,
  CardStatus,
  CardType,
  IdName,
  MoneyString,
  MovementStatus,
  NonNegativeAmountInput,
  Pagination,
  PercentInput,
  WalletStatus,
} from './common.js';
import {
  ERROR_CODES_BY_STATUS,
  errorBodyOf,
  type ErrorCode,
  ValidationErrorBody,
  ValidationIssue,
  type ErrorStatus,
} from './errors.js';
import {
  AccountBalance,
  AccountDetail,
  AccountListItem,
  BinEntry,
  Fees,
  Provider,
  Restrictions,
  TransferDestination,
  WalletDetail,
  WalletLimitRange,
  WalletLimits,
  WalletListItem,
} from './wallets.js';
import {
  AccountCardRead,
  CardCredentials,
  CardDetail,
  CardholderCardItem,
  CardLimits,
  CardListItem,
  CardOwnerRef,
  CardRead,
  CardUpdateAccepted,
  FundResult,
  TopUpResponse,
} from './cards.js';
import {
  CardOperationDetail,
  CardOperationListItem,
  CardRef,
  DeclineReasonText,
  OperationsPagination,
  WalletOperationDetail,
  WalletOperationListItem,
} from './operations.js';
import { Cardholder } from './cardholders.js';
import { TransferAccepted, TransferCompleted } from './transfers.js';
import { LoginResponse } from './auth.js';
import {
  DeliveryStatus,
  PreviousCardStatus,
  WebhookConfig,
  WebhookDelivery,
  WebhookEvent,
  WebhookEventType,
} from './webhooks.js';
import { SimulationResult } from './sandbox.js';

const ERROR_NAMES: Record<ErrorStatus, string> = {
  400: 'BadRequestError',
  401: 'UnauthorizedError',
  403: 'ForbiddenError',
  404: 'NotFoundError',
  405: 'MethodNotAllowedError',
  409: 'ConflictError',
  413: 'PayloadTooLargeError',
  414: 'UriTooLongError',
  415: 'UnsupportedMediaTypeError',
  429: 'RateLimitedError',
  500: 'InternalError',
  502: 'UpstreamError',
  503: 'ServiceUnavailableError',
};

/** The body of each non-422 error status, its code narrowed to the codes that status carries. */
export const ERROR_BODIES = Object.fromEntries(
  (Object.entries(ERROR_CODES_BY_STATUS) as Array<[string, readonly [ErrorCode, ...ErrorCode[]]]>).map(
    ([status, codes]) => [status, errorBodyOf(codes)],
  ),
) as unknown as Record<ErrorStatus, z.ZodType>;

/** Each webhook event as POSTed: `type` narrows `data` to the REST object of that event. */
export const WEBHOOK_PAYLOADS = {
  card_transaction: WebhookEvent.extend({ type: z.literal('card_transaction'), data: CardOperationDetail }),
  account_transaction: WebhookEvent.extend({
    type: z.literal('account_transaction'),
    data: WalletOperationDetail,
  }),
  account_topup: WebhookEvent.extend({ type: z.literal('account_topup'), data: WalletOperationDetail }),
  card_state: WebhookEvent.extend({
    type: z.literal('card_state'),
    data: AccountCardRead,
    previousStatus: PreviousCardStatus,
  }),
} as const satisfies Record<WebhookEventType, z.ZodType>;

const WEBHOOK_NAMES: Record<WebhookEventType, string> = {
  card_transaction: 'CardTransactionEvent',
  account_transaction: 'AccountTransactionEvent',
  account_topup: 'AccountTopupEvent',
  card_state: 'CardStateEvent',
};

/** Named schemas, in document order. */
export const NAMED_SCHEMAS: ReadonlyArray<readonly [string, z.ZodType]> = [
  ['Money', MoneyString],
  ['Amount', AmountInput],
  ['NonNegativeAmount', NonNegativeAmountInput],
  ['Percent', PercentInput],
  ['CardStatus', CardStatus],
  ['CardType', CardType],
  ['WalletStatus', WalletStatus],
  ['MovementStatus', MovementStatus],
  ['WebhookEventType', WebhookEventType],
  ['DeliveryStatus', DeliveryStatus],
  ['DeclineReason', DeclineReasonText],
  ['IdName', IdName],
  ['Pagination', Pagination],
  ['OperationsPagination', OperationsPagination],
  ['Wallet', WalletDetail],
  ['WalletListItem', WalletListItem],
  ['Account', AccountDetail],
  ['AccountListItem', AccountListItem],
  ['AccountBalance', AccountBalance],
  ['Fees', Fees],
  ['BinEntry', BinEntry],
  ['WalletLimits', WalletLimits],
  ['WalletLimitRange', WalletLimitRange],
  ['Restrictions', Restrictions],
  ['TransferDestination', TransferDestination],
  ['Provider', Provider],
  ['Card', CardDetail],
  ['CardRead', CardRead],
  ['AccountCard', AccountCardRead],
  ['CardListItem', CardListItem],
  ['CardholderCardItem', CardholderCardItem],
  ['CardLimits', CardLimits],
  ['CardOwnerRef', CardOwnerRef],
  ['CardCredentials', CardCredentials],
  ['CardUpdateAccepted', CardUpdateAccepted],
  ['FundResult', FundResult],
  ['MoneyMovementResult', TopUpResponse],
  ['TransferAccepted', TransferAccepted],
  ['TransferCompleted', TransferCompleted],
  ['WalletOperationListItem', WalletOperationListItem],
  ['WalletOperation', WalletOperationDetail],
  ['CardRef', CardRef],
  ['CardOperationListItem', CardOperationListItem],
  ['CardOperation', CardOperationDetail],
  ['Cardholder', Cardholder],
  ['LoginResponse', LoginResponse],
  ['WebhookConfig', WebhookConfig],
  ['WebhookDelivery', WebhookDelivery],
  ['WebhookEvent', WebhookEvent],
  ['SimulationResult', SimulationResult],
  ['ValidationIssue', ValidationIssue],
  ['ValidationError', ValidationErrorBody],
  ...(Object.entries(ERROR_BODIES) as Array<[`${ErrorStatus}`, z.ZodType]>).map(
    ([status, schema]) => [ERROR_NAMES[Number(status) as ErrorStatus], schema] as const,
  ),
  ...(Object.entries(WEBHOOK_PAYLOADS) as Array<[WebhookEventType, z.ZodType]>).map(
    ([type, schema]) => [WEBHOOK_NAMES[type], schema] as const,
  ),
];

/**
 * Response objects the document leaves open (`additionalProperties` allowed) because the interface says
 * deployments add keys there: account list items, the provider-dependent restrictions, a cardholder's address
 * (its structure is "not shown"), fee entries, and a webhook event's generic `data`. Every other response
 * object is closed, so a misspelt read does not compile in a generated client.
 */
export const OPEN_OBJECTS: ReadonlySet<z.ZodType> = new Set<z.ZodType>([
  AccountListItem,
  Restrictions,
  Cardholder.shape.address.unwrap(),
]);

/** The named error body of a status. */
export const errorSchemaName = (status: ErrorStatus): string => ERROR_NAMES[status];
