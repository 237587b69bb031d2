// Keeps an open form's choices valid as their options load or change (see fillChoiceDefaults).
import type { AppStore } from '../../store/index.js';
import { fillChoiceDefaults } from './edit.js';
import { specOf } from './registry.js';
import { openFormOf, setForm } from './slot.js';

export function watchFormChoices(store: AppStore): () => void {
  const check = () => {
    const state = store.getState();
    const form = openFormOf(state);
    if (!form || form.busy) return;
    const next = fillChoiceDefaults(specOf(form.spec), state, form);
    if (next !== form) setForm(store, next);
  };
  check();
  return store.subscribe(check);
}
