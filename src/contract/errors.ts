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
  'webhook_url_refused',
  'rate_limited',
  'payload_too_large',
  'internal_error',
  'upstream_error',
  'service_unavailable',
]);
export type ErrorCode = z.infer<typeof ErrorCode>;
