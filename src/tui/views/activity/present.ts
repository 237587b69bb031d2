// Pure text of the Activity view: this session's audit entries, newest first. Entries hold ids,
// amounts and codes only (the audit log redacts secrets as well); every string is sanitised here.
import type { AuditEntry } from '../../../actions/index.js';
import { formatTime, type DisplayZone } from '../../../domain/index.js';
import { fit, safe } from '../../text.js';
import { fieldLabel } from '../../present/fields.js';

/** Names a card by its id as the rest of the console does (see present/card-name.ts). */
export type NameCard = (cardId: string) => string;

/** "19:04:56": the entry's time in the display zone (named in the header). */
export function entryClock(time: string, zone: DisplayZone): string {
  return formatTime(time, zone, 'clock');
}

/** What an entry touched: the card by its name (or else the account) first, the other ids after the details. */
export function targetsText(entry: AuditEntry, nameCard: NameCard): { main: string; rest: string } {
  const t = entry.targets;
  const main = t.cardId ? nameCard(t.cardId) : t.accountId ? `wallet ${safe(t.accountId)}` : '-';
  const rest: string[] = [];
  if (t.cardId && t.accountId) rest.push(`wallet ${safe(t.accountId)}`);
  if (t.destinationAccountId) rest.push(`to ${safe(t.destinationAccountId)}`);
  if (t.cardOwnerId) rest.push(`holder ${safe(t.cardOwnerId)}`);
  if (t.jobId) rest.push(safe(t.jobId));
  return { main, rest: rest.join(' ') };
}

/** An edit's fields, before → after ("daily limit 2500.00 → 300.00"); `?` where the card was not read first. */
function changesText(entry: AuditEntry): string | undefined {
  const changes = Object.entries(entry.changes ?? {});
  if (changes.length === 0) return undefined;
  const value = (v: string | null | undefined) => (v === undefined ? '?' : v === null ? 'none' : safe(v));
  return changes
    .map(([field, c]) => `${fieldLabel(field)} ${value(c.before)} → ${value(c.after)}`)
    .join(', ');
}

export function entryDetails(entry: AuditEntry): string {
  const parts: string[] = [];
  const changes = changesText(entry);
  if (changes) parts.push(changes);
  if (entry.readBack) parts.push(`read back: ${safe(entry.readBack)}`);
  if (entry.transactionIds && entry.transactionIds.length > 0)
    parts.push(`tx ${entry.transactionIds.map(safe).join(',')}`);
  if (entry.errorCode) parts.push(`error ${safe(entry.errorCode)}`);
  if (entry.message) parts.push(safe(entry.message));
  if (entry.undoes) parts.push(`undoes ${safe(entry.undoes)}`);
  return parts.join(' | ');
}

export const ACTIVITY_HEADING =
  `${fit('TIME', 8)}  ${fit('ACTION', 16)}  ${fit('OUTCOME', 11)}  ${fit('AMOUNT', 16)}  ` +
  'TARGET | TRANSACTIONS, ERROR | MORE TARGETS';

/** Ids are long: the card, then what happened to it, then the other ids, so a narrow screen keeps the first. */
export function activityLine(entry: AuditEntry, zone: DisplayZone, nameCard: NameCard): string {
  const amount =
    entry.amount === undefined ? '-' : `${safe(entry.amount)} ${safe(entry.currency ?? '')}`.trim();
  const targets = targetsText(entry, nameCard);
  const tail = [targets.main, entryDetails(entry), targets.rest].filter((part) => part !== '').join(' | ');
  return `${fit(entryClock(entry.time, zone), 8)}  ${fit(safe(entry.action), 16)}  ${fit(safe(entry.outcome), 11)}  ${fit(amount, 16)}  ${tail}`;
}
