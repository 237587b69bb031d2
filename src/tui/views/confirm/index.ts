// A yes/no question over everything else: `y` does what the confirmation names, any other key
// cancels. The store keeps the question as data; what `y` does is an `Intent` resolved here.
import type { FormTarget } from '../../../store/index.js';
import { showForm } from '../../forms/show.js';
import type { Values } from '../../forms/types.js';
import { truncate } from '../../text.js';
import type { Theme } from '../../theme.js';
import { quitNow } from '../../view/common.js';
import { plain, tinted, type DrawnLine } from '../../view/lines.js';
import { closeOverlay, openSlot, slotOf } from '../../view/registry.js';
import type { Command, CommandContext, Page, StepArgs, View, ViewEnv } from '../../view/types.js';

/**
 * What the console does next, as data: open a form, ask a question, or run a step a view names
 * (`{ view: 'jobs', step: 'discard', args: { jobId } }`).
 */
export type Intent =
  | { readonly form: string; readonly target: FormTarget; readonly preset?: Values }
  | { readonly confirm: Confirmation }
  | { readonly view: string; readonly step: string; readonly args?: StepArgs };

export type Confirmation = {
  readonly title: string;
  readonly lines: readonly string[];
  /** Irreversible or production: drawn in the warning colour. */
  readonly danger?: boolean;
  /** The footer's word for `y` (default "confirm"). */
  readonly verb?: string;
  readonly yes: Intent;
  /** The production question: `y` confirms the profile for the session before going on. */
  readonly production?: boolean;
};

export type ConfirmSlot = { readonly kind: 'confirm' } & Confirmation;

const confirmSlot = (ctx: CommandContext) => slotOf<ConfirmSlot>(ctx.store.getState(), 'confirm');

export function confirm(ctx: CommandContext, confirmation: Confirmation): void {
  openSlot<ConfirmSlot>(ctx.store, { kind: 'confirm', ...confirmation });
}

export function runIntent(ctx: CommandContext, intent: Intent): void {
  if ('form' in intent) return showForm(ctx, intent.form, intent.target, intent.preset);
  if ('confirm' in intent) return confirm(ctx, intent.confirm);
  const step = ctx.views.step(intent.view, intent.step);
  if (step) step(ctx, intent.args ?? {});
  else ctx.store.getState().actions.notify('warn', `no view offers ${intent.view} ${intent.step}`, ctx.now());
}

export function confirmLines(confirmation: Confirmation, theme: Theme, width: number): DrawnLine[] {
  const colour = confirmation.danger ? theme.warn : theme.accent;
  return [
    tinted(truncate(confirmation.title, width), colour, { bold: true }),
    plain(''),
    ...confirmation.lines.map((l) => plain(truncate(`  ${l}`, width))),
  ];
}

function confirmPage(env: ViewEnv, width: number): Page | undefined {
  const slot = slotOf<ConfirmSlot>(env.state, 'confirm');
  return slot && { lines: confirmLines(slot, env.theme, width) };
}

const yes: Command = {
  id: 'confirm.yes',
  keys: ['y', 'Y'],
  group: 'Forms',
  internal: true,
  hint: (state) => slotOf<ConfirmSlot>(state, 'confirm')?.verb ?? 'confirm',
  description: 'Confirm',
  run: (ctx) => {
    const slot = confirmSlot(ctx);
    if (!slot) return;
    closeOverlay(ctx.store);
    if (slot.production) ctx.ops?.session.confirmProduction();
    runIntent(ctx, slot.yes);
  },
};

const no: Command = {
  id: 'confirm.no',
  keys: ['n', 'N', 'esc', 'enter', 'q'],
  group: 'Forms',
  internal: true,
  fallback: true,
  hint: 'cancel (any key)',
  description: 'Cancel (any other key too)',
  run: (ctx) => closeOverlay(ctx.store),
};

export const confirmView: View = { id: 'confirm', page: confirmPage, commands: [yes, no, quitNow] };
