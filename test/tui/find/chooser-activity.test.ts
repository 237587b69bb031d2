// The chooser reads last operations lazily: the rows around the cursor, three at a time, none after it
// closes; a row says when its read failed; a sort by last activity reads the rest and keeps the order.
import { describe, expect, it } from 'vitest';
import { createAppStore, recentCardOpsKey, type AppStore, type Choice } from '../../../src/store/index.js';
import type { CommandContext } from '../../../src/tui/view/types.js';
import type { ChooseSlot } from '../../../src/tui/views/choose/slot.js';
import { readChooserActivity, sortChooserByActivity } from '../../../src/tui/find/chooser-activity.js';
import { card, cardOperationItem } from '../../support/contract-objects.js';
import { cardOperation } from '../../../src/store/index.js';

/** A sync whose card reads wait until the test answers them. */
function fakeSync(store: AppStore) {
  const pending = new Map<string, () => void>();
  const asked: string[] = [];
  const sync = {
    refresh: (what: unknown) => {
      const id = (what as { card: string }).card;
      asked.push(id);
      return new Promise<void>((resolve) => pending.set(id, resolve));
    },
    pause: () => undefined,
    resume: () => undefined,
  };
  /** Answers a read: with operations (the newest at `at`), or as a failure (nothing lands). */
  const answer = async (id: string, at?: string) => {
    if (at !== undefined) {
      const op = cardOperation(cardOperationItem(asked.indexOf(id) + 100, 1, { createdAt: at }));
      store.getState().mutators.applyBatch({
        operations: [op],
        lists: { [recentCardOpsKey(id)]: { ids: [op.id], total: 1, page: 1, pages: 1, loadedAt: 0 } },
        at: 1,
      });
    }
    pending.get(id)!();
    pending.delete(id);
    await new Promise((r) => setImmediate(r));
  };
  return { sync, asked, pending, answer };
}

function open(count: number) {
  const store = createAppStore();
  const cards = Array.from({ length: count }, (_, i) => card(i + 1));
  store.getState().mutators.applyBatch({ cards, at: 1 });
  const choices: Choice[] = cards.map((c) => ({ cardId: c.id, accountId: c.accountId!, label: c.name }));
  store.getState().mutators.setOverlay({ kind: 'choose', title: 'which one?', choices, cursor: 0 });
  const fake = fakeSync(store);
  const ctx = { store, sync: fake.sync, now: () => 0 } as unknown as CommandContext;
  return { store, cards, ctx, ...fake };
}

const chooserIn = (store: AppStore) => {
  const o = store.getState().view.overlay;
  return o?.kind === 'choose' ? (o as ChooseSlot) : undefined;
};
const activityOf = (store: AppStore, id: string) => {
  const o = chooserIn(store);
  return o ? o.choices.find((c) => c.cardId === id)?.activity : 'closed';
};

describe('the chooser reads last operations', () => {
  it('three at a time, for the rows around the cursor, marking each as reading', async () => {
    const { store, cards, ctx, asked, answer } = open(100);
    readChooserActivity(ctx);
    expect(asked).toEqual(cards.slice(0, 3).map((c) => c.id));
    expect(activityOf(store, cards[0]!.id)).toBe('reading');
    await answer(cards[0]!.id, '2026-01-01T00:00:00Z');
    expect(activityOf(store, cards[0]!.id)).toBeUndefined();
    expect(asked).toHaveLength(4);
    // A failed read (nothing landed in the store) says so.
    await answer(cards[1]!.id);
    expect(activityOf(store, cards[1]!.id)).toBe('failed');
    // Rows far below the cursor wait until the cursor goes near them.
    for (let i = 2; i < 40; i += 1) await answer(cards[i]!.id, '2026-01-01T00:00:00Z');
    expect(asked).toHaveLength(40);
    store.getState().mutators.setOverlay({ ...chooserIn(store)!, cursor: 60 });
    expect(asked.length).toBeGreaterThan(40);
  });

  it('stops when the chooser closes', async () => {
    const { store, cards, ctx, asked, answer } = open(10);
    readChooserActivity(ctx);
    store.getState().mutators.setOverlay(null);
    await answer(cards[0]!.id, '2026-01-01T00:00:00Z');
    await answer(cards[1]!.id, '2026-01-01T00:00:00Z');
    expect(asked).toHaveLength(3);
  });

  it('s: newest activity first, the rest read, the order kept as answers arrive, the cursor on its card', async () => {
    const { store, cards, ctx, asked, answer, pending } = open(5);
    readChooserActivity(ctx);
    await answer(cards[0]!.id, '2026-01-01T00:00:00Z');
    await answer(cards[1]!.id, '2026-01-03T00:00:00Z');
    const order = () => chooserIn(store)?.choices.map((c) => cards.findIndex((x) => x.id === c.cardId)) ?? [];
    sortChooserByActivity(ctx);
    expect(order().slice(0, 2)).toEqual([1, 0]);
    const o = chooserIn(store)!;
    expect(o.title).toMatch(/newest activity first/);
    expect(o.choices[o.cursor]!.cardId).toBe(cards[0]!.id);
    for (const id of [...pending.keys()]) await answer(id, '2026-01-02T00:00:00Z');
    while (pending.size > 0) for (const id of [...pending.keys()]) await answer(id, '2026-01-04T00:00:00Z');
    expect(new Set(asked)).toEqual(new Set(cards.map((c) => c.id)));
    expect(order()[0]).not.toBe(0);
    expect(order().indexOf(1)).toBeLessThan(order().indexOf(0));
  });
});
