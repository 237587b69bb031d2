// Sending a form: check it, send it with the idempotency key of an earlier attempt at the same
// input, then close it on success or keep every typed value on failure, with the issues on their
// fields and anything else under the form. The operator may close the form while it is sending:
// the result then arrives as a notification.
import type { ChangeStep } from '../../domain/index.js';
import type { FormState } from '../../store/index.js';
import type { CommandContext, Step } from '../view/types.js';
import type { ActionContext } from '../../actions/index.js';
import { formFromArgs, openReview } from './review.js';
import { describeError, safe } from '../text.js';
import { attemptKey, fieldsOf, formIssues, placeIssues } from './edit.js';
import { follow } from './next.js';
import { specOf } from './registry.js';
import { openFormOf, setForm } from './slot.js';
import type { FormSpec } from './types.js';
import { closeOverlay } from '../view/registry.js';

const openForm = (ctx: CommandContext): FormState | undefined => openFormOf(ctx.store.getState());

/** Applies `change` to the open form, if it is still the same form (same spec and target). */
export function updateForm(
  ctx: CommandContext,
  change: (form: FormState) => FormState,
  same?: FormState,
): void {
  const form = openForm(ctx);
  if (!form || (same && (form.spec !== same.spec || form.target !== same.target))) return;
  const next = change(form);
  if (next !== form) setForm(ctx.store, next);
}

/**
 * Puts the form's issues on its fields and says under it that nothing was sent, naming each field and
 * its rule ("Amount: at most 2 decimal places for USD"); false when the form may be sent.
 */
function refused(ctx: CommandContext, spec: FormSpec, form: FormState): boolean {
  const state = ctx.store.getState();
  const issues = formIssues(spec, state, form);
  if (issues.length === 0) return false;
  const fields = fieldsOf(spec, state, form);
  const { placed, rest } = placeIssues(spec, fields, issues);
  const labelOf = (name: string) => fields.find((f) => f.name === name)?.label.trim() ?? name;
  const named = [
    ...placed.map((i) => `${labelOf(i.field)}: ${safe(i.message)}`),
    ...rest.map((i) => `${safe(i.field)}: ${safe(i.message)}`),
  ];
  updateForm(ctx, (f) => ({ ...f, issues: placed, error: `not sent: ${named.join('; ')}` }));
  return true;
}

/** Enter on a form: checked, then reviewed if it moves money (sent on the review's yes), else sent. */
export async function submitForm(ctx: CommandContext): Promise<void> {
  const form = openForm(ctx);
  const ops = ctx.ops;
  if (!form || form.busy) return;
  const spec = specOf(form.spec);
  if (!ops) {
    updateForm(ctx, (f) => ({ ...f, error: 'actions are not available in this session' }));
    return;
  }
  if (refused(ctx, spec, form)) return;
  const state = ctx.store.getState();
  const review = spec.review?.(state, form.target, form.values);
  if (review) openReview(ctx, state, form, review);
  else await send(ctx, spec, form, ops);
}

/** The review's answers: `send` puts the reviewed form back and sends it (checked again), `back` only puts it back. */
export const reviewSteps: Readonly<Record<string, Step>> = {
  send: (ctx, args) => {
    const reviewed = formFromArgs(args);
    if (!reviewed) return;
    setForm(ctx.store, reviewed);
    const form = openForm(ctx);
    if (!form || !ctx.ops) return;
    const spec = specOf(form.spec);
    if (!refused(ctx, spec, form)) void send(ctx, spec, form, ctx.ops);
  },
  back: (ctx, args) => {
    const reviewed = formFromArgs(args);
    if (reviewed) setForm(ctx.store, reviewed);
  },
};

async function send(ctx: CommandContext, spec: FormSpec, form: FormState, ops: ActionContext): Promise<void> {
  const state = ctx.store.getState();
  const attempt = attemptKey(form.values);
  const key = form.keyFor === attempt ? form.idempotencyKey : undefined;
  const sending: FormState = { ...form, busy: true, error: undefined, issues: [] };
  setForm(ctx.store, sending);
  const onStep = (step: ChangeStep) => updateForm(ctx, (f) => (f.busy ? { ...f, step } : f), form);
  const result = await spec.submit(ops, state, form.target, form.values, key, ctx, onStep);
  const a = ctx.store.getState().mutators;
  const stillOpen = openForm(ctx)?.spec === form.spec && openForm(ctx)?.target === form.target;
  if (result.ok) {
    if (stillOpen) closeOverlay(ctx.store);
    a.notify('info', spec.done(ctx.store.getState(), form.target, form.values, result.value), ctx.now());
    const next = spec.next?.(result.value);
    // A closed form does not pull the operator back to its view; a planned job still asks for its yes.
    if (next && (stillOpen || next.kind === 'confirm-bulk')) follow(ctx, next, form);
    return;
  }
  const error = result.error;
  if (!stillOpen) {
    a.notify('error', `${spec.title(state, form.target)}: ${describeError(error)}`, ctx.now());
    return;
  }
  const { placed, rest } = placeIssues(spec, fieldsOf(spec, ctx.store.getState(), form), error.fields);
  const message =
    placed.length > 0 && rest.length === 0 && error.kind === 'validation' ? undefined : describeError(error);
  updateForm(ctx, (f) => ({
    ...f,
    values: spec.afterFailure ? spec.afterFailure(f.values, error) : f.values,
    busy: false,
    step: undefined,
    issues: placed,
    error: message,
    ...(error.idempotencyKey ? { idempotencyKey: error.idempotencyKey, keyFor: attempt } : {}),
  }));
}
