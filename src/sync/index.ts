export { createSync } from './sync.js';
export type { RefreshOptions, RefreshScope, Sync, SyncOptions, Timers } from './types.js';
export type { Fetcher, Loaded, LoadContext } from './fetcher.js';
export { planResources } from './plan.js';
export type { Resource } from './plan.js';
export { errorKind, retryAfterMs } from './errors.js';
export { connectionPatch, failureStatus, STALE_AFTER_POLLS, STALL_AFTER_MS } from './connection.js';
export { createEventIntake, effectsOf, listsWithOperations, toEventInput } from './events.js';
export type { EventEffects, EventIntake, EventIntakeOptions } from './events.js';
