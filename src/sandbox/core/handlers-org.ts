// Organization family handlers: wallets, cards (instruments) and operations, 2-digit amounts.
import type { Handlers } from '../core-types.js';
import { money, parseCents } from './amounts.js';
import { issueCard, requestCardUpdate, setCardStatus, terminateCard } from './card-lifecycle.js';
import { requireCardState } from './card-rules.js';
import { cardListItem, cardRead, credentialsView, loadCard, type CardRow } from './card-views.js';
import { PROVIDERS } from './catalog.js';
import type { Ctx } from './context.js';
import { listCardOpRows, listCardRows, listWalletOpRows, orgPagination } from './lists.js';
import { defundCard, fundCard } from './money-moves.js';
import { withTotalAmount } from './op-totals.js';
import {
  cardOpDetail,
  cardOpListItem,
  loadCardOp,
  loadWalletOp,
  walletOpDetail,
  walletOpListItem,
} from './operations.js';
import { limitsView, walletDetail, walletListItem } from './wallet-views.js';
import {
  countWallets,
  createWallet,
  listWalletRows,
  loadWallet,
  setWalletStatus,
  updateWallet,
} from './wallets.js';

type OrgHandlers = Pick<
  Handlers,
  | 'listWallets'
  | 'getWallet'
  | 'getWalletLimits'
  | 'listWalletOperations'
  | 'getWalletOperation'
  | 'listCards'
  | 'getCard'
  | 'updateCard'
  | 'listCardOperations'
  | 'getCardOperation'
  | 'listProviders'
  | 'createWallet'
  | 'updateWallet'
  | 'deactivateWallet'
  | 'activateWallet'
  | 'issueCard'
  | 'getCardCredentials'
  | 'fundCard'
  | 'defundCard'
  | 'suspendCard'
  | 'resumeCard'
  | 'terminateCard'
>;

interface InstrumentParams {
  wallet_id: string;
  instrument_id: string;
}

export function orgHandlers(ctx: Ctx): OrgHandlers {
  const card = (merchantId: string, p: InstrumentParams): CardRow => {
    loadWallet(ctx, merchantId, p.wallet_id);
    return loadCard(ctx, merchantId, p.instrument_id, p.wallet_id);
  };
  const fundResult = (
    c: CardRow,
    cents: bigint,
    ids: { fromTransactionId: string; toTransactionId: string },
  ) => ({
    data: {
      cardId: c.id,
      status: 'completed' as const,
      amount: money(cents, 'org'),
      currency: c.currency,
      ...ids,
    },
  });
  const walletData = (merchantId: string, walletId: string) => ({
    data: walletDetail(loadWallet(ctx, merchantId, walletId)),
  });

  return {
    listWallets: (who, { query }) => ({
      data: listWalletRows(ctx, who.merchantId, query.quantity, (query.page - 1) * query.quantity).map(
        walletListItem,
      ),
      pagination: orgPagination(countWallets(ctx, who.merchantId), query),
    }),
    getWallet: (who, { params }) => walletData(who.merchantId, params.wallet_id),
    getWalletLimits: (who, { params }) => ({
      data: limitsView(loadWallet(ctx, who.merchantId, params.wallet_id)),
    }),
    listWalletOperations: (who, { query }) => {
      const page = listWalletOpRows(ctx, who.merchantId, query);
      return {
        data: page.rows.map((o) => walletOpListItem(o)),
        pagination: withTotalAmount(orgPagination(page.total, query), page),
      };
    },
    getWalletOperation: (who, { params }) => ({
      data: walletOpDetail(loadWalletOp(ctx, who.merchantId, params.operation_id)),
    }),
    listCards: (who, { params, query }) => {
      loadWallet(ctx, who.merchantId, params.wallet_id);
      const page = listCardRows(ctx, params.wallet_id, query);
      return { data: page.rows.map(cardListItem), pagination: orgPagination(page.total, query) };
    },
    getCard: (who, { params }) => ({ data: cardRead(card(who.merchantId, params)) }),
    updateCard: (who, { params, body }) => {
      const wallet = loadWallet(ctx, who.merchantId, params.wallet_id);
      return {
        data: requestCardUpdate(
          ctx,
          loadCard(ctx, who.merchantId, params.instrument_id, wallet.id),
          wallet,
          body,
        ),
      };
    },
    listCardOperations: (who, { query }) => {
      const page = listCardOpRows(ctx, who.merchantId, query);
      return {
        data: page.rows.map((o) => cardOpListItem(o)),
        pagination: withTotalAmount(orgPagination(page.total, query), page),
      };
    },
    getCardOperation: (who, { params }) => ({
      data: cardOpDetail(loadCardOp(ctx, who.merchantId, params.operation_id)),
    }),
    listProviders: () => ({
      data: PROVIDERS.map((p) => ({
        id: p.id,
        name: p.name,
        currencies: p.currencies,
        cardTypes: p.cardTypes,
      })),
    }),
    createWallet: (who, { body }) => ({ data: walletDetail(createWallet(ctx, who.merchantId, body)) }),
    updateWallet: (who, { params, body }) => {
      updateWallet(ctx, loadWallet(ctx, who.merchantId, params.wallet_id), body);
      return walletData(who.merchantId, params.wallet_id);
    },
    deactivateWallet: (who, { params }) => {
      setWalletStatus(ctx, loadWallet(ctx, who.merchantId, params.wallet_id), 'inactive');
      return walletData(who.merchantId, params.wallet_id);
    },
    activateWallet: (who, { params }) => {
      setWalletStatus(ctx, loadWallet(ctx, who.merchantId, params.wallet_id), 'active');
      return walletData(who.merchantId, params.wallet_id);
    },
    issueCard: (who, { params, body }) => ({
      data: cardRead(issueCard(ctx, loadWallet(ctx, who.merchantId, params.wallet_id), body)),
    }),
    getCardCredentials: (who, { params }) => {
      const c = card(who.merchantId, params);
      requireCardState(c.status, 'reveal');
      return { data: credentialsView(c) };
    },
    fundCard: (who, { params, body }) => {
      const c = card(who.merchantId, params);
      const cents = parseCents(body.amount, ['body', 'amount']);
      return fundResult(c, cents, fundCard(ctx, c, cents, body.description));
    },
    defundCard: (who, { params, body }) => {
      const c = card(who.merchantId, params);
      const cents = parseCents(body.amount, ['body', 'amount']);
      return fundResult(c, cents, defundCard(ctx, c, cents, body.description));
    },
    suspendCard: (who, { params }) => {
      const c = card(who.merchantId, params);
      requireCardState(c.status, 'suspend');
      return { data: cardRead(setCardStatus(ctx, c, 'frozen')) };
    },
    resumeCard: (who, { params }) => {
      const c = card(who.merchantId, params);
      requireCardState(c.status, 'resume');
      return { data: cardRead(setCardStatus(ctx, c, 'active')) };
    },
    terminateCard: (who, { params }) => ({
      data: cardRead(terminateCard(ctx, card(who.merchantId, params))),
    }),
  };
}
