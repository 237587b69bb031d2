export { createSync } from './sync.js';
export type { RefreshScope, Sync } from './types.js';
export type { Fetcher } from './fetcher.js';
export { retryAfterMs } from './errors.js';
export { createEventIntake } from './events.js';
export type { EventIntake } from './events.js';
