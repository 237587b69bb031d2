export * from './types.js';
export * from './create.js';
export * from './keys.js';
export * from './selectors.js';
export * from './normalize.js';
export { sameEntity } from './apply.js';
export * from './events.js';
export {
  cardReadChanges,
  readChangesOf,
  recordReadChanges,
  READ_CHANGES_CARDS,
  READ_CHANGES_PER_CARD,
  READ_FIELDS,
} from './read-changes.js';
export type { ReadChange, ReadChanges, ReadField } from './read-changes.js';
