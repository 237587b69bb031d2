// Whether a list page is believable. A page with more rows than asked for, a total below its own rows,
// or one id twice is a server fault: showing it would put a false count over the rows, or two rows
// under one mark. Only what one response says is checked: a total that lags the rows of a later
// page, or an item that moved onto the next page between two requests, is what a live list does.
import type { RouteId } from '../contract/index.js';
import type { ItemOf } from './types.js';

/** Routes whose answer is a list: `{ data: [...] }` or `{ items: [...] }`. */
export type ListRouteId = { [K in RouteId]: [ItemOf<K>] extends [never] ? never : K }[RouteId];

/** The field that names an item of each list: two rows of one page never share it. */
export const ITEM_ID: { readonly [K in ListRouteId]: keyof ItemOf<K> & string } = {
  listWallets: 'id',
  listWalletOperations: 'id',
  listCards: 'cardId',
  listCardOperations: 'id',
  listProviders: 'id',
  listAccounts: 'id',
  listTransferDestinations: 'id',
  listAccountCardholders: 'cardOwnerId',
  listCardholders: 'cardOwnerId',
  listCardholderCards: 'cardId',
  listCardTransactions: 'id',
  listAccountTransactions: 'id',
  listWebhookEvents: 'id',
  sandboxListSnapshots: 'name',
};

const isListRoute = (id: RouteId): id is ListRouteId => Object.hasOwn(ITEM_ID, id);

/** An id is server text: enough of it to recognise, never a screenful. */
const MAX_ID_SHOWN = 64;

const count = (n: number): string => n.toLocaleString('en-US');

function positiveNumber(value: unknown): number | undefined {
  if (value === undefined || value === null || value === '') return undefined;
  const n = Number(value);
  return Number.isFinite(n) && n > 0 ? n : undefined;
}

interface PageFacts {
  rows: readonly unknown[];
  total?: number;
}

/** Rows and the stated total: `data` + `pagination.totalQuantity`, or `items` + `total`. */
function factsOf(page: unknown): PageFacts | undefined {
  if (typeof page !== 'object' || page === null) return undefined;
  const p = page as {
    data?: unknown;
    pagination?: { totalQuantity?: unknown };
    items?: unknown;
    total?: unknown;
  };
  if (Array.isArray(p.data)) {
    const total = p.pagination?.totalQuantity;
    return { rows: p.data, ...(typeof total === 'number' ? { total } : {}) };
  }
  if (Array.isArray(p.items))
    return { rows: p.items, ...(typeof p.total === 'number' ? { total: p.total } : {}) };
  return undefined;
}

/** The first id that comes more than once, and how many times it comes. */
function repeatedId(rows: readonly unknown[], field: string): string | undefined {
  const seen = new Set<string>();
  for (const row of rows) {
    const id = String((row as Record<string, unknown>)[field]);
    if (!seen.has(id)) {
      seen.add(id);
      continue;
    }
    const times = rows.filter((r) => String((r as Record<string, unknown>)[field]) === id).length;
    const shown = id.length > MAX_ID_SHOWN ? `${id.slice(0, MAX_ID_SHOWN)}...` : id;
    return `${field} ${JSON.stringify(shown)} ${count(times)} times`;
  }
  return undefined;
}

/**
 * What is wrong with a list page, or undefined when it can be believed. `query` is what was asked:
 * `quantity` (organization family) or `limit` (account family) bounds the rows.
 */
export function pageProblem(
  id: RouteId,
  query: Readonly<Record<string, unknown>> | undefined,
  page: unknown,
): string | undefined {
  if (!isListRoute(id)) return undefined;
  const facts = factsOf(page);
  if (!facts) return undefined;
  const { rows, total } = facts;
  const asked = positiveNumber(query?.quantity ?? query?.limit);
  if (asked !== undefined && rows.length > asked)
    return `${count(rows.length)} rows for a page of ${count(asked)}`;
  if (total !== undefined && total < rows.length)
    return `a total of ${count(total)} with ${count(rows.length)} rows on the page`;
  return repeatedId(rows, ITEM_ID[id]);
}
