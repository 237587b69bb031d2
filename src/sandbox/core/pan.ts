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

export const generateCvv = (rng: Rng): string => digits(rng, 3);

/** MM.YYYY, `years` after `from` (UTC). */
export function expiryAfter(from: Date, years: number): string {
  return `${String(from.getUTCMonth() + 1).padStart(2, '0')}.${from.getUTCFullYear() + years}`;
}

/** Card details and lists: first 4 and last 4 digits visible. */
export const maskFirst4 = (pan: string): string => maskCardNumber(pan, 'first4last4');
/** Cardholder card list: first 6 and last 4 digits visible. */
export const maskFirst6 = (pan: string): string => maskCardNumber(pan, 'first6last4');
