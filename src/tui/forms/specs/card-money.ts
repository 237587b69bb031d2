// Forms that move money between a card and its wallet: fund and defund (top-up and withdraw in the
// account family). They show the wallet's side (available, fee, after) and the card's state as the
// store holds it now, marking what changed since the form opened; a state that refuses the
// movement is said, and the form does not send.
import { checkAmount, checkMovementDescription, defundCard, fundCard } from '../../../actions/index.js';
import type { AppState, FormIssue, FormSubject } from '../../../store/index.js';
import { plainMoney } from '../../present/money.js';
import { safe } from '../../text.js';
import { factThen } from '../facts.js';
import { moneyFactLines, movementFee, type MoneyFacts } from '../money-facts.js';
import { accountOf, cardLabel, cardRef } from '../subjects.js';
import type { FormSpec, Values } from '../types.js';
import {
  card,
  cardFacts,
  cardStateLines,
  missingCard,
  movementDescriptionField,
  sendOptions,
  stateRefusal,
} from './card-common.js';

const digitsOf = (state: AppState) => state.session.digits ?? 2;

function source(state: AppState, target: FormSubject, direction: 'fund' | 'defund') {
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
  target: FormSubject,
  direction: 'fund' | 'defund',
  values?: Values,
): MoneyFacts {
  const c = card(state, target);
  const accountId = c?.accountId ?? target.accountId;
  const account = accountOf(state, accountId);
  const was = factThen(values, 'wallet', account?.availableBalance);
  return {
    source: 'Wallet',
    available: account?.availableBalance ?? account?.balance,
    ...(was !== undefined ? { was } : {}),
    currency: account?.currency ?? c?.currency ?? '',
    fee: movementFee(state.entities.accountExtras.get(accountId ?? '')?.fees, direction),
    flow: direction === 'fund' ? 'out' : 'in',
    amount: values?.amount,
  };
}

/** The facts a fund or defund shows that others may change while it is open. */
function moneyFacts(state: AppState, target: FormSubject) {
  const c = card(state, target);
  return {
    wallet: accountOf(state, c?.accountId ?? target.accountId)?.availableBalance,
    ...cardFacts(state, target),
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
      ...cardStateLines(state, target, direction, values),
      ...moneyFactLines(walletFacts(state, target, direction, values)),
    ],
    facts: moneyFacts,
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
        movementDescriptionField,
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
          ...(s.available !== undefined ? { available: s.available } : {}),
          ...(s.currency !== undefined ? { currency: s.currency } : {}),
          sourceLabel: s.label,
        });
        if (!amount.ok) issues.push(amount.issue);
      }
      const description = checkMovementDescription(values.description);
      if (description) issues.push(description);
      const refusal = stateRefusal(state, target, direction);
      if (refusal) issues.push({ field: 'card', message: refusal });
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
    review: (state, target, values) => {
      const c = card(state, target);
      const accountId = c?.accountId ?? target.accountId;
      const account = accountOf(state, accountId);
      const currency = account?.currency ?? c?.currency ?? '';
      const wallet = {
        name: account?.name ?? 'the wallet',
        available: account?.availableBalance ?? account?.balance,
        currency,
      };
      const cardSide = {
        name: cardLabel(c, target.cardId),
        available: c?.availableBalance,
        currency: c?.currency ?? currency,
      };
      return {
        verb,
        from: direction === 'fund' ? wallet : cardSide,
        to: direction === 'fund' ? cardSide : wallet,
        amount: values.amount,
        currency,
        fee: movementFee(state.entities.accountExtras.get(accountId ?? '')?.fees, direction),
        description: values.description,
        cardId: target.cardId,
      };
    },
    done: (state, target, values) =>
      `${direction === 'fund' ? 'funded' : 'defunded'} ${cardLabel(card(state, target), target.cardId)}: ` +
      `${plainMoney(values.amount)} ${safe(card(state, target)?.currency ?? '')}`,
  };
}

export const fundForm = moneyForm('fund');
export const defundForm = moneyForm('defund');
