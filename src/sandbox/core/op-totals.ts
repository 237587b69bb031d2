// What an operations list says about all of its matching items, not the page: how many (`totalQuantity`, `total`)
// and, in the organization family, the exact sum of their amounts (`totalAmount`) when they share one currency.
// Without ids, cards, reasons or dates both come from op_sums (schema-windows.ts), kept by triggers; with them, from
// one statement over the rows the filter matches, which the window indexes answer from their entries.
import type { OperationsPagination, Pagination } from '../../contract/index.js';
import { money } from './amounts.js';
import { num, type Ctx } from './context.js';
import { Filter } from './list-filter.js';

/** The filters an operations list takes, in both families. */
export interface OpFilters {
  merchantId: string;
  ids?: string[] | undefined;
  cardIds?: string[] | undefined;
  walletIds?: string[] | undefined;
  types?: string[] | undefined;
  statuses?: string[] | undefined;
  /** Decline reasons (card operations only). */
  reasons?: string[] | undefined;
  from?: string | undefined;
  to?: string | undefined;
}
export type OpTable = 'card_ops' | 'wallet_ops';

export interface OpTotals {
  total: number;
  /** Absent when the matching items are in more than one currency. */
  totalAmount: string | undefined;
}

export const given = (values: string[] | undefined): boolean => values !== undefined && values.length > 0;

interface TotalsRow {
  n: bigint;
  cents: bigint;
  lo: string | null;
  hi: string | null;
}

const totalsOf = (row: TotalsRow): OpTotals => ({
  total: num(row.n),
  // Nothing matches: the sum of nothing is zero. USD is the only currency the sandbox keeps (2 digits).
  totalAmount: row.n === 0n ? money(0n, 'org') : row.lo === row.hi ? money(row.cents, 'org') : undefined,
});

/** `rows` is the filter the page itself uses (opRowFilter), over `${table} o`. */
export function opTotals(ctx: Ctx, table: OpTable, f: OpFilters, rows: Filter): OpTotals {
  if (given(f.ids) || given(f.cardIds) || given(f.reasons) || f.from !== undefined || f.to !== undefined) {
    const row = ctx
      .stmt(
        `SELECT COUNT(*) AS n, COALESCE(SUM(o.amount), 0) AS cents, MIN(o.currency) AS lo, MAX(o.currency) AS hi
        FROM ${table} o ${rows.where}`,
      )
      .get(...rows.args) as TotalsRow;
    return totalsOf(row);
  }
  const sums = new Filter()
    .eq('source', table)
    .eq('merchant_id', f.merchantId)
    .in('wallet_id', f.walletIds)
    .in('type', f.types)
    .in('status', f.statuses)
    .holds('n > 0');
  const row = ctx
    .stmt(
      `SELECT COALESCE(SUM(n), 0) AS n, COALESCE(SUM(cents), 0) AS cents, MIN(currency) AS lo, MAX(currency) AS hi
      FROM op_sums ${sums.where}`,
    )
    .get(...sums.args) as TotalsRow;
  return totalsOf(row);
}

/** An organization list's pagination with the sum of every matching item's amount, when there is one. */
export const withTotalAmount = (pagination: Pagination, totals: OpTotals): OperationsPagination =>
  totals.totalAmount === undefined ? pagination : { ...pagination, totalAmount: totals.totalAmount };
