import { describe, expect, it } from 'vitest';
import { ValidationErrorBody } from '../../src/contract/index.js';

describe('error body schema', () => {
  it('accept the 422 body of the spec', () => {
    expect(
      ValidationErrorBody.safeParse({
        detail: [{ loc: ['body', 'cardType'], msg: 'bad', type: 'type_error.enum' }],
      }).success,
    ).toBe(true);
  });
});
