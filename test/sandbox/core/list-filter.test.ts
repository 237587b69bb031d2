import { describe, expect, it } from 'vitest';
import { Filter } from '../../../src/sandbox/core/list-filter.js';

describe('a list filter', () => {
  it('adds a term only for what was given, one JSON parameter per array, UTC ISO bounds', () => {
    const f = new Filter()
      .eq('a', 'x')
      .eq('b', undefined)
      .in('c', ['1', '2'])
      .in('d', [])
      .in('e', undefined)
      .range('t', '2026-11-28T10:00:00+01:00', undefined)
      .holds('n > 0');
    expect(f.where).toBe('WHERE a = ? AND c IN (SELECT value FROM json_each(?)) AND t >= ? AND n > 0');
    expect(f.args).toEqual(['x', '["1","2"]', '2026-11-28T09:00:00.000Z']);
  });

  it('is no WHERE at all when nothing was given', () => {
    expect(new Filter().eq('a', undefined).range('t', undefined, undefined).where).toBe('');
  });
});
