// A small organization-family data set served through fake handlers.
import type { CardListItem } from '../../src/contract/index.js';
import {
  cardListItem,
  cardOperationItem,
  cardRead,
  cardholder,
  uuid,
  walletDetail,
  walletListItem,
  walletOperationItem,
} from './contract-objects.js';
import type { Handlers } from './fake-fetcher.js';

export interface OrgData {
  wallets: ReturnType<typeof walletListItem>[];
  cards: Map<string, CardListItem[]>;
}

export function orgData(walletCount = 3, cardsPerWallet = 5): OrgData {
  const wallets = Array.from({ length: walletCount }, (_, i) => walletListItem(i + 1));
  const cards = new Map<string, CardListItem[]>();
  wallets.forEach((w, wi) => {
    cards.set(
      w.id,
      Array.from({ length: cardsPerWallet }, (_, i) => cardListItem(wi * 100 + i + 1)),
    );
  });
  return { wallets, cards };
}

const page = (n: number, total: number, quantity = 100) => ({
  quantity,
  totalQuantity: total,
  currentPage: n,
  pages: Math.max(1, Math.ceil(total / quantity)),
});

export function orgHandlers(data: OrgData): Handlers {
  return {
    listWallets: () => ({ data: data.wallets, pagination: page(1, data.wallets.length) }),
    getWallet: (input) => {
      const index = data.wallets.findIndex((w) => w.id === input.params.wallet_id);
      return { data: walletDetail(index + 1) };
    },
    getWalletLimits: () => ({
      data: {
        limits: [{ type: 'daily_limit', amountMin: '1.00', amountMax: '5000.00' }],
        binList: [{ cardProviderBinId: uuid(1, 'b1'), bin: '424242', cardNetwork: 'Visa', categoryIds: [] }],
        cardBalance: true,
      },
    }),
    listCards: (input) => {
      const all = data.cards.get(input.params.wallet_id) ?? [];
      const statuses = input.query?.['statuses[]'] as string[] | undefined;
      const rows = statuses ? all.filter((c) => statuses.includes(c.cardStatus)) : all;
      const quantity = Number(input.query?.quantity ?? 25);
      const p = Number(input.query?.page ?? 1);
      return {
        data: rows.slice((p - 1) * quantity, p * quantity),
        pagination: page(p, rows.length, quantity),
      };
    },
    getCard: (input) => {
      const walletIndex = data.wallets.findIndex((w) => w.id === input.params.wallet_id);
      const list = data.cards.get(input.params.wallet_id) ?? [];
      const item = list.find((c) => c.cardId === input.params.instrument_id);
      const n = Number.parseInt((item?.cardId ?? '0').slice(-12), 16);
      return {
        data: cardRead(
          n,
          walletIndex + 1,
          item ? { name: item.name, status: item.cardStatus, availableBalance: item.availableBalance } : {},
        ),
      };
    },
    listCardOperations: (input) => {
      const cardIds = input.query?.['cardIds[]'] as string[] | undefined;
      const ops = [1, 2, 3].map((n) =>
        cardOperationItem(
          n,
          1,
          cardIds?.[0] ? { card: { id: cardIds[0], name: 'Card', maskedNumber: '4242 **** **** 4001' } } : {},
        ),
      );
      return { data: ops, pagination: page(1, ops.length) };
    },
    listWalletOperations: () => {
      const ops = [1, 2].map((n) => walletOperationItem(n, 1));
      return { data: ops, pagination: page(1, ops.length) };
    },
    getCardOperation: (input) => ({
      data: {
        ...cardOperationItem(1, 1),
        id: input.params.operation_id,
        account: { id: uuid(1, 'a'), name: 'Wallet 1' },
        feeAmount: '0.10',
        feeCurrency: 'USD',
        settlementAmount: '12.24',
        settlementCurrency: 'USD',
        description: 'Coffee',
        updatedAt: '2026-01-02T03:04:05.000Z',
      },
    }),
    listCardholders: () => ({ items: [cardholder(1), cardholder(2)], total: 2 }),
    getCardholder: (input) => cardholder(Number(input.params.card_owner_id.split('-')[1] ?? 1)),
    listCardholderCards: () => ({ items: [] }),
  };
}
