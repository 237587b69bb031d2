// Contract-shaped API objects for tests of store, sync and tui.
import type {
  AccountDetail,
  AccountListItem,
  Cardholder,
  CardListItem,
  CardOperationDetail,
  CardOperationListItem,
  CardRead,
  WalletDetail,
  WalletListItem,
  WalletOperationListItem,
} from '../../src/contract/index.js';
import type { Card } from '../../src/store/index.js';

const T = '2026-01-02T03:04:05.000Z';

export function uuid(n: number, prefix = '0000'): string {
  const hex = n.toString(16).padStart(12, '0');
  return `${prefix.padStart(8, '0')}-0000-4000-8000-${hex}`;
}

export function walletListItem(n: number, over: Partial<WalletListItem> = {}): WalletListItem {
  return {
    id: uuid(n, 'a'),
    name: `Wallet ${n}`,
    balance: '1000.00',
    currency: 'USD',
    status: 'active',
    cards: 3,
    allowedCardTypes: ['virtual'],
    isTransferAllowed: true,
    createdAt: T,
    updatedAt: T,
    ...over,
  };
}

export function walletDetail(n: number, over: Partial<WalletDetail> = {}): WalletDetail {
  return {
    ...walletListItem(n),
    availableBalance: '900.00',
    holdedBalance: '100.00',
    fees: {
      cardTransactions: { type: 'percent', percent: '1.5', inherited: true },
      cardIssuing: { type: 'amount', amount: '2.00', currency: 'USD' },
    },
    ...over,
  };
}

export function accountListItem(n: number, over: Partial<AccountListItem> = {}): AccountListItem {
  return {
    ...walletListItem(n),
    balance: '1000.000000000',
    availableBalance: '900.000000000',
    holdedBalance: '100.000000000',
    ...over,
  };
}

export function accountDetail(n: number, over: Partial<AccountDetail> = {}): AccountDetail {
  return {
    ...accountListItem(n),
    isUsedCardBalance: true,
    fees: { cardTransactions: { type: 'percent', percent: '1.5' } },
    binList: [
      {
        cardProviderBinId: uuid(1, 'b1'),
        bin: '424242',
        cardNetwork: 'visa',
        issuerCountry: 'US',
        categoryIds: [],
      },
    ],
    ...over,
  };
}

export function cardListItem(n: number, over: Partial<CardListItem> = {}): CardListItem {
  const last = String((n + 4000) % 10000).padStart(4, '0');
  return {
    cardId: uuid(n, 'c'),
    name: `Card ${n}`,
    currency: 'USD',
    availableBalance: '10.00',
    holder: `Holder ${n}`,
    cardType: 'virtual',
    maskedNumber: `4242 **** **** ${last}`,
    paymentSystem: 'Visa',
    expiredAt: '12.2029',
    cardStatus: 'active',
    ...over,
  };
}

export function cardRead(n: number, walletN: number, over: Partial<CardRead['card']> = {}): CardRead {
  const item = cardListItem(n);
  return {
    account: { id: uuid(walletN, 'a'), name: `Wallet ${walletN}` },
    card: {
      id: item.cardId,
      name: item.name,
      status: 'active',
      currency: 'USD',
      availableBalance: '10.00',
      maskedNumber: item.maskedNumber,
      cardType: 'virtual',
      paymentSystem: 'Visa',
      expiredAt: '12.2029',
      limits: { daily_limit: '100.00', monthly_limit: '1000.00' },
      cardOwner: {
        cardOwnerId: `owner-${n}`,
        firstName: 'Holder',
        lastName: String(n),
        email: `h${n}@example.com`,
      },
      createdAt: T,
      ...over,
    },
  };
}

export function cardOperationItem(
  n: number,
  cardN: number,
  over: Partial<CardOperationListItem> = {},
): CardOperationListItem {
  const card = cardListItem(cardN);
  return {
    id: uuid(n, 'e'),
    card: { id: card.cardId, name: card.name, maskedNumber: card.maskedNumber },
    amount: '12.34',
    currency: 'USD',
    type: 'purchase',
    status: 'completed',
    merchantName: `Shop ${n}`,
    merchantCategory: '5411',
    createdAt: T,
    ...over,
  };
}

export function cardOperationDetail(n: number, cardN: number, walletN: number): CardOperationDetail {
  return {
    ...cardOperationItem(n, cardN),
    account: { id: uuid(walletN, 'a'), name: `Wallet ${walletN}` },
    feeAmount: '0.12',
    feeCurrency: 'USD',
    settlementAmount: '12.22',
    settlementCurrency: 'USD',
    description: 'Groceries',
    updatedAt: T,
  };
}

export function walletOperationItem(
  n: number,
  walletN: number,
  over: Partial<WalletOperationListItem> = {},
): WalletOperationListItem {
  return {
    id: uuid(n, 'f'),
    account: { id: uuid(walletN, 'a'), name: `Wallet ${walletN}` },
    amount: '500.00',
    currency: 'USD',
    type: 'payin',
    status: 'completed',
    createdAt: T,
    ...over,
  };
}

export function cardholder(n: number, over: Partial<Cardholder> = {}): Cardholder {
  return {
    cardOwnerId: `owner-${n}`,
    firstName: 'Holder',
    lastName: String(n),
    email: `h${n}@example.com`,
    phone: '+15550000',
    address: null,
    ...over,
  };
}

export function card(n: number, accountN = 1, over: Partial<Card> = {}): Card {
  const item = cardListItem(n);
  return {
    id: item.cardId,
    accountId: uuid(accountN, 'a'),
    name: item.name,
    status: 'active',
    currency: 'USD',
    availableBalance: '10.00',
    maskedNumber: item.maskedNumber,
    holder: item.holder,
    cardType: 'virtual',
    paymentSystem: 'Visa',
    expiredAt: '12.2029',
    raw: item,
    ...over,
  };
}
