// Resuming an interrupted job from its journal: the remaining cards (no final outcome recorded) run
// again with their recorded idempotency keys, each read back first — a card already in the target
// state is done, a movement carrying our reference is done, and money is only ever resent with the same key.
// The resumed job appends to the same journal under the job's lock. Discarding removes a journal.
import { existsSync, unlinkSync } from 'node:fs';
import { add, formatAmount, parseMoneyString, ZERO, type Money } from '../../domain/index.js';
import { runBulkPlan, type BulkItem, type BulkJob } from '../bulk/job.js';
import { BULK_ACTIONS, familyFor, type BulkAction, type BulkPlan, type PlannedItem } from '../bulk/plan.js';
import { jobCountsText } from '../outcome.js';
import { guard } from '../run.js';
import type { OutcomeKind } from '../outcome-kinds.js';
import type { ActionContext, CardRef } from '../types.js';
import { digitsOf } from '../validate.js';
import {
  isFinalRecord,
  journalFile,
  jobsDir,
  JournalWriter,
  listJobs,
  readJob,
  summarize,
  type JobRecord,
  type JobSummary,
  type JournalOwner,
} from './journal.js';
import { acquireLock, lockOwner, releaseLock } from './lock.js';
import { recordInto, type RecordedJob } from './record-job.js';

export type ResumeRefusalCode = 'not_found' | 'done' | 'other_target' | 'running' | 'refused';
export interface ResumeRefusal {
  readonly ok: false;
  readonly code: ResumeRefusalCode;
  readonly reason: string;
}

export interface ResumedJob {
  readonly ok: true;
  readonly job: BulkJob;
  readonly recording: RecordedJob;
  readonly record: JobRecord;
  /** Cards whose outcome was final before the resume (not run again). */
  readonly alreadyFinal: number;
}

export interface ResumeOptions {
  /** Parallel requests; default: what the job was started with. */
  concurrency?: number;
  /** Called as each card's known outcome is journaled. */
  onKnown?: (item: BulkItem) => void;
}

const refuse = (code: ResumeRefusalCode, reason: string): ResumeRefusal => ({ ok: false, code, reason });

const describeTarget = (t: JournalOwner): string =>
  `profile "${t.profile}" (${t.baseUrl}${t.merchant ? `, merchant ${t.merchant}` : ''})`;

/** Same target: profile, base URL and merchant all alike. */
export const sameOwner = (a: JournalOwner, b: JournalOwner): boolean =>
  a.profile === b.profile && a.baseUrl === b.baseUrl && (a.merchant ?? '') === (b.merchant ?? '');

/** Why the job cannot be resumed here and now, or its record. Changes nothing. */
export function checkResumable(
  stateDir: string,
  id: string,
  target: JournalOwner,
): { ok: true; record: JobRecord } | ResumeRefusal {
  const record = readJob(stateDir, id);
  if (!record) return refuse('not_found', `no job ${id} in ${jobsDir(stateDir)}`);
  if (record.ended)
    return refuse('done', `job ${id} is done: every card has its outcome (see card-console jobs show ${id})`);
  if (!sameOwner(record.plan.target, target)) {
    return refuse(
      'other_target',
      `job ${id} was started against ${describeTarget(record.plan.target)}, not ${describeTarget(target)}: it is never resumed against another target`,
    );
  }
  const owner = lockOwner(jobsDir(stateDir), id);
  if (owner !== undefined)
    return refuse(
      'running',
      `job ${id} is running in process ${owner}${owner === process.pid ? ' (this one)' : ''}`,
    );
  return { ok: true, record };
}

function isBulkAction(action: string): action is BulkAction {
  return (BULK_ACTIONS as readonly string[]).includes(action);
}

/** The plan of the items without a final outcome, with their recorded keys, each read first. */
function remainingPlan(
  ctx: ActionContext,
  record: JobRecord,
  action: BulkAction,
  opts: ResumeOptions,
): BulkPlan | ResumeRefusal {
  const { plan: journal } = record;
  const family =
    journal.family ??
    (() => {
      const chosen = familyFor(ctx, action);
      return chosen.ok ? chosen.family : undefined;
    })();
  if (family === undefined) return refuse('refused', `the credentials cannot ${action} cards`);
  const sentSince = Date.parse(journal.createdAt);
  const items: PlannedItem[] = journal.items
    .filter((i) => {
      const outcome = record.outcomes.get(i.cardId);
      return outcome === undefined || !isFinalRecord(outcome);
    })
    .map((i) => {
      const card: CardRef = {
        id: i.cardId,
        accountId: i.accountId,
        status: (i.status ?? 'active') as CardRef['status'],
        ...(i.currency ? { currency: i.currency } : {}),
      };
      return {
        card,
        readFirst: true,
        sentSince,
        ...(i.idempotencyKey ? { idempotencyKey: i.idempotencyKey } : {}),
      };
    });
  const concurrency = opts.concurrency ?? journal.concurrency;
  const spec = {
    action,
    cards: items.map((i) => i.card),
    ...(journal.amount !== undefined ? { amount: journal.amount } : {}),
    ...(journal.description !== undefined ? { description: journal.description } : {}),
    ...(journal.limits !== undefined ? { limits: journal.limits } : {}),
    ...(concurrency !== undefined ? { concurrency } : {}),
    ...(journal.undoes !== undefined ? { undoes: journal.undoes } : {}),
  };
  const amount = journal.amount === undefined ? undefined : parseMoneyString(journal.amount);
  const total = amount?.ok
    ? formatAmount(items.map((): Money => amount.value).reduce(add, ZERO), digitsOf(family))
    : undefined;
  const earlier: Partial<Record<OutcomeKind, number>> = {};
  for (const o of record.outcomes.values())
    if (isFinalRecord(o)) earlier[o.outcome] = (earlier[o.outcome] ?? 0) + 1;
  return {
    spec,
    family,
    items,
    skipped: [],
    earlier,
    ...(journal.amount ? { amount: journal.amount } : {}),
    ...(total ? { totalAmount: total } : {}),
  };
}

/**
 * Resumes an interrupted job: refused (with the reason) when it is done, was started against another
 * target, is running in a live process, or the context refuses changes (read-only, production not
 * confirmed); otherwise runs the remaining items under the job's id and lock, journaling into the
 * same file. The recording's finish() must be called when the job has ended.
 */
export function resumeJob(
  ctx: ActionContext,
  stateDir: string,
  id: string,
  target: JournalOwner,
  opts: ResumeOptions = {},
): ResumedJob | ResumeRefusal {
  const checked = checkResumable(stateDir, id, target);
  if (!checked.ok) return checked;
  const { record } = checked;
  if (!isBulkAction(record.plan.action))
    return refuse('refused', `job ${id} has an action this version cannot run: ${record.plan.action}`);
  const refused = guard(ctx);
  if (refused) return refuse('refused', refused.message);
  const plan = remainingPlan(ctx, record, record.plan.action, opts);
  if ('ok' in plan) return plan;
  const reopened = JournalWriter.reopen(stateDir, id);
  if (!reopened.ok) return refuse('running', `job ${id} is running in process ${reopened.pid}`);
  const job = runBulkPlan(ctx, plan, { id });
  const recording = recordInto(reopened.writer, job, opts.onKnown);
  return { ok: true, job, recording, record, alreadyFinal: record.plan.items.length - plan.items.length };
}

/** Removes a job's journal (its cards keep whatever was done); refused while the job is running. */
export function discardJob(stateDir: string, id: string): { ok: true; summary: JobSummary } | ResumeRefusal {
  const record = readJob(stateDir, id);
  if (!record) return refuse('not_found', `no job ${id} in ${jobsDir(stateDir)}`);
  const summary = summarize(stateDir, record);
  // Under the job's lock, so that nobody resumes it while its journal goes.
  const lock = acquireLock(jobsDir(stateDir), id);
  if (!lock.ok) return refuse('running', `job ${id} is running in process ${lock.pid}: cancel it first`);
  try {
    const file = journalFile(stateDir, id);
    if (existsSync(file)) unlinkSync(file);
  } finally {
    releaseLock(jobsDir(stateDir), id);
  }
  return { ok: true, summary };
}

/** Interrupted jobs of this target (for the console's start-up notice and the jobs view). */
export const interruptedJobs = (stateDir: string, target: JournalOwner): JobSummary[] =>
  listJobs(stateDir).filter((j) => j.status === 'interrupted' && sameOwner(j.target, target));

/** "fund 0.01 USD, 10 cards: 4 done, 4 skipped, 2 failed": one job in a line, each outcome by its name. */
export function describeJob(job: JobSummary): string {
  const amount = job.amount ? ` ${job.amount}${job.currency ? ` ${job.currency}` : ''}` : '';
  return `${job.action}${amount}, ${jobCountsText(job.total, job.counts)}`;
}

/** The start-up notice: "1 interrupted job: fund 0.01 USD, 5,000 cards: 1,234 done, 3,766 left"; undefined when none. */
export function interruptedNotice(jobs: readonly JobSummary[]): string | undefined {
  if (jobs.length === 0) return undefined;
  const first = jobs[0] as JobSummary;
  // Which key lists them is the console's to say (its hint follows this notice).
  const more = jobs.length > 1 ? ` (+${jobs.length - 1} more)` : '';
  return `${jobs.length} interrupted job${jobs.length > 1 ? 's' : ''}: ${describeJob(first)}${more}`;
}
