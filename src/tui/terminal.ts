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
