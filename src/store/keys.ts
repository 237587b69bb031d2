// Names of list slots: one per query, so each query's page keeps its own server order.
import type { CardQuery, CardholderQuery, OperationQuery } from './types.js';

export const ACCOUNTS_LIST = 'accounts';

export function cardListKey(accountId: string, query: CardQuery): string {
  const bounds = `${query.from ?? ''}|${query.to ?? ''}`;
  return `cards|${accountId}|${[...query.statuses].sort().join(',')}|${bounds}|${query.sortBy}|${query.sortType}|${query.page}`;
}

/** Every wallet's cards (`:wallet *`), one slot per filter, order and page, as the card index answered. */
export function everyWalletKey(query: CardQuery): string {
  const bounds = `${query.from ?? ''}|${query.to ?? ''}`;
  return `cards|*|${[...query.statuses].sort().join(',')}|${bounds}|${query.sortType}|${query.page}`;
}

/** The subject of an operations query: the selected card or account, or the whole organization. */
export function operationSubject(
  query: OperationQuery,
  cardId?: string,
  accountId?: string,
): string | undefined {
  if (query.kind === 'card') return query.scope === 'all' ? '*' : cardId;
  return query.scope === 'all' ? '*' : accountId;
}

export function operationListKey(query: OperationQuery, subject: string): string {
  const filters = [
    [...query.types].sort().join(','),
    [...query.statuses].sort().join(','),
    query.from ?? '',
    query.to ?? '',
  ];
  return `ops|${query.kind}|${subject}|${filters.join('|')}|${query.page}`;
}

export function cardholderListKey(query: CardholderQuery, accountId?: string): string | undefined {
  if (query.scope === 'account') return accountId ? `holders|${accountId}|${query.page}` : undefined;
  return `holders|*|${query.page}`;
}

/**
 * The cards pane's `/` over the whole wallet, answered by the card index (not a server page): one
 * slot per filter text, status filter and page, as the pane shows them.
 */
export function walletFilterKey(
  accountId: string,
  text: string,
  query: Pick<CardQuery, 'statuses' | 'page'>,
): string {
  return `cards-filter|${accountId}|${[...query.statuses].sort().join(',')}|${query.page}|${text.trim().toLowerCase()}`;
}

export function holderCardsKey(cardholderId: string): string {
  return `holder-cards|${cardholderId}`;
}

export function recentCardOpsKey(cardId: string): string {
  return `recent-ops|${cardId}`;
}
