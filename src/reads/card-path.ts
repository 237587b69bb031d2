// A card's address in each family's paths: the one place that spells it, for reads and changes.
export interface CardKey {
  readonly id: string;
  readonly accountId: string;
}

export const orgCardPath = (card: CardKey) => ({ wallet_id: card.accountId, instrument_id: card.id });

export const accountCardPath = (card: CardKey) => ({ account_uuid: card.accountId, card_uuid: card.id });
