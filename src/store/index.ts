export * from './types.js';
export * from './create.js';
export * from './keys.js';
export * from './selectors.js';
export * from './normalize.js';
export { sameEntity } from './apply.js';
export * from './events.js';
