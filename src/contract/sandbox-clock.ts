// The sandbox's test clock (our decision, under /api/v2/sandbox/): one per merchant. It is advanced by an ISO 8601
// duration, frozen at an instant, or set running again; it never goes back. Durations here are exact lengths
// (weeks, days, hours, minutes, seconds): a month or a year has no fixed length, so they are refused.
import { z } from 'zod';
import { Timestamp } from './common.js';

const SECOND = 1000;
const UNIT_MS = { W: 7 * 86_400 * SECOND, D: 86_400 * SECOND, H: 3_600 * SECOND, M: 60 * SECOND, S: SECOND };
/** The longest single advance: ten years of days. */
export const MAX_ADVANCE_MS = 3660 * UNIT_MS.D;

const ISO = /^P(?:(\d+)W)?(?:(\d+)D)?(?:T(?:(\d+)H)?(?:(\d+)M)?(?:(\d+)S)?)?$/;
const SHORT = /^(\d+)\s*(w|d|h|m|s)$/i;

/**
 * Milliseconds of a duration: ISO 8601 (`P1D`, `PT2H30M`, `P1W`), or with `short` also `1d`, `2h`, `30m`, `45s`,
 * `1w`. Null when it is not one of those forms, when it is zero, or longer than MAX_ADVANCE_MS.
 */
export function durationMs(text: string, opts: { short?: boolean } = {}): number | null {
  const short = opts.short === true ? SHORT.exec(text.trim()) : null;
  let ms = 0;
  if (short) {
    const unit = (short[2] ?? '').toUpperCase() as keyof typeof UNIT_MS;
    ms = Number(short[1]) * UNIT_MS[unit];
  } else {
    const iso = ISO.exec(text);
    if (!iso || text === 'P' || text.endsWith('T')) return null;
    const [, w, d, h, m, s] = iso;
    const parts: Array<[string | undefined, number]> = [
      [w, UNIT_MS.W],
      [d, UNIT_MS.D],
      [h, UNIT_MS.H],
      [m, UNIT_MS.M],
      [s, UNIT_MS.S],
    ];
    for (const [value, unit] of parts) ms += Number(value ?? 0) * unit;
  }
  return ms > 0 && ms <= MAX_ADVANCE_MS ? ms : null;
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
  'must be a positive ISO 8601 duration of weeks, days, hours, minutes or seconds (P1D, PT2H, P1DT30M), at most P3660D';

export const IsoDuration = z
  .string()
  .refine((text) => durationMs(text) !== null, DURATION_RULE)
  .meta({ examples: ['P1D', 'PT2H'] });

/**
 * One change of the clock: advance it, freeze it at an instant (not before its present), or `frozenAt: null` to set
 * it running again from where it stands.
 */
export const SandboxClockBody = z
  .strictObject({
    advanceBy: IsoDuration.optional(),
    frozenAt: Timestamp.nullable().optional(),
  })
  .refine((b) => (b.advanceBy === undefined) !== (b.frozenAt === undefined), {
    message: 'give exactly one of advanceBy or frozenAt',
  });
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
