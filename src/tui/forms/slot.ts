// The form view's state: the open form (its spec's id, target, typed values, issues).
import type { AppState, AppStore, FormState } from '../../store/index.js';
import { openSlot, slotOf } from '../view/registry.js';

export type FormSlot = { readonly kind: 'form'; readonly form: FormState };

/** The open form, if a form is open. */
export const openFormOf = (state: AppState): FormState | undefined => slotOf<FormSlot>(state, 'form')?.form;

/** Shows `form` as the open form (opening the form view, or replacing the form it shows). */
export const setForm = (store: AppStore, form: FormState): void =>
  openSlot<FormSlot>(store, { kind: 'form', form });
