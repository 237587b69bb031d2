// `:pulse --all`: one row per profile with its headline figures, a profile that cannot be read saying why,
// and Enter on a profile's row showing that profile with its own pulse open (the one shown: in place).
import { afterEach, describe, expect, it } from 'vitest';
import type { EveryPulseAsk, PulseOutcome } from '../../../../src/actions/index.js';
import {
  DEFAULT_PULSE_THRESHOLDS,
  hourlyBuckets,
  pulseFigures,
  windowEndingAt,
  type PulseFigures,
} from '../../../../src/domain/pulse/index.js';
import { displayZone } from '../../../../src/domain/index.js';
import { everyRows, headline } from '../../../../src/tui/views/pulse/every.js';
import { pulseSlot } from '../../../../src/tui/views/pulse/load.js';
import { KEYS, settle } from '../../../support/harness.js';
import { mountProfiles, loadShown, type ProfileHarness } from '../../../support/profile-harness.js';
import { orgData, orgHandlers } from '../../../support/org-data.js';

const AT = Date.UTC(2026, 10, 28, 14, 3, 5);
const UTC = displayZone('UTC');

function figuresOf(profile: string, declined: number, stuck: number): PulseFigures {
  const range = windowEndingAt('1h', AT);
  const declines = { count: declined, purchases: 40, reasons: {}, range, readAt: AT };
  return pulseFigures(
    {
      at: AT,
      profile,
      window: '1h',
      cards: {
        byStatus: { active: 5 },
        stuckCreating: stuck,
        stuckBefore: AT,
        creatingFailed: 0,
        range,
        readAt: AT,
      },
      declines,
      baseline: undefined,
      hourly: hourlyBuckets(AT, UTC).map((r) => ({ range: r, count: 0 })),
      wallets: [],
      webhooks: { failed: 2, oldestPendingAt: undefined, paused: false, held: 0, range, readAt: AT },
      operations: { stuck: 0, stuckBefore: AT, readAt: AT },
    },
    DEFAULT_PULSE_THRESHOLDS,
  );
}

const OUTCOMES: PulseOutcome[] = [
  { ok: true, figures: figuresOf('alpha', 0, 0) },
  { ok: true, figures: figuresOf('beta', 12, 3) },
  { ok: false, profile: 'gamma', reason: 'connect ECONNREFUSED 127.0.0.1:9' },
];

describe('the rows of every profile', () => {
  it('gives each readable profile its headline figures, and says why one could not be read', () => {
    const rows = everyRows(OUTCOMES, 78);
    for (const row of rows) expect(row.text.length).toBeLessThanOrEqual(78);
    expect(rows[0]!.tone).toBe('head');
    expect(rows[1]!.text).toMatch(
      /^ {2}alpha +declines 0\/40 0\.0% {2}stuck 0 {2}low 0 {2}failed 2 {2}ops 0 {2}1 OVER$/,
    );
    expect(rows[2]!.text).toMatch(/^ {2}beta +declines 12\/40 30\.0% {2}stuck 3 .* 3 OVER$/);
    expect(rows[2]!.tone).toBe('over');
    expect(rows[2]!.drill).toEqual({ kind: 'profile', profile: 'beta' });
    expect(rows[3]!.text).toBe('  gamma: could not be read: connect ECONNREFUSED 127.0.0.1:9');
    // Nothing to open behind a profile that could not be read.
    expect(rows[3]!.drill).toBeUndefined();
    expect(headline(figuresOf('quiet', 0, 0))).toContain('failed 2');
  });

  it('says when the config file has no profiles', () => {
    expect(everyRows([], 78).map((r) => r.text)).toContain('  the config file has no profiles');
  });
});

let h: ProfileHarness | undefined;
afterEach(() => {
  h?.unmount();
  h = undefined;
});

describe(':pulse --all in the console', () => {
  async function mounted(asked: EveryPulseAsk[]): Promise<ProfileHarness> {
    h = await mountProfiles(
      [
        { name: 'alpha', handlers: orgHandlers(orgData(1, 1)) },
        { name: 'beta', handlers: orgHandlers(orgData(2, 1)) },
      ],
      {
        pulses: (ask) => {
          asked.push(ask);
          return Promise.resolve(OUTCOMES);
        },
      },
    );
    await loadShown(h);
    await h.press(':');
    await h.type('pulse --all');
    await h.press(KEYS.enter);
    await settle(12);
    return h;
  }

  it('lists every profile, and Enter on one shows that profile with its own pulse open', async () => {
    const asked: EveryPulseAsk[] = [];
    const h = await mounted(asked);
    expect(asked.map((a) => a.window)).toEqual(['1h']);
    const frame = h.frame();
    expect(frame).toContain('Pulse | every profile |');
    expect(frame).toMatch(/alpha +declines 0\/40/);
    expect(frame).toContain('gamma: could not be read: connect ECONNREFUSED');
    // The cursor opens on the first profile over a threshold: alpha (2 failed deliveries).
    await h.press('j');
    expect(h.frame()).toMatch(/^> +beta /m);
    await h.press(KEYS.enter);
    await settle(20);
    expect(h.sessions.current()).toBe('beta');
    const beta = h.opened.get('beta')!.store.getState();
    expect(pulseSlot(beta)?.scope).toBeUndefined();
    expect(beta.view.overlay?.kind).toBe('pulse');
    // The profile left has its list closed.
    expect(h.opened.get('alpha')!.store.getState().view.overlay).toBeNull();
  });

  it('Enter on a profile that could not be read switches nothing', async () => {
    const h = await mounted([]);
    await h.press('j', 'j');
    expect(h.frame()).toMatch(/^> +gamma: /m);
    await h.press(KEYS.enter);
    await settle(12);
    expect(h.sessions.current()).toBe('alpha');
    expect(pulseSlot(h.opened.get('alpha')!.store.getState())?.scope).toBe('all');
    expect(h.opened.has('beta')).toBe(false);
  });
});
