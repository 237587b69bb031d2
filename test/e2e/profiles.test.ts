// End to end: the real bundle with two sandboxes as two profiles of the config file, one named like
// production. `:profile` switches in place (the [PROD] badge comes and goes), and `:card <last4> --all`
// finds a card of the other merchant and opens it under its own profile.
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startSandbox, type RunningSandbox } from '../../src/sandbox/index.js';
import { builtBundle, Terminal } from './tmux.js';

const binary = new URL('../../bin/card-console.js', import.meta.url).pathname;
builtBundle(); // the file fails when the bundle is missing (it never skips)

interface Card {
  cardId: string;
  maskedNumber: string;
}

/** Every card of the sandbox's first merchant. */
async function cardsOf(sandbox: RunningSandbox): Promise<Card[]> {
  const m = sandbox.merchants[0]!;
  const get = async <T>(path: string): Promise<T> =>
    (await (
      await fetch(`${sandbox.baseUrl}${path}`, { headers: { authorization: `Bearer ${m.apiKey}` } })
    ).json()) as T;
  const wallets = (
    await get<{ data: { id: string }[] }>(`/api/v2/organizations/${m.orgId}/wallets?quantity=500`)
  ).data;
  const cards: Card[] = [];
  for (const w of wallets) {
    const res = await get<{ data: Card[] }>(
      `/api/v2/organizations/${m.orgId}/wallets/${w.id}/instruments?quantity=500`,
    );
    cards.push(...res.data);
  }
  return cards;
}

const last4 = (c: Card) => c.maskedNumber.replace(/\s/g, '').slice(-4);

describe('profiles switched in place, end to end (tmux)', () => {
  let stage: RunningSandbox;
  let prod: RunningSandbox;
  let term: Terminal | undefined;
  let home: string;

  beforeAll(async () => {
    const options = { port: 0, db: ':memory:', provisioningDelayMs: 0, logger: 'none' } as const;
    [stage, prod] = await Promise.all([startSandbox(options), startSandbox(options)]);
    home = mkdtempSync(join(tmpdir(), 'profiles-e2e-'));
    mkdirSync(join(home, 'card-console'), { mode: 0o700 });
    const profile = (s: RunningSandbox) => {
      const m = s.merchants[0]!;
      return { baseUrl: s.baseUrl, orgId: m.orgId, apiKey: m.apiKey, apiToken: m.apiToken };
    };
    const config = { currentProfile: 'stage', profiles: { stage: profile(stage), prod: profile(prod) } };
    writeFileSync(join(home, 'card-console', 'config.json'), JSON.stringify(config, null, 2), {
      mode: 0o600,
    });
  });
  afterAll(async () => {
    term?.close();
    await Promise.all([stage?.close(), prod?.close()]);
  });

  async function palette(t: Terminal, text: string): Promise<void> {
    t.type(':');
    await t.waitFor('Command palette');
    t.type(text);
    t.keys('Enter');
  }

  it('switches with :profile, shows the badge, and finds the other merchant’s card with --all', async () => {
    const stageCards = await cardsOf(stage);
    const prodCards = await cardsOf(prod);
    // A prod card whose last four digits no other card of either merchant has.
    const target = prodCards.find(
      (c) => [...stageCards, ...prodCards].filter((o) => last4(o) === last4(c)).length === 1,
    )!;
    expect(target).toBeDefined();

    const t = (term = Terminal.start({
      command: `node ${binary}`,
      env: {
        CI: 'false',
        NO_COLOR: '1',
        XDG_CONFIG_HOME: home,
        XDG_CACHE_HOME: mkdtempSync(join(tmpdir(), 'profiles-e2e-cache-')),
      },
      cols: 160,
      rows: 40,
    }));
    let screen = await t.waitFor('profile stage');
    expect(screen).not.toContain('[PROD]');

    await palette(t, 'profile');
    screen = await t.waitFor('Profiles (shown: stage)');
    expect(screen).toMatch(/prod +127\.0\.0\.1:\d+ +org \S+ +looks like production/);
    // The profiles in name order (prod, stage), the cursor on the one shown: up, then Enter.
    t.keys('k');
    t.keys('Enter');
    screen = await t.waitFor((s) => s.includes('profile prod') && s.includes('Accounts |'));
    expect(screen.split('\n')[0]).toMatch(/^\[PROD\] /);
    expect(screen).toContain(prod.baseUrl);
    // Its card index built, then back to stage: the badge goes.
    await t.waitFor(/index \d+[smh] old/, 60_000);
    await palette(t, 'profile stage');
    screen = await t.waitFor((s) => s.includes('profile stage') && !s.includes('[PROD]'));
    expect(screen).toContain(stage.baseUrl);

    await palette(t, `card ${last4(target)} --all`);
    screen = await t.waitFor((s) => s.includes('Recent operations') || s.includes('across profiles'));
    if (screen.includes('across profiles')) t.keys('Enter');
    screen = await t.waitFor('Recent operations');
    expect(screen).toContain(target.cardId);
    expect(screen).toContain('profile prod');
    expect(screen.split('\n')[0]).toMatch(/^\[PROD\] /);
  }, 120_000);
});
