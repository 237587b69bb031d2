// Reading back a money movement whose answer was lost, by our own reference (see domain/reference.ts):
// the reference is derived from the request's Idempotency-Key, so every attempt of one operator
// action carries the same one, and nobody else's request can.
import { createHash } from 'node:crypto';
import { equals, parseMoneyString, referenceOf, referenceToken, type Money } from '../domain/index.js';
import type { ReadBackResult } from './outcome.js';

// Our clock and the server's may differ a little: every read back (money, a new card or wallet) searches
// from this long before we sent. The window only bounds the search: what decides is our reference (or
// the new object's own fields), never a movement's amount or time.
export const READ_BACK_SKEW_MS = 2_000;

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

/** How one kind of movement is read back by its reference (a card's fund or defund, a transfer). */
export interface ReferenceReadBack<T> {
  /** The request's Idempotency-Key: our reference is derived from it. */
  readonly key: string | undefined;
  readonly sentAt: number;
  readonly amount: string;
  readonly currency: string;
  /** What the operator is told to check when only look-alikes are found, e.g. "top-ups of the card". */
  readonly what: string;
  /** The operations that could be ours: of this kind, since `since` (ISO time). */
  candidates(since: string): Promise<Candidate[]>;
  /** The movement's value when the operation carrying our reference is `id`. */
  found(id: string): T;
  /** Where the target honours keys: resending with the same key replays the answer, or applies once. */
  resend?(key: string): Promise<{ value: T; transactionIds?: string[] }>;
}

/**
 * Reads back a movement whose answer was lost: applied when an operation carries our reference;
 * otherwise, where the target honours keys, by resending with the same key; otherwise not applied
 * only when nothing of this amount happened, and still unknown when look-alikes did.
 */
export async function readBackByReference<T>(how: ReferenceReadBack<T>): Promise<ReadBackResult<T>> {
  if (how.key === undefined) return { readBack: 'still_unknown' };
  const reference = referenceFor(how.key);
  const since = new Date(how.sentAt - READ_BACK_SKEW_MS).toISOString();
  const search = findReference(await how.candidates(since), reference, how.amount);
  if (search.found === 'ours')
    return { readBack: 'applied', value: how.found(search.id), transactionIds: [search.id] };
  if (how.resend) {
    const { value, transactionIds } = await how.resend(how.key);
    return {
      readBack: 'applied',
      value,
      ...(transactionIds && transactionIds.length > 0 ? { transactionIds } : {}),
    };
  }
  if (search.found === 'nothing') return { readBack: 'not_applied' };
  return {
    readBack: 'still_unknown',
    check: checkAdvice(how.what, how.amount, how.currency, reference, search.ids),
  };
}
