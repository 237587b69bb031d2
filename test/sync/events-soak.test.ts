// Live events must cost the same at the 30,000th as at the first. A console on a
// merchant of 100,000 cards receives 30,000 events (purchases, their completions, card state
// changes) through the real intake, sync's one-off reads and the card index's intake, while the
// operator moves through the cards and opens details. The work of each batch of 1,000 events is
// counted as the elements every store update built or made a subscriber walk (no clock: machines
// are noisy), and must never reach twice the first batch's; what the store holds stays bounded.
import { describe, expect, it } from 'vitest';
import type { ReceivedEvent } from '../../src/api/receiver/types.js';
import type { WebhookEvent } from '../../src/contract/index.js';
import { createAppStore, eventCount, EVENTS_CAPACITY, type AppStore } from '../../src/store/index.js';
import { createEventIntake, createSync, type Sync } from '../../src/sync/index.js';
import type { Timers } from '../../src/sync/types.js';
import { watchStore } from '../../src/sync/card-index/intake.js';
import {
  cardListItem,
  cardOperationDetail,
  cardOperationItem,
  cardRead,
  walletDetail,
  walletListItem,
} from '../support/contract-objects.js';
import { meterStoreWork } from '../support/store-work.js';
import { FakeFetcher, type Handlers } from '../support/fake-fetcher.js';

const CARDS = 100_000;
const WALLETS = 5;
const EVENTS = 30_000;
const BATCH = 1_000;
/** Events arriving together (one intake flush), 100 ms apart: 100 events a second. */
const BURST = 10;
const BURST_MS = 100;

/** Card n lives in wallet (n - 1) % WALLETS + 1. */
const walletOf = (n: number): number => ((n - 1) % WALLETS) + 1;
const cardNumberOf = (id: string): number => Number.parseInt(id.slice(-12), 16);

/** A clock and timers the test advances by hand: highlights and the quiet timer expire on schedule. */
function manualClock(start: number): { now: () => number; timers: Timers; advance(ms: number): void } {
  let now = start;
  let nextId = 0;
  const due = new Map<number, { at: number; fn: () => void }>();
  return {
    now: () => now,
    timers: {
      setTimeout: (fn, ms) => {
        due.set(++nextId, { at: now + ms, fn });
        return nextId;
      },
      clearTimeout: (handle) => void due.delete(handle as number),
    },
    advance(ms) {
      now += ms;
      for (;;) {
        const ready = [...due].filter(([, t]) => t.at <= now).sort((a, b) => a[1].at - b[1].at)[0];
        if (!ready) return;
        due.delete(ready[0]);
        ready[1].fn();
      }
    },
  };
}

/** The merchant's API as the console reads it: 100,000 cards over 5 wallets, balances that move. */
function merchantHandlers(): Handlers {
  let reads = 0;
  const wallets = Array.from({ length: WALLETS }, (_, i) => walletListItem(i + 1));
  return {
    listWallets: () => ({
      data: wallets,
      pagination: { quantity: 100, totalQuantity: WALLETS, currentPage: 1, pages: 1 },
    }),
    getWallet: (input) => ({
      data: walletDetail(wallets.findIndex((w) => w.id === input.params.wallet_id) + 1),
    }),
    listCards: (input) => {
      const wallet = wallets.findIndex((w) => w.id === input.params.wallet_id) + 1;
      const quantity = Number(input.query?.quantity ?? 25);
      const page = Number(input.query?.page ?? 1);
      const perWallet = CARDS / WALLETS;
      const data = Array.from({ length: quantity }, (_, i) =>
        cardListItem(wallet + WALLETS * ((page - 1) * quantity + i)),
      );
      return {
        data,
        pagination: {
          quantity,
          totalQuantity: perWallet,
          currentPage: page,
          pages: Math.ceil(perWallet / quantity),
        },
      };
    },
    getCard: (input) => {
      const n = cardNumberOf(input.params.instrument_id);
      reads += 1;
      return { data: cardRead(n, walletOf(n), { availableBalance: `${reads % 997}.00` }) };
    },
    listCardOperations: (input) => {
      const cardIds = input.query?.['cardIds[]'] as string[] | undefined;
      const quantity = Number(input.query?.quantity ?? 25);
      const cardN = cardIds?.[0] ? cardNumberOf(cardIds[0]) : 1;
      const data = Array.from({ length: quantity }, (_, i) =>
        cardOperationItem(cardIds ? cardN * 100 + i : i + 1, cardN),
      );
      return {
        data,
        pagination: { quantity, totalQuantity: quantity, currentPage: 1, pages: 1 },
      };
    },
  };
}

/** Deterministic events: new purchases on any of the 100,000 cards, completions of recent ones, card state changes. */
function eventSource(now: () => number): (i: number) => ReceivedEvent {
  let seed = 17;
  const random = (below: number): number => {
    seed = (seed * 1_103_515_245 + 12_345) % 2 ** 31;
    return seed % below;
  };
  const purchases: { op: number; card: number }[] = [];
  return (i) => {
    const at = new Date(now());
    const roll = random(100);
    let event: WebhookEvent;
    if (roll < 90) {
      const earlier =
        roll >= 75 ? purchases[purchases.length - 1 - random(Math.min(50, purchases.length))] : undefined;
      const purchase = earlier ?? { op: 1_000_000 + i, card: random(CARDS) + 1 };
      if (!earlier) purchases.push(purchase);
      const data = {
        ...cardOperationDetail(purchase.op, purchase.card, walletOf(purchase.card)),
        status: earlier ? 'completed' : 'authorized',
        updatedAt: at.toISOString(),
      };
      event = { id: `evt-${i}`, type: 'card_transaction', createdAt: at.toISOString(), data };
    } else {
      const n = random(CARDS) + 1;
      const read = cardRead(n, walletOf(n), { status: roll % 2 ? 'frozen' : 'active' });
      const data = { ...read.card, account: read.account, updatedAt: at.toISOString() };
      event = { id: `evt-${i}`, type: 'card_state', createdAt: at.toISOString(), data };
    }
    return { at, status: 'accepted', id: event.id, type: event.type, event };
  };
}

async function openConsole(): Promise<{
  store: AppStore;
  sync: Sync;
  clock: ReturnType<typeof manualClock>;
}> {
  const clock = manualClock(Date.parse('2026-03-04T05:06:07Z'));
  const store = createAppStore({ focus: 'cards', visiblePanes: ['accounts', 'cards', 'operations'] });
  const sync = createSync({
    fetcher: new FakeFetcher(merchantHandlers()),
    store,
    now: clock.now,
    timers: clock.timers,
    random: () => 0,
  });
  const mutators = store.getState().mutators;
  // The operations pane follows every card's operations: the list events put new ones on top of.
  mutators.setOperationQuery({ scope: 'all' });
  await sync.refresh('visible');
  await sync.refresh('visible');
  mutators.setOverlay({ kind: 'events', scroll: 0 });
  return { store, sync, clock };
}

describe('live events over a long session', () => {
  it('cost no more per event after 30,000 events than in the first 1,000, and what the store holds stays bounded', async () => {
    const { store, sync, clock } = await openConsole();
    expect(store.getState().lists['ops|card|*|||||1']?.ids).toHaveLength(100);
    const intake = createEventIntake({
      store,
      refresh: (target, options) => sync.refresh(target, options),
      now: clock.now,
      timers: clock.timers,
    });
    let indexed = 0;
    const unwatch = watchStore(store, (cards) => (indexed += cards.length));
    const next = eventSource(clock.now);
    const mutators = store.getState().mutators;
    const meter = meterStoreWork(store);
    const perBatch: number[] = [];
    let batchStart = 0;

    for (let i = 0; i < EVENTS; i += BURST) {
      for (let j = i; j < i + BURST; j++) intake.receive(next(j));
      intake.flush();
      await intake.idle();
      clock.advance(BURST_MS);
      const seen = i + BURST;
      // The operator at work: down the cards, now and then into one card's detail and back.
      if (seen % 100 === 0) mutators.setCursor('cards', (seen / 100) % 100);
      if (seen % 500 === 0) {
        const cardId = store.getState().view.selectedCardId!;
        mutators.openDetail({ kind: 'card', id: cardId });
        await sync.refresh('visible');
        mutators.closeDetail();
        await sync.refresh('visible');
      }
      if (seen % BATCH === 0) {
        perBatch.push((meter.total - batchStart) / BATCH);
        batchStart = meter.total;
        const [first] = perBatch;
        const last = perBatch[perBatch.length - 1]!;
        expect(
          last,
          `work per event in events ${seen - BATCH + 1}-${seen} (first 1,000: ${first})`,
        ).toBeLessThan(2 * first!);
      }
    }
    meter.stop();
    unwatch();
    intake.close();

    const state = store.getState();
    expect(state.events.counts.received).toBe(EVENTS);
    expect(indexed).toBeGreaterThan(EVENTS / 2);
    expect(state.entities.cards.size).toBeLessThan(2 * BATCH);
    expect(state.entities.operations.size).toBeLessThan(2 * BATCH);
    expect(Object.keys(state.lists).length).toBeLessThan(100);
    expect(state.lists['ops|card|*|||||1']?.ids.length).toBeLessThanOrEqual(100);
    expect(eventCount(state.events)).toBe(EVENTS_CAPACITY);
    // Not a timing assertion: room for a loaded machine to get through 30,000 events.
  }, 180_000);
});
