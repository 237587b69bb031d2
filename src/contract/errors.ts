// Error bodies. The 422 shape is the spec's; the body of every other error status is our decision.
import { z } from 'zod';

export const ValidationIssue = z.looseObject({
  loc: z.array(z.union([z.string(), z.number()])),
  msg: z.string(),
  type: z.string(),
  input: z.unknown().optional(),
  ctx: z.record(z.string(), z.unknown()).optional(),
});
export const ValidationErrorBody = z.looseObject({ detail: z.array(ValidationIssue) });
export type ValidationIssue = z.infer<typeof ValidationIssue>;
export type ValidationErrorBody = z.infer<typeof ValidationErrorBody>;

/** Known 422 `type` values: the spec's three, then ours for amounts, lengths and ranges. */
export const ValidationType = {
  missing: 'value_error.missing',
  enum: 'type_error.enum',
  uuid: 'type_error.uuid',
  type: 'type_error',
  amountMalformed: 'value_error.amount.malformed',
  amountNotPositive: 'value_error.amount.not_positive',
  amountPrecision: 'value_error.amount.precision',
  maxLength: 'value_error.any_str.max_length',
  minLength: 'value_error.any_str.min_length',
  numberRange: 'value_error.number.out_of_range',
  format: 'value_error.format',
  url: 'value_error.url',
  extra: 'value_error.extra',
  /** A transfer whose destination is its own source account. */
  sameAccount: 'value_error.same_account',
} as const;

// Our decision: every non-422 error is { code, message, details? } with a stable machine-readable code.
export const ErrorBody = z.looseObject({
  code: z.string(),
  message: z.string(),
  details: z.record(z.string(), z.unknown()).optional(),
});
export type ErrorBody = z.infer<typeof ErrorBody>;

export const ErrorCode = z.enum([
  'bad_request',
  'unauthorized',
  'forbidden',
  'not_found',
  'conflict',
  'insufficient_balance',
  'card_state_conflict',
  'transfer_not_allowed',
  'currency_mismatch',
  'limit_out_of_range',
  'restriction_exceeded',
  'card_type_not_allowed',
  'wallet_inactive',
  'duplicate_cardholder',
  'idempotency_key_reused',
  'webhook_not_configured',
  'method_not_allowed',
  'rate_limited',
  'payload_too_large',
  'uri_too_long',
  'unsupported_media_type',
  'internal_error',
  'upstream_error',
  'service_unavailable',
]);
export type ErrorCode = z.infer<typeof ErrorCode>;

/** The codes each non-422 error status carries, so a generated client can narrow an error body by status. */
export const ERROR_CODES_BY_STATUS = {
  400: ['bad_request'],
  401: ['unauthorized'],
  403: ['forbidden'],
  404: ['not_found', 'webhook_not_configured'],
  409: [
    'conflict',
    'insufficient_balance',
    'card_state_conflict',
    'transfer_not_allowed',
    'currency_mismatch',
    'limit_out_of_range',
    'restriction_exceeded',
    'card_type_not_allowed',
    'wallet_inactive',
    'duplicate_cardholder',
    'idempotency_key_reused',
  ],
  405: ['method_not_allowed'],
  413: ['payload_too_large'],
  414: ['uri_too_long'],
  415: ['unsupported_media_type'],
  429: ['rate_limited'],
  500: ['internal_error'],
  502: ['upstream_error'],
  503: ['service_unavailable'],
} as const satisfies Record<number, readonly ErrorCode[]>;
export type ErrorStatus = keyof typeof ERROR_CODES_BY_STATUS;

/** `{ code, message, details? }` whose code is one of `codes`. */
export const errorBodyOf = (codes: readonly [ErrorCode, ...ErrorCode[]]) =>
  z.object({
    code: codes.length === 1 ? z.literal(codes[0]) : z.enum(codes),
    message: z.string(),
    details: z.record(z.string(), z.unknown()).optional(),
  });
