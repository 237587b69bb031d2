// End to end (tmux, the built bundle): a bulk job keeps running on a profile that is not shown. A rate
// limit makes a bulk suspend on `stage` take seconds; `:profile prod` shows the other merchant while the
// header says "1 job running on stage"; back on stage the job has finished and the API agrees.
import { beforeAll, describe, expect, it } from 'vitest';
import type { ApiClient } from '../../src/api/index.js';
import { cardsOf, issueMany } from '../support/action-helpers.js';
import {
  inProcessSandbox,
  isolatedHomes,
  openConsole,
  palette,
  patiently,
  writeConfig,
  type E2eSandbox,
} from './harness.js';

describe('a job running on a hidden profile (tmux)', () => {
  let stage: E2eSandbox;
  let prod: E2eSandbox;
  let client: ApiClient;
  let walletId = '';
  const homes = isolatedHomes();

  beforeAll(async () => {
    // The stage sandbox answers a few requests a second: a bulk job there takes a while.
    [stage, prod] = await Promise.all([inProcessSandbox({ rateLimit: 6 }), inProcessSandbox()]);
    client = stage.client();
    walletId = (await patiently(() => client.call('listAccounts', {}))).items[0]!.id;
    for (let i = 0; i < 6; i += 1) await patiently(() => issueMany(client, walletId, 4));
    writeConfig(homes, {
      currentProfile: 'stage',
      profiles: { stage: stage.profile(), prod: prod.profile() },
    });
  }, 120_000);

  it('the header names the profile a job runs on while another is shown; back there, it has finished', async () => {
    const t = openConsole({ args: ['--no-listen', '--no-index'], homes, cols: 160 });
    await t.waitFor((s) => s.includes('profile stage') && s.includes('> 1 Wallets'), 30_000);
    t.keys('2');
    await t.waitFor('> 2 Cards');
    t.keys('a');
    await t.waitFor((s) => /\d+ marked/.test(s), 30_000);
    t.keys('s');
    const asked = await t.waitFor(/Bulk suspend of \d+ cards/, 30_000);
    const count = Number(/Bulk suspend of (\d+) cards/.exec(asked)![1]);
    expect(count).toBeGreaterThanOrEqual(24);
    t.keys('y');
    await t.waitFor((s) => /job-\S+ +suspend/.test(s) && s.includes('running'), 30_000);
    t.keys('Escape');

    await palette(t, 'profile prod');
    const shown = await t.waitFor((s) => s.includes('profile prod') && s.includes('Wallets |'), 30_000);
    expect(shown.split('\n')[0]).toMatch(/^\[PROD\] /);
    expect(shown).toContain('1 job running on stage');

    // The job went on meanwhile: back on stage it has finished, and the API has every card suspended.
    await palette(t, 'profile stage');
    await t.waitFor((s) => s.includes('profile stage') && !s.includes('job running on'), 30_000);
    t.keys('J');
    await t.waitFor((s) => /job-\S+ +suspend .*finished/.test(s), 90_000);
    const cards = await patiently(() => cardsOf(client, walletId));
    expect(cards.filter((c) => c.status === 'frozen').length).toBeGreaterThanOrEqual(count);
    expect(cards.filter((c) => c.status === 'active')).toEqual([]);
  }, 180_000);
});
