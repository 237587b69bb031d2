// The one listener set: the command log, the audit trail, a bulk job's progress, the job registry, the
// production guard, the card index, the profile switcher, the revealed secret and the sandbox's webhook
// outbox each tell their listeners through it. `add` returns the function that removes the listener; `emit`
// calls the listeners present when it starts, in the order they were added (one added or removed during an emit
// takes effect from the next).
//
// The error rule, the same for every set: a listener that throws does not stop the others, nor the code
// that emits (a broken view must not break the request, job or store it watches). The error is caught
// and handed to the set's `onError` when it was given one; without one it is dropped.

export interface Listeners<A extends readonly unknown[]> {
  /** Adds `listener`; the function returned removes it (calling it twice is harmless). */
  readonly add: (listener: (...args: A) => void) => () => void;
  /** Calls every listener with `args`; see the header for what a throwing listener does. */
  readonly emit: (...args: A) => void;
  /** How many listeners there are now. */
  readonly size: number;
  /** Removes every listener. */
  readonly clear: () => void;
}

export function createListeners<A extends readonly unknown[] = []>(
  onError?: (error: unknown) => void,
): Listeners<A> {
  const set = new Set<(...args: A) => void>();
  return {
    add: (listener) => {
      set.add(listener);
      return () => void set.delete(listener);
    },
    emit: (...args) => {
      for (const listener of [...set]) {
        try {
          listener(...args);
        } catch (error) {
          onError?.(error);
        }
      }
    },
    get size() {
      return set.size;
    },
    clear: () => set.clear(),
  };
}
