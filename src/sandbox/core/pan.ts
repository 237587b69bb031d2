// Card numbers: generation (the sandbox is the issuer) and the two masked forms the spec shows, in
// domain's format ("4242 **** **** 1234").
import { luhnCheckDigit, maskCardNumber } from '../../domain/mask.js';
import type { Rng } from './context.js';

const digits = (rng: Rng, count: number): string => Array.from({ length: count }, () => rng.int(10)).join('');

/** A 16-digit number: the 6-digit BIN, 9 random digits, the Luhn check digit. */
export function generatePan(rng: Rng, bin: string): string {
  const payload = bin + digits(rng, 15 - bin.length);
  return payload + String(luhnCheckDigit(payload));
}

/**
 * A 16-digit number of `bin` ending in `last4` (the demo's story cards, which the README names by last 4): the
 * 12th digit is the one left free, and exactly one value of it makes the fixed check digit right.
 */
export function panEndingIn(rng: Rng, bin: string, last4: string): string {
  const head = bin + digits(rng, 11 - bin.length);
  for (let free = 0; free <= 9; free++) {
    const payload = `${head}${free}${last4.slice(0, 3)}`;
    if (String(luhnCheckDigit(payload)) === last4.slice(3)) return `${payload}${last4.slice(3)}`;
  }
  throw new RangeError('no Luhn-valid number ends in these digits');
}

/** A random number of `bin` whose last 4 digits are none of `reserved` (so a named card's last 4 stays unique). */
export function generatePanAvoiding(rng: Rng, bin: string, reserved: ReadonlySet<string>): string {
  for (;;) {
    const pan = generatePan(rng, bin);
    if (!reserved.has(pan.slice(-4))) return pan;
  }
}

export const generateCvv = (rng: Rng): string => digits(rng, 3);

/** MM.YYYY, `years` after `from` (UTC). */
export function expiryAfter(from: Date, years: number): string {
  return `${String(from.getUTCMonth() + 1).padStart(2, '0')}.${from.getUTCFullYear() + years}`;
}

/** Card details and lists: first 4 and last 4 digits visible. */
export const maskFirst4 = (pan: string): string => maskCardNumber(pan, 'first4last4');
/** Cardholder card list: first 6 and last 4 digits visible. */
export const maskFirst6 = (pan: string): string => maskCardNumber(pan, 'first6last4');
