import { afterEach, describe, expect, it } from 'vitest';
import type { CardIndex, IndexRow } from '../../../../src/sync/card-index/index.js';
import { orgData, orgHandlers } from '../../../support/org-data.js';
import { KEYS, settle } from '../../../support/harness.js';
import { loadShown, mountProfiles, type ProfileHarness } from '../../../support/profile-harness.js';

let h: ProfileHarness | undefined;
afterEach(() => {
  h?.unmount();
  h = undefined;
});

const row = (id: string, last4: string, walletId: string): IndexRow => ({
  id,
  walletId,
  masked: `424242******${last4}`,
  last4,
  name: `Card ${id}`,
  status: 'active',
  currency: 'USD',
  balance: '1.00',
});

const READY = { state: 'ready', listed: 1, expected: 1 } as const;
const indexOf = (rows: readonly IndexRow[]) =>
  ({
    status: () => READY,
    subscribe: () => () => undefined,
    count: () => rows.length,
    findCards: (text: string) => rows.filter((r) => r.last4 === text || r.id === text),
  }) as unknown as CardIndex;

async function start(betaRows: readonly IndexRow[]): Promise<ProfileHarness> {
  h = await mountProfiles(
    [
      { name: 'alpha', handlers: orgHandlers(orgData(2, 2)) },
      { name: 'beta', handlers: orgHandlers(orgData(1, 1)) },
      { name: 'gamma', handlers: orgHandlers(orgData(1, 1)) },
    ],
    {
      peek: (name, query) =>
        name === 'beta'
          ? { rows: betaRows.filter((r) => r.last4 === query) }
          : { why: 'no card index on disk yet' },
    },
  );
  h.sessions.update('alpha', { index: indexOf([row('alpha-card-1', '4242', 'wallet-a')]) });
  await loadShown(h);
  return h;
}

async function palette(h: ProfileHarness, text: string): Promise<void> {
  await h.press(':');
  await h.type(text);
  await h.press(KEYS.enter);
  await settle(12);
}

describe(':card <last4> --all', () => {
  it('lists the cards of every profile, each named with its profile, and says which were not searched', async () => {
    const h = await start([row('beta-card-9', '4242', 'wallet-b')]);
    await palette(h, 'card 4242 --all');
    const frame = h.frame();
    expect(frame).toContain('2 cards match 4242 across profiles');
    expect(frame).toMatch(/alpha {2}424242\*{6}4242/);
    expect(frame).toMatch(/beta {2}424242\*{6}4242/);
    expect(frame).toContain('not searched: gamma (no card index on disk yet)');
  });

  it("Enter on another profile's card switches to it and opens the card there", async () => {
    const h = await start([row('beta-card-9', '4242', 'wallet-b')]);
    await palette(h, 'card 4242 --all');
    await h.press('j', KEYS.enter);
    await settle(12);
    expect(h.sessions.current()).toBe('beta');
    const view = h.opened.get('beta')!.store.getState().view;
    expect(view.details).toEqual([{ kind: 'card', id: 'beta-card-9' }]);
    expect(view.selectedAccountId).toBe('wallet-b');
    expect(h.frame()).toContain('profile beta');
  });

  it('says so when no profile has the card, naming the ones not searched', async () => {
    const h = await start([]);
    await palette(h, 'card 9999 --all');
    expect(h.sessions.current()).toBe('alpha');
    expect(h.frame()).toContain('no card matches 9999 in any profile; not searched: gamma');
  });

  it('refuses a query the card index cannot answer, naming the forms it takes', async () => {
    const h = await start([]);
    await palette(h, 'card 42 --all');
    expect(h.frame()).toContain(':card 42 --all: give the last 4 digits');
  });
});
