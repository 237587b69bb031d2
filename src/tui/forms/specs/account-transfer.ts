// The transfer form of an account: to one of its transfer destinations (read with the account's
// detail), with the source's balance, the fee and what it has after shown before sending.
import { checkAmount, checkMovementDescription, transfer } from '../../../actions/index.js';
import type { AppState, FormIssue } from '../../../store/index.js';
import { plainMoney } from '../../present/money.js';
import { safe } from '../../text.js';
import { transferFee, moneyFactLines, type MoneyFacts } from '../money-facts.js';
import { accountOf, extrasOf } from '../subjects.js';
import type { FieldOption, FormSpec } from '../types.js';

function destinationOptions(state: AppState, accountId: string | undefined): FieldOption[] {
  return (extrasOf(state, accountId)?.transferDestinations ?? []).map((d) => ({
    value: d.id,
    label: `${safe(d.name)} (${safe(d.currency)})`,
  }));
}

/** The source's side of a transfer: its available balance, the fee on this amount, what it has after. */
function transferFacts(
  state: AppState,
  accountId: string | undefined,
  amount: string | undefined,
): MoneyFacts {
  const a = accountOf(state, accountId);
  return {
    source: 'Source account',
    available: a?.availableBalance ?? a?.balance,
    currency: a?.currency ?? '',
    fee: transferFee(extrasOf(state, accountId)?.fees),
    flow: 'out',
    amount,
  };
}

export const transferForm: FormSpec = {
  id: 'transfer',
  title: (state, target) => `Transfer from ${safe(accountOf(state, target.accountId)?.name ?? '?')}`,
  intro: (state, target, values) => moneyFactLines(transferFacts(state, target.accountId, values?.amount)),
  fields: (state, target) => [
    {
      name: 'destination',
      label: 'To account',
      kind: 'choice',
      options: destinationOptions(state, target.accountId),
      ...(extrasOf(state, target.accountId)?.transferDestinations ? {} : { hint: 'loading destinations...' }),
    },
    { name: 'amount', label: 'Amount', kind: 'text' },
    { name: 'currency', label: 'Currency', kind: 'text' },
    { name: 'description', label: 'Description', kind: 'text', optional: true },
  ],
  initial: (state, target) => ({
    destination: destinationOptions(state, target.accountId)[0]?.value ?? '',
    amount: '',
    currency: accountOf(state, target.accountId)?.currency ?? 'USD',
    description: '',
  }),
  check: (state, target, values) => {
    const issues: FormIssue[] = [];
    const a = accountOf(state, target.accountId);
    if (!values.destination) issues.push({ field: 'destination', message: 'choose a destination account' });
    if ((values.amount ?? '') === '') issues.push({ field: 'amount', message: 'required' });
    else {
      const available = a?.availableBalance ?? a?.balance;
      const amount = checkAmount(values.amount ?? '', {
        digits: 9,
        ...(available ? { available } : {}),
        sourceLabel: 'source account',
      });
      if (!amount.ok) issues.push(amount.issue);
    }
    if (!/^[A-Z]{3}$/.test(values.currency ?? ''))
      issues.push({ field: 'currency', message: 'three capital letters, e.g. USD' });
    const description = checkMovementDescription(values.description);
    if (description) issues.push(description);
    return issues;
  },
  steps: {
    reading: "reading the source account's balance... (nothing sent yet)",
    sending: 'sending the transfer...',
    confirming: 'confirming the transfer... (its answer was lost: reading it back)',
  },
  submit: (ops, _state, target, values, key, _ctx, onStep) =>
    transfer(
      ops,
      {
        sourceAccountId: target.accountId ?? '',
        destinationAccountId: values.destination ?? '',
        amount: values.amount ?? '',
        ...(values.currency ? { currency: values.currency } : {}),
        ...(values.description ? { description: values.description } : {}),
      },
      { ...(key ? { idempotencyKey: key } : {}), onStep },
    ),
  done: (_state, _target, _values, value) => {
    const v = value as {
      amount: string;
      currency: string;
      fromTransactionId: string | null;
      toTransactionId: string | null;
      feeAmount?: string;
    };
    return `transferred ${plainMoney(v.amount)} ${safe(v.currency)}${v.feeAmount ? ` (fee ${plainMoney(v.feeAmount)})` : ''}: from ${safe(v.fromTransactionId ?? '?')} to ${safe(v.toTransactionId ?? '?')}`;
  },
  fieldAliases: { destinationAccountUuid: 'destination' },
};
