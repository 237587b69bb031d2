// The HTTP client of the v2 interface. Layers above import from here only.
export { createClient, newIdempotencyKey } from './client.js';
export type {
  ApiClient,
  CallInput,
  CallOptions,
  ClientOptions,
  ItemOf,
  PaginatedRouteId,
  RequestLog,
} from './types.js';
export type { CredentialName, Credentials, Permission } from './auth.js';
export { createSentLog, DEFAULT_SENT_LOG_CAPACITY } from './sent-log.js';
export type { SentLog, SentRequest } from './sent-log.js';
export { REQUEST_ID_HEADER } from './attempt-log.js';
export { sentLogLine, writeSentLogTo } from './sent-log-file.js';
export type { SentLogFile } from './sent-log-file.js';
export * from './errors.js';
export { pageProblem } from './page-check.js';
export {
  BACKGROUND_BACKOFF,
  backgroundDelayMs,
  backoffMs,
  decideRetry,
  defaultRetryPolicy,
  parseRetryAfter,
  sleep,
} from './retry.js';
export type { BackoffRules } from './retry.js';
export type { AttemptFailure, RetryContext, RetryDecision, RetryPolicy } from './retry.js';
export { defaultTimeouts, DEFAULT_MAX_RESPONSE_BYTES } from './transport.js';
export type { Timeouts } from './transport.js';
