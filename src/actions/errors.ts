// ApiError → ActionError: what a form shows. A server 422 becomes field issues named like the
// form's fields; everything else a short message with whether a retry may help.
import { BusinessError, isApiError, RateLimitedError, ServerError, ValidationError } from '../api/index.js';
import type { ApiError } from '../api/index.js';
import { redactSecrets } from '../domain/index.js';
import type { ActionError, FieldIssue } from './types.js';

export function fail(
  kind: ActionError['kind'],
  message: string,
  extra: Partial<ActionError> = {},
): ActionError {
  return { kind, message, fields: [], retryable: false, ...extra };
}

export function validationError(fields: readonly FieldIssue[]): ActionError {
  const first = fields[0];
  const more = fields.length > 1 ? ` (+${fields.length - 1} more)` : '';
  return fail('validation', first ? `${first.field}: ${first.message}${more}` : 'invalid input', { fields });
}

/** The form field a 422 `loc` names: `["body","limits","daily_limit"]` → `limits.daily_limit`. */
function fieldOf(loc: readonly (string | number)[]): string {
  const parts = loc[0] === 'body' || loc[0] === 'query' || loc[0] === 'path' ? loc.slice(1) : loc;
  return parts.length === 0 ? 'request' : parts.map(String).join('.');
}

/** Business-rule codes that are about one input field, so a form can show them there. */
const BUSINESS_FIELD: Readonly<Record<string, string>> = {
  insufficient_balance: 'amount',
  limit_out_of_range: 'limits',
  card_type_not_allowed: 'cardType',
  duplicate_cardholder: 'cardOwnerId',
  transfer_not_allowed: 'destinationAccountUuid',
  currency_mismatch: 'currency',
};

function fromApi(error: ApiError): ActionError {
  const message = redactSecrets(error.message);
  if (error instanceof ValidationError) {
    return fail('validation', message, {
      fields: error.fields.map((f) => ({
        field: fieldOf(f.loc),
        message: redactSecrets(f.msg),
        type: f.type,
      })),
    });
  }
  if (error instanceof BusinessError) {
    const field = BUSINESS_FIELD[error.code];
    const fields = field ? [{ field, message: redactSecrets(error.serverMessage), type: error.code }] : [];
    return fail(error.code === 'card_state_conflict' ? 'state' : 'business', message, {
      code: error.code,
      fields,
    });
  }
  if (error instanceof RateLimitedError) {
    const wait = error.retryAfterMs === undefined ? {} : { retryAfterMs: error.retryAfterMs };
    return fail('rate_limited', message, { retryable: true, code: 'rate_limited', ...wait });
  }
  if (error instanceof ServerError) {
    return fail('unavailable', message, {
      retryable: true,
      ...(error.code !== undefined ? { code: error.code } : {}),
    });
  }
  switch (error.kind) {
    case 'permission':
      return fail('not_permitted', message, { code: 'forbidden' });
    case 'missing_credential':
      return fail('not_permitted', message);
    case 'auth':
      return fail('auth', message, { code: 'unauthorized' });
    case 'not_found':
      return fail('not_found', message, { code: 'not_found' });
    case 'outcome_unknown':
      return fail('outcome_unknown', message, { retryable: true });
    case 'network':
    case 'timeout':
      return fail('unavailable', message, { retryable: true });
    case 'aborted':
      return fail('cancelled', message, { retryable: true });
    default:
      return fail('unexpected', message);
  }
}

/** Zod issues (from a contract body schema) as form field issues. */
export function zodFields(
  issues: readonly { path: readonly PropertyKey[]; message: string; code?: string }[],
): FieldIssue[] {
  return issues.map((i) => ({
    field: i.path.map(String).join('.') || 'request',
    message: i.message,
    ...(i.code ? { type: i.code } : {}),
  }));
}

export function toActionError(error: unknown): ActionError {
  if (isApiError(error)) return fromApi(error);
  const message = error instanceof Error ? error.message : String(error);
  return fail('unexpected', redactSecrets(message));
}

/**
 * Whether a request that threw may have reached the server (its answer lost, the connection cut, the
 * caller gave up waiting): the cue to read the resource back. Asked of the api layer's error, before
 * it becomes an ActionError; whether the change then may have applied is outcome.ts's failureOutcome.
 */
export function mayHaveReachedServer(error: unknown): boolean {
  if (!isApiError(error)) return false;
  return (
    error.kind === 'outcome_unknown' ||
    error.kind === 'network' ||
    error.kind === 'timeout' ||
    error.kind === 'aborted' ||
    // A gateway's 502 or 504 (a load balancer whose backend died, or did not answer in time) says nothing of
    // whether that backend committed the change before it went.
    (error.kind === 'server' && (error.status === 502 || error.status === 504))
  );
}

/** A read before the send failed: the change never left, whatever the read's error says. */
export const notSentError = (error: unknown): ActionError => ({ ...toActionError(error), notSent: true });
