// Reading back a money movement whose answer was lost, by our own reference (see domain/reference.ts):
// the reference is derived from the request's Idempotency-Key, so every attempt of one operator
// action carries the same one, and nobody else's request can.
import { createHash } from 'node:crypto';
import { equals, parseMoneyString, referenceOf, referenceToken, type Money } from '../domain/index.js';

export const referenceFor = (idempotencyKey: string): string =>
  referenceToken(createHash('sha256').update(`card-console:${idempotencyKey}`).digest());

/** An operation that could be the result of our request: same kind, since we sent it. */
export interface Candidate {
  readonly id: string;
  readonly amount: string;
  /** Null where the server did not return a description. */
  readonly description: string | null;
}

export type ReferenceSearch =
  | { found: 'ours'; id: string }
  /** Nothing of this amount happened since we sent: not applied (yet). */
  | { found: 'nothing' }
  /** Movements of the same amount that are not ours, or whose description does not say. */
  | { found: 'look-alikes'; ids: string[] };

const sameAmount = (text: string, value: Money): boolean => {
  const parsed = parseMoneyString(text);
  return parsed.ok && equals(parsed.value, value);
};

/** Finds our reference among the candidates; the amount alone never decides anything. */
export function findReference(
  candidates: readonly Candidate[],
  reference: string,
  amount: string,
): ReferenceSearch {
  const ours = candidates.find((c) => referenceOf(c.description) === reference);
  if (ours) return { found: 'ours', id: ours.id };
  const value = parseMoneyString(amount);
  const alike = value.ok ? candidates.filter((c) => sameAmount(c.amount, value.value)) : [...candidates];
  return alike.length === 0 ? { found: 'nothing' } : { found: 'look-alikes', ids: alike.map((c) => c.id) };
}

/** What the operator should check when the reference could not be found. */
export function checkAdvice(
  what: string,
  amount: string,
  currency: string,
  reference: string,
  lookAlikes: readonly string[],
): string {
  return (
    `outcome unknown: ${lookAlikes.length} ${what} of ${amount} ${currency} since the request do not carry our reference ref:${reference} ` +
    `(another operator's, or a server that drops descriptions: ${lookAlikes.join(', ')}); check the operations for ref:${reference} ` +
    'before retrying — a retry reuses the same Idempotency-Key'
  );
}
