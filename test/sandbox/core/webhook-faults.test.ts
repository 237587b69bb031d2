import { afterEach, describe, expect, it } from 'vitest';
import type { FaultPolicyBody, WebhookDelivery } from '../../../src/contract/index.js';
import { freshWallet, setup, type Env } from '../../support/sandbox-core.js';

let env: Env;
afterEach(() => env.core.close());

const HOOK = 'https://hooks.example.com/chaos';

function configured(e: Env): string {
  e.call('putWebhookConfig', e.accA, { body: { url: HOOK, eventTypes: ['account_topup'] } });
  return freshWallet(e, '0.00');
}

const setPolicy = (e: Env, body: FaultPolicyBody, who = e.accA) => e.call('putWebhookFaults', who, { body });

/** `n` payins into the wallet: one account_topup event each, one after another on the clock. */
function payins(e: Env, wallet: string, n: number): void {
  for (let i = 0; i < n; i++) {
    e.call('sandboxPayin', e.accA, { params: { account_uuid: wallet }, body: { amount: `${i + 1}.00` } });
    e.advance(1_000);
  }
}

/** This test's deliveries, oldest first. */
function history(e: Env, since: string): WebhookDelivery[] {
  return e.call('listWebhookEvents', e.accA, {
    query: { createdAtFrom: since, sortType: 'asc', limit: 1000, eventType: 'account_topup' },
  }).items;
}

/** Per event, in the order the events happened: the kinds of fault noted on its deliveries. */
function faultsPerEvent(e: Env, since: string): string[] {
  const byEvent = new Map<string, string[]>();
  for (const d of history(e, since)) {
    const kinds = byEvent.get(d.eventId) ?? [];
    kinds.push(...(d.notes ?? []).map((n) => n.kind));
    byEvent.set(d.eventId, kinds);
  }
  return [...byEvent.values()].map((kinds) => kinds.sort().join('+') || 'none');
}

const MIXED: FaultPolicyBody = {
  seed: 42,
  duplicate: { rate: 0.3 },
  delay: { rate: 0.3, by: 'PT5M' },
  reorder: { rate: 0.3, window: 'PT1M' },
  drop: { rate: 0.2, redeliverAfter: 'PT10M' },
  timeout: { rate: 0.2 },
};

describe('the fault policy', () => {
  it('is none until set, is the merchant own, and is cleared', () => {
    env = setup();
    expect(env.call('getWebhookFaults', env.accA)).toEqual({ seed: 1, eventsSeen: 0, updatedAt: null });
    const set = setPolicy(env, MIXED);
    expect(set).toMatchObject({ ...MIXED, eventsSeen: 0, updatedAt: env.now().toISOString() });
    expect(env.call('getWebhookFaults', env.orgA)).toEqual(set);
    // The other merchant has none, and its events are not touched.
    expect(env.call('getWebhookFaults', env.accB).updatedAt).toBeNull();
    env.call('deleteWebhookFaults', env.accA);
    expect(env.call('getWebhookFaults', env.accA).updatedAt).toBeNull();
  });

  it('injects the same faults into the same events under the same seed, other faults under another', () => {
    const run = (seed: number): string[] => {
      const e = setup();
      try {
        const wallet = configured(e);
        const since = e.now().toISOString();
        setPolicy(e, { ...MIXED, seed });
        payins(e, wallet, 30);
        expect(e.call('getWebhookFaults', e.accA).eventsSeen).toBe(30);
        return faultsPerEvent(e, since);
      } finally {
        e.core.close();
      }
    };
    env = setup();
    const first = run(42);
    expect(first).toHaveLength(30);
    expect(run(42)).toEqual(first);
    expect(run(43)).not.toEqual(first);
    // Every kind shows up over 30 events at these rates, and some events are left alone.
    const kinds = new Set(first.flatMap((k) => k.split('+')));
    expect([...kinds].sort()).toEqual(['delay', 'drop', 'duplicate', 'none', 'reorder', 'timeout']);
  });

  it("holds a delayed event back on the merchant's test clock, and says so in the history", () => {
    env = setup();
    const wallet = configured(env);
    env.call('setSandboxClock', env.accA, { body: { frozenAt: env.now().toISOString() } });
    const since = env.now().toISOString();
    setPolicy(env, { delay: { rate: 1, by: 'PT1H' } });
    payins(env, wallet, 1);
    expect(env.core.webhooks.due(env.now(), 10)).toEqual([]);
    const [held] = history(env, since);
    expect(held?.notes?.[0]).toMatchObject({ kind: 'delay' });
    expect(held?.notes?.[0]?.detail).toContain('held back PT1H');
    expect(held?.nextAttemptAt).toBe(new Date(Date.parse(since) + 3_600_000).toISOString());
    // Real time passing does not send it (the clock is frozen); the merchant's clock moving does.
    env.advance(2 * 3_600_000);
    expect(env.core.webhooks.due(env.now(), 10)).toEqual([]);
    env.call('setSandboxClock', env.accA, { body: { advanceBy: 'PT1H' } });
    expect(env.core.webhooks.due(env.now(), 10).map((d) => d.event.id)).toEqual([held?.eventId]);
  });

  it('sends a duplicated event twice under the same event id, the second delivery noted', () => {
    env = setup();
    const wallet = configured(env);
    const since = env.now().toISOString();
    setPolicy(env, { duplicate: { rate: 1 } });
    payins(env, wallet, 1);
    const due = env.core.webhooks.due(env.now(), 10);
    expect(due).toHaveLength(2);
    expect(new Set(due.map((d) => d.event.id)).size).toBe(1);
    const noted = history(env, since).filter((d) => d.notes?.some((n) => n.kind === 'duplicate'));
    expect(noted).toHaveLength(1);
    expect(noted[0]?.notes?.[0]?.detail).toContain(`a second delivery of event ${due[0]?.event.id}`);
  });

  it('reorders within the window: a held event is due after one created later', () => {
    env = setup();
    const wallet = configured(env);
    const since = env.now().toISOString();
    setPolicy(env, { seed: 3, reorder: { rate: 1, window: 'PT1M' } });
    payins(env, wallet, 5);
    for (const d of history(env, since)) {
      const hold = Date.parse(d.nextAttemptAt ?? '') - Date.parse(d.createdAt);
      expect(hold).toBeGreaterThan(0);
      expect(hold).toBeLessThanOrEqual(60_000);
      expect(d.notes?.[0]?.kind).toBe('reorder');
    }
    const byDue = [...history(env, since)].sort((a, b) =>
      (a.nextAttemptAt ?? '').localeCompare(b.nextAttemptAt ?? ''),
    );
    expect(byDue.map((d) => d.eventId)).not.toEqual(history(env, since).map((d) => d.eventId));
  });

  it('loses a dropped first attempt (nothing handed out) and sends it again later', () => {
    env = setup();
    const wallet = configured(env);
    env.call('setSandboxClock', env.accA, { body: { frozenAt: env.now().toISOString() } });
    const since = env.now().toISOString();
    setPolicy(env, { drop: { rate: 1, redeliverAfter: 'PT10M' } });
    payins(env, wallet, 1);
    expect(env.core.webhooks.due(env.now(), 10)).toEqual([]);
    const [lost] = history(env, since);
    expect(lost).toMatchObject({ status: 'retrying', attempts: 1 });
    expect(lost?.lastError).toContain('lost by the fault policy');
    expect(lost?.notes?.[0]?.detail).toContain('lost (nothing sent)');
    env.call('setSandboxClock', env.accA, { body: { advanceBy: 'PT10M' } });
    const again = env.core.webhooks.due(env.now(), 10);
    expect(again.map((d) => [d.event.id, d.attempts, d.ignoreAnswer])).toEqual([
      [lost?.eventId, 1, undefined],
    ]);
  });

  it('hands out a timed-out attempt with its answer to be ignored, once', () => {
    env = setup();
    const wallet = configured(env);
    const since = env.now().toISOString();
    setPolicy(env, { timeout: { rate: 1 } });
    payins(env, wallet, 1);
    const [first] = env.core.webhooks.due(env.now(), 10);
    expect(first?.ignoreAnswer).toBe(true);
    env.core.webhooks.recordAttempt(
      first?.id ?? '',
      { ok: false, responseCode: null, error: 'no answer' },
      env.now(),
    );
    const [retry] = env.core.webhooks.due(env.now(), 10);
    expect(retry?.id).toBe(first?.id);
    expect(retry?.ignoreAnswer).toBeUndefined();
    expect(history(env, since)[0]?.notes?.[0]?.detail).toContain('answer ignored');
  });

  it('leaves events created before it was set, after it was cleared, and of other merchants alone', () => {
    env = setup();
    const wallet = configured(env);
    const since = env.now().toISOString();
    payins(env, wallet, 1);
    setPolicy(env, { duplicate: { rate: 1 } });
    env.call('putWebhookConfig', env.accB, { body: { url: HOOK, eventTypes: ['account_topup'] } });
    const other = freshWallet(env, '5.00', {}, env.orgB);
    expect(other).toBeTruthy();
    env.call('deleteWebhookFaults', env.accA);
    payins(env, wallet, 1);
    expect(faultsPerEvent(env, since)).toEqual(['none', 'none']);
    const ofB = env.call('listWebhookEvents', env.accB, { query: { createdAtFrom: since } }).items;
    expect(ofB.length).toBeGreaterThan(0);
    expect(ofB.flatMap((d) => d.notes ?? [])).toEqual([]);
  });

  it('is part of a snapshot: a restore puts the policy back', () => {
    env = setup();
    setPolicy(env, MIXED);
    env.call('sandboxSaveSnapshot', env.accA, { body: { name: 'chaos' } });
    env.call('deleteWebhookFaults', env.accA);
    env.call('sandboxRestoreSnapshot', env.accA, { params: { name: 'chaos' } });
    expect(env.call('getWebhookFaults', env.accA)).toMatchObject(MIXED);
  });
});
