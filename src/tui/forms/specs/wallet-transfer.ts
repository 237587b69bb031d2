// The transfer form of a wallet: to one of its transfer destinations (read with the wallet's
// detail), with the source's balance, the fee and what it has after shown before sending.
import {
  checkAmount,
  checkMovementDescription,
  transfer,
  type TransferValue,
} from '../../../actions/index.js';
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

/** A destination as the operator knows it: its name (from the destinations read, else the wallets). */
function destinationName(state: AppState, accountId: string | undefined, id: string | undefined): string {
  const listed = extrasOf(state, accountId)?.transferDestinations?.find((d) => d.id === id);
  return listed?.name ?? accountOf(state, id)?.name ?? `wallet ${id ?? '?'}`;
}

/** An operation id as a result names it: its first 8 characters. */
const shortId = (id: string): string => `${safe(id.slice(0, 8))}…`;

/** The source's side of a transfer: its available balance, the fee on this amount, what it has after. */
function transferFacts(
  state: AppState,
  accountId: string | undefined,
  amount: string | undefined,
): MoneyFacts {
  const a = accountOf(state, accountId);
  return {
    source: 'Source wallet',
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
      label: 'To wallet',
      kind: 'choice',
      noun: 'wallet',
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
    if (!values.destination) issues.push({ field: 'destination', message: 'choose a destination wallet' });
    if ((values.amount ?? '') === '') issues.push({ field: 'amount', message: 'required' });
    else {
      const available = a?.availableBalance ?? a?.balance;
      const amount = checkAmount(values.amount ?? '', {
        digits: 9,
        ...(available ? { available } : {}),
        sourceLabel: 'source wallet',
        currency: values.currency || a?.currency || 'USD',
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
    reading: "reading the source wallet's balance... (nothing sent yet)",
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
  review: (state, target, values) => {
    const source = accountOf(state, target.accountId);
    const to = accountOf(state, values.destination);
    return {
      verb: 'Transfer',
      from: {
        name: source?.name ?? 'the source wallet',
        available: source?.availableBalance ?? source?.balance,
        currency: source?.currency ?? values.currency ?? '',
      },
      to: {
        name: destinationName(state, target.accountId, values.destination),
        available: to?.availableBalance ?? to?.balance,
        currency: to?.currency ?? values.currency ?? '',
      },
      amount: values.amount,
      currency: values.currency ?? source?.currency ?? '',
      fee: transferFee(extrasOf(state, target.accountId)?.fees),
      description: values.description,
    };
  },
  done: (state, target, values, value) => {
    const v = value as TransferValue;
    const from = accountOf(state, target.accountId)?.name ?? 'the source wallet';
    const to = destinationName(state, target.accountId, values.destination);
    const ids = [v.fromTransactionId, v.toTransactionId].filter((id): id is string => !!id);
    const operations =
      ids.length === 0 ? '' : ` (operation${ids.length === 1 ? '' : 's'} ${ids.map(shortId).join(', ')})`;
    return (
      `transferred ${plainMoney(v.amount)} ${safe(v.currency)}` +
      (v.feeAmount ? ` (fee ${plainMoney(v.feeAmount)})` : '') +
      `: from ${safe(from)} to ${safe(to)}${operations}`
    );
  },
  fieldAliases: { destinationAccountUuid: 'destination' },
};
