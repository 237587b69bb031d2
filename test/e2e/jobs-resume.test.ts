// End to end: a bulk suspend started in the console (tmux) is cut short by SIGHUP (the operator's
// SSH session dropped). The next console on the same target says a job was interrupted; J lists it
// and R resumes it. Through the API: every planned card ends frozen, each suspended exactly once.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { listJobs, readJob } from '../../src/actions/index.js';
import type { ApiClient } from '../../src/api/index.js';
import { cardsOf, issueMany } from '../support/action-helpers.js';
import {
  inProcessSandbox,
  isolatedHomes,
  openConsole,
  patiently,
  type E2eSandbox,
  type Terminal,
} from './harness.js';

describe('a bulk suspend cut by SIGHUP, resumed from J (tmux)', { timeout: 180_000 }, () => {
  let sandbox: E2eSandbox;
  let client: ApiClient;
  let walletId = '';
  let term: Terminal | undefined;
  const homes = isolatedHomes();
  const stateDir = join(homes.state, 'card-console');

  beforeAll(async () => {
    // A rate limit makes the job take seconds, so the hang-up lands in its middle.
    sandbox = await inProcessSandbox({ rateLimit: 12 });
    client = sandbox.client();
    walletId = (await patiently(() => client.call('listAccounts', {}))).items[0]!.id;
    for (let i = 0; i < 8; i += 1) await patiently(() => issueMany(client, walletId, 10));
  }, 120_000);
  afterEach(async () => {
    await term?.closeAndWait();
    term = undefined;
  });

  const open = (): Terminal =>
    openConsole({
      args: [...sandbox.flags(), '--no-listen', '--no-index'],
      homes,
      env: { CI: 'true' },
      cols: 160,
    });
  const doneCount = (screen: string): number => Number(/ (\d+) done /.exec(screen)?.[1] ?? '0');

  it('journals the job, leaves it interrupted on SIGHUP, and R finishes it with nothing done twice', async () => {
    const activeBefore = (await patiently(() => cardsOf(client, walletId)))
      .filter((c) => c.status === 'active')
      .map((c) => c.id);
    expect(activeBefore.length).toBeGreaterThanOrEqual(80);

    const first = open();
    term = first;
    await first.waitFor('> 1 Wallets', 30_000);
    first.keys('2');
    await first.waitFor('> 2 Cards');
    first.keys('a');
    await first.waitFor((s) => /\d+ marked/.test(s), 30_000);
    first.keys('s');
    await first.waitFor('Bulk suspend', 30_000);
    first.keys('y');
    await first.waitFor((s) => /job-\S+ +suspend/.test(s) && doneCount(s) >= 5, 60_000);
    first.signal('SIGHUP');
    expect(await first.waitForExit()).toBe(129);

    const [cut] = listJobs(stateDir);
    expect(cut).toMatchObject({ action: 'suspend', status: 'interrupted' });
    expect(cut!.final).toBeLessThan(cut!.total);
    await first.closeAndWait();

    const second = open();
    term = second;
    await second.waitFor(
      (s) => s.includes('1 interrupted job: suspend') && s.includes('J to resume (R)'),
      30_000,
    );
    second.keys('J');
    await second.waitFor(`${cut!.id} interrupted: suspend`);
    second.keys('R');
    await second.waitFor(`resuming ${cut!.id}`);
    await second.waitFor((s) => new RegExp(`${cut!.id} +suspend`).test(s) && s.includes('finished'), 90_000);

    const record = readJob(stateDir, cut!.id)!;
    expect(record.ended).toBe(true);
    const planned = record.plan.items.map((i) => i.cardId);
    // The job's cards: the planned ones and those skipped from the start (their state forbade it).
    expect(new Set([...planned, ...record.outcomes.keys()]).size).toBe(cut!.total);
    const now = new Map((await patiently(() => cardsOf(client, walletId))).map((c) => [c.id, c.status]));
    expect(planned.filter((id) => now.get(id) !== 'frozen')).toEqual([]);
    // Each planned card was suspended once over both consoles (the audit trail says who did what).
    const audit = readFileSync(join(stateDir, 'audit.jsonl'), 'utf8')
      .trim()
      .split('\n')
      .map((l) => JSON.parse(l) as { action: string; outcome: string; targets: { cardId?: string } });
    const suspended = audit
      .filter((e) => e.action === 'bulk.suspend' && e.outcome === 'done')
      .map((e) => e.targets.cardId);
    expect(suspended.sort()).toEqual([...planned].sort());
  });
});
