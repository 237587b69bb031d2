// Tab in the card search (ctrl+f): every profile's card index at once; Enter on another profile's
// card switches to it and opens the card.
import { afterEach, describe, expect, it } from 'vitest';
import type { CardIndex, IndexRow } from '../../../src/sync/card-index/index.js';
import { orgData, orgHandlers } from '../../support/org-data.js';
import { KEYS, settle } from '../../support/harness.js';
import { loadShown, mountProfiles, type ProfileHarness } from '../../support/profile-harness.js';

let h: ProfileHarness | undefined;
afterEach(() => {
  h?.unmount();
  h = undefined;
});

const row = (id: string, holderName: string, walletId: string): IndexRow => ({
  id,
  walletId,
  masked: '424242******4242',
  last4: '4242',
  name: `Card ${id}`,
  holderName,
  status: 'active',
  currency: 'USD',
  balance: '1.00',
});

const READY = { state: 'ready', listed: 1, expected: 1 } as const;
const ROWS = [row('alpha-1', 'Ada Lovelace', 'wallet-a')];
const alphaIndex = {
  status: () => READY,
  subscribe: () => () => undefined,
  count: () => 1,
  findCards: () => [],
  search: (text: string) => ({ rows: ROWS.filter((r) => r.holderName!.includes(text)), more: false }),
} as unknown as CardIndex;

async function start(): Promise<ProfileHarness> {
  h = await mountProfiles(
    [
      { name: 'alpha', handlers: orgHandlers(orgData(1, 1)) },
      { name: 'beta', handlers: orgHandlers(orgData(1, 1)) },
    ],
    {
      peek: (name, query, how) =>
        how === 'words' && 'Ada Byron'.includes(query)
          ? { rows: [row('beta-7', 'Ada Byron', 'wallet-b')] }
          : { rows: [] },
    },
  );
  h.sessions.update('alpha', { index: alphaIndex });
  await loadShown(h);
  return h;
}

describe('the card search across profiles', () => {
  it('Tab searches every profile, naming each card with its profile; Enter opens it in its profile', async () => {
    const h = await start();
    await h.press('\u0006');
    await h.type('Ada');
    expect(h.frame()).toContain('Ada Lovelace');
    expect(h.frame()).not.toContain('Ada Byron');
    await h.press(KEYS.tab);
    expect(h.frame()).toContain('2 cards in all profiles');
    expect(h.frame()).toMatch(/alpha {2}424242\*{6}4242.*Ada Lovelace/);
    expect(h.frame()).toMatch(/beta {2}424242\*{6}4242.*Ada Byron/);
    expect(h.frame()).toContain('find card in all profiles: Ada_');
    await h.press(KEYS.down, KEYS.enter);
    await settle(12);
    expect(h.sessions.current()).toBe('beta');
    expect(h.opened.get('beta')!.store.getState().view.details).toEqual([{ kind: 'card', id: 'beta-7' }]);
  });

  it('Tab again goes back to the profile shown', async () => {
    const h = await start();
    await h.press('\u0006');
    await h.type('Ada');
    await h.press(KEYS.tab, KEYS.tab);
    expect(h.frame()).not.toContain('in all profiles');
    expect(h.frame()).not.toContain('Ada Byron');
  });
});
