// The only holder of revealed card credentials: not the store (whose state tests, the raw view and
// snapshots can see), not a log. It forgets them after 30 seconds, on any key, or when replaced.
// A number copied to the clipboard (OSC 52) would outlive the box: the box empties the clipboard
// when it closes, or 30 s after the copy, whichever comes first.
import { createListeners } from '../../../domain/index.js';
import type { CardCredentials } from '../../../contract/index.js';

export const REVEAL_MS = 30_000;
export const CLIPBOARD_MS = 30_000;

export interface Revealed {
  readonly cardId: string;
  readonly credentials: CardCredentials;
  /** When the box hides itself (ms since the epoch). */
  readonly hideAt: number;
  /** The number is on the clipboard until this time (or until the box closes, if sooner). */
  readonly clipboardUntil?: number;
  /** The clipboard was emptied 30 s after the copy while the box still shows. */
  readonly clipboardCleared?: boolean;
}

export interface SecretBox {
  current(): Revealed | undefined;
  show(cardId: string, credentials: CardCredentials): void;
  clear(): void;
  /** Puts the number on the clipboard through `write` (the terminal); it is emptied on clear or after 30 s. */
  copy(write: (data: string) => void): void;
  /** Called on show and clear (the reveal view re-renders; the console closes the overlay on clear). */
  subscribe(listener: () => void): () => void;
}

type SetTimer = (fn: () => void, ms: number) => () => void;

export interface SecretBoxOptions {
  readonly now?: () => number;
  readonly hideAfterMs?: number;
  readonly clipboardMs?: number;
  /** Injectable timers for tests (default: setTimeout/clearTimeout). */
  readonly setTimer?: SetTimer;
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
  const clipboardMs = opts.clipboardMs ?? CLIPBOARD_MS;
  const clipboard = clipboardHolder(setTimer, clipboardMs, () => {
    if (revealed) revealed = { ...revealed, clipboardCleared: true };
    emit();
  });
  const listeners = createListeners();
  const emit = () => listeners.emit();
  const box: SecretBox = {
    current: () => revealed,
    show(cardId, credentials) {
      cancelTimer?.();
      clipboard.empty();
      revealed = { cardId, credentials, hideAt: now() + hideAfter };
      cancelTimer = setTimer(() => box.clear(), hideAfter);
      emit();
    },
    clear() {
      cancelTimer?.();
      cancelTimer = undefined;
      clipboard.empty();
      if (revealed === undefined) return;
      revealed = undefined;
      emit();
    },
    copy(write) {
      if (!revealed) return;
      clipboard.put(write, revealed.credentials.cardNumber);
      revealed = { ...revealed, clipboardUntil: now() + clipboardMs, clipboardCleared: false };
      emit();
    },
    subscribe: listeners.add,
  };
  return box;
}

/** What the box put on the clipboard, and the writer and timer that take it off again. */
function clipboardHolder(setTimer: SetTimer, ms: number, onTimeout: () => void) {
  let pending: { write: (data: string) => void; cancel: () => void } | undefined;
  const empty = (): boolean => {
    if (!pending) return false;
    const { write, cancel } = pending;
    pending = undefined;
    cancel();
    write(osc52(''));
    return true;
  };
  return {
    empty,
    put(write: (data: string) => void, text: string) {
      pending?.cancel();
      write(osc52(text));
      pending = {
        write,
        cancel: setTimer(() => {
          if (empty()) onTimeout();
        }, ms),
      };
    },
  };
}

/**
 * OSC 52 "set clipboard": terminals that support it copy the text; others ignore the sequence.
 * An empty text (no base64 data) empties the clipboard.
 */
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
