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
import { applyWalletFind } from '../../find/jump.js';
import type { CommandContext } from '../../view/types.js';
import { safe } from '../../text.js';
import { instantOf, isoInZone, parseTimestamp, utcZone, type DisplayZone } from '../../../domain/index.js';

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
    // A whole-wallet find answers within the status filter: asked again for the new one.
    const find = state(ctx).view.find.cards;
    if (find.trim() !== '') applyWalletFind(ctx, find);
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

/**
 * `2026-01-31` or a full ISO timestamp. A bare date is a day in the display zone, as the lists show
 * dates: its first second (from) or last (to), sent in UTC.
 */
export function parseDateBound(
  text: string | undefined,
  end: boolean,
  zone: DisplayZone,
): string | undefined | null {
  if (!text) return undefined;
  const day = /^(\d{4})-(\d{2})-(\d{2})$/.exec(text);
  if (day) {
    if (parseTimestamp(`${text}T00:00:00Z`) === undefined) return null;
    const [year, month, date] = [Number(day[1]), Number(day[2]), Number(day[3])];
    const clock = end ? { hour: 23, minute: 59, second: 59 } : { hour: 0, minute: 0, second: 0 };
    return isoInZone(instantOf({ year, month, day: date, ...clock }, zone), utcZone());
  }
  if (/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:\d{2})$/.test(text)) return text;
  return null;
}

export function setDate(ctx: CommandContext, argument: string | undefined, end: boolean): void {
  const value = parseDateBound(argument, end, state(ctx).zone);
  if (value === null) {
    mutators(ctx).notify('warn', `not a date: ${safe(argument)} (use YYYY-MM-DD)`, ctx.now());
    return;
  }
  mutators(ctx).setOperationQuery(end ? { to: value } : { from: value });
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
  mutators(ctx).setCardQuery(sort);
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
    return { error: `${found.length} wallets are named ${quoted}; choose one in the accounts pane` };
  return { error: `no wallet named ${quoted} on this profile (${ids.length} wallets)` };
}

/**
 * `:wallet Main USD`: the accounts cursor goes to the wallet of that name (spaces and all), so the
 * cards, operations and cardholders shown are that wallet's. An accounts find that hides it is cleared.
 */
export function setWallet(ctx: CommandContext, argument: string | undefined): void {
  const warn = (text: string) => mutators(ctx).notify('warn', `wallet: ${text}`, ctx.now());
  const name = (argument ?? '').trim();
  if (name === '') return warn("usage: :wallet NAME (the wallet's name, spaces allowed)");
  const ids = state(ctx).lists.accounts?.ids;
  if (!ids) return warn(`the wallets are not loaded yet; ask for "${safe(name)}" again in a moment`);
  const found = walletNamed(state(ctx), ids, name);
  if ('error' in found) return warn(found.error);
  if (!selectPaneRows(state(ctx), 'accounts').includes(found.id)) mutators(ctx).setFind('accounts', '');
  mutators(ctx).setCursor('accounts', selectPaneRows(state(ctx), 'accounts').indexOf(found.id));
}
