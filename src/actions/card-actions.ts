// Single-card use-cases: suspend, resume, terminate (organization family) and reveal credentials
// (returned to the caller only; the audit entry says "revealed" and nothing more). Editing the name
// and limits is edit-card.ts.
import type { CardCredentials } from '../contract/index.js';
import { canPerform } from '../domain/index.js';
import type { Card } from '../store/index.js';
import { checkChange, runCardChange, statusChange, type StatusAction } from './card-change.js';
import { fail, toActionError } from './errors.js';
import { changeFamily } from './family.js';
import { putCards, readCredentials, refresh } from './reads.js';
import type { ActionContext, ActionOptions, ActionResult, CardRef } from './types.js';

export type { StatusAction } from './card-change.js';

/** Suspend (freeze), resume (unfreeze) or terminate (close, irreversible) one card. */
export async function changeCardStatus(
  ctx: ActionContext,
  card: CardRef,
  action: StatusAction,
  opts: ActionOptions = {},
): Promise<ActionResult<Card>> {
  const checked = checkChange(ctx.client, card, action);
  if (!checked.ok) return { ok: false, error: checked.error };
  return runCardChange(ctx, statusChange(ctx.client, card, action), opts, async (updated) => {
    putCards(ctx, [updated]);
    await refresh(ctx, { card: card.id });
  });
}

export const terminateCard = (ctx: ActionContext, card: CardRef, opts?: ActionOptions) =>
  changeCardStatus(ctx, card, 'terminate', opts);

/**
 * The card's full number, CVV and expiry for the caller to show and forget. Nothing here keeps
 * them: not the store, not the audit entry (which records only that they were revealed).
 */
export async function revealCredentials(
  ctx: ActionContext,
  card: CardRef,
  opts: ActionOptions = {},
): Promise<ActionResult<CardCredentials>> {
  const family = changeFamily(ctx.client, 'reveal');
  if (!family.ok) return { ok: false, error: fail('not_permitted', family.reason) };
  const allowed = canPerform(card.status, 'reveal');
  if (!allowed.ok) return { ok: false, error: fail('state', allowed.reason) };
  const targets = { cardId: card.id, accountId: card.accountId };
  try {
    const value = await readCredentials(ctx.client, card, family.family, opts.signal);
    const audit = ctx.audit.record({
      action: 'card.reveal',
      targets,
      outcome: 'done',
      message: 'credentials revealed',
    });
    return { ok: true, value, audit };
  } catch (error) {
    const failure = toActionError(error);
    const audit = ctx.audit.record({
      action: 'card.reveal',
      targets,
      outcome: 'failed',
      errorCode: failure.code ?? failure.kind,
    });
    return { ok: false, error: failure, audit };
  }
}
