// A description is counted the same way by the console and the sandbox: Unicode code points (what
// JSON Schema's maxLength means), not JavaScript's UTF-16 units. 500 emoji pass both; 501 fail both,
// and both say which count they used.
import { describe, expect, it } from 'vitest';
import { checkDescription } from '../../src/actions/validate.js';
import {
  codePointLength,
  DESCRIPTION_MAX,
  FundBody,
  TopUpBody,
  TransferBody,
} from '../../src/contract/index.js';

const EMOJI = '\u{1F600}';

describe('description length in code points', () => {
  it('counts an astral character once, a lone surrogate once, and a BMP character once', () => {
    expect(codePointLength(EMOJI.repeat(3))).toBe(3);
    expect(EMOJI.repeat(3).length).toBe(6);
    expect(codePointLength('a\uD800b\uDC00')).toBe(4);
    expect(codePointLength('é日')).toBe(2);
    expect(codePointLength('')).toBe(0);
  });

  it('the console accepts 500 emoji and refuses 501, saying characters (code points)', () => {
    expect(checkDescription(EMOJI.repeat(DESCRIPTION_MAX))).toBeUndefined();
    const issue = checkDescription(EMOJI.repeat(DESCRIPTION_MAX + 1));
    expect(issue).toMatchObject({ field: 'description', type: 'value_error.any_str.max_length' });
    expect(issue?.message).toBe('at most 500 characters (code points); 501 given');
  });

  it.each([
    ['fund', FundBody, { amount: '1.00' }],
    ['top-up', TopUpBody, { amount: '1.00' }],
    [
      'transfer',
      TransferBody,
      { amount: '1.00', destinationAccountUuid: '6f1c2a3b-4d5e-4f60-8a7b-9c0d1e2f3a4b' },
    ],
  ] as const)('the %s body accepts 500 emoji and refuses 501 in code points', (_name, schema, base) => {
    expect(schema.safeParse({ ...base, description: EMOJI.repeat(DESCRIPTION_MAX) }).success).toBe(true);
    const refused = schema.safeParse({ ...base, description: EMOJI.repeat(DESCRIPTION_MAX + 1) });
    expect(refused.success).toBe(false);
    expect(refused.error?.issues).toEqual([
      expect.objectContaining({
        code: 'too_big',
        path: ['description'],
        maximum: 500,
        message: expect.stringContaining('characters (code points)'),
      }),
    ]);
    expect(schema.safeParse({ ...base, description: 'd'.repeat(DESCRIPTION_MAX + 1) }).success).toBe(false);
  });
});
