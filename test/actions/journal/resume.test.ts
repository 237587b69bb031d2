// resumeJob against a real sandbox: the refusals (done, another target, a live owner), the takeover of a
// stale lock, a fund cut mid-way finished with every card funded once (lost answers settled by our
// reference, the rest sent with the recorded key), a suspend whose cards are already frozen, and discardJob.
import { appendFileSync, existsSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { spawnSync } from 'node:child_process';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import {
  checkResumable,
  discardJob,
  interruptedNotice,
  listJobs,
  newJobId,
  readJob,
  recordJob,
  resumeJob,
  startBulkJob,
  type CardRef,
} from '../../../src/actions/index.js';
import { JournalWriter } from '../../../src/actions/journal/journal.js';
import { planItem } from '../../../src/actions/journal/journal.js';
import { journalFile } from '../../../src/actions/journal/journal.js';
import { jobsDir } from '../../../src/actions/journal/journal.js';
import { interruptedJobs } from '../../../src/actions/journal/resume.js';
import {
  activeWallets,
  cardsOf,
  contextFor,
  issueMany,
  startEnv,
  stopEnv,
  type Env,
} from '../../support/action-helpers.js';
import { interruptedFund, targetOf } from '../../support/journal-interrupt.js';

let env: Env;
let walletId: string;
let refs: CardRef[];

const topUps = async (cardId: string): Promise<number> =>
  (
    await env.client.call('listCardOperations', {
      query: { 'cardIds[]': [cardId], 'types[]': ['top_up'], quantity: 100 },
    })
  ).data.length;

/** A pid that is certainly not running: a child that has exited. */
const deadPid = (): number => spawnSync(process.execPath, ['-e', '0']).pid as number;

beforeAll(async () => {
  env = await startEnv();
  walletId = (await activeWallets(env.client))[0]?.id ?? '';
  const ids = await issueMany(env.client, walletId, 40);
  await vi.waitFor(
    async () => {
      refs = (await cardsOf(env.client, walletId)).filter((c) => ids.includes(c.id) && c.status === 'active');
      if (refs.length !== 40) throw new Error(`${refs.length} of 40 cards active`);
    },
    { timeout: 20_000, interval: 100 },
  );
}, 60_000);
afterAll(() => stopEnv(env));

describe('resumeJob', () => {
  it('finishes a fund cut mid-way: every card funded exactly once, into the same journal, which ends', async () => {
    const cards = refs.slice(0, 10);
    const lose = new Set(cards.slice(0, 4).map((c) => c.id));
    const lost = new Set<string>();
    // The first 4 answers are lost after the server applied them; the journal keeps the plan and 2 outcomes.
    const cut = await interruptedFund(env, cards, '0.25', {
      sent: 6,
      keepLines: 3,
      torn: true,
      decide: (id, card) =>
        id === 'fundCard' && card && lose.has(card) && !lost.has(card) ? (lost.add(card), 'lose') : undefined,
    });
    expect(interruptedNotice(interruptedJobs(cut.stateDir, cut.target))).toMatch(
      /^1 interrupted job: fund 0\.25 USD, 10 cards: (\d done, )?\d+ left$/,
    );
    const fundedBefore = new Set<string>();
    for (const card of cards) if ((await topUps(card.id)) === 1) fundedBefore.add(card.id);
    const ctx = contextFor(env);
    const resumed = resumeJob(ctx, cut.stateDir, cut.jobId, cut.target);
    if (!resumed.ok) throw new Error(resumed.reason);
    expect(resumed.job.id).toBe(cut.jobId);
    expect(resumed.alreadyFinal).toBeLessThanOrEqual(2);
    expect(checkResumable(cut.stateDir, cut.jobId, cut.target)).toMatchObject({ ok: false, code: 'running' });
    const end = await resumed.job.done();
    resumed.recording.finish();
    expect(end).toMatchObject({ failed: 0, cancelled: 0 });
    // A card funded before the kill but not journaled is settled by our reference: read, not sent.
    const readBack = resumed.job.items().filter((i) => fundedBefore.has(i.card.id));
    expect(readBack.length).toBeGreaterThanOrEqual(2);
    for (const item of readBack) expect(item.note).toBe('applied by an earlier attempt');
    for (const card of cards) expect(await topUps(card.id)).toBe(1);
    const record = readJob(cut.stateDir, cut.jobId);
    expect(record?.ended).toBe(true);
    expect([...(record?.outcomes.values() ?? [])].map((o) => o.outcome)).toEqual(Array(10).fill('done'));
    // The recorded keys were reused: the plan's keys are the ones the resumed job sent.
    const keys = new Map(record?.plan.items.map((i) => [i.cardId, i.idempotencyKey]));
    for (const item of resumed.job.items()) expect(item.idempotencyKey).toBe(keys.get(item.card.id));
    expect(listJobs(cut.stateDir)[0]).toMatchObject({ status: 'done', final: 10, total: 10 });
    expect(resumeJob(ctx, cut.stateDir, cut.jobId, cut.target)).toMatchObject({ ok: false, code: 'done' });
    // The torn half line was closed off: it stays alone on its line, and every line after it parses.
    const lines = readFileSync(journalFile(cut.stateDir, cut.jobId), 'utf8').split('\n');
    expect(() => JSON.parse(lines[3] ?? '')).toThrow();
    expect(JSON.parse(lines[4] ?? '')).toMatchObject({ type: 'resume', pid: process.pid });
    for (const line of lines.slice(4, -1)) expect(() => JSON.parse(line)).not.toThrow();
  }, 60_000);

  it('counts a card already in the target state as done (a suspend resumed after the cards were frozen)', async () => {
    const cards = refs.slice(10, 16);
    const stateDir = mkdtempSync(join(tmpdir(), 'resume-suspend-'));
    const started = await startBulkJob(contextFor(env), { action: 'suspend', cards });
    if (!started.ok) throw new Error(started.error.message);
    const recording = recordJob(stateDir, started.job, targetOf(env));
    await started.job.done();
    recording.finish();
    const file = journalFile(stateDir, started.job.id);
    writeFileSync(file, `${readFileSync(file, 'utf8').split('\n')[0]}\n`);
    const resumed = resumeJob(contextFor(env), stateDir, started.job.id, targetOf(env));
    if (!resumed.ok) throw new Error(resumed.reason);
    expect(await resumed.job.done()).toMatchObject({ done: 6, failed: 0 });
    resumed.recording.finish();
    expect(resumed.job.items().map((i) => i.note)).toEqual(Array(6).fill('already frozen'));
    expect(readJob(stateDir, started.job.id)?.ended).toBe(true);
  }, 30_000);

  it('believes no corrupt or foreign line: a card such a line calls done is read back and changed', async () => {
    const cards = refs.slice(20, 22);
    const stateDir = mkdtempSync(join(tmpdir(), 'resume-foreign-'));
    const id = newJobId();
    const writer = JournalWriter.create(stateDir, {
      id,
      createdAt: new Date().toISOString(),
      target: targetOf(env),
      action: 'suspend',
      family: 'org',
      items: cards.map((c) => planItem(c, undefined, undefined)),
    });
    writer.close();
    const [first, second] = cards.map((c) => c.id);
    appendFileSync(
      journalFile(stateDir, id),
      [
        // Corrupt: `retryable` is not a boolean, so the whole line is disbelieved, `done` included.
        JSON.stringify({ type: 'item', cardId: first, outcome: 'done', retryable: 'no' }),
        // Foreign: the plan of another job, and an outcome for a card this plan does not list.
        JSON.stringify({
          type: 'plan',
          id: 'job-other',
          createdAt: new Date().toISOString(),
          target: targetOf(env),
          action: 'suspend',
          items: [{ cardId: second, accountId: walletId }],
        }),
        JSON.stringify({ type: 'item', cardId: 'card-of-another-job', outcome: 'done' }),
        // A word that is no outcome.
        JSON.stringify({ type: 'item', cardId: second, outcome: 'finished' }),
        '',
      ].join('\n'),
    );
    const record = readJob(stateDir, id);
    expect(record?.outcomes.size).toBe(0);
    expect(record?.problems).toEqual([
      expect.stringMatching(/^line 2 skipped: not a journal line/),
      expect.stringMatching(/^line 3 skipped: the plan of another job \(job-other\)/),
      expect.stringMatching(
        /^line 4 skipped: an outcome for card card-of-another-job, which the plan does not list/,
      ),
      expect.stringMatching(/^line 5 skipped: not a journal line/),
    ]);
    const resumed = resumeJob(contextFor(env), stateDir, id, targetOf(env));
    if (!resumed.ok) throw new Error(resumed.reason);
    expect(resumed.alreadyFinal).toBe(0);
    expect(await resumed.job.done()).toMatchObject({ done: 2, failed: 0, unknown: 0 });
    resumed.recording.finish();
    const now = new Map((await cardsOf(env.client, walletId)).map((c) => [c.id, c.status]));
    expect(cards.map((c) => now.get(c.id))).toEqual(['frozen', 'frozen']);
    expect(readJob(stateDir, id)?.ended).toBe(true);
  }, 30_000);

  it('refuses another profile, base URL or merchant, and a job locked by a live process; takes over a stale lock', async () => {
    const cut = await interruptedFund(env, refs.slice(16, 18), '0.01', {
      sent: 0,
      keepLines: 1,
      torn: false,
    });
    const ctx = contextFor(env);
    for (const other of [
      { ...cut.target, profile: 'prod' },
      { ...cut.target, baseUrl: 'https://api.example.com' },
      { ...cut.target, merchant: 'org-other' },
    ]) {
      const refused = resumeJob(ctx, cut.stateDir, cut.jobId, other);
      expect(refused).toMatchObject({ ok: false, code: 'other_target' });
      expect(!refused.ok && refused.reason).toMatch(/never resumed against another target/);
    }
    const lock = `${jobsDir(cut.stateDir)}/${cut.jobId}.lock`;
    writeFileSync(lock, `${process.ppid}\n`);
    expect(resumeJob(ctx, cut.stateDir, cut.jobId, cut.target)).toMatchObject({
      ok: false,
      code: 'running',
      reason: expect.stringContaining(String(process.ppid)),
    });
    expect(listJobs(cut.stateDir)[0]?.status).toBe('running');
    expect(discardJob(cut.stateDir, cut.jobId)).toMatchObject({ ok: false, code: 'running' });
    writeFileSync(lock, `${deadPid()}\n`);
    expect(listJobs(cut.stateDir)[0]?.status).toBe('interrupted');
    const resumed = resumeJob(ctx, cut.stateDir, cut.jobId, cut.target);
    if (!resumed.ok) throw new Error(resumed.reason);
    expect(readFileSync(lock, 'utf8').trim()).toBe(String(process.pid));
    await resumed.job.done();
    resumed.recording.finish();
    expect(existsSync(lock)).toBe(false);
    for (const card of refs.slice(16, 18)) expect(await topUps(card.id)).toBe(1);
  }, 30_000);

  it('refuses in read-only mode, and an unknown job', async () => {
    const cut = await interruptedFund(env, refs.slice(18, 19), '0.01', {
      sent: 0,
      keepLines: 1,
      torn: false,
    });
    expect(resumeJob(contextFor(env, { readOnly: true }), cut.stateDir, cut.jobId, cut.target)).toMatchObject(
      { ok: false, code: 'refused' },
    );
    expect(existsSync(`${jobsDir(cut.stateDir)}/${cut.jobId}.lock`)).toBe(false);
    expect(resumeJob(contextFor(env), cut.stateDir, 'job-nope', cut.target)).toMatchObject({
      ok: false,
      code: 'not_found',
    });
  });

  it('discardJob removes an interrupted journal', async () => {
    const cut = await interruptedFund(env, refs.slice(19, 20), '0.01', {
      sent: 0,
      keepLines: 1,
      torn: false,
    });
    expect(discardJob(cut.stateDir, cut.jobId)).toMatchObject({
      ok: true,
      summary: { id: cut.jobId, status: 'interrupted' },
    });
    expect(readJob(cut.stateDir, cut.jobId)).toBeUndefined();
    expect(discardJob(cut.stateDir, cut.jobId)).toMatchObject({ ok: false, code: 'not_found' });
  });
});
