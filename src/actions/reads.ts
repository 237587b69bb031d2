// Reads the actions need before or after a change: a card (either family), a source balance,
// the wallet's limit ranges. Each returns the console's normalized shapes.
import type { ApiClient } from '../api/index.js';
import type { CardCredentials, WalletLimitRange } from '../contract/index.js';
import { accountCardPath, orgCardPath, readIn, READS, type Balance, type CardKey } from '../reads/index.js';
import type { Card } from '../store/index.js';
import type { Family } from './validate.js';
import type { ActionContext } from './types.js';

export type { Balance, CardKey };

/** The card as the family the caller works in reads it (a change reads back in its own family). */
export function readCard(
  client: ApiClient,
  card: CardKey,
  family: Family,
  signal?: AbortSignal,
): Promise<Card> {
  return readIn(client, READS.card, family, card, { signal });
}

export function readAccountBalance(
  client: ApiClient,
  accountId: string,
  family: Family,
  signal?: AbortSignal,
): Promise<Balance> {
  return readIn(client, READS.balance, family, accountId, { signal });
}

export async function readLimitRanges(
  client: ApiClient,
  accountId: string,
  signal?: AbortSignal,
): Promise<readonly WalletLimitRange[]> {
  return (await readIn(client, READS.walletLimits, 'org', accountId, { signal })).limitRanges;
}

/** A card's number and code: the reveal action (an audited operator action, not a read of the table). */
export async function readCredentials(
  client: ApiClient,
  card: CardKey,
  family: Family,
  signal?: AbortSignal,
): Promise<CardCredentials> {
  if (family === 'org')
    return (await client.call('getCardCredentials', { params: orgCardPath(card) }, { signal })).data;
  return client.call('getCardSensitive', { params: accountCardPath(card) }, { signal });
}

/** Puts fresh cards into the store at once (when there is one): the screen shows the change now. */
export function putCards(ctx: ActionContext, cards: readonly Card[]): void {
  if (!ctx.store || cards.length === 0) return;
  ctx.store.getState().mutators.applyBatch({ cards, at: (ctx.now ?? Date.now)() });
}

/** Asks sync for a one-off refresh; sync never rejects, and a missing sync is fine. */
export async function refresh(
  ctx: ActionContext,
  ...targets: ({ card: string } | { account: string })[]
): Promise<void> {
  if (!ctx.sync) return;
  await Promise.all(targets.map((t) => ctx.sync?.refresh(t)));
}
