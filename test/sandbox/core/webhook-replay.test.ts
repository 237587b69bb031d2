import { afterEach, describe, expect, it } from 'vitest';
import { expectRefused, freshWallet, setup, type Env } from '../../support/sandbox-core.js';

let env: Env;
afterEach(() => env.core.close());

const HOOK = 'https://hooks.example.com/replay';

function payin(e: Env, wallet: string, amount: string): void {
  e.call('sandboxPayin', e.accA, { params: { account_uuid: wallet }, body: { amount } });
  e.advance(1_000);
}

const topups = (e: Env, since: string) =>
  e.call('listWebhookEvents', e.accA, {
    query: { createdAtFrom: since, eventType: 'account_topup', sortType: 'asc', limit: 1000 },
  }).items;

describe('redelivering one event', () => {
  it('queues a new delivery of the same event to the current endpoint, noted as a redelivery', () => {
    env = setup();
    env.call('putWebhookConfig', env.accA, { body: { url: HOOK, eventTypes: ['account_topup'] } });
    const wallet = freshWallet(env, '0.00');
    const since = env.now().toISOString();
    payin(env, wallet, '3.00');
    const [original] = topups(env, since);
    env.core.webhooks.recordAttempt(original?.id ?? '', { ok: true, responseCode: 200, error: null }, null);
    env.call('putWebhookConfig', env.accA, { body: { url: `${HOOK}/moved`, eventTypes: ['account_topup'] } });
    const again = env.call('redeliverWebhookEvent', env.orgA, { params: { event_id: original?.eventId } });
    expect(again).toMatchObject({
      eventId: original?.eventId,
      status: 'pending',
      attempts: 0,
      url: `${HOOK}/moved`,
      payload: original?.payload,
    });
    expect(again.id).not.toBe(original?.id);
    expect(again.notes?.map((n) => n.kind)).toEqual(['redelivery']);
    // The original stays delivered; the new one is handed out.
    expect(topups(env, since).map((d) => d.status)).toEqual(['delivered', 'pending']);
    expect(env.core.webhooks.due(env.now(), 10).map((d) => d.event.id)).toEqual([original?.eventId]);
  });

  it("answers 404 for an unknown event, another merchant's event, or no configuration, and changes nothing", () => {
    env = setup();
    const wallet = freshWallet(env, '0.00');
    const since = env.now().toISOString();
    env.call('putWebhookConfig', env.accA, { body: { url: HOOK, eventTypes: ['account_topup'] } });
    payin(env, wallet, '1.00');
    const [event] = topups(env, since);
    const unknown = '00000000-0000-4000-8000-000000000000';
    expectRefused(
      env,
      () => env.call('redeliverWebhookEvent', env.accA, { params: { event_id: unknown } }),
      404,
      'not_found',
    );
    env.call('putWebhookConfig', env.accB, { body: { url: HOOK } });
    expectRefused(
      env,
      () => env.call('redeliverWebhookEvent', env.accB, { params: { event_id: event?.eventId } }),
      404,
      'not_found',
    );
    env.call('deleteWebhookConfig', env.accA);
    expectRefused(
      env,
      () => env.call('redeliverWebhookEvent', env.accA, { params: { event_id: event?.eventId } }),
      404,
      'webhook_not_configured',
    );
  });
});

describe('replaying every event since an instant', () => {
  it('sends again, oldest first, each event created at or after it that the configuration takes', () => {
    env = setup();
    env.call('putWebhookConfig', env.accA, { body: { url: HOOK, eventTypes: ['account_topup'] } });
    const wallet = freshWallet(env, '0.00');
    payin(env, wallet, '1.00');
    const since = env.now().toISOString();
    payin(env, wallet, '2.00');
    payin(env, wallet, '3.00');
    const before = topups(env, since);
    for (const d of env.core.webhooks.due(env.now(), 100))
      env.core.webhooks.recordAttempt(d.id, { ok: true, responseCode: 200, error: null }, null);
    const result = env.call('sandboxReplayWebhooks', env.accA, { body: { since } });
    expect(result).toEqual({ since, redelivered: 2 });
    const due = env.core.webhooks.due(env.now(), 100);
    expect(due.map((d) => d.event.id)).toEqual(before.map((d) => d.eventId));
    // An event type it does not ask for is not sent.
    expect(env.call('sandboxReplayWebhooks', env.accA, { body: { since, eventType: 'card_state' } })).toEqual(
      {
        since,
        redelivered: 0,
      },
    );
    // The other merchant's replay sends none of these.
    env.call('putWebhookConfig', env.accB, { body: { url: HOOK } });
    env.call('sandboxReplayWebhooks', env.accB, { body: { since } });
    const ofB = env.core.webhooks.due(env.now(), 100);
    expect(ofB.filter((d) => before.some((b) => b.eventId === d.event.id))).toEqual([]);
  });

  it('answers 404 without a configuration, and changes nothing', () => {
    env = setup();
    expectRefused(
      env,
      () => env.call('sandboxReplayWebhooks', env.accA, { body: { since: '2020-01-01T00:00:00Z' } }),
      404,
      'webhook_not_configured',
    );
  });
});
