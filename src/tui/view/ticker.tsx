// Re-render on an outside source (the job registry, the audit log) without re-rendering on every
// one of its events: a job over 1,000 cards reports thousands of times; the view needs a few frames
// a second.
import { useEffect, useReducer } from 'react';
import { useConsole, type ConsoleContextValue } from '../components/context.js';
import type { BodyProps, View } from './types.js';
import { PageBody } from './Viewport.js';

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

/**
 * The body of a view that follows an outside source while it is open (the jobs, the audit log, the
 * command log): its page, redrawn at the ticker's pace as the source reports.
 */
export function tickingBody(
  page: NonNullable<View['page']>,
  sourceOf: (services: ConsoleContextValue) => { readonly subscribe: Subscribe } | undefined,
): (props: BodyProps) => React.JSX.Element {
  return function TickingBody(props: BodyProps) {
    useTicker(sourceOf(useConsole())?.subscribe);
    return <PageBody page={page} {...props} />;
  };
}
