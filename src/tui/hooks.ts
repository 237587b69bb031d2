// Terminal size (following resize) and a coarse clock for the data-age display.
import { useStdout } from 'ink';
import { useEffect, useState } from 'react';

export interface Size {
  readonly columns: number;
  readonly rows: number;
}

const FALLBACK: Size = { columns: 80, rows: 24 };

function read(stdout: NodeJS.WriteStream): Size {
  return { columns: stdout.columns || FALLBACK.columns, rows: stdout.rows || FALLBACK.rows };
}

export function useTerminalSize(): Size {
  const { stdout } = useStdout();
  const [size, setSize] = useState<Size>(() => read(stdout));
  useEffect(() => {
    const onResize = () =>
      setSize((previous) => {
        const next = read(stdout);
        return next.columns === previous.columns && next.rows === previous.rows ? previous : next;
      });
    stdout.on('resize', onResize);
    onResize();
    return () => {
      stdout.off('resize', onResize);
    };
  }, [stdout]);
  return size;
}

/**
 * Re-renders its user every `intervalMs` while `active`. Each tick costs a whole Ink frame, so
 * users tick only while they show something that ages (a stale age, a retry countdown, a note).
 */
export function useNow(now: () => number, active: boolean, intervalMs = 1_000): number {
  const [value, setValue] = useState(now);
  useEffect(() => {
    if (!active) return undefined;
    setValue(now());
    const timer = setInterval(() => setValue(now()), intervalMs);
    return () => clearInterval(timer);
  }, [now, intervalMs, active]);
  return active ? value : now();
}
