// The list filters of the palette (`:status`, `:type`, `:from`, `:to`, `:sort`, `:wallet`): each
// argument checked against the interface's own lists, a clear warning for anything else.
import {
  CardOperationStatus,
  CardOperationType,
  CardStatus,
  WalletOperationStatus,
  WalletOperationType,
} from '../../../contract/index.js';
import { selectPaneRows, type AppState, type SortBy, type SortDir } from '../../../store/index.js';
import { applyWalletFilter } from '../../find/jump.js';
import { refreshEveryWallet, showEveryWallet } from '../../find/every-wallet.js';
import type { CommandContext } from '../../view/types.js';
import { boundTimeline, timelineSlot } from '../timeline/load.js';
import { safe } from '../../text.js';
import { BOUND_FORMS, parseDateBound } from '../../../domain/index.js';

const mutators = (ctx: CommandContext) => ctx.store.getState().mutators;
const state = (ctx: CommandContext) => ctx.store.getState();

function splitList(argument: string | undefined): string[] {
  return (argument ?? '').split(/[\s,]+/).filter(Boolean);
}

function filterValues(
  ctx: CommandContext,
  values: string[],
  allowed: readonly string[],
  what: string,
): string[] | undefined {
  const unknown = values.filter((v) => !allowed.includes(v));
  if (unknown.length === 0) return values;
  mutators(ctx).notify(
    'warn',
    `unknown ${what}: ${unknown.map(safe).join(', ')} (known: ${allowed.join(', ')})`,
    ctx.now(),
  );
  return undefined;
}

export function setStatuses(ctx: CommandContext, argument: string | undefined): void {
  const s = state(ctx);
  const values = splitList(argument);
  if (s.view.focus === 'cards') {
    const ok = filterValues(ctx, values, CardStatus.options, 'card status');
    if (!ok) return;
    mutators(ctx).setCardQuery({ statuses: ok as CardStatus[] });
    refreshEveryWallet(ctx);
    // A whole-wallet filter answers within the status filter: asked again for the new one.
    const text = state(ctx).view.filter.cards;
    if (text.trim() !== '') applyWalletFilter(ctx, text);
    return;
  }
  const allowed =
    s.view.operationQuery.kind === 'card' ? CardOperationStatus.options : WalletOperationStatus.options;
  const ok = filterValues(ctx, values, allowed, 'operation status');
  if (ok) mutators(ctx).setOperationQuery({ statuses: ok });
}

export function setTypes(ctx: CommandContext, argument: string | undefined): void {
  const allowed =
    state(ctx).view.operationQuery.kind === 'card' ? CardOperationType.options : WalletOperationType.options;
  const ok = filterValues(ctx, splitList(argument), allowed, 'operation type');
  if (ok) mutators(ctx).setOperationQuery({ types: ok });
}

/** Why a bound is refused: the field and the forms it takes. */
export const boundProblem = (field: 'from' | 'to', text: string | undefined): string =>
  `${field}: not a time: ${safe(text)} (use ${BOUND_FORMS})`;

export function setDate(ctx: CommandContext, argument: string | undefined, end: boolean): void {
  const s = state(ctx);
  const value = parseDateBound(argument?.trim(), end, s.zone, ctx.now());
  if (value === null) {
    mutators(ctx).notify('warn', boundProblem(end ? 'to' : 'from', argument), ctx.now());
    return;
  }
  const bound = end ? { to: value } : { from: value };
  // Over the timeline, its rows are bounded (the lists keep theirs).
  if (timelineSlot(s)) return boundTimeline(ctx, bound);
  if (s.view.focus !== 'cards') return mutators(ctx).setOperationQuery(bound);
  mutators(ctx).setCardQuery(bound);
  refreshEveryWallet(ctx);
}

/** `name desc` → the cards' sort; undefined for anything else (the palette and aliases share it). */
export function parseSort(argument: string | undefined): { sortBy: SortBy; sortType: SortDir } | undefined {
  const [by, dir, ...rest] = splitList(argument);
  const byOk = by === 'createdAt' || by === 'name' || by === 'status';
  const dirOk = dir === undefined || dir === 'asc' || dir === 'desc';
  if (!byOk || !dirOk || rest.length > 0) return undefined;
  return { sortBy: by, sortType: dir ?? 'asc' };
}

export function setSort(ctx: CommandContext, argument: string | undefined): void {
  const sort = parseSort(argument);
  if (!sort) {
    mutators(ctx).notify('warn', 'usage: :sort createdAt|name|status [asc|desc]', ctx.now());
    return;
  }
  if (state(ctx).view.cardQuery.everyWallet && sort.sortBy !== 'createdAt') {
    const how = "every wallet's cards sort by creation only: :sort createdAt asc shows the oldest first";
    mutators(ctx).notify('warn', how, ctx.now());
    return;
  }
  mutators(ctx).setCardQuery(sort);
  refreshEveryWallet(ctx);
}

/**
 * The wallet named `name`: exactly as written, else ignoring case and runs of spaces (an alias keeps
 * one space between words); or why none.
 */
function walletNamed(s: AppState, ids: readonly string[], name: string): { id: string } | { error: string } {
  const named = (same: (a: string) => boolean) =>
    ids.filter((id) => {
      const wallet = s.entities.accounts.get(id);
      return wallet !== undefined && same(wallet.name);
    });
  const exact = named((n) => n === name);
  const loose = (n: string) => n.trim().split(/\s+/).join(' ').toLowerCase();
  const found = exact.length > 0 ? exact : named((n) => loose(n) === loose(name));
  const quoted = `"${safe(name)}"`;
  if (found.length === 1 && found[0] !== undefined) return { id: found[0] };
  if (found.length > 1)
    return { error: `${found.length} wallets are named ${quoted}; choose one in the wallets pane` };
  return { error: `no wallet named ${quoted} on this profile (${ids.length} wallets)` };
}

/**
 * `:wallet Main USD`: the accounts cursor goes to the wallet of that name (spaces and all), so the
 * cards, operations and cardholders shown are that wallet's. An accounts filter that hides it is cleared.
 */
export function setWallet(ctx: CommandContext, argument: string | undefined): void {
  const warn = (text: string) => mutators(ctx).notify('warn', `wallet: ${text}`, ctx.now());
  const name = (argument ?? '').trim();
  if (name === '')
    return warn("usage: :wallet NAME (the wallet's name, spaces allowed), or * for every wallet");
  if (name === '*') {
    if (showEveryWallet(ctx)) mutators(ctx).focusPane('cards');
    return;
  }
  const ids = state(ctx).lists.accounts?.ids;
  if (!ids) return warn(`the wallets are not loaded yet; ask for "${safe(name)}" again in a moment`);
  const found = walletNamed(state(ctx), ids, name);
  if ('error' in found) return warn(found.error);
  if (state(ctx).view.cardQuery.everyWallet) mutators(ctx).setCardQuery({ everyWallet: undefined });
  if (!selectPaneRows(state(ctx), 'accounts').includes(found.id)) mutators(ctx).setFilter('accounts', '');
  mutators(ctx).setCursor('accounts', selectPaneRows(state(ctx), 'accounts').indexOf(found.id));
}
