// The pulse's time windows: the last 15 minutes, hour or day ending at an instant, the same window a day
// earlier (the baseline), and the hours of the last day for a sparkline. Instants are ms since the epoch;
// a range is half-open, [from, to). The day earlier is the same wall-clock window in the display zone, so
// across a daylight-saving change the baseline is the same hours of the clock, not exactly 24 h before.
import { instantOf, type DisplayZone, type WallClock } from '../time.js';

export const PULSE_WINDOWS = ['15m', '1h', '24h'] as const;
export type PulseWindow = (typeof PULSE_WINDOWS)[number];

const MINUTE_MS = 60_000;
const HOUR_MS = 60 * MINUTE_MS;

const WINDOW_MS: Readonly<Record<PulseWindow, number>> = {
  '15m': 15 * MINUTE_MS,
  '1h': HOUR_MS,
  '24h': 24 * HOUR_MS,
};

/** A span of time, [from, to) in ms since the epoch. */
export interface TimeRange {
  readonly from: number;
  readonly to: number;
}

/** The window as it is written (`15m`, `1h`, `24h`), or undefined for anything else. */
export function parsePulseWindow(text: string): PulseWindow | undefined {
  return (PULSE_WINDOWS as readonly string[]).includes(text) ? (text as PulseWindow) : undefined;
}

/** The window ending at `end`. */
export function windowEndingAt(window: PulseWindow, end: number): TimeRange {
  return { from: end - WINDOW_MS[window], to: end };
}

/** The wall clock one calendar day earlier (the 1st of March gives the last day of February). */
function dayBefore(w: WallClock): WallClock {
  const d = new Date(0);
  d.setUTCFullYear(w.year, w.month - 1, w.day - 1); // not Date.UTC, which reads years 0-99 as 1900-1999
  return { ...w, year: d.getUTCFullYear(), month: d.getUTCMonth() + 1, day: d.getUTCDate() };
}

/** The instant one day earlier on the zone's wall clock, to the millisecond. */
function sameClockDayBefore(ms: number, zone: DisplayZone): number {
  const fraction = ((ms % 1000) + 1000) % 1000;
  return instantOf(dayBefore(zone.wallClock(ms)), zone) + fraction;
}

/** The same range one day earlier in the zone: the baseline a window is compared with. */
export function baselineOf(range: TimeRange, zone: DisplayZone): TimeRange {
  return { from: sameClockDayBefore(range.from, zone), to: sameClockDayBefore(range.to, zone) };
}

/** The start of the zone's hour holding `ms` (at :30 UTC in India, on the hour in Berlin). */
export function hourStartIn(ms: number, zone: DisplayZone): number {
  const w = zone.wallClock(ms);
  const intoSecond = ((ms % 1000) + 1000) % 1000;
  return ms - intoSecond - (w.minute * 60 + w.second) * 1000;
}

export const SPARK_HOURS = 24;

/**
 * The hours of the last day for a sparkline, oldest first: the zone's hour holding `end` (up to `end`)
 * and the 23 whole hours before it, each one hour of elapsed time.
 */
export function hourlyBuckets(end: number, zone: DisplayZone): TimeRange[] {
  // An end on the hour closes that hour's bucket rather than opening an empty one.
  const current = hourStartIn(end - 1, zone);
  return Array.from({ length: SPARK_HOURS }, (_, i) => {
    const from = current - (SPARK_HOURS - 1 - i) * HOUR_MS;
    return { from, to: i === SPARK_HOURS - 1 ? end : from + HOUR_MS };
  });
}
