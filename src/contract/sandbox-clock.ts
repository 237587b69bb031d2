// The sandbox's test clock (our decision, under /api/v2/sandbox/): one per merchant. It is advanced by an ISO 8601
// duration, frozen at an instant, or set running again; it never goes back. Durations here are exact lengths
// (weeks, days, hours, minutes, seconds): a month or a year has no fixed length, so they are refused.
import { z } from 'zod';
import { Timestamp } from './common.js';

const SECOND = 1000;
const UNIT_MS = { W: 7 * 86_400 * SECOND, D: 86_400 * SECOND, H: 3_600 * SECOND, M: 60 * SECOND, S: SECOND };

/** Weeks, days, hours, minutes, seconds; each given part positive (no zero parts), so the whole is positive. */
export const DURATION_PATTERN =
  /^P(?!$)(?:([1-9]\d{0,2})W)?(?:([1-9]\d{0,3})D)?(?:T(?!$)(?:([1-9]\d{0,3})H)?(?:([1-9]\d{0,3})M)?(?:([1-9]\d{0,3})S)?)?$/;
const SHORT = /^([1-9]\d{0,3})\s*(w|d|h|m|s)$/i;

/**
 * Milliseconds of a duration: ISO 8601 (`P1D`, `PT2H30M`, `P1W`), or with `short` also `1d`, `2h`, `30m`, `45s`,
 * `1w`. Null when it is none of those forms.
 */
export function durationMs(text: string, opts: { short?: boolean } = {}): number | null {
  const short = opts.short === true ? SHORT.exec(text.trim()) : null;
  if (short) return Number(short[1]) * UNIT_MS[(short[2] ?? '').toUpperCase() as keyof typeof UNIT_MS];
  const iso = DURATION_PATTERN.exec(text);
  if (!iso) return null;
  const [, w, d, h, m, s] = iso;
  return [
    [w, UNIT_MS.W],
    [d, UNIT_MS.D],
    [h, UNIT_MS.H],
    [m, UNIT_MS.M],
    [s, UNIT_MS.S],
  ].reduce((ms, [value, unit]) => ms + Number(value ?? 0) * Number(unit), 0);
}

/** The ISO 8601 form of a whole number of seconds (`P1D`, `PT2H`, `P1DT30M`). */
export function isoDuration(ms: number): string {
  let seconds = Math.floor(ms / SECOND);
  const days = Math.floor(seconds / 86_400);
  seconds -= days * 86_400;
  const hours = Math.floor(seconds / 3_600);
  seconds -= hours * 3_600;
  const minutes = Math.floor(seconds / 60);
  seconds -= minutes * 60;
  const time = [
    [hours, 'H'],
    [minutes, 'M'],
    [seconds, 'S'],
  ]
    .filter(([n]) => n !== 0)
    .map(([n, u]) => `${n}${u}`)
    .join('');
  return `P${days > 0 ? `${days}D` : ''}${time === '' ? (days > 0 ? '' : 'T0S') : `T${time}`}`;
}

export const DURATION_RULE =
  'must be a positive ISO 8601 duration of weeks, days, hours, minutes or seconds without zero parts (P1D, PT2H, P1DT30M)';

export const IsoDuration = z
  .string()
  .regex(DURATION_PATTERN, DURATION_RULE)
  .meta({ examples: ['P1D', 'PT2H'] });

/**
 * One change of the clock: advance it by a duration, freeze it at an instant (not before its present: 422), or
 * `frozenAt: null` to set it running again from where it stands (it never goes back).
 */
export const SandboxClockBody = z.union([
  z.strictObject({ advanceBy: IsoDuration }),
  z.strictObject({
    frozenAt: Timestamp.nullable().meta({
      description: "the instant to freeze at, not before the merchant's present; null sets the clock running",
    }),
  }),
]);
export type SandboxClockBody = z.input<typeof SandboxClockBody>;

export const SandboxClock = z.object({
  /** The merchant's present: what its new objects, events, limit windows and schedules read. */
  now: Timestamp,
  /** A frozen clock stands still until advanced; a running one moves with real time. */
  frozen: z.boolean(),
  /** How far the clock is from real time, in milliseconds (negative after it was frozen for a while). */
  offsetMs: z.number().int(),
});
export type SandboxClock = z.infer<typeof SandboxClock>;

/** What became due while the clock moved, run in the order it fell due. */
export const ClockRan = z.object({
  provisioned: z.number().int().nonnegative(),
  updated: z.number().int().nonnegative(),
  activated: z.number().int().nonnegative(),
  settled: z.number().int().nonnegative(),
  expired: z.number().int().nonnegative(),
});
export type ClockRan = z.infer<typeof ClockRan>;

export const SandboxClockChange = SandboxClock.extend({ previous: Timestamp, ran: ClockRan });
export type SandboxClockChange = z.infer<typeof SandboxClockChange>;
