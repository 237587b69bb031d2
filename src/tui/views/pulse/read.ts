// One refresh of the screen: the profile's figures over the last hour through the actions' pulse reader,
// judged against the profile's thresholds (the config file's, else the defaults), then the declines of the
// last 15 minutes and 24 hours ending at the same instant (two counts each, through the read table).
import { readPulse, type ActionContext } from '../../../actions/index.js';
import type { DisplayZone } from '../../../domain/index.js';
import {
  declineRate,
  DEFAULT_PULSE_THRESHOLDS,
  windowEndingAt,
  type DeclineFigures,
  type PulseThresholds,
  type PulseWindow,
} from '../../../domain/pulse/index.js';
import { read, READS } from '../../../reads/index.js';
import type { PulseScreen } from './present.js';

/** The window the screen's headline figures cover; the others show their count and rate. */
const SCREEN_WINDOW = '1h';
const OTHER_WINDOWS = ['15m', '24h'] as const;

const iso = (ms: number): string => new Date(ms).toISOString();

/** Declined and all purchases over `window` ending at `at` (the service's upper bound is inclusive). */
async function windowDeclines(
  ops: ActionContext,
  window: PulseWindow,
  at: number,
  now: () => number,
): Promise<DeclineFigures> {
  const range = windowEndingAt(window, at);
  const purchases = { from: iso(range.from), to: iso(range.to - 1), types: ['purchase'] as const };
  const [all, declined] = await Promise.all([
    read(ops.client, READS.cardOperationCount, purchases),
    read(ops.client, READS.cardOperationCount, { ...purchases, statuses: ['declined'] as const }),
  ]);
  const counts = { count: declined, purchases: all, reasons: {}, range, readAt: now() };
  return { ...counts, rate: declineRate(counts) };
}

export async function readScreen(
  ops: ActionContext,
  now: () => number,
  zone: DisplayZone,
  thresholds: PulseThresholds = DEFAULT_PULSE_THRESHOLDS,
): Promise<PulseScreen> {
  const figures = await readPulse(ops.client, {
    profile: ops.session.profile,
    window: SCREEN_WINDOW,
    zone,
    thresholds,
    now,
  });
  const others = await Promise.all(OTHER_WINDOWS.map((w) => windowDeclines(ops, w, figures.at, now)));
  return { figures, windows: Object.fromEntries(OTHER_WINDOWS.map((w, i) => [w, others[i]])) };
}
