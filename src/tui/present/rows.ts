// Pure presentation of list rows: a model object in, sanitised and fitted cells out.
import { declineShort } from '../../actions/index.js';
import { formatTime, type DisplayZone } from '../../domain/index.js';
import type { Account, Card, Cardholder, Operation } from '../../store/index.js';
import { cardStatusLabel, statusColour, type Theme } from '../theme.js';
import { fit, safe } from '../text.js';
import { GAP, MARKER_WIDTH, type Column, type FittedColumn } from './columns.js';
import { money } from './money.js';

export interface Cell {
  readonly text: string;
  readonly color?: string;
}

export type Cells = Readonly<Record<string, Cell>>;

export interface TableSpec<T> {
  readonly columns: readonly Column[];
  /** `zone`: the display zone every time column is shown in. */
  readonly cells: (item: T, theme: Theme, zone: DisplayZone) => Cells;
}

const plain = (text: string): Cell => ({ text });
const status = (value: string, theme: Theme, label = value): Cell => ({
  text: label,
  color: statusColour(theme, value),
});

export const accountTable: TableSpec<Account> = {
  columns: [
    { key: 'name', title: 'Name', min: 10, weight: 3 },
    { key: 'currency', title: 'Cur', min: 3, weight: 0 },
    { key: 'balance', title: 'Balance', min: 10, weight: 1, align: 'right', money: true },
    { key: 'available', title: 'Available', min: 10, weight: 1, align: 'right', drop: 2, money: true },
    { key: 'held', title: 'Held', min: 9, weight: 1, align: 'right', drop: 3, money: true },
    { key: 'cards', title: 'Cards', min: 5, weight: 0, align: 'right', drop: 4 },
    { key: 'status', title: 'Status', min: 8, weight: 0 },
    { key: 'transfer', title: 'Xfer', min: 4, weight: 0, drop: 5 },
  ],
  cells: (a, theme) => ({
    name: plain(safe(a.name)),
    currency: plain(safe(a.currency)),
    balance: plain(money(a.balance)),
    available: plain(money(a.availableBalance)),
    held: plain(money(a.heldBalance)),
    cards: plain(a.cards === undefined ? '-' : String(a.cards)),
    status: status(a.status, theme, safe(a.status)),
    transfer: plain(a.isTransferAllowed === undefined ? '-' : a.isTransferAllowed ? 'yes' : 'no'),
  }),
};

export const cardTable: TableSpec<Card> = {
  columns: [
    { key: 'name', title: 'Name', min: 10, weight: 3, cut: 'middle', want: 24 },
    { key: 'number', title: 'Number', min: 19, weight: 0 },
    { key: 'holder', title: 'Holder', min: 10, weight: 2, drop: 3, want: 20 },
    { key: 'status', title: 'Status', min: 8, weight: 0 },
    { key: 'available', title: 'Available', min: 10, weight: 1, align: 'right', money: true },
    { key: 'type', title: 'Type', min: 8, weight: 0, drop: 5 },
    { key: 'system', title: 'System', min: 10, weight: 0, drop: 6 },
    { key: 'expiry', title: 'Expiry', min: 7, weight: 0, drop: 4 },
    // Dropped first: at 80 columns the one wallet's list keeps its holder (`:wallet *` keeps this one).
    { key: 'created', title: 'Created', min: 16, weight: 0, drop: 7 },
  ],
  cells: (c, theme, zone) => ({
    name: plain(safe(c.name)),
    number: plain(safe(c.maskedNumber)),
    holder: plain(safe(c.holder)),
    status: status(c.status, theme, cardStatusLabel(c.status)),
    available: plain(`${money(c.availableBalance)}`),
    type: plain(safe(c.cardType)),
    system: plain(safe(c.paymentSystem)),
    expiry: plain(safe(c.expiredAt)),
    created: plain(shortTime(c.createdAt, zone)),
  }),
};

/**
 * Every wallet's cards in one list (`:wallet *`): the wallet each is in, and when it was created (the
 * oldest `creating` card is the one stuck), kept at 80 columns before the number and the holder.
 */
export const everyWalletCardTable: TableSpec<Card> = {
  columns: [
    { key: 'name', title: 'Name', min: 10, weight: 3, cut: 'middle', want: 24 },
    { key: 'wallet', title: 'Wallet', min: 10, weight: 2, cut: 'middle', drop: 2, want: 16 },
    { key: 'status', title: 'Status', min: 8, weight: 0 },
    { key: 'available', title: 'Available', min: 10, weight: 1, align: 'right', money: true },
    { key: 'created', title: 'Created', min: 16, weight: 0, drop: 1 },
    { key: 'number', title: 'Number', min: 19, weight: 0, drop: 3 },
    { key: 'holder', title: 'Holder', min: 10, weight: 2, drop: 4, want: 20 },
    { key: 'type', title: 'Type', min: 8, weight: 0, drop: 5 },
  ],
  cells: (c, theme, zone) => ({
    ...cardTable.cells(c, theme, zone),
    wallet: plain(safe(c.accountName ?? c.accountId)),
  }),
};

/** "2026-01-01 19:04": a timestamp (any offset) in the display zone, 16 wide in every zone. */
export function shortTime(iso: string | undefined, zone: DisplayZone): string {
  return formatTime(iso, zone, 'minute');
}

export const cardOperationTable: TableSpec<Operation> = {
  columns: [
    { key: 'date', title: 'Date', min: 16, weight: 0 },
    { key: 'card', title: 'Card', min: 10, weight: 2, drop: 2, cut: 'middle' },
    { key: 'type', title: 'Type', min: 10, weight: 0 },
    { key: 'status', title: 'Status', min: 10, weight: 0 },
    { key: 'amount', title: 'Amount', min: 10, weight: 1, align: 'right', money: true },
    // Why a decline was declined, in the explainer's words: kept at 80 columns, where the merchant goes.
    { key: 'reason', title: 'Declined', min: 11, weight: 0, drop: 3 },
    { key: 'merchant', title: 'Merchant', min: 10, weight: 2, drop: 3 },
    { key: 'mcc', title: 'MCC', min: 4, weight: 0, drop: 4 },
  ],
  cells: (o, theme, zone) => ({
    date: plain(shortTime(o.createdAt, zone)),
    card: plain(safe(o.cardName ?? o.cardMaskedNumber)),
    type: plain(safe(o.type)),
    status: status(o.status, theme, safe(o.status)),
    amount: plain(`${money(o.amount)} ${safe(o.currency)}`),
    reason: o.status === 'declined' ? status(o.status, theme, declineShort(o.declineReason)) : plain(''),
    merchant: plain(safe(o.merchantName)),
    mcc: plain(safe(o.merchantCategory)),
  }),
};

export const walletOperationTable: TableSpec<Operation> = {
  columns: [
    { key: 'date', title: 'Date', min: 16, weight: 0 },
    { key: 'account', title: 'Wallet', min: 10, weight: 2, drop: 2 },
    { key: 'type', title: 'Type', min: 12, weight: 0 },
    { key: 'status', title: 'Status', min: 10, weight: 0 },
    { key: 'amount', title: 'Amount', min: 12, weight: 1, align: 'right', money: true },
  ],
  cells: (o, theme, zone) => ({
    date: plain(shortTime(o.createdAt, zone)),
    account: plain(safe(o.accountName)),
    type: plain(safe(o.type)),
    status: status(o.status, theme, safe(o.status)),
    amount: plain(`${money(o.amount)} ${safe(o.currency)}`),
  }),
};

export const cardholderTable: TableSpec<Cardholder> = {
  columns: [
    { key: 'id', title: 'Cardholder id', min: 12, weight: 1 },
    { key: 'name', title: 'Name', min: 12, weight: 2 },
    { key: 'email', title: 'Email', min: 12, weight: 2, drop: 2 },
    { key: 'phone', title: 'Phone', min: 12, weight: 0, drop: 3 },
  ],
  cells: (h) => ({
    id: plain(safe(h.id)),
    name: plain(safe(`${h.firstName} ${h.lastName}`)),
    email: plain(safe(h.email)),
    phone: plain(safe(h.phone)),
  }),
};

export interface Segment {
  readonly text: string;
  readonly color?: string;
}

/** One row as segments that together are exactly the table width (markers included). */
export function rowSegments(columns: readonly FittedColumn[], cells: Cells, marker: string): Segment[] {
  const out: Segment[] = [{ text: fit(marker, MARKER_WIDTH) }];
  columns.forEach((column, i) => {
    const cell = cells[column.key] ?? { text: '' };
    out.push({
      text: fit(cell.text, column.width, column.align, column.cut),
      ...(cell.color ? { color: cell.color } : {}),
    });
    if (i < columns.length - 1) out.push({ text: ' '.repeat(GAP) });
  });
  return out;
}

export function headerLine(columns: readonly FittedColumn[]): string {
  return fit('', MARKER_WIDTH) + columns.map((c) => fit(c.title, c.width, c.align)).join(' '.repeat(GAP));
}

/** The marks of a row's marker column and what each means: the rows draw them, help explains them. */
export const ROW_MARKS = {
  cursor: { mark: '>', meaning: 'the cursor row (a pane title: the focused pane)' },
  marked: { mark: '+', meaning: 'marked for a bulk action (space marks one row, a every match)' },
  changed: { mark: '*', meaning: 'changed a moment ago (a poll or a live event updated it)' },
} as const;

/** Marker column: `>` on the cursor row; `+` on a marked row (bulk), else `*` on a row that just changed. */
export function rowMarker(selected: boolean, changed: boolean, marked = false): string {
  const second = marked ? ROW_MARKS.marked.mark : changed ? ROW_MARKS.changed.mark : ' ';
  return `${selected ? ROW_MARKS.cursor.mark : ' '}${second}`;
}
