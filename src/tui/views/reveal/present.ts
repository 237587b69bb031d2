// The reveal box's lines: the only place the full number and CVV are ever turned into text.
import { fit, safe, truncate } from '../../text.js';
import type { DrawnLine } from '../../view/lines.js';
import type { Revealed } from './secret-box.js';

const line = (text: string, width: number): DrawnLine => ({ text: truncate(text, width) });

function groups(number: string): string {
  return number.replace(/(\d{4})(?=\d)/g, '$1 ');
}

/**
 * The reveal box. The only place the full number and CVV are ever turned into text. `copyKey`: the
 * copy command's key where the terminal takes a copy (OSC 52), else undefined (no copy offered).
 */
export function revealLines(
  revealed: Revealed | undefined,
  now: number,
  copyKey: string | undefined,
  width: number,
): DrawnLine[] {
  if (!revealed) return [line('Fetching the credentials...', width)];
  const c = revealed.credentials;
  const inner = Math.max(30, Math.min(width - 4, 44));
  const row = (label: string, value: string) => line(`| ${fit(`${fit(label, 13)}${value}`, inner)} |`, width);
  const border = line(`+${'-'.repeat(inner + 2)}+`, width);
  const seconds = Math.max(0, Math.ceil((revealed.hideAt - now) / 1000));
  return [
    border,
    row('Card number', groups(c.cardNumber)),
    row('CVV', c.cvv),
    row('Expiry', safe(c.expiredAt)),
    border,
    line(
      `Hides in ${seconds} s, or on any key.${copyKey !== undefined && revealed.clipboardUntil === undefined ? `  ${copyKey}: copy the number (OSC 52)` : ''}`,
      width,
    ),
    ...clipboardLines(revealed, now, width),
  ];
}

/** What happened to a copied number: on the clipboard until the box closes or 30 s pass. */
function clipboardLines(revealed: Revealed, now: number, width: number): DrawnLine[] {
  if (revealed.clipboardUntil === undefined) return [];
  if (revealed.clipboardCleared) return [line('The clipboard was cleared (30 s after the copy).', width)];
  const seconds = Math.max(0, Math.ceil((Math.min(revealed.clipboardUntil, revealed.hideAt) - now) / 1000));
  return [line(`Copied; the clipboard is cleared in ${seconds} s or when this closes.`, width)];
}
