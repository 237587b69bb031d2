// The form view's state: the open form (its spec's id, target, typed values, issues), and what it
// is about (its card and that card's wallet, or its account), which sync keeps fresh while it is open.
import type { AppState, AppStore, FormState, FormSubject, OverlaySubjects } from '../../store/index.js';
import { openSlot, slotOf } from '../view/registry.js';

export type FormSlot = {
  readonly kind: 'form';
  readonly form: FormState;
  readonly follows?: OverlaySubjects;
};

/** The open form, if a form is open. */
export const openFormOf = (state: AppState): FormState | undefined => slotOf<FormSlot>(state, 'form')?.form;

/** The card a one-card form acts on and its wallet (or the form's account): what sync follows. */
function subjectsOf(state: AppState, target: FormSubject, values: FormState['values']): OverlaySubjects {
  const accountId = (target.cardId && state.entities.cards.get(target.cardId)?.accountId) || target.accountId;
  // The issue form names its account as a choice.
  const chosen = values.account;
  const accounts = [...new Set([accountId, chosen].filter((id): id is string => !!id))];
  return { accounts, cards: target.cardId ? [target.cardId] : [] };
}

/** Shows `form` as the open form (opening the form view, or replacing the form it shows). */
export const setForm = (store: AppStore, form: FormState): void =>
  openSlot<FormSlot>(store, {
    kind: 'form',
    form,
    follows: subjectsOf(store.getState(), form.target, form.values),
  });
