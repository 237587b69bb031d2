// Forms on one card: fund, defund, edit (name and limits) and terminate (type the last four
// digits to confirm). Each checks with the domain rules the action itself applies.
import {
  checkAmount,
  checkMovementDescription,
  MOVEMENT_DESCRIPTION_MAX,
  defundCard,
  editCard,
  fundCard,
  EDIT_FIELDS,
  sameValue,
  terminateCard,
  type ActionResult,
  type CardEdit,
  type StepReport,
  type EditField,
  type EditValues,
} from '../../../actions/index.js';
import { validateCardLimits } from '../../../domain/index.js';
import type { AppState, FormIssue, FormTarget } from '../../../store/index.js';
import { plainMoney } from '../../present/money.js';
import { safe } from '../../text.js';
import { conflictFields, conflictIssues, conflictLines, resolveChoices, withConflicts } from '../conflict.js';
import { shownOf } from '../edit.js';
import { moneyFactLines, movementFee, sumMoney, type MoneyFacts } from '../money-facts.js';
import { accountOf, cardLabel, cardOf, cardRef, lastFour } from '../subjects.js';
import type { FormSpec, Values } from '../types.js';

const card = (state: AppState, target: FormTarget) => cardOf(state, target.cardId);
const sendOptions = (key: string | undefined, onStep: StepReport | undefined) => ({
  ...(key ? { idempotencyKey: key } : {}),
  ...(onStep ? { onStep } : {}),
});
const digitsOf = (state: AppState) => state.session.digits ?? 2;

function missingCard(target: FormTarget): ActionResult<never> {
  return {
    ok: false,
    error: {
      kind: 'not_found',
      message: `card ${safe(target.cardId ?? '?')} is not loaded`,
      fields: [],
      retryable: false,
    },
  };
}

function source(state: AppState, target: FormTarget, direction: 'fund' | 'defund') {
  const c = card(state, target);
  if (direction === 'defund') return { available: c?.availableBalance, currency: c?.currency, label: 'card' };
  const account = accountOf(state, c?.accountId ?? target.accountId);
  return {
    available: account?.availableBalance ?? account?.balance,
    currency: account?.currency ?? c?.currency,
    label: 'wallet',
  };
}

/** The wallet's side of a fund or defund: its available balance, the fee, what it has after. */
function walletFacts(
  state: AppState,
  target: FormTarget,
  direction: 'fund' | 'defund',
  values?: Values,
): MoneyFacts {
  const c = card(state, target);
  const accountId = c?.accountId ?? target.accountId;
  const account = accountOf(state, accountId);
  return {
    source: 'Wallet',
    available: account?.availableBalance ?? account?.balance,
    currency: account?.currency ?? c?.currency ?? '',
    fee: movementFee(state.entities.accountExtras.get(accountId ?? '')?.fees, direction),
    flow: direction === 'fund' ? 'out' : 'in',
    amount: values?.amount,
  };
}

function moneyForm(direction: 'fund' | 'defund'): FormSpec {
  const verb = direction === 'fund' ? 'Fund' : 'Defund';
  return {
    id: direction,
    title: (state, target) => `${verb} ${cardLabel(card(state, target), target.cardId)}`,
    intro: (state, target, values) => [
      direction === 'fund'
        ? 'Moves money from the wallet to the card.'
        : 'Moves money from the card back to its wallet.',
      ...moneyFactLines(walletFacts(state, target, direction, values)),
    ],
    fields: (state, target) => {
      const s = source(state, target, direction);
      return [
        {
          name: 'amount',
          label: 'Amount',
          kind: 'text',
          hint:
            s.available === undefined
              ? undefined
              : `${s.label} available ${plainMoney(s.available)} ${safe(s.currency ?? '')}`,
        },
        {
          name: 'description',
          label: 'Description',
          kind: 'text',
          optional: true,
          hint: `optional, at most ${MOVEMENT_DESCRIPTION_MAX} characters`,
        },
      ];
    },
    initial: () => ({ amount: '', description: '' }),
    check: (state, target, values) => {
      const s = source(state, target, direction);
      const issues: FormIssue[] = [];
      if ((values.amount ?? '') === '') issues.push({ field: 'amount', message: 'required' });
      else {
        const amount = checkAmount(values.amount ?? '', {
          digits: digitsOf(state),
          ...(s.available === undefined ? {} : { available: s.available }),
          sourceLabel: s.label,
        });
        if (!amount.ok) issues.push(amount.issue);
      }
      const description = checkMovementDescription(values.description);
      if (description) issues.push(description);
      return issues;
    },
    steps: {
      reading:
        direction === 'fund'
          ? "reading the wallet's balance... (nothing sent yet)"
          : 'reading the card... (nothing sent yet)',
      sending: `sending the ${direction}...`,
      confirming: `confirming the ${direction}... (its answer was lost: reading it back)`,
    },
    submit: (ops, state, target, values, key, _ctx, onStep) => {
      const c = card(state, target);
      const ref = c && cardRef(c, target.accountId);
      if (!ref) return Promise.resolve(missingCard(target));
      const input = {
        amount: values.amount ?? '',
        ...(values.description ? { description: values.description } : {}),
      };
      const opts = sendOptions(key, onStep);
      return direction === 'fund' ? fundCard(ops, ref, input, opts) : defundCard(ops, ref, input, opts);
    },
    done: (state, target, values) =>
      `${direction === 'fund' ? 'funded' : 'defunded'} ${cardLabel(card(state, target), target.cardId)}: ${plainMoney(values.amount)} ${safe(card(state, target)?.currency ?? '')}`,
  };
}

export const fundForm = moneyForm('fund');
export const defundForm = moneyForm('defund');

function currentLimit(state: AppState, target: FormTarget, field: string): string {
  const value = card(state, target)?.limits?.[field];
  return typeof value === 'string' ? value : '';
}

/** The card's limits were read (a list row does not carry them; the card's detail does). */
const limitsKnown = (state: AppState, target: FormTarget): boolean =>
  card(state, target)?.limits !== undefined;

function rangeHint(state: AppState, target: FormTarget, field: string): string | undefined {
  const accountId = card(state, target)?.accountId ?? target.accountId;
  const range = state.entities.accountExtras.get(accountId ?? '')?.limitRanges?.find((r) => r.type === field);
  const unknown = limitsKnown(state, target) ? '' : 'current not read; ';
  return range
    ? `${unknown}allowed ${safe(range.amountMin)} to ${safe(range.amountMax)}; empty keeps it`
    : `${unknown}empty keeps it`;
}

/** The card's name and limits as the store holds them ('' for a limit not set or not read). */
const valuesNow = (state: AppState, target: FormTarget): Values => ({
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
      ...(name === undefined ? {} : { name }),
      ...(Object.keys(limits).length > 0 ? { limits } : {}),
    },
  };
}

function editIssues(state: AppState, target: FormTarget, values: Values): FormIssue[] {
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
function balanceReturnLines(state: AppState, target: FormTarget): string[] {
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
  intro: (state, target) => [
    'This cannot be undone: the card is closed for good.',
    `Card: ${cardLabel(card(state, target), target.cardId)}  holder ${safe(card(state, target)?.holder ?? '-')}  available ${plainMoney(card(state, target)?.availableBalance)} ${safe(card(state, target)?.currency ?? '')}`,
    ...balanceReturnLines(state, target),
    'Type the last four digits of the card number to confirm.',
  ],
  fields: () => [{ name: 'last4', label: 'Last four digits', kind: 'text' }],
  initial: () => ({ last4: '' }),
  check: (state, target, values) => {
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
