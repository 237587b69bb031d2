// Account family handlers: accounts, top-up/withdraw, transfers, cardholders, cards and
// transaction history, 9-digit amounts.
import type { Handlers } from '../core-types.js';
import { money, parseCents } from './amounts.js';
import { issueCard } from './card-lifecycle.js';
import { requireCardState } from './card-rules.js';
import {
  accountCardRead,
  CARD_SELECT,
  cardholderCardItem,
  credentialsView,
  loadCard,
  type CardRow,
} from './card-views.js';
import { cardholderView, createCardholder, listCardholders, loadCardholder } from './cardholders.js';
import { bool, type Ctx } from './context.js';
import { listAccountCardOps, listAccountWalletOps } from './lists.js';
import { defundCard, fundCard, requireCurrency, transfer } from './money-moves.js';
import { cardOpDetail, walletOpDetail } from './operations.js';
import { accountDetail, accountListItem, balanceView, restrictionsView } from './wallet-views.js';
import { listWalletRows, loadWallet } from './wallets.js';

type AccountHandlers = Pick<
  Handlers,
  | 'listAccounts'
  | 'getAccount'
  | 'getAccountBalance'
  | 'getAccountRestrictions'
  | 'topUpCard'
  | 'withdrawCard'
  | 'listTransferDestinations'
  | 'transfer'
  | 'listAccountCardholders'
  | 'listCardholders'
  | 'getCardholder'
  | 'listCardholderCards'
  | 'createCardholder'
  | 'issueAccountCard'
  | 'getAccountCard'
  | 'getCardSensitive'
  | 'listCardTransactions'
  | 'listAccountTransactions'
>;

export function accountHandlers(ctx: Ctx): AccountHandlers {
  const card = (merchantId: string, p: { account_uuid: string; card_uuid: string }): CardRow => {
    loadWallet(ctx, merchantId, p.account_uuid);
    return loadCard(ctx, merchantId, p.card_uuid, p.account_uuid);
  };
  const moveResult = (
    c: CardRow,
    cents: bigint,
    message: string,
    transactionId: string,
    ids: { fromTransactionId: string; toTransactionId: string },
  ) => ({
    cardUuid: c.id,
    status: 'completed' as const,
    message,
    amount: money(cents, 'account'),
    currency: c.currency,
    transactionId,
    ...ids,
  });

  return {
    listAccounts: (who) => ({ items: listWalletRows(ctx, who.merchantId).map(accountListItem) }),
    getAccount: (who, { params }) => accountDetail(loadWallet(ctx, who.merchantId, params.account_uuid)),
    getAccountBalance: (who, { params }) => balanceView(loadWallet(ctx, who.merchantId, params.account_uuid)),
    getAccountRestrictions: (who, { params }) =>
      restrictionsView(ctx, loadWallet(ctx, who.merchantId, params.account_uuid)),
    topUpCard: (who, { params, body }) => {
      const c = card(who.merchantId, params);
      requireCurrency(c.currency, body.currency);
      const cents = parseCents(body.amount, ['body', 'amount']);
      const ids = fundCard(ctx, c, cents, body.description);
      return moveResult(c, cents, 'Top-up completed', ids.toTransactionId, ids);
    },
    withdrawCard: (who, { params, body }) => {
      const c = card(who.merchantId, params);
      requireCurrency(c.currency, body.currency);
      const cents = parseCents(body.amount, ['body', 'amount']);
      const ids = defundCard(ctx, c, cents, body.description);
      return moveResult(c, cents, 'Withdrawal completed', ids.fromTransactionId, ids);
    },
    listTransferDestinations: (who, { params }) => {
      const source = loadWallet(ctx, who.merchantId, params.account_uuid);
      if (!bool(source.is_transfer_allowed)) return { items: [] };
      const items = listWalletRows(ctx, who.merchantId)
        .filter(
          (w) =>
            w.id !== source.id &&
            bool(w.is_transfer_allowed) &&
            w.status === 'active' &&
            w.currency === source.currency,
        )
        .map((w) => ({ id: w.id, name: w.name, currency: w.currency }));
      return { items };
    },
    transfer: (who, { params, body }) => {
      const source = loadWallet(ctx, who.merchantId, params.account_uuid);
      const cents = parseCents(body.amount, ['body', 'amount']);
      const result = transfer(
        ctx,
        source,
        body.destinationAccountUuid,
        cents,
        body.currency,
        body.description,
      );
      return {
        fromTransactionId: result.fromTransactionId,
        toTransactionId: result.toTransactionId,
        status: 'completed',
        message: 'Transfer completed',
        sourceAccountUuid: source.id,
        destinationAccountUuid: body.destinationAccountUuid,
        amount: money(cents, 'account'),
        currency: source.currency,
        feeAmount: money(result.feeCents, 'account'),
        feeTransactionId: result.feeTransactionId,
      };
    },
    listAccountCardholders: (who, { params, query }) => {
      loadWallet(ctx, who.merchantId, params.account_uuid);
      return listCardholders(ctx, who.merchantId, query, params.account_uuid);
    },
    listCardholders: (who, { query }) => listCardholders(ctx, who.merchantId, query),
    getCardholder: (who, { params }) =>
      cardholderView(loadCardholder(ctx, who.merchantId, params.card_owner_id)),
    listCardholderCards: (who, { params }) => {
      const holder = loadCardholder(ctx, who.merchantId, params.card_owner_id);
      const rows = ctx
        .stmt(`${CARD_SELECT} WHERE c.cardholder_seq = ? ORDER BY c.seq`)
        .all(holder.seq) as CardRow[];
      return { items: rows.map(cardholderCardItem) };
    },
    createCardholder: (who, { params, body }) => {
      loadWallet(ctx, who.merchantId, params.account_uuid);
      return cardholderView(createCardholder(ctx, who.merchantId, params.account_uuid, body));
    },
    issueAccountCard: (who, { params, body }) =>
      accountCardRead(issueCard(ctx, loadWallet(ctx, who.merchantId, params.account_uuid), body)),
    getAccountCard: (who, { params }) => accountCardRead(card(who.merchantId, params)),
    getCardSensitive: (who, { params }) => {
      const c = card(who.merchantId, params);
      requireCardState(c.status, 'reveal');
      return credentialsView(c);
    },
    listCardTransactions: (who, { query }) => {
      const page = listAccountCardOps(ctx, who.merchantId, query);
      return { items: page.rows.map((o) => cardOpDetail(o, 'account')), total: page.total };
    },
    listAccountTransactions: (who, { params, query }) => {
      loadWallet(ctx, who.merchantId, params.account_uuid);
      const page = listAccountWalletOps(ctx, who.merchantId, { ...query, accountId: params.account_uuid });
      return { items: page.rows.map((o) => walletOpDetail(o, 'account')), total: page.total };
    },
  };
}
