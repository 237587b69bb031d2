// Async iterators over paged lists: page/quantity for the organization family (stop at
// `pagination.pages`), limit/offset for the account family (stop on a short page or at `total`).
import { MAX_ACCOUNT_LIMIT, MAX_ORG_QUANTITY, routes } from '../contract/index.js';
import type { RouteId } from '../contract/index.js';
import type { CallInput, CallOptions, ItemOf, PaginatedRouteId } from './types.js';

/** The client's untyped call: the typed surface is `paginate`'s own signature. */
export type LooseCall = (id: RouteId, input: Record<string, unknown>, opts: CallOptions) => Promise<unknown>;
type PageOptions = CallOptions & { pageSize?: number };

interface OrgPage {
  data: unknown[];
  pagination: { pages: number };
}
interface AccountPage {
  items: unknown[];
  total?: number;
}

const DEFAULT_PAGE_SIZE = 100;

function queryKeys(id: RouteId): string[] {
  const route = routes[id];
  return 'query' in route ? Object.keys(route.query.shape) : [];
}

const clamp = (value: number, max: number): number => Math.max(1, Math.min(max, Math.floor(value)));
const asNumber = (value: unknown): number | undefined =>
  value === undefined || value === null || value === '' ? undefined : Number(value);

async function* byPage(
  call: LooseCall,
  id: RouteId,
  input: Record<string, unknown>,
  opts: PageOptions,
): AsyncGenerator<unknown> {
  const query = (input.query ?? {}) as Record<string, unknown>;
  const quantity = clamp(opts.pageSize ?? asNumber(query.quantity) ?? DEFAULT_PAGE_SIZE, MAX_ORG_QUANTITY);
  for (let page = asNumber(query.page) ?? 1; ; page++) {
    const pageInput = { ...input, query: { ...query, page, quantity } };
    const result = (await call(id, pageInput, opts)) as OrgPage;
    yield* result.data;
    if (result.data.length === 0 || page >= result.pagination.pages) return;
  }
}

async function* byOffset(
  call: LooseCall,
  id: RouteId,
  input: Record<string, unknown>,
  opts: PageOptions,
): AsyncGenerator<unknown> {
  const query = (input.query ?? {}) as Record<string, unknown>;
  const limit = clamp(opts.pageSize ?? asNumber(query.limit) ?? DEFAULT_PAGE_SIZE, MAX_ACCOUNT_LIMIT);
  for (let offset = asNumber(query.offset) ?? 0; ;) {
    const pageInput = { ...input, query: { ...query, limit, offset } };
    const result = (await call(id, pageInput, opts)) as AccountPage;
    yield* result.items;
    offset += result.items.length;
    if (result.items.length < limit || (result.total !== undefined && offset >= result.total)) return;
  }
}

export function paginate<K extends PaginatedRouteId>(
  call: LooseCall,
  id: K,
  input: CallInput<K>,
  opts: PageOptions = {},
): AsyncIterable<ItemOf<K>> {
  const keys = queryKeys(id);
  const loose = input as Record<string, unknown>;
  const pages = keys.includes('page') ? byPage(call, id, loose, opts) : byOffset(call, id, loose, opts);
  return pages as AsyncIterable<ItemOf<K>>;
}
