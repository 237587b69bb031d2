// The pulse read from a real sandbox: each figure checked against the API's own lists, the figures moved
// by purchases, declines and a funding made here, and the requests of a refresh counted.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pulseOutcome, readPulse } from '../../../src/actions/pulse/index.js';
import { createClient } from '../../../src/api/index.js';
import { displayAmount, utcZone } from '../../../src/domain/index.js';
import { DEFAULT_PULSE_THRESHOLDS, type PulseFigures } from '../../../src/domain/pulse/index.js';
import { activeWallets, cardsOf, faulty, startEnv, stopEnv, type Env } from '../../support/action-helpers.js';

let env: Env;
const ask = {
  profile: 'sandbox',
  window: '1h',
  zone: utcZone(),
  thresholds: DEFAULT_PULSE_THRESHOLDS,
} as const;

beforeAll(async () => {
  env = await startEnv();
}, 60_000);
afterAll(() => stopEnv(env));

const pulse = (): Promise<PulseFigures> => readPulse(env.client, ask);
const buy = (cardId: string, amount: string) =>
  env.client.call('sandboxPurchase', { params: { card_uuid: cardId }, body: { amount } });

describe('readPulse against the sandbox', () => {
  it('counts cards by status across every wallet, as paging every card does', async () => {
    const figures = await pulse();
    const wallets = (await env.client.call('listAccounts', {})).items;
    const paged: Record<string, number> = {};
    for (const w of wallets)
      for (const card of await cardsOf(env.client, w.id)) paged[card.status] = (paged[card.status] ?? 0) + 1;
    const nonZero = Object.fromEntries(Object.entries(figures.cards.byStatus).filter(([, n]) => n > 0));
    expect(nonZero).toEqual(paged);
    expect(figures.wallets.map((w) => w.id).sort()).toEqual(wallets.map((w) => w.id).sort());
    expect(figures.cards.readAt).toBeGreaterThanOrEqual(figures.at);
    expect(figures.declines.range).toEqual({ from: figures.at - 3_600_000, to: figures.at });
  });

  it('declines, purchases and reasons move by exactly what was done in the window', async () => {
    // Both reads end at one instant a minute ahead: a window ending at each read's own now would slide, and a
    // seeded decline an hour old could leave it between the two reads.
    const end = Date.now() + 60_000;
    const pulse = (): Promise<PulseFigures> => readPulse(env.client, { ...ask, now: () => end });
    const before = await pulse();
    const wallet = (await activeWallets(env.client))[0]!;
    const cards = (await cardsOf(env.client, wallet.id)).filter((c) => c.status === 'active');
    const [spender, frozen] = [cards[0]!, cards[1]!];
    await env.client.call('fundCard', {
      params: { wallet_id: wallet.id, instrument_id: spender.id },
      body: { amount: '40.00' },
    });
    expect((await buy(spender.id, '1.00')).status).not.toBe('declined');
    expect((await buy(spender.id, '2.00')).status).not.toBe('declined');
    await env.client.call('suspendCard', { params: { wallet_id: wallet.id, instrument_id: frozen.id } });
    for (let i = 0; i < 3; i += 1) expect((await buy(frozen.id, '1.00')).declineReason).toBe('card_frozen');
    const after = await pulse();
    expect(after.declines.count - before.declines.count).toBe(3);
    expect(after.declines.purchases - before.declines.purchases).toBe(5);
    expect((after.declines.reasons.card_frozen ?? 0) - (before.declines.reasons.card_frozen ?? 0)).toBe(3);
    expect(after.declines.rate).toBe(after.declines.count / after.declines.purchases);
    // The last hour of the sparkline holds them too.
    const lastHour = (f: PulseFigures): number => f.declines.hourly[23]?.count ?? 0;
    expect(lastHour(after) - lastHour(before)).toBe(3);
    // The wallet's outflow grew by the funding, to the cent.
    const outflow = (f: PulseFigures): bigint => f.wallets.find((w) => w.id === wallet.id)!.outflow24h;
    expect(displayAmount((outflow(after) - outflow(before)) as never)).toBe('40.00');
    // Checked against the operations list itself.
    const listed = await env.client.call('listCardOperations', {
      query: {
        'types[]': ['purchase'],
        'statuses[]': ['declined'],
        createdAtFrom: new Date(after.declines.range.from).toISOString(),
        createdAtTo: new Date(after.declines.range.to - 1).toISOString(),
        quantity: 100,
      },
    });
    expect(listed.data.length).toBe(after.declines.count);
  });

  it('counts the other windows asked for, ending at the same instant, as the API counts them', async () => {
    const figures = await readPulse(env.client, { ...ask, others: ['15m', '24h'] });
    const count = async (from: number, declined: boolean): Promise<number> =>
      (
        await env.client.call('listCardOperations', {
          query: {
            page: 1,
            quantity: 1,
            createdAtFrom: new Date(from).toISOString(),
            createdAtTo: new Date(figures.at - 1).toISOString(),
            'types[]': ['purchase'],
            ...(declined ? { 'statuses[]': ['declined' as const] } : {}),
          },
        })
      ).pagination.totalQuantity;
    for (const [window, ms] of [['15m', 900_000] as const, ['24h', 86_400_000] as const]) {
      const other = figures.declines.others[window];
      expect(other?.range).toEqual({ from: figures.at - ms, to: figures.at });
      expect(other?.count).toBe(await count(figures.at - ms, true));
      expect(other?.purchases).toBe(await count(figures.at - ms, false));
    }
    // Not asked for, not read.
    expect((await pulse()).declines.others).toEqual({});
  });

  it('a refresh makes as many requests with more cards and operations', async () => {
    const counting = faulty(env.client, () => undefined);
    const requests = async (): Promise<number> => {
      counting.forwarded.clear();
      await readPulse(counting, ask);
      return [...counting.forwarded.values()].reduce((a, b) => a + b, 0);
    };
    const first = await requests();
    const wallet = (await activeWallets(env.client))[0]!;
    const card = (await cardsOf(env.client, wallet.id)).find((c) => c.status === 'active')!;
    for (let i = 0; i < 5; i += 1) await buy(card.id, '0.10');
    const read = await env.client.call('getCard', {
      params: { wallet_id: wallet.id, instrument_id: card.id },
    });
    const owner = read.data.card.cardOwner?.cardOwnerId;
    expect(owner).toBeDefined();
    await env.client.call('issueCard', {
      params: { wallet_id: wallet.id },
      body: { name: 'pulse one more', cardType: 'virtual', cardOwnerId: owner! },
    });
    expect(await requests()).toBe(first);
  });

  it('a profile that cannot be read says why, without its secret', async () => {
    const client = createClient({
      baseUrl: env.sandbox.baseUrl,
      credentials: { orgId: env.merchant.orgId, apiKey: 'not-the-key-0123456789' },
      retry: { maxRetries: 0 },
    });
    env.clients.push(client);
    const outcome = await pulseOutcome(client, { ...ask, profile: 'broken' });
    expect(outcome.ok).toBe(false);
    if (outcome.ok) return;
    expect(outcome.profile).toBe('broken');
    expect(outcome.reason).not.toBe('');
    expect(outcome.reason).not.toContain('not-the-key-0123456789');
  });

  it('says whether delivery is paused and how many deliveries it holds, as the API says', async () => {
    // The demo has no endpoint configured: nothing is paused, nothing is sent.
    await env.client.call('deleteWebhookConfig', {}).catch(() => undefined);
    const none = await pulse();
    expect(none.webhooks.paused).toBeUndefined();
    await env.client.call('putWebhookConfig', {
      body: { url: 'http://127.0.0.1:9/hook', enabled: false },
    });
    const wallet = (await activeWallets(env.client))[0]!;
    const card = (await cardsOf(env.client, wallet.id)).find((c) => c.status === 'active')!;
    await buy(card.id, '0.10');
    const paused = await pulse();
    const held = (await env.client.call('listWebhookEvents', { query: { status: 'paused', limit: 1 } }))
      .total;
    expect(held).toBeGreaterThan(0);
    expect(paused.webhooks).toMatchObject({ paused: true, held });
    await env.client.call('putWebhookConfig', {
      body: { url: 'http://127.0.0.1:9/hook', enabled: true },
    });
    const resumed = await pulse();
    expect(resumed.webhooks).toMatchObject({ paused: false, held: 0 });
    await env.client.call('deleteWebhookConfig', {});
  });
});
