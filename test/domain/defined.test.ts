import { describe, expect, it } from 'vitest';
import { definedOnly, extended } from '../../src/domain/defined.js';

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

describe('extended', () => {
  it('copies the base with the extras added, later ones winning, and leaves the inputs as they were', () => {
    const base = { url: '/cards', status: 200 };
    const made = extended(base, { seq: 1 }, { status: 404, profile: 'stage' });
    expect(made).toStrictEqual({ url: '/cards', status: 404, seq: 1, profile: 'stage' });
    expect(made).not.toBe(base);
    expect(base).toStrictEqual({ url: '/cards', status: 200 });
    expect(Object.keys(made)).toEqual(['url', 'status', 'seq', 'profile']);
  });
});
