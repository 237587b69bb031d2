// Text for the terminal: every server string passes `safe` (the domain sanitiser) before it is
// drawn, and every cell is fitted to its width so nothing ever wraps.
import type { ActionError } from '../actions/index.js';
import { sanitizeText } from '../domain/index.js';

// Everything the console itself draws is printable ASCII. Ink measures every text node of every
// frame with string-width, whose ASCII fast path is about a thousand times cheaper than the
// grapheme segmentation any other character costs (one '…' on a line made each frame ~0.5 ms dearer).
export const ELLIPSIS = '~';

export function safe(value: string | null | undefined): string {
  return value === null || value === undefined ? '' : sanitizeText(value);
}

function charWidth(code: number): number {
  if (code >= 0x300 && code <= 0x36f) return 0;
  if (code >= 0x200b && code <= 0x200d) return 0;
  if (
    (code >= 0x1100 && code <= 0x115f) ||
    (code >= 0x2e80 && code <= 0xa4cf) ||
    (code >= 0xac00 && code <= 0xd7a3) ||
    (code >= 0xf900 && code <= 0xfaff) ||
    (code >= 0xfe30 && code <= 0xfe4f) ||
    (code >= 0xff00 && code <= 0xff60) ||
    (code >= 0xffe0 && code <= 0xffe6) ||
    (code >= 0x1f300 && code <= 0x1faff) ||
    (code >= 0x20000 && code <= 0x3fffd)
  )
    return 2;
  return 1;
}

/** Below U+0300 every character is one column wide (and no surrogate halves): the common case. */
function isNarrow(text: string): boolean {
  for (let i = 0; i < text.length; i++) if (text.charCodeAt(i) >= 0x300) return false;
  return true;
}

/** Terminal columns a (sanitised) string occupies. */
export function displayWidth(text: string): number {
  if (isNarrow(text)) return text.length;
  let width = 0;
  for (const char of text) width += charWidth(char.codePointAt(0) ?? 0);
  return width;
}

/** Cut to at most `width` columns, ending with an ellipsis when something was cut. */
export function truncate(text: string, width: number): string {
  if (width <= 0) return '';
  if (isNarrow(text)) return text.length <= width ? text : text.slice(0, width - 1) + ELLIPSIS;
  if (displayWidth(text) <= width) return text;
  let out = '';
  let used = 0;
  for (const char of text) {
    const w = charWidth(char.codePointAt(0) ?? 0);
    if (used + w > width - 1) break;
    out += char;
    used += w;
  }
  return out + ELLIPSIS;
}

/**
 * Cut in the middle, keeping the start and the end: names that differ only at their end ("Main Ada
 * #9", "Main Ada #10") stay told apart at narrow widths. Wide text falls back to cutting the end.
 */
export function truncateMiddle(text: string, width: number): string {
  if (!isNarrow(text) || text.length <= width || width < 5) return truncate(text, width);
  const head = Math.floor((width - 1) / 2);
  const tail = width - 1 - head;
  return text.slice(0, head) + ELLIPSIS + text.slice(text.length - tail);
}

/**
 * Keep the end, cut the start behind a leading ellipsis: a text field longer than its room shows
 * what is being typed (the cursor's end), the way an input box scrolls.
 */
export function truncateStart(text: string, width: number): string {
  if (width <= 0) return '';
  if (isNarrow(text)) return text.length <= width ? text : ELLIPSIS + text.slice(text.length - (width - 1));
  if (displayWidth(text) <= width) return text;
  const chars = Array.from(text);
  let out = '';
  let used = 0;
  for (let i = chars.length - 1; i >= 0; i -= 1) {
    const w = charWidth(chars[i]!.codePointAt(0) ?? 0);
    if (used + w > width - 1) break;
    out = chars[i]! + out;
    used += w;
  }
  return ELLIPSIS + out;
}

export type Cut = 'end' | 'middle';

/** Exactly `width` columns: truncated or padded (right-aligned for numbers). */
export function fit(text: string, width: number, align: 'left' | 'right' = 'left', how: Cut = 'end'): string {
  const cut = how === 'middle' ? truncateMiddle(text, width) : truncate(text, width);
  const pad = ' '.repeat(Math.max(0, width - displayWidth(cut)));
  return align === 'right' ? pad + cut : cut + pad;
}

/** A failure in words an operator can act on; an unknown outcome says what reading back found. */
export function describeError(error: ActionError): string {
  // Nothing left the console: no key to keep, no outcome to check.
  if (error.notSent)
    return `${safe(error.message)}: not sent${error.retryable ? ' (enter tries again)' : ''}`;
  const readBack =
    error.readBack === 'not_applied'
      ? ' (read back: not applied; retry is safe, it reuses the same key)'
      : error.readBack === 'still_unknown'
        ? ' (read back: still unknown; check before retrying)'
        : '';
  const retry = error.retryable && !readBack ? ' (enter retries with the same key)' : '';
  return `${safe(error.message)}${readBack}${retry}`;
}
