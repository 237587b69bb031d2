// Event intake: accepted events update the store (card status, new operations on top of the lists
// that show them) and ask for one-resource reads where the payload lacks the balance.
import { describe, expect, it } from 'vitest';
import type { ReceivedEvent } from '../../src/api/receiver/types.js';
import { cardOperation, createAppStore, recentCardOpsKey, type ListSlot } from '../../src/store/index.js';
import { createEventIntake, createSync } from '../../src/sync/index.js';
import { listsWithOperations } from '../../src/sync/events.js';
import type { RefreshScope } from '../../src/sync/index.js';
import { cardOperationDetail, cardOperationItem, uuid } from '../support/contract-objects.js';
import { FakeFetcher } from '../support/fake-fetcher.js';
import { orgData, orgHandlers } from '../support/org-data.js';

const at = new Date('2026-03-04T05:06:07.000Z');
const slot = (ids: string[]): ListSlot => ({ ids, total: ids.length, page: 1, pages: 1, loadedAt: 0 });
const card = { id: 'card-1', name: 'Ops', maskedNumber: '4242 **** **** 0001' };

function accepted(
  type: ReceivedEvent['type'],
  data: Record<string, unknown>,
  id = `evt-${Math.random()}`,
): ReceivedEvent {
  return { at, status: 'accepted', id, type, event: { id, type: type!, createdAt: at.toISOString(), data } };
}

/** card-1 (wallet w1), frozen, as a card_state event carries it. */
const frozenCard1 = {
  id: 'card-1',
  name: 'Ops',
  status: 'frozen',
  currency: 'USD',
  availableBalance: '10.00',
  maskedNumber: '4242 **** **** 0001',
  cardType: 'virtual',
  paymentSystem: 'Visa',
  expiredAt: '10.2029',
  limits: {},
  createdAt: at.toISOString(),
  updatedAt: at.toISOString(),
  cardOwner: { cardOwnerId: 'o1', firstName: 'A', lastName: 'B', email: 'a@example.com' },
  account: { id: 'w1', name: 'Main' },
};

function setup() {
  const store = createAppStore();
  const asked: RefreshScope[] = [];
  const intake = createEventIntake({
    store,
    refresh: (t) => {
      asked.push(t);
      return Promise.resolve();
    },
  });
  return { store, asked, intake };
}

describe('event intake', () => {
  it('card_state moves the card to its new status', () => {
    const { store, intake } = setup();
    intake.receive(accepted('card_state', frozenCard1));
    intake.flush();
    expect(store.getState().entities.cards.get('card-1')).toMatchObject({
      status: 'frozen',
      accountId: 'w1',
    });
    expect(store.getState().events.status).toBe('live');
    intake.close();
  });

  it('applies what an event carries at once, and records its outcome once the order releases it, without applying it again', async () => {
    const { store, asked, intake } = setup();
    const frozen = accepted('card_state', frozenCard1);
    const purchase = accepted('card_transaction', { ...cardOperationDetail(7, 1, 1) });
    intake.applyAtOnce(frozen);
    intake.applyAtOnce(purchase);
    await Promise.resolve();
    // On screen before the order window lets the events go: the card's status, and its balance being read.
    expect(store.getState().entities.cards.get('card-1')?.status).toBe('frozen');
    expect(store.getState().events.counts.received).toBe(0);
    expect(asked).toHaveLength(1);
    intake.receive(frozen);
    intake.receive(purchase);
    intake.flush();
    expect(store.getState().events.counts).toMatchObject({ received: 2, accepted: 2 });
    // Not read a second time.
    await intake.idle();
    expect(asked).toHaveLength(1);
    intake.close();
  });

  it('card_transaction adds the operation on top of the loaded lists and reads the card for its balance', async () => {
    const { store, asked, intake } = setup();
    store.getState().mutators.applyBatch({
      lists: { [recentCardOpsKey('card-1')]: slot(['op-0']), 'ops|card|*|||||1': slot(['op-0']) },
      at: 1,
    });
    intake.receive(
      accepted('card_transaction', {
        id: 'op-1',
        card,
        amount: '5.00',
        currency: 'USD',
        type: 'purchase',
        status: 'completed',
        merchantName: 'Shop',
        merchantCategory: '5411',
        createdAt: at.toISOString(),
        account: { id: 'w1', name: 'Main' },
        feeAmount: '0.00',
        feeCurrency: 'USD',
        settlementAmount: '5.00',
        settlementCurrency: 'USD',
        description: null,
        declineReason: null,
        updatedAt: at.toISOString(),
      }),
    );
    intake.flush();
    await intake.idle();
    const s = store.getState();
    expect(s.entities.operations.get('op-1')).toMatchObject({ amount: '5.00', cardId: 'card-1' });
    expect(s.lists[recentCardOpsKey('card-1')]?.ids).toEqual(['op-1', 'op-0']);
    expect(s.lists['ops|card|*|||||1']).toMatchObject({ ids: ['op-1', 'op-0'], total: 2 });
    // The card's balance, read through the event's account; not its operations, which the event carries.
    expect(asked).toEqual([{ card: 'card-1', accountId: 'w1', operations: false }]);
    intake.close();
  });

  it('records a burst and what it carries in one store update, every screen selector running once', () => {
    const { store, intake } = setup();
    store.getState().mutators.applyBatch({ lists: { 'ops|card|*|||||1': slot(['op-0']) }, at: 1 });
    const before = store.getState();
    let updates = 0;
    const unsubscribe = store.subscribe(() => (updates += 1));
    const ops = [cardOperationDetail(1, 1, 1), cardOperationDetail(2, 1, 1)];
    for (const op of ops) intake.receive(accepted('card_transaction', { ...op }));
    intake.receive({ at, status: 'rejected', reason: 'bad signature' });
    intake.flush();
    unsubscribe();
    const s = store.getState();
    // One for the outcomes, the operations and the lists; one more only for the header's "live".
    expect(updates).toBe(before.events.status === 'live' ? 1 : 2);
    expect(s.events.counts).toMatchObject({ received: 3, accepted: 2, rejected: 1 });
    expect(s.lists['ops|card|*|||||1']?.ids).toEqual([ops[1]!.id, ops[0]!.id, 'op-0']);
    intake.close();
  });

  it('account_topup reads the account; rejected events only land in the stream', async () => {
    const { store, asked, intake } = setup();
    intake.receive(
      accepted('account_topup', {
        id: 'wop-1',
        account: { id: 'w1', name: 'Main' },
        amount: '100.00',
        currency: 'USD',
        type: 'payin',
        status: 'completed',
        createdAt: at.toISOString(),
        feeAmount: '0.00',
        feeCurrency: 'USD',
        settlementAmount: '100.00',
        settlementCurrency: 'USD',
        description: null,
        updatedAt: at.toISOString(),
      }),
    );
    intake.receive({ at, status: 'rejected', reason: 'bad signature' });
    intake.flush();
    await intake.idle();
    expect(asked).toEqual([{ account: 'w1' }]);
    expect(store.getState().events.counts).toMatchObject({ received: 2, accepted: 1, rejected: 1 });
    intake.close();
  });

  it('reads the card of a purchase through the wallet the event names, even one the store does not hold, and not its operations', async () => {
    const data = orgData(1, 3);
    const fetcher = new FakeFetcher(orgHandlers(data));
    const store = createAppStore();
    const sync = createSync({ fetcher, store, now: () => 1 });
    const intake = createEventIntake({ store, refresh: (t, o) => sync.refresh(t, o) });
    const op = cardOperationDetail(7, 2, 1);
    intake.receive(accepted('card_transaction', op));
    intake.flush();
    await intake.idle();
    expect(fetcher.calls.map((c) => c.id)).toEqual(['getCard']);
    expect(fetcher.calls[0]!.input).toMatchObject({
      params: { wallet_id: uuid(1, 'a'), instrument_id: op.card.id },
    });
    expect(store.getState().entities.cards.get(op.card.id)?.availableBalance).toBe('10.00');
    expect(store.getState().lists[recentCardOpsKey(op.card.id)]).toBeUndefined();
    intake.close();
  });

  it('keeps an operations list a first page: new operations on top, the oldest dropping off past the page size', () => {
    const ids = Array.from({ length: 5 }, (_, i) => `op-${i}`);
    const lists = { 'ops|card|*|||||1': { ...slot(ids), total: 40 } };
    const ops = [1, 2, 3].map((n) => cardOperation(cardOperationItem(100 + n, 1)));
    const next = listsWithOperations(lists, ops, 6);
    expect(next['ops|card|*|||||1']).toMatchObject({
      ids: [ops[2]!.id, ops[1]!.id, ops[0]!.id, 'op-0', 'op-1', 'op-2'],
      total: 43,
    });
    // One already listed is not listed twice, nor counted.
    expect(listsWithOperations(next, [ops[1]!], 6)).toEqual({});
  });
});
