// A job's lock file (<id>.lock beside its journal, mode 0600) holds the owner's pid, so that two
// consoles on one state directory never run the same job at once. A lock whose process is gone is
// stale and is taken over; the takeover renames the stale file first, which only one process can.
import {
  closeSync,
  existsSync,
  linkSync,
  openSync,
  readFileSync,
  renameSync,
  statSync,
  unlinkSync,
  writeSync,
} from 'node:fs';
import { join } from 'node:path';

export const lockOf = (dir: string, id: string): string => join(dir, `${id}.lock`);

// A lock file is created, then its pid written: an empty one this young is being written, not stale.
const WRITING_GRACE_MS = 5_000;

const pidAlive = (pid: number): boolean => {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
};

type LockRead = { state: 'free' } | { state: 'held'; pid: number } | { state: 'stale' };

function readLock(path: string): LockRead {
  let text: string;
  let age: number;
  try {
    text = readFileSync(path, 'utf8').trim();
    age = Date.now() - statSync(path).mtimeMs;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return { state: 'free' };
    throw error;
  }
  const pid = Number(text);
  if (Number.isInteger(pid) && pid > 0) return pidAlive(pid) ? { state: 'held', pid } : { state: 'stale' };
  return text === '' && age < WRITING_GRACE_MS ? { state: 'held', pid: 0 } : { state: 'stale' };
}

/** The pid holding the job's lock, if that process is still alive; a dead owner's lock is stale. */
export function lockOwner(dir: string, id: string): number | undefined {
  const path = lockOf(dir, id);
  if (!existsSync(path)) return undefined;
  const read = readLock(path);
  return read.state === 'held' && read.pid > 0 ? read.pid : undefined;
}

function create(path: string): boolean {
  let fd: number;
  try {
    fd = openSync(path, 'wx', 0o600);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'EEXIST') return false;
    throw error;
  }
  try {
    writeSync(fd, `${process.pid}\n`);
  } finally {
    closeSync(fd);
  }
  return true;
}

/** Moves a stale lock aside; false when another process got to it first. */
function takeOver(path: string): boolean {
  const aside = `${path}.stale-${process.pid}`;
  try {
    renameSync(path, aside);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return false;
    throw error;
  }
  // Another process may have taken it over between our read and the rename: give its lock back.
  if (readLock(aside).state === 'held') {
    try {
      linkSync(aside, path);
    } catch {
      // A third process holds the path now; its lock stands.
    }
    unlinkSync(aside);
    return false;
  }
  unlinkSync(aside);
  return true;
}

/** Takes the job's lock for this process, or says which live process holds it. */
export function acquireLock(dir: string, id: string): { ok: true } | { ok: false; pid: number } {
  const path = lockOf(dir, id);
  // Bounded: each round either succeeds, meets a live owner, or saw another process move a stale lock.
  for (let round = 0; round < 5; round += 1) {
    if (create(path)) return { ok: true };
    const read = readLock(path);
    if (read.state === 'held') return { ok: false, pid: read.pid };
    if (read.state === 'stale') takeOver(path);
  }
  const read = readLock(path);
  return { ok: false, pid: read.state === 'held' ? read.pid : 0 };
}

/** Releases the lock when this process holds it. */
export function releaseLock(dir: string, id: string): void {
  if (lockOwner(dir, id) === process.pid) unlinkSync(lockOf(dir, id));
}
