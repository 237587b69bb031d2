// The local webhook receiver (`card-console listen`, and live events in the console).
export { createReceiver } from './server.js';
export type { Receiver } from './types.js';
export { cleanText, formatForwardLine, formatReceivedJson, formatReceivedLine, orderNote } from './format.js';
export { createEventOrder } from './order.js';
export type { ShownEvent } from './order.js';
export { readWebhookConfig, registerEndpoint, RegistrationError, restoreWebhookConfig } from './register.js';
export type { Registration, RestoreOutcome } from './register.js';
