// Keeps an open form's choices valid as their options load or change (see fillChoiceDefaults).
import type { AppStore } from '../../store/index.js';
import { fillChoiceDefaults } from './edit.js';
import { specOf } from './registry.js';

export function watchFormChoices(store: AppStore): () => void {
  const check = () => {
    const state = store.getState();
    const overlay = state.view.overlay;
    if (overlay?.kind !== 'form' || overlay.form.busy) return;
    const next = fillChoiceDefaults(specOf(overlay.form.spec), state, overlay.form);
    if (next !== overlay.form) state.actions.setOverlay({ kind: 'form', form: next });
  };
  check();
  return store.subscribe(check);
}
