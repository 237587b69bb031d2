// Planning a bulk action and, once confirmed, starting it: the plan (skipped cards with reasons,
// totals per wallet, a fund above a wallet's balance refused) is shown in the jobs view for a yes;
// the started job joins the registry, the marks clear and the jobs view opens on it.
import { guard, planBulkJob, runBulkPlan, type ActionError, type BulkPlan, type BulkSpec } from '../../actions/index.js';
import type { CommandContext } from '../command-types.js';
import { describeError } from '../forms/submit.js';
import type { FormResult } from '../forms/types.js';

export const DEFAULT_CONCURRENCY = 4;

export type SpecInput = Omit<BulkSpec, 'cards' | 'concurrency'>;

const unavailable = (): { ok: false; error: ActionError } => ({
  ok: false, error: { kind: 'not_permitted', message: 'actions are not available in this session', fields: [], retryable: false },
});

/** Plans `input` over the marked cards and opens the confirmation; the error is the form's to show. */
export async function prepareBulk(ctx: CommandContext, input: SpecInput): Promise<FormResult> {
  const { ops, bulk } = ctx;
  if (!ops || !bulk) return unavailable();
  const { refs, missing } = bulk.refsFor(ctx.store.getState(), ctx.store.getState().marks);
  if (refs.length === 0) return { ok: false, error: { kind: 'validation', message: 'no marked card is loaded', fields: [], retryable: false } };
  const planned = await planBulkJob(ops, { ...input, cards: refs, concurrency: ctx.concurrency ?? DEFAULT_CONCURRENCY });
  if (!planned.ok) return planned;
  if (missing.length > 0) ctx.store.getState().actions.notify('warn', `${missing.length} marked cards are no longer known and are left out`, ctx.now());
  openConfirmation(ctx, planned.plan);
  // Planning changes nothing (each card's change is audited by the job): nothing to record here.
  return { ok: true, value: planned.plan };
}

/** The suspend/resume/terminate path: no form, so a refusal becomes a notification. */
export async function prepareWithoutForm(ctx: CommandContext, input: SpecInput): Promise<void> {
  const a = ctx.store.getState().actions;
  a.notify('info', `planning bulk ${input.action} of ${ctx.store.getState().marks.size} cards...`, ctx.now());
  const result = await prepareBulk(ctx, input);
  if (!result.ok) a.notify('error', `bulk ${input.action}: ${describeError(result.error)}`, ctx.now());
}

export function openConfirmation(ctx: CommandContext, plan: BulkPlan): void {
  if (!ctx.bulk) return;
  const planId = ctx.bulk.keepPlan(plan);
  ctx.store.getState().actions.setOverlay({ kind: 'jobs', cursor: 0, scroll: 0, confirm: { planId, scroll: 0 } });
}

/** The plan the open confirmation shows, if any. */
export function confirmingPlan(ctx: CommandContext): { planId: string; plan: BulkPlan } | undefined {
  const overlay = ctx.store.getState().view.overlay;
  if (overlay?.kind !== 'jobs' || !overlay.confirm) return undefined;
  const plan = ctx.bulk?.planOf(overlay.confirm.planId);
  return plan ? { planId: overlay.confirm.planId, plan } : undefined;
}

export function cancelConfirmation(ctx: CommandContext): void {
  const open = confirmingPlan(ctx);
  if (open) ctx.bulk?.dropPlan(open.planId);
  ctx.store.getState().actions.setOverlay(null);
}

/** Starts the confirmed plan: registry, marks cleared, the jobs view on the new job. */
export function startPlan(ctx: CommandContext, planId: string): boolean {
  const { ops, bulk } = ctx;
  const plan = bulk?.planOf(planId);
  const a = ctx.store.getState().actions;
  if (!plan || !ops || !bulk) return false;
  bulk.dropPlan(planId);
  // Read-only may have been forced (a 403 elsewhere) while the operator read the summary.
  const refused = guard(ops);
  if (refused) {
    a.notify('warn', `bulk ${plan.spec.action} refused: ${describeError(refused)}`, ctx.now());
    a.setOverlay(null);
    return false;
  }
  if (plan.items.length === 0) {
    a.notify('warn', `bulk ${plan.spec.action}: nothing to run (every card was skipped)`, ctx.now());
    a.setOverlay(null);
    return false;
  }
  const job = runBulkPlan(ops, plan);
  ctx.jobs?.add(job);
  a.clearMarks();
  bulk.forget();
  // The jobs view lists the newest first: the cursor starts on this one.
  a.setOverlay({ kind: 'jobs', cursor: 0, scroll: 0 });
  a.notify('info', `started ${job.id}: bulk ${plan.spec.action} of ${plan.items.length} cards`, ctx.now());
  return true;
}
