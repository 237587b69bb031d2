// Forms on an account: issue a card (with a cardholder picked or created in place), create a
// cardholder, and transfer to another account. Options come from the account's detail reads
// (allowed card types, restrictions, BIN list, limit ranges, transfer destinations).
import {
  checkAmount,
  checkMovementDescription,
  createCardholder,
  issueCard,
  transfer,
} from '../../../actions/index.js';
import { CreateCardholderBody, type CardType } from '../../../contract/index.js';
import { validateCardLimits } from '../../../domain/index.js';
import type { AppState, FormIssue } from '../../../store/index.js';
import { plainMoney } from '../../present/money.js';
import { safe } from '../../text.js';
import { issuingFee, moneyFactLines, transferFee, type MoneyFacts } from '../money-facts.js';
import { accountOf } from '../subjects.js';
import type { FieldOption, FieldSpec, FormResult, FormSpec, Values } from '../types.js';

const NEW_HOLDER = '+new';
const HOLDER_FIELDS = [
  ['cardOwnerId', 'Cardholder id'],
  ['firstName', 'First name'],
  ['lastName', 'Last name'],
  ['email', 'Email'],
  ['phone', 'Phone'],
] as const;

const extrasOf = (state: AppState, accountId: string | undefined) =>
  state.entities.accountExtras.get(accountId ?? '');

function accountOptions(state: AppState): FieldOption[] {
  return [...state.entities.accounts.values()]
    .filter((a) => a.status === 'active')
    .map((a) => ({
      value: a.id,
      label: `${safe(a.name)} (${safe(a.currency)}, available ${plainMoney(a.availableBalance ?? a.balance)})`,
    }));
}

function holderOptions(state: AppState): FieldOption[] {
  const holders = [...state.entities.cardholders.values()]
    .map((h) => ({
      value: h.id,
      label: `${safe(h.firstName)} ${safe(h.lastName)} <${safe(h.email)}> ${safe(h.id)}`,
    }))
    .sort((a, b) => a.label.localeCompare(b.label));
  return [...holders, { value: NEW_HOLDER, label: '+ new cardholder (fill in below)' }];
}

function cardTypes(state: AppState, accountId: string | undefined): CardType[] {
  const account = accountOf(state, accountId);
  const restricted = extrasOf(state, accountId)?.restrictions?.allowedCardTypes;
  const allowed = (account?.allowedCardTypes ?? ['virtual', 'physical']) as CardType[];
  return restricted ? allowed.filter((t) => restricted.includes(t)) : allowed;
}

function binOptions(state: AppState, accountId: string | undefined): FieldOption[] {
  const bins = extrasOf(state, accountId)?.binList ?? [];
  const byBin = bins.map((b) => ({
    value: `bin:${b.cardProviderBinId}`,
    label: `BIN ${safe(b.bin)} ${safe(b.cardNetwork)}${b.cardTokenizations?.length ? ` ${b.cardTokenizations.map(safe).join('/')}` : ''}`,
  }));
  const categories = [...new Set(bins.flatMap((b) => b.categoryIds))].map((c) => ({
    value: `category:${c}`,
    label: `BIN category ${safe(c)}`,
  }));
  return [...byBin, ...categories];
}

function cardCount(state: AppState, accountId: string | undefined): string | undefined {
  const r = extrasOf(state, accountId)?.restrictions;
  if (r?.maxCards === undefined) return undefined;
  return `${r.currentCards ?? '?'} of at most ${r.maxCards} cards`;
}

function rangeHint(state: AppState, accountId: string | undefined, type: string): string {
  const range = extrasOf(state, accountId)?.limitRanges?.find((r) => r.type === type);
  return range ? `optional, ${safe(range.amountMin)} to ${safe(range.amountMax)}` : 'optional';
}

const holderBody = (values: Values) =>
  Object.fromEntries(HOLDER_FIELDS.map(([name]) => [name, values[`holder.${name}`] ?? '']));

function holderIssues(values: Values): FormIssue[] {
  const parsed = CreateCardholderBody.safeParse(holderBody(values));
  return parsed.success
    ? []
    : parsed.error.issues.map((i) => ({
        field: `holder.${String(i.path[0] ?? 'cardOwnerId')}`,
        message: i.message,
      }));
}

function limitsOf(values: Values): Record<string, string> {
  const limits: Record<string, string> = {};
  for (const f of ['daily_limit', 'monthly_limit'])
    if ((values[`limits.${f}`] ?? '') !== '') limits[f] = values[`limits.${f}`]!;
  return limits;
}

/** The chosen wallet's side of issuing a card: its available balance, the issuing fee, what it has after. */
function issueFacts(state: AppState, accountId: string | undefined): MoneyFacts {
  const account = accountOf(state, accountId);
  return {
    source: 'Wallet',
    available: account?.availableBalance ?? account?.balance,
    currency: account?.currency ?? '',
    fee: issuingFee(extrasOf(state, accountId)?.fees),
    flow: 'none',
  };
}

export const issueForm: FormSpec = {
  id: 'issue',
  // The cardholder choice lists the merchant's cardholders.
  reads: ['cardholders'],
  title: (state, target) =>
    `Issue a card in ${safe(accountOf(state, target.accountId)?.name ?? 'an account')}`,
  intro: (state, _target, values) => [
    'The new card appears at once as CREATING and is followed until it is active or failed.',
    ...moneyFactLines(issueFacts(state, values?.account)),
  ],
  fields: (state, _target, values) => {
    const accountId = values.account;
    const fields: FieldSpec[] = [
      { name: 'account', label: 'Account', kind: 'choice', options: accountOptions(state) },
      {
        name: 'holder',
        label: 'Cardholder',
        kind: 'choice',
        options: holderOptions(state),
        hint: 'type to find, Left/Right to browse',
        noDefault: true,
      },
    ];
    if (values.holder === NEW_HOLDER)
      for (const [name, label] of HOLDER_FIELDS)
        fields.push({ name: `holder.${name}`, label: `  ${label}`, kind: 'text' });
    const count = cardCount(state, accountId);
    fields.push(
      {
        name: 'cardType',
        label: 'Card type',
        kind: 'choice',
        options: cardTypes(state, accountId).map((t) => ({ value: t, label: t })),
        ...(count ? { hint: count } : {}),
      },
      {
        name: 'bin',
        label: 'BIN',
        kind: 'choice',
        options: binOptions(state, accountId),
        ...(extrasOf(state, accountId)?.binList ? {} : { hint: 'loading the BIN list...' }),
      },
      { name: 'name', label: 'Card name', kind: 'text', optional: true },
      {
        name: 'limits.daily_limit',
        label: 'Daily limit',
        kind: 'text',
        optional: true,
        hint: rangeHint(state, accountId, 'daily_limit'),
      },
      {
        name: 'limits.monthly_limit',
        label: 'Monthly limit',
        kind: 'text',
        optional: true,
        hint: rangeHint(state, accountId, 'monthly_limit'),
      },
    );
    return fields;
  },
  initial: (state, target) => {
    return {
      account: target.accountId ?? '',
      holder: '',
      cardType: cardTypes(state, target.accountId)[0] ?? '',
      bin: binOptions(state, target.accountId)[0]?.value ?? '',
    };
  },
  check: (state, _target, values) => {
    const issues: FormIssue[] = [];
    const accountId = values.account;
    if (!accountId) issues.push({ field: 'account', message: 'choose an account' });
    if (!values.holder) issues.push({ field: 'holder', message: 'choose a cardholder or create one' });
    if (values.holder === NEW_HOLDER) issues.push(...holderIssues(values));
    const types = cardTypes(state, accountId);
    if (!values.cardType) issues.push({ field: 'cardType', message: 'choose a card type' });
    else if (!types.includes(values.cardType as CardType))
      issues.push({
        field: 'cardType',
        message: `this account allows ${types.join(', ') || 'no card type'}`,
      });
    const r = extrasOf(state, accountId)?.restrictions;
    if (r?.maxCards !== undefined && r.currentCards !== undefined && r.currentCards >= r.maxCards) {
      issues.push({
        field: 'cardType',
        message: `the account has reached its maximum of ${r.maxCards} cards`,
      });
    }
    if ((values.name ?? '').length > 100) issues.push({ field: 'name', message: 'at most 100 characters' });
    const ranges = extrasOf(state, accountId)?.limitRanges ?? [];
    for (const issue of validateCardLimits(limitsOf(values), ranges, { maxFractionDigits: 2 }))
      issues.push({ field: `limits.${issue.field}`, message: issue.reason });
    return issues;
  },
  steps: {
    reading: "reading the account's limits and cards... (nothing sent yet)",
    sending: 'sending the card issue...',
    confirming: 'confirming the card issue... (its answer was lost: looking for the new card)',
  },
  submit: async (ops, _state, _target, values, key, _ctx, onStep) => {
    let cardOwnerId = values.holder ?? '';
    const accountId = values.account ?? '';
    if (cardOwnerId === NEW_HOLDER) {
      const body = holderBody(values) as {
        cardOwnerId: string;
        firstName: string;
        lastName: string;
        email: string;
        phone: string;
      };
      const holder = await createCardholder(ops, { accountId, ...body });
      // A retry after the holder was created goes on to the card.
      if (!holder.ok && holder.error.code !== 'duplicate_cardholder') {
        return {
          ok: false,
          error: {
            ...holder.error,
            fields: holder.error.fields.map((f) => ({ ...f, field: `holder.${f.field}` })),
          },
        };
      }
      cardOwnerId = body.cardOwnerId;
    }
    const bin = values.bin ?? '';
    const limits = limitsOf(values);
    return issueCard(
      ops,
      {
        accountId,
        cardOwnerId,
        cardType: values.cardType as CardType,
        ...(values.name ? { name: values.name } : {}),
        ...(bin.startsWith('bin:')
          ? { cardProviderBinId: bin.slice(4) }
          : bin.startsWith('category:')
            ? { binCategoryId: bin.slice(9) }
            : {}),
        ...(Object.keys(limits).length > 0 ? { limits } : {}),
      },
      { ...(key ? { idempotencyKey: key } : {}), onStep },
    );
  },
  done: (_state, _target, _values, value) =>
    `card ${safe((value as { name?: string }).name ?? '')} requested: CREATING, you will be told when it is active`,
  accountFor: (_target, values) => values.account,
  fieldAliases: { cardProviderBinId: 'bin', binCategoryId: 'bin', card_type_not_allowed: 'cardType' },
};

export const cardholderForm: FormSpec = {
  id: 'cardholder',
  title: (state, target) =>
    `New cardholder in ${safe(accountOf(state, target.accountId)?.name ?? 'an account')}`,
  fields: () =>
    HOLDER_FIELDS.map(([name, label]) => ({ name: `holder.${name}`, label, kind: 'text' as const })),
  initial: () => ({}),
  check: (_state, target, values) => [
    ...(target.accountId ? [] : [{ field: 'holder.cardOwnerId', message: 'select an account first' }]),
    ...holderIssues(values),
  ],
  submit: async (ops, _state, target, values, key): Promise<FormResult> => {
    const body = holderBody(values) as {
      cardOwnerId: string;
      firstName: string;
      lastName: string;
      email: string;
      phone: string;
    };
    const result = await createCardholder(
      ops,
      { accountId: target.accountId ?? '', ...body },
      key ? { idempotencyKey: key } : {},
    );
    return result.ok
      ? result
      : {
          ok: false,
          error: {
            ...result.error,
            fields: result.error.fields.map((f) => ({ ...f, field: `holder.${f.field}` })),
          },
        };
  },
  done: (_state, _target, values) =>
    `cardholder ${safe(values['holder.firstName'])} ${safe(values['holder.lastName'])} created`,
};

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
