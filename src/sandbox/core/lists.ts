// Filtered, sorted, paginated lists. Array filters bind one JSON parameter (json_each) so each
// statement shape is prepared once; every ORDER BY ends with seq so pages never overlap, and each
// shape matches an index (see schema.ts) so a wallet of 100,000 cards lists a page quickly.
import type { Pagination } from '../../contract/index.js';
import type { HandlerInput } from '../core-types.js';
import { CARD_SELECT, type CardRow } from './card-views.js';
import { num, type Ctx } from './context.js';
import { CARD_OP_SELECT, WALLET_OP_SELECT, type CardOpRow, type WalletOpRow } from './operations.js';

class Filter {
  readonly parts: string[] = [];
  readonly args: unknown[] = [];
  eq(column: string, value: unknown): this {
    if (value !== undefined) this.add(`${column} = ?`, value);
    return this;
  }
  in(column: string, values: readonly string[] | undefined): this {
    if (values !== undefined && values.length > 0) this.add(`${column} IN (SELECT value FROM json_each(?))`, JSON.stringify(values));
    return this;
  }
  /** Timestamps are compared as normalised UTC ISO text, which sorts like time. */
  range(column: string, from: string | undefined, to: string | undefined): this {
    if (from !== undefined) this.add(`${column} >= ?`, new Date(from).toISOString());
    if (to !== undefined) this.add(`${column} <= ?`, new Date(to).toISOString());
    return this;
  }
  private add(sql: string, value: unknown): void {
    this.parts.push(sql);
    this.args.push(value);
  }
  get where(): string {
    return this.parts.length === 0 ? '' : `WHERE ${this.parts.join(' AND ')}`;
  }
}

export interface Page<T> {
  rows: T[];
  total: number;
}

function page<T>(ctx: Ctx, select: string, from: string, filter: Filter, order: string, limit: number, offset: number): Page<T> {
  const total = num((ctx.stmt(`SELECT COUNT(*) AS n ${from} ${filter.where}`).get(...filter.args) as { n: bigint }).n);
  const rows = ctx.stmt(`${select} ${filter.where} ORDER BY ${order} LIMIT ? OFFSET ?`).all(...filter.args, limit, offset) as T[];
  return { rows, total };
}

export function orgPagination(total: number, query: { page: number; quantity: number }): Pagination {
  return { quantity: query.quantity, totalQuantity: total, currentPage: query.page, pages: Math.ceil(total / query.quantity) };
}

const direction = (sortType: string | undefined): 'ASC' | 'DESC' => (sortType === 'asc' ? 'ASC' : 'DESC');
const offsetOf = (query: { page: number; quantity: number }): number => (query.page - 1) * query.quantity;

type CardQuery = HandlerInput<'listCards'>['query'];

/** Without a date range the total comes from the trigger-kept per-status counters, not a count of rows. */
function cardTotal(ctx: Ctx, walletId: string, q: CardQuery, filter: Filter): number {
  if (q.createdAtFrom !== undefined || q.createdAtTo !== undefined) {
    return num((ctx.stmt(`SELECT COUNT(*) AS n FROM cards c ${filter.where}`).get(...filter.args) as { n: bigint }).n);
  }
  const statuses = q['statuses[]'];
  const row = statuses && statuses.length > 0
    ? ctx.stmt('SELECT COALESCE(SUM(n), 0) AS n FROM card_counts WHERE wallet_id = ? AND status IN (SELECT value FROM json_each(?))')
      .get(walletId, JSON.stringify(statuses))
    : ctx.stmt('SELECT COALESCE(SUM(n), 0) AS n FROM card_counts WHERE wallet_id = ?').get(walletId);
  return num((row as { n: bigint }).n);
}

/**
 * Our decision: default order is newest first (createdAt desc); name and status sort ascending by
 * default. The page is chosen on the index alone (a deferred join), so skipped rows cost no joins.
 */
export function listCardRows(ctx: Ctx, walletId: string, q: CardQuery): Page<CardRow> {
  const filter = new Filter().eq('c.wallet_id', walletId).in('c.status', q['statuses[]']).range('c.created_at', q.createdAtFrom, q.createdAtTo);
  const sortBy = q.sortBy ?? 'createdAt';
  const dir = q.sortType === undefined ? (sortBy === 'createdAt' ? 'DESC' : 'ASC') : direction(q.sortType);
  const order = sortBy === 'name' ? `c.name ${dir}, c.seq ${dir}`
    : sortBy === 'status' ? `c.status ${dir}, c.created_at ${dir}, c.seq ${dir}`
      : `c.created_at ${dir}, c.seq ${dir}`;
  const pageSql = `SELECT c.seq FROM cards c ${filter.where} ORDER BY ${order} LIMIT ? OFFSET ?`;
  const rows = ctx.stmt(`${CARD_SELECT} JOIN (${pageSql}) p ON p.seq = c.seq ORDER BY ${order}`)
    .all(...filter.args, q.quantity, offsetOf(q)) as CardRow[];
  return { rows, total: cardTotal(ctx, walletId, q, filter) };
}

type WalletOpQuery = HandlerInput<'listWalletOperations'>['query'];

export function listWalletOpRows(ctx: Ctx, merchantId: string, q: WalletOpQuery): Page<WalletOpRow> {
  const filter = new Filter().eq('o.merchant_id', merchantId).in('o.id', q['ids[]']).in('o.wallet_id', q['accountIds[]'])
    .in('o.type', q['types[]']).in('o.status', q['statuses[]']).range('o.created_at', q.createdAtFrom, q.createdAtTo);
  const dir = direction(q.sortType);
  return page<WalletOpRow>(ctx, WALLET_OP_SELECT, 'FROM wallet_ops o', filter, `o.created_at ${dir}, o.seq ${dir}`, q.quantity, offsetOf(q));
}

type CardOpQuery = HandlerInput<'listCardOperations'>['query'];

export function listCardOpRows(ctx: Ctx, merchantId: string, q: CardOpQuery): Page<CardOpRow> {
  const filter = new Filter().eq('o.merchant_id', merchantId).in('o.id', q['ids[]']).in('o.card_id', q['cardIds[]'])
    .in('o.wallet_id', q['accountIds[]']).in('o.type', q['types[]']).in('o.status', q['statuses[]'])
    .range('o.created_at', q.createdAtFrom, q.createdAtTo);
  const dir = direction(q.sortType);
  const order = q.sortBy === 'status' ? `o.status ${dir}, o.created_at ${dir}, o.seq ${dir}` : `o.created_at ${dir}, o.seq ${dir}`;
  return page<CardOpRow>(ctx, CARD_OP_SELECT, 'FROM card_ops o', filter, order, q.quantity, offsetOf(q));
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

/** Account family: newest first. */
export function listAccountCardOps(ctx: Ctx, merchantId: string, q: AccountFilters): Page<CardOpRow> {
  const filter = new Filter().eq('o.merchant_id', merchantId).eq('o.wallet_id', q.accountId).eq('o.card_id', q.cardId)
    .in('o.type', q['types[]']).in('o.status', q['statuses[]']).range('o.created_at', q.createdAtFrom, q.createdAtTo);
  return page<CardOpRow>(ctx, CARD_OP_SELECT, 'FROM card_ops o', filter, 'o.created_at DESC, o.seq DESC', q.limit, q.offset);
}

export function listAccountWalletOps(ctx: Ctx, merchantId: string, q: AccountFilters): Page<WalletOpRow> {
  const filter = new Filter().eq('o.merchant_id', merchantId).eq('o.wallet_id', q.accountId)
    .in('o.type', q['types[]']).in('o.status', q['statuses[]']).range('o.created_at', q.createdAtFrom, q.createdAtTo);
  return page<WalletOpRow>(ctx, WALLET_OP_SELECT, 'FROM wallet_ops o', filter, 'o.created_at DESC, o.seq DESC', q.limit, q.offset);
}
