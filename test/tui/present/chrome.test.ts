// The footer is generated from the commands of the view on top: their hints in order (help and quit,
// the row's actions, the row's refusals by reason, the rest), and it decides what to say from the
// commands' structured properties, never from the wording of a reason.
import { describe, expect, it } from 'vitest';
import { createAppStore } from '../../../src/store/index.js';
import {
  bulkStatus,
  fitWhole,
  footerText,
  headerSegments,
  noticeRows,
  profileBadge,
} from '../../../src/tui/present/chrome.js';
import { createTheme } from '../../../src/tui/theme.js';
import { createViewRegistry } from '../../../src/tui/view/registry.js';
import type { Command, View } from '../../../src/tui/view/types.js';
import { connectionLabel } from '../../../src/tui/present/connection.js';
import { displayWidth } from '../../../src/tui/text.js';
import { consoleViews } from '../../support/views.js';

const run = () => undefined;

function registry(commands: readonly Command[]) {
  const panes: View = { id: 'panes', commands };
  const detail: View = { id: 'detail', commands: [] };
  return createViewRegistry([panes, detail]);
}

const state = () => createAppStore().getState();

describe('the footer', () => {
  it('orders hints: leading ones, the row actions, the refusals grouped by reason, then the rest', () => {
    const views = registry([
      { id: 'move', keys: ['j'], group: 'Navigation', hint: 'move', description: 'Move', run },
      { id: 'help', keys: ['?'], group: 'Navigation', hint: 'help', lead: true, description: 'Help', run },
      { id: 'fund', keys: ['f'], group: 'On a card', hint: 'fund', description: 'Fund', run },
      ...['s', 'x'].map((key): Command => ({
        id: `card.${key}`,
        keys: [key],
        group: 'On a card',
        hint: key,
        subject: () => true,
        disabledReason: () => 'the card is frozen',
        description: key,
        run,
      })),
    ]);
    expect(footerText(views, state(), 200)).toBe('? help  f fund  (s x: the card is frozen)  j move');
  });

  it('says why the row refuses an action only when there is a row, whatever the reason says', () => {
    const refused = (subject: boolean, reason: string): Command => ({
      id: `card.${reason}`,
      keys: ['s'],
      group: 'On a card',
      hint: 'suspend',
      subject: () => subject,
      disabledReason: () => reason,
      description: 'Suspend',
      run,
    });
    expect(footerText(registry([refused(true, 'select a card first')]), state(), 200)).toBe(
      '(s: select a card first)',
    );
    expect(footerText(registry([refused(false, 'the card is frozen')]), state(), 200)).toBe('');
  });

  it('leaves refusals out in read-only mode, and shows a hint a command gives only where it applies', () => {
    const store = createAppStore({ readOnly: true });
    const views = registry([
      {
        id: 'card.suspend',
        keys: ['s'],
        group: 'On a card',
        hint: 'suspend',
        subject: () => true,
        disabledReason: () => 'read-only',
        description: 'Suspend',
        run,
      },
      {
        id: 'choose',
        keys: ['right'],
        group: 'Forms',
        hint: (s) => (s.marks.size > 0 ? 'choose' : undefined),
        description: 'Choose',
        run,
      },
    ]);
    expect(footerText(views, store.getState(), 200)).toBe('');
    store.getState().mutators.toggleMark('card-1');
    expect(footerText(views, store.getState(), 200)).toBe('[1 marked]  Right choose');
  });

  it('gives one label to the keys that share it', () => {
    const views = registry(
      ['right', 'left'].map((key): Command => ({
        id: key,
        keys: [key],
        group: 'Forms',
        hint: 'choose',
        description: key,
        run,
      })),
    );
    expect(footerText(views, state(), 200)).toBe('Right/Left choose');
  });
});

describe('the bulk status', () => {
  it('says how many rows are marked and how many jobs run', () => {
    expect(bulkStatus(0, 0)).toEqual([]);
    expect(bulkStatus(1234, 1)).toEqual(['1,234 marked', '1 job running']);
    expect(bulkStatus(0, 2)).toEqual(['2 jobs running']);
  });
});

describe('the chrome at 80 columns', () => {
  const theme = createTheme({ NO_COLOR: '1' });
  const env = {
    profile: 'ops-eu',
    baseUrl: 'http://127.0.0.1:4010',
    sandbox: true,
    readOnly: false,
    merchantName: 'Acme Travel Holdings Ltd',
  };
  const connection = createAppStore().getState().connection;

  it('the header drops the address, the merchant and the events state whole before the profile or the index', () => {
    const state = { connection, paused: true, eventsStatus: 'live' as const, index: 'index building 40%' };
    const text = headerSegments(env, state, 0, theme, 80)
      .map((s) => s.text)
      .join('');
    expect(text.length).toBeLessThanOrEqual(80);
    expect(text).toContain('profile ops-eu');
    expect(text).toContain('index building 40%');
    expect(text).toContain('PAUSED');
    expect(text).not.toContain('~');
    // With room, everything shows.
    const wide = headerSegments(env, state, 0, theme, 200)
      .map((s) => s.text)
      .join('');
    expect(wide).toContain('Acme Travel Holdings Ltd | http://127.0.0.1:4010');
  });

  it('the program name goes first, whole, then the merchant, before the events state', () => {
    const state = { connection, paused: false, eventsStatus: 'off' as const, index: 'index 0/0' };
    const remote = {
      ...env,
      sandbox: false,
      baseUrl: 'http://127.0.0.1:39609',
      merchantName: 'org org_0e5a622ae885',
    };
    const full = headerSegments(remote, state, 0, theme, 200)
      .map((s) => s.text)
      .join('');
    // Two columns short of everything: the program's name goes, whole; the merchant stays.
    const text = headerSegments(remote, state, 0, theme, full.length - 2)
      .map((s) => s.text)
      .join('');
    expect(text).toContain('org org_0e5a622ae885');
    expect(text).not.toContain('card-console');
    expect(text).toContain('events: off');
    // Narrower: the merchant goes, whole, before the events listener's state.
    const narrower = headerSegments(remote, state, 0, theme, full.length - 20)
      .map((s) => s.text)
      .join('');
    expect(narrower).not.toContain('org_');
    expect(narrower).toContain('events: off');
  });

  it('the footer keeps items whole: one that does not fit is left out, a later shorter one may fit', () => {
    expect(fitWhole(['? help', 'q quit', '(u: the card is not frozen)', 'e edit'], 30)).toBe(
      '? help  q quit  e edit',
    );
    expect(fitWhole(['a-very-long-item'], 5)).toBe('');
    // Widths are the terminal's: a wide character takes two columns, the separator two more.
    expect(fitWhole(['日本語', 'ab'], 9)).toBe('日本語');
    expect(fitWhole(['日本語', 'ab'], 10)).toBe('日本語  ab');
  });

  it('a notice longer than the status line wraps at a space onto a second row, whole', () => {
    const text = 'Resume (unfreeze) the card: only a frozen card can be resumed; this one is active now';
    const rows = noticeRows(text, 50);
    expect(rows).toHaveLength(2);
    expect(rows.every((r) => r.length <= 50)).toBe(true);
    expect(rows.join(' ')).toBe(text);
    expect(noticeRows('short', 50)).toEqual(['short']);
  });
});

const views = consoleViews();

const colour = createTheme({});

describe('chrome', () => {
  it('labels the connection with the age of the data', () => {
    expect(connectionLabel({ status: 'live' }, 0)).toBe('live');
    expect(connectionLabel({ status: 'stale', staleSince: 1_000 }, 13_000)).toBe('stale since 12 s');
    expect(connectionLabel({ status: 'offline', retryAt: 14_000 }, 10_000)).toBe('offline, retrying in 4 s');
  });

  it('says degraded, not offline, when the service answers with server errors, and colours only offline as an error', () => {
    const lastError = {
      kind: 'server' as const,
      message: 'internal error (500)',
      resource: 'accounts',
      at: 9_000,
    };
    expect(connectionLabel({ status: 'degraded', retryAt: 12_000, lastError }, 10_000)).toBe(
      'degraded (server errors), retrying in 2 s',
    );
    expect(
      connectionLabel({ status: 'degraded', lastError: { ...lastError, kind: 'rate_limited' } }, 10_000),
    ).toBe('degraded (rate limited)');
    const env = { profile: 'p', baseUrl: 'http://127.0.0.1:1', sandbox: true, readOnly: false };
    const tone = (status: 'live' | 'degraded' | 'stale' | 'offline') =>
      headerSegments(env, { connection: { status, lastError }, paused: false }, 10_000, colour, 200).find(
        (s) => /^(live|degraded|stale|offline)/.test(s.text),
      )?.color;
    expect([tone('live'), tone('degraded'), tone('stale'), tone('offline')]).toEqual([
      'green',
      'yellow',
      'yellow',
      'red',
    ]);
  });

  it('holds a profile named like production as production behind a local address too (the one rule)', () => {
    const tunnel = { profile: 'eu-prod', baseUrl: 'http://127.0.0.1:8443', sandbox: false, readOnly: false };
    expect(profileBadge(tunnel, colour)?.text).toBe(' PROD ');
    const segments = headerSegments(
      tunnel,
      { connection: { status: 'live' as const }, paused: false },
      0,
      colour,
      200,
    );
    expect(segments.find((s) => s.text === 'http://127.0.0.1:8443')?.color).toBe('yellow');
    expect(profileBadge({ ...tunnel, profile: 'staging' }, colour)).toBeUndefined();
  });

  it('puts a production URL in the warning colour and the sandbox badge in a calm one', () => {
    const state = { connection: { status: 'live' as const }, paused: true };
    const prod = headerSegments(
      { profile: 'p', baseUrl: 'https://api.cards.example.com', sandbox: false, readOnly: true },
      state,
      0,
      colour,
      200,
    );
    expect(prod.find((s) => s.text === 'https://api.cards.example.com')?.color).toBe('yellow');
    expect(prod.map((s) => s.text)).toEqual(expect.arrayContaining(['PAUSED', 'READ-ONLY']));
    const sandbox = headerSegments(
      { profile: 'p', baseUrl: 'http://127.0.0.1:1', sandbox: true, readOnly: false },
      state,
      0,
      colour,
      200,
    );
    expect(sandbox.find((s) => s.text === 'SANDBOX')?.color).toBe('green');
    const narrow = headerSegments(
      { profile: 'p', baseUrl: 'http://127.0.0.1:1', sandbox: true, readOnly: false },
      state,
      0,
      colour,
      30,
    );
    expect(displayWidth(narrow.map((s) => s.text).join(''))).toBeLessThanOrEqual(30);
  });

  it('generates footer hints from the command table for the current mode', () => {
    const store = createAppStore();
    const text = footerText(views, store.getState(), 200);
    expect(text).toContain('? help');
    expect(text).toContain('/ filter');
    store.getState().mutators.setOverlay({ kind: 'filter', text: '' });
    expect(footerText(views, store.getState(), 200)).toContain('Enter apply');
  });
});

describe('profileBadge', () => {
  const env = { profile: 'prod', baseUrl: 'https://api.cards.example.com', sandbox: false, readOnly: false };
  const colour = createTheme({});
  const plainTheme = createTheme({ NO_COLOR: '1' });

  it('marks production by the rule on its name and address, or by its own answer', () => {
    expect(profileBadge(env, colour)).toEqual({ text: ' PROD ', background: 'red' });
    expect(profileBadge(env, plainTheme)).toEqual({ text: '[PROD]' });
    const local = { ...env, profile: 'dev', baseUrl: 'http://127.0.0.1:4010' };
    expect(profileBadge(local, plainTheme)).toBeUndefined();
    expect(profileBadge({ ...local, production: true }, plainTheme)).toEqual({ text: '[PROD]' });
  });

  it("takes the profile's label and colour; a label alone badges a test profile too", () => {
    expect(profileBadge({ ...env, label: 'LIVE', color: 'magenta' }, colour)).toEqual({
      text: ' LIVE ',
      background: 'magenta',
    });
    const stage = { ...env, profile: 'stage', baseUrl: 'https://staging.example.com' };
    expect(profileBadge({ ...stage, color: 'blue' }, plainTheme)).toEqual({ text: '[STAGE]' });
  });
});

describe('jobs on other profiles in the header', () => {
  it('says them and never drops them', () => {
    const env = { profile: 'beta', baseUrl: 'http://127.0.0.1:1', sandbox: false, readOnly: false };
    const state = {
      connection: { status: 'live' as const },
      paused: false,
      elsewhere: '1 job running on prod',
    };
    const text = headerSegments(env, state as never, 0, createTheme({ NO_COLOR: '1' }), 80)
      .map((s) => s.text)
      .join('');
    expect(text).toContain('1 job running on prod');
  });
});
