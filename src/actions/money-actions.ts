// Money-moving use-cases: fund/defund a card (organization fund/defund or account top-up/withdraw,
// whichever the credentials allow) and transfer between accounts. Each is validated first (exact
// decimal, positive, the family's fraction digits, the source's available balance, description
// length), carries one Idempotency-Key, and settles an unknown outcome by reading operations.
import type { ApiClient } from '../api/index.js';
import { canPerform, withReference } from '../domain/index.js';
import { fail, toActionError, validationError } from './errors.js';
import { checkAdvice, findReference, referenceFor, type Candidate } from './reference.js';
import { chooseFamily } from './family.js';
import { readAccountBalance, readCard, refresh } from './reads.js';
import { runChange, type SettleOutcome } from './run.js';
import type { ActionContext, ActionOptions, ActionResult, CardRef, FieldIssue } from './types.js';
import { checkAmount, checkMovementDescription, compact, digitsOf, type Family } from './validate.js';

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
// Our clock and the server's may differ a little. The window only bounds the search: what settles
// is our reference, never a movement's amount or time.
const SETTLE_SKEW_MS = 2_000;
/** Org-family lists carry no description: at most this many look-alikes are read one by one. */
const MAX_DETAIL_READS = 20;

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
  const text = key === undefined ? move.description : withReference(move.description, referenceFor(key));
  const description = text === undefined ? {} : { description: text };
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

/** The card's operations of this direction since we sent, with their descriptions. */
async function cardCandidates(client: ApiClient, move: CardMove, since: string): Promise<Candidate[]> {
  const type = CARD_OP_TYPE[move.direction];
  if (move.family === 'org') {
    const query = { 'cardIds[]': [move.card.id], 'types[]': [type], createdAtFrom: since, quantity: 100 };
    const listed = (await client.call('listCardOperations', { query })).data;
    const alike = findReference(listed.map((op) => ({ id: op.id, amount: op.amount, description: null })), '', move.amount);
    if (alike.found !== 'look-alikes') return [];
    return Promise.all(alike.ids.slice(0, MAX_DETAIL_READS).map(async (id) => {
      const detail = (await client.call('getCardOperation', { params: { operation_id: id } })).data;
      return { id, amount: detail.amount, description: detail.description ?? null };
    }));
  }
  const items = (await client.call('listCardTransactions', { query: { cardId: move.card.id, 'types[]': [type], createdAtFrom: since, limit: 100 } })).items;
  return items.map((op) => ({ id: op.id, amount: op.amount, description: op.description ?? null }));
}

export interface SettleWith {
  /** The request's Idempotency-Key: its reference is derived from it. */
  readonly key: string | undefined;
  /** The target honours keys: resending with the same key settles (it replays or applies once). */
  readonly resend?: boolean;
}

const moveIds = (direction: Direction, id: string) => (direction === 'fund' ? { fromTransactionId: null, toTransactionId: id } : { fromTransactionId: id, toTransactionId: null });

/**
 * Settles a movement whose answer was lost: applied when an operation of the card carries our
 * reference; otherwise, where the target honours keys, by resending with the same key; otherwise
 * not applied only when nothing of this amount happened, and still unknown when look-alikes did.
 */
export async function settleCardMove(client: ApiClient, move: CardMove, sentAt: number, how: SettleWith): Promise<SettleOutcome<MoneyMove>> {
  if (how.key === undefined) return { settled: 'still_unknown' };
  const reference = referenceFor(how.key);
  const since = new Date(sentAt - SETTLE_SKEW_MS).toISOString();
  const search = findReference(await cardCandidates(client, move, since), reference, move.amount);
  if (search.found === 'ours') {
    const value = { amount: move.amount, currency: move.currency ?? '', status: 'completed', ...moveIds(move.direction, search.id) };
    return { settled: 'applied', value, transactionIds: [search.id] };
  }
  if (how.resend) {
    const value = await sendCardMove(client, move, how.key);
    const ids = [value.fromTransactionId, value.toTransactionId].filter((v): v is string => typeof v === 'string');
    return { settled: 'applied', value, ...(ids.length > 0 ? { transactionIds: ids } : {}) };
  }
  if (search.found === 'nothing') return { settled: 'not_applied' };
  const what = move.direction === 'fund' ? 'top-ups of the card' : 'withdrawals from the card';
  return { settled: 'still_unknown', check: checkAdvice(what, move.amount, move.currency ?? '', reference, search.ids) };
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
  const syntax = compact([parsed.ok ? undefined : parsed.issue, checkMovementDescription(input.description)]);
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
    settle: (sentAt, key) => settleCardMove(ctx.client, move, sentAt, { key, resend: ctx.honoursIdempotencyKeys === true }),
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
  const issues: (FieldIssue | undefined)[] = [checkMovementDescription(input.description)];
  if (input.destinationAccountId === '') issues.push({ field: 'destinationAccountUuid', message: 'choose a destination account' });
  if (input.destinationAccountId === input.sourceAccountId) issues.push({ field: 'destinationAccountUuid', message: 'the destination must be another account' });
  const amount = checkAmount(input.amount, { digits: 9 });
  if (!amount.ok) issues.push(amount.issue);
  return compact(issues);
}

/** As settleCardMove, for a transfer: our reference on the destination's payin. */
async function settleTransfer(ctx: ActionContext, input: TransferInput, send: (key: string) => Promise<TransferValue>, amount: string, currency: string, sentAt: number, key: string | undefined): Promise<SettleOutcome<TransferValue>> {
  if (key === undefined) return { settled: 'still_unknown' };
  const reference = referenceFor(key);
  const since = new Date(sentAt - SETTLE_SKEW_MS).toISOString();
  const query = { 'types[]': ['payin' as const], createdAtFrom: since, limit: 100 };
  const ops = (await ctx.client.call('listAccountTransactions', { params: { account_uuid: input.destinationAccountId }, query })).items;
  const search = findReference(ops.map((op) => ({ id: op.id, amount: op.amount, description: op.description ?? null })), reference, amount);
  if (search.found === 'ours') {
    return { settled: 'applied', value: { amount, currency, status: 'completed', fromTransactionId: null, toTransactionId: search.id }, transactionIds: [search.id] };
  }
  if (ctx.honoursIdempotencyKeys) return { settled: 'applied', value: await send(key) };
  if (search.found === 'nothing') return { settled: 'not_applied' };
  return { settled: 'still_unknown', check: checkAdvice('payins of the destination', amount, currency, reference, search.ids) };
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
  const body = (key: string | undefined) => ({
    destinationAccountUuid: input.destinationAccountId, amount: amount.text, currency,
    ...(key === undefined ? (input.description === undefined ? {} : { description: input.description }) : { description: withReference(input.description, referenceFor(key)) }),
  });
  const send = async (key: string | undefined): Promise<TransferValue> => {
    const r = await ctx.client.call('transfer', { params: { account_uuid: input.sourceAccountId }, body: body(key) }, { ...(key ? { idempotencyKey: key } : {}), ...(opts.signal ? { signal: opts.signal } : {}) });
    const text = (v: unknown): string | null => (typeof v === 'string' ? v : null);
    const fee = text(r.feeAmount);
    return {
      amount: text(r.amount) ?? amount.text, currency: text(r.currency) ?? currency, status: text(r.status),
      fromTransactionId: text(r.fromTransactionId), toTransactionId: text(r.toTransactionId), ...(fee === null ? {} : { feeAmount: fee }),
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
    settle: (sentAt, key) => settleTransfer(ctx, input, send, amount.text, currency, sentAt, key),
    transactionIds: (v) => [v.fromTransactionId, v.toTransactionId],
    after: () => refresh(ctx, { account: input.sourceAccountId }, { account: input.destinationAccountId }),
  });
}
