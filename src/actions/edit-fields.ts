// The fields a card edit shows and changes (name, daily and monthly limit) as text, and the two
// questions an edit asks of them: which fields did someone else change since the operator's form
// showed them (a conflict: nothing is sent), and what each sent field was before → after (the audit).
import { compare, parseMoneyString } from '../domain/index.js';
import type { Card } from '../store/index.js';
import type { FieldChange } from './audit.js';
import type { FieldConflict } from './types.js';
import { definedLimits } from './validate.js';

export const EDIT_FIELDS = ['name', 'daily_limit', 'monthly_limit'] as const;
export type EditField = (typeof EDIT_FIELDS)[number];

/** A card's edit fields as text; '' is a limit that is not set. */
export type EditValues = Partial<Record<EditField, string>>;

/** What to send: only the fields the operator changed; a limit left out keeps its current value. */
export type EditCardInput = {
  name?: string;
  limits?: { daily_limit?: string; monthly_limit?: string };
};

/** An edit as a form makes it: what it showed when it opened, and what the operator changed. */
export interface CardEdit {
  /** Compared with the card just before sending: a shown field that changed since is a conflict. */
  readonly shown: EditValues;
  readonly changes: EditCardInput;
}

/** The changes as they are sent: a limit left empty is not a change (it keeps its value). */
export function sendable(changes: EditCardInput): EditCardInput {
  const limits = definedLimits(changes.limits ?? {});
  return {
    ...(changes.name !== undefined ? { name: changes.name } : {}),
    ...(Object.keys(limits).length > 0 ? { limits } : {}),
  };
}

/** The card's edit fields as the card read shows them. */
export function editValuesOf(card: Card): Required<EditValues> {
  const limits = card.limits ?? {};
  const limit = (name: string): string => {
    const value = limits[name];
    return typeof value === 'string' ? value : '';
  };
  return { name: card.name, daily_limit: limit('daily_limit'), monthly_limit: limit('monthly_limit') };
}

/** What the changes set each field to; undefined where they leave it alone. */
export function changedValues(changes: EditCardInput): EditValues {
  return {
    ...(changes.name !== undefined ? { name: changes.name } : {}),
    ...(changes.limits?.daily_limit ? { daily_limit: changes.limits.daily_limit } : {}),
    ...(changes.limits?.monthly_limit ? { monthly_limit: changes.limits.monthly_limit } : {}),
  };
}

/** Same value: the same text, or for limits the same amount however it is written ("300" and "300.00"). */
export function sameValue(field: EditField, a: string, b: string): boolean {
  if (a === b || field === 'name') return a === b;
  const x = parseMoneyString(a);
  const y = parseMoneyString(b);
  return x.ok && y.ok && compare(x.value, y.value) === 0;
}

/** The shown fields the card no longer holds: someone else changed them after the form opened. */
export function findConflicts(shown: EditValues, now: Card, changes: EditCardInput): FieldConflict[] {
  const current = editValuesOf(now);
  const yours = changedValues(changes);
  const conflicts: FieldConflict[] = [];
  for (const field of EDIT_FIELDS) {
    const was = shown[field];
    if (was === undefined || sameValue(field, was, current[field])) continue;
    conflicts.push({ field, shown: was, theirs: current[field], yours: yours[field] ?? was });
  }
  return conflicts;
}

/** Each field an edit sends, before (the card as read just before sending, when it was) → after. */
export function fieldChanges(changes: EditCardInput, before?: Card): Record<string, FieldChange> {
  const was = before ? editValuesOf(before) : undefined;
  const out: Record<string, FieldChange> = {};
  for (const [field, after] of Object.entries(changedValues(changes)) as [EditField, string][]) {
    out[field] = { ...(was ? { before: was[field] || null } : {}), after };
  }
  return out;
}
