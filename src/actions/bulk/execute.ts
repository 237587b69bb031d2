// One card of a bulk job, through the same engine as a single change (card-change.ts: the request,
// the read back; run.ts: `attempt`, the send-and-read-back routine). What is the job's own: before
// sending again after an attempt that may have been applied, read back first; and a card that
// someone (or an earlier attempt) already moved to the expected status counts as done.
import type { Card } from '../../store/index.js';
import type { AuditRecord } from '../audit.js';
import { moneyChange, editChange, statusChange, type CardChange } from '../card-change.js';
import { toActionError } from '../errors.js';
import { failureOutcome } from '../outcome.js';
import { readCard } from '../reads.js';
import { attempt } from '../run.js';
import type { ActionContext, ActionError, CardRef, Outcome, StepReport } from '../types.js';
import type { BulkPlan } from './plan.js';

/** What one attempt at a card came to: an outcome, or a 429 (the card waits and is tried again). */
export type Tried =
  | {
      readonly kind: 'ended';
      readonly outcome: Outcome;
      /** The card as the answer or a read showed it, for the store. */
      readonly card?: Card;
      /** The attempt may have reached the server: the next one reads back before sending. */
      readonly readFirst: boolean;
      /** What else the card's audit entry records (an edit: the fields it sent). */
      readonly audit?: Partial<AuditRecord>;
    }
  | { readonly kind: 'rate_limited'; readonly retryAfterMs?: number };

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
        ...(spec.description !== undefined ? { description: spec.description } : {}),
      });
    case 'setLimits':
      return editChange(ctx.client, card, { limits: spec.limits ?? {} });
  }
}

function done(
  change: CardChange<unknown>,
  value: unknown,
  extra: { note?: string; readBack?: 'applied'; transactionIds?: string[] },
): Tried {
  const card = change.cardAfter(value);
  const ids = extra.transactionIds ?? change.transactionIds(value);
  const outcome: Outcome = {
    kind: 'done',
    ...(extra.note ? { note: extra.note } : {}),
    ...(extra.readBack ? { readBack: extra.readBack } : {}),
    ...(ids.length > 0 ? { transactionIds: ids } : {}),
  };
  return { kind: 'ended', outcome, readFirst: false, ...(card !== undefined ? { card } : {}) };
}

const ended = (error: ActionError, readFirst: boolean): Tried => ({
  kind: 'ended',
  outcome: failureOutcome(error),
  readFirst,
});

const rateLimited = (error: ActionError): Tried => ({
  kind: 'rate_limited',
  ...(error.retryAfterMs !== undefined ? { retryAfterMs: error.retryAfterMs } : {}),
});

/** The server refused for the card's state: a card that already shows the change is done. */
async function afterConflict(
  ctx: ActionContext,
  change: CardChange<unknown>,
  error: ActionError,
): Promise<Tried> {
  if (change.shows) {
    const now = await readCard(ctx.client, change.card, 'org').catch(() => undefined);
    if (now && change.shows(now))
      return {
        kind: 'ended',
        outcome: { kind: 'done', note: `already ${now.status}` },
        card: now,
        readFirst: false,
      };
  }
  return ended(error, false);
}

/** Before sending again after an attempt that may have applied: what reading back finds, if it found it. */
async function earlierAttempt(
  change: CardChange<unknown>,
  item: ItemAttempt,
  onStep: StepReport | undefined,
): Promise<Tried | undefined> {
  if (!item.readFirst || item.lastSentAt === undefined) return undefined;
  // Read back only: sending again is the step after this, with the same key.
  onStep?.('confirming');
  const earlier = await change.readBack(item.lastSentAt, item.idempotencyKey, false);
  if (earlier.readBack !== 'applied') return undefined;
  if (change.idempotent) {
    // Money is found by our own reference: the earlier attempt's, nobody else's.
    return done(change, earlier.value, {
      note: 'applied by an earlier attempt',
      readBack: 'applied',
      ...(earlier.transactionIds !== undefined ? { transactionIds: earlier.transactionIds } : {}),
    });
  }
  // A status or limits read back cannot say whose change it shows: done, without claiming it.
  const now = change.cardAfter(earlier.value);
  return done(change, earlier.value, { note: now ? `already ${now.status}` : 'the card already shows it' });
}

async function run(
  ctx: ActionContext,
  change: CardChange<unknown>,
  item: ItemAttempt,
  sentAt: number,
  onStep: StepReport | undefined,
): Promise<Tried> {
  const earlier = await earlierAttempt(change, item, onStep);
  if (earlier) return earlier;
  const key = item.idempotencyKey;
  const resend = ctx.honoursIdempotencyKeys === true;
  const result = await attempt(
    () => change.send(key),
    () => change.readBack(sentAt, key, resend),
    key,
    onStep,
  );
  if (result.ok)
    return done(change, result.value, {
      ...(result.readBack ? { readBack: result.readBack } : {}),
      ...(result.transactionIds !== undefined ? { transactionIds: result.transactionIds } : {}),
    });
  if (result.error.kind === 'rate_limited') return rateLimited(result.error);
  if (result.error.kind === 'state') return afterConflict(ctx, change, result.error);
  return ended(result.error, result.error.readBack !== undefined);
}

/**
 * Runs one attempt; read failures before sending count as a retryable failure of the card. `onStep`
 * hears the steps the single change reports (sending; confirming while an answer is read back).
 */
export async function executeItem(
  ctx: ActionContext,
  plan: BulkPlan,
  item: ItemAttempt,
  sentAt: number,
  onStep?: StepReport,
): Promise<Tried> {
  const change = itemChange(ctx, plan, item.card);
  try {
    const tried = await run(ctx, change, item, sentAt, onStep);
    return tried.kind === 'ended' && change.auditExtra ? { ...tried, audit: change.auditExtra() } : tried;
  } catch (thrown) {
    const error = toActionError(thrown);
    if (error.kind === 'rate_limited') return rateLimited(error);
    return ended(error, item.readFirst);
  }
}
