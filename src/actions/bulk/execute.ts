// One card of a bulk job, through the same engine as a single change (card-change.ts: the request,
// the read-back; run.ts: `attempt`, the failure-and-settle routine). What is the job's own: before
// sending again after an attempt that may have been applied, read back first; and a card that
// someone (or an earlier attempt) already moved to the expected status counts as done.
import type { Card } from '../../store/index.js';
import { moneyChange, editChange, statusChange, type CardChange } from '../card-change.js';
import { toActionError } from '../errors.js';
import { readCard } from '../reads.js';
import { attempt } from '../run.js';
import type { ActionContext, ActionError, CardRef } from '../types.js';
import type { BulkPlan } from './plan.js';

export type ItemOutcome =
  | { kind: 'done'; note?: string; transactionIds?: string[]; card?: Card; settled?: 'applied' }
  | { kind: 'failed'; error: ActionError; readFirst: boolean }
  | { kind: 'rate_limited'; retryAfterMs?: number };

export interface ItemAttempt {
  card: CardRef;
  idempotencyKey?: string;
  /** The previous attempt may have been applied: read before sending again. */
  readFirst: boolean;
  /** When the previous possibly-applied attempt was sent (for reading money operations). */
  lastSentAt?: number;
}

/** The change a plan makes to one of its cards: the same description the single action uses. */
export function itemChange(ctx: ActionContext, plan: BulkPlan, card: CardRef): CardChange<unknown> {
  const { spec } = plan;
  switch (spec.action) {
    case 'suspend':
    case 'resume':
    case 'terminate':
      return statusChange(ctx.client, card, spec.action);
    case 'fund':
    case 'defund':
      return moneyChange(ctx.client, {
        card,
        direction: spec.action,
        family: plan.family,
        amount: plan.amount ?? '',
        ...(card.currency ? { currency: card.currency } : {}),
        ...(spec.description === undefined ? {} : { description: spec.description }),
      });
    case 'setLimits':
      return editChange(ctx.client, card, { limits: spec.limits ?? {} });
  }
}

function done(
  change: CardChange<unknown>,
  value: unknown,
  extra: { note?: string; settled?: 'applied'; transactionIds?: string[] },
): ItemOutcome {
  const card = change.cardAfter(value);
  const ids = extra.transactionIds ?? change.transactionIds(value);
  return {
    kind: 'done',
    ...(extra.note ? { note: extra.note } : {}),
    ...(extra.settled ? { settled: extra.settled } : {}),
    ...(ids.length > 0 ? { transactionIds: ids } : {}),
    ...(card ? { card } : {}),
  };
}

const rateLimited = (error: ActionError): ItemOutcome => ({
  kind: 'rate_limited',
  ...(error.retryAfterMs === undefined ? {} : { retryAfterMs: error.retryAfterMs }),
});

/** The server refused for the card's state: a card that already shows the change is done. */
async function afterConflict(
  ctx: ActionContext,
  change: CardChange<unknown>,
  error: ActionError,
): Promise<ItemOutcome> {
  if (change.shows) {
    const now = await readCard(ctx.client, change.card, 'org').catch(() => undefined);
    if (now && change.shows(now)) return { kind: 'done', note: `already ${now.status}`, card: now };
  }
  return { kind: 'failed', error, readFirst: false };
}

async function run(
  ctx: ActionContext,
  change: CardChange<unknown>,
  item: ItemAttempt,
  sentAt: number,
): Promise<ItemOutcome> {
  const key = item.idempotencyKey;
  if (item.readFirst && item.lastSentAt !== undefined) {
    // Read back only: sending again is the step after this, with the same key.
    const earlier = await change.settle(item.lastSentAt, key, false);
    if (earlier.settled === 'applied' && change.idempotent) {
      // Money is found by our own reference: the earlier attempt's, nobody else's.
      return done(change, earlier.value, {
        note: 'applied by an earlier attempt',
        settled: 'applied',
        ...(earlier.transactionIds ? { transactionIds: earlier.transactionIds } : {}),
      });
    }
    if (earlier.settled === 'applied') {
      // A status or limits read back cannot say whose change it shows: done, without claiming it.
      const now = change.cardAfter(earlier.value);
      return done(change, earlier.value, {
        note: now ? `already ${now.status}` : 'the card already shows it',
      });
    }
  }
  const resend = ctx.honoursIdempotencyKeys === true;
  const result = await attempt(
    () => change.send(key),
    () => change.settle(sentAt, key, resend),
    key,
  );
  if (result.ok)
    return done(change, result.value, {
      ...(result.settled ? { settled: result.settled } : {}),
      ...(result.transactionIds ? { transactionIds: result.transactionIds } : {}),
    });
  if (result.error.kind === 'rate_limited') return rateLimited(result.error);
  if (result.error.kind === 'state') return afterConflict(ctx, change, result.error);
  return { kind: 'failed', error: result.error, readFirst: result.error.settled !== undefined };
}

/** Runs one attempt; read failures before sending count as a retryable failure of the item. */
export async function executeItem(
  ctx: ActionContext,
  plan: BulkPlan,
  item: ItemAttempt,
  sentAt: number,
): Promise<ItemOutcome> {
  try {
    return await run(ctx, itemChange(ctx, plan, item.card), item, sentAt);
  } catch (thrown) {
    const error = toActionError(thrown);
    if (error.kind === 'rate_limited') return rateLimited(error);
    return { kind: 'failed', error, readFirst: item.readFirst };
  }
}
