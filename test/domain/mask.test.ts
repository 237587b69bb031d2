import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  isLuhnValid,
  last4,
  luhnCheckDigit,
  maskCardNumber,
  REDACTED,
  redactSecrets,
} from '../../src/domain/mask.js';

// Well-known test numbers (all pass Luhn).
const VISA = '4111111111111111';
const AMEX = '378282246310005';
const VISA13 = '4222222222222';
const MAESTRO19 = '6759649826438453003';

describe('maskCardNumber', () => {
  it('shows first 4 and last 4, grouped in fours, keeping the length', () => {
    expect(maskCardNumber(VISA, 'first4last4')).toBe('4111 **** **** 1111');
    expect(maskCardNumber('4111-1111 1111-1111', 'first4last4')).toBe('4111 **** **** 1111');
    expect(maskCardNumber(AMEX, 'first4last4')).toBe('3782 **** ***0 005');
  });

  it('shows first 6 and last 4', () => {
    expect(maskCardNumber(VISA, 'first6last4')).toBe('4111 11** **** 1111');
    expect(maskCardNumber(MAESTRO19, 'first6last4')).toBe('6759 64** **** ***3 003');
  });

  it('never shows more than 8 (or 10) digits, for every length', () => {
    fc.assert(
      fc.property(
        fc.stringMatching(/^\d{12,19}$/),
        fc.constantFrom('first4last4', 'first6last4' as const),
        (pan, style) => {
          const masked = maskCardNumber(pan, style);
          const digits = masked.replace(/\D/g, '');
          const visible = style === 'first6last4' ? 10 : 8;
          return (
            digits.length === visible &&
            masked.replace(/ /g, '').length === pan.length &&
            last4(masked) === pan.slice(-4)
          );
        },
      ),
    );
  });

  it('refuses what is not a card number without echoing it', () => {
    for (const bad of ['12345678901', '12345678901234567890', '4111 1111 1111 111x', '']) {
      expect(() => maskCardNumber(bad, 'first4last4')).toThrow('a card number must have 12 to 19 digits');
    }
  });
});

describe('last4', () => {
  it.each([
    ['4111 **** **** 1111', '1111'],
    ['411111******1234', '1234'],
    ['4111-****-****-9876', '9876'],
    [VISA, '1111'],
    ['****', null],
    ['12', null],
    ['1234 ****', null],
  ])('%s → %s', (input, expected) => {
    expect(last4(input)).toBe(expected);
  });
});

describe('Luhn', () => {
  it('computes the check digit of known numbers', () => {
    expect(luhnCheckDigit('411111111111111')).toBe(1);
    expect(luhnCheckDigit('37828224631000')).toBe(5);
    expect(luhnCheckDigit('7992739871')).toBe(3);
    expect(() => luhnCheckDigit('12a')).toThrow(RangeError);
  });

  it('validates known numbers and rejects a changed digit', () => {
    for (const pan of [VISA, AMEX, VISA13, MAESTRO19, '4111 1111 1111 1111'])
      expect(isLuhnValid(pan)).toBe(true);
    expect(isLuhnValid('4111111111111112')).toBe(false);
    expect(isLuhnValid('')).toBe(false);
    expect(isLuhnValid('0')).toBe(false);
    expect(isLuhnValid('41x1')).toBe(false);
  });

  it('property: payload + check digit is valid, and any single-digit change breaks it', () => {
    fc.assert(
      fc.property(
        fc.stringMatching(/^\d{11,18}$/),
        fc.nat(),
        fc.integer({ min: 1, max: 9 }),
        (payload, at, delta) => {
          const pan = payload + String(luhnCheckDigit(payload));
          const i = at % pan.length;
          const changed = pan.slice(0, i) + String((Number(pan[i]) + delta) % 10) + pan.slice(i + 1);
          return isLuhnValid(pan) && !isLuhnValid(changed);
        },
      ),
    );
  });
});

describe('redactSecrets', () => {
  it('replaces the given secrets wherever they occur, longest first', () => {
    const text = 'token=abcd1234secret; again abcd1234secret; prefix abcd1234';
    expect(redactSecrets(text, ['abcd1234secret', 'abcd1234'])).toBe(
      `token=${REDACTED}; again ${REDACTED}; prefix ${REDACTED}`,
    );
  });

  it('escapes regex characters in secrets and ignores empty or too-short ones', () => {
    expect(redactSecrets('key a+b*c(d) end', ['a+b*c(d)', '', 'x'])).toBe(`key ${REDACTED} end`);
    expect(redactSecrets('nothing here', [''])).toBe('nothing here');
  });

  it('redacts anything that looks like a full card number (13–19 digits passing Luhn)', () => {
    const text = `pan ${VISA}, spaced 4111 1111 1111 1111, dashed 4111-1111-1111-1111, amex ${AMEX}, short ${VISA13}, long ${MAESTRO19}`;
    const out = redactSecrets(text);
    expect(out).toBe(
      `pan ${REDACTED}, spaced ${REDACTED}, dashed ${REDACTED}, amex ${REDACTED}, short ${REDACTED}, long ${REDACTED}`,
    );
  });

  it('finds a card number followed or preceded by other numbers (expiry, amounts)', () => {
    expect(redactSecrets('4111111111111111 12 27')).toBe(`${REDACTED} 12 27`);
    expect(redactSecrets('card 4111 1111 1111 1111 12-2027 cvv')).toBe(`card ${REDACTED} 12-2027 cvv`);
    expect(redactSecrets('ref 55 4111-1111-1111-1111')).toBe(`ref 55 ${REDACTED}`);
    // "105 4111 1111 1111" happens to pass Luhn too: both windows are hidden, nothing of the PAN stays.
    expect(redactSecrets('ref 105 4111-1111-1111-1111')).toBe(`ref ${REDACTED}`);
    expect(redactSecrets('ref 123 4111-1111-1111-1111')).toBe(`ref 123 ${REDACTED}`);
    expect(redactSecrets('amex 3782 822463 10005 exp 0527')).toBe(`amex ${REDACTED} exp 0527`);
    expect(redactSecrets('1 2 3 4 5 6 7 8 9 10 11 12 13')).toBe('1 2 3 4 5 6 7 8 9 10 11 12 13');
  });

  it('leaves digit runs that are not card numbers', () => {
    const text =
      'id 4111111111111112 ts 1700000000000 order 123456 masked 4111 **** **** 1111 run 41111111111111110000';
    expect(redactSecrets(text)).toBe(text);
  });

  it('leaves ids (UUIDs) whole even where their digit groups happen to pass Luhn', () => {
    // Seen in CI: a transaction id lost "18210-6477-4639" to the card-number rule in the audit trail.
    const id = 'c1f18210-6477-4639-9516-95a5ee75e6fd';
    expect(redactSecrets(`transaction ${id} done`)).toBe(`transaction ${id} done`);
    fc.assert(fc.property(fc.uuid(), (uuid) => redactSecrets(`id ${uuid}.`) === `id ${uuid}.`));
    // A card number right beside an id is still hidden.
    expect(redactSecrets(`${id} ${VISA}`)).toBe(`${id} ${REDACTED}`);
  });

  it('redacts Bearer tokens, X-API-Token values and CVV fields', () => {
    expect(redactSecrets('Authorization: Bearer eyJhbGciOi.eyJzdWIi.sig-_~+/==')).toBe(
      `Authorization: Bearer ${REDACTED}`,
    );
    expect(redactSecrets('headers: {"x-api-token": "tok_live_123"}')).toBe(
      `headers: {"x-api-token": "${REDACTED}"}`,
    );
    expect(redactSecrets('X-API-Token: tok_live_123')).toBe(`X-API-Token: ${REDACTED}`);
    expect(redactSecrets('{"cardNumber":"4111111111111111","cvv":"123"}')).toBe(
      `{"cardNumber":"${REDACTED}","cvv":"${REDACTED}"}`,
    );
  });

  it('property: a generated PAN embedded anywhere never survives', () => {
    fc.assert(
      fc.property(
        fc.stringMatching(/^[1-9]\d{11,17}$/),
        fc.string({ maxLength: 10 }),
        fc.string({ maxLength: 10 }),
        (payload, before, after) => {
          const pan = payload + String(luhnCheckDigit(payload));
          const out = redactSecrets(`${before} ${pan} ${after}`);
          return !out.includes(pan) && out.includes(REDACTED);
        },
      ),
    );
  });
});
