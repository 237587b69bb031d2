import { describe, expect, it } from 'vitest';
import { displayZone, parseDateBound } from '../../src/domain/index.js';

const UTC = displayZone('UTC');
const NOW = Date.parse('2026-11-28T14:30:00Z');

describe('a list time bound', () => {
  it('parses date bounds for the operations filter: a bare date is that day in the display zone', () => {
    expect(parseDateBound('2026-01-31', true, UTC, NOW)).toBe('2026-01-31T23:59:59Z');
    expect(parseDateBound('2026-01-31', false, UTC, NOW)).toBe('2026-01-31T00:00:00Z');
    const la = displayZone('America/Los_Angeles');
    expect(parseDateBound('2026-01-31', false, la, NOW)).toBe('2026-01-31T08:00:00Z');
    expect(parseDateBound('2026-01-31', true, la, NOW)).toBe('2026-02-01T07:59:59Z');
    expect(parseDateBound('2026-01-31', false, displayZone('Asia/Kolkata'), NOW)).toBe(
      '2026-01-30T18:30:00Z',
    );
    expect(parseDateBound('2026-01-31T10:00:00+02:00', false, la, NOW)).toBe('2026-01-31T10:00:00+02:00');
    expect(parseDateBound('2026-02-30', false, la, NOW)).toBeNull();
    expect(parseDateBound('yesterday', false, UTC, NOW)).toBeNull();
  });

  it('takes a time of day without an offset as the display zone reads it, to the minute', () => {
    expect(parseDateBound('2026-11-28T00:00', false, UTC, NOW)).toBe('2026-11-28T00:00:00Z');
    expect(parseDateBound('2026-11-28T14:00', false, UTC, NOW)).toBe('2026-11-28T14:00:00Z');
    // Los Angeles is 8 hours behind UTC in November: 18:00 there is 02:00 the next day in UTC.
    const la = displayZone('America/Los_Angeles');
    expect(parseDateBound('2026-11-28T18:00', false, la, NOW)).toBe('2026-11-29T02:00:00Z');
    expect(parseDateBound('2026-11-28T14:00', true, la, NOW)).toBe('2026-11-28T22:00:00Z');
    // India is 5:30 ahead: 03:00 there is still the day before in UTC.
    expect(parseDateBound('2026-11-28T03:00:30', false, displayZone('Asia/Kolkata'), NOW)).toBe(
      '2026-11-27T21:30:30Z',
    );
    expect(parseDateBound('2026-11-28T24:00', false, UTC, NOW)).toBeNull();
    expect(parseDateBound('2026-11-28T14', false, UTC, NOW)).toBeNull();
  });

  it('takes now and a time back from now (-30m, -1h, -2d), whatever the zone', () => {
    const kolkata = displayZone('Asia/Kolkata');
    expect(parseDateBound('now', true, kolkata, NOW)).toBe('2026-11-28T14:30:00Z');
    expect(parseDateBound('-1h', false, kolkata, NOW)).toBe('2026-11-28T13:30:00Z');
    expect(parseDateBound('-30m', false, UTC, NOW)).toBe('2026-11-28T14:00:00Z');
    expect(parseDateBound('-2d', false, UTC, NOW)).toBe('2026-11-26T14:30:00Z');
    expect(parseDateBound('-15m', true, UTC, NOW)).toBe('2026-11-28T14:15:00Z');
    for (const bad of ['-1', '1h', '-1y', '+1h', '- 1h', '-h', 'now-1h']) {
      expect(parseDateBound(bad, false, UTC, NOW), bad).toBeNull();
    }
  });
});
