// Card issuance and state changes. Issuance charges the wallet's issuing fee and answers `creating`;
// the provisioning worker finishes it. Every status change enqueues a card_state event whose data is
// the card object (with its account) in the organization family's 2-digit form.
import type { CardStatus, CardType, RouteOutput } from '../../contract/index.js';
import { SandboxValidationError } from '../core-types.js';
import { limitsText, parseLimits, type LimitsCents, type LimitsInput } from './card-limits.js';
import { requireCardState } from './card-rules.js';
import { accountCardRead, loadCard, type CardRow } from './card-views.js';
import { loadCardholder } from './cardholders.js';
import { paymentSystemOf } from './catalog.js';
import { laterIso, nowIso, type Ctx } from './context.js';
import { fail, notFound } from './errors.js';
import { post, requireAvailable, openLedgerAccount } from './ledger.js';
import { feesAccount, moveCardToWallet } from './money-moves.js';
import { recordWalletOp } from './operations.js';
import { expiryAfter, generateCvv, generatePan } from './pan.js';
import { cancelAuthorized } from './purchases.js';
import { limitsView, liveCardCount } from './wallet-views.js';
import { binsOf, cardTypesOf, effectiveFees, requireActive, type WalletRow } from './wallets.js';
import { enqueueEvent } from './webhook-outbox.js';

/** Our decision: a card issued with this name fails provisioning (to exercise creating_failed). */
export const FAIL_NAME = 'sandbox-fail';
const CARD_YEARS = 3;

export interface IssueInput {
  cardOwnerId: string;
  cardType: CardType;
  name?: string | undefined;
  cardProviderBinId?: string | undefined;
  binCategoryId?: string | undefined;
  limits?: LimitsInput | undefined;
}

/**
 * A card_state event for the card's new status, kept in the delivery history whether or not an endpoint takes it
 * (the history is where a card's state changes are read back, with when and from what).
 */
export function cardStateEvent(
  ctx: Ctx,
  card: Pick<CardRow, 'id' | 'merchant_id'>,
  previousStatus: CardStatus | null,
): void {
  enqueueEvent(
    ctx,
    card.merchant_id,
    'card_state',
    () => accountCardRead(loadCard(ctx, card.merchant_id, card.id), 'org'),
    { cardId: card.id, previousStatus, keepHistory: true },
  );
}

function chooseBin(wallet: WalletRow, input: IssueInput) {
  const bins = binsOf(wallet);
  if (input.cardProviderBinId !== undefined) {
    return bins.find((b) => b.cardProviderBinId === input.cardProviderBinId) ?? notFound('BIN');
  }
  if (input.binCategoryId !== undefined) {
    return bins.find((b) => b.categoryIds.includes(input.binCategoryId ?? '')) ?? notFound('BIN category');
  }
  return bins[0] ?? notFound('BIN');
}

/** What only a seed chooses: the card number (from the chosen BIN). */
export interface IssueOptions {
  pan?: (bin: string) => string;
}

export function issueCard(ctx: Ctx, wallet: WalletRow, input: IssueInput, opts: IssueOptions = {}): CardRow {
  requireActive(wallet);
  if (!cardTypesOf(wallet).includes(input.cardType)) {
    fail('card_type_not_allowed', `this wallet does not issue ${input.cardType} cards`, {
      allowedCardTypes: cardTypesOf(wallet),
    });
  }
  const holder = loadCardholder(ctx, wallet.merchant_id, input.cardOwnerId);
  const bin = chooseBin(wallet, input);
  const limits = parseLimits(input.limits, limitsView(wallet).limits);
  if (liveCardCount(ctx, wallet.id) >= Number(wallet.max_cards)) {
    fail('restriction_exceeded', `the wallet already has its maximum of ${wallet.max_cards} cards`, {
      maxCards: Number(wallet.max_cards),
    });
  }
  const fee = effectiveFees(wallet).issuingCents;
  requireAvailable(ctx, wallet.ledger_account, fee, 'wallet (issuing fee)');
  post(ctx, [
    { account: wallet.ledger_account, amount: -fee },
    { account: feesAccount(ctx, wallet.merchant_id), amount: fee },
  ]);
  const issuingOp =
    fee > 0n
      ? recordWalletOp(ctx, {
          merchantId: wallet.merchant_id,
          walletId: wallet.id,
          type: 'card_issuing',
          status: 'completed',
          amount: fee,
          fee,
          currency: wallet.currency,
          description: 'Card issuing fee',
        })
      : null;
  const id = ctx.rng.uuid();
  const at = nowIso(ctx);
  ctx
    .stmt(
      `INSERT INTO cards (id, merchant_id, wallet_id, cardholder_seq, name, status, card_type, payment_system, bin_id, pan, cvv,
      expiry, daily_limit, monthly_limit, ledger_account, issuing_op, provision_at, created_at, updated_at)
      VALUES (?, ?, ?, ?, ?, 'creating', ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
    )
    .run(
      id,
      wallet.merchant_id,
      wallet.id,
      holder.seq,
      input.name ?? `${input.cardType === 'virtual' ? 'Virtual' : 'Physical'} card`,
      input.cardType,
      paymentSystemOf(bin),
      bin.cardProviderBinId,
      opts.pan ? opts.pan(bin.bin) : generatePan(ctx.rng, bin.bin),
      generateCvv(ctx.rng),
      expiryAfter(ctx.clock(), CARD_YEARS),
      limits.daily_limit ?? null,
      limits.monthly_limit ?? null,
      openLedgerAccount(ctx, 'card'),
      issuingOp,
      laterIso(ctx, ctx.provisioningDelayMs),
      at,
      at,
    );
  cardStateEvent(ctx, { id, merchant_id: wallet.merchant_id }, null);
  return loadCard(ctx, wallet.merchant_id, id);
}

export function setCardStatus(ctx: Ctx, card: CardRow, status: CardStatus): CardRow {
  ctx
    .stmt('UPDATE cards SET status = ?, provision_at = NULL, updated_at = ? WHERE id = ?')
    .run(status, nowIso(ctx), card.id);
  cardStateEvent(ctx, card, card.status);
  return loadCard(ctx, card.merchant_id, card.id);
}

/** Provisioning outcome: active, or creating_failed with the issuing fee returned to the wallet. */
export function finishProvisioning(ctx: Ctx, card: CardRow, failed = card.name === FAIL_NAME): CardRow {
  if (!failed) return setCardStatus(ctx, card, 'active');
  if (card.issuing_op !== null) {
    const op = ctx
      .stmt("SELECT wallet_id, amount FROM wallet_ops WHERE id = ? AND status = 'completed'")
      .get(card.issuing_op) as { wallet_id: string; amount: bigint } | undefined;
    if (op) {
      const wallet = ctx.stmt('SELECT ledger_account FROM wallets WHERE id = ?').get(op.wallet_id) as {
        ledger_account: bigint;
      };
      post(ctx, [
        { account: feesAccount(ctx, card.merchant_id), amount: -op.amount },
        { account: wallet.ledger_account, amount: op.amount },
      ]);
      ctx
        .stmt("UPDATE wallet_ops SET status = 'canceled', settlement = 0, updated_at = ? WHERE id = ?")
        .run(nowIso(ctx), card.issuing_op);
    }
  }
  return setCardStatus(ctx, card, 'creating_failed');
}

/**
 * Closing or expiring a card ends its life: authorized purchases are canceled and what is left goes
 * back to the wallet (our decision: the sandbox, as the provider, settles it, so no money is stranded
 * on a card that no action may touch any more).
 */
function endCard(ctx: Ctx, card: CardRow, status: 'closed' | 'expired'): CardRow {
  cancelAuthorized(ctx, card);
  const remaining = loadCard(ctx, card.merchant_id, card.id);
  if (remaining.balance > 0n)
    moveCardToWallet(ctx, remaining, remaining.balance, `Balance returned: card ${status}`);
  return setCardStatus(ctx, card, status);
}

export function terminateCard(ctx: Ctx, card: CardRow): CardRow {
  requireCardState(card.status, 'terminate');
  return endCard(ctx, card, 'closed');
}

export function expireCard(ctx: Ctx, card: CardRow): CardRow {
  requireCardState(card.status, 'expire');
  return endCard(ctx, card, 'expired');
}

interface PendingUpdate {
  name?: string;
  daily_limit?: string;
  monthly_limit?: string;
}

/** Our decision: PATCH is accepted (202) and applied by the worker after the provisioning delay. */
export function requestCardUpdate(
  ctx: Ctx,
  card: CardRow,
  wallet: WalletRow,
  body: { name?: string | undefined; limits?: LimitsInput | undefined },
): RouteOutput<'updateCard'>['data'] {
  requireCardState(card.status, 'edit');
  if (body.name === undefined && (body.limits === undefined || Object.keys(body.limits).length === 0)) {
    throw new SandboxValidationError([
      { loc: ['body'], msg: 'give name or limits', type: 'value_error.missing' },
    ]);
  }
  const previous = card.pending_update === null ? {} : (JSON.parse(card.pending_update) as PendingUpdate);
  const current: LimitsCents = {};
  const daily = previous.daily_limit !== undefined ? BigInt(previous.daily_limit) : card.daily_limit;
  const monthly = previous.monthly_limit !== undefined ? BigInt(previous.monthly_limit) : card.monthly_limit;
  if (daily !== null) current.daily_limit = daily;
  if (monthly !== null) current.monthly_limit = monthly;
  const limits = parseLimits(body.limits, limitsView(wallet).limits, current);
  const next: PendingUpdate = { ...previous };
  if (body.name !== undefined) next.name = body.name;
  if (limits.daily_limit !== undefined) next.daily_limit = String(limits.daily_limit);
  if (limits.monthly_limit !== undefined) next.monthly_limit = String(limits.monthly_limit);
  ctx
    .stmt('UPDATE cards SET pending_update = ?, pending_update_at = ? WHERE id = ?')
    .run(JSON.stringify(next), laterIso(ctx, ctx.provisioningDelayMs), card.id);
  const hasLimits = body.limits !== undefined && Object.keys(limits).length > 0;
  return {
    cardId: card.id,
    status: 'pending',
    requested: {
      ...(body.name !== undefined ? { name: body.name } : {}),
      ...(hasLimits ? { limits: limitsText(limits) } : {}),
    },
  };
}

export function applyPendingUpdate(ctx: Ctx, card: CardRow): void {
  const update = JSON.parse(card.pending_update ?? '{}') as PendingUpdate;
  ctx
    .stmt(
      `UPDATE cards SET name = ?, daily_limit = ?, monthly_limit = ?, pending_update = NULL, pending_update_at = NULL,
      updated_at = ? WHERE id = ?`,
    )
    .run(
      update.name ?? card.name,
      update.daily_limit !== undefined ? BigInt(update.daily_limit) : card.daily_limit,
      update.monthly_limit !== undefined ? BigInt(update.monthly_limit) : card.monthly_limit,
      nowIso(ctx),
      card.id,
    );
}
