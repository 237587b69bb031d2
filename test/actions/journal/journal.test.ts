// The journal file: plan first, outcomes appended, 0600, a torn last line ignored, status from the
// end line and the lock (a dead owner's lock counts as interrupted), no secret in the file.
import { appendFileSync, mkdtempSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { listJobs, readJob } from '../../../src/actions/index.js';
import { JournalWriter } from '../../../src/actions/journal/journal.js';
import { jobsDir } from '../../../src/actions/journal/journal.js';

const plan = (id: string) => ({
  id,
  createdAt: new Date().toISOString(),
  target: { profile: 'sandbox', baseUrl: 'http://127.0.0.1:1' },
  action: 'fund',
  amount: '0.01',
  items: [
    { cardId: 'c1', accountId: 'w1', amount: '0.01', idempotencyKey: 'k1' },
    { cardId: 'c2', accountId: 'w1', amount: '0.01', idempotencyKey: 'k2' },
  ],
});

describe('journal', () => {
  it('writes the plan, then outcomes, with mode 0600, and reads it back', () => {
    const state = mkdtempSync(join(tmpdir(), 'journal-'));
    const w = JournalWriter.create(state, plan('job-a'));
    w.outcome({ cardId: 'c1', outcome: 'done', transactionIds: ['t1'] });
    const file = join(jobsDir(state), 'job-a.jsonl');
    expect(statSync(file).mode & 0o777).toBe(0o600);
    expect(listJobs(state).map((j) => [j.id, j.status, j.final, j.total])).toEqual([
      ['job-a', 'running', 1, 2],
    ]);
    w.close();
    expect(listJobs(state)[0]?.status).toBe('interrupted');
    const record = readJob(state, 'job-a');
    expect(record?.plan.items.map((i) => i.idempotencyKey)).toEqual(['k1', 'k2']);
    expect(record?.outcomes.get('c1')?.transactionIds).toEqual(['t1']);
    expect(record?.outcomes.has('c2')).toBe(false);
  });

  it('ignores a torn last line and reports done after the end line', () => {
    const state = mkdtempSync(join(tmpdir(), 'journal-'));
    const w = JournalWriter.create(state, plan('job-b'));
    w.outcome({ cardId: 'c1', outcome: 'done' });
    w.outcome({ cardId: 'c2', outcome: 'done' });
    w.end();
    expect(listJobs(state)[0]).toMatchObject({ status: 'done', counts: { done: 2 } });
    const torn = JournalWriter.create(state, plan('job-c'));
    torn.close();
    appendFileSync(join(jobsDir(state), 'job-c.jsonl'), '{"type":"item","cardId":"c1","outc');
    expect(readJob(state, 'job-c')?.outcomes.size).toBe(0);
  });

  it('treats a lock whose owner is dead as interrupted, and refuses an unsafe id', () => {
    const state = mkdtempSync(join(tmpdir(), 'journal-'));
    JournalWriter.create(state, plan('job-d')).close();
    writeFileSync(join(jobsDir(state), 'job-d.lock'), '2147483646\n');
    expect(listJobs(state)[0]?.status).toBe('interrupted');
    expect(readJob(state, '../job-d')).toBeUndefined();
  });

  it('believes a skipped outcome for a card skipped at planning (no plan line), and counts it in the total', () => {
    const state = mkdtempSync(join(tmpdir(), 'journal-'));
    const w = JournalWriter.create(state, plan('job-f'));
    w.outcome({ cardId: 'c3', outcome: 'skipped' });
    w.outcome({ cardId: 'c4', outcome: 'done' });
    w.close();
    const record = readJob(state, 'job-f');
    expect([...(record?.outcomes.keys() ?? [])]).toEqual(['c3']);
    expect(record?.problems).toEqual([
      expect.stringMatching(/^line 3 skipped: an outcome for card c4, which the plan does not list/),
    ]);
    expect(listJobs(state)[0]).toMatchObject({ total: 3, final: 1 });
  });

  it('holds no secret: only ids, amounts and keys', () => {
    const state = mkdtempSync(join(tmpdir(), 'journal-'));
    JournalWriter.create(state, plan('job-e')).end();
    const text = readFileSync(join(jobsDir(state), 'job-e.jsonl'), 'utf8');
    expect(text).not.toMatch(/apiKey|token|jwt|cvv|pan/i);
  });
});

describe('journal lines from an older console', () => {
  it('reads `settled` (the old name of what reading back found) as readBack', () => {
    const state = mkdtempSync(join(tmpdir(), 'journal-'));
    JournalWriter.create(state, plan('job-old')).close();
    appendFileSync(
      join(jobsDir(state), 'job-old.jsonl'),
      `${JSON.stringify({ type: 'item', cardId: 'c1', outcome: 'done', settled: 'applied', transactionIds: ['t1'] })}\n`,
    );
    const record = readJob(state, 'job-old');
    expect(record?.outcomes.get('c1')).toEqual({
      cardId: 'c1',
      outcome: 'done',
      readBack: 'applied',
      transactionIds: ['t1'],
    });
    expect(record?.problems).toEqual([]);
    expect(listJobs(state)[0]).toMatchObject({ final: 1, counts: { done: 1 } });
  });

  it('writes readBack under its own name', () => {
    const state = mkdtempSync(join(tmpdir(), 'journal-'));
    const w = JournalWriter.create(state, plan('job-new'));
    w.outcome({
      cardId: 'c1',
      outcome: 'failed',
      readBack: 'not_applied',
      error: 'outcome_unknown',
      retryable: true,
    });
    w.close();
    const line = readFileSync(join(jobsDir(state), 'job-new.jsonl'), 'utf8').split('\n')[1] ?? '';
    expect(JSON.parse(line)).toEqual({
      type: 'item',
      cardId: 'c1',
      outcome: 'failed',
      readBack: 'not_applied',
      error: 'outcome_unknown',
      retryable: true,
    });
  });

  it('believes no plan whose amount is not a decimal: the job cannot be read, so nothing is resumed from it', () => {
    const state = mkdtempSync(join(tmpdir(), 'journal-'));
    JournalWriter.create(state, { ...plan('job-bad'), amount: '1e3' }).close();
    expect(readJob(state, 'job-bad')).toBeUndefined();
    expect(listJobs(state)).toEqual([]);
  });
});
