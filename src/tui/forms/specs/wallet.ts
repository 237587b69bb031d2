// Wallet forms (organization family): create one from a provider, rename one.
import { createWallet, renameWallet } from '../../../actions/index.js';
import type { CardType } from '../../../contract/index.js';
import type { FormIssue, FormSubject } from '../../../store/index.js';
import { safe } from '../../text.js';
import { accountOf } from '../subjects.js';
import type { FormSpec } from '../types.js';

const nameIssue = (name: string | undefined): FormIssue | undefined => {
  const value = name ?? '';
  if (value.trim() === '') return { field: 'name', message: 'required' };
  return value.length > 100 ? { field: 'name', message: 'at most 100 characters' } : undefined;
};

/** The chosen provider's currencies, read when the form opened (facts `currencies:<provider>`). */
function currenciesOf(target: FormSubject, provider: string | undefined) {
  const list = target.facts?.[`currencies:${provider ?? ''}`] ?? '';
  return list
    .split(',')
    .filter(Boolean)
    .map((c) => ({ value: c, label: safe(c) }));
}

export const walletCreateForm: FormSpec = {
  id: 'wallet.create',
  title: () => 'New wallet',
  fields: (_state, target, values) => [
    { name: 'name', label: 'Name', kind: 'text' },
    { name: 'provider', label: 'Provider', kind: 'choice', options: target.choices?.provider ?? [] },
    { name: 'currency', label: 'Currency', kind: 'choice', options: currenciesOf(target, values.provider) },
    {
      name: 'cardTypes',
      label: 'Card types',
      kind: 'choice',
      options: [
        { value: 'virtual,physical', label: 'virtual and physical' },
        { value: 'virtual', label: 'virtual only' },
        { value: 'physical', label: 'physical only' },
      ],
    },
    {
      name: 'transfers',
      label: 'Transfers',
      kind: 'choice',
      options: [
        { value: 'yes', label: 'allowed' },
        { value: 'no', label: 'not allowed' },
      ],
    },
  ],
  initial: (_state, target) => {
    const provider = target.choices?.provider?.[0]?.value ?? '';
    return {
      name: '',
      provider,
      currency: currenciesOf(target, provider)[0]?.value ?? '',
      cardTypes: 'virtual,physical',
      transfers: 'yes',
    };
  },
  check: (_state, _target, values) => {
    const issues: FormIssue[] = [];
    const name = nameIssue(values.name);
    if (name) issues.push(name);
    if (!values.provider) issues.push({ field: 'provider', message: 'choose a provider' });
    if (!values.currency)
      issues.push({ field: 'currency', message: 'choose a currency the provider offers' });
    return issues;
  },
  submit: (ops, _state, _target, values, key) =>
    createWallet(
      ops,
      {
        name: values.name ?? '',
        providerId: values.provider ?? '',
        currency: values.currency ?? 'USD',
        allowedCardTypes: (values.cardTypes ?? 'virtual').split(',') as CardType[],
        isTransferAllowed: values.transfers !== 'no',
      },
      key ? { idempotencyKey: key } : {},
    ),
  done: (_state, _target, values) => `wallet ${safe(values.name)} created`,
  fieldAliases: { providerId: 'provider', allowedCardTypes: 'cardTypes', isTransferAllowed: 'transfers' },
};

export const walletRenameForm: FormSpec = {
  id: 'wallet.rename',
  title: (state, target) => `Rename ${safe(accountOf(state, target.accountId)?.name ?? 'wallet')}`,
  fields: () => [{ name: 'name', label: 'New name', kind: 'text' }],
  initial: (state, target) => ({ name: accountOf(state, target.accountId)?.name ?? '' }),
  check: (state, target, values) => {
    const issue = nameIssue(values.name);
    if (issue) return [issue];
    return values.name === accountOf(state, target.accountId)?.name
      ? [{ field: 'name', message: 'the same as now' }]
      : [];
  },
  submit: (ops, _state, target, values, key) =>
    renameWallet(ops, target.accountId ?? '', values.name ?? '', key ? { idempotencyKey: key } : {}),
  done: (_state, _target, values) => `wallet renamed to ${safe(values.name)}`,
};
