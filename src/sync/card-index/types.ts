// The card index as the rest of the console sees it.
import type { EveryWalletPage, EveryWalletQuery, SearchResult, WalletMatches } from './find.js';
import type { positionInWallet } from './find.js';
import type { ForegroundGate } from './gate.js';
import type { Card } from '../../store/index.js';
import type { IndexRow } from './rows.js';

export interface CardIndexStatus {
  /** `off`: no index (flag, or SQLite unavailable: see `reason`). */
  readonly state: 'off' | 'crawling' | 'ready';
  /** Cards listed in the current pass, of the cards the wallets say they hold. */
  readonly listed: number;
  readonly expected: number;
  /** Cardholders gone through (account family), of how many. */
  readonly holders?: { readonly done: number; readonly total: number };
  /** When the last full pass ended (the index's age). */
  readonly builtAt?: number;
  readonly error?: string;
  readonly reason?: string;
}

export interface CardIndex {
  status(): CardIndexStatus;
  subscribe(listener: () => void): () => void;
  /** Cards the whole index holds now. */
  count(): number;
  /** Wrap the screen's fetcher with it: the crawl waits while the screen's reads are in flight. */
  readonly gate: ForegroundGate;
  start(signal: AbortSignal): void;
  /** One full pass (list wallets, their cards, cardholders' cards); resumes an interrupted one. */
  runPass(signal: AbortSignal): Promise<void>;
  /** The watch step: cards created since the newest indexed. */
  watchOnce(signal: AbortSignal): Promise<void>;
  /** Put cards the console read into the index. */
  observe(cards: Iterable<Card>): void;
  findCards(text: string, limit?: number): IndexRow[];
  search(text: string, limit?: number): SearchResult;
  walletMatches(walletId: string, text: string, limit?: number, statuses?: readonly string[]): WalletMatches;
  /** A page of every wallet's cards by creation (`:wallet *`), counted. */
  everyWallet(query: EveryWalletQuery): EveryWalletPage;
  /** Whether the index holds the whole wallet (it was listed to its end at least once). */
  walletComplete(walletId: string): boolean;
  position(row: IndexRow, sort: Parameters<typeof positionInWallet>[2]): number;
  /** Reads an id the index does not hold from each account, indexes and returns it. */
  lookupById(id: string, accountIds: readonly string[]): Promise<IndexRow | undefined>;
  close(): void;
}
