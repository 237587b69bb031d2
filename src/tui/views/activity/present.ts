// Pure text of the Activity view: this session's audit entries, newest first. Entries hold ids,
// amounts and codes only (the audit log redacts secrets as well); every string is sanitised here.
import type { AuditEntry } from '../../../actions/index.js';
import { fit, safe } from '../../text.js';

/** "12:34:56" of the entry's ISO time (UTC, as written), without parsing it as a Date. */
export function entryClock(time: string): string {
  const match = /T(\d{2}:\d{2}:\d{2})/.exec(time);
  return match ? match[1]! : safe(time);
}

export function targetsText(entry: AuditEntry): string {
  const t = entry.targets;
  const parts: string[] = [];
  if (t.cardId) parts.push(`card ${safe(t.cardId)}`);
  if (t.accountId) parts.push(`account ${safe(t.accountId)}`);
  if (t.destinationAccountId) parts.push(`to ${safe(t.destinationAccountId)}`);
  if (t.cardOwnerId) parts.push(`holder ${safe(t.cardOwnerId)}`);
  if (t.jobId) parts.push(safe(t.jobId));
  return parts.join(' ') || '-';
}

export function entryDetails(entry: AuditEntry): string {
  const parts: string[] = [];
  if (entry.transactionIds && entry.transactionIds.length > 0) parts.push(`tx ${entry.transactionIds.map(safe).join(',')}`);
  if (entry.errorCode) parts.push(`error ${safe(entry.errorCode)}`);
  if (entry.message) parts.push(safe(entry.message));
  return parts.join(' | ');
}

export const ACTIVITY_HEADING = `${fit('TIME', 8)}  ${fit('ACTION', 16)}  ${fit('OUTCOME', 11)}  ${fit('AMOUNT', 16)}  TARGETS | DETAILS`;

export function activityLine(entry: AuditEntry): string {
  const amount = entry.amount === undefined ? '-' : `${safe(entry.amount)} ${safe(entry.currency ?? '')}`.trim();
  const details = entryDetails(entry);
  return `${fit(entryClock(entry.time), 8)}  ${fit(safe(entry.action), 16)}  ${fit(safe(entry.outcome), 11)}  ${fit(amount, 16)}  ${targetsText(entry)}${details ? ` | ${details}` : ''}`;
}

/** Newest first. */
export function activityLines(entries: readonly AuditEntry[]): string[] {
  const out: string[] = [];
  for (let i = entries.length - 1; i >= 0; i -= 1) out.push(activityLine(entries[i]!));
  return out;
}
