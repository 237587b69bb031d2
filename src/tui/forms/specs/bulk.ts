// Forms of the bulk actions over the marked cards: fund/defund (one amount for each card), set
// limits, and the typed count that confirms a bulk terminate. Sending a fund/defund/limits form
// plans the job and opens its confirmation; a refused plan (a wallet that cannot cover the
// total, limits outside a wallet's range) comes back on the form's fields. The specs plan and
// launch; opening the confirmation or the jobs view is their `next`, done by ../next.ts.
import { checkAmount, checkMovementDescription } from '../../../actions/index.js';
import type { AppState, FormIssue, FormSubject } from '../../../store/index.js';
import type { BulkPlan } from '../../../actions/index.js';
import { launchPlan, planBulk } from '../../bulk/prepare.js';
import type { FormNext, FormSpec, Values } from '../types.js';
import { movementDescriptionField } from './card-common.js';

/** The terminate count form carries the plan it confirms in this value (not a field). */
export const PLAN_VALUE = 'planId';

const count = (target: FormSubject) => target.cardIds?.length ?? 0;
const cards = (n: number) => `${n.toLocaleString('en-US')} card${n === 1 ? '' : 's'}`;
const digitsOf = (state: AppState) => state.session.digits ?? 2;
const currenciesOf = (state: AppState, target: FormSubject): string[] => [
  ...new Set(
    (target.cardIds ?? [])
      .map((id) => state.entities.cards.get(id)?.currency)
      .filter((c): c is string => !!c),
  ),
];
const confirmPlan = (plan: unknown): FormNext => ({ kind: 'confirm-bulk', plan: plan as BulkPlan });

function moneyForm(action: 'fund' | 'defund'): FormSpec {
  const verb = action === 'fund' ? 'Bulk fund' : 'Bulk defund';
  return {
    id: `bulk.${action}`,
    title: (_state, target) => `${verb}: ${cards(count(target))} marked`,
    intro: () => [
      action === 'fund'
        ? 'Each card gets this amount from its wallet.'
        : 'This amount moves from each card back to its wallet.',
      action === 'fund'
        ? "A wallet that cannot cover its cards' total is refused before anything runs."
        : 'Cards holding less than the amount are skipped.',
      'Enter shows the summary to confirm; nothing runs before that.',
    ],
    fields: () => [{ name: 'amount', label: 'Amount each', kind: 'text' }, movementDescriptionField],
    initial: () => ({ amount: '', description: '' }),
    check: (state, target, values) => {
      const issues: FormIssue[] = [];
      if ((values.amount ?? '') === '') issues.push({ field: 'amount', message: 'required' });
      else {
        // One amount for every card: no finer than the minor unit of any of their currencies.
        const refused = [undefined, ...currenciesOf(state, target)]
          .map((currency) =>
            checkAmount(values.amount ?? '', {
              digits: digitsOf(state),
              ...(currency !== undefined ? { currency } : {}),
            }),
          )
          .find((amount) => !amount.ok);
        if (refused && !refused.ok) issues.push(refused.issue);
      }
      const description = checkMovementDescription(values.description);
      if (description) issues.push(description);
      return issues;
    },
    submit: (_ops, _state, _target, values, _key, ctx) =>
      planBulk(ctx, {
        action,
        amount: values.amount ?? '',
        ...(values.description ? { description: values.description } : {}),
      }),
    next: confirmPlan,
    done: (_state, target) => `review the ${verb.toLowerCase()} of ${cards(count(target))}: y starts it`,
  };
}

export const bulkFundForm = moneyForm('fund');
export const bulkDefundForm = moneyForm('defund');

const LIMITS = ['daily_limit', 'monthly_limit'] as const;

function limitsOf(values: Values): Record<string, string> {
  const out: Record<string, string> = {};
  for (const field of LIMITS) {
    const value = values[`limits.${field}`] ?? '';
    if (value !== '') out[field] = value;
  }
  return out;
}

export const bulkLimitsForm: FormSpec = {
  id: 'bulk.limits',
  title: (_state, target) => `Bulk set limits: ${cards(count(target))} marked`,
  intro: () => [
    'Every card gets these limits; an empty one is left as it is.',
    "Checked against each wallet's allowed ranges before anything runs.",
  ],
  fields: () => [
    { name: 'limits.daily_limit', label: 'Daily limit', kind: 'text', optional: true },
    { name: 'limits.monthly_limit', label: 'Monthly limit', kind: 'text', optional: true },
  ],
  initial: () => ({ 'limits.daily_limit': '', 'limits.monthly_limit': '' }),
  check: (_state, _target, values) => {
    const issues: FormIssue[] = [];
    for (const field of LIMITS) {
      const value = values[`limits.${field}`] ?? '';
      if (value === '') continue;
      const amount = checkAmount(value, { digits: 2 });
      if (!amount.ok) issues.push({ field: `limits.${field}`, message: amount.issue.message });
    }
    if (issues.length === 0 && Object.keys(limitsOf(values)).length === 0)
      issues.push({ field: 'limits.daily_limit', message: 'give a daily or monthly limit' });
    return issues;
  },
  submit: (_ops, _state, _target, values, _key, ctx) =>
    planBulk(ctx, { action: 'setLimits', limits: limitsOf(values) }),
  next: confirmPlan,
  done: (_state, target) => `review the limits for ${cards(count(target))}: y starts it`,
};

export const bulkTerminateForm: FormSpec = {
  id: 'bulk.terminate',
  danger: true,
  title: (_state, target) => `Terminate ${cards(count(target))}`,
  intro: (_state, target) => [
    'This cannot be undone: every one of these cards is closed for good.',
    `Type the number of cards (${count(target)}) to confirm.`,
  ],
  fields: () => [{ name: 'count', label: 'Number of cards', kind: 'text' }],
  initial: () => ({ count: '' }),
  check: (_state, target, values) => {
    const typed = values.count ?? '';
    if (typed === '') return [{ field: 'count', message: 'required' }];
    return typed.replace(/,/g, '') === String(count(target))
      ? []
      : [{ field: 'count', message: `does not match the number of cards (${count(target)})` }];
  },
  submit: (_ops, _state, _target, values, _key, ctx) =>
    Promise.resolve(launchPlan(ctx, values[PLAN_VALUE] ?? '')),
  next: () => ({ kind: 'jobs' }),
  done: (_state, target) => `terminating ${cards(count(target))}: progress in the jobs view`,
};
