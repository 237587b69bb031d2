import { afterEach, describe, expect, it } from 'vitest';
import { WebhookEvent } from '../../../src/contract/index.js';
import {
  expectInvalid,
  expectRefused,
  freshCard,
  freshWallet,
  setup,
  type Env,
} from '../../support/sandbox-core.js';

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
    const card = freshCard(env, w, '5.00');
    const [first, second, third] = env.core.webhooks.due(env.now(), 3);
    if (!first || !second || !third) throw new Error('three deliveries expected');
    env.core.webhooks.recordAttempt(first.id, { ok: true, responseCode: 204, error: null }, null);
    const next = new Date(env.now().getTime() + 30_000);
    env.core.webhooks.recordAttempt(second.id, { ok: false, responseCode: 500, error: 'HTTP 500' }, next);
    env.core.webhooks.recordAttempt(third.id, { ok: false, responseCode: null, error: 'timeout' }, null);
    // The demo's own deliveries (its incident's endpoint) are older: the window keeps this test's.
    const since = env.now().toISOString();
    const history = (query: Record<string, unknown>) =>
      env.call('listWebhookEvents', env.accA, { query: { createdAtFrom: since, ...query } });
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
    expect(history({ eventType: 'card_state', cardId: card }).total).toBe(2);
    expect(history({ limit: 1, offset: 1 }).items).toHaveLength(1);
    // Merchant B sees none of A's deliveries: only its own card state changes, recorded undelivered.
    const ofB = env.call('listWebhookEvents', env.accB, { query: { limit: 1000 } }).items;
    expect(ofB.map((d) => d.id)).not.toEqual(expect.arrayContaining([first.id]));
    expect(new Set(ofB.map((d) => d.status))).toEqual(new Set(['undelivered']));
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

  it('writes no other event to the outbox without a configuration, and nothing is due', () => {
    env = setup();
    const since = env.now().toISOString();
    freshCard(env, freshWallet(env, '50.00'), '5.00'); // a payin, a top-up: nothing recorded for them
    // Since this test began: the demo's incident had an endpoint configured, then removed.
    const types = env.core.database
      .prepare('SELECT DISTINCT type FROM webhook_events WHERE created_at >= ?')
      .all(since) as Array<{ type: string }>;
    expect(types.map((t) => t.type)).toEqual(['card_state']);
    expect(env.core.webhooks.due(env.now(), 100)).toEqual([]);
  });
});

describe('the card state history', () => {
  const stateEvents = (env: Env, cardId: string) =>
    env
      .call('listWebhookEvents', env.accA, { query: { cardId, eventType: 'card_state' } })
      .items.map((d) => ({
        status: d.status,
        url: d.url,
        lastError: d.lastError,
        at: d.createdAt,
        from: d.payload.previousStatus,
        to: (d.payload.data as { status: string }).status,
        card: (d.payload.data as { id: string }).id,
      }));

  it('records every state change of a card with no endpoint configured: undelivered, from → to, when', () => {
    env = setup();
    const wallet = freshWallet(env, '50.00');
    const issuedAt = env.now().toISOString();
    const card = freshCard(env, wallet);
    const inst = { org_id: env.orgA.orgId, wallet_id: wallet, instrument_id: card };
    const step = (ms: number) => {
      env.advance(ms);
      return env.now().toISOString();
    };
    const frozenAt = step(60_000);
    env.call('suspendCard', env.orgA, { params: inst });
    const resumedAt = step(60_000);
    env.call('resumeCard', env.orgA, { params: inst });
    const closedAt = step(60_000);
    env.call('terminateCard', env.orgA, { params: inst });
    const none = { status: 'undelivered', url: '', lastError: 'no webhook endpoint was configured', card };
    expect(stateEvents(env, card)).toEqual([
      { ...none, at: closedAt, from: 'active', to: 'closed' },
      { ...none, at: resumedAt, from: 'frozen', to: 'active' },
      { ...none, at: frozenAt, from: 'active', to: 'frozen' },
      { ...none, at: issuedAt, from: 'creating', to: 'active' },
      { ...none, at: issuedAt, from: null, to: 'creating' },
    ]);
    expect(env.core.webhooks.due(env.now(), 100)).toEqual([]);
  });

  it('records creating_failed and expired too', () => {
    env = setup();
    const wallet = freshWallet(env, '50.00');
    const failed = freshCard(env, wallet, '0.00', { name: 'sandbox-fail' });
    const expiring = freshCard(env, wallet);
    env.advance(1_000);
    env.call('sandboxExpire', env.accA, { params: { card_uuid: expiring } });
    const changes = (card: string) => stateEvents(env, card).map((e) => `${e.from} → ${e.to}`);
    expect(changes(failed)).toEqual(['creating → creating_failed', 'null → creating']);
    expect(changes(expiring)).toEqual(['active → expired', 'creating → active', 'null → creating']);
  });

  it('keeps card state changes a configuration does not subscribe to, undelivered, and never sends them later', () => {
    env = setup();
    put(env, { url: 'https://hooks.example.com/h', eventTypes: ['account_topup'] });
    const card = freshCard(env, freshWallet(env, '50.00'));
    expect(stateEvents(env, card).map((e) => [e.status, e.lastError])).toEqual([
      ['undelivered', 'the webhook configuration does not subscribe to card_state'],
      ['undelivered', 'the webhook configuration does not subscribe to card_state'],
    ]);
    put(env, { url: 'https://hooks.example.com/h', eventTypes: 'all' });
    expect(env.core.webhooks.due(env.now(), 100).map((d) => d.event.type)).toEqual(['account_topup']);
  });

  it('filters the history by card (state changes and its transactions), with paging', () => {
    env = setup();
    put(env, { url: 'https://hooks.example.com/h', eventTypes: ['card_state', 'card_transaction'] });
    const wallet = freshWallet(env, '50.00');
    const card = freshCard(env, wallet, '5.00');
    const other = freshCard(env, wallet, '5.00');
    const history = (query: Record<string, unknown>) => env.call('listWebhookEvents', env.accA, { query });
    const mine = history({ cardId: card });
    expect(mine.items.map((d) => d.eventType).sort()).toEqual([
      'card_state',
      'card_state',
      'card_transaction',
    ]);
    expect(mine.total).toBe(3);
    expect(mine.items.every((d) => JSON.stringify(d.payload).includes(card))).toBe(true);
    expect(JSON.stringify(mine.items)).not.toContain(other);
    const paged = [0, 1, 2].flatMap((offset) =>
      history({ cardId: card, limit: 1, offset }).items.map((d) => d.id),
    );
    expect(paged).toEqual(mine.items.map((d) => d.id));
    expect(history({ cardId: card, eventType: 'card_transaction' }).total).toBe(1);
    expect(env.call('listWebhookEvents', env.accB, { query: { cardId: card } })).toEqual({
      total: 0,
      items: [],
    });
  });
});
