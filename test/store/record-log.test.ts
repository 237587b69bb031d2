// The bounded log behind the Events view: appends cost what they add, whatever the log has seen;
// every version keeps reading what it held; memory stays within twice the capacity.
import { describe, expect, it } from 'vitest';
import {
  appendToLog,
  emptyLog,
  logAt,
  logFromNewest,
  logRecords,
  logSize,
  type RecordLog,
} from '../../src/store/record-log.js';

const range = (from: number, count: number): number[] => Array.from({ length: count }, (_, i) => from + i);

function appendOneByOne(count: number, capacity: number): RecordLog<number>[] {
  const versions: RecordLog<number>[] = [emptyLog()];
  for (let n = 1; n <= count; n++) versions.push(appendToLog(versions[versions.length - 1]!, [n], capacity));
  return versions;
}

describe('the record log', () => {
  it('keeps the newest `capacity` records, oldest first, and reads them from either end', () => {
    let log = emptyLog<number>();
    log = appendToLog(log, range(1, 7), 5);
    expect(logRecords(log)).toEqual([3, 4, 5, 6, 7]);
    expect(logSize(log)).toBe(5);
    expect([logAt(log, 0), logAt(log, 4), logAt(log, 5), logAt(log, -1)]).toEqual([
      3,
      7,
      undefined,
      undefined,
    ]);
    expect([logFromNewest(log, 0), logFromNewest(log, 4), logFromNewest(log, 5)]).toEqual([7, 3, undefined]);
  });

  it('copies nothing it holds on an append, and moves to a fresh array once per `capacity` appends', () => {
    const versions = appendOneByOne(10_000, 1_000);
    let fresh = 0;
    for (let i = 1; i < versions.length; i++) if (versions[i]!.buffer !== versions[i - 1]!.buffer) fresh += 1;
    // The first append starts the array; after that, one move per 1,000 records dropped.
    expect(fresh).toBeLessThanOrEqual(1 + 10_000 / 1_000);
    for (const version of versions) expect(version.buffer.length).toBeLessThanOrEqual(2 * 1_000);
    expect(logRecords(versions[10_000]!)).toEqual(range(9_001, 1_000));
  });

  it('leaves every earlier version reading what it held', () => {
    const versions = appendOneByOne(3_000, 100);
    for (const n of [0, 1, 99, 100, 101, 250, 1_999, 2_999]) {
      const expected = range(Math.max(1, n - 99), Math.min(n, 100));
      expect(logRecords(versions[n]!), `version after ${n} appends`).toEqual(expected);
    }
  });

  it('appending to an older version copies its window and changes no other version', () => {
    const base = appendToLog(emptyLog<string>(), ['a', 'b'], 10);
    const newer = appendToLog(base, ['c'], 10);
    const branch = appendToLog(base, ['x', 'y'], 10);
    expect(logRecords(base)).toEqual(['a', 'b']);
    expect(logRecords(newer)).toEqual(['a', 'b', 'c']);
    expect(logRecords(branch)).toEqual(['a', 'b', 'x', 'y']);
    expect(branch.buffer).not.toBe(newer.buffer);
  });

  it('an empty version lends no array: a store that keeps its first state keeps no record through it', () => {
    const first = emptyLog<number>();
    let log = first;
    for (let n = 1; n <= 1_500; n++) log = appendToLog(log, [n], 1_000);
    // The newest has not moved to a fresh array yet (500 dropped of 1,000): the first version would
    // otherwise hold all 1,500 records, and up to twice the capacity for the life of whoever keeps it.
    expect(log.buffer.length).toBe(1_500);
    expect(first.buffer).toEqual([]);
    expect(logRecords(log)).toEqual(range(501, 1_000));
  });

  it('returns the same version for nothing to add, and refuses a capacity that is not a positive integer', () => {
    const log = appendToLog(emptyLog<number>(), [1], 3);
    expect(appendToLog(log, [], 3)).toBe(log);
    expect(() => appendToLog(log, [2], 0)).toThrow(/capacity must be a positive integer/);
    expect(() => appendToLog(log, [2], 1.5)).toThrow(/capacity must be a positive integer/);
  });
});
