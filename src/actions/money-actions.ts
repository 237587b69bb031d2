// Money-moving use-cases: fund/defund a card (organization fund/defund or account top-up/withdraw,
// whichever the credentials allow) and transfer between accounts. Each is validated first (exact
// decimal, positive, the family's fraction digits, the source's available balance, description
// length), carries one Idempotency-Key, and reads back a lost answer by finding our reference.
import type { ApiClient } from '../api/index.js';
import { withReference } from '../domain/index.js';
import { readIn, READS } from '../reads/index.js';
import { checkChange, moneyChange, runCardChange } from './card-change.js';
import { type CardMove, type Direction, type MoneyMove } from './card-move.js';
import { fail, notSentError, validationError } from './errors.js';
import { readBackByReference, referenceFor } from './reference.js';
import { changeFamily } from './family.js';
import { readAccountBalance, readCard, refresh } from './reads.js';
import type { ReadBackResult } from './outcome.js';
import { runChange } from './run.js';
import type { ActionContext, ActionOptions, ActionResult, CardRef, FieldIssue } from './types.js';
import { checkAmount, checkMovementDescription, compact, digitsOf, type Family } from './validate.js';

export type { Direction, MoneyMove } from './card-move.js';

export interface FundInput {
  amount: string;
  description?: string;
}

export const chooseMoneyFamily = (client: ApiClient, direction: Direction) => changeFamily(client, direction);

/** The source of a movement and its available balance: the wallet for fund, the card for defund. */
async function readSource(
  ctx: ActionContext,
  card: CardRef,
  direction: Direction,
  family: Family,
  signal?: AbortSignal,
) {
  if (direction === 'fund')
    return { ...(await readAccountBalance(ctx.client, card.accountId, family, signal)), label: 'wallet' };
  const now = await readCard(ctx.client, card, family, signal);
  return { available: now.availableBalance, currency: now.currency, label: 'card', status: now.status };
}

/** Moves money between a card and its wallet. */
export async function moveCardFunds(
  ctx: ActionContext,
  card: CardRef,
  direction: Direction,
  input: FundInput,
  opts: ActionOptions = {},
): Promise<ActionResult<MoneyMove>> {
  const family = checkChange(ctx.client, card, direction);
  if (!family.ok) return { ok: false, error: family.error };
  const digits = digitsOf(family.family);
  const parsed = checkAmount(input.amount, { digits });
  const syntax = compact([parsed.ok ? undefined : parsed.issue, checkMovementDescription(input.description)]);
  if (syntax.length > 0) return { ok: false, error: validationError(syntax) };
  let source;
  try {
    opts.onStep?.('reading');
    source = await readSource(ctx, card, direction, family.family, opts.signal);
  } catch (error) {
    return { ok: false, error: notSentError(error) };
  }
  const currency = source.currency ?? card.currency;
  const amount = checkAmount(input.amount, {
    digits,
    available: source.available,
    sourceLabel: source.label,
    ...(currency !== undefined ? { currency } : {}),
  });
  if (!amount.ok) return { ok: false, error: validationError([amount.issue]) };
  const move: CardMove = {
    card,
    direction,
    family: family.family,
    amount: amount.text,
    currency: source.currency,
    ...(input.description !== undefined ? { description: input.description } : {}),
  };
  return runCardChange(ctx, moneyChange(ctx.client, move), opts, () =>
    refresh(ctx, { card: card.id }, { account: card.accountId }),
  );
}

export const fundCard = (ctx: ActionContext, card: CardRef, input: FundInput, opts?: ActionOptions) =>
  moveCardFunds(ctx, card, 'fund', input, opts);
export const defundCard = (ctx: ActionContext, card: CardRef, input: FundInput, opts?: ActionOptions) =>
  moveCardFunds(ctx, card, 'defund', input, opts);

export interface TransferInput {
  sourceAccountId: string;
  destinationAccountId: string;
  amount: string;
  /** Default: the source's currency. */
  currency?: string;
  description?: string;
}

export interface TransferValue {
  readonly amount: string;
  readonly currency: string;
  readonly status: string | null;
  readonly fromTransactionId: string | null;
  readonly toTransactionId: string | null;
  readonly feeAmount?: string;
}

function transferIssues(input: TransferInput): FieldIssue[] {
  const issues: (FieldIssue | undefined)[] = [checkMovementDescription(input.description)];
  if (input.destinationAccountId === '')
    issues.push({ field: 'destinationAccountUuid', message: 'choose a destination wallet' });
  if (input.destinationAccountId === input.sourceAccountId)
    issues.push({ field: 'destinationAccountUuid', message: 'the destination must be another wallet' });
  const amount = checkAmount(input.amount, {
    digits: 9,
    ...(input.currency !== undefined ? { currency: input.currency } : {}),
  });
  if (!amount.ok) issues.push(amount.issue);
  return compact(issues);
}

/** As readBackCardMove, for a transfer: our reference on the destination's payin. */
function readBackTransfer(
  ctx: ActionContext,
  input: TransferInput,
  send: (key: string) => Promise<TransferValue>,
  amount: string,
  currency: string,
  sentAt: number,
  key: string | undefined,
): Promise<ReadBackResult<TransferValue>> {
  return readBackByReference<TransferValue>({
    key,
    sentAt,
    amount,
    currency,
    what: 'payins of the destination',
    candidates: async (since) => {
      const asked = { walletId: input.destinationAccountId, types: ['payin'], from: since, size: 100 };
      const ops = (await readIn(ctx.client, READS.walletOperations, 'account', asked))?.operations ?? [];
      return ops.map((op) => ({ id: op.id, amount: op.amount, description: op.description ?? null }));
    },
    found: (id) => ({ amount, currency, status: 'completed', fromTransactionId: null, toTransactionId: id }),
    ...(ctx.honoursIdempotencyKeys ? { resend: async (k: string) => ({ value: await send(k) }) } : {}),
  });
}

/** Moves money from one account to another of the same merchant (account family). */
export async function transfer(
  ctx: ActionContext,
  input: TransferInput,
  opts: ActionOptions = {},
): Promise<ActionResult<TransferValue>> {
  const permission = ctx.client.can('transfer');
  if (!permission.ok) return { ok: false, error: fail('not_permitted', permission.reason) };
  const syntax = transferIssues(input);
  if (syntax.length > 0) return { ok: false, error: validationError(syntax) };
  let source;
  try {
    opts.onStep?.('reading');
    source = await readAccountBalance(ctx.client, input.sourceAccountId, 'account', opts.signal);
  } catch (error) {
    return { ok: false, error: notSentError(error) };
  }
  const currency = input.currency ?? source.currency;
  const amount = checkAmount(input.amount, {
    digits: 9,
    available: source.available,
    sourceLabel: 'source wallet',
    currency,
  });
  if (!amount.ok) return { ok: false, error: validationError([amount.issue]) };
  const body = (key: string | undefined) => ({
    destinationAccountUuid: input.destinationAccountId,
    amount: amount.text,
    currency,
    ...(key === undefined
      ? input.description === undefined
        ? {}
        : { description: input.description }
      : { description: withReference(input.description, referenceFor(key)) }),
  });
  const send = async (key: string | undefined): Promise<TransferValue> => {
    const r = await ctx.client.call(
      'transfer',
      { params: { account_uuid: input.sourceAccountId }, body: body(key) },
      { idempotencyKey: key, signal: opts.signal },
    );
    const text = (v: unknown): string | null => (typeof v === 'string' ? v : null);
    const fee = text(r.feeAmount);
    return {
      amount: text(r.amount) ?? amount.text,
      currency: text(r.currency) ?? currency,
      status: text(r.status),
      fromTransactionId: text(r.fromTransactionId),
      toTransactionId: text(r.toTransactionId),
      ...(fee === null ? {} : { feeAmount: fee }),
    };
  };
  return runChange<TransferValue>(ctx, {
    action: 'account.transfer',
    targets: { accountId: input.sourceAccountId, destinationAccountId: input.destinationAccountId },
    amount: amount.text,
    currency,
    idempotent: true,
    ...(opts.idempotencyKey ? { idempotencyKey: opts.idempotencyKey } : {}),
    send,
    readBack: (sentAt, key) => readBackTransfer(ctx, input, send, amount.text, currency, sentAt, key),
    transactionIds: (v) => [v.fromTransactionId, v.toTransactionId],
    after: () => refresh(ctx, { account: input.sourceAccountId }, { account: input.destinationAccountId }),
    onStep: opts.onStep,
  });
}
