// Undo: the session's reversible changes (record.ts), what undoing one would do now (prepare.ts),
// and carrying out the edit and wallet undos (run.ts); a status undo runs as a bulk job.
export { lastUndoable, undoRecords, undoRefusal } from './record.js';
export type { UndoRecord } from './record.js';
export { prepareUndo } from './prepare.js';
export type { KeptField, UndoPlan } from './prepare.js';
export { runEditUndo, runWalletUndo } from './run.js';
