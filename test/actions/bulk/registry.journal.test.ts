// The jobs registry journals every job it is given a state directory for: the plan at once, each
// card as it settles, the end once every card has settled. A job cancelled half-way (a console
// that stops) is left interrupted with exactly the cards it did not finish.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createJobRegistry,
  listJobs,
  planBulkJob,
  readJob,
  runBulkPlan,
  type BulkPlan,
} from '../../../src/actions/index.js';
import {
  activeWallets,
  cardsOf,
  contextFor,
  faulty,
  startEnv,
  stopEnv,
  type Env,
} from '../../support/action-helpers.js';

let env: Env;
let walletId: string;
let state: string;
const target = { profile: 'test', baseUrl: 'http://127.0.0.1:1' };

beforeAll(async () => {
  env = await startEnv();
  walletId = (await activeWallets(env.client))[0]?.id ?? '';
  state = mkdtempSync(join(tmpdir(), 'registry-journal-'));
});
afterAll(async () => {
  rmSync(state, { recursive: true, force: true });
  await stopEnv(env);
});

async function plan(
  ctx: ReturnType<typeof contextFor>,
  action: 'suspend' | 'resume',
  status: string,
  count: number,
): Promise<BulkPlan> {
  const cards = (await cardsOf(env.client, walletId)).filter((c) => c.status === status).slice(0, count);
  const planned = await planBulkJob(ctx, { action, cards, concurrency: 1 });
  if (!planned.ok) throw new Error(planned.error.message);
  return planned.plan;
}

describe('jobs registry with a journal', () => {
  it('journals a job from its plan to its end, every card once', async () => {
    const ctx = contextFor(env);
    const registry = createJobRegistry({ journal: { stateDir: state, target } });
    const job = runBulkPlan(ctx, await plan(ctx, 'suspend', 'active', 3), { id: 'job-registry-done' });
    registry.add(job);
    await job.done();
    const record = readJob(state, job.id);
    expect(record?.ended).toBe(true);
    expect(record?.plan.target).toEqual(target);
    expect([...(record?.outcomes.values() ?? [])].map((o) => o.outcome)).toEqual(['done', 'done', 'done']);
    expect(listJobs(state).find((j) => j.id === job.id)).toMatchObject({
      status: 'done',
      total: 3,
      final: 3,
    });
  });

  it('leaves a job cancelled half-way interrupted, naming only the cards it finished', async () => {
    let sent = 0;
    // The second card's request never returns until the job is cancelled: the job stops there.
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => (release = resolve));
    const client = faulty(env.client, () => undefined);
    const ctx = contextFor(env, { client });
    const p = await plan(ctx, 'resume', 'frozen', 3);
    const original = client.call.bind(client);
    client.call = (async (...args: Parameters<typeof original>) => {
      if (args[0] === 'resumeCard' && ++sent === 2) await held;
      return original(...args);
    }) as typeof client.call;
    const registry = createJobRegistry({ journal: { stateDir: state, target } });
    const job = runBulkPlan(ctx, p, { id: 'job-registry-cut' });
    registry.add(job);
    await new Promise((r) => setTimeout(r, 200));
    job.cancel();
    release();
    await job.done();
    registry.close();
    const summary = listJobs(state).find((j) => j.id === job.id);
    expect(summary).toMatchObject({ status: 'interrupted', total: 3, final: 2 });
    const record = readJob(state, job.id);
    const unsettled = record?.plan.items.filter((i) => !record.outcomes.has(i.cardId)) ?? [];
    expect(unsettled.map((i) => i.cardId)).toEqual([p.items[2]?.card.id]);
  });
});
