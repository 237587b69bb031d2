// How the console names a card wherever it mentions one: its name and last four digits
// ("Travel ..1234"), with its wallet where the line is about the card alone. One function, so a job
// row, a confirmation, Activity and Events call a card the same thing. Card names and wallet names
// come from the network: all sanitised.
import { last4 } from '../../domain/index.js';
import type { Entities } from '../../store/index.js';
import type { CardIndex } from '../../sync/card-index/index.js';
import { safe } from '../text.js';

/** What naming a card needs: a card from the store, a job's plan or the index all have these. */
export interface NamedCard {
  readonly id: string;
  readonly name?: string;
  readonly maskedNumber?: string;
}

/** "Travel ..1234", or the id when the card has no name. */
export function cardName(card: NamedCard): string {
  const four = card.maskedNumber ? last4(card.maskedNumber) : undefined;
  const name = safe(card.name ?? '') || safe(card.id);
  return four ? `${name} ..${four}` : name;
}

/** "Travel ..1234 (Wallet 01 USD)"; without the wallet when its name is not known. */
export function cardInWallet(card: NamedCard, walletName: string | undefined): string {
  return walletName ? `${cardName(card)} (${safe(walletName)})` : cardName(card);
}

/** Shown in place of a card's name when nothing the console holds knows the card. */
const CUT_ID = 8;

/**
 * A card named from what the console knows of it: the cards in the store (on screen) first, then
 * the card index (every card of the merchant); else the start of its id, and why there is no name.
 */
export function nameCardById(
  id: string,
  entities: Pick<Entities, 'cards' | 'accounts'>,
  index: Pick<CardIndex, 'findCards'> | undefined,
): string {
  const walletName = (walletId: string | undefined) =>
    walletId === undefined ? undefined : entities.accounts.get(walletId)?.name;
  const card = entities.cards.get(id);
  if (card) return cardInWallet(card, walletName(card.accountId) ?? card.accountName);
  // An id is looked up exactly (the index would also answer an id prefix: not the same card).
  const row = index?.findCards(id, 1).find((r) => r.id === id);
  if (row) return cardInWallet({ id, name: row.name, maskedNumber: row.masked }, walletName(row.walletId));
  const why = index ? 'not on screen or in the card index' : 'not on screen; no card index';
  return `card ${safe(id.slice(0, CUT_ID))}${id.length > CUT_ID ? '~' : ''} (${why})`;
}
