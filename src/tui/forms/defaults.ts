// Keeps an open form's choices valid as their options load or change (see fillChoiceDefaults), and
// notes each fact it shows as soon as it is first known (see facts.ts).
import type { AppStore } from '../../store/index.js';
import { fillChoiceDefaults } from './edit.js';
import { noteFacts } from './facts.js';
import { specOf } from './registry.js';
import { openFormOf, setForm } from './slot.js';

export function watchFormChoices(store: AppStore): () => void {
  const check = () => {
    const state = store.getState();
    const form = openFormOf(state);
    if (!form || form.busy) return;
    const spec = specOf(form.spec);
    const next = noteFacts(spec, state, fillChoiceDefaults(spec, state, form));
    if (next !== form) setForm(store, next);
  };
  check();
  return store.subscribe(check);
}
