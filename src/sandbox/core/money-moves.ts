// Money movements between wallets and cards. Each function runs inside the caller's BEGIN IMMEDIATE
// transaction: the checks, one balanced post() and the operation rows (with their events) commit
// together or not at all.
import { ValidationType } from '../../contract/index.js';
import { SandboxValidationError } from '../core-types.js';
import type { CardRow } from './card-views.js';
import { requireCardState } from './card-rules.js';
import type { Ctx } from './context.js';
import { fail } from './errors.js';
import { percentCents } from './amounts.js';
import { post, requireAvailable, externalAccount } from './ledger.js';
import { recordCardOp, recordWalletOp } from './operations.js';
import { effectiveFees, loadWallet, requireActive, type WalletRow } from './wallets.js';

export function feesAccount(ctx: Ctx, merchantId: string): bigint {
  return (
    ctx.stmt('SELECT fees_account FROM merchants WHERE id = ?').get(merchantId) as { fees_account: bigint }
  ).fees_account;
}

export function requireCurrency(expected: string, given: string | undefined): void {
  if (given !== undefined && given !== expected)
    fail('currency_mismatch', `the currency must be ${expected}`, { expected, given });
}

export interface MoveResult {
  fromTransactionId: string;
  toTransactionId: string;
}

/** Wallet → card: wallet op `withdrawal`, card op `top_up`. */
export function fundCard(ctx: Ctx, card: CardRow, cents: bigint, description?: string): MoveResult {
  requireCardState(card.status, 'fund');
  const wallet = loadWallet(ctx, card.merchant_id, card.wallet_id);
  requireActive(wallet);
  requireAvailable(ctx, wallet.ledger_account, cents, 'wallet');
  post(ctx, [
    { account: wallet.ledger_account, amount: -cents },
    { account: card.ledger_account, amount: cents },
  ]);
  const base = {
    merchantId: card.merchant_id,
    walletId: wallet.id,
    status: 'completed',
    amount: cents,
    currency: wallet.currency,
    description,
  } as const;
  return {
    fromTransactionId: recordWalletOp(ctx, { ...base, type: 'withdrawal' }),
    toTransactionId: recordCardOp(ctx, { ...base, cardId: card.id, type: 'top_up' }),
  };
}

/** Card → wallet: card op `withdrawal`, wallet op `payin`. Allowed into an inactive wallet (no spending). */
export function defundCard(ctx: Ctx, card: CardRow, cents: bigint, description?: string): MoveResult {
  requireCardState(card.status, 'defund');
  return moveCardToWallet(ctx, card, cents, description);
}

/** The movement itself, also used when the card's remaining balance goes back on termination or expiry. */
export function moveCardToWallet(ctx: Ctx, card: CardRow, cents: bigint, description?: string): MoveResult {
  const wallet = loadWallet(ctx, card.merchant_id, card.wallet_id);
  requireAvailable(ctx, card.ledger_account, cents, 'card');
  post(ctx, [
    { account: card.ledger_account, amount: -cents },
    { account: wallet.ledger_account, amount: cents },
  ]);
  const base = {
    merchantId: card.merchant_id,
    walletId: wallet.id,
    status: 'completed',
    amount: cents,
    currency: wallet.currency,
    description,
  } as const;
  return {
    fromTransactionId: recordCardOp(ctx, { ...base, cardId: card.id, type: 'withdrawal' }),
    toTransactionId: recordWalletOp(ctx, { ...base, type: 'payin' }),
  };
}

export interface TransferResult extends MoveResult {
  feeCents: bigint;
  feeTransactionId: string | null;
}

/**
 * Source `withdrawal` + destination `payin`, and a `transfer_fee` on the source when the source's
 * transfer fee (fees.transfers) is not zero: the source pays amount + fee, the destination gets amount.
 */
export function transfer(
  ctx: Ctx,
  source: WalletRow,
  destinationId: string,
  cents: bigint,
  currency: string | undefined,
  description?: string,
): TransferResult {
  // A value this field can never take for this source: field validation, not a business rule.
  if (destinationId === source.id) {
    throw new SandboxValidationError([
      {
        loc: ['body', 'destinationAccountUuid'],
        msg: 'must be another account than the source',
        type: ValidationType.sameAccount,
        input: destinationId,
      },
    ]);
  }
  const destination = loadWallet(ctx, source.merchant_id, destinationId);
  requireCurrency(source.currency, currency);
  if (destination.currency !== source.currency)
    fail('currency_mismatch', 'the accounts hold different currencies');
  if (!source.is_transfer_allowed || !destination.is_transfer_allowed) {
    fail('transfer_not_allowed', 'transfers are not allowed for one of the accounts', {
      source: Boolean(source.is_transfer_allowed),
      destination: Boolean(destination.is_transfer_allowed),
    });
  }
  requireActive(source);
  requireActive(destination);
  const feeCents = percentCents(cents, effectiveFees(source).transferPercent);
  requireAvailable(ctx, source.ledger_account, cents + feeCents, 'source account');
  post(ctx, [
    { account: source.ledger_account, amount: -(cents + feeCents) },
    { account: destination.ledger_account, amount: cents },
    { account: feesAccount(ctx, source.merchant_id), amount: feeCents },
  ]);
  const base = {
    merchantId: source.merchant_id,
    status: 'completed',
    currency: source.currency,
    description,
  } as const;
  const fromTransactionId = recordWalletOp(ctx, {
    ...base,
    walletId: source.id,
    type: 'withdrawal',
    amount: cents,
  });
  const toTransactionId = recordWalletOp(ctx, {
    ...base,
    walletId: destination.id,
    type: 'payin',
    amount: cents,
  });
  const feeTransactionId =
    feeCents > 0n
      ? recordWalletOp(ctx, {
          ...base,
          walletId: source.id,
          type: 'transfer_fee',
          amount: feeCents,
          fee: feeCents,
          description: 'Transfer fee',
        })
      : null;
  return { fromTransactionId, toTransactionId, feeCents, feeTransactionId };
}

/** A deposit from outside (sandbox helper): external → wallet, wallet op `payin`. */
export function payin(ctx: Ctx, wallet: WalletRow, cents: bigint, description = 'Sandbox payin'): string {
  post(ctx, [
    { account: externalAccount(ctx), amount: -cents },
    { account: wallet.ledger_account, amount: cents },
  ]);
  return recordWalletOp(ctx, {
    merchantId: wallet.merchant_id,
    walletId: wallet.id,
    type: 'payin',
    status: 'completed',
    amount: cents,
    currency: wallet.currency,
    description,
  });
}
