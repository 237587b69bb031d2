import { EventEmitter } from 'node:events';
import { mkdtempSync, readFileSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it, vi } from 'vitest';
import {
  createShutdown,
  exitCodeFor,
  fileLog,
  meansTerminalGone,
  type StopCause,
} from '../../../src/cli/console/shutdown.js';

const eio = (): Error => Object.assign(new Error('write EIO'), { code: 'EIO' });

function setup(opts: { stderrIsTTY?: boolean; stillATerminal?: () => boolean } = {}) {
  const proc = new EventEmitter();
  const stdin = new EventEmitter();
  const written: string[] = [];
  const stdout = Object.assign(new EventEmitter(), { write: (t: string) => written.push(t) });
  const said: string[] = [];
  const stderr = { write: (t: string) => said.push(t), isTTY: opts.stderrIsTTY ?? true };
  const logged: string[] = [];
  const stops: StopCause[] = [];
  const shutdown = createShutdown({
    proc,
    stdin,
    stdout,
    stderr,
    log: (l) => logged.push(l),
    stop: (c) => stops.push(c),
    ...(opts.stillATerminal ? { stillATerminal: opts.stillATerminal, watchEveryMs: 10 } : {}),
  });
  const uninstall = shutdown.install();
  return { proc, stdin, stdout, written, said, logged, stops, shutdown, uninstall };
}

describe('shutdown', () => {
  it('starts one stop for the first cause; later causes are only logged', () => {
    const t = setup();
    t.proc.emit('SIGTERM');
    t.proc.emit('SIGHUP');
    t.proc.emit('uncaughtException', new Error('late'));
    expect(t.stops).toEqual([{ kind: 'signal', signal: 'SIGTERM' }]);
    expect(t.shutdown.exitCode()).toBe(143);
    expect(t.logged.filter((l) => l.startsWith('while stopping'))).toHaveLength(2);
    t.uninstall();
  });

  it('an EIO on stdout is a lost terminal: nothing more is written to it, exit as a hang-up', () => {
    const t = setup();
    t.stdout.emit('error', eio());
    expect(t.stops).toEqual([{ kind: 'terminal-lost', detail: 'stdout: EIO' }]);
    expect(t.shutdown.terminalAlive()).toBe(false);
    t.shutdown.writeTerminal('\x1b[?1049l');
    expect(t.written).toEqual([]);
    expect(t.shutdown.exitCode()).toBe(129);
    t.uninstall();
  });

  it('a flood of crashes after the terminal is gone never re-enters the stop nor writes to the terminal', () => {
    const t = setup();
    t.stdin.emit('end');
    for (let i = 0; i < 10_000; i++) t.proc.emit('uncaughtException', eio());
    for (let i = 0; i < 1_000; i++) t.proc.emit('uncaughtException', new Error('boom'));
    expect(t.stops).toHaveLength(1);
    expect(t.said).toEqual([]); // stderr is the dead terminal
    expect(t.written).toEqual([]);
    t.uninstall();
  });

  it('a crash says one line on a live terminal and logs the rest', () => {
    const t = setup();
    t.proc.emit('unhandledRejection', new Error('kaput'));
    t.proc.emit('unhandledRejection', new Error('again'));
    expect(t.said).toEqual(['card-console: crashed: kaput\n']);
    expect(t.shutdown.exitCode()).toBe(1);
    t.uninstall();
  });

  it('a crash after a lost terminal still reaches a stderr redirected to a file', () => {
    const t = setup({ stderrIsTTY: false });
    t.proc.emit('SIGHUP');
    expect(t.shutdown.terminalAlive()).toBe(false);
    expect(t.stops).toEqual([{ kind: 'signal', signal: 'SIGHUP' }]);
    t.uninstall();
  });

  it('notices a terminal that went away without any signal or error', async () => {
    let terminal = true;
    const t = setup({ stillATerminal: () => terminal });
    await new Promise((r) => setTimeout(r, 30));
    expect(t.stops).toEqual([]);
    terminal = false;
    await vi.waitFor(() =>
      expect(t.stops).toEqual([{ kind: 'terminal-lost', detail: 'no longer a terminal' }]),
    );
    t.uninstall();
  });

  it('q is a clean exit', () => {
    const t = setup();
    t.shutdown.trigger({ kind: 'quit' });
    expect(t.shutdown.exitCode()).toBe(0);
    expect(t.logged).toEqual([]);
    t.uninstall();
  });

  it('exit codes follow the shell convention', () => {
    expect(exitCodeFor({ kind: 'signal', signal: 'SIGINT' })).toBe(130);
    expect(exitCodeFor({ kind: 'terminal-lost', detail: 'x' })).toBe(129);
    expect(meansTerminalGone(eio())).toBe(true);
    expect(meansTerminalGone(new Error('x'))).toBe(false);
  });
});

describe('fileLog', () => {
  it('writes 0600, redacts secrets, and stops after its budget', () => {
    const dir = mkdtempSync(join(tmpdir(), 'cc-log-'));
    const path = join(dir, 'state', 'console.log');
    const log = fileLog(path, () => ['sbx_key_SECRET123']);
    log('failed with sbx_key_SECRET123 in it\nsecond line');
    for (let i = 0; i < 500; i++) log(`line ${i}`);
    const text = readFileSync(path, 'utf8');
    expect(text).not.toContain('SECRET123');
    expect(text.trim().split('\n')).toHaveLength(50);
    expect(text).toContain('further lines suppressed');
    expect(statSync(path).mode & 0o777).toBe(0o600);
  });
});
