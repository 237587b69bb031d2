// What feeds the index besides its crawl (cards the console reads, an id looked up directly), and
// the index that is off.
import type { AppStore, Card } from '../../store/index.js';
import { read, READS } from '../../reads/index.js';
import type { Fetcher } from '../fetcher.js';
import { createForegroundGate } from './gate.js';
import type { CardIndex, CardIndexStatus } from './types.js';
import { rowFromCard, type IndexRow } from './rows.js';
import type { IndexStore } from './store.js';

/** The index when there is none (flag, SQLite missing, file unusable): every query answers empty. */
export function offIndex(reason: string): CardIndex {
  const status: CardIndexStatus = { state: 'off', listed: 0, expected: 0, reason };
  return {
    status: () => status,
    count: () => 0,
    subscribe: () => () => undefined,
    gate: createForegroundGate(),
    start: () => undefined,
    runPass: async () => undefined,
    watchOnce: async () => undefined,
    observe: () => undefined,
    findCards: () => [],
    search: () => ({ rows: [], more: false }),
    walletMatches: () => ({ ids: [], matched: 0, total: 0 }),
    everyWallet: () => ({ rows: [], matched: 0, total: 0 }),
    walletComplete: () => false,
    position: () => 0,
    lookupById: async () => undefined,
    close: () => undefined,
  };
}

/** Cards the app store gained or changed (any read, event or action result), as they arrive. */
export function watchStore(appStore: AppStore, onCards: (cards: Card[]) => void): () => void {
  let previous = appStore.getState().entities.cards;
  return appStore.subscribe((state) => {
    const current = state.entities.cards;
    if (current === previous) return;
    const changed: Card[] = [];
    for (const [id, card] of current) {
      // Cards the index itself put on screen carry their row: nothing new to learn from them.
      if (previous.get(id) !== card && !isFromIndex(card)) changed.push(card);
    }
    previous = current;
    if (changed.length > 0) onCards(changed);
  });
}

export const isSqliteError = (error: unknown): boolean =>
  error instanceof Error && (error.name === 'SqliteError' || /SQLITE_|database/i.test(error.message));

const isFromIndex = (card: Card): boolean =>
  typeof card.raw === 'object' && card.raw !== null && 'indexed' in card.raw;

export async function lookupById(
  store: IndexStore,
  id: string,
  accountIds: readonly string[],
  fetcher: Fetcher,
  now: () => number,
): Promise<IndexRow | undefined> {
  const known = store.get(id);
  if (known) return known;
  for (const accountId of accountIds) {
    try {
      const card = await read(fetcher, READS.card, { id, accountId });
      const row = rowFromCard({ ...card, accountId: card.accountId ?? accountId });
      if (row) store.put([row], now());
      return row;
    } catch {
      // Not in this account: try the next.
    }
  }
  return undefined;
}
