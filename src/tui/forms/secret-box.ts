// The only holder of revealed card credentials: not the store (whose state tests, the raw view and
// snapshots can see), not a log. It forgets them after 30 seconds, on any key, or when replaced.
import type { CardCredentials } from '../../contract/index.js';

export const REVEAL_MS = 30_000;

export interface Revealed {
  readonly cardId: string;
  readonly credentials: CardCredentials;
  /** When the box hides itself (ms since the epoch). */
  readonly hideAt: number;
}

export interface SecretBox {
  current(): Revealed | undefined;
  show(cardId: string, credentials: CardCredentials): void;
  clear(): void;
  /** Called on show and clear (the reveal view re-renders; the console closes the overlay on clear). */
  subscribe(listener: () => void): () => void;
}

export interface SecretBoxOptions {
  readonly now?: () => number;
  readonly hideAfterMs?: number;
  /** Injectable timers for tests (default: setTimeout/clearTimeout). */
  readonly setTimer?: (fn: () => void, ms: number) => () => void;
}

const realTimer = (fn: () => void, ms: number) => {
  const handle = setTimeout(fn, ms);
  handle.unref?.();
  return () => clearTimeout(handle);
};

export function createSecretBox(opts: SecretBoxOptions = {}): SecretBox {
  const now = opts.now ?? Date.now;
  const hideAfter = opts.hideAfterMs ?? REVEAL_MS;
  const setTimer = opts.setTimer ?? realTimer;
  let revealed: Revealed | undefined;
  let cancelTimer: (() => void) | undefined;
  const listeners = new Set<() => void>();
  const emit = () => {
    for (const listener of [...listeners]) listener();
  };
  const box: SecretBox = {
    current: () => revealed,
    show(cardId, credentials) {
      cancelTimer?.();
      revealed = { cardId, credentials, hideAt: now() + hideAfter };
      cancelTimer = setTimer(() => box.clear(), hideAfter);
      emit();
    },
    clear() {
      cancelTimer?.();
      cancelTimer = undefined;
      if (revealed === undefined) return;
      revealed = undefined;
      emit();
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
  return box;
}

/** OSC 52 "set clipboard": terminals that support it copy the text; others ignore the sequence. */
export function osc52(text: string): string {
  return `\x1b]52;c;${Buffer.from(text, 'utf8').toString('base64')}\x07`;
}

/** Whether to offer the copy: a real terminal that is not the bare Linux console, unless overridden. */
export function offersOsc52(env: Readonly<Record<string, string | undefined>>, isTTY: boolean): boolean {
  const setting = env.CARD_CONSOLE_OSC52;
  if (setting === '0' || setting === 'false') return false;
  if (setting === '1' || setting === 'true') return true;
  const term = env.TERM ?? '';
  return isTTY && term !== '' && term !== 'dumb' && term !== 'linux';
}
