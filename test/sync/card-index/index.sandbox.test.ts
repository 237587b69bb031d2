// The index against a real sandbox (demo merchant plus 300 issued cards): the crawl lists every
// card, the cardholders' lists add holder id, email and the first six digits, what the console
// reads (sync, events) updates it, and the file never holds a full number, a CVV or a credential.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ReceivedEvent } from '../../../src/api/receiver/types.js';
import { createAppStore } from '../../../src/store/index.js';
import { createEventIntake, createSync } from '../../../src/sync/index.js';
import { createCardIndex, type CardIndex } from '../../../src/sync/card-index/index.js';
import { changeCardStatus } from '../../../src/actions/card-actions.js';
import {
  activeWallets,
  cardsOf,
  clientWith,
  contextFor,
  issueMany,
  startEnv,
  stopEnv,
  type Env,
} from '../../support/action-helpers.js';
import { tempDir } from '../../support/fake-merchant.js';

let env: Env;
let index: CardIndex;
let dir: string;
const appStore = createAppStore();
let issued: string[];
let wallet: string;

beforeAll(async () => {
  env = await startEnv();
  wallet = (await activeWallets(env.client))[1]!.id;
  issued = await issueMany(env.client, wallet, 300);
  dir = tempDir();
  index = createCardIndex({
    fetcher: env.client,
    store: appStore,
    baseUrl: env.sandbox.baseUrl,
    merchant: env.merchant.orgId,
    dir,
    share: 1,
  });
  await index.runPass(new AbortController().signal);
}, 60_000);

afterAll(async () => {
  index.close();
  await stopEnv(env);
});

async function merchantCardCount(): Promise<number> {
  let n = 0;
  for (const w of (await env.client.call('listAccounts', {})).items) {
    n += (await env.client.call('listCards', { params: { wallet_id: w.id }, query: { quantity: 1 } }))
      .pagination.totalQuantity;
  }
  return n;
}

describe('card index on a sandbox', () => {
  it('holds every card of the merchant, with the wallets card counts as its goal', async () => {
    const total = await merchantCardCount();
    expect(total).toBeGreaterThan(300);
    expect(index.status()).toMatchObject({ state: 'ready', listed: total, expected: total });
    const last = issued[issued.length - 1]!;
    expect(index.findCards(last)).toMatchObject([{ id: last, walletId: wallet, name: 'Bulk 299' }]);
  });

  it('learns holder id, email and the first six digits from the cardholders lists', async () => {
    const read = (
      await env.client.call('getCard', { params: { wallet_id: wallet, instrument_id: issued[0]! } })
    ).data.card;
    const row = index.findCards(issued[0]!)[0]!;
    expect(row).toMatchObject({
      holderId: read.cardOwner.cardOwnerId,
      holderEmail: read.cardOwner.email,
      last4: read.maskedNumber.slice(-4),
    });
    expect(row.first6).toMatch(/^\d{6}$/);
    expect(row.createdAt).toBe(read.createdAt);
    const byEmail = index.search(read.cardOwner.email, 500).rows;
    expect(byEmail.map((r) => r.id)).toContain(issued[0]);
    expect(byEmail.every((r) => r.holderEmail === read.cardOwner.email)).toBe(true);
  });

  it('never stores a full card number, a CVV or a credential', async () => {
    const secrets = [env.merchant.apiKey, env.merchant.apiToken];
    for (const id of issued.slice(0, 20)) {
      const c = (
        await env.client.call('getCardCredentials', { params: { wallet_id: wallet, instrument_id: id } })
      ).data;
      secrets.push(
        c.cardNumber,
        `${c.cardNumber.slice(0, 4)} ${c.cardNumber.slice(4, 8)} ${c.cardNumber.slice(8, 12)}`,
      );
    }
    const bytes = readdirSync(dir)
      .map((name) => readFileSync(join(dir, name)).toString('latin1'))
      .join('\n');
    expect(bytes.length).toBeGreaterThan(10_000);
    for (const secret of secrets) expect(bytes.includes(secret), 'a secret is in the index file').toBe(false);
    // No masked number shows more than the first six and the last four digits.
    const masks = bytes.match(/\d{4} [\d*]{4} [\d*]{4} \d{4}/g) ?? [];
    expect(masks.length).toBeGreaterThan(300);
    for (const m of masks) expect(m.replace(/\D/g, '').length, m).toBeLessThanOrEqual(10);
  });

  it('is updated by what the console reads: a sync read of a changed card, and a card_state event', async () => {
    const abort = new AbortController();
    const live = createAppStore();
    const watched = createCardIndex({
      fetcher: env.client,
      store: live,
      baseUrl: env.sandbox.baseUrl,
      merchant: env.merchant.orgId,
      dir,
      share: 1,
      newCardsMs: 3_600_000,
    });
    watched.start(abort.signal);
    const sync = createSync({ fetcher: env.client, store: live, settleMs: 0 });
    await env.client.call('suspendCard', { params: { wallet_id: wallet, instrument_id: issued[1]! } });
    // A card the store knows (from a list) read again by sync, as the detail view does.
    live.getState().mutators.applyBatch({
      cards: [
        {
          id: issued[1]!,
          accountId: wallet,
          name: 'x',
          status: 'active',
          currency: 'USD',
          availableBalance: '0.00',
          maskedNumber: '4111 **** **** 0000',
          raw: {},
        },
      ],
      at: 1,
    });
    await sync.refresh({ card: issued[1]! });
    expect(watched.findCards(issued[1]!)[0]).toMatchObject({ status: 'frozen' });

    const read = await env.client.call('getAccountCard', {
      params: { account_uuid: wallet, card_uuid: issued[2]! },
    });
    const intake = createEventIntake({ store: live, refresh: async () => undefined });
    const at = new Date();
    const event: ReceivedEvent = {
      at,
      status: 'accepted',
      id: 'e1',
      type: 'card_state',
      event: {
        id: 'e1',
        type: 'card_state',
        createdAt: at.toISOString(),
        data: { ...read, status: 'closed', updatedAt: '2999-01-01T00:00:00.000Z' },
      },
    };
    intake.receive(event);
    intake.flush();
    expect(watched.findCards(issued[2]!)[0]).toMatchObject({ status: 'closed' });
    intake.close();
    abort.abort();
    watched.close();
  });

  it('with account-family credentials only, builds the whole index from the cardholders and their cards', async () => {
    const client = clientWith(env, { apiToken: env.merchant.apiToken });
    const own = createCardIndex({
      fetcher: client,
      store: createAppStore(),
      baseUrl: env.sandbox.baseUrl,
      merchant: 'token only',
      dir: tempDir(),
      share: 1,
    });
    await own.runPass(new AbortController().signal);
    const total = await merchantCardCount();
    expect(own.count()).toBe(total);
    expect(own.status()).toMatchObject({ state: 'ready', listed: total, expected: total });
    expect(own.findCards(issued[5]!)[0]).toMatchObject({
      walletId: wallet,
      holderEmail: expect.stringContaining('@'),
    });
    own.close();
  });

  it('with organization credentials only, lists every wallet (holder names, no emails)', async () => {
    const client = clientWith(env, { orgId: env.merchant.orgId, apiKey: env.merchant.apiKey });
    const own = createCardIndex({
      fetcher: client,
      store: createAppStore(),
      baseUrl: env.sandbox.baseUrl,
      merchant: 'org only',
      dir: tempDir(),
      share: 1,
    });
    await own.runPass(new AbortController().signal);
    expect(own.count()).toBe(await merchantCardCount());
    const row = own.findCards(issued[5]!)[0]!;
    expect(row.holderName).toMatch(/\w+ \w+/);
    expect(row.holderEmail).toBeUndefined();
    own.close();
  });

  it("is updated by the console's own actions (the action's result lands in the store)", async () => {
    const abort = new AbortController();
    const live = createAppStore();
    const watched = createCardIndex({
      fetcher: env.client,
      store: live,
      baseUrl: env.sandbox.baseUrl,
      merchant: env.merchant.orgId,
      dir,
      share: 1,
      newCardsMs: 3_600_000,
    });
    watched.start(abort.signal);
    const sync = createSync({ fetcher: env.client, store: live, settleMs: 0 });
    const ctx = contextFor(env, { store: live, sync });
    const ref = (await cardsOf(env.client, wallet)).find((c) => c.id === issued[7])!;
    expect(watched.findCards(issued[7]!)[0]).toMatchObject({ status: 'active' });
    expect((await changeCardStatus(ctx, ref, 'suspend')).ok).toBe(true);
    await new Promise((r) => setTimeout(r, 20));
    expect(watched.findCards(issued[7]!)[0]).toMatchObject({ status: 'frozen' });
    abort.abort();
    watched.close();
  });
});
