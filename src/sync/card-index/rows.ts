// What one card is in the index: masked data only. Every way a card reaches the console (a list
// item, a cardholder's card, a full read) is turned into this one shape here; nothing else writes.
import type { CardholderCardItem, CardListItem } from '../../contract/index.js';
import { last4 as lastFour } from '../../domain/index.js';
import type { Card } from '../../store/index.js';

export interface IndexRow {
  readonly id: string;
  readonly walletId: string;
  /** As the service masks it; never more than the first 6 and last 4 digits (see `safeMask`). */
  readonly masked: string;
  readonly first6?: string;
  readonly last4: string;
  readonly name: string;
  readonly holderName?: string;
  readonly holderId?: string;
  readonly holderEmail?: string;
  readonly status: string;
  readonly type?: string;
  readonly currency: string;
  /** The exact decimal string the service wrote. */
  readonly balance: string;
  readonly createdAt?: string;
  /**
   * Where the full crawl met the card in its wallet's list, oldest first (0-based): the server's
   * own order, ties included, so a jump lands on the right page.
   */
  readonly rank?: number;
}

type Masked = { masked: string; first6?: string; last4: string };

/**
 * Keeps at most the first 6 and the last 4 digits. A service that sent a full number in a masked
 * field (a bug, but not ours to trust) must not put it on disk.
 */
export function safeMask(masked: string): Masked {
  return quickMask(masked) ?? remask(masked);
}

function remask(masked: string): Masked {
  const digits = masked.replace(/\D/g, '');
  const visible = masked.replace(/[\s-]/g, '');
  const last4 = lastFour(masked) ?? digits.slice(-4);
  const leading = /^\d+/.exec(visible)?.[0] ?? '';
  const first6 = leading.length >= 6 ? leading.slice(0, 6) : undefined;
  if (/\d{11,}/.test(visible) || digits.length > 10) {
    const head = (first6 ?? leading.slice(0, 6)).padEnd(6, '*');
    return {
      masked: `${head.slice(0, 4)} ${head.slice(4)}** **** ${last4}`,
      ...(first6 ? { first6 } : {}),
      last4,
    };
  }
  return { masked, ...(first6 ? { first6 } : {}), last4 };
}

const isDigit = (c: number): boolean => c >= 48 && c <= 57;

/**
 * What `remask` answers for a masked number (ASCII, at most 10 digits: every one a crawl meets), in
 * one pass instead of six regular expressions: a million of them per crawl. Undefined otherwise.
 */
function quickMask(masked: string): Masked | undefined {
  let digits = 0;
  let lastDigits = '';
  let kept = 0;
  let leading = 0;
  let first6 = '';
  // The last four characters once spaces and dashes are taken out (0: none yet).
  let a = 0;
  let b = 0;
  let c = 0;
  let d = 0;
  for (let i = 0; i < masked.length; i++) {
    const code = masked.charCodeAt(i);
    if (code > 127) return undefined;
    // What /[\s-]/ takes out of ASCII text.
    if (code === 32 || code === 45 || (code >= 9 && code <= 13)) continue;
    const digit = isDigit(code);
    if (digit) {
      digits += 1;
      if (digits > 10) return undefined;
      lastDigits = (lastDigits.length < 4 ? lastDigits : lastDigits.slice(1)) + masked[i];
    }
    // Still in the leading run of digits while every character kept so far was one.
    if (digit && leading === kept) {
      leading += 1;
      if (leading <= 6) first6 += masked[i];
    }
    kept += 1;
    a = b;
    b = c;
    c = d;
    d = code;
  }
  const last4 =
    isDigit(a) && isDigit(b) && isDigit(c) && isDigit(d) ? String.fromCharCode(a, b, c, d) : lastDigits;
  return leading >= 6 ? { masked, first6, last4 } : { masked, last4 };
}

const extraString = (raw: unknown, key: string): string | undefined => {
  if (typeof raw !== 'object' || raw === null || !(key in raw)) return undefined;
  const value = (raw as Record<string, unknown>)[key];
  return typeof value === 'string' && value !== '' ? value : undefined;
};

/** A wallet list's item; `rank` where the full crawl met it (see IndexRow.rank). */
export function rowFromListItem(item: CardListItem, walletId: string, rank?: number): IndexRow {
  const mask = safeMask(item.maskedNumber);
  const createdAt = extraString(item, 'createdAt');
  return {
    id: item.cardId,
    walletId,
    ...mask,
    name: item.name,
    holderName: item.holder,
    status: item.cardStatus,
    type: item.cardType,
    currency: item.currency,
    balance: item.availableBalance,
    ...(createdAt ? { createdAt } : {}),
    ...(rank === undefined ? {} : { rank }),
  };
}

export interface HolderFacts {
  readonly id: string;
  readonly name: string;
  readonly email: string;
}

export function rowFromHolderItem(item: CardholderCardItem, holder: HolderFacts): IndexRow {
  return {
    id: item.cardId,
    walletId: item.accountUuid,
    ...safeMask(item.maskedNumber),
    name: item.name,
    holderName: holder.name,
    holderId: holder.id,
    holderEmail: holder.email,
    status: item.status,
    currency: item.currency,
    balance: item.availableBalance,
  };
}

/** A card the console holds (from any read); undefined when it lacks its wallet. */
export function rowFromCard(card: Card): IndexRow | undefined {
  if (!card.accountId) return undefined;
  const owner = card.cardOwner;
  const createdAt = card.createdAt ?? extraString(card.raw, 'createdAt');
  const holderName = owner ? `${owner.firstName} ${owner.lastName}` : card.holder;
  return {
    id: card.id,
    walletId: card.accountId,
    ...safeMask(card.maskedNumber),
    name: card.name,
    status: card.status,
    currency: card.currency,
    balance: card.availableBalance,
    ...(holderName ? { holderName } : {}),
    ...(owner ? { holderId: owner.cardOwnerId, holderEmail: owner.email } : {}),
    ...(card.cardType ? { type: card.cardType } : {}),
    ...(createdAt ? { createdAt } : {}),
  };
}

/** The index's row as a store card, so a jump or a whole-wallet find can show it before its read. */
export function cardFromRow(row: IndexRow): Card {
  return {
    id: row.id,
    accountId: row.walletId,
    name: row.name,
    status: row.status as Card['status'],
    currency: row.currency,
    availableBalance: row.balance,
    maskedNumber: row.masked,
    ...(row.holderName ? { holder: row.holderName } : {}),
    ...(row.type ? { cardType: row.type } : {}),
    ...(row.createdAt ? { createdAt: row.createdAt } : {}),
    raw: { indexed: row },
  };
}
