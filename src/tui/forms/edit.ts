// Pure transitions of an open form: typing, deleting, moving between fields, cycling a choice, and
// placing issues (the form's own checks, or the server's 422 items) on the fields they name.
import type { AppState, FormIssue, FormState } from '../../store/index.js';
import { findChoice, unmatchedText } from '../find/choice.js';
import { cursorRow } from '../view/span.js';
import type { FieldSpec, FormSpec, Values } from './types.js';

// A form keeps notes beside its typed values, under the field's name and a NUL-separated suffix
// (never typed, never sent): the query typed into a choice, and what the field showed when it opened.
const NOTE = '\u0000';
const QUERY = `${NOTE}query`;
const SHOWN = `${NOTE}shown`;
export const queryKey = (field: string) => `${field}${QUERY}`;
/** A note kept beside the field under `aspect` (e.g. `theirs` in conflict.ts). */
export const noteKey = (field: string, aspect: string) => `${field}${NOTE}${aspect}`;
const isNote = (key: string): boolean => key.includes(NOTE);

/** Where the form notes what the field showed when it opened (or after a conflict was resolved). */
export const shownKey = (field: string) => `${field}${SHOWN}`;
export const shownOf = (values: Values, field: string): string | undefined => values[shownKey(field)];

/** The fields that carry a note of this aspect, in the order they were noted. */
export function notedFields(values: Values, aspect: string): string[] {
  const suffix = `${NOTE}${aspect}`;
  return Object.keys(values)
    .filter((key) => key.endsWith(suffix))
    .map((key) => key.slice(0, -suffix.length));
}

/** Notes what each field shows (by default, its value now): what "changed" is measured against. */
export function rememberShown(values: Values, shown: Values = values): Values {
  const known = Object.entries(shown).filter(([key]) => !isNote(key));
  return { ...values, ...Object.fromEntries(known.map(([key, value]) => [shownKey(key), value])) };
}

export function openForm(spec: FormSpec, state: AppState, target: FormState['target']): FormState {
  const initial = spec.initial(state, target);
  return {
    spec: spec.id,
    target,
    values: rememberShown(initial, spec.shown?.(state, target) ?? initial),
    focus: 0,
    issues: [],
    busy: false,
  };
}

export function fieldsOf(spec: FormSpec, state: AppState, form: FormState): readonly FieldSpec[] {
  return spec.fields(state, form.target, form.values);
}

export function focusedField(spec: FormSpec, state: AppState, form: FormState): FieldSpec | undefined {
  const fields = fieldsOf(spec, state, form);
  return fields[cursorRow(form.focus, fields.length)];
}

const findOption = (field: FieldSpec, query: string) =>
  findChoice(field.options ?? [], query, (o) => ({ id: o.value, name: o.label }));

/**
 * What a choice field shows that is not a choice: its find matched nothing (or several ids), or its
 * value is not one of its options. Such a field keeps the form from sending.
 */
function choiceIssues(fields: readonly FieldSpec[], values: Values): FormIssue[] {
  const issues: FormIssue[] = [];
  for (const field of fields) {
    if (field.kind !== 'choice') continue;
    const query = values[queryKey(field.name)] ?? '';
    const value = values[field.name] ?? '';
    const chosen = field.options?.some((o) => o.value === value) ?? false;
    if (query.trim() !== '' && !chosen) {
      const message = unmatchedText(findOption(field, query), query, field.noun ?? 'option');
      if (message) issues.push({ field: field.name, message });
    } else if (value !== '' && !chosen && (field.options?.length ?? 0) > 0)
      issues.push({ field: field.name, message: `choose one of the ${field.noun ?? 'option'}s offered` });
  }
  return issues;
}

/**
 * Every issue of the form's values: its choices' (a find that matched nothing) and the spec's own
 * checks (the same domain rules the actions apply). A choice's issue takes its field's place.
 */
export function formIssues(spec: FormSpec, state: AppState, form: FormState): FormIssue[] {
  const choices = choiceIssues(fieldsOf(spec, state, form), form.values);
  const own = spec.check(state, form.target, form.values);
  return [...choices, ...own.filter((i) => !choices.some((c) => c.field === i.field))];
}

/** Issues for the fields the operator has filled in: validation as you type, without nagging about empty ones. */
function liveIssues(spec: FormSpec, state: AppState, form: FormState): FormIssue[] {
  const filled = (name: string) =>
    (form.values[name] ?? '') !== '' || (form.values[queryKey(name)] ?? '') !== '';
  return formIssues(spec, state, form).filter((i) => filled(i.field));
}

/**
 * The values that pass the form's checks: a field with an issue is left empty, so that nothing shown
 * before sending (the balance after, the fee) is computed from a value the form refuses.
 */
export function validValues(spec: FormSpec, state: AppState, form: FormState): Values {
  const refused = new Set(formIssues(spec, state, form).map((i) => i.field));
  if (refused.size === 0) return form.values;
  return Object.fromEntries(Object.entries(form.values).map(([k, v]) => [k, refused.has(k) ? '' : v]));
}

function withValues(spec: FormSpec, state: AppState, form: FormState, values: Values): FormState {
  const next = { ...form, values, error: undefined };
  return { ...next, issues: liveIssues(spec, state, next) };
}

/** A choice's find as typed: its value is the option found, or none when the find picks none. */
function found(field: FieldSpec, values: Values, query: string): Values {
  const match = query.trim() === '' ? undefined : findOption(field, query);
  const value = match === undefined ? values[field.name] : match.kind === 'one' ? match.item.value : '';
  return { ...values, [queryKey(field.name)]: query, [field.name]: value ?? '' };
}

export function typeInto(spec: FormSpec, state: AppState, form: FormState, text: string): FormState {
  const field = focusedField(spec, state, form);
  if (!field || form.busy) return form;
  if (field.kind === 'text')
    return withValues(spec, state, form, {
      ...form.values,
      [field.name]: (form.values[field.name] ?? '') + text,
    });
  const query = (form.values[queryKey(field.name)] ?? '') + text;
  return withValues(spec, state, form, found(field, form.values, query));
}

export function deleteBack(spec: FormSpec, state: AppState, form: FormState): FormState {
  const field = focusedField(spec, state, form);
  if (!field || form.busy) return form;
  const key = field.kind === 'text' ? field.name : queryKey(field.name);
  const shorter = Array.from(form.values[key] ?? '')
    .slice(0, -1)
    .join('');
  if (field.kind === 'choice') return withValues(spec, state, form, found(field, form.values, shorter));
  return withValues(spec, state, form, { ...form.values, [key]: shorter });
}

export function moveFocus(spec: FormSpec, state: AppState, form: FormState, step: 1 | -1): FormState {
  const count = fieldsOf(spec, state, form).length;
  if (count === 0) return form;
  return { ...form, focus: (cursorRow(form.focus, count) + step + count) % count };
}

export function cycleChoice(spec: FormSpec, state: AppState, form: FormState, step: 1 | -1): FormState {
  const field = focusedField(spec, state, form);
  const options = field?.options ?? [];
  if (!field || field.kind !== 'choice' || options.length === 0 || form.busy) return form;
  const index = options.findIndex((o) => o.value === form.values[field.name]);
  // From no choice yet, right takes the first option and left the last.
  const from = index < 0 ? (step === 1 ? -1 : 0) : index;
  const next = options[(from + step + options.length) % options.length]!;
  return withValues(spec, state, form, {
    ...form.values,
    [field.name]: next.value,
    [queryKey(field.name)]: '',
  });
}

/**
 * Puts issues on the form's fields: exact name, an alias, a server path ending in the name
 * (`body.limits.daily_limit`), or a parent (`limits` → the first `limits.*` field). What names
 * no field comes back in `rest`, for the message under the form.
 */
export function placeIssues(
  spec: FormSpec,
  fields: readonly FieldSpec[],
  issues: readonly FormIssue[],
): { placed: FormIssue[]; rest: FormIssue[] } {
  const names = fields.map((f) => f.name);
  const placed: FormIssue[] = [];
  const rest: FormIssue[] = [];
  for (const issue of issues) {
    const alias = spec.fieldAliases?.[issue.field];
    const name =
      alias && names.includes(alias)
        ? alias
        : (names.find((n) => n === issue.field) ??
          names.find((n) => issue.field.endsWith(`.${n}`)) ??
          names.find((n) => n.startsWith(`${issue.field}.`)));
    if (name) placed.push({ field: name, message: issue.message });
    else rest.push(issue);
  }
  return { placed, rest };
}

/** The values that identify one attempt: a retry of the same input reuses its idempotency key. */
export function attemptKey(values: Values): string {
  return JSON.stringify(
    Object.entries(values)
      .filter(([k]) => !isNote(k))
      .sort(([a], [b]) => a.localeCompare(b)),
  );
}

/**
 * A choice whose options arrived after the form opened (a detail read) gets the first option, and
 * one whose value is no longer offered (another account chosen) moves to the first that is.
 */
export function fillChoiceDefaults(spec: FormSpec, state: AppState, form: FormState): FormState {
  let values: Record<string, string> | undefined;
  for (const field of fieldsOf(spec, state, form)) {
    const options = field.options ?? [];
    if (field.kind !== 'choice' || options.length === 0) continue;
    const current = (values ?? form.values)[field.name] ?? '';
    if (options.some((o) => o.value === current) || (field.noDefault && current === '')) continue;
    // A find the operator typed stays what the field shows: no option replaces it unasked.
    if ((form.values[queryKey(field.name)] ?? '').trim() !== '') continue;
    values ??= { ...form.values };
    values[field.name] = options[0]!.value;
  }
  return values ? withValues(spec, state, form, values) : form;
}
