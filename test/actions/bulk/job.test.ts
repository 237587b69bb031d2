// A bulk card whose answer was lost and could not be read back ends `unknown` — its own word, not a
// failure: counted apart, audited as unknown, never journaled as known (a resume reads it back), and
// retried with a read back first. Scripts still see it as they did: `failed`, settled still_unknown.
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { readJob, recordJob, startBulkJob, type BulkJob, type CardRef } from '../../../src/actions/index.js';
import type { ApiClient } from '../../../src/api/index.js';
import type { RouteId } from '../../../src/contract/index.js';
import { itemLine } from '../../../src/cli/bulk-output.js';
import {
  activeWallets,
  cardsOf,
  contextFor,
  faulty,
  startEnv,
  stopEnv,
  type Env,
  type Injection,
} from '../../support/action-helpers.js';
import { targetOf } from '../../support/journal-interrupt.js';

let env: Env;
let cards: CardRef[];

beforeAll(async () => {
  env = await startEnv();
  const wallet = (await activeWallets(env.client))[0]!;
  cards = (await cardsOf(env.client, wallet.id)).filter((c) => c.status === 'active').slice(0, 2);
});
afterAll(() => stopEnv(env));

describe('a bulk card whose outcome is unknown', () => {
  it('is unknown, not failed: audited so, not journaled, and read back before it is sent again', async () => {
    const [lost, fine] = cards as [CardRef, CardRef];
    let healed = false;
    // The suspend of `lost` reaches the server but its answer is lost, and reading the card back fails too.
    let answered = false;
    const decide = (route: RouteId, cardId: string | undefined): Injection => {
      if (healed || cardId !== lost.id) return undefined;
      if (route === 'suspendCard' && !answered) return ((answered = true), 'lose');
      return route === 'getCard' ? 'fail503' : undefined;
    };
    const client = faulty(env.client, decide);
    const ctx = contextFor(env, { client });
    const started = await startBulkJob(ctx, { action: 'suspend', cards: [lost, fine], concurrency: 1 });
    if (!started.ok) throw new Error(started.error.message);
    const stateDir = mkdtempSync(join(tmpdir(), 'bulk-unknown-'));
    const recording = recordJob(stateDir, started.job, targetOf(env));

    expect(await started.job.done()).toMatchObject({ done: 1, failed: 0, unknown: 1, remaining: 0 });
    const item = started.job.items().find((i) => i.card.id === lost.id)!;
    expect(item).toMatchObject({
      state: 'unknown',
      readBack: 'still_unknown',
      error: { kind: 'outcome_unknown', retryable: true },
    });
    expect(ctx.audit.entries().find((e) => e.targets.cardId === lost.id)).toMatchObject({
      action: 'bulk.suspend',
      outcome: 'unknown',
      readBack: 'still_unknown',
      errorCode: 'outcome_unknown',
    });
    recording.flush();
    expect([...(readJob(stateDir, started.job.id)?.outcomes.keys() ?? [])]).toEqual([fine.id]);
    // What scripts have always read: failed, with what reading back found.
    expect(itemLine('suspend', item)).toMatchObject({ outcome: 'failed', settled: 'still_unknown' });

    healed = true;
    const sentBefore = client.forwarded.get(`suspendCard:${lost.id}`);
    expect(await started.job.retryFailed()).toMatchObject({ done: 2, failed: 0, unknown: 0 });
    // The card was read back (it shows frozen: the lost suspend had applied), not suspended again.
    expect(client.forwarded.get(`suspendCard:${lost.id}`)).toBe(sentBefore);
    expect(started.job.items().find((i) => i.card.id === lost.id)).toMatchObject({
      state: 'done',
      note: 'already frozen',
    });
    recording.finish();
    expect(readJob(stateDir, started.job.id)).toMatchObject({ ended: true });
  }, 30_000);
});

describe('a bulk setLimits', () => {
  it('sends only the limits the operator set, and audits each card with the value sent', async () => {
    const card = (await cardsOf(env.client, cards[0]!.accountId)).find((c) => c.status === 'active')!;
    const read = async () =>
      (await env.client.call('getCard', { params: { wallet_id: card.accountId, instrument_id: card.id } }))
        .data.card.limits as Record<string, unknown>;
    const monthly = (await read()).monthly_limit;
    const ctx = contextFor(env);
    const started = await startBulkJob(ctx, {
      action: 'setLimits',
      cards: [card],
      limits: { daily_limit: '150.00', monthly_limit: '' },
    });
    if (!started.ok) throw new Error(started.error.message);
    expect(await started.job.done()).toMatchObject({ done: 1 });
    expect(ctx.audit.entries()[0]).toMatchObject({
      action: 'bulk.setLimits',
      outcome: 'done',
      changes: { daily_limit: { after: '150.00' } },
    });
    expect(Object.keys(ctx.audit.entries()[0]?.changes ?? {})).toEqual(['daily_limit']);
    await vi.waitFor(async () => expect((await read()).daily_limit).toBe('150.00'), { timeout: 10_000 });
    expect((await read()).monthly_limit).toBe(monthly);
  }, 30_000);
});

/** A client whose calls of `route` wait until the test opens the gate. */
function gated(client: ApiClient, route: RouteId): { client: ApiClient; open: () => void } {
  let open = () => undefined as void;
  const gate = new Promise<void>((resolve) => (open = resolve));
  const call = (async (id: RouteId, ...rest: unknown[]) => {
    if (id === route) await gate;
    return (client.call as (i: RouteId, ...r: unknown[]) => Promise<unknown>)(id, ...rest);
  }) as ApiClient['call'];
  return { client: { ...client, call, paginate: client.paginate.bind(client) }, open: () => open() };
}

/** Waits (up to 2,000 short rounds: the sandbox answers over HTTP) until the job's one card reports `step`. */
async function stepOf(job: BulkJob, step: string): Promise<void> {
  for (let round = 0; round < 2_000; round += 1) {
    if (job.items()[0]?.step === step) return;
    await new Promise((resolve) => setTimeout(resolve, 5));
  }
  throw new Error(`the card never reported ${step}; items: ${JSON.stringify(job.items())}`);
}

describe('an in-flight bulk card', () => {
  it('reports the step it waits on: sending, then confirming after a lost answer; none once ended', async () => {
    // An active card the tests above did not touch (they leave theirs frozen).
    const wallet = (await activeWallets(env.client))[0]!;
    const card = (await cardsOf(env.client, wallet.id)).find(
      (c) => c.status === 'active' && !cards.some((used) => used.id === c.id),
    )!;
    const sends = gated(env.client, 'suspendCard');
    const reads = gated(sends.client, 'getCard');
    let lost = false;
    const client = faulty(reads.client, (route) =>
      route === 'suspendCard' && !lost ? ((lost = true), 'lose') : undefined,
    );
    const started = await startBulkJob(contextFor(env, { client }), {
      action: 'suspend',
      cards: [card],
      concurrency: 1,
    });
    if (!started.ok) throw new Error(started.error.message);
    await stepOf(started.job, 'sending');
    expect(started.job.items()[0]).toMatchObject({ state: 'running', step: 'sending' });
    sends.open();
    await stepOf(started.job, 'confirming');
    reads.open();
    expect(await started.job.done()).toMatchObject({ done: 1, remaining: 0 });
    expect(started.job.items()[0]?.step).toBeUndefined();
  }, 30_000);
});
