// The lines of an open form, a confirmation and the reveal box, as pure data (tested without Ink).
import type { AppState, ConfirmState, FormState } from '../../store/index.js';
import { queryKey } from '../forms/edit.js';
import type { Revealed } from '../forms/secret-box.js';
import type { FormSpec } from '../forms/types.js';
import { displayWidth, fit, safe, truncate, truncateStart } from '../text.js';
import type { Theme } from '../theme.js';

export interface DrawnLine {
  readonly text: string;
  readonly color?: string;
  readonly bold?: boolean;
  readonly inverse?: boolean;
}

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
    const label = option ? safe(option.label) : field?.options?.length ? '(choose)' : '(none available)';
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

export function formLines(
  spec: FormSpec,
  state: AppState,
  form: FormState,
  theme: Theme,
  width: number,
): DrawnLine[] {
  const fields = spec.fields(state, form.target, form.values);
  const focus = Math.min(form.focus, fields.length - 1);
  const labelWidth = Math.min(20, Math.max(...fields.map((f) => f.label.length), 8) + 1);
  const out: DrawnLine[] = [
    line(spec.title(state, form.target), width, {
      bold: true,
      ...(spec.danger ? { color: theme.warn } : { color: theme.accent }),
    }),
  ];
  for (const text of spec.intro?.(state, form.target, form.values) ?? [])
    out.push(line(`  ${text}`, width, spec.danger ? { color: theme.warn } : {}));
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
    for (const issue of form.issues.filter((i) => i.field === field.name)) {
      out.push(line(`    ! ${safe(issue.message)}`, width, theme.error ? { color: theme.error } : {}));
    }
  });
  out.push(line('', width));
  if (form.error) out.push(line(`! ${form.error}`, width, theme.error ? { color: theme.error } : {}));
  if (form.busy) out.push(line('sending...', width, theme.warn ? { color: theme.warn } : {}));
  const choice = fields[focus]?.kind === 'choice' ? '  Left/Right choose  type to find' : '';
  out.push(
    line(
      `Tab/Down next field  S-Tab/Up previous  Enter submit  Esc cancel${choice}`,
      width,
      theme.muted ? { color: theme.muted } : {},
    ),
  );
  return out;
}

export function confirmLines(confirm: ConfirmState, theme: Theme, width: number): DrawnLine[] {
  const colour = confirm.danger ? theme.warn : theme.accent;
  return [
    line(confirm.title, width, { bold: true, ...(colour ? { color: colour } : {}) }),
    line('', width),
    ...confirm.lines.map((l) => line(`  ${l}`, width)),
  ];
}

function groups(number: string): string {
  return number.replace(/(\d{4})(?=\d)/g, '$1 ');
}

/** The reveal box. The only place the full number and CVV are ever turned into text. */
export function revealLines(
  revealed: Revealed | undefined,
  now: number,
  copyOffered: boolean,
  width: number,
): DrawnLine[] {
  if (!revealed) return [line('Fetching the credentials...', width)];
  const c = revealed.credentials;
  const inner = Math.max(30, Math.min(width - 4, 44));
  const row = (label: string, value: string) => line(`| ${fit(`${fit(label, 13)}${value}`, inner)} |`, width);
  const border = line(`+${'-'.repeat(inner + 2)}+`, width);
  const seconds = Math.max(0, Math.ceil((revealed.hideAt - now) / 1000));
  return [
    border,
    row('Card number', groups(c.cardNumber)),
    row('CVV', c.cvv),
    row('Expiry', safe(c.expiredAt)),
    border,
    line(
      `Hides in ${seconds} s, or on any key.${copyOffered && revealed.clipboardUntil === undefined ? '  c: copy the number (OSC 52)' : ''}`,
      width,
    ),
    ...clipboardLines(revealed, now, width),
  ];
}

/** What happened to a copied number: on the clipboard until the box closes or 30 s pass. */
function clipboardLines(revealed: Revealed, now: number, width: number): DrawnLine[] {
  if (revealed.clipboardUntil === undefined) return [];
  if (revealed.clipboardCleared) return [line('The clipboard was cleared (30 s after the copy).', width)];
  const seconds = Math.max(0, Math.ceil((Math.min(revealed.clipboardUntil, revealed.hideAt) - now) / 1000));
  return [line(`Copied; the clipboard is cleared in ${seconds} s or when this closes.`, width)];
}
