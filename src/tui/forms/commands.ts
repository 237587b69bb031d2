// Keys inside an open form. Typed characters reach the focused field through the view's input;
// these are the non-printable keys.
import type { AppState, FormState } from '../../store/index.js';
import { closing, quitNow } from '../view/common.js';
import type { Command, CommandContext, TextInput } from '../view/types.js';
import { cycleChoice, deleteBack, focusedField, moveFocus, typeInto } from './edit.js';
import { specOf } from './registry.js';
import { submitForm, updateForm } from './submit.js';
import type { FormSpec } from './types.js';
import { openFormOf } from './slot.js';

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
function typeIntoForm(ctx: CommandContext, text: string): void {
  edit(ctx, (spec, form) => typeInto(spec, ctx.store.getState(), form, text));
}

const focusedIsChoice = (state: AppState): boolean => {
  const form = openFormOf(state);
  return form !== undefined && focusedField(specOf(form.spec), state, form)?.kind === 'choice';
};

export const formInput: TextInput = {
  type: typeIntoForm,
  erase: (ctx) => edit(ctx, (spec, form) => deleteBack(spec, ctx.store.getState(), form)),
};

export const formCommands: readonly Command[] = [
  {
    id: 'form.next',
    keys: ['tab', 'down'],
    group: 'Forms',
    internal: true,
    hint: 'next field',
    description: 'Next field',
    run: (ctx) => edit(ctx, (spec, form) => moveFocus(spec, ctx.store.getState(), form, 1)),
  },
  {
    id: 'form.prev',
    keys: ['shift+tab', 'up'],
    group: 'Forms',
    internal: true,
    hint: 'previous',
    description: 'Previous field',
    run: (ctx) => edit(ctx, (spec, form) => moveFocus(spec, ctx.store.getState(), form, -1)),
  },
  {
    id: 'form.choice.next',
    keys: ['right'],
    group: 'Forms',
    internal: true,
    hint: (state) => (focusedIsChoice(state) ? 'choose' : undefined),
    description: 'Next option of a choice',
    run: (ctx) => edit(ctx, (spec, form) => cycleChoice(spec, ctx.store.getState(), form, 1)),
  },
  {
    id: 'form.choice.prev',
    keys: ['left'],
    group: 'Forms',
    internal: true,
    hint: (state) => (focusedIsChoice(state) ? 'choose' : undefined),
    description: 'Previous option of a choice',
    run: (ctx) => edit(ctx, (spec, form) => cycleChoice(spec, ctx.store.getState(), form, -1)),
  },
  {
    id: 'form.backspace',
    keys: ['backspace'],
    group: 'Forms',
    internal: true,
    description: 'Delete a character',
    run: formInput.erase,
  },
  {
    id: 'form.submit',
    keys: ['enter'],
    group: 'Forms',
    internal: true,
    hint: 'submit',
    description: 'Submit the form',
    run: (ctx) => {
      void submitForm(ctx);
    },
  },
  closing({
    id: 'form.cancel',
    keys: ['esc'],
    group: 'Forms',
    hint: 'cancel',
    description: 'Cancel the form (a request already sent still completes)',
  }),
  quitNow,
];
