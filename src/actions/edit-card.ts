// Editing a card's name and limits. Only what the operator changed is sent. Just before sending, the
// card is read again: when a field the operator's form showed has changed since (another operator set
// a limit meanwhile), nothing is sent and the answer is a conflict naming, per field, what the form
// showed, what the card holds now and what the operator has — for them to choose. Limits are checked
// against the wallet's ranges and the card's other limit; the audit entry says each field before → after.
import type { CardUpdateAccepted } from '../contract/index.js';
import { validateCardLimits } from '../domain/index.js';
import type { Card } from '../store/index.js';
import { checkChange, editChange, runCardChange } from './card-change.js';
import { editValuesOf, findConflicts, sendable, type CardEdit, type EditCardInput } from './edit-fields.js';
import { fail, notSentError, validationError } from './errors.js';
import { readCard, readLimitRanges, refresh } from './reads.js';
import { followCard } from './track.js';
import type {
  ActionContext,
  ActionOptions,
  ActionResult,
  CardRef,
  FieldConflict,
  FieldIssue,
} from './types.js';
import { checkName, compact } from './validate.js';

const LABELS: Readonly<Record<string, string>> = {
  name: 'name',
  daily_limit: 'daily limit',
  monthly_limit: 'monthly limit',
};

function limitIssues(
  input: EditCardInput,
  ranges: Parameters<typeof validateCardLimits>[1],
  current: Card,
): FieldIssue[] {
  if (!input.limits) return [];
  const { daily_limit, monthly_limit } = editValuesOf(current);
  const currentLimits = { daily_limit: daily_limit || null, monthly_limit: monthly_limit || null };
  return validateCardLimits(input.limits, ranges, { maxFractionDigits: 2, current: currentLimits }).map(
    (issue) => ({ field: `limits.${issue.field}`, message: issue.reason, type: issue.type }),
  );
}

function basicIssues(changes: EditCardInput): FieldIssue[] {
  const issues = compact([checkName(changes.name)]);
  if (changes.name === undefined && changes.limits === undefined)
    issues.push({ field: 'name', message: 'change the name or a limit' });
  return issues;
}

/** "the card changed since the form showed it (daily limit): nothing was sent". */
export function conflictError(conflicts: readonly FieldConflict[]) {
  const fields = conflicts.map((c) => LABELS[c.field] ?? c.field).join(', ');
  return fail('conflict', `the card changed since the form showed it (${fields}): nothing was sent`, {
    conflicts,
  });
}

/**
 * Changes name and/or limits (asynchronous on the server: 202, then the card read shows it): only
 * `edit.changes` is sent, and only when no field of `edit.shown` changed since the form showed it.
 */
export async function editCard(
  ctx: ActionContext,
  card: CardRef,
  edit: CardEdit,
  opts: ActionOptions = {},
): Promise<ActionResult<CardUpdateAccepted>> {
  const checked = checkChange(ctx.client, card, 'edit');
  if (!checked.ok) return { ok: false, error: checked.error };
  const changes = sendable(edit.changes);
  const basic = basicIssues(changes);
  if (basic.length > 0) return { ok: false, error: validationError(basic) };
  let ranges: Parameters<typeof validateCardLimits>[1];
  let current: Card;
  try {
    opts.onStep?.('reading');
    [ranges, current] = await Promise.all([
      readLimitRanges(ctx.client, card.accountId, opts.signal),
      readCard(ctx.client, card, 'org', opts.signal),
    ]);
  } catch (error) {
    return { ok: false, error: notSentError(error) };
  }
  const conflicts = findConflicts(edit.shown, current, changes);
  if (conflicts.length > 0) return { ok: false, error: conflictError(conflicts) };
  const issues = limitIssues(changes, ranges, current);
  if (issues.length > 0) return { ok: false, error: validationError(issues) };
  const change = editChange(ctx.client, card, changes, current);
  const result = await runCardChange(ctx, change, opts, () => refresh(ctx, { card: card.id }));
  // The server applies an edit later (202): follow the card until it shows, when someone is watching.
  if (result.ok && ctx.store) {
    const label = card.name ?? card.id;
    void followCard(
      ctx,
      card,
      (now) => change.shows?.(now) === true,
      () => ({ level: 'info', text: `card ${label} updated` }),
      { timeoutNotice: `card ${label}: the update was accepted but does not show yet` },
    );
  }
  return result;
}
