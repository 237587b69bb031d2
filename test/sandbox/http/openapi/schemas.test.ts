import { describe, expect, it } from 'vitest';
import { asciiDigits } from '../../../../src/sandbox/http/openapi/schemas.js';

describe('asciiDigits', () => {
  it('spells \\d as [0-9] outside a class and as 0-9 inside one, leaving other escapes alone', () => {
    expect(asciiDigits('^\\d{4}$')).toBe('^[0-9]{4}$');
    expect(asciiDigits('^[\\d.]+\\.\\d\\D\\\\d$')).toBe('^[0-9.]+\\.[0-9]\\D\\\\d$');
    const rewritten = new RegExp(asciiDigits('^(?:[01]\\d|2[0-3]):[0-5]\\d$'));
    expect(['00:00', '23:59'].every((t) => rewritten.test(t))).toBe(true);
    expect(rewritten.test('24:00')).toBe(false);
  });
});
