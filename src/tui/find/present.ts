// Pure text of the card index in the UI: the header piece, a search result line, the chooser's
// labels and the "may be incomplete" note.
import type { Account } from '../../store/index.js';
import type { CardIndexStatus, IndexRow } from '../../sync/card-index/index.js';
import { safe } from '../text.js';

const count = (n: number): string => n.toLocaleString('en-US');

function age(ms: number): string {
  const s = Math.max(0, Math.floor(ms / 1000));
  if (s < 60) return `${s}s`;
  if (s < 3_600) return `${Math.floor(s / 60)}m`;
  if (s < 86_400) return `${Math.floor(s / 3_600)}h`;
  return `${Math.floor(s / 86_400)}d`;
}

/**
 * The header piece: progress while the first pass runs (`index 42,000/1,000,000`), then its age;
 * `no index` when it is off (`?` and the footer's ctrl+f say why).
 */
export function indexLabel(status: CardIndexStatus | undefined, now: number): string | undefined {
  if (!status) return undefined;
  if (status.state === 'off') return 'no index';
  if (status.state === 'crawling' && status.builtAt === undefined) {
    if (status.holders && status.listed >= status.expected)
      return `index holders ${count(status.holders.done)}/${count(status.holders.total)}`;
    return `index ${count(status.listed)}/${count(status.expected)}`;
  }
  return `index ${age(now - (status.builtAt ?? now))} old`;
}

/** Why the find commands cannot run: the index is off, and why. */
export const findDisabledReason = (off: string): string => `no card index: ${off}`;

/** Whether results may miss cards: the first pass has not ended. */
export const mayBeIncomplete = (status: CardIndexStatus | undefined): boolean =>
  status?.state === 'crawling' && status.builtAt === undefined;

/**
 * One card of a result list or chooser, by how much the operator needs each part (a narrow terminal
 * cuts the end): masked number, name, status, holder, wallet, then the holder's email.
 */
export function indexRowLine(row: IndexRow, accounts: ReadonlyMap<string, Account>): string {
  const wallet = accounts.get(row.walletId)?.name ?? row.walletId;
  const parts = [row.masked, row.name || '-', row.status, row.holderName || '-', wallet, row.holderEmail];
  return parts
    .filter((p): p is string => typeof p === 'string' && p !== '')
    .map((p) => safe(p))
    .join('  ');
}

export function searchTitle(
  text: string,
  shown: number,
  more: boolean,
  status: CardIndexStatus | undefined,
): string {
  const found =
    shown === 0
      ? 'no card matches'
      : `${count(shown)}${more ? '+' : ''} card${shown === 1 && !more ? '' : 's'}`;
  const note = mayBeIncomplete(status) ? ' (may be incomplete: the index is still being built)' : '';
  return `Find ${text === '' ? '(type last4, holder name or email, card name, id)' : `"${safe(text)}"`}: ${text === '' ? '' : found}${note}`;
}
