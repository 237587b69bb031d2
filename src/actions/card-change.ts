// The one engine that changes a card. Each change (suspend, resume, terminate, fund, defund, edit)
// is described here once: its route per family, its request, the status the card should show
// afterwards (the domain state machine's nextStatus), how a lost answer is read back (the card's
// status or fields; our own `ref:` reference for money) and its audit name. The single actions
// (card-actions.ts, money-actions.ts), a bulk job's cards (bulk/execute.ts) and therefore
// `card-console cards` all send and read back through these descriptions and run.ts's `attempt`.
import type { ApiClient } from '../api/index.js';
import type { CardStatus, CardUpdateAccepted } from '../contract/index.js';
import { canPerform, nextStatus } from '../domain/index.js';
import { orgCardPath } from '../reads/index.js';
import { cardFromRead } from '../store/index.js';
import type { Card } from '../store/index.js';
import {
  moveTransactionIds,
  readBackCardMove,
  sendCardMove,
  type CardMove,
  type MoneyMove,
} from './card-move.js';
import { fail } from './errors.js';
import { CHANGE_ROUTES, changeFamily, type ChangeAction } from './family.js';
import { readCard } from './reads.js';
import { newIdempotencyKey } from '../api/index.js';
import type { AuditRecord } from './audit.js';
import { fieldChanges, sendable, type EditCardInput } from './edit-fields.js';
import { journalSingle, type SingleChange, type SingleJournal } from './journal/single.js';
import { resultOutcome, type ReadBackResult } from './outcome.js';
import { guard, runChange } from './run.js';
import type { ActionContext, ActionError, ActionOptions, ActionResult, CardRef } from './types.js';
import type { Family } from './validate.js';

export type StatusAction = 'suspend' | 'resume' | 'terminate';

/** One change of one card, as every path sends and reads it back. */
export interface CardChange<T> {
  readonly action: ChangeAction;
  /** The single action's audit name, e.g. `card.suspend` (a bulk job records `bulk.<action>` per item). */
  readonly audit: string;
  readonly card: CardRef;
  /** Money carries an Idempotency-Key, and our reference derived from it in the description. */
  readonly idempotent: boolean;
  readonly amount?: string;
  readonly currency?: string;
  /** The status the card shows once the change applied; null when its state does not allow the change. */
  readonly expected: CardStatus | null;
  send(key: string | undefined, signal?: AbortSignal): Promise<T>;
  /**
   * Reads back after an answer was lost. `resend`: the target honours Idempotency-Key, so resending
   * with the same key is a valid way to find out too (money only; a status change reads the card).
   */
  readBack(sentAt: number, key: string | undefined, resend: boolean): Promise<ReadBackResult<T>>;
  /** The card read shows the change (status and edits; money is read back by its reference only). */
  shows?(card: Card): boolean;
  transactionIds(value: T): string[];
  /** The card as the answer shows it, for the store. */
  cardAfter(value: T): Card | undefined;
  /** What else its audit entry records (an edit: each field before → after). */
  auditExtra?(): Partial<AuditRecord>;
  /** How the job journal names the change so that a resume can finish it; absent: not journaled (a name edit). */
  readonly journalAs?: Omit<SingleChange, 'card' | 'key'>;
}

export type FamilyCheck = { ok: true; family: Family } | { ok: false; error: ActionError };

/** Whether the credentials carry the change (and with which family), then whether the card's state allows it. */
export function checkChange(client: ApiClient, card: CardRef, action: ChangeAction): FamilyCheck {
  const family = changeFamily(client, action);
  if (!family.ok) return { ok: false, error: fail('not_permitted', family.reason) };
  const allowed = canPerform(card.status, action);
  if (!allowed.ok) return { ok: false, error: fail('state', allowed.reason) };
  return family;
}

export function statusChange(client: ApiClient, card: CardRef, action: StatusAction): CardChange<Card> {
  const expected = nextStatus(card.status, action);
  const shows = (now: Card): boolean => expected !== null && now.status === expected;
  return {
    action,
    audit: `card.${action}`,
    card,
    idempotent: false,
    expected,
    shows,
    journalAs: { action },
    send: async (_key, signal) =>
      cardFromRead(
        (await client.call(CHANGE_ROUTES[action].org, { params: orgCardPath(card) }, { signal })).data,
      ),
    readBack: async () => {
      const now = await readCard(client, card, 'org');
      if (shows(now)) return { readBack: 'applied', value: now };
      // Still in a status from which the change leads where we expected: it was not applied.
      if (expected !== null && nextStatus(now.status, action) === expected)
        return { readBack: 'not_applied' };
      return { readBack: 'still_unknown' };
    },
    transactionIds: () => [],
    cardAfter: (value) => value,
  };
}

export function moneyChange(client: ApiClient, move: CardMove): CardChange<MoneyMove> {
  return {
    action: move.direction,
    audit: `card.${move.direction}`,
    card: move.card,
    idempotent: true,
    amount: move.amount,
    ...(move.currency !== undefined ? { currency: move.currency } : {}),
    expected: nextStatus(move.card.status, move.direction),
    journalAs: {
      action: move.direction,
      amount: move.amount,
      ...(move.description !== undefined ? { description: move.description } : {}),
    },
    send: (key, signal) => sendCardMove(client, move, key, signal),
    readBack: (sentAt, key, resend) => readBackCardMove(client, move, sentAt, { key, resend }),
    transactionIds: moveTransactionIds,
    cardAfter: () => undefined,
  };
}

function showsEdit(card: Card, input: EditCardInput): boolean {
  if (input.name !== undefined && card.name !== input.name) return false;
  const limits = (card.limits ?? {}) as Record<string, unknown>;
  return Object.entries(input.limits ?? {}).every(([k, v]) => v === undefined || limits[k] === v);
}

/**
 * Name and/or limits: the server applies them later (202), so reading back can say applied, never not
 * applied. Only the fields given are sent (an empty limit is left out). `before`: the card as read just
 * before sending, so that the audit entry says each field before → after.
 */
export function editChange(
  client: ApiClient,
  card: CardRef,
  input: EditCardInput,
  before?: Card,
): CardChange<CardUpdateAccepted> {
  const sent = sendable(input);
  const shows = (now: Card): boolean => showsEdit(now, sent);
  return {
    action: 'edit',
    audit: 'card.edit',
    card,
    idempotent: false,
    expected: nextStatus(card.status, 'edit'),
    shows,
    // Limits alone are a bulk action a resume can run; a new name is not journaled (setting it again is harmless).
    ...(sent.name === undefined && sent.limits
      ? { journalAs: { action: 'setLimits' as const, limits: { ...sent.limits } } }
      : {}),
    auditExtra: () => ({ changes: fieldChanges(sent, before) }),
    send: async (_key, signal) =>
      (await client.call(CHANGE_ROUTES.edit.org, { params: orgCardPath(card), body: sent }, { signal })).data,
    readBack: async (): Promise<ReadBackResult<CardUpdateAccepted>> => {
      const now = await readCard(client, card, 'org');
      return shows(now)
        ? { readBack: 'applied', value: { cardId: card.id, status: 'pending', requested: sent } }
        : { readBack: 'still_unknown' };
    },
    transactionIds: () => [],
    cardAfter: () => undefined,
  };
}

/**
 * A single change: read-only and production guard, key, send, read back, one audit entry (run.ts), then
 * `after`. Where the context keeps a job journal, the change is journaled as a one-card job first.
 */
export async function runCardChange<T>(
  ctx: ActionContext,
  change: CardChange<T>,
  opts: ActionOptions,
  after: (value: T) => void | Promise<void>,
): Promise<ActionResult<T>> {
  const key = change.idempotent ? (opts.idempotencyKey ?? newIdempotencyKey()) : undefined;
  let journal: SingleJournal | undefined;
  if (ctx.journal && change.journalAs && !guard(ctx)) {
    try {
      journal = journalSingle(ctx.journal, {
        ...change.journalAs,
        card: change.card,
        ...(key ? { key } : {}),
      });
    } catch (error) {
      return {
        ok: false,
        error: fail(
          'unexpected',
          `nothing was sent: the job journal could not be written (${error instanceof Error ? error.message : String(error)})`,
        ),
      };
    }
  }
  const result = await runChange(ctx, {
    action: change.audit,
    targets: { cardId: change.card.id, accountId: change.card.accountId },
    ...(change.amount !== undefined ? { amount: change.amount } : {}),
    ...(change.currency !== undefined ? { currency: change.currency } : {}),
    idempotent: change.idempotent,
    ...(key ? { idempotencyKey: key } : {}),
    send: (sentKey) => change.send(sentKey, opts.signal),
    readBack: (sentAt, sentKey) => change.readBack(sentAt, sentKey, ctx.honoursIdempotencyKeys === true),
    transactionIds: (value) => change.transactionIds(value),
    auditExtra: () => ({
      ...change.auditExtra?.(),
      ...(opts.undoes !== undefined ? { undoes: opts.undoes } : {}),
    }),
    onStep: opts.onStep,
    after,
  });
  journal?.end(resultOutcome(result));
  return result;
}
