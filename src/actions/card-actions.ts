// Single-card use-cases: suspend, resume, terminate (organization family), edit name and limits
// (validated against the wallet's ranges first), and reveal credentials (returned to the caller
// only; the audit entry says "revealed" and nothing more).
import type { CardCredentials, CardUpdateAccepted } from '../contract/index.js';
import { canPerform, validateCardLimits } from '../domain/index.js';
import type { CardAction } from '../domain/index.js';
import type { Card } from '../store/index.js';
import {
  checkChange,
  editChange,
  runCardChange,
  statusChange,
  type EditCardInput,
  type StatusAction,
} from './card-change.js';
import { fail, toActionError, validationError } from './errors.js';
import type { ApiClient } from '../api/index.js';
import { changeFamily, type FamilyChoice } from './family.js';
import { putCards, readCard, readCredentials, readLimitRanges, refresh } from './reads.js';
import { followCard } from './track.js';
import type { ActionContext, ActionOptions, ActionResult, CardRef, FieldIssue } from './types.js';
import { checkName, compact } from './validate.js';

export type { EditCardInput, StatusAction } from './card-change.js';

/**
 * Whether these credentials can carry the action at all (a route of either family), and why not.
 * Only the credentials: whether the card's state allows it is the domain's `canPerform`.
 */
export function cardActionCredentials(client: ApiClient, action: CardAction): FamilyChoice {
  return changeFamily(client, action);
}

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

export const suspendCard = (ctx: ActionContext, card: CardRef, opts?: ActionOptions) =>
  changeCardStatus(ctx, card, 'suspend', opts);
export const resumeCard = (ctx: ActionContext, card: CardRef, opts?: ActionOptions) =>
  changeCardStatus(ctx, card, 'resume', opts);
export const terminateCard = (ctx: ActionContext, card: CardRef, opts?: ActionOptions) =>
  changeCardStatus(ctx, card, 'terminate', opts);

function limitIssues(
  input: EditCardInput,
  ranges: Parameters<typeof validateCardLimits>[1],
  current: Card,
): FieldIssue[] {
  if (!input.limits) return [];
  const currentLimits = (current.limits ?? {}) as {
    daily_limit?: string | null;
    monthly_limit?: string | null;
  };
  return validateCardLimits(input.limits, ranges, { maxFractionDigits: 2, current: currentLimits }).map(
    (issue) => ({ field: `limits.${issue.field}`, message: issue.reason, type: issue.type }),
  );
}

/**
 * Change name and/or limits (asynchronous on the server: 202, then the card read shows it).
 * Limits are checked against the wallet's ranges and the card's other limit before sending.
 */
export async function editCard(
  ctx: ActionContext,
  card: CardRef,
  input: EditCardInput,
  opts: ActionOptions = {},
): Promise<ActionResult<CardUpdateAccepted>> {
  const checked = checkChange(ctx.client, card, 'edit');
  if (!checked.ok) return { ok: false, error: checked.error };
  const basic = compact([checkName(input.name)]);
  if (input.name === undefined && (input.limits === undefined || Object.keys(input.limits).length === 0)) {
    basic.push({ field: 'name', message: 'change the name or a limit' });
  }
  if (basic.length > 0) return { ok: false, error: validationError(basic) };
  let issues: FieldIssue[];
  try {
    const [ranges, current] = await Promise.all([
      readLimitRanges(ctx.client, card.accountId, opts.signal),
      readCard(ctx.client, card, 'org', opts.signal),
    ]);
    issues = limitIssues(input, ranges, current);
  } catch (error) {
    return { ok: false, error: toActionError(error) };
  }
  if (issues.length > 0) return { ok: false, error: validationError(issues) };
  const change = editChange(ctx.client, card, input);
  const result = await runCardChange(ctx, change, opts, () => refresh(ctx, { card: card.id }));
  // The server applies an edit later (202): follow the card until it shows, when someone is watching.
  if (result.ok && ctx.store) {
    const label = card.name ?? card.id;
    void followCard(
      ctx,
      card,
      (now) => change.shows?.(now) === true,
      () => ({ level: 'info', text: `card ${label} updated` }),
      {
        timeoutNotice: `card ${label}: the update was accepted but does not show yet`,
      },
    );
  }
  return result;
}

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
      outcome: 'ok',
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
