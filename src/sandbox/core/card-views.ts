// Card rows (joined with balance, wallet and cardholder) and the forms each route prints.
// Full numbers and CVVs leave this module only through credentialsView.
import type { CardStatus, CardType, RouteOutput } from '../../contract/index.js';
import { money, type Family } from './amounts.js';
import type { Ctx } from './context.js';
import { notFound } from './errors.js';
import { maskFirst4, maskFirst6 } from './pan.js';

export interface CardRow {
  seq: bigint;
  id: string;
  merchant_id: string;
  wallet_id: string;
  cardholder_seq: bigint;
  name: string;
  status: CardStatus;
  card_type: CardType;
  payment_system: string;
  bin_id: string;
  pan: string;
  cvv: string;
  expiry: string;
  daily_limit: bigint | null;
  monthly_limit: bigint | null;
  ledger_account: bigint;
  issuing_op: string | null;
  provision_at: string | null;
  pending_update: string | null;
  pending_update_at: string | null;
  created_at: string;
  updated_at: string;
  balance: bigint;
  held: bigint;
  wallet_name: string;
  currency: string;
  owner_id: string;
  first_name: string;
  last_name: string;
  email: string;
}

export const CARD_SELECT = `SELECT c.*, la.balance, la.held, w.name AS wallet_name, w.currency,
  h.owner_id, h.first_name, h.last_name, h.email
  FROM cards c JOIN ledger_accounts la ON la.id = c.ledger_account JOIN wallets w ON w.id = c.wallet_id
  JOIN cardholders h ON h.seq = c.cardholder_seq`;

/** The merchant's card (optionally required to belong to `walletId`), or 404. */
export function loadCard(ctx: Ctx, merchantId: string, cardId: string, walletId?: string): CardRow {
  const row = ctx.stmt(`${CARD_SELECT} WHERE c.id = ? AND c.merchant_id = ?`).get(cardId, merchantId) as
    CardRow | undefined;
  if (!row || (walletId !== undefined && row.wallet_id !== walletId)) return notFound('card');
  return row;
}

type CardDetail = RouteOutput<'getCard'>['data']['card'];
const limit = (cents: bigint | null, family: Family): string | null =>
  cents === null ? null : money(cents, family);

export function cardDetail(c: CardRow, family: Family): CardDetail {
  return {
    id: c.id,
    name: c.name,
    status: c.status,
    currency: c.currency,
    availableBalance: money(c.balance - c.held, family),
    // Our extra keys: the held part and the total, so balance = available + held is visible.
    holdedBalance: money(c.held, family),
    balance: money(c.balance, family),
    maskedNumber: maskFirst4(c.pan),
    cardType: c.card_type,
    paymentSystem: c.payment_system,
    expiredAt: c.expiry,
    limits: { daily_limit: limit(c.daily_limit, family), monthly_limit: limit(c.monthly_limit, family) },
    cardOwner: { cardOwnerId: c.owner_id, firstName: c.first_name, lastName: c.last_name, email: c.email },
    createdAt: c.created_at,
    updatedAt: c.updated_at,
  };
}

const accountRef = (c: CardRow): { id: string; name: string } => ({ id: c.wallet_id, name: c.wallet_name });

export const cardRead = (c: CardRow): RouteOutput<'getCard'>['data'] => ({
  account: accountRef(c),
  card: cardDetail(c, 'org'),
});
export const accountCardRead = (c: CardRow, family: Family = 'account'): RouteOutput<'getAccountCard'> => ({
  ...cardDetail(c, family),
  account: accountRef(c),
});

export const cardListItem = (c: CardRow): RouteOutput<'listCards'>['data'][number] => ({
  cardId: c.id,
  name: c.name,
  currency: c.currency,
  availableBalance: money(c.balance - c.held, 'org'),
  holder: `${c.first_name} ${c.last_name}`,
  cardType: c.card_type,
  maskedNumber: maskFirst4(c.pan),
  paymentSystem: c.payment_system,
  expiredAt: c.expiry,
  cardStatus: c.status,
  createdAt: c.created_at,
});

export const cardholderCardItem = (c: CardRow): RouteOutput<'listCardholderCards'>['items'][number] => ({
  cardId: c.id,
  accountUuid: c.wallet_id,
  name: c.name,
  status: c.status,
  maskedNumber: maskFirst6(c.pan),
  availableBalance: money(c.balance - c.held, 'account'),
  currency: c.currency,
});

export const credentialsView = (c: CardRow): RouteOutput<'getCardSensitive'> => ({
  cardNumber: c.pan,
  cvv: c.cvv,
  expiredAt: c.expiry,
});

/** The reference a card operation carries: { id, name, maskedNumber }. */
export const cardRef = (c: {
  id: string;
  name: string;
  pan: string;
}): { id: string; name: string; maskedNumber: string } => ({
  id: c.id,
  name: c.name,
  maskedNumber: maskFirst4(c.pan),
});
