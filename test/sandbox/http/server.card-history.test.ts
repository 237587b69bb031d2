// The sandbox's part, over real HTTP: the delivery history read per card (cardId, with paging; 422 for a
// value that is not a card id), every card state change in it with no endpoint configured (undelivered), and the
// decline reasons published as an enum that is exactly what the purchase simulator produces. Every response is
// also checked against the served document by the suite's harness, so a reason outside the enum fails there too.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { request } from 'undici';
import { DECLINE_REASONS } from '../../../src/contract/index.js';
import { call, waitFor } from '../../support/http-call.js';
import {
  keyOf,
  startRealSandbox,
  tokenOf,
  twoAccounts,
  type RealSandbox,
} from '../../support/real-sandbox.js';

type Json = Record<string, unknown>;
let sandbox: RealSandbox;
let doc: Json;
let schemas: Record<string, Json>;
// The sandbox's clock: mid-month, so a day later is the same UTC month (the monthly limit's window).
let now = Date.parse('2026-03-10T12:00:00.000Z');

beforeAll(async () => {
  sandbox = await startRealSandbox({ clock: () => new Date(now) });
  doc = (await (await request(`${sandbox.base}/api/openapi.json`)).body.json()) as Json;
  schemas = (doc.components as { schemas: Record<string, Json> }).schemas;
});
afterAll(async () => {
  await sandbox.close();
});

interface Card {
  cardId: string;
  cardStatus: string;
  availableBalance: string;
}
const org = () => `/api/v2/organizations/${sandbox.one.orgId}`;
async function cardsOf(wallet: string): Promise<Card[]> {
  const res = await call(sandbox.base, 'GET', `${org()}/wallets/${wallet}/instruments?quantity=500`, {
    headers: keyOf(sandbox.one),
  });
  return res.json?.data as Card[];
}
const history = async (query: string) =>
  call(sandbox.base, 'GET', `/api/v2/webhooks/events?${query}`, { headers: tokenOf(sandbox.one) });

describe('the delivery history, per card', () => {
  it('refuses a cardId that is not a card id: 422 at ["query","cardId"]', async () => {
    const res = await history('cardId=7292');
    expect(res.status).toBe(422);
    expect(res.json?.detail).toEqual([
      expect.objectContaining({ loc: ['query', 'cardId'], type: 'type_error.uuid' }),
    ]);
  });

  it('records a suspension with no endpoint configured, undelivered, and reads it back by card with paging', async () => {
    expect(
      (await call(sandbox.base, 'GET', '/api/v2/webhooks/config', { headers: tokenOf(sandbox.one) })).status,
    ).toBe(404);
    const [wallet] = await twoAccounts(sandbox.base, sandbox.one);
    const card = (await cardsOf(wallet)).find((c) => c.cardStatus === 'active') as Card;
    const suspended = await call(
      sandbox.base,
      'POST',
      `${org()}/wallets/${wallet}/instruments/${card.cardId}/suspend`,
      {
        headers: keyOf(sandbox.one),
      },
    );
    expect(suspended.status).toBe(200);
    const all = await history(`cardId=${card.cardId}&limit=1000`);
    const items = all.json?.items as Array<Json & { payload: Json & { data: Json } }>;
    expect(all.json?.total).toBe(items.length);
    expect(items.every((d) => JSON.stringify(d.payload).includes(card.cardId))).toBe(true);
    const newest = items[0];
    expect(newest).toMatchObject({
      eventType: 'card_state',
      status: 'undelivered',
      url: '',
      attempts: 0,
      payload: { type: 'card_state', previousStatus: 'active', data: { id: card.cardId, status: 'frozen' } },
    });
    expect(newest?.createdAt).toBe(new Date(now).toISOString());
    // Its issuance and activation from the seed are there too, oldest last.
    expect(items.at(-1)?.payload).toMatchObject({ previousStatus: null, data: { status: 'creating' } });
    const paged: unknown[] = [];
    for (let offset = 0; offset < items.length; offset += 2) {
      const page = await history(`cardId=${card.cardId}&limit=2&offset=${offset}`);
      paged.push(...(page.json?.items as Json[]).map((d) => d.id));
    }
    expect(paged).toEqual(items.map((d) => d.id));
  });

  it('documents the cardId filter and the undelivered status', () => {
    const list = ((doc.paths as Json)['/api/v2/webhooks/events'] as Json).get as { parameters: Json[] };
    expect(list.parameters).toEqual(
      expect.arrayContaining([
        expect.objectContaining({
          name: 'cardId',
          in: 'query',
          schema: expect.objectContaining({ format: 'uuid' }),
        }),
      ]),
    );
    expect(schemas.DeliveryStatus).toMatchObject({ enum: expect.arrayContaining(['undelivered']) });
    expect(String(schemas.DeliveryStatus?.description)).toContain('undelivered');
  });
});

describe('decline reasons', () => {
  const purchase = async (cardId: string, amount: string) => {
    const res = await call(sandbox.base, 'POST', `/api/v2/sandbox/cards/${cardId}/purchase`, {
      headers: tokenOf(sandbox.one),
      body: { amount },
    });
    expect(res.status).toBe(200);
    return res.json as { status: string; declineReason: string | null; operationId: string };
  };
  /** A fresh active card of `wallet` with 500.00 on it and these limits. */
  async function freshCard(wallet: string, limits: Json): Promise<string> {
    const holders = await call(sandbox.base, 'GET', '/api/v2/cardholders?limit=1', {
      headers: tokenOf(sandbox.one),
    });
    const owner = (holders.json?.items as Array<{ cardOwnerId: string }>)[0]?.cardOwnerId;
    const path = `${org()}/wallets/${wallet}/instruments`;
    const issued = await call(sandbox.base, 'POST', path, {
      headers: keyOf(sandbox.one),
      body: { cardOwnerId: owner, cardType: 'virtual', limits },
    });
    expect(issued.status).toBe(201);
    const id = (issued.json?.data as { card: { id: string } }).card.id;
    await waitFor(async () => {
      const read = await call(sandbox.base, 'GET', `${path}/${id}`, { headers: keyOf(sandbox.one) });
      return (read.json?.data as { card: { status: string } }).card.status === 'active';
    });
    const funded = await call(sandbox.base, 'PATCH', `${path}/${id}/fund`, {
      headers: keyOf(sandbox.one),
      body: { amount: '500.00' },
    });
    expect(funded.status).toBe(200);
    return id;
  }

  it('the document enumerates exactly the reasons the purchase simulator produces, and each declined operation carries its reason', async () => {
    const produced = new Map<string, string>();
    const decline = async (cardId: string, amount: string) => {
      const result = await purchase(cardId, amount);
      expect(result.status).toBe('declined');
      produced.set(String(result.declineReason), result.operationId);
    };
    const [main, marketing] = await twoAccounts(sandbox.base, sandbox.one);
    const all = [...(await cardsOf(main)), ...(await cardsOf(marketing))];
    // Every status but active is a reason of its own.
    for (const status of ['creating', 'creating_failed', 'frozen', 'closed', 'expired']) {
      const card = all.find((c) => c.cardStatus === status);
      if (!card) throw new Error(`the demo seed has a ${status} card`);
      await decline(card.cardId, '1.00');
    }
    const card = await freshCard(marketing, { daily_limit: '50.00', monthly_limit: '60.00' });
    await decline(card, '10000.01'); // above the wallet's transaction_limit range
    expect((await purchase(card, '40.00')).status).toBe('completed');
    await decline(card, '20.00'); // 40.00 + 20.00 in one UTC day: above the daily 50.00
    now += 86_400_000;
    await decline(card, '30.00'); // 30.00 today, but 40.00 + 30.00 this month: above the monthly 60.00
    const rich = await freshCard(marketing, {});
    await decline(rich, '500.01'); // with the 2 % fee, above the 500.00 on the card
    const inactive = await call(sandbox.base, 'POST', `${org()}/wallets/${marketing}/deactivate`, {
      headers: keyOf(sandbox.one),
    });
    expect(inactive.status).toBe(200);
    await decline(rich, '1.00');
    await call(sandbox.base, 'POST', `${org()}/wallets/${marketing}/activate`, {
      headers: keyOf(sandbox.one),
    });

    expect([...produced.keys()].sort()).toEqual([...DECLINE_REASONS].sort());
    expect((schemas.DeclineReason?.enum as string[]).sort()).toEqual([...DECLINE_REASONS].sort());
    const list = await call(
      sandbox.base,
      'GET',
      `${org()}/instruments/operations?statuses[]=declined&quantity=500`,
      {
        headers: keyOf(sandbox.one),
      },
    );
    const byId = new Map((list.json?.data as Json[]).map((o) => [o.id, o.declineReason]));
    for (const [reason, id] of produced) expect(byId.get(id), reason).toBe(reason);
  });
});
