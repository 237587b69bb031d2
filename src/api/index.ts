// The HTTP client of the v2 interface. Layers above import from here only.
export { createClient, newIdempotencyKey } from './client.js';
export type { ApiClient, CallInput, CallOptions } from './types.js';
export type { CredentialName, Credentials } from './auth.js';
export { createSentLog } from './sent-log.js';
export type { SentLog, SentRequest } from './sent-log.js';
export { writeSentLogTo } from './sent-log-file.js';
export type { SentLogFile } from './sent-log-file.js';
export * from './errors.js';
export { backgroundDelayMs, sleep } from './retry.js';
export type { BackoffRules } from './retry.js';
