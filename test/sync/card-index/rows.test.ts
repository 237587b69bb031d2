// What the index keeps of a masked number: at most the first 6 and the last 4 digits, however the
// service wrote it. The common form (ASCII, at most 10 digits) is read in one pass; anything else
// by the general rule: both must answer alike.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { safeMask } from '../../../src/sync/card-index/rows.js';

describe('safeMask', () => {
  it('keeps a masked number, its first 6 when shown and its last 4', () => {
    expect(safeMask('4111 11** **** 1234')).toEqual({
      masked: '4111 11** **** 1234',
      first6: '411111',
      last4: '1234',
    });
    expect(safeMask('4111 **** **** 1111')).toEqual({ masked: '4111 **** **** 1111', last4: '1111' });
    expect(safeMask('3782 **** ***0 005')).toEqual({ masked: '3782 **** ***0 005', last4: '0005' });
    expect(safeMask('4111-11**-****-1234')).toMatchObject({ first6: '411111', last4: '1234' });
    expect(safeMask('x4111 11** **** 1234')).toEqual({ masked: 'x4111 11** **** 1234', last4: '1234' });
    expect(safeMask('4111 11** **** 12a4')).toMatchObject({ first6: '411111', last4: '1124' });
    expect(safeMask('')).toEqual({ masked: '', last4: '' });
    expect(safeMask('1234567890')).toEqual({ masked: '1234567890', first6: '123456', last4: '7890' });
  });

  it('never keeps a full number: more than 10 digits are masked again', () => {
    for (const full of ['4111111111111111', '4111-1111-1111-1111', '4111\t1111 1111 1111'])
      expect(safeMask(full)).toEqual({ masked: '4111 11** **** 1111', first6: '411111', last4: '1111' });
    expect(safeMask('12345678901')).toEqual({
      masked: '1234 56** **** 8901',
      first6: '123456',
      last4: '8901',
    });
    expect(safeMask('41111 ** 12345678901')).toEqual({ masked: '4111 1*** **** 8901', last4: '8901' });
  });

  it('answers the one-pass form as the general rule does (a no-break space sends a number to the general rule)', () => {
    const text = fc
      .array(fc.constantFrom('0', '1', '4', '9', '*', ' ', '-', '\t', 'x'), { maxLength: 24 })
      .map((chars) => chars.join(''));
    fc.assert(
      fc.property(text, (masked) => {
        const quick = safeMask(masked);
        // U+00A0 is a separator to the general rule too, and outside ASCII: only the general rule reads it.
        const general = safeMask(`\u00a0${masked}`);
        expect({ ...general, masked: general.masked.replace(/^\u00a0/, '') }).toEqual(quick);
      }),
      { numRuns: 2_000 },
    );
  });
});
