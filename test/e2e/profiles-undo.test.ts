// End to end (tmux, the built bundle), an operator's day in one run: two sandboxes as two
// profiles of the config file, one named like production. `:profile` switches in place, `:card <last4>
// --all` finds a card of the other merchant and lands on its profile, a bulk suspend of that wallet's
// 20 cards runs there (after the production question), `z` undoes it, and the API shows all 20 active.
// `--log-file` holds what both profiles sent.
import { readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import type { ApiClient } from '../../src/api/index.js';
import { cardsOf, issueMany } from '../support/action-helpers.js';
import {
  inProcessSandbox,
  isolatedHomes,
  openConsole,
  palette,
  writeConfig,
  type E2eSandbox,
} from './harness.js';

const last4 = (masked: string) => masked.replace(/\s/g, '').slice(-4);

describe('profiles, find across them, bulk suspend and undo (tmux)', () => {
  let stage: E2eSandbox;
  let prod: E2eSandbox;
  let stageClient: ApiClient;
  let prodClient: ApiClient;
  let walletId = '';
  let twenty: string[] = [];
  const homes = isolatedHomes();

  beforeAll(async () => {
    [stage, prod] = await Promise.all([inProcessSandbox(), inProcessSandbox()]);
    [stageClient, prodClient] = [stage.client(), prod.client()];
    // The production merchant's first wallet (the one its accounts pane opens on) holds exactly 20
    // cards that can be suspended: the seed's are closed first.
    walletId = (await prodClient.call('listAccounts', {})).items[0]!.id;
    for (const card of await cardsOf(prodClient, walletId))
      if (card.status === 'active' || card.status === 'frozen')
        await prodClient.call('terminateCard', { params: { wallet_id: walletId, instrument_id: card.id } });
    twenty = await issueMany(prodClient, walletId, 20);
    writeConfig(homes, {
      currentProfile: 'stage',
      profiles: { stage: stage.profile(), prod: prod.profile() },
    });
  }, 120_000);

  const statuses = async (): Promise<string[]> => {
    const now = new Map((await cardsOf(prodClient, walletId)).map((c) => [c.id, c.status]));
    return twenty.map((id) => now.get(id) ?? 'missing');
  };

  it('switches, finds the production card with --all, bulk-suspends 20 there, and z makes all 20 active again', async () => {
    expect(await statuses()).toEqual(twenty.map(() => 'active'));
    // One of the 20 whose last four digits no other card of either merchant has.
    const everyCard = [
      ...(await cardsOf(prodClient, walletId)),
      ...(await Promise.all(
        (await stageClient.call('listAccounts', {})).items.map((w) => cardsOf(stageClient, w.id)),
      ).then((lists) => lists.flat())),
    ];
    const target = everyCard.find(
      (c) =>
        twenty.includes(c.id) &&
        everyCard.filter((o) => last4(o.maskedNumber ?? '') === last4(c.maskedNumber ?? '')).length === 1,
    );
    expect(target).toBeDefined();

    const t = openConsole({
      args: ['--no-listen', '--log-file', join(homes.dir, 'requests.jsonl')],
      homes,
      cols: 160,
      rows: 45,
    });
    let screen = await t.waitFor('profile stage', 30_000);
    expect(screen).not.toContain('[PROD]');

    // Switch to the production profile (its card index is built), then back.
    await palette(t, 'profile prod');
    screen = await t.waitFor((s) => s.includes('profile prod') && s.includes('Wallets |'), 30_000);
    expect(screen.split('\n')[0]).toMatch(/^\[PROD\] /);
    await t.waitFor(/index \d+[smh] old/, 30_000);
    await palette(t, 'profile stage');
    await t.waitFor((s) => s.includes('profile stage') && !s.includes('[PROD]'));

    // Find the production merchant's card from stage: Enter lands on its profile with the card open.
    await palette(t, `card ${last4(target!.maskedNumber ?? '')} --all`);
    screen = await t.waitFor((s) => s.includes('Recent operations') || s.includes('across profiles'));
    if (screen.includes('across profiles')) t.keys('Enter');
    screen = await t.waitFor('Recent operations', 30_000);
    expect(screen).toContain(target!.id);
    expect(screen).toContain('profile prod');
    expect(screen.split('\n')[0]).toMatch(/^\[PROD\] /);

    // Back to the panes of the profile landed on: mark the wallet's cards and suspend them.
    t.keys('Escape');
    t.keys('2');
    await t.waitFor('> 2 Cards');
    t.keys('a');
    await t.waitFor((s) => /\d+ marked/.test(s), 30_000);
    t.keys('s');
    screen = await t.waitFor(
      (s) => s.includes('Production profile') || s.includes('Bulk suspend of 20 cards'),
      30_000,
    );
    // A profile named like production asks once before its first change (the one production rule).
    expect(screen).toContain('Production profile');
    expect(screen).toContain('profile "prod"');
    t.keys('y');
    await t.waitFor('Bulk suspend of 20 cards', 30_000);
    t.keys('y');
    const suspended = await t.waitFor((s) => /job-\S+ +suspend .*finished/.test(s), 60_000);
    const suspendJob = /(job-\S+) +suspend/.exec(suspended)![1]!;
    expect(await statuses()).toEqual(twenty.map(() => 'frozen'));

    t.keys('Escape');
    t.keys('z');
    await t.waitFor(
      (s) => s.includes(`Undo of bulk suspend ${suspendJob}`) && s.includes('Bulk resume of 20 cards'),
      30_000,
    );
    expect(t.screen()).toContain('20 cards will be changed; 0 skipped.');
    t.keys('y');
    await t.waitFor((s) => /job-\S+ +resume .*finished/.test(s), 60_000);
    expect(await statuses()).toEqual(twenty.map(() => 'active'));
    expect(t.screen().split('\n')[0]).toMatch(/^\[PROD\] /);

    // One command log for the console: the file holds both profiles' requests, each named, no credential.
    const logFile = join(homes.dir, 'requests.jsonl');
    expect(statSync(logFile).mode & 0o777).toBe(0o600);
    const text = readFileSync(logFile, 'utf8');
    const sent = text
      .trim()
      .split('\n')
      .map((l) => JSON.parse(l) as { profile: string; method: string; url: string });
    expect(new Set(sent.map((e) => e.profile))).toEqual(new Set(['stage', 'prod']));
    const changes = sent.filter((e) => e.method === 'POST' && /\/(suspend|resume)$/.test(e.url));
    expect(changes.length).toBeGreaterThanOrEqual(40);
    expect(changes.every((e) => e.profile === 'prod')).toBe(true);
    for (const m of [stage.merchants[0]!, prod.merchants[0]!]) {
      expect(text).not.toContain(m.apiKey);
      expect(text).not.toContain(m.apiToken);
    }
  }, 180_000);
});
