// Filtered, sorted, paginated lists. Array filters bind one JSON parameter (json_each, list-filter.ts) so each
// statement shape is prepared once; every ORDER BY ends with seq so pages never overlap, and each
// shape matches an index (see schema.ts) so a wallet of 100,000 cards lists a page quickly.
import type { Pagination } from '../../contract/index.js';
import type { HandlerInput } from '../core-types.js';
import { CARD_SELECT, type CardRow } from './card-views.js';
import { num, type Ctx } from './context.js';
import { CARD_OP_SELECT, WALLET_OP_SELECT, type CardOpRow, type WalletOpRow } from './operations.js';
import { Filter } from './list-filter.js';
import { given, opTotals, type OpFilters, type OpTable, type OpTotals } from './op-totals.js';
import { seekPage } from './page-marks.js';

export interface Page<T> {
  rows: T[];
  total: number;
}
/** An operations page, with what the list's totals say of all its matching items. */
type OpPage<T> = Page<T> & OpTotals;

/**
 * Which rows of the ordered list to read: a page past the middle is read from the other end (the
 * order reversed, the offset counted from the end), so the last page of a 100,000-card wallet skips
 * as few index entries as the first, and no page skips more than half of them.
 */
function window(
  total: number,
  limit: number,
  offset: number,
): { reverse: boolean; limit: number; offset: number } {
  if (offset + limit / 2 <= total / 2) return { reverse: false, limit, offset };
  return {
    reverse: true,
    limit: Math.min(limit, total - offset),
    offset: Math.max(0, total - offset - limit),
  };
}

const orderBy = (columns: readonly string[], dir: 'ASC' | 'DESC'): string =>
  columns.map((c) => `${c} ${dir}`).join(', ');
const flip = (dir: 'ASC' | 'DESC'): 'ASC' | 'DESC' => (dir === 'ASC' ? 'DESC' : 'ASC');

interface Ordered {
  /** The SELECT of whole rows, whose FROM names the listed table as `alias`. */
  select: string;
  table: string;
  alias: string;
  filter: Filter;
  columns: readonly string[];
  dir: 'ASC' | 'DESC';
  /** When given, deep pages seek from bookmarks (page-marks.ts) valid while the stamp stays the same. */
  stamp?: string;
  /** The filter's WHERE as used after a bookmark (MarkedList.seekWhere). */
  seekWhere?: string;
}

/**
 * One page, chosen on the index alone (a deferred join: skipped rows cost no joins), in `dir` order.
 * `total` must be the exact number of rows the filter matches.
 */
function pageRows<T>(ctx: Ctx, list: Ordered, total: number, limit: number, offset: number): T[] {
  if (offset >= total) return [];
  const from = `${list.table} ${list.alias}`;
  const seek =
    list.stamp === undefined
      ? undefined
      : seekPage(
          ctx,
          {
            from,
            where: list.filter.where,
            seekWhere: list.seekWhere,
            args: list.filter.args,
            columns: list.columns,
            dir: list.dir,
            stamp: list.stamp,
          },
          total,
          limit,
          offset,
        );
  const span = window(total, limit, offset);
  const inner = orderBy(list.columns, span.reverse ? flip(list.dir) : list.dir);
  const page = seek ?? {
    sql: `SELECT ${list.alias}.seq FROM ${from} ${list.filter.where} ORDER BY ${inner} LIMIT ? OFFSET ?`,
    args: [...list.filter.args, span.limit, span.offset],
  };
  return ctx
    .stmt(
      `${list.select} JOIN (${page.sql}) p ON p.seq = ${list.alias}.seq ORDER BY ${orderBy(list.columns, list.dir)}`,
    )
    .all(...page.args) as T[];
}

export function orgPagination(total: number, query: { page: number; quantity: number }): Pagination {
  return {
    quantity: query.quantity,
    totalQuantity: total,
    currentPage: query.page,
    pages: Math.ceil(total / query.quantity),
  };
}

const direction = (sortType: string | undefined): 'ASC' | 'DESC' => (sortType === 'asc' ? 'ASC' : 'DESC');
const offsetOf = (query: { page: number; quantity: number }): number => (query.page - 1) * query.quantity;

type CardQuery = HandlerInput<'listCards'>['query'];

/** Without a date range the total comes from the trigger-kept per-status counters, not a count of rows. */
function cardTotal(ctx: Ctx, walletId: string, q: CardQuery, filter: Filter): number {
  if (q.createdAtFrom !== undefined || q.createdAtTo !== undefined) {
    return num(
      (ctx.stmt(`SELECT COUNT(*) AS n FROM cards c ${filter.where}`).get(...filter.args) as { n: bigint }).n,
    );
  }
  const statuses = q['statuses[]'];
  const row =
    statuses && statuses.length > 0
      ? ctx
          .stmt(
            'SELECT COALESCE(SUM(n), 0) AS n FROM card_counts WHERE wallet_id = ? AND status IN (SELECT value FROM json_each(?))',
          )
          .get(walletId, JSON.stringify(statuses))
      : ctx.stmt('SELECT COALESCE(SUM(n), 0) AS n FROM card_counts WHERE wallet_id = ?').get(walletId);
  return num((row as { n: bigint }).n);
}

/** The wallet's card_orders version (bumped by triggers on every change to its cards' order): bookmarks' validity. */
function cardOrderStamp(ctx: Ctx, walletId: string): string {
  const row = ctx.stmt('SELECT version FROM card_orders WHERE wallet_id = ?').get(walletId) as
    { version: bigint } | undefined;
  return `${walletId}:${row?.version ?? 0n}`;
}

/** Our decision: default order is newest first (createdAt desc); name and status sort ascending by default. */
export function listCardRows(ctx: Ctx, walletId: string, q: CardQuery): Page<CardRow> {
  const cardFilter = (status: string) =>
    new Filter()
      .eq('c.wallet_id', walletId)
      .in(status, q['statuses[]'])
      .range('c.created_at', q.createdAtFrom, q.createdAtTo);
  const filter = cardFilter('c.status');
  const sortBy = q.sortBy ?? 'createdAt';
  const dir = q.sortType === undefined ? (sortBy === 'createdAt' ? 'DESC' : 'ASC') : direction(q.sortType);
  const columns =
    sortBy === 'name'
      ? ['c.name', 'c.seq']
      : sortBy === 'status'
        ? ['c.status', 'c.created_at', 'c.seq']
        : ['c.created_at', 'c.seq'];
  const total = cardTotal(ctx, walletId, q, filter);
  const stamp = cardOrderStamp(ctx, walletId);
  // In status order, '+' lets the seek after a bookmark range over (status, created_at, seq) instead of one status at a time.
  const seekWhere = sortBy === 'status' ? cardFilter('+c.status').where : undefined;
  const rows = pageRows<CardRow>(
    ctx,
    {
      select: CARD_SELECT,
      table: 'cards',
      alias: 'c',
      filter,
      columns,
      dir,
      stamp,
      ...(seekWhere ? { seekWhere } : {}),
    },
    total,
    q.quantity,
    offsetOf(q),
  );
  return { rows, total };
}

function opRowFilter(f: OpFilters): Filter {
  // '+' keeps SQLite from choosing the merchant index when a card, wallet or id narrows the list: with
  // it, one card's operations would be found by walking every operation of the merchant.
  const narrow = given(f.ids) || given(f.cardIds) || given(f.walletIds);
  return new Filter()
    .eq(narrow ? '+o.merchant_id' : 'o.merchant_id', f.merchantId)
    .in('o.id', f.ids)
    .in('o.card_id', f.cardIds)
    .in('o.wallet_id', f.walletIds)
    .in('o.type', f.types)
    .in('o.status', f.statuses)
    .in('o.decline_reason', f.reasons)
    .range('o.created_at', f.from, f.to);
}

function opPage<T>(
  ctx: Ctx,
  table: OpTable,
  f: OpFilters,
  order: { columns: readonly string[]; dir: 'ASC' | 'DESC' },
  limit: number,
  offset: number,
): OpPage<T> {
  const filter = opRowFilter(f);
  const totals = opTotals(ctx, table, f, filter);
  const select = table === 'card_ops' ? CARD_OP_SELECT : WALLET_OP_SELECT;
  return {
    rows: pageRows<T>(ctx, { select, table, alias: 'o', filter, ...order }, totals.total, limit, offset),
    ...totals,
  };
}

const NEWEST = ['o.created_at', 'o.seq'];

type WalletOpQuery = HandlerInput<'listWalletOperations'>['query'];

export function listWalletOpRows(ctx: Ctx, merchantId: string, q: WalletOpQuery): OpPage<WalletOpRow> {
  const f = {
    merchantId,
    ids: q['ids[]'],
    walletIds: q['accountIds[]'],
    types: q['types[]'],
    statuses: q['statuses[]'],
    from: q.createdAtFrom,
    to: q.createdAtTo,
  };
  return opPage<WalletOpRow>(
    ctx,
    'wallet_ops',
    f,
    { columns: NEWEST, dir: direction(q.sortType) },
    q.quantity,
    offsetOf(q),
  );
}

type CardOpQuery = HandlerInput<'listCardOperations'>['query'];

export function listCardOpRows(ctx: Ctx, merchantId: string, q: CardOpQuery): OpPage<CardOpRow> {
  const f = {
    merchantId,
    ids: q['ids[]'],
    cardIds: q['cardIds[]'],
    walletIds: q['accountIds[]'],
    types: q['types[]'],
    statuses: q['statuses[]'],
    reasons: q['declineReasons[]'],
    from: q.createdAtFrom,
    to: q.createdAtTo,
  };
  const columns = q.sortBy === 'status' ? ['o.status', ...NEWEST] : NEWEST;
  return opPage<CardOpRow>(
    ctx,
    'card_ops',
    f,
    { columns, dir: direction(q.sortType) },
    q.quantity,
    offsetOf(q),
  );
}

interface AccountFilters {
  accountId?: string | undefined;
  cardId?: string | undefined;
  'types[]'?: string[] | undefined;
  'statuses[]'?: string[] | undefined;
  createdAtFrom?: string | undefined;
  createdAtTo?: string | undefined;
  limit: number;
  offset: number;
}

const accountOpFilters = (merchantId: string, q: AccountFilters): OpFilters => ({
  merchantId,
  walletIds: q.accountId === undefined ? undefined : [q.accountId],
  cardIds: q.cardId === undefined ? undefined : [q.cardId],
  types: q['types[]'],
  statuses: q['statuses[]'],
  from: q.createdAtFrom,
  to: q.createdAtTo,
});

/** Account family: newest first. */
export function listAccountCardOps(ctx: Ctx, merchantId: string, q: AccountFilters): OpPage<CardOpRow> {
  return opPage<CardOpRow>(
    ctx,
    'card_ops',
    accountOpFilters(merchantId, q),
    { columns: NEWEST, dir: 'DESC' },
    q.limit,
    q.offset,
  );
}

export function listAccountWalletOps(ctx: Ctx, merchantId: string, q: AccountFilters): OpPage<WalletOpRow> {
  const f = { ...accountOpFilters(merchantId, q), cardIds: undefined };
  return opPage<WalletOpRow>(ctx, 'wallet_ops', f, { columns: NEWEST, dir: 'DESC' }, q.limit, q.offset);
}
