// The form view: an open keyboard form (its spec from ./registry.ts, its typed values in the slot).
// A long form keeps its end (the error and the keys) in view.
import type { AppState, FormState } from '../../store/index.js';
import { slotOf } from '../view/registry.js';
import type { Page, View, ViewEnv } from '../view/types.js';
import { formLines } from './present.js';
import { specOf } from './registry.js';

export type FormSlot = { readonly kind: 'form'; readonly form: FormState };

/** The open form, if a form is open. */
export const openFormOf = (state: AppState): FormState | undefined => slotOf<FormSlot>(state, 'form')?.form;

/** How many of the form's last lines stay in view when it does not fit: the error and the keys. */
const KEPT_AT_END = 2;

function formPage(env: ViewEnv, width: number): Page | undefined {
  const form = openFormOf(env.state);
  if (!form) return undefined;
  const lines = formLines(specOf(form.spec), env.state, form, env.theme, width);
  return { lines: lines.slice(0, -KEPT_AT_END), foot: lines.slice(-KEPT_AT_END) };
}

export const formView: View = { id: 'form', page: formPage };
