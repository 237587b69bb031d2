// The one time formatter. Every time an operator reads is shown in one display zone, decided at
// start (`--utc`, the config file, else the process's local zone) and handed down: never the
// machine's zone read from here, so the same input gives the same text on every machine.
//
// Timestamps are parsed, never sliced: the interface allows any UTC offset, and
// `2026-01-02T05:04:05+02:00` is 03:04:05 UTC (19:04 the day before in Los Angeles), not 05:04.
import { sanitizeText } from './sanitize.js';

/** A date and clock time as read on a wall in some zone. */
export interface WallClock {
  readonly year: number;
  readonly month: number;
  readonly day: number;
  readonly hour: number;
  readonly minute: number;
  readonly second: number;
}

export interface DisplayZone {
  /** The zone's name: `UTC` or an IANA name such as `America/Los_Angeles`. */
  readonly id: string;
  /** The wall clock in this zone at an instant (ms since the epoch). */
  wallClock(ms: number): WallClock;
  /** Minutes east of UTC in force at an instant (-480 for PST, 330 for India). */
  offsetMinutes(ms: number): number;
  /** The zone's short name in force at an instant: `PST`, `PDT`, `UTC`, else `UTC+05:30`. */
  label(ms: number): string;
}

export class ZoneError extends RangeError {
  override name = 'ZoneError';
}

const MINUTE_MS = 60_000;

function utcWallClock(ms: number): WallClock {
  const d = new Date(ms);
  return {
    year: d.getUTCFullYear(),
    month: d.getUTCMonth() + 1,
    day: d.getUTCDate(),
    hour: d.getUTCHours(),
    minute: d.getUTCMinutes(),
    second: d.getUTCSeconds(),
  };
}

/** Milliseconds since the epoch of a wall clock read as UTC (years 0-99 included). */
function utcMs(w: WallClock, ms = 0): number {
  const d = new Date(0);
  d.setUTCFullYear(w.year, w.month - 1, w.day);
  d.setUTCHours(w.hour, w.minute, w.second, ms);
  return d.getTime();
}

/** `+05:30`, `-08:00`; `Z` for zero only where asked. */
function offsetText(minutes: number, zeroAsZ: boolean): string {
  if (minutes === 0 && zeroAsZ) return 'Z';
  const sign = minutes < 0 ? '-' : '+';
  const abs = Math.abs(minutes);
  return `${sign}${pad(Math.floor(abs / 60))}:${pad(abs % 60)}`;
}

const pad = (n: number, width = 2): string => String(n).padStart(width, '0');

const UTC_ZONE: DisplayZone = {
  id: 'UTC',
  wallClock: utcWallClock,
  offsetMinutes: () => 0,
  label: () => 'UTC',
};

const DAY_MS = 24 * 60 * MINUTE_MS;
const wholeSecond = (ms: number): number => Math.floor(ms / 1000) * 1000;

function ianaZone(id: string): DisplayZone {
  // One formatter per zone, made once: creating an Intl formatter costs far more than using one.
  const parts = new Intl.DateTimeFormat('en-US', {
    timeZone: id,
    hourCycle: 'h23',
    year: 'numeric',
    month: 'numeric',
    day: 'numeric',
    hour: 'numeric',
    minute: 'numeric',
    second: 'numeric',
  });
  const names = new Intl.DateTimeFormat('en-US', { timeZone: id, timeZoneName: 'short' });
  const intlWallClock = (ms: number): WallClock => {
    const out: Record<string, number> = {};
    for (const p of parts.formatToParts(ms)) if (p.type !== 'literal') out[p.type] = Number(p.value);
    return {
      year: out.year ?? 0,
      month: out.month ?? 1,
      day: out.day ?? 1,
      hour: out.hour ?? 0,
      minute: out.minute ?? 0,
      second: out.second ?? 0,
    };
  };
  // The wall clock read as UTC, minus the instant: the zone's offset then, in ms.
  const intlOffset = (ms: number): number => utcMs(intlWallClock(ms)) - wholeSecond(ms);
  // Asking Intl costs tens of microseconds, and a table redraws its times on every store change: the
  // offset is kept per UTC day, for days whose first and last second share it (a day with a DST
  // change is asked about each time). Bounded: cleared when full.
  const byDay = new Map<number, number | null>();
  const offsetMs = (ms: number): number => {
    const day = Math.floor(ms / DAY_MS);
    let known = byDay.get(day);
    if (known === undefined) {
      const first = intlOffset(day * DAY_MS);
      known = first === intlOffset(day * DAY_MS + DAY_MS - 1000) ? first : null;
      if (byDay.size >= 4096) byDay.clear();
      byDay.set(day, known);
    }
    return known ?? intlOffset(ms);
  };
  const offsetMinutes = (ms: number): number => Math.round(offsetMs(ms) / MINUTE_MS);
  return {
    id,
    wallClock: (ms) => utcWallClock(wholeSecond(ms) + offsetMs(ms)),
    offsetMinutes,
    label: (ms) => {
      const name = names.formatToParts(ms).find((p) => p.type === 'timeZoneName')?.value ?? '';
      // PST, EDT, GMT read well; "GMT+5:30" is made uniform as UTC+05:30.
      return /^[A-Z]{2,5}$/.test(name) ? name : `UTC${offsetText(offsetMinutes(ms), false)}`;
    },
  };
}

/** Names every supported Node resolves to UTC (the IANA aliases of UTC and GMT), recognised without Intl. */
const UTC_NAMES: ReadonlySet<string> = new Set(
  ['UTC', 'UCT', 'GMT', 'GMT0', 'GMT+0', 'GMT-0', 'Greenwich', 'Universal', 'Zulu'].flatMap((n) => [
    n,
    `Etc/${n}`,
  ]),
);

/**
 * The IANA name as Intl knows it, or undefined when it names no zone. Offsets ("+05:30") are refused
 * before Intl is asked: Node 24's Intl takes them and Node 20's does not, and a config must mean the
 * same on every supported Node (an offset names no daylight-saving rules anyway).
 */
function canonicalZone(name: string): string | undefined {
  if (/^\s*[+\-\u2212]/.test(name)) return undefined;
  // Intl's first use loads its time zone data (tens of milliseconds of start-up); UTC needs none.
  if (UTC_NAMES.has(name.trim())) return 'UTC';
  try {
    return new Intl.DateTimeFormat('en-US', { timeZone: name }).resolvedOptions().timeZone;
  } catch {
    return undefined;
  }
}

/** Whether a name is a time zone this runtime knows (`UTC`, `Europe/Berlin`...). */
export function isZoneName(name: string): boolean {
  return name.trim() !== '' && canonicalZone(name) !== undefined;
}

/** The display zone of a name; `UTC` (and its aliases) need no time zone data. Throws ZoneError for an unknown name. */
export function displayZone(name: string): DisplayZone {
  const given = name.trim();
  const canonical = given === '' ? undefined : canonicalZone(given);
  if (canonical === undefined)
    throw new ZoneError(`"${sanitizeText(name)}" is not a time zone name (e.g. UTC, Europe/Berlin)`);
  // Named as given: Intl's canonical name can be an old one (Asia/Kolkata resolves to Asia/Calcutta).
  return canonical === 'UTC' || canonical === 'Etc/UTC' || canonical === 'Etc/GMT'
    ? UTC_ZONE
    : ianaZone(given);
}

/** The UTC display zone (the default wherever no zone was decided, e.g. a store built without one). */
export const utcZone = (): DisplayZone => UTC_ZONE;

const DAYS_IN_MONTH = [31, 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31];
const isLeap = (y: number): boolean => (y % 4 === 0 && y % 100 !== 0) || y % 400 === 0;
const daysIn = (y: number, m: number): number => (m === 2 && isLeap(y) ? 29 : (DAYS_IN_MONTH[m - 1] ?? 0));

// ISO 8601 / RFC 3339 date-time with an offset: seconds and their fraction optional, offset as Z,
// ±hh:mm, ±hhmm or ±hh. A time without an offset is refused: it names no instant.
const TIMESTAMP =
  /^(\d{4})-(\d{2})-(\d{2})[Tt ](\d{2}):(\d{2})(?::(\d{2})(?:[.,](\d+))?)?(?:([Zz])|([+-])(\d{2})(?::?(\d{2}))?)$/;

/** Milliseconds since the epoch of an ISO 8601 timestamp with an offset; undefined when it is not one. */
export function parseTimestamp(text: string): number | undefined {
  const m = TIMESTAMP.exec(text);
  if (!m) return undefined;
  const [year, month, day, hour, minute] = [m[1], m[2], m[3], m[4], m[5]].map(Number) as [
    number,
    number,
    number,
    number,
    number,
  ];
  const second = m[6] === undefined ? 0 : Number(m[6]);
  const offsetHours = m[10] === undefined ? 0 : Number(m[10]);
  const offsetMins = m[11] === undefined ? 0 : Number(m[11]);
  if (month < 1 || month > 12 || day < 1 || day > daysIn(year, month)) return undefined;
  if (hour > 23 || minute > 59 || second > 59 || offsetHours > 23 || offsetMins > 59) return undefined;
  // Shown to the second at most: the fraction is cut, never rounded up into the next second.
  const ms = m[7] === undefined ? 0 : Number(m[7].slice(0, 3).padEnd(3, '0'));
  const offset = (m[9] === '-' ? -1 : 1) * (offsetHours * 60 + offsetMins);
  return utcMs({ year, month, day, hour, minute, second }, ms) - offset * MINUTE_MS;
}

/**
 * How much of a time to show: `minute` 2026-01-02 03:04 (list columns), `second` 2026-01-02 03:04:05,
 * `clock` 03:04:05 (views of this session's events), `stamp` 2026-01-02 03:04:05 PST (a line that
 * stands alone, such as a CLI table or a payload's header, names its zone).
 */
export type TimeStyle = 'minute' | 'second' | 'clock' | 'stamp';

const dateText = (w: WallClock): string => `${pad(w.year, 4)}-${pad(w.month)}-${pad(w.day)}`;

/** An instant (ms since the epoch) in the display zone. */
export function formatInstant(ms: number, zone: DisplayZone, style: TimeStyle): string {
  const w = zone.wallClock(ms);
  const clock = `${pad(w.hour)}:${pad(w.minute)}`;
  const seconds = `${clock}:${pad(w.second)}`;
  switch (style) {
    case 'minute':
      return `${dateText(w)} ${clock}`;
    case 'second':
      return `${dateText(w)} ${seconds}`;
    case 'clock':
      return seconds;
    case 'stamp':
      return `${dateText(w)} ${seconds} ${zone.label(ms)}`;
  }
}

/**
 * A timestamp from the network or a file, in the display zone; `-` for none. A value that is not an
 * ISO 8601 timestamp with an offset is shown as it came, sanitised: never guessed at.
 */
export function formatTime(
  value: string | number | null | undefined,
  zone: DisplayZone,
  style: TimeStyle,
): string {
  if (value === null || value === undefined || value === '') return '-';
  if (typeof value === 'number')
    return Number.isFinite(value) ? formatInstant(value, zone, style) : String(value);
  const ms = parseTimestamp(value);
  return ms === undefined || !Number.isFinite(ms) ? sanitizeText(value) : formatInstant(ms, zone, style);
}

/** ISO 8601 in the display zone with its offset: `2026-01-01T19:04:05-08:00`, `...Z` in UTC. */
export function isoInZone(ms: number, zone: DisplayZone): string {
  const w = zone.wallClock(ms);
  return `${dateText(w)}T${pad(w.hour)}:${pad(w.minute)}:${pad(w.second)}${offsetText(zone.offsetMinutes(ms), true)}`;
}

/**
 * The instant at which a wall clock reads `w` in the zone (e.g. local midnight for a date filter).
 * A wall time that happens twice (clocks go back) gives the earlier instant; one that is skipped
 * (clocks go forward) gives the instant as many minutes after the gap, as calendars do.
 */
export function instantOf(w: WallClock, zone: DisplayZone): number {
  const asUtc = utcMs(w);
  // The offsets a day either side are those before and after any change near this time.
  const before = asUtc - zone.offsetMinutes(asUtc - DAY_MS) * MINUTE_MS;
  const after = asUtc - zone.offsetMinutes(asUtc + DAY_MS) * MINUTE_MS;
  const valid = [before, after].filter((t) => t + zone.offsetMinutes(t) * MINUTE_MS === asUtc);
  return valid.length > 0 ? Math.min(...valid) : before;
}
