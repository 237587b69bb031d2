// recordJob: each card is journaled once as its outcome becomes known; a card whose outcome is
// unknown (it may have applied) or that never ran (cancelled) is not recorded, and the job stays interrupted.
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { listJobs, readJob, recordJob, type BulkItem, type BulkJob } from '../../../src/actions/index.js';

const card = (id: string) => ({ id, accountId: 'w1', status: 'active' }) as BulkItem['card'];

function fakeJob(items: BulkItem[]): { job: BulkJob; emit: () => void; set: (next: BulkItem[]) => void } {
  let current = items;
  const listeners = new Set<(item: BulkItem) => void>();
  const job = {
    id: `job-test-${Math.random().toString(36).slice(2)}`,
    action: 'fund',
    plan: {
      spec: { action: 'fund' },
      family: 'org',
      amount: '0.01',
      items: items.map((i) => ({ card: i.card, idempotencyKey: `key-${i.card.id}` })),
    },
    items: () => current,
    onItemEnded: (l: (item: BulkItem) => void) => (listeners.add(l), () => listeners.delete(l)),
  } as unknown as BulkJob;
  // The job's feed: each item, as a real job reports it when it settles.
  return {
    job,
    emit: () => current.forEach((item) => listeners.forEach((l) => l(item))),
    set: (next) => (current = next),
  };
}

describe('recordJob', () => {
  it('records known outcomes once, as they become known, and leaves a job with unknown or unrun cards interrupted', () => {
    const state = mkdtempSync(join(tmpdir(), 'record-'));
    const pending: BulkItem[] = ['a', 'b', 'c'].map((id) => ({
      card: card(id),
      state: 'pending',
      attempts: 0,
    }));
    const { job, emit, set } = fakeJob(pending);
    const seen: string[] = [];
    const rec = recordJob(state, job, { profile: 'p', baseUrl: 'http://127.0.0.1:1' }, (i) =>
      seen.push(i.card.id),
    );
    set([{ ...pending[0]!, state: 'done', transactionIds: ['t'] }, pending[1]!, pending[2]!]);
    emit();
    emit();
    expect(seen).toEqual(['a']);
    set([
      { ...pending[0]!, state: 'done' },
      {
        ...pending[1]!,
        state: 'unknown',
        error: { kind: 'outcome_unknown', message: 'lost', retryable: true } as BulkItem['error'] & object,
      },
      { ...pending[2]!, state: 'cancelled' },
    ]);
    rec.finish();
    expect(seen).toEqual(['a']);
    const record = readJob(state, job.id);
    expect([...record!.outcomes.keys()]).toEqual(['a']);
    expect(record!.plan.items.map((i) => i.idempotencyKey)).toEqual(['key-a', 'key-b', 'key-c']);
    expect(listJobs(state)[0]).toMatchObject({ status: 'interrupted', final: 1, total: 3 });
  });

  it('marks the job done when every planned card has a final outcome', () => {
    const state = mkdtempSync(join(tmpdir(), 'record-'));
    const items: BulkItem[] = [{ card: card('a'), state: 'pending', attempts: 0 }];
    const { job, set } = fakeJob(items);
    const rec = recordJob(state, job, { profile: 'p', baseUrl: 'http://127.0.0.1:1' });
    set([
      {
        card: card('a'),
        state: 'failed',
        attempts: 1,
        error: { kind: 'state', message: 'closed', retryable: false } as BulkItem['error'] & object,
      },
    ]);
    rec.finish();
    expect(listJobs(state)[0]).toMatchObject({ status: 'done', counts: { failed: 1 } });
  });

  it('records a retried card again when its new outcome is known, and keeps a job with a retryable failure interrupted', () => {
    const state = mkdtempSync(join(tmpdir(), 'record-'));
    const pending: BulkItem = { card: card('a'), state: 'pending', attempts: 0 };
    const { job, emit, set } = fakeJob([pending]);
    const rec = recordJob(state, job, { profile: 'p', baseUrl: 'http://127.0.0.1:1' });
    const unavailable = {
      kind: 'unavailable',
      code: 'service_unavailable',
      message: '503',
      retryable: true,
    } as BulkItem['error'] & object;
    set([{ card: card('a'), state: 'failed', attempts: 1, error: unavailable }]);
    emit();
    expect(readJob(state, job.id)?.outcomes.get('a')).toMatchObject({
      outcome: 'failed',
      error: 'service_unavailable',
      retryable: true,
    });
    expect(listJobs(state)[0]).toMatchObject({ final: 0 });
    set([{ card: card('a'), state: 'done', attempts: 2 }]);
    emit();
    rec.finish();
    expect(readJob(state, job.id)?.outcomes.get('a')).toEqual({ cardId: 'a', outcome: 'done' });
    expect(listJobs(state)[0]).toMatchObject({ status: 'done', final: 1 });
  });

  it('leaves a job whose last outcome is a retryable failure interrupted, for a resume', () => {
    const state = mkdtempSync(join(tmpdir(), 'record-'));
    const { job, set } = fakeJob([{ card: card('a'), state: 'pending', attempts: 0 }]);
    const rec = recordJob(state, job, { profile: 'p', baseUrl: 'http://127.0.0.1:1' });
    set([
      {
        card: card('a'),
        state: 'failed',
        attempts: 1,
        error: { kind: 'unavailable', message: '503', retryable: true } as BulkItem['error'] & object,
      },
    ]);
    rec.finish();
    expect(listJobs(state)[0]).toMatchObject({ status: 'interrupted', final: 0, counts: { failed: 1 } });
  });
});
