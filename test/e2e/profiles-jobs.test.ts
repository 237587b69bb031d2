// End to end (tmux, the built bundle): a bulk job keeps running on a profile that is not shown. A rate
// limit makes a bulk suspend on `stage` take seconds; `:profile prod` shows the other merchant while the
// header says "1 job running on stage"; back on stage the job has finished and the API agrees.
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createClient, RateLimitedError, type ApiClient } from '../../src/api/index.js';
import { startSandbox, type RunningSandbox } from '../../src/sandbox/index.js';
import { cardsOf, issueMany } from '../support/action-helpers.js';
import { builtBundle, removeDir, Terminal } from './tmux.js';

const binary = new URL('../../bin/card-console.js', import.meta.url).pathname;
builtBundle(); // the file fails when the bundle is missing (it never skips)

/** The test's own calls share the rate limit with the console: they wait their turn. */
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

describe('a job running on a hidden profile (tmux)', () => {
  let stage: RunningSandbox;
  let prod: RunningSandbox;
  let client: ApiClient;
  let term: Terminal | undefined;
  let walletId = '';
  const home = mkdtempSync(join(tmpdir(), 'profiles-jobs-e2e-'));

  beforeAll(async () => {
    const options = { port: 0, db: ':memory:', provisioningDelayMs: 0, logger: 'none' } as const;
    // The stage sandbox answers a few requests a second: a bulk job there takes a while.
    [stage, prod] = await Promise.all([startSandbox({ ...options, rateLimit: 6 }), startSandbox(options)]);
    const m = stage.merchants[0]!;
    client = createClient({
      baseUrl: stage.baseUrl,
      credentials: { orgId: m.orgId, apiKey: m.apiKey, apiToken: m.apiToken },
    });
    walletId = (await patiently(() => client.call('listAccounts', {}))).items[0]!.id;
    for (let i = 0; i < 6; i += 1) await patiently(() => issueMany(client, walletId, 4));
    mkdirSync(join(home, 'config', 'card-console'), { recursive: true, mode: 0o700 });
    const profile = (s: RunningSandbox) => {
      const merchant = s.merchants[0]!;
      const { orgId, apiKey, apiToken } = merchant;
      return { baseUrl: s.baseUrl, orgId, apiKey, apiToken };
    };
    const config = { currentProfile: 'stage', profiles: { stage: profile(stage), prod: profile(prod) } };
    writeFileSync(join(home, 'config', 'card-console', 'config.json'), JSON.stringify(config, null, 2), {
      mode: 0o600,
    });
  }, 120_000);
  afterAll(async () => {
    await term?.closeAndWait();
    await client?.close();
    await Promise.all([stage?.close(), prod?.close()]);
    await removeDir(home);
  });

  async function palette(t: Terminal, text: string): Promise<void> {
    t.type(':');
    await t.waitFor('Command palette');
    t.type(text);
    t.keys('Enter');
  }

  it('the header names the profile a job runs on while another is shown; back there, it has finished', async () => {
    const t = (term = Terminal.start({
      command: `node ${binary} --no-listen --no-index`,
      env: {
        CI: 'false',
        NO_COLOR: '1',
        XDG_CONFIG_HOME: join(home, 'config'),
        XDG_CACHE_HOME: join(home, 'cache'),
        XDG_STATE_HOME: join(home, 'state'),
      },
      cols: 160,
      rows: 40,
    }));
    await t.waitFor((s) => s.includes('profile stage') && s.includes('> 1 Accounts'), 30_000);
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
    const shown = await t.waitFor((s) => s.includes('profile prod') && s.includes('Accounts |'), 30_000);
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
