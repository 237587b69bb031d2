// Keys inside an open form, a yes/no confirmation and the reveal box. Typed characters reach the
// focused field through insertText (../commands.ts); these are the non-printable keys.
import type { FormState } from '../../store/index.js';
import type { Command, CommandContext } from '../command-types.js';
import type { FormSpec } from '../forms/types.js';
import { cycleChoice, deleteBack, moveFocus, typeInto } from '../forms/edit.js';
import { specOf } from '../forms/registry.js';
import { submitForm, updateForm } from '../forms/submit.js';
import { confirmSlot } from '../views/confirm/index.js';

const FORM = ['form'] as const;

function edit(ctx: CommandContext, change: (spec: FormSpec, form: FormState) => FormState): void {
  let before: string | undefined;
  let after: string | undefined;
  updateForm(ctx, (form) => {
    const spec = specOf(form.spec);
    const next = change(spec, form);
    before = spec.accountFor?.(form.target, form.values);
    after = spec.accountFor?.(next.target, next.values);
    return next;
  });
  // A different account in the form: its options (card types, BINs, ranges) come from its detail reads.
  if (after && after !== before) void ctx.sync.refresh({ account: after, detail: true });
}

/** Typed text into the open form's focused field. */
export function typeIntoForm(ctx: CommandContext, text: string): void {
  edit(ctx, (spec, form) => typeInto(spec, ctx.store.getState(), form, text));
}

function closeConfirm(ctx: CommandContext): void {
  ctx.store.getState().actions.setOverlay(null);
}

export const formCommands: readonly Command[] = [
  {
    id: 'form.next',
    keys: ['tab', 'down'],
    modes: FORM,
    internal: true,
    description: 'Next field',
    run: (ctx) => edit(ctx, (spec, form) => moveFocus(spec, ctx.store.getState(), form, 1)),
  },
  {
    id: 'form.prev',
    keys: ['shift+tab', 'up'],
    modes: FORM,
    internal: true,
    description: 'Previous field',
    run: (ctx) => edit(ctx, (spec, form) => moveFocus(spec, ctx.store.getState(), form, -1)),
  },
  {
    id: 'form.choice.next',
    keys: ['right'],
    modes: FORM,
    internal: true,
    description: 'Next option of a choice',
    run: (ctx) => edit(ctx, (spec, form) => cycleChoice(spec, ctx.store.getState(), form, 1)),
  },
  {
    id: 'form.choice.prev',
    keys: ['left'],
    modes: FORM,
    internal: true,
    description: 'Previous option of a choice',
    run: (ctx) => edit(ctx, (spec, form) => cycleChoice(spec, ctx.store.getState(), form, -1)),
  },
  {
    id: 'form.backspace',
    keys: ['backspace'],
    modes: FORM,
    internal: true,
    description: 'Delete a character',
    run: (ctx) => edit(ctx, (spec, form) => deleteBack(spec, ctx.store.getState(), form)),
  },
  {
    id: 'form.submit',
    keys: ['enter'],
    modes: FORM,
    internal: true,
    description: 'Submit the form',
    run: (ctx) => {
      void submitForm(ctx);
    },
  },
  {
    id: 'form.cancel',
    keys: ['esc'],
    modes: FORM,
    internal: true,
    description: 'Cancel the form (a request already sent still completes)',
    run: (ctx) => ctx.store.getState().actions.setOverlay(null),
  },
  {
    id: 'confirm.yes',
    keys: ['y', 'Y'],
    modes: ['confirm'],
    internal: true,
    description: 'Confirm',
    run: (ctx) => {
      const slot = confirmSlot(ctx);
      if (!slot) return;
      closeConfirm(ctx);
      slot.onYes();
    },
  },
  {
    id: 'confirm.no',
    keys: ['n', 'N', 'esc', 'enter', 'q'],
    modes: ['confirm'],
    internal: true,
    fallback: true,
    description: 'Cancel (any other key too)',
    run: closeConfirm,
  },
];
