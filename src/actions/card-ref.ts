// A card as the actions take it (`CardRef`): the one place a card (from the store, a read or a list
// item) becomes one, so every caller carries the same fields.
import type { CardRef } from './types.js';

/** What a card carries that a `CardRef` keeps; its wallet is given, as some sources do not name it. */
type CardFields = Omit<CardRef, 'accountId'>;

export function cardRefOf(card: CardFields, accountId: string): CardRef {
  return {
    id: card.id,
    accountId,
    status: card.status,
    name: card.name,
    maskedNumber: card.maskedNumber,
    availableBalance: card.availableBalance,
    currency: card.currency,
  };
}
