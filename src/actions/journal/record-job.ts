// Journals a running bulk job: the plan at once, then each card as its outcome becomes known (streamed
// to `onKnown` too, so `cards --json` prints a card's line as soon as it is known). A card whose
// outcome is unknown (it may have applied) is not recorded: a resume must read it back first. A
// retried card is recorded again when its new outcome is known; the journal's last line wins.
import type { BulkItem, BulkJob } from '../bulk/job.js';
import { isFinal, mayHaveApplied } from '../outcome.js';
import { OUTCOME_KINDS, type OutcomeKind } from '../outcome-kinds.js';
import { definedLimits } from '../validate.js';
import { JournalWriter, planItem, type JournalPlan, type JournalOwner } from './journal.js';

const isOutcomeKind = (state: string): state is OutcomeKind =>
  (OUTCOME_KINDS as readonly string[]).includes(state);

/** The card's outcome is known: it ended done, skipped or failed (not unknown, not still to run). */
export const outcomeKnown = (item: BulkItem): boolean =>
  isOutcomeKind(item.state) && !mayHaveApplied({ kind: item.state });

/** Final: nothing is left to do for the card (a retryable failure, an unknown or unrun card are not). */
export const isFinalItem = (item: BulkItem): boolean =>
  isOutcomeKind(item.state) && isFinal(item.state, item.error?.retryable);

export interface RecordedJob {
  readonly writer: JournalWriter;
  /** Records the cards whose outcome became known since the last call; call once more when the job has ended. */
  flush(): void;
  /** Ends the journal: marked done when every card's outcome is final, else left interrupted for a resume. */
  finish(): void;
}

/** The journal's plan of a job: ids, amounts, keys, statuses and currencies — never a secret. */
export function journalPlan(job: BulkJob, target: JournalOwner): JournalPlan {
  const { plan } = job;
  const limits = plan.spec.limits ? definedLimits(plan.spec.limits) : undefined;
  return {
    id: job.id,
    createdAt: new Date().toISOString(),
    target,
    action: job.action,
    family: plan.family,
    ...(plan.amount ? { amount: plan.amount } : {}),
    ...(plan.spec.description !== undefined ? { description: plan.spec.description } : {}),
    ...(limits !== undefined ? { limits } : {}),
    ...(plan.spec.concurrency !== undefined ? { concurrency: plan.spec.concurrency } : {}),
    ...(plan.spec.undoes !== undefined ? { undoes: plan.spec.undoes } : {}),
    items: plan.items.map((i) => planItem(i.card, plan.amount, i.idempotencyKey)),
  };
}

/** A recorded card's state for the journal: recorded again only when it changes (a retry known anew). */
const stamp = (item: BulkItem): string => `${item.state}:${item.attempts}`;

// Outcomes are written as they become known and flushed to the disk at most this long after: one
// fsync per batch instead of one per card keeps the journal's cost small (see bench/journal.ts).
const SYNC_EVERY_MS = 100;

function syncer(writer: JournalWriter): { soon(): void; stop(): void } {
  let timer: ReturnType<typeof setTimeout> | undefined;
  return {
    soon() {
      timer ??= setTimeout(() => {
        timer = undefined;
        writer.syncInBackground();
      }, SYNC_EVERY_MS);
    },
    stop() {
      if (timer) clearTimeout(timer);
      timer = undefined;
    },
  };
}

/** Records a job's cards with a known outcome into an open journal (a new one, or a resumed one). */
export function recordInto(
  writer: JournalWriter,
  job: BulkJob,
  onKnown: (item: BulkItem) => void = () => {},
): RecordedJob {
  const recorded = new Map<string, string>();
  const sync = syncer(writer);
  const record = (item: BulkItem): void => {
    if (recorded.get(item.card.id) === stamp(item) || !outcomeKnown(item)) return;
    recorded.set(item.card.id, stamp(item));
    writer.outcome(
      {
        cardId: item.card.id,
        outcome: item.state as OutcomeKind,
        ...(item.readBack ? { readBack: item.readBack } : {}),
        ...(item.transactionIds ? { transactionIds: [...item.transactionIds] } : {}),
        ...(item.error ? { error: item.error.code ?? item.error.kind, retryable: item.error.retryable } : {}),
      },
      { sync: false },
    );
    sync.soon();
    onKnown(item);
  };
  // Cards report their outcome one by one through the job's feed; a full pass catches those known from the start (skipped).
  const flush = (): void => {
    for (const item of job.items()) record(item);
  };
  const unsubscribe = job.onItemEnded(record);
  flush();
  return {
    writer,
    flush,
    finish: () => {
      unsubscribe();
      sync.stop();
      const items = job.items();
      for (const item of items) record(item);
      const byCard = new Map(items.map((i) => [i.card.id, i]));
      const final = job.plan.items.every((p) => {
        const item = byCard.get(p.card.id);
        return item !== undefined && recorded.has(p.card.id) && isFinalItem(item);
      });
      if (final) writer.end();
      else writer.close();
    },
  };
}

export function recordJob(
  stateDir: string,
  job: BulkJob,
  target: JournalOwner,
  onKnown: (item: BulkItem) => void = () => {},
): RecordedJob {
  return recordInto(JournalWriter.create(stateDir, journalPlan(job, target)), job, onKnown);
}
