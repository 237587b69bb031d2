// The local webhook receiver (`card-console listen`, and live events in the console).
export { createReceiver, receiverUrl } from './server.js';
export { computeSignature, parseWebhookTimestamp, verifySignature } from './verify.js';
export type { SignatureCheck } from './verify.js';
export {
  DEFAULT_FORWARD_TIMEOUT_MS,
  DEFAULT_MAX_BODY_BYTES,
  DEFAULT_REMEMBER_IDS,
  DEFAULT_TOLERANCE_MS,
} from './types.js';
export type {
  ForwardResult,
  ReceivedEvent,
  ReceivedStatus,
  Receiver,
  ReceiverOptions,
  ReceiverStats,
  RejectReason,
} from './types.js';
export {
  cleanDeep,
  cleanText,
  formatForwardLine,
  formatReceivedJson,
  formatReceivedLine,
  summarizeEvent,
} from './format.js';
export { readWebhookConfig, registerEndpoint, RegistrationError, restoreWebhookConfig } from './register.js';
export type { RegisterOptions, Registration, RestoreOptions, RestoreOutcome } from './register.js';
