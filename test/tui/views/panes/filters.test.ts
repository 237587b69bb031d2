import { describe, expect, it } from 'vitest';
import { displayZone } from '../../../../src/domain/index.js';
import { parseDateBound } from '../../../../src/tui/views/panes/filters.js';

const UTC = displayZone('UTC');

describe('the operations filter', () => {
  it('parses date bounds for the operations filter: a bare date is that day in the display zone', () => {
    expect(parseDateBound('2026-01-31', true, UTC)).toBe('2026-01-31T23:59:59Z');
    expect(parseDateBound('2026-01-31', false, UTC)).toBe('2026-01-31T00:00:00Z');
    const la = displayZone('America/Los_Angeles');
    expect(parseDateBound('2026-01-31', false, la)).toBe('2026-01-31T08:00:00Z');
    expect(parseDateBound('2026-01-31', true, la)).toBe('2026-02-01T07:59:59Z');
    expect(parseDateBound('2026-01-31', false, displayZone('Asia/Kolkata'))).toBe('2026-01-30T18:30:00Z');
    expect(parseDateBound('2026-01-31T10:00:00+02:00', false, la)).toBe('2026-01-31T10:00:00+02:00');
    expect(parseDateBound('2026-02-30', false, la)).toBeNull();
    expect(parseDateBound('yesterday', false, UTC)).toBeNull();
  });
});
