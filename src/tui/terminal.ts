// The stdout handed to Ink. Ink 6.8's incremental renderer (the one that redraws only changed
// lines) leaves the cursor on the row below a frame that ends with a newline, but starts the next
// frame by moving up one row too few: every changed line then lands one row low, and the old line
// stays on screen above it. Putting the cursor back on the frame's last row after each frame gives
// the renderer the position it counts from. Everything else passes through untouched.
const CURSOR_UP = '\x1b[A';
const CURSOR_NEXT_LINE = '\x1b[E';

/** A frame (or an incremental update of one) ends past its last line: with a newline or a next-line move. */
function endsBelowFrame(chunk: unknown): boolean {
  return typeof chunk === 'string' && (chunk.endsWith('\n') || chunk.endsWith(CURSOR_NEXT_LINE));
}

export function inkStdout<T extends NodeJS.WritableStream>(stdout: T): T {
  const write = (chunk: unknown, ...rest: unknown[]): boolean => {
    const text = typeof chunk === 'string' && endsBelowFrame(chunk) ? chunk + CURSOR_UP : chunk;
    return (stdout.write as (chunk: unknown, ...rest: unknown[]) => boolean)(text, ...rest);
  };
  return new Proxy(stdout, {
    get(target, property) {
      if (property === 'write') return write;
      const value: unknown = Reflect.get(target, property, target);
      return typeof value === 'function' ? value.bind(target) : value;
    },
  });
}

/**
 * Terminal types whose terminfo entry has no cursor addressing (`cup`): a full-screen program cannot
 * draw on them (`dumb` is what Emacs' shell, some CI runners and `TERM=dumb` scripts give).
 */
const NO_CURSOR_ADDRESSING: ReadonlySet<string> = new Set([
  '',
  'dumb',
  'unknown',
  'glasstty',
  'lpr',
  'printer',
  'emacs',
]);

/** Whether the terminal named by TERM can take the full-screen console. An unset TERM cannot. */
export function canDrawFullScreen(term: string | undefined): boolean {
  return !NO_CURSOR_ADDRESSING.has((term ?? '').trim().toLowerCase());
}

/** The non-interactive commands, for an operator whose terminal cannot take the full screen. */
export const NON_INTERACTIVE_COMMANDS = [
  ['cards', 'cards list; change many: cards freeze|unfreeze|fund …'],
  ['jobs', 'list, show and resume the bulk jobs'],
  ['audit', 'read the audit trail'],
  ['listen', 'receive and print webhook events'],
  ['sandbox', 'run the embedded sandbox as a service'],
  ['profiles', 'list and check connection profiles'],
] as const;

export function fullScreenRefusal(term: string | undefined): string {
  const named = term === undefined || term.trim() === '' ? 'TERM is not set' : `TERM=${term}`;
  const commands = NON_INTERACTIVE_COMMANDS.map(
    ([name, what]) => `  card-console ${name.padEnd(9)} ${what}\n`,
  ).join('');
  return (
    `card-console: this terminal (${named}) cannot move the cursor,\nwhich the full-screen console needs.\n` +
    `Use the non-interactive commands instead (card-console COMMAND --help):\n${commands}` +
    "or set TERM to your terminal's type (e.g. TERM=xterm-256color).\n"
  );
}
