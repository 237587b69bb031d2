// Activity (L) and Events (E) name a card as the rest of the console does — name, last four digits,
// wallet — from the cards on screen first, then the card index; a card neither knows is shown by its
// cut id with a word saying so.
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { createActionContext, type ActionContext } from '../../../src/actions/index.js';
import { createClient, type ApiClient } from '../../../src/api/index.js';
import { createAppStore, type AppStore, type Card } from '../../../src/store/index.js';
import { createCardIndex, type CardIndex } from '../../../src/sync/card-index/index.js';
import { FakeFetcher } from '../../support/fake-fetcher.js';
import { tempDir } from '../../support/fake-merchant.js';
import { mountApp, type Mounted } from '../../support/mount-app.js';

const WALLET = { id: 'a0000001-0000-4000-8000-000000000001', name: 'Wallet 01 USD' };
const ON_SCREEN: Card = {
  id: 'c0ffee01-0000-4000-8000-00000000a001',
  accountId: WALLET.id,
  name: 'Travel desk',
  status: 'active',
  currency: 'USD',
  availableBalance: '10.00',
  maskedNumber: '4242 **** **** 1234',
  raw: {},
};
const IN_INDEX: Card = {
  ...ON_SCREEN,
  id: 'c0ffee02-0000-4000-8000-00000000b002',
  name: 'Meals team',
  maskedNumber: '4242 **** **** 5678',
};
const UNKNOWN = 'deadbeef-0000-4000-8000-00000000c003';

let mounted: Mounted | undefined;
const closers: (() => unknown)[] = [];
afterEach(async () => {
  mounted?.unmount();
  mounted = undefined;
  await Promise.all(closers.splice(0).map((close) => close()));
});

function storeWithCard(): AppStore {
  const store = createAppStore();
  store.getState().mutators.applyBatch({
    accounts: [
      { id: WALLET.id, name: WALLET.name, currency: 'USD', status: 'active', balance: '1.00', raw: {} },
    ],
    cards: [ON_SCREEN],
    at: 0,
  });
  return store;
}

/** A card index that knows IN_INDEX (put there as the console's reads would), and no other card. */
function indexKnowing(store: AppStore): CardIndex {
  const index = createCardIndex({
    fetcher: new FakeFetcher({}),
    store,
    baseUrl: 'http://127.0.0.1:9',
    merchant: 'names-test',
    dir: tempDir(),
  });
  closers.push(() => index.close());
  index.observe([IN_INDEX]);
  return index;
}

function ops(): ActionContext {
  const client: ApiClient = createClient({ baseUrl: 'http://127.0.0.1:9', credentials: { apiToken: 't' } });
  closers.push(() => client.close());
  return createActionContext({
    client,
    profile: 'sandbox',
    baseUrl: 'http://127.0.0.1:9',
    skipProductionQuestion: true,
    readOnly: false,
    auditPath: join(mkdtempSync(join(tmpdir(), 'names-')), 'audit.jsonl'),
  });
}

const lineWith = (frame: string, text: string): string =>
  frame.split('\n').find((l) => l.includes(text)) ?? '';

describe('Activity names the cards it lists', () => {
  it('by name, last four and wallet: from the screen, then from the card index; else the cut id, saying so', async () => {
    const store = storeWithCard();
    const context = ops();
    context.audit.record({
      action: 'card.suspend',
      targets: { cardId: ON_SCREEN.id, accountId: WALLET.id },
      outcome: 'done',
    });
    context.audit.record({
      action: 'card.resume',
      targets: { cardId: IN_INDEX.id, accountId: WALLET.id },
      outcome: 'done',
    });
    context.audit.record({ action: 'card.terminate', targets: { cardId: UNKNOWN }, outcome: 'done' });
    mounted = await mountApp(store, { ops: context, index: indexKnowing(store), columns: 160 });
    await mounted.press('L');
    const frame = mounted.frame();
    expect(lineWith(frame, 'card.suspend')).toContain('Travel desk ..1234 (Wallet 01 USD)');
    expect(lineWith(frame, 'card.resume')).toContain('Meals team ..5678 (Wallet 01 USD)');
    expect(lineWith(frame, 'card.terminate')).toMatch(
      /card deadbeef~? \(not on screen or in the card index\)/,
    );
  });

  it('without a card index, says so for a card not on screen', async () => {
    const context = ops();
    context.audit.record({ action: 'card.resume', targets: { cardId: IN_INDEX.id }, outcome: 'done' });
    mounted = await mountApp(storeWithCard(), { ops: context, columns: 160 });
    await mounted.press('L');
    expect(lineWith(mounted.frame(), 'card.resume')).toMatch(
      /card c0ffee02~? \(not on screen; no card index\)/,
    );
  });
});

describe('Events names the card an event is about', () => {
  it('a card_state event and a card_transaction event, by name, last four and wallet', async () => {
    const store = storeWithCard();
    store.getState().mutators.setEvents({ status: 'quiet', url: 'http://127.0.0.1:1/' });
    store.getState().mutators.applyBatch({
      at: 0,
      events: [
        {
          at: 1,
          verdict: 'accepted',
          eventId: 'evt-1',
          type: 'card_state',
          objectId: ON_SCREEN.id,
          payload: { id: 'evt-1', type: 'card_state', data: { id: ON_SCREEN.id, status: 'frozen' } },
        },
        {
          at: 2,
          verdict: 'accepted',
          eventId: 'evt-2',
          type: 'card_transaction',
          objectId: 'op-77',
          payload: {
            id: 'evt-2',
            type: 'card_transaction',
            data: { id: 'op-77', card: { id: IN_INDEX.id }, amount: '1.00', currency: 'USD' },
          },
        },
      ],
    });
    mounted = await mountApp(store, { index: indexKnowing(store), columns: 160 });
    await mounted.press('E');
    const frame = mounted.frame();
    expect(lineWith(frame, 'card_state')).toContain('Travel desk ..1234 (Wallet 01 USD)');
    expect(lineWith(frame, 'card_transaction')).toContain('Meals team ..5678 (Wallet 01 USD)');
    expect(lineWith(frame, 'card_transaction')).toContain('op-77');
  });
});
