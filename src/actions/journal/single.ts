// A single change journaled as a one-card job: the plan (card, amount, key) is on disk before the
// request goes out, the outcome once it is known. A console killed while the answer is out, or an
// outcome that reading back could not settle, leaves the job interrupted: `jobs resume` (or R in J)
// then settles it by our reference or by resending with the same key, as any job's card.
import type { CardRef } from '../types.js';
import { JournalWriter, newJobId, type JournalPlace } from './journal.js';

/** One change as the journal names it: a bulk action's name, so that a resume can run it. */
export interface SingleChange {
  readonly action: 'suspend' | 'resume' | 'terminate' | 'fund' | 'defund' | 'setLimits';
  readonly card: CardRef;
  readonly key?: string;
  readonly amount?: string;
  readonly description?: string;
  readonly limits?: Readonly<Record<string, string>>;
}

/** How the change ended, as far as the journal cares. */
export type SingleOutcome =
  | { readonly kind: 'done'; readonly settled?: string; readonly transactionIds?: readonly string[] }
  /** Refused, or settled as not applied: nothing to resume. */
  | { readonly kind: 'failed'; readonly error: string }
  /** It may have applied and reading back did not say: left for a resume to settle. */
  | { readonly kind: 'unknown' };

export interface SingleJournal {
  readonly id: string;
  end(outcome: SingleOutcome): void;
}

export function journalSingle(place: JournalPlace, change: SingleChange): SingleJournal {
  const { card } = change;
  const id = newJobId();
  const writer = JournalWriter.create(place.stateDir, {
    id,
    createdAt: new Date().toISOString(),
    target: place.target,
    action: change.action,
    concurrency: 1,
    ...(change.amount === undefined ? {} : { amount: change.amount }),
    ...(change.description === undefined ? {} : { description: change.description }),
    ...(change.limits ? { limits: change.limits } : {}),
    items: [
      {
        cardId: card.id,
        accountId: card.accountId,
        status: card.status,
        ...(card.currency ? { currency: card.currency } : {}),
        ...(change.amount === undefined ? {} : { amount: change.amount }),
        ...(change.key ? { idempotencyKey: change.key } : {}),
      },
    ],
  });
  return {
    id,
    end(outcome) {
      if (outcome.kind === 'unknown') return writer.close();
      writer.outcome(
        outcome.kind === 'done'
          ? {
              cardId: card.id,
              outcome: 'done',
              ...(outcome.settled ? { settled: outcome.settled } : {}),
              ...(outcome.transactionIds ? { transactionIds: outcome.transactionIds } : {}),
            }
          : { cardId: card.id, outcome: 'failed', error: outcome.error, retryable: false },
      );
      writer.end();
    },
  };
}
