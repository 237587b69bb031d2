// The lines of an open form, as pure data (tested without Ink).
import type { ChangeStep } from '../../domain/index.js';
import type { AppState, FormState } from '../../store/index.js';
import { displayWidth, fit, safe, truncate, truncateStart } from '../text.js';
import type { Theme } from '../theme.js';
import type { DrawnLine } from '../view/lines.js';
import { cursorRow } from '../view/span.js';
import { queryKey, validValues } from './edit.js';
import { wrapWords } from '../present/wrap.js';
import type { FormSpec } from './types.js';

const line = (text: string, width: number, extra: Omit<DrawnLine, 'text'> = {}): DrawnLine => ({
  text: truncate(text, width),
  ...extra,
});

function shownValue(
  spec: FormSpec,
  state: AppState,
  form: FormState,
  name: string,
  kind: 'text' | 'choice',
  masked: boolean | undefined,
): string {
  const value = form.values[name] ?? '';
  if (kind === 'choice') {
    const field = spec.fields(state, form.target, form.values).find((f) => f.name === name);
    const option = field?.options?.find((o) => o.value === value);
    const query = form.values[queryKey(name)] ?? '';
    const label = option
      ? safe(option.label)
      : query.trim() !== ''
        ? '(no match)'
        : field?.options?.length
          ? '(choose)'
          : '(none available)';
    return `< ${label} >${query ? `  find: ${safe(query)}` : ''}`;
  }
  return masked ? '*'.repeat(Array.from(value).length) : safe(value);
}

/**
 * The value, cursor and hint in `room` columns. A value being typed that no longer fits scrolls:
 * its end and the cursor stay in view behind a leading ellipsis, and the hint gives way. Only the
 * drawing is cut; the typed text is kept whole.
 */
function fieldText(value: string, cursor: string, hint: string, room: number): string {
  if (cursor === '' || displayWidth(value) + cursor.length <= room) return value + cursor + hint;
  return truncateStart(value, room - cursor.length) + cursor;
}

/**
 * The form as lines: the title, the intro and a line per field (with its issues) scroll; the foot
 * (the error not about one field, "sending...") stays in view under them. Its keys are the footer's,
 * generated from the form view's commands.
 */
export function formLines(
  spec: FormSpec,
  state: AppState,
  form: FormState,
  theme: Theme,
  width: number,
): { lines: DrawnLine[]; foot: DrawnLine[] } {
  const fields = spec.fields(state, form.target, form.values);
  const focus = cursorRow(form.focus, fields.length);
  const labelWidth = Math.min(20, Math.max(...fields.map((f) => f.label.length), 8) + 1);
  const out: DrawnLine[] = [
    line(spec.title(state, form.target), width, {
      bold: true,
      ...(spec.danger ? { color: theme.warn } : { color: theme.accent }),
    }),
  ];
  // Intro lines carry amounts (available, fee, after): they wrap rather than lose their end. They are
  // computed only from values the form accepts (a refused amount previews nothing).
  for (const text of spec.intro?.(state, form.target, validValues(spec, state, form)) ?? [])
    for (const part of wrapWords(text, width - 2, '', 'split'))
      out.push(line(`  ${part}`, width, spec.danger ? { color: theme.warn } : {}));
  out.push(line('', width));
  fields.forEach((field, index) => {
    const focused = index === focus;
    const value = shownValue(spec, state, form, field.name, field.kind, field.masked);
    const cursor = focused && field.kind === 'text' && !form.busy ? '_' : '';
    const hint = field.hint ? `   (${field.hint})` : field.optional ? '   (optional)' : '';
    const prefix = `${focused ? '>' : ' '} ${fit(field.label, labelWidth)}: `;
    out.push(
      line(
        prefix + fieldText(value, cursor, hint, width - displayWidth(prefix)),
        width,
        focused ? { bold: true } : {},
      ),
    );
    // A refusal is said whole: it names the field and the rule, which a cut would lose.
    for (const issue of form.issues.filter((i) => i.field === field.name))
      for (const part of wrapWords(`    ! ${safe(issue.message)}`, width, '  ', 'split'))
        out.push(line(part, width, theme.error ? { color: theme.error } : {}));
  });
  out.push(line('', width));
  const foot: DrawnLine[] = [];
  if (form.error)
    for (const part of wrapWords(`! ${form.error}`, width, '  ', 'split'))
      foot.push(line(part, width, theme.error ? { color: theme.error } : {}));
  if (form.busy) foot.push(line(busyText(spec, form), width, theme.warn ? { color: theme.warn } : {}));
  return { lines: out, foot };
}

const STEP_WORDS: Readonly<Record<ChangeStep, string>> = {
  reading: 'reading... (nothing sent yet)',
  sending: 'sending...',
  confirming: 'confirming... (the answer was lost: reading it back)',
};

/** What a busy form waits on: the step its change reported, in the form's words; before any, "sending...". */
export function busyText(spec: FormSpec, form: FormState): string {
  if (!form.step) return 'sending...';
  return spec.steps?.[form.step] ?? STEP_WORDS[form.step];
}
