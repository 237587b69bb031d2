// A bulk job's cards: each one's place in the run (pending, running, cancelled) or, once it ended, its
// outcome's kind as its state, with the rest of its Outcome beside it.
import type { ChangeStep } from '../../domain/index.js';
import type { OutcomeKind } from '../outcome-kinds.js';
import type { CardRef, Outcome } from '../types.js';
import type { BulkPlan, SkippedCard } from './plan.js';

export type ItemState = 'pending' | 'running' | 'cancelled' | OutcomeKind;

export interface BulkItem extends Omit<Outcome, 'kind'> {
  readonly card: CardRef;
  /** Where the card is in the run; once it ended, its outcome's kind. */
  readonly state: ItemState;
  readonly idempotencyKey?: string;
  readonly attempts: number;
  /** While running: the step the card waits on, as the one engine reported it (none reported yet: absent). */
  readonly step?: ChangeStep;
}

/** A card as the job changes it while it runs; callers see snapshots (BulkItem). */
export interface MutableItem {
  card: CardRef;
  state: ItemState;
  idempotencyKey?: string;
  attempts: number;
  /** 429s this card met in the current run. */
  rateLimited: number;
  /** The last attempt may have reached the server: the next one reads back before sending. */
  readFirst: boolean;
  /** When the first attempt that may have reached the server was sent (money is searched from then). */
  lastSentAt?: number;
  error?: Outcome['error'];
  note?: string;
  readBack?: Outcome['readBack'];
  transactionIds?: readonly string[];
  /** The step the current attempt reported last; cleared when an attempt starts. */
  step?: ChangeStep;
}

export function snapshot(item: MutableItem): BulkItem {
  return {
    card: item.card,
    state: item.state,
    attempts: item.attempts,
    ...(item.idempotencyKey ? { idempotencyKey: item.idempotencyKey } : {}),
    ...(item.error !== undefined ? { error: item.error } : {}),
    ...(item.note ? { note: item.note } : {}),
    ...(item.readBack ? { readBack: item.readBack } : {}),
    ...(item.transactionIds !== undefined ? { transactionIds: item.transactionIds } : {}),
    ...(item.state === 'running' && item.step ? { step: item.step } : {}),
  };
}

/** The job's cards: the plan's items to run, then the cards it skipped (skipped is their outcome from the start). */
export function initialItems(plan: BulkPlan): MutableItem[] {
  const runnable = plan.items.map((p): MutableItem => ({
    card: p.card,
    state: 'pending',
    attempts: 0,
    rateLimited: 0,
    readFirst: p.readFirst === true,
    ...(p.idempotencyKey ? { idempotencyKey: p.idempotencyKey } : {}),
    ...(p.sentSince !== undefined ? { lastSentAt: p.sentSince } : {}),
  }));
  const skipped = plan.skipped.map((s: SkippedCard): MutableItem => ({
    card: s.card,
    state: 'skipped',
    attempts: 0,
    rateLimited: 0,
    readFirst: false,
    note: s.reason,
  }));
  return [...runnable, ...skipped];
}

/**
 * Puts an attempt's outcome on the card: its error and read back are the latest attempt's (done clears
 * an earlier failure's); a note or transaction ids stay until an attempt brings new ones.
 */
export function endItem(item: MutableItem, outcome: Outcome, readFirst: boolean): void {
  item.state = outcome.kind;
  item.readFirst = readFirst;
  item.error = outcome.error;
  item.readBack = outcome.readBack;
  if (outcome.note) item.note = outcome.note;
  if (outcome.transactionIds) item.transactionIds = outcome.transactionIds;
}

/** The card's outcome, once it has one. */
export function outcomeOf(item: MutableItem | BulkItem): Outcome | undefined {
  const { state } = item;
  if (state === 'pending' || state === 'running' || state === 'cancelled') return undefined;
  return {
    kind: state,
    ...(item.readBack ? { readBack: item.readBack } : {}),
    ...(item.transactionIds !== undefined ? { transactionIds: item.transactionIds } : {}),
    ...(item.error !== undefined ? { error: item.error } : {}),
    ...(item.note ? { note: item.note } : {}),
  };
}

/** A card a retry runs again: it failed in a way trying again may mend, or its outcome is unknown. */
export const canRetry = (item: Pick<BulkItem, 'state' | 'error'>): boolean =>
  (item.state === 'failed' || item.state === 'unknown') && item.error?.retryable === true;
