// Opens a form by its id on a target: the one way every command and view puts a form on screen.
import type { FormTarget } from '../../store/index.js';
import type { CommandContext } from '../command-types.js';
import { openForm } from './edit.js';
import { specOf } from './registry.js';
import type { Values } from './types.js';

/** `preset` adds values the form carries without showing them as typed (e.g. the plan a count confirms). */
export function showForm(ctx: CommandContext, id: string, target: FormTarget, preset: Values = {}): void {
  const state = ctx.store.getState();
  const form = openForm(specOf(id), state, target);
  state.actions.setOverlay({ kind: 'form', form: { ...form, values: { ...form.values, ...preset } } });
}
