// A merchant of many cards behind a FakeFetcher that pages like the sandbox (page/quantity,
// createdAtFrom, oldest first), so crawl tests can count, interrupt and fail requests.
import { mkdtempSync, rmSync } from 'node:fs';
import { afterEveryFile } from './after-every-file.js';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { CardListItem } from '../../src/contract/index.js';
import { createAppStore, type AppStore } from '../../src/store/index.js';
import { createCardIndex, type CardIndex, type CardIndexOptions } from '../../src/sync/card-index/index.js';
import { apiError, FakeFetcher, type Handlers } from './fake-fetcher.js';

export interface FakeCard extends CardListItem {
  readonly walletId: string;
  readonly createdAt: string;
  readonly ownerId: string;
}

export const walletIds = (n: number) => Array.from({ length: n }, (_, i) => `wallet-${i + 1}`);

/** Card i: last4 is i padded to 4 digits, so every last4 names one card (below 10,000). */
export function makeCards(count: number, wallets: number): FakeCard[] {
  const ids = walletIds(wallets);
  return Array.from({ length: count }, (_, i) => ({
    cardId: `card-${String(i).padStart(6, '0')}`,
    walletId: ids[i % wallets]!,
    name: `Card ${i}`,
    currency: 'USD',
    availableBalance: `${i}.05`,
    holder: `Holder ${i % 7}`,
    cardType: 'virtual',
    maskedNumber: `4111 **** **** ${String(i).padStart(4, '0')}`,
    paymentSystem: 'visa',
    expiredAt: '01.2030',
    cardStatus: i % 5 === 0 ? 'frozen' : 'active',
    createdAt: new Date(Date.UTC(2026, 0, 1) + i * 1000).toISOString(),
    ownerId: `owner-${i % 7}`,
  }));
}

export function orgHandlers(cards: FakeCard[], wallets: number): Handlers {
  return {
    listWallets: () => ({
      data: walletIds(wallets).map((id) => ({
        id,
        name: id,
        balance: '0.00',
        currency: 'USD',
        status: 'active',
        cards: cards.filter((c) => c.walletId === id).length,
        allowedCardTypes: ['virtual'],
        isTransferAllowed: true,
        createdAt: '2026-01-01T00:00:00.000Z',
        updatedAt: '2026-01-01T00:00:00.000Z',
      })),
      pagination: { quantity: 500, totalQuantity: wallets, currentPage: 1, pages: 1 },
    }),
    listCards: (input) => {
      const q = input.query ?? {};
      const quantity = Number(q.quantity ?? 25);
      const page = Number(q.page ?? 1);
      const from = q.createdAtFrom;
      const mine = cards.filter(
        (c) => c.walletId === input.params.wallet_id && (from === undefined || c.createdAt >= from),
      );
      const data = mine
        .slice((page - 1) * quantity, page * quantity)
        .map(({ walletId: _w, ownerId: _o, ...item }) => item);
      return {
        data,
        pagination: {
          quantity,
          totalQuantity: mine.length,
          currentPage: page,
          pages: Math.max(1, Math.ceil(mine.length / quantity)),
        },
      };
    },
  } as Handlers;
}

export interface IndexHarness {
  readonly fetcher: FakeFetcher;
  readonly appStore: AppStore;
  readonly index: CardIndex;
  readonly dir: string;
  readonly sleeps: number[];
}

const made: string[] = [];
// Every test file that uses these helpers removes the directories it made (test data only).
afterEveryFile(() => {
  for (const dir of made.splice(0)) rmSync(dir, { recursive: true, force: true });
});

export function tempDir(): string {
  const dir = mkdtempSync(join(tmpdir(), 'card-index-'));
  made.push(dir);
  return dir;
}

export function openIndex(
  fetcher: FakeFetcher,
  overrides: Partial<CardIndexOptions> & { appStore?: AppStore } = {},
): IndexHarness {
  const appStore = overrides.appStore ?? createAppStore();
  const dir = overrides.dir ?? tempDir();
  const sleeps: number[] = [];
  const index = createCardIndex({
    fetcher,
    store: appStore,
    baseUrl: 'http://api.test',
    merchant: 'org-1',
    dir,
    pageSize: 100,
    share: 1,
    sleep: async (ms) => void sleeps.push(ms),
    random: () => 0.5,
    ...overrides,
  });
  return { fetcher, appStore, index, dir, sleeps };
}

/**
 * A merchant whose console closes during its `at`-th card list call (answered when `answered`):
 * the abort fires then, and every later list call fails, as requests cut short by the exit would.
 */
export function closingMerchant(
  handlers: Handlers,
  at: number,
  answered: boolean,
): { fetcher: FakeFetcher; abort: AbortController } {
  const fetcher = new FakeFetcher({ ...handlers });
  const abort = new AbortController();
  let served = 0;
  fetcher.handlers.listCards = (input, signal) => {
    served += 1;
    if (served === at) abort.abort(new Error('console closed'));
    if (served > at || (served === at && !answered)) throw apiError('aborted');
    return handlers.listCards!(input, signal);
  };
  return { fetcher, abort };
}
