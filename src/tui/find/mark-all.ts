// "Mark all matching" planned from the card index: the wallet's matching cards without fetching
// every page again. The bulk engine still reads each card's state before it acts on it.
import type { CardRef } from '../../actions/index.js';
import type { CardStatus } from '../../contract/index.js';
import type { CommandContext } from '../view/types.js';
import { liveIndex } from './jump.js';

/** The matching cards from the index, or undefined when it does not hold the whole wallet yet. */
export function indexedMarkAll(
  ctx: CommandContext,
  accountId: string,
  filter: { statuses: readonly CardStatus[]; find: string },
): CardRef[] | undefined {
  const index = liveIndex(ctx);
  if (!index || !index.walletComplete(accountId)) return undefined;
  const { ids } = index.walletMatches(accountId, filter.find, Number.MAX_SAFE_INTEGER, filter.statuses);
  return ids.map((row) => ({
    id: row.id,
    accountId: row.walletId,
    status: row.status as CardStatus,
    name: row.name,
    maskedNumber: row.masked,
    availableBalance: row.balance,
    currency: row.currency,
  }));
}
