// Money-moving use-cases: fund/defund a card (organization fund/defund or account top-up/withdraw,
// whichever the credentials allow) and transfer between accounts. Each is validated first (exact
// decimal, positive, the family's fraction digits, the source's available balance, description
// length), carries one Idempotency-Key, and settles an unknown outcome by reading operations.
import type { ApiClient } from '../api/index.js';
import { canPerform, equals, parseMoneyString } from '../domain/index.js';
import type { Money } from '../domain/index.js';
import { fail, toActionError, validationError } from './errors.js';
import { chooseFamily } from './family.js';
import { readAccountBalance, readCard, refresh } from './reads.js';
import { runChange, type SettleOutcome } from './run.js';
import type { ActionContext, ActionOptions, ActionResult, CardRef, FieldIssue } from './types.js';
import { checkAmount, checkDescription, compact, digitsOf, type Family } from './validate.js';

export type Direction = 'fund' | 'defund';

/** One money movement as both families report it. */
export interface MoneyMove {
  readonly amount: string;
  readonly currency: string;
  readonly status: string | null;
  readonly fromTransactionId: string | null;
  readonly toTransactionId: string | null;
}

export interface FundInput {
  amount: string;
  description?: string;
}

const ORG_ROUTE = { fund: 'fundCard', defund: 'defundCard' } as const;
const ACCOUNT_ROUTE = { fund: 'topUpCard', defund: 'withdrawCard' } as const;
/** The card operation each direction leaves behind. */
const CARD_OP_TYPE = { fund: 'top_up', defund: 'withdrawal' } as const;
// Our clock and the server's may differ a little; a wider window could match an older movement.
// Missing a match is the safe side: the retry carries the same Idempotency-Key.
const SETTLE_SKEW_MS = 2_000;

export const chooseMoneyFamily = (client: ApiClient, direction: Direction) => chooseFamily(client, ORG_ROUTE[direction], ACCOUNT_ROUTE[direction]);

export interface CardMove {
  card: CardRef;
  direction: Direction;
  family: Family;
  /** Already normalised to the family's digits. */
  amount: string;
  /** The card's currency; the account family defaults to USD when absent. */
  currency?: string;
  description?: string;
}

/** Sends one validated card movement. */
export async function sendCardMove(client: ApiClient, move: CardMove, key: string | undefined, signal?: AbortSignal): Promise<MoneyMove> {
  const opts = { ...(key ? { idempotencyKey: key } : {}), ...(signal ? { signal } : {}) };
  const description = move.description === undefined ? {} : { description: move.description };
  if (move.family === 'org') {
    const params = { wallet_id: move.card.accountId, instrument_id: move.card.id };
    const r = (await client.call(ORG_ROUTE[move.direction], { params, body: { amount: move.amount, ...description } }, opts)).data;
    return { amount: r.amount, currency: r.currency, status: r.status, fromTransactionId: r.fromTransactionId, toTransactionId: r.toTransactionId };
  }
  const params = { account_uuid: move.card.accountId, card_uuid: move.card.id };
  const body = { amount: move.amount, ...(move.currency ? { currency: move.currency } : {}), ...description };
  const r = await client.call(ACCOUNT_ROUTE[move.direction], { params, body }, opts);
  return {
    amount: r.amount, currency: r.currency, status: r.status,
    fromTransactionId: r.fromTransactionId ?? null, toTransactionId: r.toTransactionId ?? r.transactionId ?? null,
  };
}

const sameAmount = (text: string, value: Money): boolean => {
  const parsed = parseMoneyString(text);
  return parsed.ok && equals(parsed.value, value);
};

async function cardOpsSince(client: ApiClient, move: CardMove, since: string): Promise<{ id: string; amount: string }[]> {
  const type = CARD_OP_TYPE[move.direction];
  if (move.family === 'org') {
    const query = { 'cardIds[]': [move.card.id], 'types[]': [type], createdAtFrom: since, quantity: 100 };
    return (await client.call('listCardOperations', { query })).data;
  }
  return (await client.call('listCardTransactions', { query: { cardId: move.card.id, 'types[]': [type], createdAtFrom: since, limit: 100 } })).items;
}

/** Reads the card's operations since the request was sent: exactly one movement of this amount means it happened. */
export async function settleCardMove(client: ApiClient, move: CardMove, sentAt: number): Promise<SettleOutcome<MoneyMove>> {
  const value = parseMoneyString(move.amount);
  if (!value.ok) return { settled: 'still_unknown' };
  const since = new Date(sentAt - SETTLE_SKEW_MS).toISOString();
  const matches = (await cardOpsSince(client, move, since)).filter((op) => sameAmount(op.amount, value.value));
  if (matches.length === 0) return { settled: 'not_applied' };
  if (matches.length > 1) return { settled: 'still_unknown' };
  const opId = (matches[0] as { id: string }).id;
  const ids = move.direction === 'fund' ? { fromTransactionId: null, toTransactionId: opId } : { fromTransactionId: opId, toTransactionId: null };
  return { settled: 'applied', value: { amount: move.amount, currency: move.currency ?? '', status: 'completed', ...ids }, transactionIds: [opId] };
}

/** The source of a movement and its available balance: the wallet for fund, the card for defund. */
async function readSource(ctx: ActionContext, card: CardRef, direction: Direction, family: Family, signal?: AbortSignal) {
  if (direction === 'fund') return { ...(await readAccountBalance(ctx.client, card.accountId, family, signal)), label: 'wallet' };
  const now = await readCard(ctx.client, card, family, signal);
  return { available: now.availableBalance, currency: now.currency, label: 'card', status: now.status };
}

/** Moves money between a card and its wallet. */
export async function moveCardFunds(ctx: ActionContext, card: CardRef, direction: Direction, input: FundInput, opts: ActionOptions = {}): Promise<ActionResult<MoneyMove>> {
  const family = chooseMoneyFamily(ctx.client, direction);
  if (!family.ok) return { ok: false, error: fail('not_permitted', family.reason) };
  const allowed = canPerform(card.status, direction);
  if (!allowed.ok) return { ok: false, error: fail('state', allowed.reason) };
  const digits = digitsOf(family.family);
  const parsed = checkAmount(input.amount, { digits });
  const syntax = compact([parsed.ok ? undefined : parsed.issue, checkDescription(input.description)]);
  if (syntax.length > 0) return { ok: false, error: validationError(syntax) };
  let source;
  try {
    source = await readSource(ctx, card, direction, family.family, opts.signal);
  } catch (error) {
    return { ok: false, error: toActionError(error) };
  }
  const amount = checkAmount(input.amount, { digits, available: source.available, sourceLabel: source.label });
  if (!amount.ok) return { ok: false, error: validationError([amount.issue]) };
  const move: CardMove = { card, direction, family: family.family, amount: amount.text, currency: source.currency, ...(input.description === undefined ? {} : { description: input.description }) };
  return runChange(ctx, {
    action: `card.${direction}`,
    targets: { cardId: card.id, accountId: card.accountId },
    amount: amount.text,
    currency: source.currency,
    idempotent: true,
    ...(opts.idempotencyKey ? { idempotencyKey: opts.idempotencyKey } : {}),
    send: (key) => sendCardMove(ctx.client, move, key, opts.signal),
    settle: (sentAt) => settleCardMove(ctx.client, move, sentAt),
    transactionIds: (v) => [v.fromTransactionId, v.toTransactionId],
    after: () => refresh(ctx, { card: card.id }, { account: card.accountId }),
  });
}

export const fundCard = (ctx: ActionContext, card: CardRef, input: FundInput, opts?: ActionOptions) => moveCardFunds(ctx, card, 'fund', input, opts);
export const defundCard = (ctx: ActionContext, card: CardRef, input: FundInput, opts?: ActionOptions) => moveCardFunds(ctx, card, 'defund', input, opts);

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
  const issues: (FieldIssue | undefined)[] = [checkDescription(input.description)];
  if (input.destinationAccountId === '') issues.push({ field: 'destinationAccountUuid', message: 'choose a destination account' });
  if (input.destinationAccountId === input.sourceAccountId) issues.push({ field: 'destinationAccountUuid', message: 'the destination must be another account' });
  const amount = checkAmount(input.amount, { digits: 9 });
  if (!amount.ok) issues.push(amount.issue);
  return compact(issues);
}

async function settleTransfer(client: ApiClient, input: TransferInput, amount: string, currency: string, sentAt: number): Promise<SettleOutcome<TransferValue>> {
  const value = parseMoneyString(amount);
  if (!value.ok) return { settled: 'still_unknown' };
  const since = new Date(sentAt - SETTLE_SKEW_MS).toISOString();
  const query = { 'types[]': ['payin' as const], createdAtFrom: since, limit: 100 };
  const ops = (await client.call('listAccountTransactions', { params: { account_uuid: input.destinationAccountId }, query })).items;
  const matches = ops.filter((op) => sameAmount(op.amount, value.value));
  if (matches.length === 0) return { settled: 'not_applied' };
  if (matches.length > 1) return { settled: 'still_unknown' };
  const id = (matches[0] as { id: string }).id;
  return { settled: 'applied', value: { amount, currency, status: 'completed', fromTransactionId: null, toTransactionId: id }, transactionIds: [id] };
}

/** Moves money from one account to another of the same merchant (account family). */
export async function transfer(ctx: ActionContext, input: TransferInput, opts: ActionOptions = {}): Promise<ActionResult<TransferValue>> {
  const permission = ctx.client.can('transfer');
  if (!permission.ok) return { ok: false, error: fail('not_permitted', permission.reason) };
  const syntax = transferIssues(input);
  if (syntax.length > 0) return { ok: false, error: validationError(syntax) };
  let source;
  try {
    source = await readAccountBalance(ctx.client, input.sourceAccountId, 'account', opts.signal);
  } catch (error) {
    return { ok: false, error: toActionError(error) };
  }
  const amount = checkAmount(input.amount, { digits: 9, available: source.available, sourceLabel: 'source account' });
  if (!amount.ok) return { ok: false, error: validationError([amount.issue]) };
  const currency = input.currency ?? source.currency;
  const body = {
    destinationAccountUuid: input.destinationAccountId, amount: amount.text, currency,
    ...(input.description === undefined ? {} : { description: input.description }),
  };
  return runChange<TransferValue>(ctx, {
    action: 'account.transfer',
    targets: { accountId: input.sourceAccountId, destinationAccountId: input.destinationAccountId },
    amount: amount.text,
    currency,
    idempotent: true,
    ...(opts.idempotencyKey ? { idempotencyKey: opts.idempotencyKey } : {}),
    send: async (key) => {
      const r = await ctx.client.call('transfer', { params: { account_uuid: input.sourceAccountId }, body }, { ...(key ? { idempotencyKey: key } : {}), ...(opts.signal ? { signal: opts.signal } : {}) });
      const text = (v: unknown): string | null => (typeof v === 'string' ? v : null);
      const fee = text(r.feeAmount);
      return {
        amount: text(r.amount) ?? amount.text, currency: text(r.currency) ?? currency, status: text(r.status),
        fromTransactionId: text(r.fromTransactionId), toTransactionId: text(r.toTransactionId), ...(fee === null ? {} : { feeAmount: fee }),
      };
    },
    settle: (sentAt) => settleTransfer(ctx.client, input, amount.text, currency, sentAt),
    transactionIds: (v) => [v.fromTransactionId, v.toTransactionId],
    after: () => refresh(ctx, { account: input.sourceAccountId }, { account: input.destinationAccountId }),
  });
}
