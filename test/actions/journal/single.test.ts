// Single changes are journaled as one-card jobs: the plan (card, amount, key) before the request,
// the outcome after. One whose answer was lost and could not be read back stays interrupted, and a
// resume settles it with the same key: the card is funded exactly once.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  editCard,
  fundCard,
  listJobs,
  readJob,
  resumeJob,
  type CardRef,
} from '../../../src/actions/index.js';
import { changeCardStatus } from '../../../src/actions/card-actions.js';
import {
  activeWallets,
  cardsOf,
  contextFor,
  faulty,
  nano,
  readRef,
  startEnv,
  stopEnv,
  type Env,
} from '../../support/action-helpers.js';

let env: Env;
let state: string;
let cards: CardRef[];
const target = { profile: 'test', baseUrl: 'http://sandbox.test', merchant: 'org-1' };

beforeAll(async () => {
  env = await startEnv();
  state = mkdtempSync(join(tmpdir(), 'single-journal-'));
  const wallet = (await activeWallets(env.client))[0]!;
  cards = (await cardsOf(env.client, wallet.id)).filter((c) => c.status === 'active');
});
afterAll(async () => {
  rmSync(state, { recursive: true, force: true });
  await stopEnv(env);
});

const jobOf = (id: string) => listJobs(state).find((j) => j.id === id);
const newest = () => listJobs(state).at(-1);

describe('single changes in the journal', () => {
  it('a suspend is journaled from plan to end', async () => {
    const ctx = contextFor(env, { journal: { stateDir: state, target } });
    const result = await changeCardStatus(ctx, cards[0]!, 'suspend');
    expect(result.ok).toBe(true);
    const job = newest();
    expect(job).toMatchObject({
      action: 'suspend',
      status: 'done',
      total: 1,
      final: 1,
      counts: { done: 1 },
    });
    expect(readJob(state, job!.id)?.plan.items[0]).toMatchObject({
      cardId: cards[0]!.id,
      accountId: cards[0]!.accountId,
    });
  });

  it('a refused change ends its job as failed; a name edit is not journaled', async () => {
    const ctx = contextFor(env, { journal: { stateDir: state, target } });
    const before = listJobs(state).length;
    const closed = { ...cards[1]!, status: 'active' as const };
    await env.client.call('terminateCard', {
      params: { wallet_id: closed.accountId, instrument_id: closed.id },
    });
    const refused = await changeCardStatus(ctx, closed, 'suspend');
    expect(refused.ok).toBe(false);
    expect(newest()).toMatchObject({ action: 'suspend', status: 'done', counts: { failed: 1 } });
    await editCard(ctx, cards[2]!, { shown: {}, changes: { name: 'Renamed' } });
    expect(listJobs(state)).toHaveLength(before + 1);
  });

  it('a fund whose answer was lost and could not be read back stays interrupted; resuming settles it once', async () => {
    const card = await readRef(env.client, cards[3]!);
    const balance = async () => nano((await readRef(env.client, card)).availableBalance ?? '0');
    const start = await balance();
    // The answer is lost after the server applied it, and reading the card's operations fails too.
    const client = faulty(env.client, (route) =>
      route === 'fundCard'
        ? 'lose'
        : route === 'listCardOperations' || route === 'listCardTransactions'
          ? 'fail503'
          : undefined,
    );
    const cut = contextFor(env, { client, journal: { stateDir: state, target } });
    const result = await fundCard(cut, card, { amount: '3.21', description: 'journal test' });
    expect(result.ok).toBe(false);
    const job = newest()!;
    expect(job).toMatchObject({
      action: 'fund',
      status: 'interrupted',
      total: 1,
      final: 0,
      amount: '3.21',
    });
    expect(readJob(state, job.id)?.plan.items[0]?.idempotencyKey).toMatch(/^[0-9a-f-]{36}$/);
    expect(await balance()).toBe(start + nano('3.21'));

    const later = contextFor(env, { journal: { stateDir: state, target } });
    const resumed = resumeJob(later, state, job.id, target);
    if (!resumed.ok) throw new Error(resumed.reason);
    await resumed.job.done();
    resumed.recording.finish();
    expect(jobOf(job.id)).toMatchObject({ status: 'done', final: 1, counts: { done: 1 } });
    expect(await balance()).toBe(start + nano('3.21'));
  });
});
