// A bulk fund "killed" part-way, in process: a journaled job runs over some of its cards (through a
// faulty client), is cancelled after `sent` items, and its journal is cut after `keepLines` lines,
// optionally with a torn half line — what a SIGKILL between two appends, or in the middle of one, leaves.
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import {
  newJobId,
  planBulkJob,
  recordJob,
  startBulkJob,
  type CardRef,
  type JournalOwner,
} from '../../src/actions/index.js';
import { journalFile } from '../../src/actions/journal/journal.js';
import { contextFor, faulty, type Env, type Injection } from './action-helpers.js';
import type { RouteId } from '../../src/contract/index.js';

export interface Interrupted {
  stateDir: string;
  jobId: string;
  target: JournalOwner;
  /** Lines the journal had before it was cut. */
  lines: number;
}

export interface KillPoint {
  /** Items the first run finished before the kill (the rest were never sent). */
  sent: number;
  /** Journal lines kept (the plan is line 1); at least 1. */
  keepLines: number;
  /** Append the first half of the next line, as a kill mid-write would. */
  torn: boolean;
  /** The first run's faults per card: a lost answer (applied), or a 503 (not applied). */
  decide?: (id: RouteId, cardId: string | undefined) => Injection;
  /** The journal's target (default: targetOf(env)); the state directory (default: a new one). */
  target?: JournalOwner;
  stateDir?: string;
}

export const targetOf = (env: Env): JournalOwner => ({
  profile: 'sandbox',
  baseUrl: env.sandbox.baseUrl,
  merchant: env.merchant.orgId,
});

export async function interruptedFund(
  env: Env,
  cards: readonly CardRef[],
  amount: string,
  kill: KillPoint,
): Promise<Interrupted> {
  const stateDir = kill.stateDir ?? mkdtempSync(join(tmpdir(), 'interrupted-'));
  const target = kill.target ?? targetOf(env);
  const client = kill.decide ? faulty(env.client, kill.decide) : env.client;
  const ctx = contextFor(env, { client });
  const planned = await planBulkJob(ctx, { action: 'fund', cards, amount, concurrency: 3 });
  if (!planned.ok) throw new Error(planned.error.message);
  const started = await startBulkJob(ctx, planned.plan.spec, { plan: planned.plan, id: newJobId() });
  if (!started.ok) throw new Error(started.error.message);
  const { job } = started;
  const recording = recordJob(stateDir, job, target);
  if (kill.sent === 0) job.cancel();
  job.subscribe((p) => {
    if (p.done + p.failed + p.unknown >= kill.sent) job.cancel();
  });
  await job.done();
  recording.finish();
  const file = journalFile(stateDir, job.id);
  const all = readFileSync(file, 'utf8')
    .split('\n')
    .filter((l) => l !== '');
  const kept = all.slice(0, Math.max(1, kill.keepLines));
  const next = all[kept.length];
  const tear = kill.torn && next !== undefined ? next.slice(0, Math.floor(next.length / 2)) : '';
  writeFileSync(file, `${kept.join('\n')}\n${tear}`);
  return { stateDir, jobId: job.id, target, lines: all.length };
}
