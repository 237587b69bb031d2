// The form view: an open keyboard form (its spec from ./registry.ts, its typed values in the slot).
// A long form keeps its foot (the error, "sending...") in view.
import type { Page, View, ViewEnv } from '../view/types.js';
import { formCommands, formInput } from './commands.js';
import { formLines } from './present.js';
import { specOf } from './registry.js';
import { openFormOf } from './slot.js';
import { reviewSteps } from './submit.js';

function formPage(env: ViewEnv, width: number): Page | undefined {
  const form = openFormOf(env.state);
  if (!form) return undefined;
  return formLines(specOf(form.spec), env.state, form, env.theme, width);
}

export const formView: View = {
  id: 'form',
  page: formPage,
  commands: formCommands,
  input: formInput,
  steps: reviewSteps,
};
