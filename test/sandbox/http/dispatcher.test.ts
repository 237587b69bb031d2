// The webhook dispatcher against a fake core's queue and a local receiver.
import { createHmac } from 'node:crypto';
import { afterEach, describe, expect, it } from 'vitest';
import type { DueDelivery } from '../../../src/sandbox/core-types.js';
import {
  nextAttemptAt,
  signBody,
  startDispatcher,
  type Dispatcher,
} from '../../../src/sandbox/http/dispatcher.js';
import { createFakeCore, type FakeCore } from '../../support/fake-sandbox-core.js';
import { waitFor } from '../../support/http-call.js';
import { startWebhookEndpoint, type WebhookEndpoint } from '../../support/webhook-endpoint.js';

let dispatcher: Dispatcher | undefined;
let receiver: WebhookEndpoint | undefined;
let core: FakeCore;

afterEach(async () => {
  await dispatcher?.stop();
  await receiver?.close();
  core.close();
  dispatcher = undefined;
  receiver = undefined;
});

function delivery(id: string, url: string, secret: string | null): DueDelivery {
  return {
    id,
    merchantId: 'm1',
    url,
    secret,
    attempts: 0,
    event: {
      id: `evt-${id}`,
      type: 'card_state',
      createdAt: '2026-01-02T03:04:05.000Z',
      data: { cardId: 'c1', status: 'frozen', note: 'ünïcode' },
    },
  };
}

describe('webhook dispatcher', () => {
  it('POSTs the event signed with HMAC-SHA256 of the exact raw body', async () => {
    core = createFakeCore();
    receiver = await startWebhookEndpoint([200]);
    dispatcher = startDispatcher(core.webhooks);
    core.enqueue(delivery('d1', receiver.url, 'whsec_test_secret'));
    const [got] = await waitFor(() => receiver?.received.length === 1 && receiver.received);
    expect(got?.headers['content-type']).toBe('application/json');
    expect(got?.headers['x-webhook-id']).toBe('evt-d1');
    expect(got?.headers['x-webhook-timestamp']).toMatch(/^\d+$/);
    const expected = createHmac('sha256', 'whsec_test_secret')
      .update(got?.rawBody ?? '')
      .digest('hex');
    expect(got?.headers['x-webhook-signature']).toBe(expected);
    expect(JSON.parse(got?.rawBody ?? '{}')).toMatchObject({ id: 'evt-d1', type: 'card_state' });
    await waitFor(() => core.attempts.length === 1);
    expect(core.attempts[0]).toMatchObject({ id: 'd1', ok: true, responseCode: 200, next: null });
  });

  it('sends no signature header when no secret is set', async () => {
    core = createFakeCore();
    receiver = await startWebhookEndpoint([204]);
    dispatcher = startDispatcher(core.webhooks);
    core.enqueue(delivery('d2', receiver.url, null));
    const [got] = await waitFor(() => receiver?.received.length === 1 && receiver.received);
    expect(got?.headers).not.toHaveProperty('x-webhook-signature');
  });

  it('sends every due delivery, however many, without leaving one leased and unsent', async () => {
    core = createFakeCore();
    receiver = await startWebhookEndpoint([200]);
    dispatcher = startDispatcher(core.webhooks, { concurrency: 2, pollIntervalMs: 10 });
    for (let i = 0; i < 12; i += 1) core.enqueue(delivery(`m${i}`, receiver.url, null));
    // A delivery handed out but not sent would wait out its lease (20 s): longer than this wait.
    await waitFor(() => core.attempts.length === 12, 10_000);
    expect(new Set(core.attempts.map((a) => a.id)).size).toBe(12);
    expect(receiver.received).toHaveLength(12);
  });

  it('sends an attempt the fault policy times out, records it failed whatever the answer, and retries it', async () => {
    core = createFakeCore();
    receiver = await startWebhookEndpoint([200]);
    dispatcher = startDispatcher(core.webhooks, { baseDelayMs: 5, maxDelayMs: 20, pollIntervalMs: 10 });
    core.enqueue({ ...delivery('d9', receiver.url, null), ignoreAnswer: true });
    // Retried within milliseconds: a second attempt may already be recorded when the wait looks.
    await waitFor(() => core.attempts.length >= 1);
    expect(receiver.received.length).toBeGreaterThanOrEqual(1);
    // The receiver answered 200; the attempt counts as unanswered.
    expect(core.attempts[0]).toMatchObject({ id: 'd9', ok: false, responseCode: null });
    expect(core.attempts[0]?.next).toBeInstanceOf(Date);
  });

  it('retries a failing receiver with backoff until it answers 2xx', async () => {
    core = createFakeCore();
    receiver = await startWebhookEndpoint([500, 503, 200]);
    dispatcher = startDispatcher(core.webhooks, { baseDelayMs: 5, maxDelayMs: 20, pollIntervalMs: 10 });
    core.enqueue(delivery('d3', receiver.url, 's3cret-key'));
    await waitFor(() => core.attempts.some((a) => a.ok));
    expect(core.attempts.map((a) => [a.ok, a.responseCode])).toEqual([
      [false, 500],
      [false, 503],
      [true, 200],
    ]);
    expect(core.attempts[0]?.next).toBeInstanceOf(Date);
    const bodies = new Set(receiver.received.map((r) => r.rawBody));
    expect(bodies.size).toBe(1);
  });

  it('gives up after maxAttempts and records the failure without a next attempt', async () => {
    core = createFakeCore();
    receiver = await startWebhookEndpoint([500]);
    dispatcher = startDispatcher(core.webhooks, {
      baseDelayMs: 1,
      maxDelayMs: 2,
      pollIntervalMs: 5,
      maxAttempts: 3,
    });
    core.enqueue(delivery('d4', receiver.url, null));
    await waitFor(() => core.attempts.length === 3);
    expect(core.attempts.map((a) => a.next === null)).toEqual([false, false, true]);
  });

  it('records a refused connection by its code', async () => {
    core = createFakeCore();
    receiver = await startWebhookEndpoint();
    const url = receiver.url;
    await receiver.close();
    receiver = undefined;
    dispatcher = startDispatcher(core.webhooks, { maxAttempts: 1 });
    core.enqueue(delivery('d5', url, null));
    await waitFor(() => core.attempts.length === 1);
    expect(core.attempts[0]).toMatchObject({ ok: false, responseCode: null, next: null });
  });
});

describe('backoff', () => {
  const settings = { baseDelayMs: 1000, maxDelayMs: 60_000, maxAttempts: 8 };
  const at = new Date('2026-01-01T00:00:00Z');

  it('doubles per attempt within the jitter band and is capped', () => {
    const low = (n: number) =>
      (nextAttemptAt(n, at, { ...settings, random: () => 0 })?.getTime() ?? 0) - at.getTime();
    const high = (n: number) =>
      (nextAttemptAt(n, at, { ...settings, random: () => 1 })?.getTime() ?? 0) - at.getTime();
    expect([1, 2, 3, 4].map(low)).toEqual([500, 1000, 2000, 4000]);
    expect([1, 2, 3, 4].map(high)).toEqual([1000, 2000, 4000, 8000]);
    expect(high(7)).toBe(60_000);
    expect(nextAttemptAt(8, at, { ...settings, random: () => 0.5 })).toBeNull();
  });

  it('keeps going while its database cannot be read or written, and delivers once it can', async () => {
    core = createFakeCore();
    receiver = await startWebhookEndpoint([200]);
    const { due, recordAttempt } = core.webhooks;
    let down = true;
    const unreachable = (): never => {
      throw new Error('database "t_1" is not currently accepting connections');
    };
    const failedRecord = { times: 0 };
    const webhooks = {
      ...core.webhooks,
      due: (now: Date, limit: number) => (down ? unreachable() : due(now, limit)),
      recordAttempt: (...args: Parameters<typeof recordAttempt>) => {
        // The first answer cannot be recorded: the delivery stays leased until its lease runs out.
        if (failedRecord.times++ === 0) unreachable();
        recordAttempt(...args);
      },
    };
    const thrown: unknown[] = [];
    const onError = (error: unknown): void => void thrown.push(error);
    process.on('uncaughtException', onError);
    process.on('unhandledRejection', onError);
    try {
      dispatcher = startDispatcher(webhooks, { pollIntervalMs: 10 });
      core.enqueue(delivery('d1', receiver.url, null));
      await new Promise((resolve) => setTimeout(resolve, 50));
      expect(receiver.received).toHaveLength(0);
      down = false;
      await waitFor(() => receiver?.received.length === 1);
      await new Promise((resolve) => setTimeout(resolve, 50));
      expect(thrown).toEqual([]);
    } finally {
      process.off('uncaughtException', onError);
      process.off('unhandledRejection', onError);
    }
  });

  it('signs as lowercase hex', () => {
    expect(signBody('{"a":1}', 'k')).toMatch(/^[0-9a-f]{64}$/);
  });
});
