import { describe, expect, it } from 'vitest';
import { createAppStore, readChangesOf, type ReadChange } from '../../src/store/index.js';
import {
  cardReadChanges,
  recordReadChanges,
  READ_CHANGES_CARDS,
  READ_CHANGES_PER_CARD,
} from '../../src/store/read-changes.js';
import { card } from '../support/contract-objects.js';

const limited = (n: number, daily: string | null, monthly: string | null = '9000.00', name?: string) =>
  card(n, 1, {
    limits: { daily_limit: daily, monthly_limit: monthly },
    ...(name !== undefined ? { name } : {}),
  });

describe('cardReadChanges', () => {
  it('records each shown field a read changed, old → new, at the time the read was applied', () => {
    const changes = cardReadChanges(
      limited(1, '2500.00', '9000.00', 'Ads'),
      limited(1, '300.00', null, 'Ads EU'),
      42,
    );
    expect(changes).toEqual([
      { cardId: card(1).id, at: 42, field: 'name', old: 'Ads', new: 'Ads EU', currency: 'USD' },
      { cardId: card(1).id, at: 42, field: 'daily_limit', old: '2500.00', new: '300.00', currency: 'USD' },
      { cardId: card(1).id, at: 42, field: 'monthly_limit', old: '9000.00', new: null, currency: 'USD' },
    ]);
  });

  it('records nothing when the values are the same, however an amount is written', () => {
    expect(cardReadChanges(limited(1, '300'), limited(1, '300.000000000'), 1)).toEqual([]);
    expect(cardReadChanges(limited(1, null), limited(1, null), 1)).toEqual([]);
  });

  it('a read that does not carry a field (a list row has no limits) is not a change of it', () => {
    expect(cardReadChanges(limited(1, '2500.00'), card(1), 1)).toEqual([]);
    expect(cardReadChanges(card(1), limited(1, '2500.00'), 1)).toEqual([]);
  });
});

describe('recordReadChanges', () => {
  const change = (cardN: number, at: number): ReadChange => ({
    cardId: card(cardN).id,
    at,
    field: 'daily_limit',
    old: String(at),
    new: String(at + 1),
    currency: 'USD',
  });

  it('keeps the newest changes of each card, oldest first', () => {
    const many = Array.from({ length: READ_CHANGES_PER_CARD + 5 }, (_, i) => change(1, i));
    const table = recordReadChanges(new Map(), many);
    const kept = readChangesOf(table, card(1).id);
    expect(kept).toHaveLength(READ_CHANGES_PER_CARD);
    expect(kept[0]!.at).toBe(5);
    expect(kept.at(-1)!.at).toBe(READ_CHANGES_PER_CARD + 4);
  });

  it('keeps the most recently changed cards, and never changes the table it was given', () => {
    let table = recordReadChanges(new Map(), [change(1, 0)]);
    const first = table;
    for (let n = 2; n <= READ_CHANGES_CARDS; n += 1) table = recordReadChanges(table, [change(n, n)]);
    // Card 1 changes again: it is now the most recent, and card 2 is the least.
    table = recordReadChanges(table, [change(1, 9999), change(READ_CHANGES_CARDS + 1, 10_000)]);
    expect(table.size).toBe(READ_CHANGES_CARDS);
    expect(readChangesOf(table, card(2).id)).toEqual([]);
    expect(readChangesOf(table, card(1).id).map((c) => c.at)).toEqual([0, 9999]);
    expect(first.size).toBe(1);
    expect(recordReadChanges(table, [])).toBe(table);
  });
});

describe('the store records what its card reads showed', () => {
  it('a first read records nothing; a later read that changed a limit records it; an unchanged read nothing', () => {
    const store = createAppStore();
    const id = card(1).id;
    store.getState().mutators.applyBatch({ cards: [limited(1, '2500.00')], at: 1_000 });
    expect(readChangesOf(store.getState().readChanges, id)).toEqual([]);

    store.getState().mutators.applyBatch({ cards: [limited(1, '300.00')], at: 2_000 });
    expect(readChangesOf(store.getState().readChanges, id)).toEqual([
      { cardId: id, at: 2_000, field: 'daily_limit', old: '2500.00', new: '300.00', currency: 'USD' },
    ]);

    const before = store.getState().readChanges;
    store.getState().mutators.applyBatch({ cards: [limited(1, '300.00')], at: 3_000 });
    // A list row (no limits) keeps what the detail read said, and is no change either.
    store.getState().mutators.applyBatch({ cards: [card(1)], at: 4_000 });
    expect(store.getState().readChanges).toBe(before);
  });
});
