// A bounded log of the newest records whose append costs the same however long it has run. Store
// states are immutable, and copying the whole list on each append costs its length every time;
// here the versions of a log share one append-only array and each reads its own window of it, so
// appending k records costs k. A version that is not the newest never sees records appended after
// it, and appending to it copies its window first, so no version ever changes another. Once
// `capacity` records have dropped off the front, the window moves to a fresh array (one copy per
// `capacity` appends), which keeps memory within twice the capacity. An empty version lends no array.

export interface RecordLog<T> {
  /** Shared between versions; only ever appended to. Read it through the functions below. */
  readonly buffer: readonly T[];
  /** This version's window of `buffer`: [start, end). */
  readonly start: number;
  readonly end: number;
}

export function emptyLog<T>(): RecordLog<T> {
  return { buffer: [], start: 0, end: 0 };
}

export function logSize(log: RecordLog<unknown>): number {
  return log.end - log.start;
}

/** The record at `index`, oldest first (0 is the oldest kept). */
export function logAt<T>(log: RecordLog<T>, index: number): T | undefined {
  if (!Number.isInteger(index) || index < 0 || index >= logSize(log)) return undefined;
  return log.buffer[log.start + index];
}

/** The record `index` places from the newest (0 is the newest). */
export function logFromNewest<T>(log: RecordLog<T>, index: number): T | undefined {
  return logAt(log, logSize(log) - 1 - index);
}

/** Every kept record, oldest first (a copy: for tests and exports, not for each frame). */
export function logRecords<T>(log: RecordLog<T>): T[] {
  return log.buffer.slice(log.start, log.end);
}

/** Appends `records`, keeping the newest `capacity`. */
export function appendToLog<T>(log: RecordLog<T>, records: readonly T[], capacity: number): RecordLog<T> {
  if (!Number.isInteger(capacity) || capacity < 1)
    throw new RangeError('appendToLog: capacity must be a positive integer');
  if (records.length === 0) return log;
  // Only the newest version may append in place; an older one starts its own array. So does an empty
  // one (nothing to copy): the store's first state is kept for the process's life (zustand's initial
  // state), and an array it lent would keep up to twice `capacity` records there for nobody.
  const owned = log.end === log.buffer.length && log.end > log.start;
  const buffer = (owned ? log.buffer : logRecords(log)) as T[];
  const offset = owned ? log.start : 0;
  for (const record of records) buffer.push(record);
  const end = buffer.length;
  const start = Math.max(offset, end - capacity);
  if (start < capacity) return { buffer, start, end };
  return { buffer: buffer.slice(start, end), start: 0, end: end - start };
}
