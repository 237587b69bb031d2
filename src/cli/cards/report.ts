// What `card-console cards <action>` says about its input and its run: a line for every input line
// that names no card of the job (a repeat, a malformed id, an id no wallet holds), and the summary,
// whose counts add up: `lines` = `total` (the job's cards, as `jobs list` counts them) + the repeats,
// malformed and unknown ids; and `total` = done + failed + skipped + cancelled.
import { digitsOf, type BulkPlan, type BulkProgress } from '../../actions/index.js';
import { add, formatAmount, parseMoneyString, ZERO, type Money } from '../../domain/index.js';
import type { IdLine } from './input.js';

/** The input lines that name no card of the job, by kind. */
export interface Rejected {
  readonly duplicate: readonly Extract<IdLine, { kind: 'duplicate' }>[];
  readonly invalid: readonly Extract<IdLine, { kind: 'invalid' }>[];
  readonly notFound: readonly Extract<IdLine, { kind: 'card' }>[];
}

export function rejectedLines(idLines: readonly IdLine[], missing: ReadonlySet<string>): Rejected {
  return {
    duplicate: idLines.filter((l) => l.kind === 'duplicate'),
    invalid: idLines.filter((l) => l.kind === 'invalid'),
    notFound: idLines.filter(
      (l): l is Extract<IdLine, { kind: 'card' }> => l.kind === 'card' && missing.has(l.id),
    ),
  };
}

/** One output line per rejected input line, in input order. */
export function rejectionLines(action: string, rejected: Rejected): Record<string, unknown>[] {
  const lines = [
    ...rejected.duplicate.map((l) => ({
      line: l.line,
      id: l.id,
      action,
      outcome: 'skipped',
      code: 'duplicate',
      reason: `the same card as line ${l.firstLine}, which answers for it`,
    })),
    ...rejected.invalid.map((l) => ({
      line: l.line,
      id: l.id,
      action,
      outcome: 'failed',
      code: 'invalid_id',
      error: `not a card id: ${l.why}`,
    })),
    ...rejected.notFound.map((l) => ({
      line: l.line,
      id: l.id,
      action,
      outcome: 'failed',
      code: 'not_found',
      error: 'not found',
    })),
  ];
  return lines.sort((a, b) => a.line - b.line);
}

export const rejectedCounts = (rejected: Rejected) => ({
  duplicate: rejected.duplicate.length,
  invalid_id: rejected.invalid.length,
  not_found: rejected.notFound.length,
});

/** Input lines that are failures of the run (a repeat is not: its first line answers for the card). */
export const rejectedFailures = (rejected: Rejected): number =>
  rejected.invalid.length + rejected.notFound.length;

// `unknown` cards (the answer was lost and could not be read back) count as failed for scripts, as before.
type CardCounts = Pick<BulkProgress, 'done' | 'failed' | 'skipped' | 'cancelled'> & { unknown?: number };

/** The counts of a run: input lines, the job's cards, each outcome, each kind of rejected line. */
export function runCounts(rejected: Rejected, cards: CardCounts & { total: number }): Record<string, number> {
  const counts = rejectedCounts(rejected);
  return {
    lines: cards.total + counts.duplicate + counts.invalid_id + counts.not_found,
    total: cards.total,
    done: cards.done,
    failed: cards.failed + (cards.unknown ?? 0),
    unknown: cards.unknown ?? 0,
    skipped: cards.skipped,
    cancelled: cards.cancelled,
    ...counts,
  };
}

/**
 * The money of a fund or defund: the amount per card, and per currency the total planned and the
 * total done. One currency (the usual case) is written flat: `currency`, `totalAmount`, `doneAmount`.
 */
export function moneySummary(
  plan: BulkPlan,
  doneIds: ReadonlySet<string> | undefined,
): Record<string, unknown> {
  if (plan.amount === undefined) return {};
  const each = parseMoneyString(plan.amount);
  if (!each.ok) return { amount: plan.amount };
  const digits = digitsOf(plan.family);
  const planned = new Map<string, Money>();
  const done = new Map<string, Money>();
  for (const { card } of plan.items) {
    const currency = card.currency ?? 'unknown';
    planned.set(currency, add(planned.get(currency) ?? ZERO, each.value));
    if (doneIds?.has(card.id)) done.set(currency, add(done.get(currency) ?? ZERO, each.value));
  }
  const text = (m: Map<string, Money>, currency: string) => formatAmount(m.get(currency) ?? ZERO, digits);
  const currencies = [...planned.keys()].sort();
  const [only] = currencies;
  if (currencies.length === 1 && only !== undefined)
    return {
      amount: plan.amount,
      currency: only,
      totalAmount: text(planned, only),
      ...(doneIds ? { doneAmount: text(done, only) } : {}),
    };
  const per = (m: Map<string, Money>) => Object.fromEntries(currencies.map((c) => [c, text(m, c)]));
  return { amount: plan.amount, totalAmounts: per(planned), ...(doneIds ? { doneAmounts: per(done) } : {}) };
}
