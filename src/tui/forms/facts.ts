// What a form showed when it opened, beside what the store holds now. A form reads its facts (the
// wallet's available balance, the card's balance and state) from the store as it draws; the first
// value it showed of each is noted beside its typed values (never typed, never sent), so that a
// fact that changed while it was open is marked "(was ... when the form opened)".
import type { AppState, FormState } from '../../store/index.js';
import { noteKey } from './edit.js';
import type { FormSpec, Values } from './types.js';

const factKey = (name: string) => noteKey(`fact.${name}`, 'fact');

/** Notes each fact the form shows now and has not noted yet (one read after it opened counts as at opening). */
export function noteFacts(spec: FormSpec, state: AppState, form: FormState): FormState {
  const facts = spec.facts?.(state, form.target) ?? {};
  let values: Record<string, string> | undefined;
  for (const [name, value] of Object.entries(facts)) {
    if (value === undefined || form.values[factKey(name)] !== undefined) continue;
    values ??= { ...form.values };
    values[factKey(name)] = value;
  }
  return values ? { ...form, values } : form;
}

/** What the form showed of `name` when it opened, when that differs from `now`. */
export function factThen(
  values: Values | undefined,
  name: string,
  now: string | undefined,
): string | undefined {
  const then = values?.[factKey(name)];
  return then !== undefined && now !== undefined && then !== now ? then : undefined;
}
