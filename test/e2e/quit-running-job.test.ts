// End to end (tmux, the built bundle): quitting in the middle of a bulk fund that a rate limit makes
// slow. `q` asks (jobs and cards left) instead of quitting; `n` keeps the console and the job; `q` `y`
// quits, and `jobs list` shows the job interrupted; in the next console, ctrl+c twice quits at once
// while the resumed job runs.
import { spawnSync } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createClient, RateLimitedError, type ApiClient } from '../../src/api/index.js';
import { startSandbox, type MerchantCredentials, type RunningSandbox } from '../../src/sandbox/index.js';
import { issueMany } from '../support/action-helpers.js';
import { removeDir, Terminal } from './tmux.js';

/** The test's own calls share the console's rate limit: they wait their turn. */
async function patiently<T>(call: () => Promise<T>): Promise<T> {
  for (let tries = 0; ; tries += 1) {
    try {
      return await call();
    } catch (error) {
      if (!(error instanceof RateLimitedError) || tries > 60) throw error;
      await new Promise((r) => setTimeout(r, 1_000));
    }
  }
}

const binary = new URL('../../bin/card-console.js', import.meta.url).pathname;
const QUESTION = /1 job running: (\d+) cards? left\. Quit and leave it interrupted\? y\/N/;
const doneCount = (screen: string): number => Number(/ (\d+) done /.exec(screen)?.[1] ?? '0');

interface ListedJob {
  id: string;
  action: string;
  status: string;
  total: number;
}

describe('quitting while a bulk fund runs (tmux)', { timeout: 240_000 }, () => {
  let sandbox: RunningSandbox;
  let merchant: MerchantCredentials;
  let client: ApiClient;
  let term: Terminal | undefined;
  const stateHome = mkdtempSync(join(tmpdir(), 'cc-e2e-quit-'));
  const env = {
    CI: 'true',
    NO_COLOR: '1',
    XDG_CONFIG_HOME: '/nonexistent-config',
    XDG_STATE_HOME: stateHome,
    XDG_CACHE_HOME: stateHome,
  };

  beforeAll(async () => {
    // A rate limit makes the fund take many seconds: the keys land in its middle.
    sandbox = await startSandbox({
      port: 0,
      db: ':memory:',
      provisioningDelayMs: 0,
      logger: 'none',
      rateLimit: 6,
    });
    merchant = sandbox.merchants[0]!;
    client = createClient({
      baseUrl: sandbox.baseUrl,
      credentials: { orgId: merchant.orgId, apiKey: merchant.apiKey, apiToken: merchant.apiToken },
    });
    const walletId = (await patiently(() => client.call('listAccounts', {}))).items[0]!.id;
    // Four cards and the holder lookup per call fit in one second of the limit (ten at once never would).
    for (let i = 0; i < 12; i += 1) await patiently(() => issueMany(client, walletId, 4));
  }, 120_000);
  afterEach(async () => {
    await term?.closeAndWait();
    term = undefined;
  });
  afterAll(async () => {
    await removeDir(stateHome);
    await client.close();
    await sandbox.close();
  });

  const open = (): Terminal =>
    Terminal.start({
      command: `node ${binary} --base-url ${sandbox.baseUrl} --org ${merchant.orgId} --api-key ${merchant.apiKey} --api-token ${merchant.apiToken} --no-listen --no-index`,
      env,
      cols: 120,
      rows: 40,
    });

  const jobsList = (): ListedJob[] => {
    const run = spawnSync('node', [binary, 'jobs', 'list', '--json'], {
      env: { ...process.env, ...env },
      encoding: 'utf8',
    });
    expect(run.status, run.stderr).toBe(0);
    return run.stdout
      .trim()
      .split('\n')
      .filter((l) => l !== '')
      .map((l) => JSON.parse(l) as ListedJob);
  };

  it('q asks, n keeps the job running, q y quits and leaves it interrupted; ctrl+c twice quits at once', async () => {
    const first = open();
    term = first;
    await first.waitFor('> 1 Accounts', 30_000);
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
    const [cut] = jobsList();
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
    expect(jobsList().find((j) => j.id === cut!.id)?.status).toBe('interrupted');
  });
});
