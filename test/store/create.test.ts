import { describe, expect, it } from 'vitest';
import {
  ACCOUNTS_LIST,
  cardListKey,
  createAppStore,
  eventCount,
  eventFromNewest,
  EVENTS_CAPACITY,
  selectCursorId,
  selectPaneRows,
  toAccount,
  type Card,
} from '../../src/store/index.js';
import { accountListItem, card, walletListItem } from '../support/contract-objects.js';

function slot(ids: string[], page = 1, pages = 1) {
  return { ids, total: ids.length, page, pages, loadedAt: 0 };
}

function seeded() {
  const store = createAppStore({ pageRows: 5 });
  const accounts = [1, 2, 3].map((n) => toAccount(walletListItem(n)));
  store
    .getState()
    .mutators.applyBatch({ accounts, lists: { [ACCOUNTS_LIST]: slot(accounts.map((a) => a.id)) }, at: 1 });
  const accountId = accounts[0]!.id;
  const cards = Array.from({ length: 30 }, (_, i) => card(i + 1, 1));
  const key = cardListKey(accountId, store.getState().view.cardQuery);
  store.getState().mutators.applyBatch({
    cards,
    lists: {
      [key]: slot(
        cards.map((c) => c.id),
        1,
        3,
      ),
    },
    at: 2,
  });
  return { store, accounts, cards, key };
}

describe('selection follows cursors', () => {
  it('selects the first account once accounts arrive, and the cards pane follows the accounts cursor', () => {
    const { store, accounts, cards } = seeded();
    expect(store.getState().view.selectedAccountId).toBe(accounts[0]!.id);
    expect(store.getState().view.selectedCardId).toBe(cards[0]!.id);
    store.getState().mutators.moveCursor(1);
    expect(store.getState().view.selectedAccountId).toBe(accounts[1]!.id);
    expect(selectPaneRows(store.getState(), 'cards')).toEqual([]);
    expect(store.getState().view.selectedCardId).toBeUndefined();
  });

  it('moves, pages and jumps to the edges within the focused pane', () => {
    const { store, cards } = seeded();
    const a = store.getState().mutators;
    a.focusPane('cards');
    a.moveCursor(2);
    expect(selectCursorId(store.getState(), 'cards')).toBe(cards[2]!.id);
    a.page(1);
    expect(store.getState().view.cursors.cards).toBe(7);
    a.moveToEdge('bottom');
    expect(selectCursorId(store.getState(), 'cards')).toBe(cards[29]!.id);
    a.moveCursor(5);
    expect(store.getState().view.cursors.cards).toBe(29);
    a.moveToEdge('top');
    a.moveCursor(-1);
    expect(store.getState().view.cursors.cards).toBe(0);
  });

  it('asks for the next server page when paging down from the last row', () => {
    const { store } = seeded();
    const a = store.getState().mutators;
    a.focusPane('cards');
    a.moveToEdge('bottom');
    a.page(1);
    expect(store.getState().view.cardQuery.page).toBe(2);
    expect(store.getState().view.cursors.cards).toBe(0);
  });

  it('cycles panes both ways', () => {
    const { store } = seeded();
    const a = store.getState().mutators;
    a.cyclePane(-1);
    expect(store.getState().view.focus).toBe('cardholders');
    a.cyclePane(1);
    a.cyclePane(1);
    expect(store.getState().view.focus).toBe('cards');
  });
});

describe('setFilter', () => {
  it('filters by name, last4, id or holder and resets the cursor', () => {
    const { store, cards } = seeded();
    const a = store.getState().mutators;
    a.focusPane('cards');
    a.moveCursor(3);
    a.setFilter('cards', '4017');
    expect(selectPaneRows(store.getState(), 'cards')).toEqual([cards[16]!.id]);
    expect(store.getState().view.selectedCardId).toBe(cards[16]!.id);
    a.setFilter('cards', 'holder 2');
    expect(selectPaneRows(store.getState(), 'cards')).toHaveLength(11);
    a.setFilter('cards', cards[4]!.id);
    expect(selectPaneRows(store.getState(), 'cards')).toEqual([cards[4]!.id]);
    a.setFilter('cards', '');
    expect(selectPaneRows(store.getState(), 'cards')).toHaveLength(30);
  });

  it('matches as the global find does: words of holder, email and name from their start, terms combined', () => {
    const { store, cards } = seeded();
    const a = store.getState().mutators;
    const owner = (first: string, last: string) => ({
      cardOwnerId: `${first}.${last}`.toLowerCase(),
      firstName: first,
      lastName: last,
      email: `${first.toLowerCase()}@acme-travel.example`,
    });
    a.applyBatch({
      cards: [
        { ...cards[0]!, holder: 'Barbara Lamarr', maskedNumber: '4242 **** **** 2462' },
        { ...cards[1]!, holder: 'Barbara Liskov', maskedNumber: '4242 **** **** 2463' },
        { ...cards[2]!, cardOwner: owner('Grace', 'Hopper'), name: 'Travel fund' },
      ],
      at: 3,
    });
    a.focusPane('cards');
    const rows = (text: string) => (a.setFilter('cards', text), selectPaneRows(store.getState(), 'cards'));
    expect(rows('Barbara 2462')).toEqual([cards[0]!.id]);
    expect(rows('lamarr')).toEqual([cards[0]!.id]);
    expect(rows('acme-travel')).toEqual([cards[2]!.id]);
    expect(rows('hopper@')).toEqual([cards[2]!.id]);
    expect(rows('travel fu')).toEqual([cards[2]!.id]);
    expect(rows('amarr')).toEqual([]);
  });

  it('memoizes the filtered rows across cursor moves', () => {
    const { store } = seeded();
    const a = store.getState().mutators;
    a.focusPane('cards');
    a.setFilter('cards', 'card');
    const before = selectPaneRows(store.getState(), 'cards');
    a.moveCursor(1);
    expect(selectPaneRows(store.getState(), 'cards')).toBe(before);
  });
});

describe('applyBatch', () => {
  it('keeps unchanged objects and marks visibly changed rows', () => {
    const { store, cards } = seeded();
    const before = store.getState().entities.cards;
    const same = card(1, 1);
    const changed: Card = { ...card(2, 1), status: 'frozen' };
    store.getState().mutators.applyBatch({ cards: [same, changed], at: 50 });
    const after = store.getState().entities.cards;
    expect(after).not.toBe(before);
    expect(after.get(cards[0]!.id)).toBe(before.get(cards[0]!.id));
    expect(after.get(cards[1]!.id)?.status).toBe('frozen');
    expect(store.getState().changedAt.get(cards[1]!.id)).toBe(50);
    expect(store.getState().changedAt.has(cards[0]!.id)).toBe(false);
    store.getState().mutators.expireChanged(51);
    expect(store.getState().changedAt.size).toBe(0);
  });

  it('keeps no event outcome in the first state it keeps for good (zustand holds it for the process)', () => {
    const store = createAppStore();
    for (let n = 1; n <= 1_500; n++)
      store.getState().mutators.applyBatch({
        events: [{ at: n, verdict: 'accepted', eventId: `evt-${n}`, payload: { id: `evt-${n}` } }],
        at: n,
      });
    expect(eventCount(store.getState().events)).toBe(EVENTS_CAPACITY);
    expect(eventFromNewest(store.getState().events, 0)?.eventId).toBe('evt-1500');
    // What the first state holds is kept as long as the console runs, whatever the log drops.
    expect(store.getInitialState().events.log.buffer).toHaveLength(0);
  });

  it('does not touch the table (or notify) when nothing changed', () => {
    const { store } = seeded();
    const state = store.getState();
    let notified = 0;
    store.subscribe(() => {
      notified += 1;
    });
    state.mutators.applyBatch({ cards: [card(1, 1), card(2, 1)], at: 60 });
    expect(store.getState()).toBe(state);
    expect(notified).toBe(0);
  });

  it('holds 100,000 cards and updates one without replacing the others', () => {
    const store = createAppStore();
    const many = Array.from({ length: 100_000 }, (_, i) => card(i + 1, 1));
    store.getState().mutators.applyBatch({ cards: many, at: 1 });
    const table = store.getState().entities.cards;
    expect(table.size).toBe(100_000);
    store.getState().mutators.applyBatch({ cards: [{ ...many[500]!, availableBalance: '11.00' }], at: 2 });
    const next = store.getState().entities.cards;
    expect(next.get(many[499]!.id)).toBe(table.get(many[499]!.id));
    expect(next.get(many[500]!.id)?.availableBalance).toBe('11.00');
  });

  it('keeps the id array of a list whose order did not change', () => {
    const { store, key, cards } = seeded();
    const ids = store.getState().lists[key]!.ids;
    store.getState().mutators.applyBatch({
      lists: {
        [key]: slot(
          cards.map((c) => c.id),
          1,
          3,
        ),
      },
      at: 9,
    });
    expect(store.getState().lists[key]!.ids).toBe(ids);
  });

  it('keeps balances a richer read knew when a wallet list row arrives', () => {
    const store = createAppStore();
    const a = store.getState().mutators;
    a.applyBatch({ accounts: [toAccount(accountListItem(1))], at: 1 });
    a.applyBatch({ accounts: [toAccount(walletListItem(1, { balance: '1000.000000000' }))], at: 2 });
    const account = store.getState().entities.accounts.get(toAccount(walletListItem(1)).id);
    expect(account?.availableBalance).toBe('900.000000000');
    expect(account?.heldBalance).toBe('100.000000000');
  });
});

describe('jump and views', () => {
  it('jumps to a card in another account once its row arrives', () => {
    const { store, accounts } = seeded();
    const target = card(77, 2);
    const a = store.getState().mutators;
    a.jumpToCard(target.id, accounts[1]!.id);
    expect(store.getState().view.focus).toBe('cards');
    expect(store.getState().view.selectedAccountId).toBe(accounts[1]!.id);
    const key = cardListKey(accounts[1]!.id, store.getState().view.cardQuery);
    const rows = [card(75, 2), card(76, 2), target];
    a.applyBatch({ cards: rows, lists: { [key]: slot(rows.map((c) => c.id)) }, at: 3 });
    expect(store.getState().view.cursors.cards).toBe(2);
    expect(store.getState().view.selectedCardId).toBe(target.id);
    expect(store.getState().cursorLanding).toBeUndefined();
  });

  it('stacks detail views and closes them in order', () => {
    const { store, cards } = seeded();
    const a = store.getState().mutators;
    a.openDetail({ kind: 'card', id: cards[0]!.id });
    a.openDetail({ kind: 'operation', id: 'op' });
    a.closeDetail();
    expect(store.getState().view.details).toEqual([{ kind: 'card', id: cards[0]!.id }]);
  });

  it('annotates the top detail only while it is still that detail, keeping its scroll', () => {
    const { store, cards } = seeded();
    const a = store.getState().mutators;
    a.openDetail({ kind: 'operation', id: 'op' });
    a.setDetailScroll(3);
    a.annotateDetail({ kind: 'operation', id: 'op', note: { state: 'reading' } });
    expect(store.getState().view.details).toEqual([
      { kind: 'operation', id: 'op', note: { state: 'reading' } },
    ]);
    expect(store.getState().view.detailScroll).toBe(3);
    a.openDetail({ kind: 'card', id: cards[0]!.id });
    // A late answer about the operation does not land on the card detail opened since.
    a.annotateDetail({ kind: 'operation', id: 'op', note: { state: 'failed', error: 'late' } });
    expect(store.getState().view.details.at(-1)).toEqual({ kind: 'card', id: cards[0]!.id });
    expect(store.getState().view.details[0]).toEqual({
      kind: 'operation',
      id: 'op',
      note: { state: 'reading' },
    });
  });

  it('resets the page and cursor when a card query changes', () => {
    const { store } = seeded();
    const a = store.getState().mutators;
    a.focusPane('cards');
    a.moveCursor(4);
    a.setCardQuery({ statuses: ['frozen'] });
    expect(store.getState().view.cardQuery).toMatchObject({ statuses: ['frozen'], page: 1 });
    expect(store.getState().view.cursors.cards).toBe(0);
  });

  it('keeps at most 20 notifications', () => {
    const store = createAppStore();
    for (let i = 0; i < 25; i += 1) store.getState().mutators.notify('info', `n${i}`, i);
    expect(store.getState().notifications).toHaveLength(20);
    expect(store.getState().notifications[0]?.text).toBe('n5');
  });
});
