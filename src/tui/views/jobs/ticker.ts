// Re-render on an outside source (the job registry, the audit log) without re-rendering on every
// one of its events: a job over 1,000 cards reports thousands of times; the view needs a few frames
// a second.
import { useEffect, useReducer } from 'react';

export const FRAME_MS = 100;

type Subscribe = (listener: () => void) => () => void;

export function useTicker(subscribe: Subscribe | undefined, frameMs = FRAME_MS): number {
  const [tick, bump] = useReducer((n: number) => n + 1, 0);
  useEffect(() => {
    if (!subscribe) return undefined;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const unsubscribe = subscribe(() => {
      timer ??= setTimeout(() => {
        timer = undefined;
        bump();
      }, frameMs);
    });
    return () => {
      unsubscribe();
      if (timer) clearTimeout(timer);
    };
  }, [subscribe, frameMs]);
  return tick;
}
