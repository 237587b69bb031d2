export * from './types.js';
export * from './create.js';
export * from './keys.js';
export * from './selectors.js';
export * from './normalize.js';
export * from './events.js';
export { readChangesOf } from './read-changes.js';
export type { ReadChange } from './read-changes.js';
