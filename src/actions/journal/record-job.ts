// Journals a running bulk job: the plan at once, then each item as it settles (streamed to `onSettled`
// too, so `cards --json` prints a card's line as soon as it is known). An item whose outcome may
// have applied (unknown, network, timeout) is not recorded as settled: a resume must settle it first.
// A retried item is recorded again when its new outcome settles; the journal's last line wins.
import type { BulkItem, BulkJob } from '../bulk/job.js';
import { JournalWriter, type JournalPlan, type JournalTarget } from './journal.js';

const UNSETTLED_KINDS = new Set(['outcome_unknown', 'network', 'timeout', 'aborted']);

/** Settled: its outcome is known (done, skipped, or failed without having applied). */
export const isSettled = (item: BulkItem): boolean =>
  item.state === 'done' ||
  item.state === 'skipped' ||
  (item.state === 'failed' && !UNSETTLED_KINDS.has(item.error?.kind ?? ''));

export interface RecordedJob {
  readonly writer: JournalWriter;
  /** Records what settled since the last call; call once more when the job has ended. */
  flush(): void;
  /** Ends the journal: marked done when every item settled for good, else left interrupted for a resume. */
  finish(): void;
}

/** The journal's plan of a job: ids, amounts, keys, statuses and currencies — never a secret. */
export function journalPlan(job: BulkJob, target: JournalTarget): JournalPlan {
  const { plan } = job;
  const limits = plan.spec.limits
    ? Object.fromEntries(
        Object.entries(plan.spec.limits).filter((e): e is [string, string] => typeof e[1] === 'string'),
      )
    : undefined;
  return {
    id: job.id,
    createdAt: new Date().toISOString(),
    target,
    action: job.action,
    family: plan.family,
    ...(plan.amount ? { amount: plan.amount } : {}),
    ...(plan.spec.description === undefined ? {} : { description: plan.spec.description }),
    ...(limits ? { limits } : {}),
    ...(plan.spec.concurrency === undefined ? {} : { concurrency: plan.spec.concurrency }),
    items: plan.items.map((i) => ({
      cardId: i.card.id,
      accountId: i.card.accountId,
      status: i.card.status,
      ...(i.card.currency ? { currency: i.card.currency } : {}),
      ...(plan.amount ? { amount: plan.amount } : {}),
      ...(i.idempotencyKey ? { idempotencyKey: i.idempotencyKey } : {}),
    })),
  };
}

/** A settled item's state for the journal: recorded again only when it changes (a retry settled anew). */
const stamp = (item: BulkItem): string => `${item.state}:${item.attempts}`;

/** Final for the journal: done or skipped, or a failure that trying again cannot mend. */
export const isFinalItem = (item: BulkItem): boolean =>
  item.state === 'done' ||
  item.state === 'skipped' ||
  (item.state === 'failed' && item.error?.retryable !== true);

// Outcomes are written as they settle and flushed to the disk at most this long after: one fsync
// per batch instead of one per card keeps the journal's cost small (see bench/journal.ts).
const SYNC_EVERY_MS = 100;

/** Records a job's settled items into an open journal (a new one, or a resumed one). */
export function recordInto(
  writer: JournalWriter,
  job: BulkJob,
  onSettled: (item: BulkItem) => void = () => {},
): RecordedJob {
  const recorded = new Map<string, string>();
  let syncTimer: ReturnType<typeof setTimeout> | undefined;
  const syncSoon = (): void => {
    syncTimer ??= setTimeout(() => {
      syncTimer = undefined;
      writer.syncInBackground();
    }, SYNC_EVERY_MS);
  };
  const record = (item: BulkItem): void => {
    if (recorded.get(item.card.id) === stamp(item) || !isSettled(item)) return;
    recorded.set(item.card.id, stamp(item));
    writer.outcome(
      {
        cardId: item.card.id,
        outcome: item.state,
        ...(item.settled ? { settled: item.settled } : {}),
        ...(item.transactionIds ? { transactionIds: item.transactionIds } : {}),
        ...(item.error ? { error: item.error.code ?? item.error.kind, retryable: item.error.retryable } : {}),
      },
      { sync: false },
    );
    syncSoon();
    onSettled(item);
  };
  // Items settle one by one through the job's feed; a full pass catches those settled from the start (skipped).
  const flush = (): void => {
    for (const item of job.items()) record(item);
  };
  const unsubscribe = job.onItemSettled(record);
  flush();
  return {
    writer,
    flush,
    finish: () => {
      unsubscribe();
      if (syncTimer) clearTimeout(syncTimer);
      syncTimer = undefined;
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
  target: JournalTarget,
  onSettled: (item: BulkItem) => void = () => {},
): RecordedJob {
  return recordInto(JournalWriter.create(stateDir, journalPlan(job, target)), job, onSettled);
}
