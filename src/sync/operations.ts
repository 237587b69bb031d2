// Loading the operations pane: card or wallet operations, for the selected card/account or the
// whole organization, with the type, status and date filters the spec lists.
import { type OperationQuery } from '../store/index.js';
import { canRead, read, READS, type OperationsArgs } from '../reads/index.js';
import type { LoadContext, Loaded } from './fetcher.js';
import { pageSlot } from './loaders.js';

/** Which route serves this query with these credentials, or why none does. */
export function operationsRoute(
  ctx: Pick<LoadContext, 'fetcher'>,
  query: OperationQuery,
): { ok: true } | { ok: false; reason: string } {
  const { fetcher } = ctx;
  if (query.kind === 'card') {
    if (canRead(fetcher, READS.cardOperations)) return { ok: true };
    return { ok: false, reason: 'card operations need organization or account credentials' };
  }
  // The account family reads one wallet's operations: the selected one.
  if (canRead(fetcher, { org: READS.walletOperations.org })) return { ok: true };
  if (query.scope === 'selected' && canRead(fetcher, READS.walletOperations)) return { ok: true };
  return { ok: false, reason: 'operations of all wallets need organization credentials' };
}

export async function loadOperations(
  ctx: LoadContext,
  key: string,
  query: OperationQuery,
  subject: string,
  pageSize: number,
): Promise<Loaded> {
  const one = subject === '*' ? undefined : subject;
  const args: OperationsArgs = {
    ...(query.kind === 'card' ? { cardId: one } : { walletId: one }),
    page: query.page,
    size: pageSize,
    ...(query.from ? { from: query.from } : {}),
    ...(query.to ? { to: query.to } : {}),
    types: query.types,
    statuses: query.statuses,
    newestFirst: true,
  };
  const logical = query.kind === 'card' ? READS.cardOperations : READS.walletOperations;
  const res = await read(ctx.fetcher, logical, args, { signal: ctx.signal });
  if (!res) return {};
  const operations = [...res.operations];
  const slot = pageSlot(
    operations.map((o) => o.id),
    { total: res.total, page: res.page, pages: Math.max(1, res.pages) },
    ctx.now,
  );
  return { operations, lists: { [key]: slot } };
}
