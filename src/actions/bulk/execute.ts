// One card of a bulk job: send the action once, and never apply it twice. After a failure that may
// have reached the server, the card is read (status, or its operations for money) before anything
// is sent again; a card already in the target state counts as done.
import { canPerform } from '../../domain/index.js';
import { cardFromRead } from '../../store/index.js';
import type { Card } from '../../store/index.js';
import { settleStatus, type StatusAction } from '../card-actions.js';
import { mayHaveApplied, toActionError } from '../errors.js';
import { sendCardMove, settleCardMove, type CardMove } from '../money-actions.js';
import { readCard } from '../reads.js';
import type { SettleOutcome } from '../run.js';
import type { ActionContext, ActionError, CardRef, Settlement } from '../types.js';
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

const STATUS_ROUTE = { suspend: 'suspendCard', resume: 'resumeCard', terminate: 'terminateCard' } as const;
const TARGET = { suspend: 'frozen', resume: 'active', terminate: 'closed' } as const;

function unsettled(error: ActionError, settled: Settlement, check?: string): ItemOutcome {
  const message = settled === 'not_applied'
    ? 'outcome was unknown; the card shows it was not applied (retry is safe)'
    : (check ?? 'outcome unknown: the card did not show whether it was applied');
  return { kind: 'failed', error: { ...error, kind: 'outcome_unknown', message, settled, retryable: true }, readFirst: true };
}

async function afterFailure<T>(thrown: unknown, settle: () => Promise<SettleOutcome<T>>, done: (value: T) => ItemOutcome, key?: string): Promise<ItemOutcome> {
  const error = { ...toActionError(thrown), ...(key ? { idempotencyKey: key } : {}) };
  if (error.kind === 'rate_limited') return { kind: 'rate_limited', ...(error.retryAfterMs === undefined ? {} : { retryAfterMs: error.retryAfterMs }) };
  if (!mayHaveApplied(thrown)) return { kind: 'failed', error, readFirst: false };
  let outcome: SettleOutcome<T>;
  try {
    outcome = await settle();
  } catch {
    outcome = { settled: 'still_unknown' };
  }
  if (outcome.settled === 'applied') {
    const applied = done(outcome.value);
    return applied.kind === 'done' ? { ...applied, settled: 'applied', ...(outcome.transactionIds ? { transactionIds: outcome.transactionIds } : {}) } : applied;
  }
  return unsettled(error, outcome.settled, outcome.settled === 'still_unknown' ? outcome.check : undefined);
}

async function runStatus(ctx: ActionContext, action: StatusAction, attempt: ItemAttempt): Promise<ItemOutcome> {
  const { card } = attempt;
  if (attempt.readFirst) {
    const now = await readCard(ctx.client, card, 'org');
    if (now.status === TARGET[action]) return { kind: 'done', note: `already ${now.status}`, card: now };
    const allowed = canPerform(now.status, action);
    if (!allowed.ok) return { kind: 'failed', error: { kind: 'state', message: allowed.reason, fields: [], retryable: false }, readFirst: false };
  }
  try {
    const read = await ctx.client.call(STATUS_ROUTE[action], { params: { wallet_id: card.accountId, instrument_id: card.id } });
    return { kind: 'done', card: cardFromRead(read.data) };
  } catch (thrown) {
    const error = toActionError(thrown);
    if (error.kind === 'state') {
      // Someone (or an earlier attempt) got there first: a card already in the target state is done.
      const now = await readCard(ctx.client, card, 'org').catch(() => undefined);
      if (now?.status === TARGET[action]) return { kind: 'done', note: `already ${now.status}`, card: now };
      return { kind: 'failed', error, readFirst: false };
    }
    return afterFailure(thrown, () => settleStatus(ctx, card, action), (value) => ({ kind: 'done', card: value }));
  }
}

async function runMove(ctx: ActionContext, plan: BulkPlan, attempt: ItemAttempt, sentAt: number): Promise<ItemOutcome> {
  const direction = plan.spec.action === 'fund' ? 'fund' : 'defund';
  const move: CardMove = {
    card: attempt.card, direction, family: plan.family, amount: plan.amount ?? '',
    ...(attempt.card.currency ? { currency: attempt.card.currency } : {}),
    ...(plan.spec.description === undefined ? {} : { description: plan.spec.description }),
  };
  const doneWith = (ids: (string | null)[]): ItemOutcome => ({ kind: 'done', transactionIds: ids.filter((v): v is string => typeof v === 'string') });
  if (attempt.readFirst && attempt.lastSentAt !== undefined) {
    const earlier = await settleCardMove(ctx.client, move, attempt.lastSentAt, { key: attempt.idempotencyKey });
    if (earlier.settled === 'applied') return { kind: 'done', note: 'applied by an earlier attempt', settled: 'applied', ...(earlier.transactionIds ? { transactionIds: earlier.transactionIds } : {}) };
  }
  try {
    const result = await sendCardMove(ctx.client, move, attempt.idempotencyKey);
    return doneWith([result.fromTransactionId, result.toTransactionId]);
  } catch (thrown) {
    const how = { key: attempt.idempotencyKey, resend: ctx.honoursIdempotencyKeys === true };
    return afterFailure(thrown, () => settleCardMove(ctx.client, move, sentAt, how), (v) => doneWith([v.fromTransactionId, v.toTransactionId]), attempt.idempotencyKey);
  }
}

async function runLimits(ctx: ActionContext, plan: BulkPlan, attempt: ItemAttempt): Promise<ItemOutcome> {
  const limits = plan.spec.limits ?? {};
  const { card } = attempt;
  try {
    await ctx.client.call('updateCard', { params: { wallet_id: card.accountId, instrument_id: card.id }, body: { limits } });
    return { kind: 'done' };
  } catch (thrown) {
    const settle = async (): Promise<SettleOutcome<Card>> => {
      const now = await readCard(ctx.client, card, 'org');
      const current = (now.limits ?? {}) as Record<string, unknown>;
      const shows = Object.entries(limits).every(([k, v]) => v === undefined || current[k] === v);
      return shows ? { settled: 'applied', value: now } : { settled: 'still_unknown' };
    };
    return afterFailure(thrown, settle, () => ({ kind: 'done' }));
  }
}

/** Runs one attempt; read failures before sending count as a retryable failure of the item. */
export async function executeItem(ctx: ActionContext, plan: BulkPlan, attempt: ItemAttempt, sentAt: number): Promise<ItemOutcome> {
  try {
    switch (plan.spec.action) {
      case 'suspend':
      case 'resume':
      case 'terminate':
        return await runStatus(ctx, plan.spec.action, attempt);
      case 'fund':
      case 'defund':
        return await runMove(ctx, plan, attempt, sentAt);
      case 'setLimits':
        return await runLimits(ctx, plan, attempt);
    }
  } catch (thrown) {
    const error = toActionError(thrown);
    if (error.kind === 'rate_limited') return { kind: 'rate_limited', ...(error.retryAfterMs === undefined ? {} : { retryAfterMs: error.retryAfterMs }) };
    return { kind: 'failed', error, readFirst: attempt.readFirst };
  }
}
