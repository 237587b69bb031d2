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

const actions = (ctx: CommandContext) => ctx.store.getState().actions;
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
  actions(ctx).notify(
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
    actions(ctx).setCardQuery({ statuses: ok as CardStatus[] });
    // A whole-wallet find answers within the status filter: asked again for the new one.
    const find = state(ctx).view.find.cards;
    if (find.trim() !== '') applyWalletFind(ctx, find);
    return;
  }
  const allowed =
    s.view.operationQuery.kind === 'card' ? CardOperationStatus.options : WalletOperationStatus.options;
  const ok = filterValues(ctx, values, allowed, 'operation status');
  if (ok) actions(ctx).setOperationQuery({ statuses: ok });
}

export function setTypes(ctx: CommandContext, argument: string | undefined): void {
  const allowed =
    state(ctx).view.operationQuery.kind === 'card' ? CardOperationType.options : WalletOperationType.options;
  const ok = filterValues(ctx, splitList(argument), allowed, 'operation type');
  if (ok) actions(ctx).setOperationQuery({ types: ok });
}

/** The forms a list bound takes, as the palette and a refused bound name them. */
export const BOUND_FORMS = 'YYYY-MM-DD, YYYY-MM-DDTHH:MM, an ISO instant, now, -30m, -1h, -2d';

const AGO_MS: Readonly<Record<string, number>> = { m: 60_000, h: 3_600_000, d: 86_400_000 };

/**
 * A list's time bound, as the ISO instant sent to the service (createdAtFrom/To); null when the text is
 * none of the forms. `2026-01-31` is a day in the display zone: its first second (from) or last (to).
 * `2026-01-31T14:00` (seconds optional) is that wall time in the display zone; a timestamp with an
 * offset is kept as written; `now` and `-30m`, `-1h`, `-2d` count back from `now` (ms).
 */
export function parseDateBound(
  text: string | undefined,
  end: boolean,
  zone: DisplayZone,
  now: number,
): string | undefined | null {
  if (!text) return undefined;
  if (text === 'now') return isoInZone(now, utcZone());
  const ago = /^-(\d{1,4})([mhd])$/.exec(text);
  if (ago) return isoInZone(now - Number(ago[1]) * (AGO_MS[ago[2] ?? ''] ?? 0), utcZone());
  const local = /^(\d{4})-(\d{2})-(\d{2})(?:T(\d{2}):(\d{2})(?::(\d{2}))?)?$/.exec(text);
  if (local) {
    const clock = local[4] !== undefined ? `T${local[4]}:${local[5]}:${local[6] ?? '00'}` : 'T00:00:00';
    if (parseTimestamp(`${local[1]}-${local[2]}-${local[3]}${clock}Z`) === undefined) return null;
    const [year, month, day] = [Number(local[1]), Number(local[2]), Number(local[3])];
    const time =
      local[4] !== undefined
        ? { hour: Number(local[4]), minute: Number(local[5]), second: Number(local[6] ?? 0) }
        : end
          ? { hour: 23, minute: 59, second: 59 }
          : { hour: 0, minute: 0, second: 0 };
    return isoInZone(instantOf({ year, month, day, ...time }, zone), utcZone());
  }
  if (/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:\d{2})$/.test(text))
    return parseTimestamp(text) === undefined ? null : text;
  return null;
}

/** Why a bound is refused: the field and the forms it takes. */
export const boundProblem = (field: 'from' | 'to', text: string | undefined): string =>
  `${field}: not a time: ${safe(text)} (use ${BOUND_FORMS})`;

export function setDate(ctx: CommandContext, argument: string | undefined, end: boolean): void {
  const s = state(ctx);
  const value = parseDateBound(argument?.trim(), end, s.zone, ctx.now());
  if (value === null) {
    actions(ctx).notify('warn', boundProblem(end ? 'to' : 'from', argument), ctx.now());
    return;
  }
  const bound = end ? { to: value } : { from: value };
  if (s.view.focus === 'cards') actions(ctx).setCardQuery(bound);
  else actions(ctx).setOperationQuery(bound);
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
    actions(ctx).notify('warn', 'usage: :sort createdAt|name|status [asc|desc]', ctx.now());
    return;
  }
  actions(ctx).setCardQuery(sort);
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
  const warn = (text: string) => actions(ctx).notify('warn', `wallet: ${text}`, ctx.now());
  const name = (argument ?? '').trim();
  if (name === '') return warn("usage: :wallet NAME (the wallet's name, spaces allowed)");
  const ids = state(ctx).lists.accounts?.ids;
  if (!ids) return warn(`the wallets are not loaded yet; ask for "${safe(name)}" again in a moment`);
  const found = walletNamed(state(ctx), ids, name);
  if ('error' in found) return warn(found.error);
  if (!selectPaneRows(state(ctx), 'accounts').includes(found.id)) actions(ctx).setFind('accounts', '');
  actions(ctx).setCursor('accounts', selectPaneRows(state(ctx), 'accounts').indexOf(found.id));
}
