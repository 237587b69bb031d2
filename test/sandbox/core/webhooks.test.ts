import { afterEach, describe, expect, it } from 'vitest';
import { WebhookEvent } from '../../../src/contract/index.js';
import { expectInvalid, expectRefused, freshCard, freshWallet, setup, type Env } from './helpers.js';

let env: Env;
afterEach(() => env.core.close());

const put = (env: Env, body: Record<string, unknown>, who = env.accA) =>
  env.call('putWebhookConfig', who, { body });

describe('webhook configuration', () => {
  it('stores the configuration, never returns the secret, refuses bad URLs', () => {
    env = setup();
    expectRefused(env, () => env.call('getWebhookConfig', env.accA), 404, 'webhook_not_configured');
    const config = put(env, {
      url: 'https://hooks.example.com/a',
      secret: 'super-secret-1',
      eventTypes: ['card_state'],
    });
    expect(config).toMatchObject({
      url: 'https://hooks.example.com/a',
      hasSecret: true,
      enabled: true,
      eventTypes: ['card_state'],
    });
    expect(JSON.stringify(config)).not.toContain('super-secret-1');
    expect(JSON.stringify(env.call('getWebhookConfig', env.orgA))).not.toContain('super-secret-1');
    // An omitted secret keeps the current one.
    expect(put(env, { url: 'https://hooks.example.com/b' })).toMatchObject({
      hasSecret: true,
      eventTypes: 'all',
    });
    expectInvalid(env, () => put(env, { url: 'https://192.168.0.10/hook' }), 'value_error.url', [
      'body',
      'url',
    ]);
    expectRefused(env, () => env.call('getWebhookConfig', env.accB), 404, 'webhook_not_configured');
    env.call('deleteWebhookConfig', env.accA);
    expectRefused(env, () => env.call('getWebhookConfig', env.accA), 404, 'webhook_not_configured');
  });
});

describe('events and deliveries', () => {
  it('enqueues subscribed events with the REST object as data, in the outbox, and wakes the dispatcher', async () => {
    env = setup();
    let wakes = 0;
    const stop = env.core.webhooks.onEnqueued(() => {
      wakes += 1;
    });
    put(env, {
      url: 'http://127.0.0.1:9/hook',
      secret: 'signing-secret',
      eventTypes: ['card_state', 'account_topup'],
    });
    const w = freshWallet(env, '50.00'); // one payin → account_topup
    const c = freshCard(env, w, '5.00'); // creating + active → card_state ×2; top_up is not subscribed
    await Promise.resolve();
    expect(wakes).toBeGreaterThan(0);
    const due = env.core.webhooks.due(env.now(), 100);
    expect(due.map((d) => d.event.type).sort()).toEqual(['account_topup', 'card_state', 'card_state']);
    for (const d of due) {
      expect(WebhookEvent.parse(d.event)).toBeTruthy();
      expect(d).toMatchObject({
        url: 'http://127.0.0.1:9/hook',
        secret: 'signing-secret',
        attempts: 0,
        merchantId: env.orgA.merchantId,
      });
    }
    const states = due
      .filter((d) => d.event.type === 'card_state')
      .map((d) => d.event.data as { status: string; id: string });
    expect(states.map((s) => s.status)).toEqual(['creating', 'active']);
    expect(states[0]?.id).toBe(c);
    const topup = due.find((d) => d.event.type === 'account_topup')?.event.data;
    expect(topup).toMatchObject({ type: 'payin', amount: '50.00', account: { id: w } });
    expect(env.core.webhooks.due(env.now(), 100)).toEqual([]); // leased
    stop();
  });

  it('records attempts: delivered, retrying with next attempt, failed; lists history with filters', () => {
    env = setup();
    put(env, { url: 'https://hooks.example.com/h' });
    const w = freshWallet(env, '50.00');
    freshCard(env, w, '5.00');
    const [first, second, third] = env.core.webhooks.due(env.now(), 3);
    if (!first || !second || !third) throw new Error('three deliveries expected');
    env.core.webhooks.recordAttempt(first.id, { ok: true, responseCode: 204, error: null }, null);
    const next = new Date(env.now().getTime() + 30_000);
    env.core.webhooks.recordAttempt(second.id, { ok: false, responseCode: 500, error: 'HTTP 500' }, next);
    env.core.webhooks.recordAttempt(third.id, { ok: false, responseCode: null, error: 'timeout' }, null);
    const history = (query: Record<string, unknown>) => env.call('listWebhookEvents', env.accA, { query });
    expect(history({ status: 'delivered' }).items.map((d) => [d.id, d.attempts, d.responseCode])).toEqual([
      [first.id, 1, 204],
    ]);
    expect(history({ status: 'retrying' }).items[0]).toMatchObject({
      id: second.id,
      lastError: 'HTTP 500',
      nextAttemptAt: next.toISOString(),
    });
    expect(history({ status: 'failed' }).items[0]).toMatchObject({
      id: third.id,
      lastError: 'timeout',
      nextAttemptAt: null,
    });
    expect(history({ eventType: 'card_state' }).total).toBe(2);
    expect(history({ limit: 1, offset: 1 }).items).toHaveLength(1);
    expect(env.call('listWebhookEvents', env.accB, {}).total).toBe(0);
    env.advance(30_000);
    const retried = env.core.webhooks.due(env.now(), 10).find((d) => d.id === second.id);
    expect(retried?.attempts).toBe(1);
  });

  it('pauses deliveries while disabled and resumes them when enabled', () => {
    env = setup();
    put(env, { url: 'https://hooks.example.com/h', enabled: false, eventTypes: ['account_topup'] });
    freshWallet(env, '50.00');
    expect(env.core.webhooks.due(env.now(), 10)).toEqual([]);
    expect(env.call('listWebhookEvents', env.accA, { query: { status: 'paused' } }).total).toBe(1);
    put(env, { url: 'https://hooks.example.com/new', enabled: true, eventTypes: ['account_topup'] });
    const due = env.core.webhooks.due(env.now(), 10);
    expect(due.map((d) => d.url)).toEqual(['https://hooks.example.com/new']);
  });

  it('writes nothing to the outbox without a configuration', () => {
    env = setup();
    freshCard(env, freshWallet(env, '50.00'), '5.00');
    const count = env.core.database.prepare('SELECT COUNT(*) AS n FROM webhook_events').get() as {
      n: bigint;
    };
    expect(count.n).toBe(0n);
  });
});
