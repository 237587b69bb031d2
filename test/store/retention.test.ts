// What the store keeps: a bounded number of lists (the least recently written go first, never one
// the screen reads), and the cards and operations something refers to. Everything else is dropped
// once a table has gathered ENTITY_SLACK of them, so neither events nor the operator's moves grow it.
import { describe, expect, it } from 'vitest';
import {
  ACCOUNTS_LIST,
  cardListKey,
  cardOperation,
  createAppStore,
  recentCardOpsKey,
  toAccount,
  type AppStore,
  type ListSlot,
} from '../../src/store/index.js';
import { ENTITY_SLACK, MAX_LISTS, sweepEntities } from '../../src/store/retention.js';
import { card, cardOperationItem, walletListItem } from '../support/contract-objects.js';

const slot = (ids: string[]): ListSlot => ({ ids, total: ids.length, page: 1, pages: 1, loadedAt: 0 });
const opsKey = (n: number) => `ops|card|card-${n}|||||1`;

/** An account selected, its first cards page on screen (cards 1-10). */
function onScreen(): { store: AppStore; cardsKey: string } {
  const store = createAppStore({ focus: 'cards', visiblePanes: ['accounts', 'cards'] });
  const account = toAccount(walletListItem(1));
  const { applyBatch } = store.getState().mutators;
  applyBatch({ accounts: [account], lists: { [ACCOUNTS_LIST]: slot([account.id]) }, at: 1 });
  const cards = Array.from({ length: 10 }, (_, i) => card(i + 1));
  const cardsKey = cardListKey(account.id, store.getState().view.cardQuery);
  applyBatch({ cards, lists: { [cardsKey]: slot(cards.map((c) => c.id)) }, at: 2 });
  return { store, cardsKey };
}

describe('lists the store keeps', () => {
  it('drops the least recently written beyond MAX_LISTS, never one on screen', () => {
    const { store, cardsKey } = onScreen();
    const { applyBatch } = store.getState().mutators;
    for (let n = 1; n <= MAX_LISTS + 20; n++) {
      applyBatch({ lists: { [opsKey(n)]: slot([]) }, at: 10 + n });
      // Written again now and then: a list in use by a quick return stays recent.
      if (n % 10 === 0) applyBatch({ lists: { [opsKey(1)]: slot([]) }, at: 10 + n });
    }
    const keys = Object.keys(store.getState().lists);
    expect(keys).toHaveLength(MAX_LISTS);
    expect(keys).toEqual(
      expect.arrayContaining([ACCOUNTS_LIST, cardsKey, opsKey(1), opsKey(MAX_LISTS + 20)]),
    );
    expect(keys).not.toContain(opsKey(2));
    expect(keys).not.toContain(opsKey(22));
    // The newest written are the last in order, as the next drop needs them.
    expect(keys[keys.length - 1]).toBe(opsKey(MAX_LISTS + 20));
  });

  it('keeps the lists of the open details', () => {
    const { store } = onScreen();
    const { applyBatch, openDetail } = store.getState().mutators;
    const detailCard = card(3).id;
    openDetail({ kind: 'card', id: detailCard });
    applyBatch({ lists: { [recentCardOpsKey(detailCard)]: slot([]) }, at: 3 });
    for (let n = 1; n <= 2 * MAX_LISTS; n++) applyBatch({ lists: { [opsKey(n)]: slot([]) }, at: 10 + n });
    expect(store.getState().lists[recentCardOpsKey(detailCard)]).toBeDefined();
  });
});

describe('cards and operations the store keeps', () => {
  it('drops what nothing refers to once ENTITY_SLACK has gathered, and stays bounded', () => {
    const { store } = onScreen();
    const { applyBatch } = store.getState().mutators;
    let largest = 0;
    for (let n = 1_000; n < 11_000; n++) {
      applyBatch({ cards: [card(n)], operations: [cardOperation(cardOperationItem(n, n))], at: n });
      const { cards, operations } = store.getState().entities;
      largest = Math.max(largest, cards.size, operations.size);
    }
    expect(largest).toBeLessThanOrEqual(10 + ENTITY_SLACK + 1);
    // The cards page on screen is whole.
    for (let n = 1; n <= 10; n++) expect(store.getState().entities.cards.has(card(n).id)).toBe(true);
  });

  it('keeps what the view, an overlay, a mark or a jump refers to', () => {
    const { store } = onScreen();
    const { applyBatch, openDetail, setOverlay, toggleMark, jumpToCard } = store.getState().mutators;
    const op = cardOperation(cardOperationItem(500, 1));
    applyBatch({ cards: [card(501), card(502), card(503), card(504)], operations: [op], at: 3 });
    jumpToCard(card(503).id, undefined);
    openDetail({ kind: 'operation', id: op.id });
    setOverlay({ kind: 'form', form: formOn(card(501).id) });
    toggleMark(card(502).id);
    for (let n = 1_000; n < 1_000 + ENTITY_SLACK; n++) applyBatch({ cards: [card(n)], at: n });
    const { cards, operations } = store.getState().entities;
    expect(cards.size).toBeLessThan(ENTITY_SLACK);
    expect(operations.has(op.id)).toBe(true);
    for (const n of [501, 502, 503]) expect(cards.has(card(n).id), `card ${n}`).toBe(true);
    expect(cards.has(card(504).id)).toBe(false);
    expect(cards.has(card(1_000).id)).toBe(false);
  });

  it('keeps what the sweeping batch wrote: a card shown from the index just before the jump to it', () => {
    const { store } = onScreen();
    store.getState().mutators.applyBatch({ cards: [card(700), card(701)], at: 3 });
    const { entities } = sweepEntities(store.getState(), new Set([card(700).id]));
    expect(entities.cards.has(card(700).id)).toBe(true);
    expect(entities.cards.has(card(701).id)).toBe(false);
    expect(entities.cards.size).toBe(11);
  });
});

function formOn(cardId: string) {
  return { spec: 'fund', target: { cardId }, values: {}, focus: 0, issues: [], busy: false };
}
