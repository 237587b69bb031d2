import { describe, expect, it } from 'vitest';
import type { JobRegistry } from '../../../../src/actions/index.js';
import type { CardIndex, IndexRow } from '../../../../src/sync/card-index/index.js';
import { createProfileSessions } from '../../../../src/tui/views/profiles/sessions.js';
import { elsewhereText } from '../../../../src/tui/views/profiles/switcher.js';
import { orgData, orgHandlers } from '../../../support/org-data.js';
import { choiceOf, testSession, type TestProfile } from '../../../support/profile-harness.js';

const row = (id: string, last4: string, walletId = 'w-1'): IndexRow => ({
  id,
  walletId,
  masked: `424242******${last4}`,
  last4,
  name: `Card ${id}`,
  status: 'active',
  currency: 'USD',
  balance: '1.00',
});

/** An index that holds `rows` and finds them by last4 or id. */
function fakeIndex(rows: readonly IndexRow[]): CardIndex {
  return {
    status: () => ({ state: 'ready', listed: rows.length, expected: rows.length }),
    findCards: (text: string) => rows.filter((r) => r.last4 === text || r.id === text),
  } as unknown as CardIndex;
}

/** A job registry whose running count the test sets. */
function fakeJobs(): JobRegistry & { running: number; tell(): void } {
  const listeners = new Set<() => void>();
  const jobs = {
    running: 0,
    active: () => jobs.running,
    list: () => [],
    interrupted: () => [],
    subscribe: (l: () => void) => (listeners.add(l), () => listeners.delete(l)),
    tell: () => listeners.forEach((l) => l()),
  };
  return jobs as unknown as JobRegistry & { running: number; tell(): void };
}

const handlers = orgHandlers(orgData(1, 1));
const PROFILES: TestProfile[] = [
  { name: 'alpha', handlers },
  { name: 'beta', handlers },
  { name: 'gamma', handlers, choice: { refusal: 'no usable credentials (missing: apiKey, apiToken)' } },
];

function setUp(options: { peek?: Parameters<typeof createProfileSessions>[0]['peek'] } = {}) {
  const alpha = testSession(PROFILES[0]!);
  const opened = new Map([[alpha.name, alpha]]);
  let opens = 0;
  const sessions = createProfileSessions({
    initial: alpha,
    choices: () => PROFILES.map(choiceOf),
    open: (name) => {
      opens += 1;
      const session = testSession(PROFILES.find((p) => p.name === name)!);
      opened.set(name, session);
      return Promise.resolve(session);
    },
    peek: options.peek ?? (() => ({ why: 'no card index on disk yet' })),
    now: () => 1_000_000,
  });
  return { sessions, alpha, opened, opens: () => opens };
}

const lastNote = (s: ReturnType<typeof testSession>) => s.store.getState().notifications.at(-1)?.text;

describe('profile sessions', () => {
  it('opens a profile once: switching back and forth reuses its store', async () => {
    const { sessions, opened, opens } = setUp();
    await sessions.switchTo('beta');
    const beta = opened.get('beta')!;
    await sessions.switchTo('alpha');
    await sessions.switchTo('beta');
    expect(opens()).toBe(1);
    expect(sessions.shown()).toBe(beta);
  });

  it('keeps a hidden profile paused by the operator paused on return', async () => {
    const { sessions, alpha } = setUp();
    alpha.raw.pause();
    await sessions.switchTo('beta');
    await sessions.switchTo('alpha');
    expect(alpha.pauses).toEqual({ paused: 0, resumed: 0 });
    expect(alpha.store.getState().paused).toBe(true);
  });

  it('refuses a profile without usable credentials, saying which are missing', async () => {
    const { sessions, alpha, opens } = setUp();
    await sessions.switchTo('gamma');
    expect(opens()).toBe(0);
    expect(sessions.current()).toBe('alpha');
    expect(lastNote(alpha)).toBe(':profile gamma: no usable credentials (missing: apiKey, apiToken)');
  });

  it('names an error opening the profile and stays on the one shown', async () => {
    const alpha = testSession(PROFILES[0]!);
    const sessions = createProfileSessions({
      initial: alpha,
      choices: () => PROFILES.map(choiceOf),
      open: () => Promise.reject(new Error('connect ECONNREFUSED 127.0.0.1:4040')),
      peek: () => ({ why: 'none' }),
      now: () => 1,
    });
    await sessions.switchTo('beta');
    expect(sessions.current()).toBe('alpha');
    expect(lastNote(alpha)).toBe(':profile beta: connect ECONNREFUSED 127.0.0.1:4040');
  });

  it('counts the jobs running on hidden profiles, and tells the header when they change', async () => {
    const { sessions, alpha } = setUp();
    const jobs = fakeJobs();
    sessions.update('alpha', { jobs });
    let told = 0;
    sessions.subscribe(() => (told += 1));
    jobs.running = 1;
    jobs.tell();
    expect(told).toBe(1);
    // Shown: its jobs are the footer's, not "elsewhere".
    expect(sessions.elsewhere()).toEqual([]);
    await sessions.switchTo('beta');
    expect(sessions.elsewhere()).toEqual([{ profile: 'alpha', running: 1, cards: 0 }]);
    expect(elsewhereText(sessions.elsewhere())).toBe('1 job running on alpha');
    expect(alpha.props.jobs).toBe(jobs);
  });

  it('opens a card found elsewhere: switches, selects its wallet and opens its detail', async () => {
    const { sessions, opened } = setUp();
    await sessions.switchTo('beta', { card: { id: 'card-7', walletId: 'w-2' } });
    const view = opened.get('beta')!.store.getState().view;
    expect(view.focus).toBe('cards');
    expect(view.details).toEqual([{ kind: 'card', id: 'card-7' }]);
  });
});

describe('a command asked for by a switch', () => {
  it('is taken once, in the profile the switch showed; a switch without one leaves none', async () => {
    const { sessions } = setUp();
    await sessions.switchTo('beta', { command: 'pulse' });
    expect(sessions.takeCommand?.()).toBe('pulse');
    expect(sessions.takeCommand?.()).toBeUndefined();
    await sessions.switchTo('alpha', { command: 'pulse' });
    await sessions.switchTo('beta');
    expect(sessions.takeCommand?.()).toBeUndefined();
    // A refused switch queues nothing either.
    await sessions.switchTo('gamma', { command: 'pulse' });
    expect(sessions.takeCommand?.()).toBeUndefined();
    expect(sessions.pulseEverywhere).toBeUndefined();
  });
});

describe('find across profiles', () => {
  it('searches open profiles through their index and the others through their file; names who was not searched', async () => {
    const peeked: string[] = [];
    const { sessions } = setUp({
      peek: (name, query) => {
        peeked.push(`${name}:${query}`);
        return name === 'beta' ? { rows: [row('b-1', '4242', 'w-9')] } : { why: 'no card index on disk yet' };
      },
    });
    sessions.update('alpha', { index: fakeIndex([row('a-1', '4242'), row('a-2', '1111')]) });
    const found = sessions.findEverywhere('4242');
    expect(found.hits.map((h) => [h.profile, h.cardId, h.walletId])).toEqual([
      ['alpha', 'a-1', 'w-1'],
      ['beta', 'b-1', 'w-9'],
    ]);
    expect(found.hits[1]!.label).toMatch(/^beta {2}424242\*{6}4242/);
    expect(found.notSearched).toEqual([{ profile: 'gamma', why: 'no card index on disk yet' }]);
    // The open profile's index answered for it: its file was not opened.
    expect(peeked).toEqual(['beta:4242', 'gamma:4242']);
  });
});
