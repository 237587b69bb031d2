// A real pseudo-terminal for end-to-end tests: the binary runs inside a private tmux server; tests
// type with send-keys and read the screen with capture-pane. Waiting polls the screen until text
// appears (bounded), so tests never assert on elapsed time.
import { execFileSync } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEveryFile } from '../support/after-every-file.js';

export interface TerminalOptions {
  command: string;
  env?: Record<string, string>;
  cols?: number;
  rows?: number;
}

let counter = 0;
/** Terminals not yet closed: a test that fails half-way leaves none behind (see the cleanup at the end). */
const open = new Set<Terminal>();

export class Terminal {
  private readonly socket: string;
  private readonly dir: string;
  readonly exitFile: string;

  private constructor(socket: string, dir: string) {
    this.socket = socket;
    this.dir = dir;
    this.exitFile = join(dir, 'exit');
  }

  static start(options: TerminalOptions): Terminal {
    const dir = mkdtempSync(join(tmpdir(), 'cc-e2e-'));
    const term = new Terminal(`cc-e2e-${process.pid}-${counter++}`, dir);
    // The marker finds every process this terminal started (and theirs), whatever became of the pane's shell.
    const exports = Object.entries({ TERM: 'xterm-256color', ...options.env, [MARKER]: term.socket })
      .map(([k, v]) => `export ${k}=${shellQuote(v)};`)
      .join(' ');
    // After the program exits, record the terminal modes, then its exit code, then keep the pane open.
    // The exit code is written last: a test that saw it may read the modes at once (CI once read them
    // between the two writes).
    const script = `${exports} ${options.command}; code=$?; stty -a > ${join(dir, 'stty')}; echo $code > ${term.exitFile}; sleep 600`;
    term.tmux(
      'new-session',
      '-d',
      '-s',
      'main',
      '-x',
      String(options.cols ?? 120),
      '-y',
      String(options.rows ?? 40),
      'bash',
      '--norc',
      '-c',
      script,
    );
    open.add(term);
    return term;
  }

  private tmux(...args: string[]): string {
    return execFileSync('tmux', ['-L', this.socket, '-f', '/dev/null', ...args], { encoding: 'utf8' });
  }

  screen(): string {
    return this.tmux('capture-pane', '-p', '-t', 'main');
  }

  /** Sends tmux key names (e.g. 'Enter', 'Escape', 'Down', 'C-c') or literal text with literal=true. */
  keys(keys: string | string[], literal = false): void {
    const list = Array.isArray(keys) ? keys : [keys];
    this.tmux('send-keys', '-t', 'main', ...(literal ? ['-l'] : []), ...list);
  }

  type(text: string): void {
    this.keys(text, true);
  }

  async waitFor(
    predicate: string | RegExp | ((screen: string) => boolean),
    timeoutMs = 20_000,
  ): Promise<string> {
    const test =
      typeof predicate === 'function'
        ? predicate
        : typeof predicate === 'string'
          ? (s: string) => s.includes(predicate)
          : (s: string) => predicate.test(s);
    const deadline = Date.now() + timeoutMs;
    let last = '';
    while (Date.now() < deadline) {
      last = this.screen();
      if (test(last)) return last;
      await new Promise((r) => setTimeout(r, 100));
    }
    throw new Error(`timed out waiting for ${String(predicate)}; screen was:\n${last}`);
  }

  async waitForExit(timeoutMs = 20_000): Promise<number> {
    const deadline = Date.now() + timeoutMs;
    while (Date.now() < deadline) {
      if (existsSync(this.exitFile)) {
        const text = readFileSync(this.exitFile, 'utf8').trim();
        if (text !== '') return Number(text);
      }
      await new Promise((r) => setTimeout(r, 100));
    }
    throw new Error(`program did not exit; screen was:\n${this.screen()}`);
  }

  /** The terminal modes after the program exited: raw mode must be off (icanon and echo back on). */
  sttyAfterExit(): string {
    return readFileSync(join(this.dir, 'stty'), 'utf8');
  }

  /** Whether the terminal's cursor is visible (tmux tracks DECTCEM). */
  cursorVisible(): boolean {
    return this.tmux('display-message', '-p', '-t', 'main', '#{cursor_flag}').trim() === '1';
  }

  /** The pid of the pane's shell (the leader of the pane's process group). */
  panePid(): number {
    return Number(this.tmux('display-message', '-p', '-t', 'main', '#{pane_pid}').trim());
  }

  /**
   * The pid of the program running in the pane (the child of the pane's shell). Matched on its
   * command line: from Node 24 the process name is "MainThread", not "node".
   */
  programPid(): number {
    const shell = this.panePid();
    const child = execFileSync('pgrep', ['-f', '-P', String(shell), 'node'], { encoding: 'utf8' })
      .trim()
      .split('\n')[0];
    if (!child) throw new Error('no program running in the pane');
    return Number(child);
  }

  /** Sends a signal to the program running in the pane. */
  signal(signal: NodeJS.Signals): void {
    process.kill(this.programPid(), signal);
  }

  close(): void {
    open.delete(this);
    try {
      this.tmux('kill-server');
    } catch {
      // already gone
    }
  }

  /**
   * Closes the terminal and waits until the program in it has ended (it may still write its log
   * while it shuts down); a program still there after `timeoutMs` is killed. Tests that remove the
   * program's state directory afterwards use this, so the removal never races the program.
   */
  async closeAndWait(timeoutMs = 10_000): Promise<void> {
    this.close();
    const started = (): number[] => processesMarked(this.socket).filter((pid) => alive(pid));
    if (await until(() => started().length === 0, timeoutMs)) return;
    // A program that outlived its terminal this long is a defect the terminal-loss tests look for: say so.
    for (const pid of started()) {
      process.stderr.write(
        `e2e: pid ${pid} (${commandOf(pid)}) still running ${timeoutMs} ms after its terminal closed: killed\n`,
      );
      process.kill(pid, 'SIGKILL');
    }
    await until(() => started().length === 0, timeoutMs);
  }
}

/** The first screen line that contains `text`, or ''. */
export function lineWith(screen: string, text: string): string {
  return screen.split('\n').find((l) => l.includes(text)) ?? '';
}

/** Whether one screen line holds every part (e.g. a row's name and its balance, not the name in a title). */
export function hasRow(screen: string, ...parts: string[]): boolean {
  return screen.split('\n').some((l) => parts.every((p) => l.includes(p)));
}

/** Every path under `dir` (for a failure message). */
function listing(dir: string): string[] {
  try {
    return readdirSync(dir, { recursive: true }).map(String);
  } catch {
    return [];
  }
}

/**
 * Removes a test's directory. A program that has just ended (or one it left behind) may still be
 * creating a file there: try again for a while, then fail naming what is left.
 */
export async function removeDir(dir: string, timeoutMs = 10_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    try {
      rmSync(dir, { recursive: true, force: true });
      return;
    } catch (error) {
      if (Date.now() > deadline)
        throw new Error(
          `${dir} could not be removed (${String(error)}); still there: ${listing(dir).join(', ')}`,
        );
      await new Promise((r) => setTimeout(r, 100));
    }
  }
}

const MARKER = 'CC_E2E_TERMINAL';

/** Processes (not zombies) whose environment carries this terminal's marker. */
function processesMarked(socket: string): number[] {
  const wanted = `${MARKER}=${socket}`;
  return readdirSync('/proc')
    .filter((name) => /^\d+$/.test(name))
    .map(Number)
    .filter((pid) => {
      try {
        if (/^\S+ \(.*\) Z/.test(readFileSync(`/proc/${pid}/stat`, 'utf8'))) return false;
        return readFileSync(`/proc/${pid}/environ`, 'utf8').split('\0').includes(wanted);
      } catch {
        return false; // gone, or not ours to read
      }
    });
}

function commandOf(pid: number): string {
  try {
    return readFileSync(`/proc/${pid}/cmdline`, 'utf8').split('\0').join(' ').trim();
  } catch {
    return '?';
  }
}

/** Whether a process is still there. */
export function alive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

/** Waits (polling every 50 ms) until `test` holds; false when it still does not after `timeoutMs`. */
export async function until(test: () => boolean, timeoutMs: number): Promise<boolean> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (test()) return true;
    await new Promise((r) => setTimeout(r, 50));
  }
  return test();
}

/** `value` as one word of a shell command line. */
export function shellQuote(value: string): string {
  return `'${value.replace(/'/g, `'\\''`)}'`;
}

// After every file: a test that failed before closing its terminal (a waitFor that timed out) would
// otherwise leave the program running in a tmux server of its own.
afterEveryFile(closeTerminals);

/** Closes every terminal still open and waits for what ran in them (before their directories go). */
export async function closeTerminals(): Promise<void> {
  for (const term of [...open]) await term.closeAndWait();
}
