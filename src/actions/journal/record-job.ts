// Journals a running bulk job: the plan at once, then each item as it settles (streamed to `onSettled`
// too, so `cards --json` prints a card's line as soon as it is known). An item whose outcome may
// have applied (unknown, network, timeout) is not recorded as settled: a resume must settle it first.
import { randomBytes } from 'node:crypto';
import type { BulkItem, BulkJob } from '../bulk/job.js';
import { JournalWriter, type JournalTarget } from './journal.js';

const UNSETTLED_KINDS = new Set(['outcome_unknown', 'network', 'timeout', 'aborted']);

/** Settled: its outcome is known (done, skipped, or failed without having applied). */
export const isSettled = (item: BulkItem): boolean =>
  item.state === 'done' || item.state === 'skipped' || (item.state === 'failed' && !UNSETTLED_KINDS.has(item.error?.kind ?? ''));

export interface RecordedJob {
  readonly writer: JournalWriter;
  /** Records what settled since the last call; call once more when the job has ended. */
  flush(): void;
  /** Ends the journal: marked done when every item settled, else left interrupted for a resume. */
  finish(): void;
}

/** A job id unique across processes sharing one state directory. */
export const newJobId = (): string => `job-${Date.now().toString(36)}-${randomBytes(4).toString('hex')}`;

export function recordJob(stateDir: string, job: BulkJob, target: JournalTarget, onSettled: (item: BulkItem) => void = () => {}): RecordedJob {
  const writer = JournalWriter.create(stateDir, {
    id: job.id, createdAt: new Date().toISOString(), target, action: job.action,
    ...(job.plan.amount ? { amount: job.plan.amount } : {}),
    items: job.plan.items.map((i) => ({
      cardId: i.card.id, accountId: i.card.accountId,
      ...(job.plan.amount ? { amount: job.plan.amount } : {}),
      ...(i.idempotencyKey ? { idempotencyKey: i.idempotencyKey } : {}),
    })),
  });
  const recorded = new Set<string>();
  const flush = (): void => {
    for (const item of job.items()) {
      if (recorded.has(item.card.id) || !isSettled(item)) continue;
      recorded.add(item.card.id);
      writer.outcome({
        cardId: item.card.id, outcome: item.state,
        ...(item.settled ? { settled: item.settled } : {}),
        ...(item.transactionIds ? { transactionIds: item.transactionIds } : {}),
      });
      onSettled(item);
    }
  };
  const unsubscribe = job.subscribe(flush);
  return {
    writer, flush,
    finish: () => {
      unsubscribe();
      flush();
      if (job.plan.items.every((i) => recorded.has(i.card.id))) writer.end();
      else writer.close();
    },
  };
}
