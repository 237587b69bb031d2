// The job lock: taken when free, refused while a live process holds it, taken over from a dead one;
// a lock file still empty (being written) counts as held for a few seconds, then as stale.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { acquireLock, lockOf, lockOwner, releaseLock } from '../../../src/actions/journal/lock.js';

const deadPid = (): number => spawnSync(process.execPath, ['-e', '0']).pid as number;

describe('job lock', () => {
  it('is taken when free, names its live owner, and is released only by its owner', () => {
    const dir = mkdtempSync(join(tmpdir(), 'lock-'));
    expect(acquireLock(dir, 'j1')).toEqual({ ok: true });
    expect(readFileSync(lockOf(dir, 'j1'), 'utf8')).toBe(`${process.pid}\n`);
    expect(acquireLock(dir, 'j1')).toEqual({ ok: false, pid: process.pid });
    expect(lockOwner(dir, 'j1')).toBe(process.pid);
    releaseLock(dir, 'j1');
    expect(lockOwner(dir, 'j1')).toBeUndefined();
    writeFileSync(lockOf(dir, 'j2'), `${process.ppid}\n`);
    releaseLock(dir, 'j2');
    expect(acquireLock(dir, 'j2')).toEqual({ ok: false, pid: process.ppid });
  });

  it('takes over a lock whose owner is gone', () => {
    const dir = mkdtempSync(join(tmpdir(), 'lock-'));
    writeFileSync(lockOf(dir, 'j'), `${deadPid()}\n`);
    expect(lockOwner(dir, 'j')).toBeUndefined();
    expect(acquireLock(dir, 'j')).toEqual({ ok: true });
    expect(lockOwner(dir, 'j')).toBe(process.pid);
  });

  it('counts a fresh empty lock file as held (its owner is writing it), an old one as stale', () => {
    const dir = mkdtempSync(join(tmpdir(), 'lock-'));
    writeFileSync(lockOf(dir, 'j'), '');
    expect(acquireLock(dir, 'j')).toMatchObject({ ok: false });
    const old = new Date(Date.now() - 60_000);
    utimesSync(lockOf(dir, 'j'), old, old);
    expect(acquireLock(dir, 'j')).toEqual({ ok: true });
  });
});
