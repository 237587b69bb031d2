// Bulk jobs over 200+ real sandbox cards with injected failures: cards closed before planning
// (skipped) and after it (failed), a burst of 429s (shared pause, lower concurrency), lost
// responses (settled by reading), 503s (retried with the same key). Every card is accounted for,
// the retry finishes the retryable ones, and no card is changed twice.
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import {
  createJobRegistry,
  locateCards,
  markAllMatching,
  planBulkJob,
  startBulkJob,
} from '../../../src/actions/index.js';
import type { BulkProgress, CardRef } from '../../../src/actions/index.js';
import {
  activeWallets,
  cardsOf,
  contextFor,
  faultPlan,
  faulty,
  issueMany,
  startEnv,
  stopEnv,
  type Env,
} from '../../support/action-helpers.js';

let env: Env;
let walletId: string;
let issued: string[];

beforeAll(async () => {
  env = await startEnv();
  walletId = (await activeWallets(env.client))[0]?.id ?? '';
  issued = await issueMany(env.client, walletId, 300);
  await vi.waitFor(
    async () => {
      const active = (await cardsOf(env.client, walletId)).filter(
        (c) => issued.includes(c.id) && c.status === 'active',
      );
      if (active.length !== 300) throw new Error(`${active.length} of 300 cards active`);
    },
    { timeout: 20_000, interval: 100 },
  );
}, 120_000);
afterAll(() => stopEnv(env));

const refsFor = async (ids: readonly string[]): Promise<CardRef[]> => {
  const all = new Map((await cardsOf(env.client, walletId)).map((c) => [c.id, c]));
  return ids.map((id) => all.get(id) as CardRef);
};
const terminate = (id: string) =>
  env.client.call('terminateCard', { params: { wallet_id: walletId, instrument_id: id } });
const topUpCount = async (cardId: string) =>
  (
    await env.client.call('listCardOperations', {
      query: { 'cardIds[]': [cardId], 'types[]': ['top_up'], quantity: 100 },
    })
  ).data.length;

describe('bulk suspend over 200 cards with injected failures', () => {
  it('accounts for every card, honours 429 by slowing down, retries the retryable ones and changes no card twice', async () => {
    const ids = issued.slice(0, 200);
    const closedBefore = ids.slice(0, 10);
    const closedAfterPlan = ids.slice(10, 15);
    const lose = new Set(ids.slice(20, 40));
    const unavailable = new Set(ids.slice(40, 50));
    for (const id of closedBefore) await terminate(id);

    const faults = faultPlan('suspendCard', { rateBurst: 30, lose, unavailable });
    const client = faulty(env.client, faults.decide);
    const ctx = contextFor(env, { client });
    const planned = await planBulkJob(ctx, { action: 'suspend', cards: await refsFor(ids) });
    if (!planned.ok) throw new Error(planned.error.message);
    expect(planned.plan.items).toHaveLength(190);
    expect(planned.plan.skipped.map((s) => s.card.id).sort()).toEqual([...closedBefore].sort());
    expect(planned.plan.skipped[0]?.reason).toMatch(/closed/);
    for (const id of closedAfterPlan) await terminate(id);

    const registry = createJobRegistry();
    const started = await startBulkJob(ctx, planned.plan.spec, { plan: planned.plan, registry });
    if (!started.ok) throw new Error(started.error.message);
    const { job } = started;
    const seen: BulkProgress[] = [];
    job.subscribe((p) => seen.push(p));
    expect(registry.list()).toEqual([job]);

    const first = await job.done();
    expect(first).toMatchObject({
      state: 'finished',
      total: 200,
      skipped: 10,
      failed: 15,
      done: 175,
      remaining: 0,
      running: 0,
    });
    expect(Math.min(...seen.map((p) => p.concurrency))).toBeLessThan(4);
    expect(seen.some((p) => p.pausedUntil !== undefined)).toBe(true);
    expect(client.maxInFlight()).toBeLessThanOrEqual(4);
    expect(registry.active()).toBe(0);

    const items = new Map(job.items().map((i) => [i.card.id, i]));
    expect(items.size).toBe(200);
    for (const id of lose) expect(items.get(id)).toMatchObject({ state: 'done', readBack: 'applied' });
    for (const id of closedAfterPlan)
      expect(items.get(id)).toMatchObject({ state: 'failed', error: { kind: 'state', retryable: false } });
    for (const id of unavailable)
      expect(items.get(id)).toMatchObject({
        state: 'failed',
        error: { kind: 'unavailable', retryable: true },
      });

    faults.heal();
    const retried = await job.retryFailed();
    expect(retried).toMatchObject({ state: 'finished', done: 185, failed: 5, skipped: 10, remaining: 0 });
    for (const id of unavailable)
      expect(job.items().find((i) => i.card.id === id)).toMatchObject({ state: 'done', attempts: 2 });

    const after = new Map((await cardsOf(env.client, walletId)).map((c) => [c.id, c.status]));
    for (const id of ids)
      expect(after.get(id)).toBe(
        closedBefore.includes(id) || closedAfterPlan.includes(id) ? 'closed' : 'frozen',
      );
    for (const id of ids) expect(client.forwarded.get(`suspendCard:${id}`) ?? 0).toBeLessThanOrEqual(1);

    const audited = ctx.audit.entries().filter((e) => e.action === 'bulk.suspend');
    expect(new Set(audited.map((e) => e.targets.cardId)).size).toBe(190);
    expect(audited.every((e) => e.targets.jobId === job.id)).toBe(true);
  }, 120_000);

  it('a card already frozen by an earlier attempt counts as done on retry, without suspending it again', async () => {
    const ids = issued.slice(200, 210);
    const client = faulty(env.client, () => undefined);
    const ctx = contextFor(env, { client });
    const refs = await refsFor(ids);
    // Someone else froze half of them after the plan was made.
    const planned = await planBulkJob(ctx, { action: 'suspend', cards: refs });
    if (!planned.ok) throw new Error(planned.error.message);
    for (const id of ids.slice(0, 5))
      await env.client.call('suspendCard', { params: { wallet_id: walletId, instrument_id: id } });
    const started = await startBulkJob(ctx, planned.plan.spec, { plan: planned.plan });
    if (!started.ok) throw new Error(started.error.message);
    expect(await started.job.done()).toMatchObject({ done: 10, failed: 0 });
    expect(started.job.items().filter((i) => i.note === 'already frozen')).toHaveLength(5);
    expect(ids.slice(0, 5).every((id) => !client.forwarded.has(`suspendCard:${id}`))).toBe(true);
  });
});

describe('bulk fund', () => {
  it('refuses a total above the wallet balance before anything runs', async () => {
    const ctx = contextFor(env);
    const available = (await env.client.call('getWallet', { params: { wallet_id: walletId } })).data
      .availableBalance;
    const cards = await refsFor(issued.slice(210, 220));
    const each = (BigInt(available.split('.')[0] ?? '0') / 5n).toString();
    const result = await startBulkJob(ctx, { action: 'fund', cards, amount: each });
    expect(!result.ok && result.error.fields[0]).toMatchObject({
      field: 'amount',
      message: expect.stringMatching(/exceeds the available balance/),
    });
    for (const card of cards.slice(0, 3)) expect(await topUpCount(card.id)).toBe(0);
    expect(ctx.audit.entries()).toHaveLength(0);
  });

  it('funds each card exactly once through lost responses and 503s, reusing each key on retry', async () => {
    const ids = issued.slice(220, 280);
    const lose = new Set(ids.slice(0, 10));
    const unavailable = new Set(ids.slice(10, 15));
    const faults = faultPlan('fundCard', { lose, unavailable });
    const client = faulty(env.client, faults.decide);
    const ctx = contextFor(env, { client });
    const refs = await refsFor(ids);
    const frozen = { ...(refs[59] as CardRef), status: 'frozen' as const };
    const started = await startBulkJob(ctx, {
      action: 'fund',
      cards: [...refs.slice(0, 59), frozen],
      amount: '1.23',
      concurrency: 6,
    });
    if (!started.ok) throw new Error(started.error.message);
    const { job } = started;
    expect(job.plan.totalAmount).toBe('72.57');
    expect(await job.done()).toMatchObject({ done: 54, failed: 5, skipped: 1 });
    const keysBefore = new Map(job.items().map((i) => [i.card.id, i.idempotencyKey]));
    faults.heal();
    expect(await job.retryFailed()).toMatchObject({ done: 59, failed: 0, skipped: 1 });
    for (const item of job.items()) expect(item.idempotencyKey).toBe(keysBefore.get(item.card.id));
    for (const id of ids.slice(0, 59)) expect(await topUpCount(id)).toBe(1);
    expect(await topUpCount(ids[59] as string)).toBe(0);
    const retriedKeys = ctx.audit
      .entries()
      .filter((e) => unavailable.has(e.targets.cardId ?? ''))
      .map((e) => [e.targets.cardId, e.idempotencyKey]);
    expect(retriedKeys).toHaveLength(10);
    for (const [cardId, key] of retriedKeys) expect(key).toBe(keysBefore.get(cardId as string));
  }, 60_000);
});

describe('cancel, mark all, locate', () => {
  it('cancel lets in-flight items finish and starts nothing new', async () => {
    const ids = issued.slice(280, 300);
    const ctx = contextFor(env);
    const started = await startBulkJob(ctx, { action: 'suspend', cards: await refsFor(ids), concurrency: 2 });
    if (!started.ok) throw new Error(started.error.message);
    const { job } = started;
    job.subscribe((p) => {
      if (p.done >= 1) job.cancel();
    });
    const end = await job.done();
    expect(end.state).toBe('cancelled');
    expect(end.running + end.remaining).toBe(0);
    expect(end.done).toBeLessThanOrEqual(2);
    expect(end.cancelled).toBe(20 - end.done - end.failed);
    const statuses = new Map((await cardsOf(env.client, walletId)).map((c) => [c.id, c.status]));
    for (const item of job.items())
      expect(statuses.get(item.card.id)).toBe(item.state === 'done' ? 'frozen' : 'active');
  });

  it('marks every card matching the filter across pages, and locates bare ids', async () => {
    const all = await cardsOf(env.client, walletId);
    const frozen = all.filter((c) => c.status === 'frozen');
    const seen: number[] = [];
    const marked = await markAllMatching(
      env.client,
      walletId,
      { statuses: ['frozen'] },
      { pageSize: 50, onProgress: (n) => seen.push(n) },
    );
    expect(marked.count).toBe(frozen.length);
    expect(marked.count).toBeGreaterThan(50);
    expect(new Set(marked.refs.map((r) => r.id))).toEqual(new Set(frozen.map((c) => c.id)));
    const found = await markAllMatching(env.client, walletId, { text: 'bulk 29' });
    expect(found.refs.map((r) => r.name).sort()).toEqual(
      ['Bulk 29', ...Array.from({ length: 10 }, (_, i) => `Bulk 29${i}`)].sort(),
    );
    const located = await locateCards(env.client, [issued[0] as string, 'no-such-card', issued[1] as string]);
    expect(located.refs.map((r) => r.id)).toEqual([issued[0], issued[1]]);
    expect(located.missing).toEqual(['no-such-card']);
  });
});

describe('bulk pacing on 429', () => {
  it("honours Retry-After, and without one grows by the api layer's back-off (capped at 10 s)", async () => {
    const { rateLimitPause } = await import('../../../src/actions/bulk/pacer.js');
    expect(rateLimitPause(5, 20, 1_000)).toBe(20);
    const top = () => 1 - Number.EPSILON;
    const pauses = [1, 2, 3, 4, 10].map((n) => rateLimitPause(n, undefined, 1_000, top));
    expect(pauses[0]).toBeGreaterThanOrEqual(500);
    expect(pauses[1]! > pauses[0]! && pauses[2]! > pauses[1]!).toBe(true);
    expect(pauses[4]).toBeLessThanOrEqual(10_000);
  });
});
