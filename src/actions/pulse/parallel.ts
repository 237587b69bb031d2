// A refresh's reads, a few at a time: enough to answer quickly, few enough not to crowd the service. One
// limit for the whole refresh, on its requests (a limit per figure would multiply it; a limit on tasks that
// make requests under it too would wait on itself). A refused request is retried by the client's one policy.
import type { Reader } from '../../reads/table.js';

/** Runs a task when fewer than the width are running; the answer is the task's own. */
export type Limit = <T>(task: () => Promise<T>) => Promise<T>;

/** A limit of `width` tasks at once, first come first served. */
export function limitTo(width: number): Limit {
  let running = 0;
  const waiting: (() => void)[] = [];
  return async <T>(task: () => Promise<T>): Promise<T> => {
    // A finished task hands its place to the first waiting one: the count never dips for a newcomer to take.
    if (running >= Math.max(1, width)) await new Promise<void>((resolve) => waiting.push(resolve));
    else running += 1;
    try {
      return await task();
    } finally {
      const next = waiting.shift();
      if (next) next();
      else running -= 1;
    }
  };
}

/** The client with every request under the limit: a refresh's figures read through it at once, the service sees a few. */
export function limited(client: Reader, limit: Limit): Reader {
  const call = ((...args: Parameters<Reader['call']>) => limit(() => client.call(...args))) as Reader['call'];
  return { call, can: (id) => client.can(id) };
}
