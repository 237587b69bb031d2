import { describe, expect, it } from 'vitest';
import {
  baselineOf,
  hourlyBuckets,
  hourStartIn,
  parsePulseWindow,
  windowEndingAt,
} from '../../../src/domain/pulse/window.js';
import { displayZone, isoInZone, utcZone } from '../../../src/domain/time.js';

const at = (iso: string): number => Date.parse(iso);
const iso = (ms: number): string => new Date(ms).toISOString();

describe('pulse windows', () => {
  it('reads only the three windows as written', () => {
    expect(parsePulseWindow('15m')).toBe('15m');
    expect(parsePulseWindow('1h')).toBe('1h');
    expect(parsePulseWindow('24h')).toBe('24h');
    for (const bad of ['60m', '1H', '', '2h', ' 1h']) expect(parsePulseWindow(bad)).toBeUndefined();
  });

  it('ends a window at the instant given', () => {
    const end = at('2026-11-28T10:07:30.250Z');
    expect(windowEndingAt('15m', end)).toEqual({ from: at('2026-11-28T09:52:30.250Z'), to: end });
    expect(windowEndingAt('1h', end)).toEqual({ from: at('2026-11-28T09:07:30.250Z'), to: end });
    expect(windowEndingAt('24h', end)).toEqual({ from: at('2026-11-27T10:07:30.250Z'), to: end });
  });

  it('a window crossing midnight in Los Angeles starts on the previous local day', () => {
    const zone = displayZone('America/Los_Angeles');
    // 00:20 local on 28 November is 08:20 UTC: the last hour began at 23:20 local on the 27th.
    const range = windowEndingAt('1h', at('2026-11-28T08:20:00Z'));
    expect(isoInZone(range.from, zone)).toBe('2026-11-27T23:20:00-08:00');
    expect(isoInZone(range.to, zone)).toBe('2026-11-28T00:20:00-08:00');
  });

  it('the baseline is the same window a day earlier, across a day (and month) boundary', () => {
    const zone = displayZone('Asia/Kolkata');
    const range = windowEndingAt('1h', at('2026-11-30T18:45:00Z')); // 00:15 on 1 December in India
    const base = baselineOf(range, zone);
    expect(isoInZone(base.from, zone)).toBe('2026-11-29T23:15:00+05:30');
    expect(isoInZone(base.to, zone)).toBe('2026-11-30T00:15:00+05:30');
    expect(range.to - base.to).toBe(86_400_000);
  });

  it('the baseline keeps the wall clock across a daylight-saving change (23 hours before, not 24)', () => {
    const zone = displayZone('Europe/Berlin');
    // 29 March 2026, 11:30 CEST (09:30 UTC): clocks went forward at 02:00 that night.
    const range = windowEndingAt('15m', at('2026-03-29T09:30:00Z'));
    const base = baselineOf(range, zone);
    expect(isoInZone(base.to, zone)).toBe('2026-03-28T11:30:00+01:00');
    expect(range.to - base.to).toBe(23 * 3_600_000);
    // In UTC the day earlier is exactly 24 hours earlier, to the millisecond.
    const utc = baselineOf(windowEndingAt('24h', at('2026-03-01T00:00:00.123Z')), utcZone());
    expect(iso(utc.to)).toBe('2026-02-28T00:00:00.123Z');
    expect(iso(utc.from)).toBe('2026-02-27T00:00:00.123Z');
  });

  it('hours start on the zone hour, at half past in India', () => {
    expect(iso(hourStartIn(at('2026-11-28T10:07:30.250Z'), utcZone()))).toBe('2026-11-28T10:00:00.000Z');
    expect(iso(hourStartIn(at('2026-11-28T10:07:30Z'), displayZone('Asia/Kolkata')))).toBe(
      '2026-11-28T09:30:00.000Z',
    );
  });

  it('the sparkline hours cover the last day in the zone, the last one up to the end', () => {
    const zone = displayZone('Asia/Kolkata');
    const end = at('2026-11-28T18:40:00Z'); // 00:10 on the 29th in India
    const buckets = hourlyBuckets(end, zone);
    expect(buckets).toHaveLength(24);
    expect(isoInZone(buckets[23]!.from, zone)).toBe('2026-11-29T00:00:00+05:30');
    expect(buckets[23]!.to).toBe(end);
    expect(isoInZone(buckets[22]!.from, zone)).toBe('2026-11-28T23:00:00+05:30');
    expect(isoInZone(buckets[0]!.from, zone)).toBe('2026-11-28T01:00:00+05:30');
    for (let i = 1; i < 24; i += 1) expect(buckets[i]!.from).toBe(buckets[i - 1]!.to);
  });

  it('an end exactly on the hour closes that hour rather than opening an empty one', () => {
    const end = at('2026-11-28T10:00:00Z');
    const buckets = hourlyBuckets(end, utcZone());
    expect(buckets[23]).toEqual({ from: at('2026-11-28T09:00:00Z'), to: end });
    expect(buckets[0]!.from).toBe(at('2026-11-27T10:00:00Z'));
  });
});
