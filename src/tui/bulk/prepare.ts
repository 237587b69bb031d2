// Planning a bulk action and, once confirmed, starting it: the plan (skipped cards with reasons,
// totals per wallet, a fund above a wallet's balance refused) is shown in the jobs view for a yes;
// the started job joins the registry, the marks clear and the jobs view opens on it. Planning and
// launching change no view (the bulk forms use them and leave the next view to `forms/next.ts`).
import {
  guard,
  newJobId,
  planBulkJob,
  runBulkPlan,
  type ActionError,
  type BulkPlan,
  type BulkSpec,
} from '../../actions/index.js';
import type { CommandContext } from '../view/types.js';
import type { FormResult } from '../forms/types.js';
import { describeError } from '../text.js';
import { noticeUntilDone } from '../view/notice.js';
import { closeOverlay } from '../view/registry.js';
import { jobsSlot, showJobs } from '../views/jobs/slot.js';
import { cardsText } from '../views/jobs/present.js';

const DEFAULT_CONCURRENCY = 4;

type SpecInput = Omit<BulkSpec, 'cards' | 'concurrency'>;

const unavailable = (): { ok: false; error: ActionError } => ({
  ok: false,
  error: {
    kind: 'not_permitted',
    message: 'actions are not available in this session',
    fields: [],
    retryable: false,
  },
});

/** Plans `input` over the marked cards; the value is the plan, the error the form's to show. */
export async function planBulk(ctx: CommandContext, input: SpecInput): Promise<FormResult> {
  const { ops, bulk } = ctx;
  if (!ops || !bulk) return unavailable();
  const { refs, missing } = bulk.refsFor(ctx.store.getState(), ctx.store.getState().marks);
  if (refs.length === 0)
    return {
      ok: false,
      error: { kind: 'validation', message: 'no marked card is loaded', fields: [], retryable: false },
    };
  const planned = await planBulkJob(ops, {
    ...input,
    cards: refs,
    concurrency: ctx.concurrency ?? DEFAULT_CONCURRENCY,
  });
  if (!planned.ok) return planned;
  if (missing.length > 0)
    ctx.store
      .getState()
      .mutators.notify(
        'warn',
        `${missing.length} marked cards are no longer known and are left out`,
        ctx.now(),
      );
  // Planning changes nothing (each card's change is audited by the job): nothing to record here.
  return { ok: true, value: planned.plan };
}

/** The suspend/resume/terminate path: no form, so a refusal becomes a notification. */
export async function prepareWithoutForm(ctx: CommandContext, input: SpecInput): Promise<void> {
  const a = ctx.store.getState().mutators;
  const done = noticeUntilDone(
    ctx,
    'info',
    `planning bulk ${input.action} of ${cardsText(ctx.store.getState().marks.size)}...`,
  );
  const result = await planBulk(ctx, input);
  done();
  if (!result.ok) a.notify('error', `bulk ${input.action}: ${describeError(result.error)}`, ctx.now());
  else openConfirmation(ctx, result.value as BulkPlan);
}

/**
 * `subject`: what an undo's plan takes back, by name (the jobs view says it in place of the audit key);
 * `back`: the form the summary reviews, as text (a "no" puts it back).
 */
export function openConfirmation(
  ctx: CommandContext,
  plan: BulkPlan,
  about: { readonly subject?: string; readonly back?: string } = {},
): void {
  if (!ctx.bulk) return;
  showJobs(ctx, {
    planId: ctx.bulk.keepPlan(plan),
    scroll: 0,
    ...(about.subject !== undefined ? { subject: about.subject } : {}),
    ...(about.back !== undefined ? { back: about.back } : {}),
  });
}

/** The plan the open confirmation shows, if any. */
export function confirmingPlan(ctx: CommandContext): { planId: string; plan: BulkPlan } | undefined {
  const confirm = jobsSlot(ctx.store.getState())?.confirm;
  const plan = ctx.bulk?.planOf(confirm?.planId);
  return confirm && plan ? { planId: confirm.planId, plan } : undefined;
}

export function cancelConfirmation(ctx: CommandContext): void {
  const open = confirmingPlan(ctx);
  if (open) ctx.bulk?.dropPlan(open.planId);
  closeOverlay(ctx.store);
}

const refusal = (kind: ActionError['kind'], message: string): { ok: false; error: ActionError } => ({
  ok: false,
  error: { kind, message, fields: [], retryable: false },
});

/** Starts the confirmed plan: registry, marks cleared, a notification; the value is the job id. */
export function launchPlan(ctx: CommandContext, planId: string): FormResult {
  const { ops, bulk } = ctx;
  const plan = bulk?.planOf(planId);
  if (!plan || !ops || !bulk) return refusal('cancelled', 'the plan is gone: mark the cards and start again');
  bulk.dropPlan(planId);
  // Read-only may have been forced (a 403 elsewhere) while the operator read the summary.
  const refused = guard(ops);
  if (refused) return { ok: false, error: refused };
  if (plan.items.length === 0) return refusal('cancelled', 'nothing to run (every card was skipped)');
  // An id unique across consoles sharing a state directory: it names the job's journal.
  const job = runBulkPlan(ops, plan, { id: newJobId() });
  ctx.jobs?.add(job);
  const a = ctx.store.getState().mutators;
  a.clearMarks();
  bulk.forget();
  a.notify(
    'info',
    `started ${job.id}: bulk ${plan.spec.action} of ${cardsText(plan.items.length)}`,
    ctx.now(),
  );
  return { ok: true, value: job.id };
}

/** `y` on a confirmation: the job starts and the jobs view shows it, or the refusal is said. */
export function startPlan(ctx: CommandContext, planId: string): void {
  const action = ctx.bulk?.planOf(planId)?.spec.action ?? 'job';
  const started = launchPlan(ctx, planId);
  if (started.ok) return showJobs(ctx);
  const a = ctx.store.getState().mutators;
  a.notify('warn', `bulk ${action} refused: ${describeError(started.error)}`, ctx.now());
  closeOverlay(ctx.store);
}
