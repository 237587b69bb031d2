// Maps the API's shapes (both request families) into the store's one model. Pure functions.
import type {
  AccountCardRead,
  AccountDetail,
  AccountListItem,
  Cardholder as ApiCardholder,
  CardholderCardItem,
  CardListItem,
  CardOperationDetail,
  CardOperationListItem,
  CardRead,
  WalletDetail,
  WalletListItem,
  WalletOperationDetail,
  WalletOperationListItem,
} from '../contract/index.js';
import type { Account, Card, Cardholder, Operation } from './types.js';
import { definedOnly, extended } from '../domain/index.js';

type AnyAccountShape = WalletListItem | WalletDetail | AccountListItem | AccountDetail;

function hasKey<K extends string>(value: object, key: K): value is Record<K, unknown> {
  return key in value;
}

function optionalString(value: object, key: string): string | undefined {
  if (!hasKey(value, key)) return undefined;
  const v = value[key];
  return typeof v === 'string' ? v : undefined;
}

/** A wallet and an account are one object; the list forms may lack the balance breakdown. */
export function toAccount(item: AnyAccountShape): Account {
  return {
    id: item.id,
    name: item.name,
    currency: item.currency,
    status: item.status,
    balance: item.balance,
    availableBalance: optionalString(item, 'availableBalance'),
    heldBalance: optionalString(item, 'holdedBalance') ?? optionalString(item, 'heldBalance'),
    cards: item.cards,
    isTransferAllowed: item.isTransferAllowed,
    allowedCardTypes: item.allowedCardTypes,
    createdAt: item.createdAt,
    updatedAt: item.updatedAt,
    raw: item,
  };
}

/** Keeps what a richer earlier read knew when a poorer list form arrives (e.g. wallet list lacks balances). */
export function mergeAccount(previous: Account | undefined, next: Account): Account {
  if (!previous) return next;
  return {
    ...next,
    availableBalance: next.availableBalance ?? previous.availableBalance,
    heldBalance: next.heldBalance ?? previous.heldBalance,
    raw: next.raw,
  };
}

export function cardFromListItem(item: CardListItem, accountId: string): Card {
  return {
    id: item.cardId,
    accountId,
    name: item.name,
    status: item.cardStatus,
    currency: item.currency,
    availableBalance: item.availableBalance,
    maskedNumber: item.maskedNumber,
    holder: item.holder,
    cardType: item.cardType,
    paymentSystem: item.paymentSystem,
    expiredAt: item.expiredAt,
    raw: item,
  };
}

export function cardFromHolderItem(item: CardholderCardItem, holder?: string): Card {
  return {
    id: item.cardId,
    accountId: item.accountUuid,
    name: item.name,
    status: item.status,
    currency: item.currency,
    availableBalance: item.availableBalance,
    maskedNumber: item.maskedNumber,
    holder,
    raw: item,
  };
}

/** The org read wraps { account, card }; the account-family read is the card plus its account. */
export function cardFromRead(read: CardRead | AccountCardRead): Card {
  const card =
    'card' in read && typeof read.card === 'object' ? (read as CardRead).card : (read as AccountCardRead);
  const owner = card.cardOwner;
  return {
    id: card.id,
    accountId: read.account.id,
    accountName: read.account.name,
    name: card.name,
    status: card.status,
    currency: card.currency,
    availableBalance: card.availableBalance,
    maskedNumber: card.maskedNumber,
    holder: `${owner.firstName} ${owner.lastName}`.trim(),
    cardType: card.cardType,
    paymentSystem: card.paymentSystem,
    expiredAt: card.expiredAt,
    limits: card.limits,
    cardOwner: {
      cardOwnerId: owner.cardOwnerId,
      firstName: owner.firstName,
      lastName: owner.lastName,
      email: owner.email,
    },
    createdAt: card.createdAt,
    raw: read,
  };
}

/** A list row must not erase what the detail read added (limits, owner, account name). */
export function mergeCard(previous: Card | undefined, next: Card): Card {
  if (!previous) return next;
  return extended(previous, definedOnly(next), { raw: next.raw });
}

export function cardOperation(item: CardOperationListItem | CardOperationDetail): Operation {
  const detail = 'feeAmount' in item ? (item as CardOperationDetail) : undefined;
  return {
    id: item.id,
    kind: 'card',
    amount: item.amount,
    currency: item.currency,
    type: item.type,
    status: item.status,
    createdAt: item.createdAt,
    cardId: item.card.id,
    cardName: item.card.name,
    cardMaskedNumber: item.card.maskedNumber,
    merchantName: item.merchantName,
    merchantCategory: item.merchantCategory,
    // The list form says why too (our decision): kept, so a page of operations explains its declines.
    ...(item.declineReason !== undefined ? { declineReason: item.declineReason } : {}),
    ...(detail
      ? {
          accountId: detail.account.id,
          accountName: detail.account.name,
          feeAmount: detail.feeAmount,
          feeCurrency: detail.feeCurrency,
          settlementAmount: detail.settlementAmount,
          settlementCurrency: detail.settlementCurrency,
          description: detail.description,
          updatedAt: detail.updatedAt,
        }
      : {}),
    raw: item,
  };
}

export function walletOperation(item: WalletOperationListItem | WalletOperationDetail): Operation {
  const detail = 'feeAmount' in item ? (item as WalletOperationDetail) : undefined;
  return {
    id: item.id,
    kind: 'wallet',
    amount: item.amount,
    currency: item.currency,
    type: item.type,
    status: item.status,
    createdAt: item.createdAt,
    accountId: item.account.id,
    accountName: item.account.name,
    ...(detail
      ? {
          feeAmount: detail.feeAmount,
          feeCurrency: detail.feeCurrency,
          settlementAmount: detail.settlementAmount,
          settlementCurrency: detail.settlementCurrency,
          description: detail.description,
          updatedAt: detail.updatedAt,
        }
      : {}),
    raw: item,
  };
}

export function mergeOperation(previous: Operation | undefined, next: Operation): Operation {
  if (!previous) return next;
  return extended(previous, definedOnly(next), { raw: next.raw });
}

export function toCardholder(item: ApiCardholder): Cardholder {
  return {
    id: item.cardOwnerId,
    firstName: item.firstName,
    lastName: item.lastName,
    email: item.email,
    phone: item.phone,
    address: item.address,
    raw: item,
  };
}

export function holderName(holder: Pick<Cardholder, 'firstName' | 'lastName'>): string {
  return `${holder.firstName} ${holder.lastName}`.trim();
}
