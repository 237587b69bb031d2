// End to end (tmux, the built bundle): quitting in the middle of a bulk fund that a rate limit makes
// slow. `q` asks (jobs and cards left) instead of quitting; `n` keeps the console and the job; `q` `y`
// quits, and `jobs list` shows the job interrupted; in the next console, ctrl+c twice quits at once
// while the resumed job runs.
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { ApiClient } from '../../src/api/index.js';
import { issueMany } from '../support/action-helpers.js';
import {
  cli,
  inProcessSandbox,
  isolatedHomes,
  jsonLines,
  openConsole,
  patiently,
  type E2eSandbox,
  type Terminal,
} from './harness.js';

const QUESTION = /1 job running: (\d+) cards? left\. Quit and leave it interrupted\? y\/N/;
const doneCount = (screen: string): number => Number(/ (\d+) done /.exec(screen)?.[1] ?? '0');

interface ListedJob {
  id: string;
  action: string;
  status: string;
  total: number;
}

describe('quitting while a bulk fund runs (tmux)', { timeout: 240_000 }, () => {
  let sandbox: E2eSandbox;
  let client: ApiClient;
  let term: Terminal | undefined;
  const homes = isolatedHomes();

  beforeAll(async () => {
    // A rate limit makes the fund take many seconds: the keys land in its middle.
    sandbox = await inProcessSandbox({ rateLimit: 6 });
    client = sandbox.client();
    const walletId = (await patiently(() => client.call('listAccounts', {}))).items[0]!.id;
    // Four cards and the holder lookup per call fit in one second of the limit (ten at once never would).
    for (let i = 0; i < 12; i += 1) await patiently(() => issueMany(client, walletId, 4));
  }, 120_000);
  afterEach(async () => {
    await term?.closeAndWait();
    term = undefined;
  });

  const open = (): Terminal =>
    openConsole({ args: [...sandbox.flags(), '--no-listen', '--no-index'], homes, env: { CI: 'true' } });

  const jobsList = async (): Promise<ListedJob[]> => {
    const run = await cli(['jobs', 'list', '--json'], { homes, env: { CI: 'true' } });
    expect(run.code, run.err).toBe(0);
    return jsonLines(run.out) as unknown as ListedJob[];
  };

  it('q asks, n keeps the job running, q y quits and leaves it interrupted; ctrl+c twice quits at once', async () => {
    const first = open();
    term = first;
    await first.waitFor('> 1 Wallets', 30_000);
    first.keys('2');
    await first.waitFor('> 2 Cards');
    first.keys('a');
    await first.waitFor((s) => /\d+ marked/.test(s), 30_000);
    first.keys('f');
    await first.waitFor('Bulk fund', 30_000);
    first.type('0.01');
    first.keys('Enter');
    await first.waitFor('Bulk fund of', 60_000);
    first.keys('y');
    await first.waitFor((s) => /job-\S+ +fund/.test(s) && s.includes('running'), 30_000);
    first.keys('Escape');
    await first.waitFor('1 job running');

    first.keys('q');
    const asked = await first.waitFor(QUESTION);
    expect(Number(QUESTION.exec(asked)?.[1])).toBeGreaterThan(0);
    first.keys('n');
    await first.waitFor((s) => !QUESTION.test(s) && s.includes('1 job running'));
    // The job goes on while the console stays: more cards get done.
    first.keys('J');
    const before = doneCount(await first.waitFor(/job-\S+ +fund/));
    await first.waitFor((s) => doneCount(s) > before, 60_000);
    first.keys('Escape');

    first.keys('q');
    await first.waitFor(QUESTION);
    first.keys('y');
    expect(await first.waitForExit()).toBe(0);
    await first.closeAndWait();
    const [cut] = await jobsList();
    expect(cut).toMatchObject({ action: 'fund', status: 'interrupted' });

    // The next console resumes it; ctrl+c twice quits without the question.
    const second = open();
    term = second;
    await second.waitFor('J to resume (R)', 30_000);
    second.keys('J');
    await second.waitFor(`${cut!.id} interrupted: fund`);
    second.keys('R');
    await second.waitFor((s) => new RegExp(`${cut!.id} +fund`).test(s) && s.includes('running'), 30_000);
    second.keys('Escape');
    await second.waitFor('1 job running');
    second.keys(['C-c', 'C-c']);
    expect(await second.waitForExit()).toBe(0);
    expect((await jobsList()).find((j) => j.id === cut!.id)?.status).toBe('interrupted');
  });
});
