// One status per business code, so a client can rely on the pair. Our decision (the spec does not
// show business-rule codes): 422 is only ever `{ detail }`, a request that breaks the
// schema; a well-formed request refused by a business rule (balance, card or wallet state or
// configuration, an existing object, a full wallet) is 409 `{ code, message, details? }`. A value the field
// can never take (a webhook URL the policy refuses, a transfer to its own source, a daily limit above the
// monthly limit of the same request) is field validation, 422, however it is checked.
import type { ErrorCode } from '../../contract/index.js';
import { SandboxError } from '../core-types.js';

const STATUS: Partial<Record<ErrorCode, number>> = {
  forbidden: 403,
  not_found: 404,
  webhook_not_configured: 404,
  conflict: 409,
  insufficient_balance: 409,
  card_state_conflict: 409,
  wallet_inactive: 409,
  duplicate_cardholder: 409,
  restriction_exceeded: 409,
  transfer_not_allowed: 409,
  currency_mismatch: 409,
  limit_out_of_range: 409,
  card_type_not_allowed: 409,
};

export function fail(code: ErrorCode, message: string, details?: Record<string, unknown>): never {
  throw new SandboxError(STATUS[code] ?? 400, code, message, details);
}

export const notFound = (what: string): never => fail('not_found', `${what} not found`);
