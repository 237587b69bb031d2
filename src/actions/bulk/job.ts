// A bulk job: bounded concurrency, a shared pause and lower concurrency on 429 (pacer.ts), progress
// (done/failed/unknown/remaining, rate, ETA), cancel (in-flight cards finish, nothing new starts),
// per-card outcomes with one audit entry each, and a retry of the retryable cards reusing each key.
// Its steps are job-run.ts; here it is started, and handed to the console as a BulkJob.
import type { ActionContext, ActionError } from '../types.js';
import { guard } from '../run.js';
import { JobRun } from './job-run.js';
import type { BulkJob, BulkProgress, JobOptions } from './job-types.js';
import { snapshot } from './items.js';
import { planBulkJob, type BulkPlan, type BulkSpec } from './plan.js';

export type { BulkItem, ItemState } from './items.js';
export type { BulkJob, BulkProgress, JobOptions } from './job-types.js';
export { canRetry } from './items.js';

let jobCounter = 0;

export function runBulkPlan(ctx: ActionContext, plan: BulkPlan, opts: JobOptions = {}): BulkJob {
  const run = new JobRun(ctx, opts.id ?? `job-${++jobCounter}`, plan, opts);
  run.startRun(run.items.filter((i) => i.state === 'pending'));
  return {
    id: run.id,
    action: plan.spec.action,
    plan,
    progress: () => run.progress(),
    items: () => run.items.map(snapshot),
    subscribe: (listener) => run.progressFeed.add(listener),
    onItemEnded: (listener) => run.endedFeed.add(listener),
    cancel: () => run.cancel(),
    done: () => run.current,
    retryFailed: () => run.retryFailed(),
  };
}

/** A job by its whole size: a resumed job's progress with the outcomes recorded before its resume. */
export function wholeProgress(job: Pick<BulkJob, 'plan'>, p: BulkProgress): BulkProgress {
  const e = job.plan.earlier;
  if (!e) return p;
  const [done, skipped, failed, unknown] = [e.done ?? 0, e.skipped ?? 0, e.failed ?? 0, e.unknown ?? 0];
  return {
    ...p,
    total: p.total + done + skipped + failed + unknown,
    done: p.done + done,
    skipped: p.skipped + skipped,
    failed: p.failed + failed,
    unknown: p.unknown + unknown,
  };
}

export type StartResult = { ok: true; job: BulkJob } | { ok: false; error: ActionError };

export interface StartOptions extends JobOptions {
  /** The plan the operator confirmed (from planBulkJob); planned afresh when absent. */
  plan?: BulkPlan;
  registry?: { add(job: BulkJob): void };
}

/**
 * Plans (unless given the confirmed plan) and, when the plan is acceptable and read-only mode and
 * the production guard allow, starts the job. The job runs on its own; subscribe for progress.
 */
export async function startBulkJob(
  ctx: ActionContext,
  spec: BulkSpec,
  opts: StartOptions = {},
): Promise<StartResult> {
  const refused = guard(ctx);
  if (refused) return { ok: false, error: refused };
  let plan = opts.plan;
  if (!plan) {
    const planned = await planBulkJob(ctx, spec);
    if (!planned.ok) return planned;
    plan = planned.plan;
  }
  const job = runBulkPlan(ctx, plan, opts);
  opts.registry?.add(job);
  return { ok: true, job };
}
