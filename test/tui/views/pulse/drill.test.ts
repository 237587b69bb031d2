// Enter on a pulse figure: the pulse closes and the pane behind it shows exactly that figure's rows, through
// the filters the panes have (checked on the store: the query sync reads, the pane in front, the wallet).
import { describe, expect, it } from 'vitest';
import { createAppStore, selectPaneRows, type Account, type AppStore } from '../../../../src/store/index.js';
import type { CardIndex, IndexRow } from '../../../../src/sync/card-index/index.js';
import type { CommandContext } from '../../../../src/tui/view/types.js';
import { drill } from '../../../../src/tui/views/pulse/drill.js';

const wallet = (id: string, name: string): Account => ({
  id,
  name,
  currency: 'USD',
  status: 'active',
  balance: '10.00',
  raw: {},
});

function opened(): { store: AppStore; ctx: CommandContext } {
  const store = createAppStore();
  const a = store.getState().mutators;
  a.applyBatch({
    accounts: [wallet('w1', 'Main'), wallet('w2', 'Ops'), wallet('w3', 'Spare')],
    lists: { accounts: { ids: ['w1', 'w2', 'w3'], total: 3, page: 1, pages: 1, loadedAt: 0 } },
    at: 1,
  });
  // An operator who had filtered the lists before opening the pulse, with a detail open.
  a.setOperationQuery({ kind: 'wallet', scope: 'selected', types: ['deposit'], statuses: ['completed'] });
  a.setFilter('operations', 'coffee');
  a.setCardQuery({ statuses: ['active'] });
  a.openDetail({ kind: 'account', id: 'w1' });
  a.setOverlay({ kind: 'pulse', cursor: 0 });
  const ctx = { store, now: () => 0 } as unknown as CommandContext;
  return { store, ctx };
}

describe('drilling down from the pulse', () => {
  it('declines: the card operations of the whole organization, declined purchases of the window only', () => {
    const { store, ctx } = opened();
    drill(ctx, { kind: 'declines', from: '2026-11-28T13:03:05.000Z', to: '2026-11-28T14:03:05.000Z' });
    const view = store.getState().view;
    expect(view.overlay).toBeNull();
    expect(view.details).toEqual([]);
    expect(view.focus).toBe('operations');
    expect(view.filter.operations).toBe('');
    expect(view.operationQuery).toEqual({
      kind: 'card',
      scope: 'all',
      types: ['purchase'],
      statuses: ['declined'],
      from: '2026-11-28T13:03:05.000Z',
      to: '2026-11-28T14:03:05.000Z',
      page: 1,
    });
  });

  it('stuck cards: the cards pane filtered to that status, in the wallet named', () => {
    const { store, ctx } = opened();
    drill(ctx, { kind: 'cards', statuses: ['creating'], walletId: 'w3' });
    const view = store.getState().view;
    expect(view.focus).toBe('cards');
    expect(view.cardQuery.statuses).toEqual(['creating']);
    expect(view.cursors.accounts).toBe(2);
    expect(view.overlay).toBeNull();
  });

  it('a wallet: its panes (the accounts cursor on it), filters of the other lists left as they were', () => {
    const { store, ctx } = opened();
    drill(ctx, { kind: 'wallet', walletId: 'w2' });
    const view = store.getState().view;
    expect(view.focus).toBe('accounts');
    expect(view.cursors.accounts).toBe(1);
    expect(view.cardQuery.statuses).toEqual(['active']);
  });

  it('a wallet not listed: says so and leaves the pulse open', () => {
    const { store, ctx } = opened();
    drill(ctx, { kind: 'wallet', walletId: 'gone' });
    const state = store.getState();
    expect(state.view.overlay?.kind).toBe('pulse');
    expect(state.view.cursors.accounts).toBe(0);
    expect(state.notifications.at(-1)?.text).toContain('the wallet gone is not in the wallets list');
  });

  it('stuck operations: authorized card operations made before the cutoff, no lower bound', () => {
    const { store, ctx } = opened();
    store.getState().mutators.setOperationQuery({ from: '2026-01-01T00:00:00Z' });
    drill(ctx, { kind: 'operations', statuses: ['authorized'], before: '2026-11-27T14:03:05.000Z' });
    const q = store.getState().view.operationQuery;
    expect(q).toMatchObject({ kind: 'card', scope: 'all', types: [], statuses: ['authorized'] });
    expect(q.to).toBe('2026-11-27T14:03:05.000Z');
    expect(q.from).toBeUndefined();
    expect(store.getState().view.focus).toBe('operations');
  });

  it('stuck cards: every wallet’s cards (the card index’s list) in that status, made before the cutoff', () => {
    const { store, ctx } = opened();
    const asked: unknown[] = [];
    const row = (id: string, walletId: string): IndexRow => ({
      id,
      walletId,
      masked: '424242******0001',
      last4: '0001',
      name: `Card ${id}`,
      status: 'creating',
      currency: 'USD',
      balance: '0.00',
    });
    const index = {
      status: () => ({ state: 'ready' }),
      walletComplete: () => true,
      everyWallet: (q: unknown) => {
        asked.push(q);
        return { rows: [row('c1', 'w1'), row('c2', 'w3')], matched: 2 };
      },
    } as unknown as CardIndex;
    drill({ ...ctx, index }, { kind: 'cards', statuses: ['creating'], to: '2026-11-28T13:53:04.999Z' });
    const view = store.getState().view;
    expect(asked).toEqual([
      expect.objectContaining({ statuses: ['creating'], to: '2026-11-28T13:53:04.999Z', offset: 0 }),
    ]);
    expect(view.cardQuery).toMatchObject({ everyWallet: true, statuses: ['creating'] });
    expect(view.focus).toBe('cards');
    expect(view.overlay).toBeNull();
    expect(selectPaneRows(store.getState(), 'cards')).toEqual(['c1', 'c2']);
  });

  it('stuck cards without a card index: says why, the pulse stays and the cards filter is as it was', () => {
    const { store, ctx } = opened();
    drill(ctx, { kind: 'cards', statuses: ['creating'], to: '2026-11-28T13:53:04.999Z' });
    const state = store.getState();
    expect(state.view.overlay?.kind).toBe('pulse');
    expect(state.view.cardQuery.statuses).toEqual(['active']);
    expect(state.view.cardQuery.to).toBeUndefined();
    expect(state.view.cardQuery.everyWallet).toBeUndefined();
    expect(state.notifications.at(-1)?.text).toContain('wallet *: the card index is off here');
  });
});
