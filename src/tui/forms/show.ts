// Opens a form by its id on a target: the one way every command and view puts a form on screen.
import type { FormSubject } from '../../store/index.js';
import type { CommandContext } from '../view/types.js';
import { openForm } from './edit.js';
import { specOf } from './registry.js';
import type { Values } from './types.js';
import { setForm } from './slot.js';

/**
 * `preset` adds values the form carries without showing them as typed (e.g. the plan a count
 * confirms). A form on an account reads the account's detail as it opens: its options and hints
 * (limit ranges, card types, BINs, balances) come from there; a spec names any other read it needs.
 */
export function showForm(ctx: CommandContext, id: string, target: FormSubject, preset: Values = {}): void {
  const spec = specOf(id);
  if (target.accountId) void ctx.sync.refresh({ account: target.accountId, detail: true });
  for (const read of spec.reads ?? []) void ctx.sync.refresh(read);
  const state = ctx.store.getState();
  const form = openForm(spec, state, target);
  setForm(ctx.store, { ...form, values: { ...form.values, ...preset } });
}
