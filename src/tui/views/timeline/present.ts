// The timeline's rows and a decline's explanation as text: pure, tested without Ink. One line per row:
// the time in the display zone, what happened (the amount first, so a narrow screen cuts the merchant,
// never the money), and where it came from.
import type {
  DeliveryFact,
  Explanation,
  FieldEdit,
  SourceGap,
  TimelineRow,
  TimelineSource,
} from '../../../actions/index.js';
import { formatInstant, type DisplayZone } from '../../../domain/index.js';
import { isLimitField, LIMIT_LABELS } from '../../present/fields.js';
import { money, moneyWithCurrency } from '../../present/money.js';
import { shortTime } from '../../present/rows.js';
import { safe } from '../../text.js';
import { wrapWords } from '../../present/wrap.js';

const SHORT_SOURCE: Readonly<Record<TimelineSource, string>> = {
  operation: 'server',
  event: 'event',
  live: 'live',
  audit: 'audit',
  journal: 'journal',
  read: 'read',
};

/** "event+audit": where a row came from, short enough for a column. */
export const sourcesText = (sources: readonly TimelineSource[]): string =>
  sources.map((s) => SHORT_SOURCE[s]).join('+');

const byText = (by: { profile: string; jobId?: string } | undefined): string =>
  by ? ` by ${safe(by.profile)}${by.jobId ? ` job ${safe(by.jobId.slice(0, 8))}` : ''}` : '';

/** "daily limit 2,500.00 → 300.00 USD", "name Ads → Ads EU"; a limit not set is "none", one not known "?". */
function fieldText(field: string, change: FieldEdit, currency: string | undefined): string {
  const limit = LIMIT_LABELS[field];
  const value = (v: string | null | undefined, unit: boolean): string => {
    if (v === undefined) return '?';
    if (v === null || (limit !== undefined && v === '')) return 'none';
    if (limit === undefined) return safe(v);
    return unit && currency !== undefined ? moneyWithCurrency(v, currency) : money(v);
  };
  return `${limit ?? safe(field)} ${value(change.before, false)} → ${value(change.after, true)}`;
}

/**
 * An edit: the limits' amounts are the head (never cut), a name change goes in the tail, which a narrow line
 * may cut (a name is not money). A change only a read showed says so, and when it was seen.
 */
function editParts(row: Extract<TimelineRow, { kind: 'edit' }>, zone?: DisplayZone) {
  const fields = Object.entries(row.changes);
  const limits = fields.filter(([field]) => isLimitField(field));
  const others = fields.filter(([field]) => !isLimitField(field));
  const texts = (list: typeof fields) => list.map(([field, c]) => fieldText(field, c, row.currency));
  const rest = texts(others).join(', ');
  const head = limits.length > 0 ? texts(limits).join(', ') : 'name';
  const more = limits.length > 0 ? (rest ? `, ${rest}` : '') : rest.replace(/^name/, '');
  if (row.by !== undefined) return { head: `edit ${head}`, tail: `${more}${byText(row.by)}` };
  // The time is when this console's read saw the value changed, not when the change was made.
  const seen = zone ? ` seen changed at ${formatInstant(row.atMs, zone, 'clock')}` : ' seen changed then';
  return { head, tail: `${more} (read)${seen}` };
}

const attemptsText = (n: number): string => `${n} attempt${n === 1 ? '' : 's'}`;

/** A delivery as an attribute of what it carried: "delivered", "delivery failing 3×", "delivery paused". */
export function deliveryText(delivery: DeliveryFact): string {
  switch (delivery.status) {
    case 'delivered':
      return 'delivered';
    case 'retrying':
      return `delivery failing ${delivery.attempts}×`;
    case 'failed':
      return `delivery failed after ${attemptsText(delivery.attempts)}`;
    default:
      return `delivery ${safe(delivery.status)}`;
  }
}

const deliveryTail = (delivery: DeliveryFact | undefined): string =>
  delivery ? `, ${deliveryText(delivery)}` : '';

/**
 * What happened, in words, as a head that is never cut (an operation's type and amount) and a tail that may
 * be (its status, reason, merchant, who). `zone` names the time a read saw a change.
 */
export function whatParts(row: TimelineRow, zone?: DisplayZone): { head: string; tail: string } {
  switch (row.kind) {
    case 'operation': {
      const op = row.operation;
      const reason = op.status === 'declined' ? `: ${safe(op.declineReason ?? 'no reason given')}` : '';
      const merchant = op.merchantName ? ` ${safe(op.merchantName)}` : '';
      return {
        head: `${safe(op.type)} ${moneyWithCurrency(op.amount, op.currency)}`,
        tail: ` ${safe(op.status)}${reason}${merchant}${byText(row.by)}${deliveryTail(row.delivery)}`,
      };
    }
    case 'state': {
      const from =
        row.change.from === null ? ' (issued)' : row.change.from ? ` (was ${row.change.from})` : '';
      return { head: `card ${row.change.to}`, tail: `${from}${byText(row.by)}${deliveryTail(row.delivery)}` };
    }
    case 'edit':
      return editParts(row, zone);
    case 'action':
      return {
        head: `${safe(row.action)} ${safe(row.outcome)}`,
        tail: `${row.message ? `: ${safe(row.message)}` : ''}${byText(row.by)}`,
      };
    case 'delivery':
      return {
        head: `${safe(row.delivery.eventType)} ${deliveryText(row.delivery)}`,
        tail: '',
      };
  }
}

export function whatText(row: TimelineRow, zone?: DisplayZone): string {
  const { head, tail } = whatParts(row, zone);
  return head + tail;
}

export const TIME_WIDTH = 16;
const SOURCE_TITLE = 'Source';

/**
 * One row: time, what, source at the right edge. When the line is short of room the end of "what" gives
 * way (the merchant, then the reason), never the time, the amount or the source.
 */
export function timelineLine(row: TimelineRow, zone: DisplayZone, width: number): string {
  const time = shortTime(row.at, zone).padEnd(TIME_WIDTH);
  const source = sourcesText(row.sources);
  const room = Math.max(12, width - TIME_WIDTH - 2 - source.length - 1);
  const { head, tail } = whatParts(row, zone);
  const space = room - head.length;
  // The amount is never cut: with no room for any of the tail, the head stands alone.
  const fitted =
    tail.length <= space
      ? (head + tail).padEnd(room)
      : space >= 2
        ? `${head}${tail.slice(0, space - 1)}…`
        : head.padEnd(room);
  return `${time}  ${fitted} ${source}`;
}

export const timelineHeading = (width: number): string => {
  const room = Math.max(12, width - TIME_WIDTH - 2 - SOURCE_TITLE.length - 1);
  return `${'Time'.padEnd(TIME_WIDTH)}  ${'What'.padEnd(room)} ${SOURCE_TITLE}`;
};

/** The explanation of the decline under the cursor, as the lines under the list, wrapped to the width. */
export function explanationLines(explanation: Explanation, width: number): string[] {
  const lines = [
    `why: ${explanation.why}`,
    ...explanation.facts.map((f) => `  ${f}`),
    `next: ${explanation.nextStep.text}`,
  ];
  return lines.flatMap((l) => wrapWords(l, width));
}

/** What the timeline could not read, one line each. */
export const gapLines = (gaps: readonly SourceGap[]): string[] =>
  gaps.map((g) => `could not read ${safe(g.reason)}`);
