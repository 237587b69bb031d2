// The one time formatter, with every zone given explicitly: the results do not depend on the
// machine's TZ (the suite runs under UTC and Asia/Kolkata alike).
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  displayZone,
  formatInstant,
  formatTime,
  instantOf,
  isoInZone,
  isZoneName,
  parseTimestamp,
  utcZone,
  ZoneError,
} from '../../src/domain/time.js';

const LA = displayZone('America/Los_Angeles');
const KOLKATA = displayZone('Asia/Kolkata');
const UTC = displayZone('UTC');

describe('parseTimestamp', () => {
  it('honours the offset instead of reading the clock digits as UTC', () => {
    expect(parseTimestamp('2026-01-02T05:04:05+02:00')).toBe(Date.UTC(2026, 0, 2, 3, 4, 5));
    expect(parseTimestamp('2026-01-02T05:04:05-08:00')).toBe(Date.UTC(2026, 0, 2, 13, 4, 5));
    expect(parseTimestamp('2026-01-02T05:04:05+05:30')).toBe(Date.UTC(2026, 0, 1, 23, 34, 5));
    expect(parseTimestamp('2026-01-02T05:04:05Z')).toBe(Date.UTC(2026, 0, 2, 5, 4, 5));
  });

  it('takes every ISO 8601 form of the offset, minutes without seconds, and any fraction', () => {
    const at = Date.UTC(2026, 0, 2, 3, 4, 5);
    expect(parseTimestamp('2026-01-02T05:04:05+0200')).toBe(at);
    expect(parseTimestamp('2026-01-02T05:04:05+02')).toBe(at);
    expect(parseTimestamp('2026-01-02t03:04:05z')).toBe(at);
    expect(parseTimestamp('2026-01-02 03:04:05Z')).toBe(at);
    expect(parseTimestamp('2026-01-02T03:04Z')).toBe(Date.UTC(2026, 0, 2, 3, 4));
    expect(parseTimestamp('2026-01-02T03:04:05.123456789Z')).toBe(at + 123);
    // Cut, not rounded: 05.9999 is still second 05 on screen.
    expect(parseTimestamp('2026-01-02T03:04:05.9999Z')).toBe(at + 999);
  });

  it('refuses what names no instant: no offset, impossible dates and times, other text', () => {
    for (const text of [
      '2026-01-02T03:04:05',
      '2026-02-29T00:00:00Z',
      '2026-13-01T00:00:00Z',
      '2026-01-02T24:00:00Z',
      '2026-01-02T03:60:00Z',
      '2026-01-02T03:04:05+24:00',
      '2026-01-02',
      'yesterday',
      '',
      '2026-01-02T03:04:05Z\u001b[2J',
    ])
      expect(parseTimestamp(text), text).toBeUndefined();
    expect(parseTimestamp('2024-02-29T00:00:00Z')).toBe(Date.UTC(2024, 1, 29));
  });

  it('agrees with the runtime on every valid timestamp (any offset)', () => {
    const instant = fc.integer({ min: Date.UTC(1970, 0, 1), max: Date.UTC(2200, 0, 1) });
    const offset = fc.integer({ min: -14 * 60, max: 14 * 60 });
    fc.assert(
      fc.property(instant, offset, (ms, minutes) => {
        const local = new Date(ms + minutes * 60_000).toISOString().slice(0, 23);
        const sign = minutes < 0 ? '-' : '+';
        const abs = Math.abs(minutes);
        const text = `${local}${sign}${String(Math.floor(abs / 60)).padStart(2, '0')}:${String(abs % 60).padStart(2, '0')}`;
        expect(parseTimestamp(text)).toBe(Date.parse(text));
        expect(parseTimestamp(text)).toBe(ms);
      }),
    );
  });
});

describe('formatTime', () => {
  it('shows an offset timestamp in the display zone: +02:00 at 05:04 is 19:04 the day before in Los Angeles', () => {
    expect(formatTime('2026-01-02T05:04:05+02:00', LA, 'minute')).toBe('2026-01-01 19:04');
    expect(formatTime('2026-01-02T05:04:05+02:00', UTC, 'minute')).toBe('2026-01-02 03:04');
    expect(formatTime('2026-01-02T05:04:05+02:00', KOLKATA, 'minute')).toBe('2026-01-02 08:34');
  });

  it('crosses midnight into the local date, both ways', () => {
    expect(formatTime('2026-01-02T03:30:00Z', LA, 'second')).toBe('2026-01-01 19:30:00');
    expect(formatTime('2026-01-01T20:00:00Z', KOLKATA, 'second')).toBe('2026-01-02 01:30:00');
    expect(formatTime('2026-12-31T23:59:59-01:00', UTC, 'second')).toBe('2027-01-01 00:59:59');
  });

  it('has one shape per style, the same width in every zone', () => {
    const iso = '2026-07-04T12:00:09Z';
    expect(formatTime(iso, LA, 'minute')).toBe('2026-07-04 05:00');
    expect(formatTime(iso, LA, 'second')).toBe('2026-07-04 05:00:09');
    expect(formatTime(iso, LA, 'clock')).toBe('05:00:09');
    expect(formatTime(iso, LA, 'stamp')).toBe('2026-07-04 05:00:09 PDT');
    expect(formatTime(iso, KOLKATA, 'stamp')).toBe('2026-07-04 17:30:09 UTC+05:30');
    expect(formatTime(iso, UTC, 'stamp')).toBe('2026-07-04 12:00:09 UTC');
    for (const zone of [LA, KOLKATA, UTC]) {
      expect(formatTime(iso, zone, 'minute')).toHaveLength(16);
      expect(formatTime(iso, zone, 'second')).toHaveLength(19);
      expect(formatTime(iso, zone, 'clock')).toHaveLength(8);
    }
  });

  it('takes an instant in ms as well', () => {
    expect(formatTime(Date.UTC(2026, 0, 2, 3, 4, 5), LA, 'clock')).toBe('19:04:05');
    expect(formatInstant(Date.UTC(2026, 0, 2, 3, 4, 5), KOLKATA, 'clock')).toBe('08:34:05');
  });

  it('shows a value that does not parse as it came, sanitised; nothing as -', () => {
    expect(formatTime('soon', LA, 'minute')).toBe('soon');
    expect(formatTime('2026-01-02T03:04:05', LA, 'minute')).toBe('2026-01-02T03:04:05');
    expect(formatTime('2026-01-02T03:04:05Z\u001b[31m', LA, 'minute')).toBe('2026-01-02T03:04:05Z\\x1b[31m');
    expect(formatTime(undefined, LA, 'minute')).toBe('-');
    expect(formatTime(null, LA, 'minute')).toBe('-');
    expect(formatTime('', LA, 'minute')).toBe('-');
  });
});

describe('DST boundaries (America/Los_Angeles, 2026)', () => {
  it('spring forward: 01:59:59 PST is followed by 03:00:00 PDT', () => {
    expect(formatTime('2026-03-08T09:59:59Z', LA, 'stamp')).toBe('2026-03-08 01:59:59 PST');
    expect(formatTime('2026-03-08T10:00:00Z', LA, 'stamp')).toBe('2026-03-08 03:00:00 PDT');
  });

  it('fall back: 01:30 happens twice, once PDT and once PST', () => {
    expect(formatTime('2026-11-01T08:30:00Z', LA, 'stamp')).toBe('2026-11-01 01:30:00 PDT');
    expect(formatTime('2026-11-01T09:30:00Z', LA, 'stamp')).toBe('2026-11-01 01:30:00 PST');
  });

  it('gives the offset in force at each instant', () => {
    expect(LA.offsetMinutes(Date.UTC(2026, 0, 15))).toBe(-480);
    expect(LA.offsetMinutes(Date.UTC(2026, 6, 15))).toBe(-420);
    expect(KOLKATA.offsetMinutes(Date.UTC(2026, 6, 15))).toBe(330);
    expect(isoInZone(Date.UTC(2026, 0, 2, 3, 4, 5), LA)).toBe('2026-01-01T19:04:05-08:00');
    expect(isoInZone(Date.UTC(2026, 6, 2, 3, 4, 5), LA)).toBe('2026-07-01T20:04:05-07:00');
    expect(isoInZone(Date.UTC(2026, 0, 2, 3, 4, 5), KOLKATA)).toBe('2026-01-02T08:34:05+05:30');
    expect(isoInZone(Date.UTC(2026, 0, 2, 3, 4, 5), UTC)).toBe('2026-01-02T03:04:05Z');
  });

  it('finds the instant of a local wall time: earlier of a repeated one, after the gap for a skipped one', () => {
    const at = (h: number, m: number, day: number, month: number) =>
      ({ year: 2026, month, day, hour: h, minute: m, second: 0 }) as const;
    expect(instantOf(at(0, 0, 2, 1), LA)).toBe(Date.UTC(2026, 0, 2, 8));
    expect(instantOf(at(0, 0, 2, 1), KOLKATA)).toBe(Date.UTC(2026, 0, 1, 18, 30));
    expect(instantOf(at(1, 30, 1, 11), LA)).toBe(Date.UTC(2026, 10, 1, 8, 30));
    expect(instantOf(at(2, 30, 8, 3), LA)).toBe(Date.UTC(2026, 2, 8, 10, 30));
    // East of UTC the first guess lands on the later of the two: still the earlier is given.
    const berlin = displayZone('Europe/Berlin');
    expect(instantOf(at(2, 30, 25, 10), berlin)).toBe(Date.UTC(2026, 9, 25, 0, 30));
  });

  it('agrees with Intl at every instant, DST days included (the per-day offset memo is never stale)', () => {
    const zones = ['America/Los_Angeles', 'Asia/Kolkata', 'Europe/Berlin', 'Australia/Lord_Howe'];
    const oracles = new Map(
      zones.map((id) => [
        id,
        new Intl.DateTimeFormat('sv-SE', {
          timeZone: id,
          year: 'numeric',
          month: '2-digit',
          day: '2-digit',
          hour: '2-digit',
          minute: '2-digit',
          second: '2-digit',
        }),
      ]),
    );
    const zone = new Map(zones.map((id) => [id, displayZone(id)]));
    // Instants near the 2026 changes as well as anywhere.
    const nearChange = fc
      .constantFrom(Date.UTC(2026, 2, 8, 10), Date.UTC(2026, 10, 1, 9), Date.UTC(2026, 2, 29, 1))
      .chain((t) => fc.integer({ min: t - 7_200_000, max: t + 7_200_000 }));
    fc.assert(
      fc.property(
        fc.oneof(nearChange, fc.integer({ min: Date.UTC(1990, 0, 1), max: Date.UTC(2090, 0, 1) })),
        fc.constantFrom(...zones),
        (ms, id) => {
          expect(formatInstant(ms, zone.get(id)!, 'second')).toBe(oracles.get(id)!.format(ms));
        },
      ),
      { numRuns: 500 },
    );
  });

  it('round-trips every instant through its own wall clock', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: Date.UTC(2000, 0, 1), max: Date.UTC(2100, 0, 1) }),
        fc.constantFrom(LA, KOLKATA, UTC, displayZone('Europe/Berlin'), displayZone('Australia/Lord_Howe')),
        (ms, zone) => {
          const whole = Math.floor(ms / 1000) * 1000;
          const back = instantOf(zone.wallClock(whole), zone);
          expect(zone.wallClock(back)).toEqual(zone.wallClock(whole));
          expect(back).toBeLessThanOrEqual(whole);
          expect(parseTimestamp(isoInZone(whole, zone))).toBe(whole);
        },
      ),
      { numRuns: 300 },
    );
  });
});

describe('display zones', () => {
  it('names a zone briefly for a header: the abbreviation, else the offset from UTC', () => {
    expect(LA.label(Date.UTC(2026, 0, 15))).toBe('PST');
    expect(LA.label(Date.UTC(2026, 6, 15))).toBe('PDT');
    expect(KOLKATA.label(Date.UTC(2026, 0, 15))).toBe('UTC+05:30');
    expect(displayZone('Asia/Kathmandu').label(Date.UTC(2026, 0, 15))).toBe('UTC+05:45');
    expect(UTC.label(0)).toBe('UTC');
  });

  it('takes UTC and its aliases without zone data, and refuses an unknown name with ZoneError', () => {
    expect(displayZone('Etc/UTC')).toBe(utcZone());
    expect(displayZone('UTC').id).toBe('UTC');
    expect(LA.id).toBe('America/Los_Angeles');
    // As given, not Intl's older canonical name (Asia/Calcutta).
    expect(KOLKATA.id).toBe('Asia/Kolkata');
    expect(() => displayZone('Mars/Olympus_Mons')).toThrow(ZoneError);
    expect(() => displayZone('')).toThrow(/not a time zone name/);
    expect(isZoneName('Europe/Berlin')).toBe(true);
    expect(isZoneName('+05:30')).toBe(false);
    expect(isZoneName(' ')).toBe(false);
  });
});
