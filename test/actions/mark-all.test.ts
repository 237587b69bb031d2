// Mark-all walks every page of a wallet's cards. A card can come on two pages (a newer card pushed it
// onto the next page between the two requests): it is counted and acted on once. The filter text narrows
// the pages with the find matcher the `/` filter and the global find use: words of the holder and the
// card name from their start, last4, terms combined.
import { afterEach, describe, expect, it } from 'vitest';
import type { ApiClient } from '../../src/api/index.js';
import type { CardListItem } from '../../src/contract/index.js';
import { distinctRefs, markAllMatching } from '../../src/actions/index.js';
import { refFromListItem } from '../../src/actions/mark-all.js';
import { cardListItem, harness, json, ORG, WALLET, type Harness } from '../support/api-harness.js';
import { cardListItem as typedCard } from '../support/contract-objects.js';

let h: Harness | undefined;
afterEach(async () => {
  await h?.agent.close();
  h = undefined;
});

const CARDS = `/api/v2/organizations/${ORG}/wallets/${WALLET}/instruments`;
const page = (cards: ReturnType<typeof cardListItem>[], currentPage: number) => ({
  data: cards,
  pagination: { quantity: 2, totalQuantity: 4, currentPage, pages: 2 },
});

describe('mark all over pages that overlap', () => {
  it('the same card on two pages: 3 distinct cards are 3 refs, counted 3', async () => {
    const t = (h = harness());
    t.pool
      .intercept({ path: CARDS, method: 'GET', query: { page: '1', quantity: '2' } })
      .reply(200, page([cardListItem(1), cardListItem(2)], 1), json);
    t.pool
      .intercept({ path: CARDS, method: 'GET', query: { page: '2', quantity: '2' } })
      .reply(200, page([cardListItem(2), cardListItem(3)], 2), json);
    const progress: number[] = [];
    const marked = await markAllMatching(
      t.client,
      WALLET,
      {},
      { pageSize: 2, onProgress: (n) => progress.push(n) },
    );
    expect(marked.refs.map((r) => r.id)).toEqual(['card-1', 'card-2', 'card-3']);
    expect(marked.count).toBe(3);
    expect(Math.max(...progress)).toBe(3);
  });

  it('distinctRefs keeps each card once, in the order first seen (the marks of any source)', () => {
    const [a, b, c] = [1, 2, 3].map((n) => refFromListItem(typedCard(n), WALLET));
    expect(distinctRefs([a!, b!, a!, c!, b!])).toEqual([a, b, c]);
  });
});

/** A client whose card list is these items, on one page. */
function listing(items: CardListItem[]): ApiClient {
  const n = items.length;
  return {
    call: async () => ({
      data: items,
      pagination: { quantity: n, totalQuantity: n, currentPage: 1, pages: 1 },
    }),
  } as unknown as ApiClient;
}

const items = [
  typedCard(1, { holder: 'Barbara Lamarr', maskedNumber: '4242 **** **** 2462', name: 'Meals 1' }),
  typedCard(2, { holder: 'Barbara Liskov', maskedNumber: '4242 **** **** 2463', name: 'Meals 12' }),
  typedCard(3, { holder: 'Hedy Lamarr', maskedNumber: '4242 **** **** 2462', name: 'Travel' }),
];
const marked = async (text: string) =>
  (await markAllMatching(listing(items), 'wallet', { text })).refs.map((r) => r.name).sort();

describe('markAllMatching with filter text', () => {
  it('uses the find matcher: every term, words from their start, four digits as the last four', async () => {
    expect(await marked('Barbara 2462')).toEqual(['Meals 1']);
    expect(await marked('lamarr')).toEqual(['Meals 1', 'Travel']);
    expect(await marked('2462')).toEqual(['Meals 1', 'Travel']);
    expect(await marked('meals 1')).toEqual(['Meals 1', 'Meals 12']);
    expect(await marked('amarr')).toEqual([]);
    expect(await marked('')).toEqual(['Meals 1', 'Meals 12', 'Travel']);
  });
});

describe('mark all from the card index', () => {
  /** An index holding wallet W (when `complete`) with one active and one frozen card. */
  const index = (complete: boolean) => {
    const asked: { text: string; statuses: readonly string[] | undefined }[] = [];
    const row = (id: string, status: string) => ({
      id,
      walletId: WALLET,
      masked: '411111******1111',
      last4: '1111',
      name: `card ${id}`,
      status,
      currency: 'EUR',
      balance: '10.50',
    });
    return {
      asked,
      walletComplete: (walletId: string) => complete && walletId === WALLET,
      walletMatches: (_walletId: string, text: string, _limit?: number, statuses?: readonly string[]) => {
        asked.push({ text, statuses });
        const ids = [row('c-1', 'active'), row('c-2', 'frozen')].filter(
          (r) => !statuses?.length || statuses.includes(r.status),
        );
        return { ids, matched: ids.length, total: 2 };
      },
    };
  };
  /** A client that fails the test if it is asked for a page. */
  const noPages = { call: () => Promise.reject(new Error('a page was read')) } as unknown as ApiClient;

  it('answers from the index when it holds the whole wallet: no page read, the same filter asked', async () => {
    const idx = index(true);
    let fetching = 0;
    const marked = await markAllMatching(
      noPages,
      WALLET,
      { statuses: ['active'], text: 'card' },
      { index: idx, onFetching: () => (fetching += 1) },
    );
    expect(marked.from).toBe('index');
    expect(marked.refs).toEqual([
      {
        id: 'c-1',
        accountId: WALLET,
        status: 'active',
        name: 'card c-1',
        maskedNumber: '411111******1111',
        availableBalance: '10.50',
        currency: 'EUR',
      },
    ]);
    expect(marked.count).toBe(1);
    expect(idx.asked).toEqual([{ text: 'card', statuses: ['active'] }]);
    expect(fetching).toBe(0);
  });

  it('reads the pages when the index does not hold the wallet yet, or a creation date bounds the filter', async () => {
    for (const [idx, filter] of [
      [index(false), {}],
      [index(true), { createdAtFrom: '2026-01-01' }],
    ] as const) {
      let fetching = 0;
      const marked = await markAllMatching(listing([typedCard(7)]), WALLET, filter, {
        index: idx,
        onFetching: () => (fetching += 1),
      });
      expect(fetching).toBe(1);
      expect(marked.from).toBe('service');
      expect(marked.refs.map((r) => r.id)).toEqual([typedCard(7).cardId]);
      expect(idx.asked).toEqual([]);
    }
  });
});
