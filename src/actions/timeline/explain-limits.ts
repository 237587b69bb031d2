// The explanations of the limit declines: the UTC day or month added up against the limit in force, and the
// wallet's transaction limit range. Pure.
import {
  add,
  compare,
  formatInstant,
  sanitizeText,
  spentBefore,
  sub,
  type Money,
  type SpendWindow,
} from '../../domain/index.js';
import { amountOf, amountText, parsed, step, type ExplainInput, type Fact } from './explain-input.js';

/** One change of a limit the timeline shows; `exact` when our audit made it (its time is ours, not a read's). */
interface LimitChange {
  readonly atMs: number;
  readonly before?: string | null;
  readonly after: string | null;
  readonly exact: boolean;
}

/**
 * The changes of `field` in the timeline's rows, oldest first: our audited edits and the card reads, already
 * merged there, so our edit and the read that showed it are one change, not two.
 */
function changesOf(rows: ExplainInput['rows'], field: string): LimitChange[] {
  return rows
    .flatMap((row) => {
      const change = row.kind === 'edit' ? row.changes[field] : undefined;
      if (row.kind !== 'edit' || change === undefined) return [];
      return [{ ...change, atMs: row.atMs, exact: row.sources.includes('audit') }];
    })
    .sort((a, b) => a.atMs - b.atMs);
}

const limitOf = (value: string | null | undefined): string =>
  value === undefined ? 'unknown' : value === null ? 'none' : amountOf(value);

interface InForce {
  readonly value?: Money;
  /** The first fact: the limit then, and what says so. */
  readonly text: string;
  /** A change a read saw after the decline, when it leaves the limit then unknown. */
  readonly since?: string;
}

/**
 * The limit in force when the operation was declined. The first change after the decline decides: none, and
 * it is today's; one of our audited edits (its time is when it was made), and it is that edit's "before"; one
 * only a read saw, and it is not known: a read's time is when the console saw the change, an upper bound, so
 * the change may have come before the decline as well as after it. Never guessed.
 */
function limitInForce(input: ExplainInput, field: string, name: string, atMs: number): InForce {
  const changes = changesOf(input.rows, field);
  const later = changes.find((c) => c.atMs > atMs);
  const currency = input.card.currency;
  const stamp = (ms: number) => formatInstant(ms, input.zone, 'stamp');
  if (!later) {
    const now = parsed(input.card.limits?.[field]);
    return {
      ...(now !== undefined ? { value: now } : {}),
      text: `${name} ${now ? amountText(now, currency) : 'unknown'} (now)`,
    };
  }
  const change = `${limitOf(later.before)} → ${limitOf(later.after)}`;
  if (later.exact) {
    if (later.before === undefined)
      return { text: `${name} then: unknown; our audit changed it later, without the value before` };
    const before = later.before === null ? undefined : parsed(later.before);
    const shown = before ? amountText(before, currency) : limitOf(later.before);
    return {
      ...(before !== undefined ? { value: before } : {}),
      text: `${name} ${shown} then; our audit changed it ${stamp(later.atMs)}: ${change}`,
    };
  }
  const earlier = changes.filter((c) => c.atMs <= atMs).at(-1);
  const when = earlier
    ? `it changed between ${stamp(earlier.atMs)} and ${stamp(later.atMs)}`
    : `it changed at some time before a read saw it, ${stamp(later.atMs)}`;
  return {
    text: `${name} then: not known (${when})`,
    since: `the ${name} changed since: ${change} ${sanitizeText(currency)}, seen at ${stamp(later.atMs)} (read)`,
  };
}

const WINDOW_WORDS: Readonly<Record<SpendWindow, { field: string; name: string }>> = {
  day: { field: 'daily_limit', name: 'daily limit' },
  month: { field: 'monthly_limit', name: 'monthly limit' },
};

/** The UTC day or month of the decline, named: "on 2026-05-10 (UTC)", "in 2026-05 (UTC)". */
const periodOf = (window: SpendWindow, iso: string): string => {
  const utc = new Date(Date.parse(iso)).toISOString();
  return window === 'day' ? `on ${utc.slice(0, 10)} (UTC)` : `in ${utc.slice(0, 7)} (UTC)`;
};

/**
 * The limit as the card has it now, when it covers the purchase on top of what was spent before it in its
 * day or month (every operation of the window read): raising it would change nothing.
 */
function coveredNow(input: ExplainInput, field: string, name: string, need: Money): string | undefined {
  const now = input.card.limits?.[field];
  if (now === null || now === '') return `no ${name} is set now: nothing to raise`;
  const value = parsed(now);
  if (value === undefined || compare(value, need) < 0) return undefined;
  const shown = amountText(value, input.card.currency);
  return `nothing to raise: the ${name} is now ${shown}, which covers this purchase`;
}

export function periodLimit(input: ExplainInput, window: SpendWindow): Fact {
  const { decline, card } = input;
  const words = WINDOW_WORDS[window];
  const atMs = Date.parse(decline.createdAt);
  const amount = parsed(decline.amount);
  const limit = limitInForce(input, words.field, words.name, atMs);
  const why = `the purchase would take the card over its ${words.name}`;
  const facts: string[] = [];
  let covered: string | undefined;
  const read = input.windows[window];
  facts.push(limit.text);
  if (limit.since !== undefined) facts.push(limit.since);
  if (!read) {
    facts.push(
      `spent ${periodOf(window, decline.createdAt)}: not read (the card's operations could not be read)`,
    );
  } else {
    const sum = spentBefore(read.ops, decline, window);
    const partial = read.complete ? '' : ' at least (not every operation was read)';
    const count = `${sum.count} purchase${sum.count === 1 ? '' : 's'}`;
    const subject = amountOf(decline.amount, decline.currency);
    facts.push(
      `${amountText(sum.total, card.currency)}${partial} already spent ${periodOf(window, decline.createdAt)} in ${count} before this ${subject} one`,
    );
    if (limit.value !== undefined && amount !== undefined) {
      const room = sub(limit.value, sum.total);
      facts.push(`room left then: ${amountText(room, card.currency)}`);
    }
    if (read.complete && amount !== undefined)
      covered = coveredNow(input, words.field, words.name, add(sum.total, amount));
  }
  if (covered !== undefined) return { why, facts, nextStep: { kind: 'none', text: covered } };
  const max = input.wallet?.limits?.find((l) => l.type === words.field)?.amountMax;
  const upTo = max !== undefined ? ` up to the wallet's maximum ${amountOf(max, card.currency)}` : '';
  return { why, facts, nextStep: step(input, 'edit', `raise the ${words.name}${upTo}`) };
}

export function transactionLimit(input: ExplainInput): Fact {
  const range = input.wallet?.limits?.find((l) => l.type === 'transaction_limit');
  const facts = range
    ? [
        `the wallet's transaction limit range: ${amountOf(range.amountMin)} – ${amountOf(range.amountMax, input.card.currency)}`,
      ]
    : ["the wallet's transaction limit range: not read"];
  facts.push(`this purchase: ${amountOf(input.decline.amount, input.decline.currency)}`);
  return {
    why: "the amount is above the wallet's transaction limit",
    facts,
    nextStep: { kind: 'none', text: "nothing on the card changes it: the wallet's range is the provider's" },
  };
}
