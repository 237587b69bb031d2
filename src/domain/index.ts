// Pure rules shared by the console and the sandbox. Imports the contract only.
export * from './money.js';
export * from './card-state.js';
export * from './limits.js';
export * from './mask.js';
export * from './sanitize.js';
export * from './target.js';
export * from './reference.js';
export * from './safe-json.js';
export * from './card-find.js';
export * from './card-filter.js';
export * from './time.js';
export * from './time-bound.js';
export * from './change-step.js';
export * from './spend.js';
export * from './defined.js';
export * from './listeners.js';
