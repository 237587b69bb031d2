// A card action with cards marked acts on all of them (k9s convention): suspend, resume and
// terminate plan at once; fund, defund and set limits ask for the amount or limits first. Every
// path goes through the read-only/production guard, then one confirmation summarising the plan;
// a bulk terminate also asks for the number of cards to be typed.
import type { CardAction } from '../../domain/index.js';
import type { CommandContext, Step } from '../view/types.js';
import { guardChange } from '../views/confirm/guard.js';
import { showForm } from '../forms/show.js';
import { PLAN_VALUE } from '../forms/specs/bulk.js';
import { confirmingPlan, prepareWithoutForm, startPlan } from './prepare.js';
import { reaskIfChanged } from './stale.js';

type BulkableAction = Exclude<CardAction, 'reveal'>;

export const isBulkable = (action: CardAction): action is BulkableAction => action !== 'reveal';

const FORMS: Readonly<Partial<Record<BulkableAction, string>>> = {
  fund: 'bulk.fund',
  defund: 'bulk.defund',
  edit: 'bulk.limits',
};

/** Runs `action` over the marked cards: the form or plan, then the confirmation. */
export function bulkAction(ctx: CommandContext, action: CardAction): void {
  if (!isBulkable(action)) return;
  const marked = [...ctx.store.getState().marks];
  if (marked.length === 0) return;
  const form = FORMS[action];
  if (form) guardChange(ctx, { form, target: { cardIds: marked } });
  else guardChange(ctx, { view: 'jobs', step: 'plan', args: { action } });
}

/** The step after the guard of a bulk suspend, resume or terminate: plan it, then ask. */
export const planStep: Step = (ctx, { action }) => {
  if (action === 'suspend' || action === 'resume' || action === 'terminate')
    void prepareWithoutForm(ctx, { action });
};

/** `y` on the summary: starts the job, or for a terminate asks for the typed count first. */
export function confirmBulk(ctx: CommandContext): void {
  const open = confirmingPlan(ctx);
  if (!open) return;
  // An undo's plan was read back from the server just before it was shown (the store may lag behind it).
  if (open.plan.spec.undoes === undefined && reaskIfChanged(ctx, open.planId, open.plan)) return;
  if (open.plan.spec.action !== 'terminate' || open.plan.items.length === 0) {
    startPlan(ctx, open.planId);
    return;
  }
  showForm(
    ctx,
    'bulk.terminate',
    { cardIds: open.plan.items.map((i) => i.card.id) },
    { [PLAN_VALUE]: open.planId },
  );
}
