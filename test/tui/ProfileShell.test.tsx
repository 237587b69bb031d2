import { afterEach, describe, expect, it, vi } from 'vitest';
import type { JobRegistry } from '../../src/actions/index.js';
import { orgData, orgHandlers } from '../support/org-data.js';
import { KEYS, settle } from '../support/harness.js';
import { loadShown, mountProfiles, type ProfileHarness } from '../support/profile-harness.js';

let h: ProfileHarness | undefined;
afterEach(() => {
  h?.unmount();
  h = undefined;
});

/** A second merchant: its own wallets, named so a frame tells them apart. */
function betaHandlers() {
  const data = orgData(2, 3);
  data.wallets = data.wallets.map((w) => ({ ...w, name: `Beta ${w.name}` }));
  return orgHandlers(data);
}

async function twoProfiles(): Promise<ProfileHarness> {
  h = await mountProfiles([
    { name: 'alpha', handlers: orgHandlers(orgData(3, 5)) },
    { name: 'beta', handlers: betaHandlers() },
  ]);
  await loadShown(h);
  return h;
}

async function palette(h: ProfileHarness, text: string): Promise<void> {
  await h.press(':');
  await h.type(text);
  await h.press(KEYS.enter);
  await settle(12);
}

describe('switching profiles in place', () => {
  it('lists the profiles in the chooser and switches with Enter: nothing of the first merchant stays', async () => {
    const h = await twoProfiles();
    expect(h.frame()).toContain('Wallet 1');
    expect(h.frame()).toContain('profile alpha');
    await palette(h, 'profile');
    expect(h.frame()).toContain('Profiles (shown: alpha)');
    expect(h.frame()).toMatch(/alpha\s+127\.0\.0\.1:4050\s+org -\s+\(shown\)/);
    expect(h.frame()).toContain('beta  127.0.0.1:4040');
    await h.press('j', KEYS.enter);
    await settle(12);
    await loadShown(h);
    expect(h.sessions.current()).toBe('beta');
    expect(h.frame()).toContain('profile beta');
    expect(h.frame()).toContain('Beta Wallet 2');
    expect(h.frame()).toContain('Wallets | 2 total');
    expect(h.frame()).not.toMatch(/(^|[^a])Wallet 3/m);
    expect(h.frame()).not.toContain('profile alpha');
  });

  it('Enter on the profile shown says why it does nothing', async () => {
    const h = await twoProfiles();
    await palette(h, 'profile');
    await h.press(KEYS.enter);
    await settle(12);
    expect(h.sessions.current()).toBe('alpha');
    expect(h.frame()).toContain('alpha is the profile shown');
  });

  it('switching back restores the pane, the filter and the cursor left; the hidden profile polls no more', async () => {
    const h = await twoProfiles();
    await h.press('j', 'j');
    await h.press('/');
    await h.type('Wallet');
    await h.press(KEYS.enter);
    const alpha = h.opened.get('alpha')!;
    const before = alpha.store.getState().view;
    expect(before.filter.accounts).toBe('Wallet');
    await palette(h, 'profile beta');
    await loadShown(h);
    expect(h.sessions.current()).toBe('beta');
    expect(alpha.pauses.paused).toBe(1);
    await h.press('2');
    await palette(h, 'profile alpha');
    expect(h.sessions.current()).toBe('alpha');
    expect(alpha.pauses.resumed).toBe(1);
    const after = alpha.store.getState().view;
    expect(after.focus).toBe(before.focus);
    expect(after.cursors.accounts).toBe(before.cursors.accounts);
    expect(after.filter.accounts).toBe('Wallet');
    expect(h.frame()).toContain('Wallet 3');
    // The beta profile was left on its cards pane: kept too.
    expect(h.opened.get('beta')!.store.getState().view.focus).toBe('cards');
  });

  it(':profile NAME of no profile names the known ones and stays', async () => {
    const h = await twoProfiles();
    await palette(h, 'profile gamma');
    expect(h.sessions.current()).toBe('alpha');
    expect(h.frame()).toContain(':profile gamma: no such profile (known: alpha, beta)');
  });
});

describe('a profile shown again', () => {
  it('says its interrupted jobs once, not on every return', async () => {
    const summary = {
      id: 'job-1',
      action: 'freeze',
      status: 'interrupted',
      target: { profile: 'alpha', baseUrl: 'http://127.0.0.1:4050' },
      createdAt: '2026-01-01T00:00:00Z',
      total: 10,
      final: 4,
      counts: { done: 4 },
    };
    // Each scan of the journal (the App's start-up timer) is counted: the test waits for it, not for a time.
    let scans = 0;
    const jobs = {
      active: () => 0,
      list: () => [],
      interrupted: () => ((scans += 1), [summary]),
      subscribe: () => () => undefined,
    } as unknown as JobRegistry;
    h = await mountProfiles([
      { name: 'alpha', handlers: orgHandlers(orgData(1, 1)) },
      { name: 'beta', handlers: betaHandlers() },
    ]);
    h.sessions.update('alpha', { jobs });
    const alpha = h.opened.get('alpha')!;
    const said = () =>
      alpha.store.getState().notifications.filter((n) => n.text.startsWith('1 interrupted job')).length;
    await vi.waitFor(() => expect(said()).toBe(1), { timeout: 5_000, interval: 10 });
    const scanned = scans;
    await palette(h, 'profile beta');
    await palette(h, 'profile alpha');
    // Shown again, alpha's App scans the journal once more: after that scan it still has said it once.
    await vi.waitFor(() => expect(scans).toBeGreaterThan(scanned), { timeout: 5_000, interval: 10 });
    expect(said()).toBe(1);
  });
});
