// Wallets (the organization family's name) = accounts (the account family's): rows, lookups and
// lifecycle. Balances live in the wallet's ledger account.
import type { CardType, WalletStatus } from '../../contract/index.js';
import { parseCents, parsePercent } from './amounts.js';
import { providerById, type Bin, type ProviderDef } from './catalog.js';
import { laterIso, nowIso, num, type Ctx } from './context.js';
import { fail, notFound } from './errors.js';
import { openLedgerAccount } from './ledger.js';

export interface WalletRow {
  seq: bigint;
  id: string;
  merchant_id: string;
  provider_id: string;
  name: string;
  currency: string;
  status: WalletStatus;
  allowed_card_types: string;
  is_transfer_allowed: bigint;
  ledger_account: bigint;
  fee_tx_percent: string | null;
  fee_issuing: bigint | null;
  fee_transfer_percent: string | null;
  bin_ids: string;
  max_cards: bigint;
  activate_at: string | null;
  created_at: string;
  updated_at: string;
  balance: bigint;
  held: bigint;
  cards: bigint;
}

export const WALLET_SELECT = `SELECT w.*, la.balance, la.held,
  (SELECT COALESCE(SUM(n), 0) FROM card_counts k WHERE k.wallet_id = w.id) AS cards
  FROM wallets w JOIN ledger_accounts la ON la.id = w.ledger_account`;

/** The merchant's wallet, or 404 (also for another merchant's wallet: merchants are isolated). */
export function loadWallet(ctx: Ctx, merchantId: string, walletId: string): WalletRow {
  const row = ctx.stmt(`${WALLET_SELECT} WHERE w.id = ? AND w.merchant_id = ?`).get(walletId, merchantId) as
    WalletRow | undefined;
  return row ?? notFound('wallet');
}

export function listWalletRows(ctx: Ctx, merchantId: string, limit = -1, offset = 0): WalletRow[] {
  return ctx
    .stmt(`${WALLET_SELECT} WHERE w.merchant_id = ? ORDER BY w.seq LIMIT ? OFFSET ?`)
    .all(merchantId, limit, offset) as WalletRow[];
}

export const countWallets = (ctx: Ctx, merchantId: string): number =>
  num(
    (ctx.stmt('SELECT COUNT(*) AS n FROM wallets WHERE merchant_id = ?').get(merchantId) as { n: bigint }).n,
  );

export function providerOf(wallet: WalletRow): ProviderDef {
  const provider = providerById(wallet.provider_id);
  if (!provider) throw new Error('wallet refers to an unknown provider');
  return provider;
}

export const cardTypesOf = (wallet: WalletRow): CardType[] =>
  JSON.parse(wallet.allowed_card_types) as CardType[];

export function binsOf(wallet: WalletRow): Bin[] {
  const ids = JSON.parse(wallet.bin_ids) as string[];
  return providerOf(wallet).bins.filter((b) => ids.includes(b.cardProviderBinId));
}

/** The fees in force: the wallet's own values, or its provider's defaults when it has none. */
export function effectiveFees(wallet: WalletRow): {
  txPercent: string;
  issuingCents: bigint;
  transferPercent: string;
} {
  const defaults = providerOf(wallet).defaultFees;
  return {
    txPercent: wallet.fee_tx_percent ?? defaults.cardTransactionsPercent,
    issuingCents: wallet.fee_issuing ?? defaults.cardIssuingCents,
    transferPercent: wallet.fee_transfer_percent ?? defaults.transfersPercent,
  };
}

export function requireActive(wallet: WalletRow): void {
  if (wallet.status !== 'active') fail('wallet_inactive', 'the wallet is inactive');
}

export interface NewWallet {
  name: string;
  providerId: string;
  currency: string;
  allowedCardTypes?: CardType[] | undefined;
  isTransferAllowed: boolean;
}

/** Our decision: a new wallet is created inactive and activated by the provisioning worker. */
export function createWallet(
  ctx: Ctx,
  merchantId: string,
  input: NewWallet,
  opts: { active?: boolean; maxCards?: number } = {},
): WalletRow {
  const provider = providerById(input.providerId) ?? notFound('provider');
  if (!provider.currencies.includes(input.currency))
    fail('currency_mismatch', `provider does not offer ${input.currency}`);
  const types = input.allowedCardTypes ?? provider.cardTypes;
  const unsupported = types.find((t) => !provider.cardTypes.includes(t));
  if (unsupported) fail('card_type_not_allowed', `provider does not issue ${unsupported} cards`);
  const id = ctx.rng.uuid();
  const at = nowIso(ctx);
  ctx
    .stmt(
      `INSERT INTO wallets (id, merchant_id, provider_id, name, currency, status, allowed_card_types,
      is_transfer_allowed, ledger_account, bin_ids, max_cards, activate_at, created_at, updated_at)
      VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
    )
    .run(
      id,
      merchantId,
      provider.id,
      input.name,
      input.currency,
      opts.active ? 'active' : 'inactive',
      JSON.stringify([...new Set(types)]),
      input.isTransferAllowed ? 1 : 0,
      openLedgerAccount(ctx, 'wallet'),
      JSON.stringify(provider.bins.map((b) => b.cardProviderBinId)),
      opts.maxCards ?? ctx.maxCardsPerWallet,
      opts.active ? null : laterIso(ctx, ctx.provisioningDelayMs),
      at,
      at,
    );
  return loadWallet(ctx, merchantId, id);
}

export interface WalletPatch {
  name?: string | undefined;
  fees?:
    | {
        cardTransactionsPercent?: string | number | undefined;
        cardIssuingAmount?: string | number | undefined;
      }
    | undefined;
  binIds?: string[] | undefined;
  isTransferAllowed?: boolean | undefined;
}

export function updateWallet(ctx: Ctx, wallet: WalletRow, patch: WalletPatch): void {
  const sets: string[] = [];
  const values: unknown[] = [];
  const set = (column: string, value: unknown): void => {
    sets.push(`${column} = ?`);
    values.push(value);
  };
  if (patch.name !== undefined) set('name', patch.name);
  if (patch.isTransferAllowed !== undefined) set('is_transfer_allowed', patch.isTransferAllowed ? 1 : 0);
  const percent = patch.fees?.cardTransactionsPercent;
  if (percent !== undefined)
    set('fee_tx_percent', parsePercent(percent, ['body', 'fees', 'cardTransactionsPercent']));
  const issuing = patch.fees?.cardIssuingAmount;
  if (issuing !== undefined)
    set('fee_issuing', parseCents(issuing, ['body', 'fees', 'cardIssuingAmount'], { allowZero: true }));
  if (patch.binIds !== undefined) {
    const known = providerOf(wallet).bins.map((b) => b.cardProviderBinId);
    const unknown = patch.binIds.find((id) => !known.includes(id));
    if (unknown !== undefined) notFound(`BIN ${unknown}`);
    set('bin_ids', JSON.stringify([...new Set(patch.binIds)]));
  }
  if (sets.length === 0) return;
  set('updated_at', nowIso(ctx));
  ctx.stmt(`UPDATE wallets SET ${sets.join(', ')} WHERE id = ?`).run(...values, wallet.id);
}

export function setWalletStatus(ctx: Ctx, wallet: WalletRow, status: WalletStatus): void {
  ctx
    .stmt('UPDATE wallets SET status = ?, activate_at = NULL, updated_at = ? WHERE id = ?')
    .run(status, nowIso(ctx), wallet.id);
}
