// "Mark all matching" filters the wallet's pages with the find matcher the `/` filter and the global
// find use: words of the holder and the card name from their start, last4, terms combined.
import { describe, expect, it } from 'vitest';
import type { ApiClient } from '../../src/api/index.js';
import type { CardListItem } from '../../src/contract/index.js';
import { markAllMatching } from '../../src/actions/index.js';
import { cardListItem } from '../store/fixtures.js';

/** A client whose card list is these items, in pages as `paginate` yields them. */
function listing(items: CardListItem[]): ApiClient {
  return {
    paginate: async function* () {
      yield* items;
    },
  } as unknown as ApiClient;
}

const items = [
  cardListItem(1, { holder: 'Barbara Lamarr', maskedNumber: '4242 **** **** 2462', name: 'Meals 1' }),
  cardListItem(2, { holder: 'Barbara Liskov', maskedNumber: '4242 **** **** 2463', name: 'Meals 12' }),
  cardListItem(3, { holder: 'Hedy Lamarr', maskedNumber: '4242 **** **** 2462', name: 'Travel' }),
];
const marked = async (find: string) =>
  (await markAllMatching(listing(items), 'wallet', { find })).refs.map((r) => r.name).sort();

describe('markAllMatching with find text', () => {
  it('uses the find matcher: every term, words from their start, four digits as the last four', async () => {
    expect(await marked('Barbara 2462')).toEqual(['Meals 1']);
    expect(await marked('lamarr')).toEqual(['Meals 1', 'Travel']);
    expect(await marked('2462')).toEqual(['Meals 1', 'Travel']);
    expect(await marked('meals 1')).toEqual(['Meals 1', 'Meals 12']);
    expect(await marked('amarr')).toEqual([]);
    expect(await marked('')).toEqual(['Meals 1', 'Meals 12', 'Travel']);
  });
});
