// The read table: every logical read the console makes, with each request family's route,
// parameters and normaliser. Code above this layer reads through it (test/lint/reads.test.ts).
import { accountReads } from './accounts.js';
import { cardReads } from './cards.js';
import { operationReads } from './operations.js';
import { pulseReads } from './pulse.js';
import { sandboxReads } from './sandbox.js';

export const READS = { ...accountReads, ...cardReads, ...operationReads, ...pulseReads, ...sandboxReads };

export { canRead, pickFamily, read, readFamily, inFamily, readIn, readPages } from './table.js';
export type { FamilyChoice } from './table.js';
export { accountCardPath, orgCardPath, type CardKey } from './card-path.js';
export type { Balance, Paged } from './accounts.js';
export type { OperationsArgs } from './operations.js';
