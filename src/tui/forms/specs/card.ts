// Forms on one card: edit (name and limits) and terminate (type the last four digits to confirm);
// fund and defund are card-money.ts. Each checks with the domain rules the action itself applies.
import {
  editCard,
  EDIT_FIELDS,
  sameValue,
  terminateCard,
  type CardEdit,
  type EditField,
  type EditValues,
} from '../../../actions/index.js';
import { validateCardLimits } from '../../../domain/index.js';
import type { AppState, FormIssue, FormSubject } from '../../../store/index.js';
import { plainMoney } from '../../present/money.js';
import { safe } from '../../text.js';
import { conflictFields, conflictIssues, conflictLines, resolveChoices, withConflicts } from '../conflict.js';
import { shownOf } from '../edit.js';
import { sumMoney } from '../money-facts.js';
import { accountOf, cardLabel, cardRef, lastFour } from '../subjects.js';
import type { FormSpec, Values } from '../types.js';
import { card, cardFacts, cardStateLines, missingCard, sendOptions, stateRefusal } from './card-common.js';

export { defundForm, fundForm } from './card-money.js';

function currentLimit(state: AppState, target: FormSubject, field: string): string {
  const value = card(state, target)?.limits?.[field];
  return typeof value === 'string' ? value : '';
}

/** The card's limits were read (a list row does not carry them; the card's detail does). */
const limitsKnown = (state: AppState, target: FormSubject): boolean =>
  card(state, target)?.limits !== undefined;

function rangeHint(state: AppState, target: FormSubject, field: string): string | undefined {
  const accountId = card(state, target)?.accountId ?? target.accountId;
  const range = state.entities.accountExtras.get(accountId ?? '')?.limitRanges?.find((r) => r.type === field);
  const unknown = limitsKnown(state, target) ? '' : 'current not read; ';
  return range
    ? `${unknown}allowed ${safe(range.amountMin)} to ${safe(range.amountMax)}; empty keeps it`
    : `${unknown}empty keeps it`;
}

/** The card's name and limits as the store holds them ('' for a limit not set or not read). */
const valuesNow = (state: AppState, target: FormSubject): Values => ({
  name: card(state, target)?.name ?? '',
  'limits.daily_limit': currentLimit(state, target, 'daily_limit'),
  'limits.monthly_limit': currentLimit(state, target, 'monthly_limit'),
});

/** The edit form's field for each card field the edit shows. */
const FORM_FIELD: Readonly<Record<EditField, string>> = {
  name: 'name',
  daily_limit: 'limits.daily_limit',
  monthly_limit: 'limits.monthly_limit',
};
const LABEL: Readonly<Record<string, string>> = {
  name: 'Name',
  'limits.daily_limit': 'Daily limit',
  'limits.monthly_limit': 'Monthly limit',
};
const labelOf = (field: string): string => LABEL[field] ?? field;

/**
 * What the form showed when it opened and what the operator changed: only a field whose value differs
 * from what it showed is sent (an empty limit keeps its value; "300" is the 300.00 it showed).
 */
export function editOf(values: Values): CardEdit {
  const shown: EditValues = {};
  const limits: Record<string, string> = {};
  let name: string | undefined;
  for (const field of EDIT_FIELDS) {
    const was = shownOf(values, FORM_FIELD[field]);
    const now = values[FORM_FIELD[field]] ?? '';
    if (was !== undefined) shown[field] = was;
    const changed = was === undefined || !sameValue(field, now, was);
    if (!changed || (field !== 'name' && now === '')) continue;
    if (field === 'name') name = now;
    else limits[field] = now;
  }
  return {
    shown,
    changes: {
      ...(name !== undefined ? { name } : {}),
      ...(Object.keys(limits).length > 0 ? { limits } : {}),
    },
  };
}

function editIssues(state: AppState, target: FormSubject, values: Values): FormIssue[] {
  const issues: FormIssue[] = [];
  const name = values.name ?? '';
  if (name.trim() === '') issues.push({ field: 'name', message: 'must not be empty' });
  else if (name.length > 100) issues.push({ field: 'name', message: 'at most 100 characters' });
  const undecided = conflictIssues(values);
  if (undecided.length > 0) return [...issues, ...undecided];
  const { shown, changes } = editOf(resolveChoices(values));
  if (changes.limits) {
    const accountId = card(state, target)?.accountId ?? target.accountId;
    const ranges = state.entities.accountExtras.get(accountId ?? '')?.limitRanges ?? [];
    const current = { daily_limit: shown.daily_limit || null, monthly_limit: shown.monthly_limit || null };
    for (const issue of validateCardLimits(changes.limits, ranges, { maxFractionDigits: 2, current }))
      issues.push({ field: `limits.${issue.field}`, message: issue.reason });
  }
  if (issues.length === 0 && changes.name === undefined && changes.limits === undefined)
    issues.push({ field: 'form', message: 'nothing changed' });
  return issues;
}

export const editForm: FormSpec = {
  id: 'edit',
  title: (state, target) => `Edit ${cardLabel(card(state, target), target.cardId)}`,
  intro: (_state, _target, values) => conflictLines(values ?? {}, labelOf),
  fields: (state, target, values) => [
    { name: 'name', label: 'Name', kind: 'text' },
    {
      name: 'limits.daily_limit',
      label: 'Daily limit',
      kind: 'text',
      optional: true,
      hint: rangeHint(state, target, 'daily_limit'),
    },
    {
      name: 'limits.monthly_limit',
      label: 'Monthly limit',
      kind: 'text',
      optional: true,
      hint: rangeHint(state, target, 'monthly_limit'),
    },
    ...conflictFields(values, labelOf),
  ],
  initial: valuesNow,
  // A limit the console has not read is not shown: nobody can be said to have changed it since.
  shown: (state, target) =>
    limitsKnown(state, target) ? valuesNow(state, target) : { name: card(state, target)?.name ?? '' },
  check: editIssues,
  steps: { reading: 'reading the card... (nothing sent yet)', sending: 'sending the edit...' },
  submit: (ops, state, target, values, key, _ctx, onStep) => {
    const c = card(state, target);
    const ref = c && cardRef(c, target.accountId);
    if (!ref) return Promise.resolve(missingCard(target));
    return editCard(ops, ref, editOf(resolveChoices(values)), sendOptions(key, onStep));
  },
  afterFailure: (values, error) =>
    error.kind === 'conflict'
      ? withConflicts(
          values,
          (error.conflicts ?? []).map((c) => ({
            field: FORM_FIELD[c.field as EditField] ?? c.field,
            theirs: c.theirs,
          })),
        )
      : resolveChoices(values),
  done: (state, target) =>
    `update of ${cardLabel(card(state, target), target.cardId)} accepted; the card shows it once applied`,
};

/** Terminating returns what the card holds to its wallet: how much, exactly, and the wallet after. */
function balanceReturnLines(state: AppState, target: FormSubject): string[] {
  const c = card(state, target);
  const account = accountOf(state, c?.accountId ?? target.accountId);
  const wallet = account ? `the wallet ${safe(account.name)}` : 'its wallet';
  if (c?.availableBalance === undefined)
    return [`Its remaining balance (not read yet) returns to ${wallet}.`];
  const currency = safe(c.currency ?? account?.currency ?? '');
  const returned = `Its remaining balance returns to ${wallet}: ${plainMoney(c.availableBalance)} ${currency}.`;
  const available = account?.availableBalance ?? account?.balance;
  const after = available === undefined ? undefined : sumMoney(available, c.availableBalance);
  return after === undefined
    ? [returned]
    : [returned, `Wallet available after: ${plainMoney(after)} ${currency} (now ${plainMoney(available)}).`];
}

export const terminateForm: FormSpec = {
  id: 'terminate',
  danger: true,
  title: (state, target) => `Terminate ${cardLabel(card(state, target), target.cardId)}`,
  intro: (state, target, values) => [
    'This cannot be undone: the card is closed for good.',
    ...cardStateLines(state, target, 'terminate', values),
    `Card: ${cardLabel(card(state, target), target.cardId)}  holder ${safe(card(state, target)?.holder ?? '-')}  ` +
      `available ${plainMoney(card(state, target)?.availableBalance)} ${safe(card(state, target)?.currency ?? '')}`,
    ...balanceReturnLines(state, target),
    'Type the last four digits of the card number to confirm.',
  ],
  fields: () => [{ name: 'last4', label: 'Last four digits', kind: 'text' }],
  initial: () => ({ last4: '' }),
  facts: cardFacts,
  check: (state, target, values) => {
    const refusal = stateRefusal(state, target, 'terminate');
    if (refusal) return [{ field: 'card', message: refusal }];
    const expected = lastFour(card(state, target));
    const typed = values.last4 ?? '';
    if (typed === '') return [{ field: 'last4', message: 'required' }];
    return typed === expected
      ? []
      : [{ field: 'last4', message: 'does not match the last four digits of this card' }];
  },
  steps: {
    sending: 'sending the terminate...',
    confirming: 'confirming the terminate... (its answer was lost: reading the card)',
  },
  submit: (ops, state, target, _values, key, _ctx, onStep) => {
    const c = card(state, target);
    const ref = c && cardRef(c, target.accountId);
    if (!ref) return Promise.resolve(missingCard(target));
    return terminateCard(ops, ref, sendOptions(key, onStep));
  },
  done: (state, target) => `terminated ${cardLabel(card(state, target), target.cardId)}`,
};
