// A form whose subject changed while it was open (another operator's edit): the fields in conflict,
// as pure functions of the form's values. The form notes "theirs" beside each such field (what the
// subject holds now), shows old/theirs/yours as a table, and adds one choice per field — keep theirs
// (drop my value of that field) or use mine (send it anyway). The choices are ordinary form fields,
// chosen with the form's own choice commands; applying them makes theirs what the form "showed".
import type { FormIssue } from '../../store/index.js';
import { fit, safe } from '../text.js';
import { noteKey, notedFields, shownKey, shownOf } from './edit.js';
import type { FieldSpec, Values } from './types.js';

const THEIRS = 'theirs';
const choiceOf = (field: string) => `resolve.${field}`;
const CHOICE_THEIRS = 'theirs';
const CHOICE_MINE = 'mine';

/** One field in conflict: what the form showed, what the subject holds now, what the form holds. */
export interface FormConflict {
  readonly field: string;
  readonly shown: string;
  readonly theirs: string;
  readonly yours: string;
}

/** The fields in conflict, as the form notes them. */
export function conflictsIn(values: Values): FormConflict[] {
  return notedFields(values, THEIRS).map((field) => ({
    field,
    shown: shownOf(values, field) ?? '',
    theirs: values[noteKey(field, THEIRS)] ?? '',
    yours: values[field] ?? '',
  }));
}

const without = (values: Values, keys: readonly string[]): Record<string, string> =>
  Object.fromEntries(Object.entries(values).filter(([key]) => !keys.includes(key)));

/**
 * The operator's choices applied: for each field they chose for, theirs becomes what the form showed,
 * and its value becomes theirs (keep theirs) or stays theirs to send (use mine). Unchosen conflicts stay.
 */
export function resolveChoices(values: Values): Values {
  const next: Record<string, string> = { ...values };
  for (const { field, theirs } of conflictsIn(values)) {
    const choice = values[choiceOf(field)];
    if (choice !== CHOICE_THEIRS && choice !== CHOICE_MINE) continue;
    next[shownKey(field)] = theirs;
    if (choice === CHOICE_THEIRS) next[field] = theirs;
    delete next[noteKey(field, THEIRS)];
    delete next[choiceOf(field)];
  }
  return next;
}

/** The values after a conflict answer: choices made so far applied, then theirs noted beside each field. */
export function withConflicts(
  values: Values,
  conflicts: readonly { readonly field: string; readonly theirs: string }[],
): Values {
  const resolved = resolveChoices(values);
  const fresh = without(
    resolved,
    conflicts.map((c) => choiceOf(c.field)),
  );
  for (const { field, theirs } of conflicts) fresh[noteKey(field, THEIRS)] = theirs;
  return fresh;
}

const shownText = (value: string): string => (value === '' ? 'none' : safe(value));

/** The choice each conflict adds to the form, after its own fields. */
export function conflictFields(values: Values, labelOf: (field: string) => string): FieldSpec[] {
  return conflictsIn(values).map((c) => ({
    name: choiceOf(c.field),
    label: `${labelOf(c.field)}?`,
    kind: 'choice',
    noDefault: true,
    options: [
      { value: CHOICE_THEIRS, label: `keep theirs (${shownText(c.theirs)})` },
      { value: CHOICE_MINE, label: `use mine (${shownText(c.yours)})` },
    ],
  }));
}

/** A conflict left without a choice keeps the form from sending. */
export function conflictIssues(values: Values): FormIssue[] {
  return conflictsIn(values)
    .filter((c) => {
      const choice = values[choiceOf(c.field)];
      return choice !== CHOICE_THEIRS && choice !== CHOICE_MINE;
    })
    .map((c) => ({ field: choiceOf(c.field), message: 'choose: keep theirs or use mine' }));
}

/**
 * The conflict as a table: each field, what the form showed (old), what the subject holds now
 * (theirs), what the form holds (yours). Columns are as wide as their longest value: no amount is cut.
 */
export function conflictLines(values: Values, labelOf: (field: string) => string): string[] {
  const conflicts = conflictsIn(values);
  if (conflicts.length === 0) return [];
  const rows = conflicts.map((c) => [
    labelOf(c.field).toLowerCase(),
    shownText(c.shown),
    shownText(c.theirs),
    shownText(c.yours),
  ]);
  const header = ['field', 'old', 'theirs', 'yours'];
  const widths = header.map((h, i) => Math.max(h.length, ...rows.map((r) => (r[i] ?? '').length)));
  const line = (cells: readonly string[]) =>
    cells
      .map((cell, i) => fit(cell, widths[i] ?? cell.length))
      .join('  ')
      .trimEnd();
  return [
    'Changed by someone else since this form opened:',
    `  ${line(header)}`,
    ...rows.map((r) => `  ${line(r)}`),
    'For each, keep theirs (your value is dropped) or use mine (sent anyway), then submit.',
  ];
}
