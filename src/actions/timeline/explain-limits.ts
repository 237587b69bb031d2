// The explanations of the limit declines: the UTC day or month added up against the limit in force, and the
// wallet's transaction limit range. Pure.
import { formatInstant, spentBefore, sub, type Money, type SpendWindow } from '../../domain/index.js';
import { amountOf, amountText, parsed, step, type ExplainInput, type Fact } from './explain-input.js';

/** The limit in force when the operation was declined: now, unless our audit changed it since. */
function limitInForce(input: ExplainInput, field: string, atMs: number): { value?: Money; source: string } {
  const later = input.limitEdits
    .filter((e) => e.atMs > atMs && e.changes[field] !== undefined)
    .sort((a, b) => a.atMs - b.atMs)[0];
  if (later) {
    const change = later.changes[field]!;
    if (change.before === undefined) return { source: `changed later by our audit (value before unknown)` };
    const before = change.before === null ? undefined : parsed(change.before);
    const when = formatInstant(later.atMs, input.zone, 'stamp');
    return {
      ...(before ? { value: before } : {}),
      source: `then (our audit changed it ${when}: ${change.before ?? 'none'} → ${change.after})`,
    };
  }
  const now = parsed(input.card.limits?.[field]);
  return { ...(now ? { value: now } : {}), source: 'now' };
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

export function periodLimit(input: ExplainInput, window: SpendWindow): Fact {
  const { decline, card } = input;
  const words = WINDOW_WORDS[window];
  const atMs = Date.parse(decline.createdAt);
  const amount = parsed(decline.amount);
  const limit = limitInForce(input, words.field, atMs);
  const why = `the purchase would take the card over its ${words.name}`;
  const facts: string[] = [];
  const read = input.windows[window];
  const limitText = limit.value !== undefined ? amountText(limit.value, card.currency) : 'unknown';
  facts.push(`${words.name} ${limitText} (${limit.source})`);
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
  }
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
