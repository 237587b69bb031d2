import { describe, expect, it } from 'vitest';
import { definedOnly } from '../../src/domain/defined.js';

describe('definedOnly', () => {
  it('drops undefined properties and keeps every other value, falsy ones included', () => {
    const kept = definedOnly({ a: 1, b: undefined, c: null, d: 0, e: '', f: false });
    expect(kept).toStrictEqual({ a: 1, c: null, d: 0, e: '', f: false });
    expect('b' in kept).toBe(false);
  });

  it('spread over defaults, keeps a default that the override leaves undefined', () => {
    const defaults = { connectMs: 5000, readMs: 10000 };
    const override: { connectMs?: number; readMs?: number } = { connectMs: undefined, readMs: 20 };
    expect({ ...defaults, ...definedOnly(override) }).toStrictEqual({ connectMs: 5000, readMs: 20 });
  });

  it('is empty for undefined', () => {
    expect(definedOnly(undefined)).toStrictEqual({});
  });
});
