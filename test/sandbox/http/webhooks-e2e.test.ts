// A signed event, caused by a real action on the real core, is received by a local endpoint and its
// signature verifies; a failing receiver is retried and the history shows it.
import { createHmac, timingSafeEqual } from 'node:crypto';
import { afterEach, describe, expect, it } from 'vitest';
import { call, waitFor } from '../../support/http-call.js';
import { startWebhookEndpoint, type WebhookEndpoint } from '../../support/webhook-endpoint.js';
import {
  activeCard,
  keyOf,
  startRealSandbox,
  tokenOf,
  type RealSandbox,
} from '../../support/real-sandbox.js';

let sandbox: RealSandbox | undefined;
let receiver: WebhookEndpoint | undefined;
afterEach(async () => {
  await sandbox?.close();
  await receiver?.close();
  sandbox = undefined;
  receiver = undefined;
});

const SECRET = 'whsec-e2e-0123456789';
const fastRetries = { dispatcher: { baseDelayMs: 5, maxDelayMs: 20, pollIntervalMs: 10 } };

function verifies(rawBody: string, signature: string | string[] | undefined, secret: string): boolean {
  if (typeof signature !== 'string') return false;
  const expected = Buffer.from(createHmac('sha256', secret).update(rawBody).digest('hex'));
  const given = Buffer.from(signature);
  return given.length === expected.length && timingSafeEqual(given, expected);
}

interface Delivery {
  status: string;
  attempts: number;
  responseCode: number | null;
  eventType: string;
}

/** The card's card_state deliveries that were sent (the history also keeps the seed's, undelivered). */
async function deliveries(s: RealSandbox, cardId: string): Promise<Delivery[]> {
  const res = await call(s.base, 'GET', `/api/v2/webhooks/events?eventType=card_state&cardId=${cardId}`, {
    headers: tokenOf(s.one),
  });
  return ((res.json?.items ?? []) as Delivery[]).filter((d) => d.status !== 'undelivered');
}

async function suspendACard(s: RealSandbox): Promise<string> {
  const { walletId, cardId } = await activeCard(s.base, s.one);
  const res = await call(
    s.base,
    'POST',
    `/api/v2/organizations/${s.one.orgId}/wallets/${walletId}/instruments/${cardId}/suspend`,
    { headers: keyOf(s.one) },
  );
  expect(res.status).toBe(200);
  return cardId;
}

describe('webhook delivery end to end', () => {
  it('delivers a signed card_state event that verifies with the secret', async () => {
    receiver = await startWebhookEndpoint([200]);
    sandbox = await startRealSandbox(fastRetries);
    const config = await call(sandbox.base, 'PUT', '/api/v2/webhooks/config', {
      headers: tokenOf(sandbox.one),
      body: { url: receiver.url, secret: SECRET, eventTypes: ['card_state'] },
    });
    expect(config.status).toBe(200);
    expect(config.text).not.toContain(SECRET);
    const cardId = await suspendACard(sandbox);

    const [event] = await waitFor(() => receiver?.received.length === 1 && receiver.received);
    if (!event) throw new Error('no event');
    expect(verifies(event.rawBody, event.headers['x-webhook-signature'], SECRET)).toBe(true);
    expect(verifies(event.rawBody, event.headers['x-webhook-signature'], 'another-secret')).toBe(false);
    const body = JSON.parse(event.rawBody) as {
      id: string;
      type: string;
      createdAt: string;
      data: Record<string, unknown>;
    };
    expect(body).toMatchObject({ type: 'card_state', id: expect.any(String), createdAt: expect.any(String) });
    expect(event.headers['x-webhook-id']).toBe(body.id);
    expect(event.rawBody).toContain(cardId);
    expect(event.rawBody).toContain('frozen');

    const [delivered] = await waitFor(async () => {
      const list = await deliveries(sandbox as RealSandbox, cardId);
      return list.length === 1 && list[0]?.status === 'delivered' && list;
    });
    expect(delivered).toMatchObject({ attempts: 1, responseCode: 200 });
  });

  it('retries a failing receiver until it accepts, and records every attempt', async () => {
    receiver = await startWebhookEndpoint([500, 502, 200]);
    sandbox = await startRealSandbox(fastRetries);
    await call(sandbox.base, 'PUT', '/api/v2/webhooks/config', {
      headers: keyOf(sandbox.one),
      body: { url: receiver.url, secret: SECRET, eventTypes: 'all' },
    });
    const cardId = await suspendACard(sandbox);
    const [delivered] = await waitFor(async () => {
      const list = await deliveries(sandbox as RealSandbox, cardId);
      return list[0]?.status === 'delivered' && list;
    });
    expect(delivered).toMatchObject({ attempts: 3, responseCode: 200 });
    const cardStates = receiver.received.filter((r) => r.rawBody.includes('"card_state"'));
    expect(cardStates).toHaveLength(3);
    expect(new Set(cardStates.map((r) => r.rawBody)).size).toBe(1);
    for (const r of cardStates)
      expect(verifies(r.rawBody, r.headers['x-webhook-signature'], SECRET)).toBe(true);
  });
});
