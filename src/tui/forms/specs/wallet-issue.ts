// The issue form of a wallet: a card with a cardholder picked or created in place. Options come
// from the wallet's detail reads (allowed card types, restrictions, BIN list, limit ranges). The
// wallet's other forms: the cardholder (wallet-holder.ts) and the transfer (wallet-transfer.ts).
import { createCardholder, issueCard } from '../../../actions/index.js';
import type { CardType } from '../../../contract/index.js';
import { validateCardLimits } from '../../../domain/index.js';
import type { AppState, FormIssue } from '../../../store/index.js';
import { plainMoney } from '../../present/money.js';
import { safe } from '../../text.js';
import { issuingFee, moneyFactLines, type MoneyFacts } from '../money-facts.js';
import { accountOf, extrasOf } from '../subjects.js';
import type { FieldOption, FieldSpec, FormSpec, Values } from '../types.js';
import { HOLDER_FIELDS, holderBody, holderIssues, holderOptions, NEW_HOLDER } from './wallet-holder.js';

function accountOptions(state: AppState): FieldOption[] {
  return [...state.entities.accounts.values()]
    .filter((a) => a.status === 'active')
    .map((a) => ({
      value: a.id,
      label: `${safe(a.name)} (${safe(a.currency)}, available ${plainMoney(a.availableBalance ?? a.balance)})`,
    }));
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
  title: (state, target) => `Issue a card in ${safe(accountOf(state, target.accountId)?.name ?? 'a wallet')}`,
  intro: (state, _target, values) => [
    'The new card appears at once as CREATING and is followed until it is active or failed.',
    ...moneyFactLines(issueFacts(state, values?.account)),
  ],
  fields: (state, _target, values) => {
    const accountId = values.account;
    const fields: FieldSpec[] = [
      { name: 'account', label: 'Wallet', kind: 'choice', noun: 'wallet', options: accountOptions(state) },
      {
        name: 'holder',
        label: 'Cardholder',
        kind: 'choice',
        noun: 'cardholder',
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
        noun: 'card type',
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
    if (!accountId) issues.push({ field: 'account', message: 'choose a wallet' });
    if (!values.holder) issues.push({ field: 'holder', message: 'choose a cardholder or create one' });
    if (values.holder === NEW_HOLDER) issues.push(...holderIssues(values));
    const types = cardTypes(state, accountId);
    if (!values.cardType) issues.push({ field: 'cardType', message: 'choose a card type' });
    else if (!types.includes(values.cardType as CardType))
      issues.push({
        field: 'cardType',
        message: `this wallet allows ${types.join(', ') || 'no card type'}`,
      });
    const r = extrasOf(state, accountId)?.restrictions;
    if (r?.maxCards !== undefined && r.currentCards !== undefined && r.currentCards >= r.maxCards) {
      issues.push({
        field: 'cardType',
        message: `the wallet has reached its maximum of ${r.maxCards} cards`,
      });
    }
    if ((values.name ?? '').length > 100) issues.push({ field: 'name', message: 'at most 100 characters' });
    const ranges = extrasOf(state, accountId)?.limitRanges ?? [];
    for (const issue of validateCardLimits(limitsOf(values), ranges, { maxFractionDigits: 2 }))
      issues.push({ field: `limits.${issue.field}`, message: issue.reason });
    return issues;
  },
  steps: {
    reading: "reading the wallet's limits and cards... (nothing sent yet)",
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
  review: (state, _target, values) => {
    const facts = issueFacts(state, values.account);
    const fee = facts.fee;
    // Only a fee moves money here: an issue that costs nothing is not a money move.
    if (fee.kind === 'none' || (fee.kind === 'amount' && /^[0.]*$/.test(fee.amount))) return undefined;
    const account = accountOf(state, values.account);
    const known = state.entities.cardholders.get(values.holder ?? '');
    const holder =
      values.holder === NEW_HOLDER
        ? `${values['holder.firstName'] ?? ''} ${values['holder.lastName'] ?? ''}`.trim()
        : known && `${known.firstName} ${known.lastName}`;
    return {
      verb: 'Issue a card',
      from: { name: account?.name ?? 'the wallet', available: facts.available, currency: facts.currency },
      to: {
        name: `a new ${values.cardType ?? ''} card${holder ? ` for ${holder}` : ''}`,
        currency: facts.currency,
        note: 'a new card, with no balance of its own yet',
      },
      currency: facts.currency,
      fee,
    };
  },
  done: (_state, _target, _values, value) =>
    `card ${safe((value as { name?: string }).name ?? '')} requested: CREATING, you will be told when it is active`,
  accountFor: (_target, values) => values.account,
  fieldAliases: { cardProviderBinId: 'bin', binCategoryId: 'bin', card_type_not_allowed: 'cardType' },
};
