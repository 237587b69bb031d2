// What successive card reads returned for the fields a card's timeline shows (its name and limits): when a
// read brings a value other than the one the store held, the change is recorded with the time the console
// saw it. A limit changed by another operator, a script or the API then shows in the timeline, although no
// event and none of our audit entries says so. Only what the reads say: the time is when the console saw
// the change, not when it happened, and a state is never recorded here (a state change is the server's or
// an event's to say).
//
// Kept in memory for the session, bounded per card and in total. Not on disk: a change seen by an earlier
// session is already the baseline the next session reads, so the record only explains what this session
// watched change; a file would be one more per-profile store to bound, migrate and clean for no new fact.
import { compare, parseMoneyString } from '../domain/index.js';
import type { Card } from './types.js';

export const READ_FIELDS = ['name', 'daily_limit', 'monthly_limit'] as const;
export type ReadField = (typeof READ_FIELDS)[number];

/** One field of one card that a read showed changed. A limit that is not set is null. */
export interface ReadChange {
  readonly cardId: string;
  /** When the console applied the read (epoch ms). */
  readonly at: number;
  readonly field: ReadField;
  readonly old: string | null;
  readonly new: string | null;
  /** The card's currency, so a limit can be shown with it. */
  readonly currency: string;
}

/** Card id → its changes, oldest first. Insertion order is recency: the card least recently changed is first. */
export type ReadChanges = ReadonlyMap<string, readonly ReadChange[]>;

/** The newest changes kept per card: a timeline shows a card's recent story, not every flip of a script. */
export const READ_CHANGES_PER_CARD = 20;
/** Cards whose changes are kept at once: an operator looks at a handful in a session. */
export const READ_CHANGES_CARDS = 500;

export const emptyReadChanges = (): ReadChanges => new Map();

/** The field's value as read: undefined when this read did not carry it (a list row has no limits). */
function valueOf(card: Card, field: ReadField): string | null | undefined {
  if (field === 'name') return card.name;
  const limits = card.limits;
  if (limits === undefined || !(field in limits)) return undefined;
  const value = limits[field];
  return typeof value === 'string' ? value : value === null ? null : undefined;
}

/** The same value: the same text, or for a limit the same amount however it is written ("300" and "300.00"). */
function sameValue(field: ReadField, a: string | null, b: string | null): boolean {
  if (a === b) return true;
  if (field === 'name' || a === null || b === null) return false;
  const x = parseMoneyString(a);
  const y = parseMoneyString(b);
  return x.ok && y.ok && compare(x.value, y.value) === 0;
}

/**
 * What `next` (the card after a read was applied) changed of `previous` (the card the store held): one entry
 * per field both carry with different values. A field one of them does not carry is not a change.
 */
export function cardReadChanges(previous: Card, next: Card, at: number): ReadChange[] {
  const out: ReadChange[] = [];
  for (const field of READ_FIELDS) {
    const old = valueOf(previous, field);
    const now = valueOf(next, field);
    if (old === undefined || now === undefined || sameValue(field, old, now)) continue;
    out.push({ cardId: next.id, at, field, old, new: now, currency: next.currency });
  }
  return out;
}

/** `changes` added: each card keeps its newest READ_CHANGES_PER_CARD, and the READ_CHANGES_CARDS most recently changed cards. */
export function recordReadChanges(table: ReadChanges, changes: readonly ReadChange[]): ReadChanges {
  if (changes.length === 0) return table;
  const copy = new Map(table);
  for (const change of changes) {
    const kept = copy.get(change.cardId) ?? [];
    // Deleted and set again, so the card moves to the end of the recency order.
    copy.delete(change.cardId);
    copy.set(change.cardId, [...kept, change].slice(-READ_CHANGES_PER_CARD));
  }
  for (const cardId of copy.keys()) {
    if (copy.size <= READ_CHANGES_CARDS) break;
    copy.delete(cardId);
  }
  return copy;
}

/** The card's recorded changes, oldest first. */
export const readChangesOf = (table: ReadChanges, cardId: string): readonly ReadChange[] =>
  table.get(cardId) ?? [];
