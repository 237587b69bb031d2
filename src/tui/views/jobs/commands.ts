// Keys of the jobs view (J, :jobs): the confirmation of a planned bulk action, a job's results,
// cancel, retry, remove; and for a job an earlier console left unfinished, resume and discard.
import { canRetry, describeJob, type BulkJob, type JobSummary } from '../../../actions/index.js';
import type { AppState } from '../../../store/index.js';
import { confirmBulk, planStep } from '../../bulk/flow.js';
import { cancelConfirmation } from '../../bulk/prepare.js';
import { formFromArgs } from '../../forms/review.js';
import { setForm } from '../../forms/slot.js';
import { NO_KEYS, quitNow, scrolling, YES_KEYS } from '../../view/common.js';
import { closeOverlay } from '../../view/registry.js';
import { cursorRow, movedTo } from '../../view/span.js';
import type { Command, CommandContext, Step } from '../../view/types.js';
import { guardChange } from '../confirm/guard.js';
import { confirm } from '../confirm/index.js';
import { copyJobCommand, copyJobCurl } from './copy.js';
import { curlRefusal } from '../copied/change-curl.js';
import { jobsNewestFirst } from './list.js';
import { jobsSlot, setJobsSlot, showJobs } from './slot.js';

const BACK_KEYS: readonly string[] = ['esc', 'q'];

const state = (ctx: CommandContext) => ctx.store.getState();
const mutators = (ctx: CommandContext) => state(ctx).mutators;
const jobsOverlay = (ctx: CommandContext) => jobsSlot(state(ctx));

/** The row under the list's cursor: this session's jobs first, then the interrupted ones. */
function listRow(ctx: CommandContext, cursor: number): number {
  const listed = (ctx.jobs?.list().length ?? 0) + (ctx.jobs?.interrupted().length ?? 0);
  return cursorRow(cursor, listed);
}

/** The job `c` and `R` act on: the open one, else the one under the cursor. */
function targetJob(ctx: CommandContext): BulkJob | undefined {
  const overlay = jobsOverlay(ctx);
  if (!overlay || overlay.confirm) return undefined;
  if (overlay.open !== undefined) return ctx.jobs?.get(overlay.open);
  return jobsNewestFirst(ctx.jobs)[listRow(ctx, overlay.cursor)];
}

/** The interrupted job (from an earlier console) under the cursor: they are listed after this session's. */
function targetInterrupted(ctx: CommandContext): JobSummary | undefined {
  const overlay = jobsOverlay(ctx);
  if (!overlay || overlay.confirm || overlay.open !== undefined || !ctx.jobs) return undefined;
  return ctx.jobs.interrupted()[listRow(ctx, overlay.cursor) - ctx.jobs.list().length];
}

/** A "no" to the summary: nothing starts; the form it reviews comes back with what was typed. */
function declineSummary(ctx: CommandContext): void {
  const back = jobsOverlay(ctx)?.confirm?.back;
  cancelConfirmation(ctx);
  const form = back === undefined ? undefined : formFromArgs({ form: back });
  if (form) setForm(ctx.store, form);
}

function jobsBack(ctx: CommandContext): void {
  const overlay = jobsOverlay(ctx);
  if (overlay?.confirm) declineSummary(ctx);
  else if (overlay?.open !== undefined) setJobsSlot(ctx, { ...overlay, open: undefined, scroll: 0 });
  else closeOverlay(ctx.store);
}

function openJob(ctx: CommandContext): void {
  const overlay = jobsOverlay(ctx);
  const job = targetJob(ctx);
  if (overlay && job && overlay.open === undefined) setJobsSlot(ctx, { ...overlay, open: job.id, scroll: 0 });
}

function cancelJob(ctx: CommandContext): void {
  const job = targetJob(ctx);
  if (!job) return;
  const p = job.progress();
  if (p.state !== 'running') {
    mutators(ctx).notify('warn', `${job.id} is ${p.state}: nothing to cancel`, ctx.now());
    return;
  }
  job.cancel();
  mutators(ctx).notify('info', `cancelling ${job.id}: cards in flight finish, nothing new starts`, ctx.now());
}

/** R on an interrupted job, past the guard: the remaining cards run again with their recorded keys, each read first. */
const resumeStep: Step = (ctx, { jobId }) => {
  const { jobs, ops } = ctx;
  if (!jobs || !ops || !jobId) return;
  const resumed = jobs.resume(ops, jobId);
  if (!resumed.ok) {
    mutators(ctx).notify('warn', `${jobId} not resumed: ${resumed.reason}`, ctx.now());
    return;
  }
  const left = resumed.job.plan.items.length;
  mutators(ctx).notify(
    'info',
    `resuming ${jobId}: ${left} cards left, ${resumed.alreadyFinal} done before (same keys, each card read first)`,
    ctx.now(),
  );
  // The resumed job is this session's newest: first in the list.
  showJobs(ctx);
};

/** X on an interrupted job, once confirmed: its journal is removed (the cards keep whatever was done). */
const discardStep: Step = (ctx, { jobId }) => {
  if (!jobId) return;
  const discarded = ctx.jobs?.discard(jobId);
  if (discarded && !discarded.ok)
    mutators(ctx).notify('warn', `${jobId} not discarded: ${discarded.reason}`, ctx.now());
  else mutators(ctx).notify('info', `${jobId} discarded`, ctx.now());
  showJobs(ctx);
};

/** R on a job of this session, past the guard: its retryable failures again, with their keys. */
const retryStep: Step = (ctx, { jobId }) => {
  const job = jobId === undefined ? undefined : ctx.jobs?.get(jobId);
  if (!job) return;
  const retryable = job.items().filter(canRetry).length;
  mutators(ctx).notify('info', `${job.id}: retrying ${retryable} failed cards with their keys`, ctx.now());
  void job.retryFailed();
};

function discardInterrupted(ctx: CommandContext, earlier: JobSummary): void {
  confirm(ctx, {
    title: `Discard ${earlier.id}?`,
    lines: [
      `${earlier.id} (${describeJob(earlier)}) will not be resumed: its journal is removed.`,
      'Cards it changed stay changed; the audit trail keeps every change.',
    ],
    danger: true,
    verb: 'discard',
    yes: { view: 'jobs', step: 'discard', args: { jobId: earlier.id } },
  });
}

function retryJob(ctx: CommandContext): void {
  const earlier = targetInterrupted(ctx);
  if (earlier) return guardChange(ctx, { view: 'jobs', step: 'resume', args: { jobId: earlier.id } });
  const job = targetJob(ctx);
  if (!job) return;
  if (!job.items().some(canRetry)) {
    const why = `${job.id}: no failure to retry (final failures are listed with why)`;
    mutators(ctx).notify('warn', why, ctx.now());
    return;
  }
  guardChange(ctx, { view: 'jobs', step: 'retry', args: { jobId: job.id } });
}

/** Drops a finished or cancelled job from the list (a running one must be cancelled first). */
function removeJob(ctx: CommandContext): void {
  const earlier = targetInterrupted(ctx);
  if (earlier) return discardInterrupted(ctx, earlier);
  const job = targetJob(ctx);
  const overlay = jobsOverlay(ctx);
  if (!job || !ctx.jobs || !overlay) return;
  const p = job.progress();
  if (p.state === 'running' || p.state === 'cancelling') {
    mutators(ctx).notify('warn', `${job.id} is ${p.state}: cancel it (c) before removing it`, ctx.now());
    return;
  }
  ctx.jobs.remove(job.id);
  // The cursor moves up one row (it stays on the first).
  const cursor = movedTo({ kind: 'cursor', at: overlay.cursor, length: overlay.cursor + 1, room: 1 }, -1);
  setJobsSlot(ctx, { ...overlay, open: undefined, cursor, scroll: 0 });
  mutators(ctx).notify('info', `${job.id} removed from the list (its audit entries stay)`, ctx.now());
}

/** What the view shows: a plan awaiting a yes, one job's results, or the list. */
function showing(s: AppState): 'confirm' | 'results' | 'list' | undefined {
  const slot = jobsSlot(s);
  if (!slot) return undefined;
  return slot.confirm ? 'confirm' : slot.open !== undefined ? 'results' : 'list';
}

/** A footer hint shown only where the key means something. */
const hintWhere =
  (where: ReadonlyArray<ReturnType<typeof showing>>, hint: string) =>
  (s: AppState): string | undefined =>
    where.includes(showing(s)) ? hint : undefined;

/** A key of the jobs view: filed under Bulk in help, and not offered by the palette (it acts on the view's cursor). */
const jobKey = (command: Omit<Command, 'group' | 'internal'>): Command => ({
  ...command,
  group: 'Bulk',
  internal: true,
});

export const openJobsCommand: Command = {
  id: 'jobs',
  keys: ['J'],
  group: 'Bulk',
  palette: 'jobs',
  description: 'Bulk jobs: progress, per-card results, cancel, retry failed',
  run: (ctx) => showJobs(ctx),
};

export const jobsCommands: readonly Command[] = [
  jobKey({
    id: 'jobs.confirm',
    keys: YES_KEYS,
    hint: (s) => (showing(s) === 'confirm' ? 'start' : undefined),
    description: 'Start the bulk action shown (terminate: then type the count)',
    disabledReason: (s) => (showing(s) === 'confirm' ? undefined : 'nothing waits for a yes'),
    run: confirmBulk,
  }),
  // The summary is a question like any other: every "no" key cancels it (Esc and q are the back key's).
  jobKey({
    id: 'jobs.decline',
    keys: NO_KEYS.filter((k) => !BACK_KEYS.includes(k)),
    hint: (s) => (showing(s) === 'confirm' ? 'cancel' : undefined),
    description: 'Cancel the bulk action shown: nothing is sent',
    disabledReason: (s) => (showing(s) === 'confirm' ? undefined : 'nothing waits for an answer'),
    run: declineSummary,
  }),
  jobKey({
    id: 'jobs.open',
    keys: ['enter'],
    hint: hintWhere(['list'], 'results'),
    description: 'Per-card results of the job under the cursor',
    run: openJob,
  }),
  jobKey({
    id: 'jobs.cancel',
    keys: ['c'],
    hint: hintWhere(['list', 'results'], 'cancel'),
    description: 'Cancel the job: cards in flight finish, nothing new starts',
    run: cancelJob,
  }),
  jobKey({
    id: 'jobs.retry',
    keys: ['R'],
    hint: hintWhere(['list', 'results'], 'retry/resume'),
    description: 'Retry failed cards, or resume an interrupted job (same keys)',
    run: retryJob,
  }),
  jobKey({
    id: 'jobs.remove',
    keys: ['X'],
    hint: hintWhere(['list'], 'remove/discard'),
    description: 'Remove a finished job, or discard an interrupted one (asks)',
    run: removeJob,
  }),
  jobKey({
    id: 'jobs.copy-command',
    keys: ['o'],
    hint: hintWhere(['list', 'results'], 'copy command'),
    description: 'Copy the job as a card-console command (shown, and to the clipboard)',
    disabledReason: (s) =>
      showing(s) === 'confirm'
        ? 'not started: nothing to copy (start it, or copy it once it ran)'
        : undefined,
    run: (ctx) => copyJobCommand(ctx, targetJob(ctx)),
  }),
  jobKey({
    id: 'jobs.copy-curl',
    keys: ['O'],
    hint: hintWhere(['list', 'results'], 'copy curl'),
    description: 'Copy the job as curl: one request per card, no secret in it',
    disabledReason: (s) =>
      showing(s) === 'confirm'
        ? 'not started: nothing to copy (start it, or copy it once it ran)'
        : curlRefusal(s),
    run: (ctx) => copyJobCurl(ctx, targetJob(ctx)),
  }),
  jobKey({
    id: 'jobs.back',
    keys: BACK_KEYS,
    hint: (s) => (showing(s) === 'confirm' ? 'cancel' : 'back'),
    description: 'Back: cancel the summary, close the results, close the view',
    run: jobsBack,
  }),
  ...scrolling,
  quitNow,
];

export const jobsSteps: Readonly<Record<string, Step>> = {
  plan: planStep,
  resume: resumeStep,
  retry: retryStep,
  discard: discardStep,
};
