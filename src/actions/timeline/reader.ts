// Reading a card's timeline: its operations a page at a time (newest first, the next page only when the
// operator nears the end), the delivery history filtered by the card, our audit trail, the wallet. A source
// that cannot be read becomes a gap the timeline names; the rest is still shown.
import { ApiError, type ApiClient } from '../../api/index.js';
import type { WebhookDelivery } from '../../contract/index.js';
import { canRead, read, readFamily, readIn, READS } from '../../reads/index.js';
import type { Card, EventRecord, Operation, ReadChange } from '../../store/index.js';
import { readAuditFile, type AuditEntry } from '../audit.js';
import type { ActionContext } from '../types.js';
import type { WalletFacts } from './explain.js';
import { mergeTimeline } from './merge.js';
import type { SourceGap, TimelineRow } from './types.js';

export const TIMELINE_PAGE = 50;
/** The delivery history's own page maximum: the newest this many events about the card. */
const HISTORY_LIMIT = 1000;

export interface TimelineData {
  readonly card: Card;
  /** The card's operations read so far, newest first. */
  readonly operations: readonly Operation[];
  /** The next page to read; null when every operation is read. */
  readonly nextPage: number | null;
  readonly history: readonly WebhookDelivery[];
  readonly audit: readonly AuditEntry[];
  readonly wallet?: WalletFacts;
  readonly gaps: readonly SourceGap[];
  /** Only operations created at or after this instant (ISO 8601), when asked. */
  readonly since?: string;
  /** Only what happened at or before this instant (ISO 8601), when asked. */
  readonly until?: string;
  readonly pageSize: number;
}

export interface OperationsPage {
  readonly operations: readonly Operation[];
  readonly more: boolean;
}

/** Why a read failed, for the line that says what could not be read. */
export function readFailure(error: unknown, what: string): string {
  if (error instanceof ApiError) {
    if (error.status === 404) return `${what}: this deployment has none (HTTP 404)`;
    if (error.status === 400 || error.status === 422)
      return `${what}: this deployment refuses the card filter (HTTP ${error.status})`;
    return `${what}: ${error.message}`;
  }
  return `${what}: ${error instanceof Error ? error.message : String(error)}`;
}

export interface PageQuery {
  readonly page: number;
  readonly size: number;
  readonly from?: string;
  readonly to?: string;
  readonly purchasesOnly?: boolean;
}

/** Whose operations: one card's, or every card's of one wallet (the account detail's spend chart). */
export type OperationsScope = { readonly cardId: string } | { readonly walletId: string };

/** One page of the card's operations, newest first, in whichever family the credentials read. */
export function readOperationsPage(client: ApiClient, cardId: string, q: PageQuery): Promise<OperationsPage> {
  return readScopedPage(client, { cardId }, q);
}

/** One page of a card's or a wallet's card operations, newest first, filtered by the service. */
export async function readScopedPage(
  client: ApiClient,
  scope: OperationsScope,
  q: PageQuery,
): Promise<OperationsPage> {
  const family = readFamily(client, READS.cardOperations);
  if (!family.ok) throw new Error(family.reason);
  const page = await readIn(client, READS.cardOperations, family.family, {
    ...('cardId' in scope ? { cardId: scope.cardId } : { walletId: scope.walletId }),
    page: q.page,
    size: q.size,
    ...(q.from ? { from: q.from } : {}),
    ...(q.to ? { to: q.to } : {}),
    ...(q.purchasesOnly ? { types: ['purchase'] } : {}),
    newestFirst: true,
  });
  return { operations: page.operations, more: page.page < page.pages };
}

async function readHistory(client: ApiClient, cardId: string): Promise<WebhookDelivery[]> {
  return (await read(client, READS.deliveries, { cardId, limit: HISTORY_LIMIT })).deliveries;
}

/** Our audit entries about the card or its wallet: the file when the trail has one, else this session's. */
function readAudit(ctx: ActionContext, card: Card): AuditEntry[] {
  const all = ctx.audit.path !== null ? readAuditFile(ctx.audit.path).entries : ctx.audit.entries();
  return all.filter(
    (e) =>
      e.targets.cardId === card.id ||
      (card.accountId !== undefined &&
        e.targets.accountId === card.accountId &&
        e.targets.cardId === undefined),
  );
}

async function readWallet(
  ctx: ActionContext,
  card: Card,
  audit: readonly AuditEntry[],
): Promise<WalletFacts> {
  if (card.accountId === undefined) throw new Error('the card names no wallet');
  const walletId = card.accountId;
  const [wallet, limits] = await Promise.all([
    read(ctx.client, READS.wallet, walletId),
    read(ctx.client, READS.walletLimits, walletId),
  ]);
  const deactivated = audit.filter((e) => e.action === 'wallet.deactivate' && e.outcome === 'done').at(-1);
  const percent = wallet.extras.fees?.cardTransactions?.percent;
  return {
    name: wallet.account.name,
    status: wallet.account.status,
    limits: limits.limitRanges,
    ...(percent !== undefined ? { feePercent: percent } : {}),
    ...(deactivated
      ? {
          deactivated: {
            atMs: Date.parse(deactivated.time),
            by: { profile: deactivated.profile, host: deactivated.host },
          },
        }
      : {}),
  };
}

async function settle<T>(
  work: Promise<T>,
  gaps: SourceGap[],
  gap: (error: unknown) => SourceGap,
): Promise<T | undefined> {
  try {
    return await work;
  } catch (error) {
    gaps.push(gap(error));
    return undefined;
  }
}

export interface OpenOptions {
  readonly since?: string;
  readonly until?: string;
  readonly pageSize?: number;
}

/** What the timeline knows of a card besides its operations: the card now, its events, our audit, its wallet. */
export interface CardStory {
  readonly card: Card;
  readonly history: readonly WebhookDelivery[];
  readonly audit: readonly AuditEntry[];
  readonly wallet?: WalletFacts;
  readonly gaps: readonly SourceGap[];
}

/** The card, its delivery history, our audit and its wallet, read in parallel; a failed read becomes a gap. */
export async function readCardFacts(ctx: ActionContext, card: Card): Promise<CardStory> {
  const gaps: SourceGap[] = [];
  const audit = readAudit(ctx, card);
  const fresh =
    card.accountId !== undefined && canRead(ctx.client, READS.card)
      ? read(ctx.client, READS.card, { id: card.id, accountId: card.accountId })
      : Promise.resolve(card);
  const [now, history, wallet] = await Promise.all([
    // The card as it is now: its limits and balance are facts the explainer uses.
    settle(fresh, gaps, (e) => ({ source: 'operation', reason: readFailure(e, 'card') })),
    settle(readHistory(ctx.client, card.id), gaps, (e) => ({
      source: 'event',
      reason: readFailure(e, 'delivery history'),
    })),
    settle(readWallet(ctx, card, audit), gaps, (e) => ({
      source: 'operation',
      reason: readFailure(e, 'wallet'),
    })),
  ]);
  return {
    card: now ? { ...now, accountId: now.accountId ?? card.accountId } : card,
    history: history ?? [],
    audit,
    ...(wallet ? { wallet } : {}),
    gaps,
  };
}

/** The first screen's worth: the newest page of operations and the card's facts (in parallel). */
export async function openTimeline(
  ctx: ActionContext,
  card: Card,
  opts: OpenOptions = {},
): Promise<TimelineData> {
  const gaps: SourceGap[] = [];
  const pageSize = opts.pageSize ?? TIMELINE_PAGE;
  const [facts, page] = await Promise.all([
    readCardFacts(ctx, card),
    settle(
      readOperationsPage(ctx.client, card.id, {
        page: 1,
        size: pageSize,
        ...(opts.since ? { from: opts.since } : {}),
        ...(opts.until ? { to: opts.until } : {}),
      }),
      gaps,
      (e) => ({
        source: 'operation',
        reason: readFailure(e, 'operations'),
      }),
    ),
  ]);
  return {
    ...facts,
    operations: page?.operations ?? [],
    nextPage: page?.more ? 2 : null,
    gaps: [...facts.gaps, ...gaps],
    ...(opts.since ? { since: opts.since } : {}),
    ...(opts.until ? { until: opts.until } : {}),
    pageSize,
  };
}

/** The next page of operations added (nothing when every page is read). */
export async function readNextPage(ctx: ActionContext, data: TimelineData): Promise<TimelineData> {
  if (data.nextPage === null) return data;
  const page = await readOperationsPage(ctx.client, data.card.id, {
    page: data.nextPage,
    size: data.pageSize,
    ...(data.since ? { from: data.since } : {}),
    ...(data.until ? { to: data.until } : {}),
  });
  const known = new Set(data.operations.map((o) => o.id));
  return {
    ...data,
    operations: [...data.operations, ...page.operations.filter((o) => !known.has(o.id))],
    nextPage: page.more ? data.nextPage + 1 : null,
  };
}

/** The rows of what is read so far, with the live events the console heard and what its card reads showed. */
export function timelineRows(
  data: TimelineData,
  live: readonly EventRecord[],
  reads: readonly ReadChange[] = [],
): TimelineRow[] {
  const oldest = data.operations.at(-1);
  const since = data.since !== undefined ? Date.parse(data.since) : undefined;
  const loadedFrom = data.nextPage !== null && oldest ? Date.parse(oldest.createdAt) : since;
  const until = data.until !== undefined ? Date.parse(data.until) : undefined;
  const rows = mergeTimeline({
    cardId: data.card.id,
    operations: data.operations,
    history: data.history,
    live,
    audit: data.audit,
    reads,
    currency: data.card.currency,
    ...(loadedFrom !== undefined ? { loadedFrom } : {}),
  });
  // Events, audit and live rows after the upper bound go too, as the operations after it were not read.
  return until === undefined ? rows : rows.filter((r) => r.atMs <= until);
}
