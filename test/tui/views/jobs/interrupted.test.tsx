// A job an earlier console left unfinished (it died: the journal has no end and no live owner):
// the next console on the same target says so at start, and the jobs view lists it.
import { afterEach, describe, expect, it } from 'vitest';
import { existsSync } from 'node:fs';
import { listJobs, readJob, type JobSummary, type JournalOwner } from '../../../../src/actions/index.js';
import { JournalWriter } from '../../../../src/actions/journal/journal.js';
import { journalFile } from '../../../../src/actions/journal/journal.js';
import { activeWallets, cardsOf, type Env } from '../../../support/action-helpers.js';
import { KEYS } from '../../../support/harness.js';
import { mountSandbox, type SandboxHarness } from '../../../support/sandbox-harness.js';
import { consoleViews, rekeyedViews } from '../../../support/views.js';
import { displayZone } from '../../../../src/domain/index.js';
import { interruptedHint, interruptedLine, noJobsText } from '../../../../src/tui/views/jobs/interrupted.js';

let h: SandboxHarness | undefined;
afterEach(async () => {
  await h?.stop();
  h = undefined;
});

/** Cards the dead console meant to suspend: the first was done, the others never settled. */
let planned: string[] = [];

async function leaveInterruptedSuspend(env: Env, target: JournalOwner, id: string): Promise<void> {
  const wallet = (await activeWallets(env.client))[0]!;
  const cards = (await cardsOf(env.client, wallet.id)).filter((c) => c.status === 'active').slice(0, 3);
  planned = cards.map((c) => c.id);
  const writer = JournalWriter.create(env.dir, {
    id,
    createdAt: new Date().toISOString(),
    target,
    action: 'suspend',
    items: cards.map((c) => ({ cardId: c.id, accountId: c.accountId, idempotencyKey: `key-${c.id}` })),
  });
  await env.client.call('suspendCard', { params: { wallet_id: wallet.id, instrument_id: planned[0]! } });
  writer.outcome({ cardId: planned[0]!, outcome: 'done' });
  writer.close(); // no end line: interrupted
}

describe('interrupted jobs', () => {
  it('are announced at start and listed in the jobs view for the same target only', async () => {
    h = await mountSandbox({
      journal: {
        before: async (env, target) => {
          await leaveInterruptedSuspend(env, target, 'job-earlier-1');
          // Another target's job must not show here.
          JournalWriter.create(env.dir, {
            id: 'job-elsewhere',
            createdAt: new Date().toISOString(),
            target: { ...target, profile: 'prod' },
            action: 'fund',
            items: [],
          }).close();
        },
      },
    });
    await h.until(
      (f) =>
        f.includes('1 interrupted job: suspend, 3 cards: 1 done, 2 left | J to resume (R) or discard (X)'),
      'the start-up notice',
    );
    expect(h.jobs.interrupted().map((j) => j.id)).toEqual(['job-earlier-1']);
    await h.press('J');
    await h.until(
      (f) =>
        f.includes('1 interrupted') &&
        f.includes('job-earlier-1') &&
        f.includes('interrupted: suspend, 3 cards: 1 done, 2 left'),
      'the interrupted job listed',
    );
    expect(h.frame()).not.toContain('job-elsewhere');
  });

  it('R resumes one: the cards left are suspended, none twice, and its journal ends', async () => {
    h = await mountSandbox({
      journal: { before: (env, target) => leaveInterruptedSuspend(env, target, 'job-earlier-2') },
    });
    await h.press('J');
    await h.until(
      (f) => f.includes('job-earlier-2') && f.includes('interrupted: suspend, 3 cards: 1 done, 2 left'),
      'the interrupted job',
    );
    await h.press('R');
    await h.until(
      (f) => f.includes('resuming job-earlier-2: 2 cards left, 1 done before'),
      'the resume notice',
    );
    await h.until(
      (f) => /job-earlier-2 +suspend/.test(f) && f.includes('finished'),
      'the resumed job finished',
    );
    const env = h.env;
    const wallet = (await activeWallets(env.client))[0]!;
    const cards = new Map((await cardsOf(env.client, wallet.id)).map((c) => [c.id, c.status]));
    expect(planned.map((id) => cards.get(id))).toEqual(['frozen', 'frozen', 'frozen']);
    const record = readJob(env.dir, 'job-earlier-2');
    expect(record?.ended).toBe(true);
    expect([...(record?.outcomes.values() ?? [])].map((o) => o.outcome)).toEqual(['done', 'done', 'done']);
    // Each card was suspended once: the first by the dead console, the others by the resume.
    const audit = h.ops.audit.entries().filter((e) => e.action === 'bulk.suspend');
    expect(audit.map((e) => e.targets.cardId).sort()).toEqual(planned.slice(1).sort());
  });

  it('counts each outcome by its name and the job by its whole size (skipped is not done)', async () => {
    h = await mountSandbox({
      journal: {
        before: async (env, target) => {
          const wallet = (await activeWallets(env.client))[0]!;
          const ids = Array.from({ length: 10 }, (_, i) => `card-mixed-${i}`);
          const writer = JournalWriter.create(env.dir, {
            id: 'job-mixed',
            createdAt: new Date().toISOString(),
            target,
            action: 'suspend',
            items: ids.map((cardId) => ({ cardId, accountId: wallet.id })),
          });
          ids.slice(0, 4).forEach((cardId) => writer.outcome({ cardId, outcome: 'done' }));
          ids.slice(4, 8).forEach((cardId) => writer.outcome({ cardId, outcome: 'skipped' }));
          ids
            .slice(8)
            .forEach((cardId) => writer.outcome({ cardId, outcome: 'failed', retryable: true, error: 'x' }));
          writer.close();
        },
      },
    });
    await h.until(
      (f) => f.includes('1 interrupted job: suspend, 10 cards: 4 done, 4 skipped, 2 failed | J to resume'),
      'the start-up notice',
    );
    expect(h.output()).not.toContain('8 of 10 done');
    await h.press('J');
    await h.until(
      (f) => f.includes('interrupted: suspend, 10 cards: 4 done, 4 skipped, 2 failed'),
      'the interrupted job listed',
    );
  });

  it("a resumed job's row counts the cards done before the kill, at 120 and at 80 columns", async () => {
    for (const columns of [120, 80]) {
      h = await mountSandbox({
        columns,
        journal: { before: (env, target) => leaveInterruptedSuspend(env, target, `job-earlier-w${columns}`) },
      });
      await h.press('J');
      await h.until((f) => f.includes(`job-earlier-w${columns}`), 'the interrupted job');
      await h.press('R');
      await h.until((f) => f.includes('finished'), 'the resumed job finished');
      const row = h
        .frame()
        .split('\n')
        .find((l) => l.includes(`job-earlier-w${columns}`) && l.includes('finished'));
      if (columns === 120) expect(row).toMatch(/suspend +3 cards +\[#+\] 3 done 0 failed 0 left/);
      else expect(row).toContain('3 cards: 3 done');
      expect(row).not.toMatch(/\b2\/2 done|2 cards/);
      await h.stop();
      h = undefined;
    }
  });

  it('X asks, then discards one: its journal is gone and the list is empty', async () => {
    h = await mountSandbox({
      journal: { before: (env, target) => leaveInterruptedSuspend(env, target, 'job-earlier-3') },
    });
    await h.press('J');
    await h.until((f) => f.includes('job-earlier-3'), 'the interrupted job');
    await h.press('X');
    await h.until(
      (f) => f.includes('Discard job-earlier-3?') && f.includes('Cards it changed stay changed'),
      'the question',
    );
    await h.press('y');
    await h.until(
      (f) => f.includes('job-earlier-3 discarded') && f.includes('no jobs yet'),
      'the job discarded',
    );
    expect(existsSync(journalFile(h.env.dir, 'job-earlier-3'))).toBe(false);
    expect(listJobs(h.env.dir)).toEqual([]);
    await h.press(KEYS.esc);
  });
});

describe('the keys named in the jobs texts', () => {
  const job: JobSummary = {
    id: 'job-1',
    action: 'suspend',
    status: 'interrupted',
    target: { profile: 'sandbox', baseUrl: 'http://127.0.0.1:1' },
    createdAt: '2026-01-01T00:00:00Z',
    total: 3,
    final: 1,
    counts: {},
  };

  it("are the commands' keys, and follow when a command's key changes", () => {
    const { keyOf } = consoleViews();
    expect(interruptedHint(keyOf)).toBe('J to resume (R) or discard (X)');
    expect(interruptedLine(job, 200, displayZone('UTC'), keyOf).trimEnd()).toMatch(
      /\| R resume \| X discard$/,
    );
    expect(noJobsText(keyOf)).toBe('no jobs yet: mark cards (Space, a) and press an action key');
    const moved = rekeyedViews({
      jobs: 'G',
      'jobs.retry': 'V',
      'jobs.remove': 'Z',
      'mark.toggle': 'm',
      'mark.all': 'M',
    }).keyOf;
    expect(interruptedHint(moved)).toBe('G to resume (V) or discard (Z)');
    expect(interruptedLine(job, 200, displayZone('UTC'), moved).trimEnd()).toMatch(
      /\| V resume \| Z discard$/,
    );
    expect(noJobsText(moved)).toBe('no jobs yet: mark cards (m, M) and press an action key');
  });
});
