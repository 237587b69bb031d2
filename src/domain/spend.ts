// A card's spending as its limits count it: purchases authorized or completed, by UTC day and UTC month
// (the document's DeclineReason says so). The decline explainer and the spend chart both sum through
// here, so the console adds up a window exactly the way the service that declined the purchase did.
import { add, parseMoneyString, ZERO, type Money } from './money.js';

/** The least a spending sum needs of an operation (a card operation list item has it). */
export interface SpendOperation {
  readonly id: string;
  readonly type: string;
  readonly status: string;
  readonly amount: string;
  readonly createdAt: string;
}

export type SpendWindow = 'day' | 'month';

const DAY_MS = 86_400_000;

/** The start of the UTC day holding `ms`. */
export function utcDayStart(ms: number): number {
  return Math.floor(ms / DAY_MS) * DAY_MS;
}

/** The start of the UTC month holding `ms`. */
export function utcMonthStart(ms: number): number {
  const d = new Date(ms);
  return Date.UTC(d.getUTCFullYear(), d.getUTCMonth(), 1);
}

export function windowStart(window: SpendWindow, ms: number): number {
  return window === 'day' ? utcDayStart(ms) : utcMonthStart(ms);
}

/** Whether a limit counts this operation: a purchase that holds or took money. */
export function countsAgainstLimits(op: SpendOperation): boolean {
  return op.type === 'purchase' && (op.status === 'authorized' || op.status === 'completed');
}

export interface SpendSum {
  readonly total: Money;
  readonly count: number;
  /** Amounts that were not decimals (another deployment's fault): left out of the total, counted here. */
  readonly unreadable: number;
}

/**
 * What the card had spent in the UTC day or month of `subject` before it: the purchases of that window
 * created earlier than `subject` (never `subject` itself, whatever its status).
 */
export function spentBefore(
  ops: Iterable<SpendOperation>,
  subject: Pick<SpendOperation, 'id' | 'createdAt'>,
  window: SpendWindow,
): SpendSum {
  const at = Date.parse(subject.createdAt);
  const from = windowStart(window, at);
  let total = ZERO;
  let count = 0;
  let unreadable = 0;
  for (const op of ops) {
    if (op.id === subject.id || !countsAgainstLimits(op)) continue;
    const t = Date.parse(op.createdAt);
    if (!(t >= from && t < at)) continue;
    const amount = parseMoneyString(op.amount);
    if (!amount.ok) {
      unreadable += 1;
      continue;
    }
    total = add(total, amount.value);
    count += 1;
  }
  return { total, count, unreadable };
}

export interface DaySpend {
  /** The UTC day's start, ISO 8601 (…T00:00:00.000Z). */
  readonly day: string;
  readonly spent: Money;
  readonly declines: number;
}

/**
 * Daily spend of the last `days` UTC days ending with the day of `nowMs`, oldest first: purchases counted
 * as the limits count them, and the declines of each day.
 */
export function dailySpend(ops: Iterable<SpendOperation>, nowMs: number, days: number): DaySpend[] {
  const last = utcDayStart(nowMs);
  const first = last - (days - 1) * DAY_MS;
  const spent: Money[] = Array.from({ length: days }, () => ZERO);
  const declines: number[] = Array.from({ length: days }, () => 0);
  for (const op of ops) {
    const t = Date.parse(op.createdAt);
    if (!(t >= first && t < last + DAY_MS)) continue;
    const index = Math.floor((t - first) / DAY_MS);
    if (op.status === 'declined') declines[index]! += 1;
    else if (countsAgainstLimits(op)) {
      const amount = parseMoneyString(op.amount);
      if (amount.ok) spent[index] = add(spent[index]!, amount.value);
    }
  }
  return spent.map((value, i) => ({
    day: new Date(first + i * DAY_MS).toISOString(),
    spent: value,
    declines: declines[i]!,
  }));
}
