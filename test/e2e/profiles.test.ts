// End to end: the real bundle with two sandboxes as two profiles of the config file, one named like
// production. `:profile` switches in place (the [PROD] badge comes and goes), and `:card <last4> --all`
// finds a card of the other merchant and opens it under its own profile; the embedded sandbox is one more.
import { beforeAll, describe, expect, it } from 'vitest';
import {
  inProcessSandbox,
  isolatedHomes,
  openConsole,
  palette,
  writeConfig,
  type E2eSandbox,
} from './harness.js';

interface Card {
  cardId: string;
  maskedNumber: string;
}

/** Every card of the sandbox's first merchant. */
async function cardsOf(sandbox: E2eSandbox): Promise<Card[]> {
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
  let stage: E2eSandbox;
  let prod: E2eSandbox;
  const homes = isolatedHomes();

  beforeAll(async () => {
    [stage, prod] = await Promise.all([inProcessSandbox(), inProcessSandbox()]);
    writeConfig(homes, {
      currentProfile: 'stage',
      profiles: { stage: stage.profile(), prod: prod.profile() },
    });
  });

  it('switches with :profile, shows the badge, and finds the other merchant’s card with --all', async () => {
    const stageCards = await cardsOf(stage);
    const prodCards = await cardsOf(prod);
    // A prod card whose last four digits no other card of either merchant has.
    const target = prodCards.find(
      (c) => [...stageCards, ...prodCards].filter((o) => last4(o) === last4(c)).length === 1,
    )!;
    expect(target).toBeDefined();

    const t = openConsole({ homes, cols: 160 });
    let screen = await t.waitFor('profile stage');
    expect(screen).not.toContain('[PROD]');

    await palette(t, 'profile');
    screen = await t.waitFor('Profiles (shown: stage)');
    expect(screen).toMatch(/prod +127\.0\.0\.1:\d+ +org \S+ +looks like production/);
    // The profiles in name order (prod, stage), the cursor on the one shown: up, then Enter.
    t.keys('k');
    t.keys('Enter');
    screen = await t.waitFor((s) => s.includes('profile prod') && s.includes('Wallets |'));
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

    // The embedded sandbox is a profile like any other: listed, and a switch starts it.
    await palette(t, 'profile');
    screen = await t.waitFor('Profiles (shown: prod)');
    expect(screen).toMatch(/sandbox +embedded sandbox/);
    t.keys('Escape');
    await palette(t, 'profile sandbox');
    screen = await t.waitFor((s) => s.includes('profile sandbox') && s.includes('Wallets |'), 60_000);
    expect(screen).not.toContain('[PROD]');
    expect(screen).not.toContain(prod.baseUrl);
  }, 180_000);
});
