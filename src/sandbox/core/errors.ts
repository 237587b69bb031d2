// One status per business code, so a client can rely on the pair. Our decision (the spec does not
// show business-rule codes): 409 when the current state forbids the call (balance, card or wallet
// state, an existing object, a full wallet), 422 when the input breaks a fixed rule.
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
  currency_mismatch: 422,
  limit_out_of_range: 422,
  card_type_not_allowed: 422,
  webhook_url_refused: 422,
};

export function fail(code: ErrorCode, message: string, details?: Record<string, unknown>): never {
  throw new SandboxError(STATUS[code] ?? 400, code, message, details);
}

export const notFound = (what: string): never => fail('not_found', `${what} not found`);
