// Creating use-cases: issue a card (organization `issueCard` or account `issueAccountCard`) and
// create a cardholder. A new card goes into the store at once as `creating` and is tracked until
// it is active or creating_failed; a lost answer is read back by looking for the new object.
import type { ApiClient } from '../api/index.js';
import { CreateCardholderBody, IssueCardBody } from '../contract/index.js';
import type { Cardholder, CardType } from '../contract/index.js';
import { validateCardLimits } from '../domain/index.js';
import { canRead, readIn, READS } from '../reads/index.js';
import { cardFromRead } from '../store/index.js';
import type { Card } from '../store/index.js';
import { fail, notSentError, toActionError, validationError, zodFields } from './errors.js';
import { changeFamily } from './family.js';
import { putCards, readCard, readLimitRanges, refresh } from './reads.js';
import { READ_BACK_SKEW_MS } from './reference.js';
import type { ReadBackResult } from './outcome.js';
import { runChange } from './run.js';
import { trackCard } from './track.js';
import type { ActionContext, ActionOptions, ActionResult, FieldIssue } from './types.js';
import type { Family } from './validate.js';

export interface IssueCardInput {
  accountId: string;
  cardOwnerId: string;
  cardType: CardType;
  name?: string;
  cardProviderBinId?: string;
  binCategoryId?: string;
  limits?: { daily_limit?: string; monthly_limit?: string };
}

async function limitIssues(
  client: ApiClient,
  input: IssueCardInput,
  family: Family,
  signal?: AbortSignal,
): Promise<FieldIssue[]> {
  if (!input.limits || Object.keys(input.limits).length === 0) return [];
  // The ranges are an organization-family read; with account credentials only the server checks them.
  const ranges = canRead(client, READS.walletLimits)
    ? await readLimitRanges(client, input.accountId, signal)
    : [];
  return validateCardLimits(input.limits, ranges, { maxFractionDigits: family === 'org' ? 2 : 9 }).map(
    (issue) => ({ field: `limits.${issue.field}`, message: issue.reason, type: issue.type }),
  );
}

function bodyOf(input: IssueCardInput) {
  const { accountId: _accountId, ...body } = input;
  return body;
}

async function holderCardIds(
  client: ApiClient,
  cardOwnerId: string,
  accountId: string,
): Promise<Set<string>> {
  const cards = await readIn(client, READS.holderCardItems, 'account', cardOwnerId);
  return new Set(cards.filter((c) => c.accountUuid === accountId).map((c) => c.cardId));
}

/** Finds the card a possibly-sent issuance created: exactly one new match means it was applied. */
async function readBackIssue(
  ctx: ActionContext,
  input: IssueCardInput,
  family: Family,
  sentAt: number,
  before?: Set<string>,
): Promise<ReadBackResult<Card>> {
  let candidates: string[];
  if (family === 'org') {
    const page = await readIn(ctx.client, READS.walletCardPage, 'org', {
      walletId: input.accountId,
      createdAtFrom: new Date(sentAt - READ_BACK_SKEW_MS).toISOString(),
      order: 'desc',
      quantity: 100,
    });
    candidates = page.items
      .filter((c) => c.cardType === input.cardType && (input.name === undefined || c.name === input.name))
      .map((c) => c.cardId);
  } else {
    if (!before) return { readBack: 'still_unknown' };
    candidates = [...(await holderCardIds(ctx.client, input.cardOwnerId, input.accountId))].filter(
      (id) => !before.has(id),
    );
  }
  if (candidates.length === 0) return { readBack: 'not_applied' };
  if (candidates.length > 1) return { readBack: 'still_unknown' };
  return {
    readBack: 'applied',
    value: await readCard(ctx.client, { id: candidates[0] as string, accountId: input.accountId }, family),
  };
}

export interface IssueOptions extends ActionOptions {
  /** Poll the new card until it is active or failed (default: when the context has a store). */
  track?: boolean;
}

export async function issueCard(
  ctx: ActionContext,
  input: IssueCardInput,
  opts: IssueOptions = {},
): Promise<ActionResult<Card>> {
  const family = changeFamily(ctx.client, 'issue');
  if (!family.ok) return { ok: false, error: fail('not_permitted', family.reason) };
  const parsed = IssueCardBody.safeParse(bodyOf(input));
  if (!parsed.success) return { ok: false, error: validationError(zodFields(parsed.error.issues)) };
  let before: Set<string> | undefined;
  try {
    opts.onStep?.('reading');
    const issues = await limitIssues(ctx.client, input, family.family, opts.signal);
    if (issues.length > 0) return { ok: false, error: validationError(issues) };
    // The account family cannot list a wallet's cards by time: remember the holder's cards instead.
    if (family.family === 'account')
      before = await holderCardIds(ctx.client, input.cardOwnerId, input.accountId);
  } catch (error) {
    return { ok: false, error: notSentError(error) };
  }
  const body = bodyOf(input);
  const result = await runChange<Card>(ctx, {
    action: 'card.issue',
    targets: { accountId: input.accountId, cardOwnerId: input.cardOwnerId },
    idempotent: true,
    ...(opts.idempotencyKey ? { idempotencyKey: opts.idempotencyKey } : {}),
    send: async (key) => {
      const callOpts = { signal: opts.signal, ...(key ? { idempotencyKey: key } : {}) };
      if (family.family === 'org')
        return cardFromRead(
          (await ctx.client.call('issueCard', { params: { wallet_id: input.accountId }, body }, callOpts))
            .data,
        );
      return cardFromRead(
        await ctx.client.call(
          'issueAccountCard',
          { params: { account_uuid: input.accountId }, body },
          callOpts,
        ),
      );
    },
    readBack: (sentAt) => readBackIssue(ctx, input, family.family, sentAt, before),
    resultTargets: (card) => ({ cardId: card.id }),
    onStep: opts.onStep,
    after: async (card) => {
      putCards(ctx, [card]);
      await refresh(ctx, { card: card.id }, { account: input.accountId });
    },
  });
  if (result.ok && (opts.track ?? ctx.store !== undefined)) {
    void trackCard(ctx, { id: result.value.id, accountId: input.accountId }, { family: family.family });
  }
  return result;
}

export type CreateCardholderInput = CreateCardholderBody & { accountId: string };

export async function createCardholder(
  ctx: ActionContext,
  input: CreateCardholderInput,
  opts: ActionOptions = {},
): Promise<ActionResult<Cardholder>> {
  const permission = ctx.client.can('createCardholder');
  if (!permission.ok) return { ok: false, error: fail('not_permitted', permission.reason) };
  const { accountId, ...rest } = input;
  const parsed = CreateCardholderBody.safeParse(rest);
  if (!parsed.success) return { ok: false, error: validationError(zodFields(parsed.error.issues)) };
  const body = parsed.data;
  return runChange<Cardholder>(ctx, {
    action: 'cardholder.create',
    targets: { accountId, cardOwnerId: body.cardOwnerId },
    idempotent: true,
    ...(opts.idempotencyKey ? { idempotencyKey: opts.idempotencyKey } : {}),
    send: (key) =>
      ctx.client.call(
        'createCardholder',
        { params: { account_uuid: accountId }, body },
        { idempotencyKey: key, signal: opts.signal },
      ),
    readBack: async () => {
      try {
        return {
          readBack: 'applied',
          value: await readIn(ctx.client, READS.holder, 'account', body.cardOwnerId),
        };
      } catch (error) {
        return toActionError(error).kind === 'not_found'
          ? { readBack: 'not_applied' }
          : { readBack: 'still_unknown' };
      }
    },
  });
}
