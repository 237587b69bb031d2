// A single change journaled as a one-card job: the plan (card, amount, key) is on disk before the
// request goes out, the outcome once it is known. A console killed while the answer is out, or an
// outcome that reading back could not tell (unknown), leaves the job interrupted: `jobs resume` (or R
// in J) then reads it back by our reference or resends it with the same key, as any job's card.
import { mayHaveApplied } from '../outcome.js';
import type { CardRef, Outcome } from '../types.js';
import { JournalWriter, newJobId, planItem, type JournalPlace } from './journal.js';

/** One change as the journal names it: a bulk action's name, so that a resume can run it. */
export interface SingleChange {
  readonly action: 'suspend' | 'resume' | 'terminate' | 'fund' | 'defund' | 'setLimits';
  readonly card: CardRef;
  readonly key?: string;
  readonly amount?: string;
  readonly description?: string;
  readonly limits?: Readonly<Record<string, string>>;
}

export interface SingleJournal {
  readonly id: string;
  end(outcome: Outcome): void;
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
    ...(change.amount !== undefined ? { amount: change.amount } : {}),
    ...(change.description !== undefined ? { description: change.description } : {}),
    ...(change.limits ? { limits: { ...change.limits } } : {}),
    items: [planItem(card, change.amount, change.key)],
  });
  return {
    id,
    end(outcome) {
      if (mayHaveApplied(outcome)) return writer.close();
      const { kind, readBack, transactionIds, error } = outcome;
      writer.outcome({
        cardId: card.id,
        outcome: kind,
        ...(readBack ? { readBack } : {}),
        ...(transactionIds ? { transactionIds: [...transactionIds] } : {}),
        // Final either way: a single change is tried again from its form (with the same key), not by a resume.
        ...(error ? { error: error.code ?? error.kind, retryable: false } : {}),
      });
      writer.end();
    },
  };
}
