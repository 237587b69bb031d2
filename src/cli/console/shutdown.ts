// How the console ends, whatever ends it: `q`, SIGTERM, SIGHUP, a terminal that went away (EIO or
// EPIPE on a write, stdin closing, the descriptors no longer being a terminal) or a crash. The
// first cause wins and starts one orderly stop; anything after it is only logged, to a file in the
// state directory, never to the terminal — writing to a dead terminal is what used to throw again,
// re-enter the crash handler and flood stderr with tens of thousands of lines.
import { appendFileSync, closeSync, mkdirSync } from 'node:fs';
import { dirname } from 'node:path';
import { isatty } from 'node:tty';
import { redactSecrets } from '../../domain/index.js';

export type StopCause =
  | { kind: 'quit' }
  | { kind: 'signal'; signal: 'SIGTERM' | 'SIGHUP' | 'SIGINT' }
  | { kind: 'terminal-lost'; detail: string }
  | { kind: 'crash'; error: unknown };

const SIGNAL_NUMBER = { SIGHUP: 1, SIGINT: 2, SIGTERM: 15 } as const;

/** Shell convention: 128 + the signal; a lost terminal counts as a hang-up. */
export function exitCodeFor(cause: StopCause): number {
  switch (cause.kind) {
    case 'quit':
      return 0;
    case 'signal':
      return 128 + SIGNAL_NUMBER[cause.signal];
    case 'terminal-lost':
      return 128 + SIGNAL_NUMBER.SIGHUP;
    case 'crash':
      return 1;
  }
}

export function describeCause(cause: StopCause): string {
  switch (cause.kind) {
    case 'quit':
      return 'quit';
    case 'signal':
      return `signal ${cause.signal}`;
    case 'terminal-lost':
      return `terminal lost (${cause.detail})`;
    case 'crash':
      return `crashed: ${cause.error instanceof Error ? cause.error.message : String(cause.error)}`;
  }
}

/** Errors that mean the other end of the terminal is gone. */
const GONE_CODES: ReadonlySet<string> = new Set([
  'EIO',
  'EPIPE',
  'ENXIO',
  'EBADF',
  'ECONNRESET',
  'ERR_STREAM_DESTROYED',
]);

const codeOf = (error: unknown): string | undefined => {
  const code = (error as { code?: unknown } | null)?.code;
  return typeof code === 'string' ? code : undefined;
};

export const meansTerminalGone = (error: unknown): boolean => {
  const code = codeOf(error);
  return code !== undefined && GONE_CODES.has(code);
};

/** At most this many lines per process reach the log: a loop of failures must not fill the disk. */
const LOG_LINE_BUDGET = 50;

/** A log in the state directory (0600); never throws, never writes a secret, bounded in size. */
export function fileLog(
  path: string,
  secrets: () => readonly string[],
  now: () => Date = () => new Date(),
): (line: string) => void {
  let left = LOG_LINE_BUDGET;
  return (line) => {
    if (left <= 0) return;
    left -= 1;
    const text =
      left === 0 ? 'further lines suppressed' : redactSecrets(line, secrets()).replace(/[\r\n]+/g, ' ');
    try {
      mkdirSync(dirname(path), { recursive: true, mode: 0o700 });
      appendFileSync(path, `${now().toISOString()} [${process.pid}] ${text}\n`, { mode: 0o600 });
    } catch {
      // Nowhere left to say it: the console is ending anyway.
    }
  };
}

interface Emitter {
  on(event: string, listener: (...args: unknown[]) => void): unknown;
  off(event: string, listener: (...args: unknown[]) => void): unknown;
}

export interface ShutdownDeps {
  /** The process (signals, uncaught errors). */
  readonly proc: Emitter;
  readonly stdin: Emitter;
  readonly stdout: Emitter & { write(text: string): unknown };
  readonly stderr: { write(text: string): unknown; readonly isTTY?: boolean };
  readonly log: (line: string) => void;
  /** Starts the orderly stop (unmount, record, restore what we changed outside). Called once. */
  readonly stop: (cause: StopCause) => void;
  /** Whether stdin and stdout are still a terminal; polled, for a hang-up nobody signalled. */
  readonly stillATerminal?: () => boolean;
  readonly watchEveryMs?: number;
}

export interface Shutdown {
  readonly cause: () => StopCause | undefined;
  readonly terminalAlive: () => boolean;
  readonly exitCode: () => number;
  /** The first call starts the stop; later ones are only logged. */
  trigger(cause: StopCause): void;
  /** Writes to the terminal only while it is alive; a write that throws marks it lost. */
  writeTerminal(text: string): void;
  /** Attaches every handler; returns the function that detaches them. */
  install(): () => void;
}

export function createShutdown(deps: ShutdownDeps): Shutdown {
  let cause: StopCause | undefined;
  let alive = true;

  const markLost = (detail: string) => {
    if (!alive) return;
    alive = false;
    deps.log(`terminal lost: ${detail}`);
  };

  const trigger = (next: StopCause) => {
    if (next.kind === 'terminal-lost') markLost(next.detail);
    // After a hang-up the terminal is gone or going: nothing more is written to it.
    if (next.kind === 'signal' && next.signal === 'SIGHUP') markLost('SIGHUP');
    if (cause !== undefined) {
      deps.log(`while stopping (${describeCause(cause)}): ${describeCause(next)}`);
      return;
    }
    cause = next;
    if (next.kind !== 'quit') deps.log(`stopping: ${describeCause(next)}`);
    if (next.kind === 'crash' && next.error instanceof Error && next.error.stack) deps.log(next.error.stack);
    if (next.kind === 'crash') sayOnce(`card-console: ${describeCause(next)}\n`);
    deps.stop(next);
  };

  // One line for the operator, where someone can still read it: a terminal that is alive, or a
  // stderr redirected away from the (possibly dead) terminal.
  const sayOnce = (text: string) => {
    if (deps.stderr.isTTY && !alive) return;
    try {
      deps.stderr.write(text);
    } catch {
      // A dead stderr: the log has it.
    }
  };

  const writeTerminal = (text: string) => {
    if (!alive) return;
    try {
      deps.stdout.write(text);
    } catch (error) {
      markLost(codeOf(error) ?? 'write failed');
    }
  };

  const install = () => {
    const handlers: [Emitter, string, (...args: unknown[]) => void][] = [];
    const add = (target: Emitter, event: string, handler: (...args: unknown[]) => void) => {
      target.on(event, handler);
      handlers.push([target, event, handler]);
    };
    for (const signal of ['SIGTERM', 'SIGHUP', 'SIGINT'] as const)
      add(deps.proc, signal, () => trigger({ kind: 'signal', signal }));
    const crash = (error: unknown) => {
      if (meansTerminalGone(error))
        trigger({ kind: 'terminal-lost', detail: codeOf(error) ?? 'write failed' });
      else trigger({ kind: 'crash', error });
    };
    add(deps.proc, 'uncaughtException', crash);
    add(deps.proc, 'unhandledRejection', crash);
    // A write to a dead terminal fails asynchronously with EIO/EPIPE: answered here, it is a cause
    // to stop, not an uncaught exception.
    add(deps.stdout, 'error', (error) =>
      trigger({ kind: 'terminal-lost', detail: `stdout: ${codeOf(error) ?? 'error'}` }),
    );
    add(deps.stdin, 'error', (error) =>
      trigger({ kind: 'terminal-lost', detail: `stdin: ${codeOf(error) ?? 'error'}` }),
    );
    add(deps.stdin, 'end', () => trigger({ kind: 'terminal-lost', detail: 'stdin closed' }));
    const watch = deps.stillATerminal
      ? setInterval(() => {
          if (!deps.stillATerminal?.()) trigger({ kind: 'terminal-lost', detail: 'no longer a terminal' });
        }, deps.watchEveryMs ?? 1_000)
      : undefined;
    watch?.unref();
    return () => {
      if (watch) clearInterval(watch);
      // The process-level handlers stay until exit: a late error must still not reach a dead terminal.
      for (const [target, event, handler] of handlers) if (target !== deps.proc) target.off(event, handler);
    };
  };

  return {
    cause: () => cause,
    terminalAlive: () => alive,
    exitCode: () => (cause ? exitCodeFor(cause) : 0),
    trigger,
    writeTerminal,
    install,
  };
}

/** Whether fds 0 and 1 are still a terminal (after a hang-up, isatty answers false). */
export const stdioIsTerminal = (): boolean => isatty(0) && isatty(1);

/**
 * Node restores the terminal's modes when it exits and aborts (core dump) when that fails on a
 * terminal that went away (nodejs/node#51519, fixed only in newer releases). Closing the standard
 * descriptors first makes it skip them.
 */
export function releaseDeadTerminal(): void {
  for (const fd of [0, 1, 2]) {
    try {
      closeSync(fd);
    } catch {
      // already closed
    }
  }
}
