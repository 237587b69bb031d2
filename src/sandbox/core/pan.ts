// Card numbers: generation (the sandbox is the issuer) and the two masked forms the spec shows.
import type { Rng } from './context.js';

/** Luhn check digit for the digits before it. */
export function luhnCheckDigit(payload: string): number {
  let total = 0;
  for (let i = 0; i < payload.length; i++) {
    let digit = Number(payload[payload.length - 1 - i]);
    if (i % 2 === 0) {
      digit *= 2;
      if (digit > 9) digit -= 9;
    }
    total += digit;
  }
  return (10 - (total % 10)) % 10;
}

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

const stars = (n: number): string => '*'.repeat(Math.max(0, n));
/** Card details and lists: first 4 and last 4 digits visible. */
export const maskFirst4 = (pan: string): string => pan.slice(0, 4) + stars(pan.length - 8) + pan.slice(-4);
/** Cardholder card list: first 6 and last 4 digits visible. */
export const maskFirst6 = (pan: string): string => pan.slice(0, 6) + stars(pan.length - 10) + pan.slice(-4);
