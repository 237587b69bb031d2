// What the explainer needs beyond the timeline's rows, read for one decline: the card's purchases of the
// decline's UTC day or month (a bounded read: a few pages, "at least" when capped), and whether this
// operator may take the next step (read-only, credentials, the card's state).
import {
  canPerform,
  utcDayStart,
  windowStart,
  type DisplayZone,
  type SpendWindow,
} from '../../domain/index.js';
import { canRead, read, READS } from '../../reads/index.js';
import type { Card, EventRecord, Operation, ReadChange } from '../../store/index.js';
import { credentialRefusal, readOnlyRefusal } from '../permission.js';
import type { ActionContext } from '../types.js';
import { explainDecline, type Explanation, type StepRefusal, type WindowRead } from './explain.js';
import {
  readCardFacts,
  readScopedPage,
  timelineRows,
  type OperationsScope,
  type TimelineData,
} from './reader.js';
import type { TimelineRow } from './types.js';

/** At most this many pages of a window are read; a card spending more than that is summed "at least". */
export const WINDOW_PAGES = 10;
const WINDOW_PAGE_SIZE = 100;

const WINDOW_OF: Readonly<Record<string, SpendWindow>> = {
  daily_limit_exceeded: 'day',
  monthly_limit_exceeded: 'month',
};

/** The card's purchases from `from` (to `to`), newest first: at most WINDOW_PAGES pages, `complete` false beyond. */
export function readPurchases(
  ctx: ActionContext,
  cardId: string,
  from: string,
  to?: string,
): Promise<WindowRead | undefined> {
  return readPurchasesOf(ctx, { cardId }, from, to);
}

/** A card's or a wallet's purchases from `from` (to `to`): at most WINDOW_PAGES pages, `complete` false beyond. */
async function readPurchasesOf(
  ctx: ActionContext,
  scope: OperationsScope,
  from: string,
  to?: string,
): Promise<WindowRead | undefined> {
  const ops: Operation[] = [];
  try {
    for (let page = 1; page <= WINDOW_PAGES; page += 1) {
      const read = await readScopedPage(ctx.client, scope, {
        page,
        size: WINDOW_PAGE_SIZE,
        from,
        ...(to !== undefined ? { to } : {}),
        purchasesOnly: true,
      });
      ops.push(...read.operations);
      if (!read.more) return { ops, complete: true };
    }
    return { ops, complete: false };
  } catch {
    return ops.length > 0 ? { ops, complete: false } : undefined;
  }
}

/** The card's purchases from the start of the decline's UTC day or month up to it. */
export function readWindow(
  ctx: ActionContext,
  cardId: string,
  decline: Operation,
  window: SpendWindow,
): Promise<WindowRead | undefined> {
  const from = new Date(windowStart(window, Date.parse(decline.createdAt))).toISOString();
  return readPurchases(ctx, cardId, from, decline.createdAt);
}

/** How many UTC days the spend chart shows, today included. */
export const SPEND_DAYS = 30;

/** The purchases of the spend chart: the last SPEND_DAYS UTC days (a bounded read). */
export function readSpend(
  ctx: ActionContext,
  cardId: string,
  nowMs: number,
): Promise<WindowRead | undefined> {
  return readPurchases(ctx, cardId, spendFrom(nowMs));
}

/** The first instant of the spend chart's window: the start of the UTC day SPEND_DAYS - 1 days before today. */
export const spendFrom = (nowMs: number): string =>
  new Date(utcDayStart(nowMs) - (SPEND_DAYS - 1) * 86_400_000).toISOString();

/**
 * The purchases of every card of a wallet over the spend chart's days, read the cheapest way the interface
 * allows: the card operations list filtered by the wallet, purchases only, from the window's start, paged
 * and bounded (`complete` false when capped). Throws when the first page cannot be read.
 */
export async function readWalletSpend(
  ctx: ActionContext,
  walletId: string,
  nowMs: number,
): Promise<WindowRead> {
  const read = await readPurchasesOf(ctx, { walletId }, spendFrom(nowMs));
  if (!read) throw new Error("the wallet's card operations could not be read");
  return read;
}

/** Why this operator may not take a step on this card now, or undefined. */
export function stepRefusal(ctx: ActionContext, data: TimelineData): StepRefusal {
  return (action) => {
    const readOnly = readOnlyRefusal(ctx.session.readOnly());
    if (readOnly !== undefined) return readOnly;
    const credentials = credentialRefusal(ctx.client, action);
    if (credentials !== undefined) return credentials;
    const state = canPerform(data.card.status, action);
    return state.ok ? undefined : state.reason;
  };
}

/** Explains one declined operation of the timeline, reading its limit window when the reason needs it. */
export async function explainOperation(
  ctx: ActionContext,
  data: TimelineData,
  rows: readonly TimelineRow[],
  decline: Operation,
  zone: DisplayZone,
): Promise<Explanation> {
  const window = WINDOW_OF[decline.declineReason ?? ''];
  const read = window ? await readWindow(ctx, data.card.id, decline, window) : undefined;
  return explainDecline({
    decline,
    card: {
      status: data.card.status,
      currency: data.card.currency,
      availableBalance: data.card.availableBalance,
      ...(data.card.limits ? { limits: data.card.limits } : {}),
      ...(data.card.expiredAt ? { expiredAt: data.card.expiredAt } : {}),
    },
    ...(data.wallet ? { wallet: data.wallet } : {}),
    windows: window && read ? { [window]: read } : {},
    rows,
    refusal: stepRefusal(ctx, data),
    zone,
  });
}

/** The card a declined operation was made with, as far as the operation says: its id and wallet. */
async function cardOfDecline(ctx: ActionContext, decline: Operation): Promise<Card> {
  let op = decline;
  if (op.accountId === undefined && canRead(ctx.client, READS.cardOperation)) {
    // A list item does not name the wallet; the operation's detail does.
    op = await read(ctx.client, READS.cardOperation, op.id);
  }
  if (op.cardId === undefined || op.accountId === undefined)
    throw new Error("the operation does not name its card's wallet");
  return {
    id: op.cardId,
    accountId: op.accountId,
    name: op.cardName ?? '',
    // Placeholders only: the card is read before anything is explained, or nothing is.
    status: 'active',
    currency: op.currency,
    availableBalance: '0',
    maskedNumber: op.cardMaskedNumber ?? '',
    raw: {},
  };
}

/**
 * Explains one declined operation outside the timeline (the operation's detail) with the same explainer:
 * the card, its events, our audit and its wallet read as the timeline reads them, the state changes merged
 * from those, with the changes of its name and limits the console's card reads saw (`reads`, the card's, oldest
 * first). `card`: the card as the console has it, when it has it. Throws when the card cannot be read
 * and the console has no card of its own to explain from (it never explains from a guessed state).
 */
export async function explainAlone(
  ctx: ActionContext,
  decline: Operation,
  card: Card | undefined,
  live: readonly EventRecord[],
  zone: DisplayZone,
  reads: readonly ReadChange[] = [],
): Promise<Explanation> {
  const facts = await readCardFacts(ctx, card ?? (await cardOfDecline(ctx, decline)));
  const unread = facts.gaps.find((g) => g.reason.startsWith('card:'));
  if (card === undefined && unread) throw new Error(unread.reason);
  const data: TimelineData = { ...facts, operations: [], nextPage: null, pageSize: 0 };
  return explainOperation(ctx, data, timelineRows(data, live, reads), decline, zone);
}
