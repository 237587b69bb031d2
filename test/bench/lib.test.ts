// The benchmarks' process helpers: a console that died before it was asked to stop must not leave a
// benchmark waiting for an 'exit' event that was already emitted (a bad option once hung a run for good).
import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { describe, expect, it } from 'vitest';
import { exited, quitConsole } from '../../bench/lib.js';

describe('exited', () => {
  it('resolves at once for a process that has already exited', async () => {
    const child = spawn(process.execPath, ['-e', 'process.exit(3)']);
    await once(child, 'exit');
    await expect(exited(child)).resolves.toBeUndefined();
  });

  it('resolves when a running process exits', async () => {
    const child = spawn(process.execPath, ['-e', 'setTimeout(() => {}, 60000)']);
    const done = exited(child);
    child.kill('SIGTERM');
    await expect(done).resolves.toBeUndefined();
  });
});

describe('quitConsole', () => {
  it('sends q and resolves when the process quits on it', async () => {
    const child = spawn(process.execPath, [
      '-e',
      "process.stdin.on('data', (d) => { if (String(d).includes('q')) process.exit(0); })",
    ]);
    await quitConsole(child);
    expect(child.exitCode).toBe(0);
  });

  it('resolves for a console that already died', async () => {
    const child = spawn(process.execPath, ['-e', 'process.exit(9)']);
    await once(child, 'exit');
    await expect(quitConsole(child)).resolves.toBeUndefined();
  });
});
