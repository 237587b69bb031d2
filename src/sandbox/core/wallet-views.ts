// Wallet/account rows as each family prints them: the org family with 2 fraction digits and no data
// the spec omits from its list form, the account family with 9 digits, binList and isUsedCardBalance.
import type { RouteOutput } from '../../contract/index.js';
import { money, type Family } from './amounts.js';
import { paymentSystemOf, type Bin } from './catalog.js';
import { num, bool, type Ctx } from './context.js';
import { binsOf, cardTypesOf, effectiveFees, providerOf, type WalletRow } from './wallets.js';

type WalletListItem = RouteOutput<'listWallets'>['data'][number];
type WalletDetail = RouteOutput<'getWallet'>['data'];
type AccountListItem = RouteOutput<'listAccounts'>['items'][number];
type AccountDetail = RouteOutput<'getAccount'>;

function core(w: WalletRow, family: Family): WalletListItem {
  return {
    id: w.id,
    name: w.name,
    balance: money(w.balance, family),
    currency: w.currency,
    status: w.status,
    cards: num(w.cards),
    allowedCardTypes: cardTypesOf(w),
    isTransferAllowed: bool(w.is_transfer_allowed),
    createdAt: w.created_at,
    updatedAt: w.updated_at,
  };
}

const balances = (w: WalletRow, family: Family): { availableBalance: string; holdedBalance: string } => ({
  availableBalance: money(w.balance - w.held, family),
  holdedBalance: money(w.held, family),
});

/**
 * Fees, with `inherited` telling provider defaults from custom values. `transfers` is our
 * provider-specific extra key (the fee of a transfer, charged to the source as transfer_fee).
 */
function fees(w: WalletRow, family: Family): WalletDetail['fees'] {
  const current = effectiveFees(w);
  return {
    cardTransactions: { type: 'percent', percent: current.txPercent, inherited: w.fee_tx_percent === null },
    cardIssuing: {
      type: 'amount',
      amount: money(current.issuingCents, family),
      currency: w.currency,
      inherited: w.fee_issuing === null,
    },
    transfers: {
      type: 'percent',
      percent: current.transferPercent,
      inherited: w.fee_transfer_percent === null,
    },
  };
}

export const walletListItem = (w: WalletRow): WalletListItem => core(w, 'org');
export const walletDetail = (w: WalletRow): WalletDetail => ({
  ...core(w, 'org'),
  ...balances(w, 'org'),
  fees: fees(w, 'org'),
});

const accountCore = (w: WalletRow): AccountListItem & { isUsedCardBalance: boolean } => ({
  ...core(w, 'account'),
  ...balances(w, 'account'),
  isUsedCardBalance: true,
  providerId: w.provider_id,
});
export const accountListItem = (w: WalletRow): AccountListItem => accountCore(w);

function binEntry(bin: Bin, family: Family): AccountDetail['binList'][number] {
  const common = { cardProviderBinId: bin.cardProviderBinId, bin: bin.bin, categoryIds: bin.categoryIds };
  return family === 'org'
    ? { ...common, cardNetwork: paymentSystemOf(bin) }
    : {
        ...common,
        cardNetwork: bin.cardNetwork,
        issuerCountry: bin.issuerCountry,
        cardTokenizations: bin.cardTokenizations,
      };
}

export const accountDetail = (w: WalletRow): AccountDetail => ({
  ...accountCore(w),
  fees: fees(w, 'account'),
  binList: binsOf(w).map((b) => binEntry(b, 'account')),
});

export const balanceView = (w: WalletRow): RouteOutput<'getAccountBalance'> => ({
  balance: money(w.balance, 'account'),
  heldBalance: money(w.held, 'account'),
  availableBalance: money(w.balance - w.held, 'account'),
  cards: num(w.cards),
  currency: w.currency,
});

/** Cards that count against maxCards: every card that is not closed, expired or failed. */
export const liveCardCount = (ctx: Ctx, walletId: string): number =>
  num(
    (
      ctx
        .stmt(
          `SELECT COALESCE(SUM(n), 0) AS n FROM card_counts WHERE wallet_id = ?
    AND status NOT IN ('closed', 'expired', 'creating_failed')`,
        )
        .get(walletId) as { n: bigint }
    ).n,
  );

export const restrictionsView = (ctx: Ctx, w: WalletRow): RouteOutput<'getAccountRestrictions'> => ({
  maxCards: num(w.max_cards),
  currentCards: liveCardCount(ctx, w.id),
  allowedCardTypes: cardTypesOf(w),
  restrictions: [],
});

export const limitsView = (w: WalletRow): RouteOutput<'getWalletLimits'>['data'] => ({
  limits: providerOf(w).limits.map((l) => ({
    type: l.type,
    amountMin: money(l.minCents, 'org'),
    amountMax: money(l.maxCents, 'org'),
  })),
  binList: binsOf(w).map((b) => binEntry(b, 'org')),
  cardBalance: true,
});
