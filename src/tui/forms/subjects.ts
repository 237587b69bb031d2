// What a form or dialog acts on, read from the store: the card under the cursor (or the open card
// detail), its account, and the CardRef the actions take.
import { cardRefOf, type CardRef } from '../../actions/index.js';
import type { Account, AppState, Card } from '../../store/index.js';
import { last4 } from '../../domain/index.js';
import { cardName } from '../present/card-name.js';
import { safe } from '../text.js';

/** The card an action applies to: the open card detail, else the cards pane's cursor row. */
export function currentCardId(state: AppState): string | undefined {
  const top = state.view.details[state.view.details.length - 1];
  if (top) return top.kind === 'card' ? top.id : undefined;
  return state.view.focus === 'cards' ? state.view.selectedCardId : undefined;
}

/** The account an account action applies to: the open account detail, else the accounts cursor row. */
export function currentAccountId(state: AppState): string | undefined {
  const top = state.view.details[state.view.details.length - 1];
  if (top) return top.kind === 'account' ? top.id : undefined;
  return state.view.selectedAccountId;
}

export const cardOf = (state: AppState, id: string | undefined): Card | undefined =>
  id === undefined ? undefined : state.entities.cards.get(id);
export const accountOf = (state: AppState, id: string | undefined): Account | undefined =>
  id === undefined ? undefined : state.entities.accounts.get(id);
/** What the account's detail reads added (restrictions, BIN list, limit ranges, fees, destinations). */
export const extrasOf = (state: AppState, accountId: string | undefined) =>
  state.entities.accountExtras.get(accountId ?? '');

export function cardRef(card: Card, fallbackAccountId?: string): CardRef | undefined {
  const accountId = card.accountId ?? fallbackAccountId;
  if (!accountId) return undefined;
  return cardRefOf(card, accountId);
}

export const lastFour = (card: Card | undefined): string => (card ? (last4(card.maskedNumber) ?? '') : '');

/** "Travel ..1234" (the one `cardName`), or "card <id>" when the store does not hold the card. */
export function cardLabel(card: Card | undefined, id?: string): string {
  return card ? cardName(card) : `card ${safe(id ?? '?')}`;
}
