// One refresh of the screen: the profile's figures over the last hour through the actions' pulse reader (the
// declines of the last 15 minutes and 24 hours ending at the same instant among them), judged against the
// profile's thresholds (the config file's, else the defaults).
import { readPulse, type ActionContext } from '../../../actions/index.js';
import type { DisplayZone } from '../../../domain/index.js';
import { DEFAULT_PULSE_THRESHOLDS, type PulseThresholds } from '../../../domain/pulse/index.js';
import type { PulseScreen } from './present.js';

/** The window the screen's headline figures cover; the others show their count and rate. */
const SCREEN_WINDOW = '1h';
const OTHER_WINDOWS = ['15m', '24h'] as const;

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
    others: OTHER_WINDOWS,
  });
  return { figures };
}
