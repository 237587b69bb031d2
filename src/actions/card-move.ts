// Money between a card and its wallet, as the one card-change engine sends and reads it back: the
// request of either family (fund/defund or top-up/withdraw) carrying our `ref:` reference (derived
// from the Idempotency-Key) in its description, and the read back that finds a lost answer by
// that reference — never by amount and time alone.
import type { ApiClient } from '../api/index.js';
import { withReference } from '../domain/index.js';
import { accountCardPath, orgCardPath, readIn, READS } from '../reads/index.js';
import { CHANGE_ROUTES } from './family.js';
import { findReference, readBackByReference, referenceFor, type Candidate } from './reference.js';
import type { ReadBackResult } from './outcome.js';
import type { CardRef } from './types.js';
import type { Family } from './validate.js';

export type Direction = 'fund' | 'defund';

/** One money movement as both families report it. */
export interface MoneyMove {
  readonly amount: string;
  readonly currency: string;
  readonly status: string | null;
  readonly fromTransactionId: string | null;
  readonly toTransactionId: string | null;
}

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

/** The card operation each direction leaves behind. */
const CARD_OP_TYPE = { fund: 'top_up', defund: 'withdrawal' } as const;
/** Org-family lists carry no description: at most this many look-alikes are read one by one. */
const MAX_DETAIL_READS = 20;

/** Sends one validated card movement. */
export async function sendCardMove(
  client: ApiClient,
  move: CardMove,
  key: string | undefined,
  signal?: AbortSignal,
): Promise<MoneyMove> {
  const opts = { idempotencyKey: key, signal };
  const text = key === undefined ? move.description : withReference(move.description, referenceFor(key));
  const description = text === undefined ? {} : { description: text };
  const routes = CHANGE_ROUTES[move.direction];
  if (move.family === 'org') {
    const params = orgCardPath(move.card);
    const r = (await client.call(routes.org, { params, body: { amount: move.amount, ...description } }, opts))
      .data;
    return {
      amount: r.amount,
      currency: r.currency,
      status: r.status,
      fromTransactionId: r.fromTransactionId,
      toTransactionId: r.toTransactionId,
    };
  }
  const params = accountCardPath(move.card);
  const body = { amount: move.amount, ...(move.currency ? { currency: move.currency } : {}), ...description };
  const r = await client.call(routes.account, { params, body }, opts);
  return {
    amount: r.amount,
    currency: r.currency,
    status: r.status,
    fromTransactionId: r.fromTransactionId ?? null,
    toTransactionId: r.toTransactionId ?? r.transactionId ?? null,
  };
}

/** The card's operations of this direction since we sent, with their descriptions. */
async function cardCandidates(client: ApiClient, move: CardMove, since: string): Promise<Candidate[]> {
  const type = CARD_OP_TYPE[move.direction];
  const asked = { cardId: move.card.id, types: [type], from: since, size: 100 };
  const listed = (await readIn(client, READS.cardOperations, move.family, asked)).operations;
  if (move.family === 'account')
    return listed.map((op) => ({ id: op.id, amount: op.amount, description: op.description ?? null }));
  const alike = findReference(
    listed.map((op) => ({ id: op.id, amount: op.amount, description: null })),
    '',
    move.amount,
  );
  if (alike.found !== 'look-alikes') return [];
  return Promise.all(
    alike.ids.slice(0, MAX_DETAIL_READS).map(async (id) => {
      const detail = await readIn(client, READS.cardOperation, 'org', id);
      return { id, amount: detail.amount, description: detail.description ?? null };
    }),
  );
}

export interface ReadBackWith {
  /** The request's Idempotency-Key: its reference is derived from it. */
  readonly key: string | undefined;
  /** The target honours keys: resending with the same key tells (it replays, or applies once). */
  readonly resend?: boolean;
}

const moveIds = (direction: Direction, id: string) =>
  direction === 'fund'
    ? { fromTransactionId: null, toTransactionId: id }
    : { fromTransactionId: id, toTransactionId: null };

/** The transaction ids a movement names (either side may be absent). */
export const moveTransactionIds = (value: MoneyMove): string[] =>
  [value.fromTransactionId, value.toTransactionId].filter(
    (v): v is string => typeof v === 'string' && v !== '',
  );

/** Reads back a card movement whose answer was lost, by our reference on the card's operations. */
export function readBackCardMove(
  client: ApiClient,
  move: CardMove,
  sentAt: number,
  how: ReadBackWith,
): Promise<ReadBackResult<MoneyMove>> {
  const currency = move.currency ?? '';
  return readBackByReference<MoneyMove>({
    key: how.key,
    sentAt,
    amount: move.amount,
    currency,
    what: move.direction === 'fund' ? 'top-ups of the card' : 'withdrawals from the card',
    candidates: (since) => cardCandidates(client, move, since),
    found: (id) => ({ amount: move.amount, currency, status: 'completed', ...moveIds(move.direction, id) }),
    ...(how.resend
      ? {
          resend: async (key: string) => {
            const value = await sendCardMove(client, move, key);
            return { value, transactionIds: moveTransactionIds(value) };
          },
        }
      : {}),
  });
}
