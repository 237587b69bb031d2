// Wallet operations and card operations: recording them (each change enqueues its event) and
// printing them. Our decision on the amounts: `amount` is gross, `feeAmount` the part of it that is
// a fee, `settlementAmount` = amount - fee for what settles (0 once declined or canceled). Fees are
// charged as operations of their own (transfer_fee, card_issuing, card `fee`), whose whole amount is fee.
import type {
  CardOperationStatus,
  CardOperationType,
  DeclineReason,
  RouteOutput,
  WalletOperationStatus,
  WalletOperationType,
} from '../../contract/index.js';
import { money, type Family } from './amounts.js';
import { cardRef } from './card-views.js';
import { nowIso, type Ctx } from './context.js';
import { notFound } from './errors.js';
import { enqueueEvent } from './webhook-outbox.js';

interface OpBase {
  seq: bigint;
  id: string;
  merchant_id: string;
  wallet_id: string;
  amount: bigint;
  fee: bigint;
  settlement: bigint;
  currency: string;
  description: string | null;
  created_at: string;
  updated_at: string;
  wallet_name: string;
}
export interface WalletOpRow extends OpBase {
  type: WalletOperationType;
  status: WalletOperationStatus;
}
export interface CardOpRow extends OpBase {
  card_id: string;
  type: CardOperationType;
  status: CardOperationStatus;
  merchant_name: string | null;
  merchant_category: string | null;
  decline_reason: DeclineReason | null;
  related_id: string | null;
  complete_at: string | null;
  card_name: string;
  pan: string;
}

export const WALLET_OP_SELECT =
  'SELECT o.*, w.name AS wallet_name FROM wallet_ops o JOIN wallets w ON w.id = o.wallet_id';
export const CARD_OP_SELECT = `SELECT o.*, c.name AS card_name, c.pan, w.name AS wallet_name
  FROM card_ops o JOIN cards c ON c.id = o.card_id JOIN wallets w ON w.id = o.wallet_id`;

export function loadWalletOp(ctx: Ctx, merchantId: string, id: string): WalletOpRow {
  const row = ctx.stmt(`${WALLET_OP_SELECT} WHERE o.id = ? AND o.merchant_id = ?`).get(id, merchantId) as
    WalletOpRow | undefined;
  return row ?? notFound('wallet operation');
}

export function loadCardOp(ctx: Ctx, merchantId: string, id: string): CardOpRow {
  const row = ctx.stmt(`${CARD_OP_SELECT} WHERE o.id = ? AND o.merchant_id = ?`).get(id, merchantId) as
    CardOpRow | undefined;
  return row ?? notFound('card operation');
}

type WalletOpDetail = RouteOutput<'getWalletOperation'>['data'];
type CardOpDetail = RouteOutput<'getCardOperation'>['data'];

export const walletOpListItem = (
  o: WalletOpRow,
  family: Family = 'org',
): RouteOutput<'listWalletOperations'>['data'][number] => ({
  id: o.id,
  account: { id: o.wallet_id, name: o.wallet_name },
  amount: money(o.amount, family),
  currency: o.currency,
  type: o.type,
  status: o.status,
  createdAt: o.created_at,
});

export const walletOpDetail = (o: WalletOpRow, family: Family = 'org'): WalletOpDetail => ({
  ...walletOpListItem(o, family),
  feeAmount: money(o.fee, family),
  feeCurrency: o.currency,
  settlementAmount: money(o.settlement, family),
  settlementCurrency: o.currency,
  description: o.description,
  updatedAt: o.updated_at,
});

export const cardOpListItem = (
  o: CardOpRow,
  family: Family = 'org',
): RouteOutput<'listCardOperations'>['data'][number] => ({
  id: o.id,
  card: cardRef({ id: o.card_id, name: o.card_name, pan: o.pan }),
  amount: money(o.amount, family),
  currency: o.currency,
  type: o.type,
  status: o.status,
  merchantName: o.merchant_name,
  merchantCategory: o.merchant_category,
  declineReason: o.decline_reason,
  createdAt: o.created_at,
});

export const cardOpDetail = (o: CardOpRow, family: Family = 'org'): CardOpDetail => ({
  ...cardOpListItem(o, family),
  account: { id: o.wallet_id, name: o.wallet_name },
  feeAmount: money(o.fee, family),
  feeCurrency: o.currency,
  settlementAmount: money(o.settlement, family),
  settlementCurrency: o.currency,
  description: o.description,
  updatedAt: o.updated_at,
});

const settles = (status: string): boolean => status !== 'declined' && status !== 'canceled';

/** Our decision: a payin (deposit) is an account_topup event; every other wallet operation an account_transaction. */
function walletOpEvent(ctx: Ctx, merchantId: string, id: string, type: WalletOperationType): void {
  enqueueEvent(ctx, merchantId, type === 'payin' ? 'account_topup' : 'account_transaction', () =>
    walletOpDetail(loadWalletOp(ctx, merchantId, id)),
  );
}

export interface NewWalletOp {
  merchantId: string;
  walletId: string;
  type: WalletOperationType;
  status: WalletOperationStatus;
  amount: bigint;
  fee?: bigint;
  currency: string;
  description?: string | null | undefined;
}

export function recordWalletOp(ctx: Ctx, op: NewWalletOp): string {
  const id = ctx.rng.uuid();
  const at = nowIso(ctx);
  const fee = op.fee ?? 0n;
  ctx
    .stmt(
      `INSERT INTO wallet_ops (id, merchant_id, wallet_id, type, status, amount, fee, settlement, currency, description,
      created_at, updated_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
    )
    .run(
      id,
      op.merchantId,
      op.walletId,
      op.type,
      op.status,
      op.amount,
      fee,
      settles(op.status) ? op.amount - fee : 0n,
      op.currency,
      op.description ?? null,
      at,
      at,
    );
  walletOpEvent(ctx, op.merchantId, id, op.type);
  return id;
}

export interface NewCardOp {
  merchantId: string;
  walletId: string;
  cardId: string;
  type: CardOperationType;
  status: CardOperationStatus;
  amount: bigint;
  fee?: bigint;
  currency: string;
  description?: string | null | undefined;
  merchantName?: string | null | undefined;
  merchantCategory?: string | null | undefined;
  declineReason?: DeclineReason | null;
  completeAt?: string | null;
  relatedId?: string | null;
}

export function recordCardOp(ctx: Ctx, op: NewCardOp): string {
  const id = ctx.rng.uuid();
  const at = nowIso(ctx);
  const fee = op.fee ?? 0n;
  ctx
    .stmt(
      `INSERT INTO card_ops (id, merchant_id, wallet_id, card_id, type, status, amount, fee, settlement, currency,
      merchant_name, merchant_category, description, decline_reason, related_id, complete_at, created_at, updated_at)
      VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
    )
    .run(
      id,
      op.merchantId,
      op.walletId,
      op.cardId,
      op.type,
      op.status,
      op.amount,
      fee,
      settles(op.status) ? op.amount - fee : 0n,
      op.currency,
      op.merchantName ?? null,
      op.merchantCategory ?? null,
      op.description ?? null,
      op.declineReason ?? null,
      op.relatedId ?? null,
      op.completeAt ?? null,
      at,
      at,
    );
  enqueueEvent(
    ctx,
    op.merchantId,
    'card_transaction',
    () => cardOpDetail(loadCardOp(ctx, op.merchantId, id)),
    {
      cardId: op.cardId,
    },
  );
  return id;
}

export function setCardOpStatus(
  ctx: Ctx,
  op: Pick<CardOpRow, 'merchant_id' | 'id' | 'card_id'>,
  status: CardOperationStatus,
): void {
  const settlement = settles(status) ? 'amount - fee' : '0';
  ctx
    .stmt(
      `UPDATE card_ops SET status = ?, settlement = ${settlement}, complete_at = NULL, updated_at = ? WHERE id = ?`,
    )
    .run(status, nowIso(ctx), op.id);
  enqueueEvent(
    ctx,
    op.merchant_id,
    'card_transaction',
    () => cardOpDetail(loadCardOp(ctx, op.merchant_id, op.id)),
    { cardId: op.card_id },
  );
}
