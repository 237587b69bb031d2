// Reads the actions need before or after a change: a card (either family), a source balance,
// the wallet's limit ranges. Each returns the console's normalized shapes.
import type { ApiClient } from '../api/index.js';
import type { CardCredentials, WalletLimitRange } from '../contract/index.js';
import { cardFromRead } from '../store/index.js';
import type { Card } from '../store/index.js';
import type { Family } from './validate.js';
import type { ActionContext } from './types.js';

export interface CardKey {
  readonly id: string;
  readonly accountId: string;
}

// A card's address in each family's paths.
const orgCardPath = (card: CardKey) => ({ params: { wallet_id: card.accountId, instrument_id: card.id } });
const accountCardPath = (card: CardKey) => ({ params: { account_uuid: card.accountId, card_uuid: card.id } });

export async function readCard(
  client: ApiClient,
  card: CardKey,
  family: Family,
  signal?: AbortSignal,
): Promise<Card> {
  if (family === 'org')
    return cardFromRead((await client.call('getCard', orgCardPath(card), { signal })).data);
  return cardFromRead(await client.call('getAccountCard', accountCardPath(card), { signal }));
}

export interface Balance {
  readonly available: string;
  readonly currency: string;
}

export async function readAccountBalance(
  client: ApiClient,
  accountId: string,
  family: Family,
  signal?: AbortSignal,
): Promise<Balance> {
  if (family === 'org') {
    const wallet = (await client.call('getWallet', { params: { wallet_id: accountId } }, { signal })).data;
    return { available: wallet.availableBalance, currency: wallet.currency };
  }
  const balance = await client.call('getAccountBalance', { params: { account_uuid: accountId } }, { signal });
  return { available: balance.availableBalance, currency: balance.currency };
}

export async function readLimitRanges(
  client: ApiClient,
  accountId: string,
  signal?: AbortSignal,
): Promise<readonly WalletLimitRange[]> {
  const limits = await client.call('getWalletLimits', { params: { wallet_id: accountId } }, { signal });
  return limits.data.limits;
}

export async function readCredentials(
  client: ApiClient,
  card: CardKey,
  family: Family,
  signal?: AbortSignal,
): Promise<CardCredentials> {
  if (family === 'org') return (await client.call('getCardCredentials', orgCardPath(card), { signal })).data;
  return client.call('getCardSensitive', accountCardPath(card), { signal });
}

/** Puts fresh cards into the store at once (when there is one): the screen shows the change now. */
export function putCards(ctx: ActionContext, cards: readonly Card[]): void {
  if (!ctx.store || cards.length === 0) return;
  ctx.store.getState().actions.applyBatch({ cards, at: (ctx.now ?? Date.now)() });
}

/** Asks sync for a one-off refresh; sync never rejects, and a missing sync is fine. */
export async function refresh(
  ctx: ActionContext,
  ...targets: ({ card: string } | { account: string })[]
): Promise<void> {
  if (!ctx.sync) return;
  await Promise.all(targets.map((t) => ctx.sync?.refresh(t)));
}
