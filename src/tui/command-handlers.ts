// Handlers of the palette commands that take an argument: jump and the list filters.
import {
  CardOperationStatus,
  CardOperationType,
  CardStatus,
  WalletOperationStatus,
  WalletOperationType,
} from '../contract/index.js';
import type { Choice, SortBy, SortDir } from '../store/index.js';
import type { CommandContext } from './command-types.js';
import { findCards } from './targets.js';
import { readChooserActivity } from './find/chooser-activity.js';
import { indexedJump, liveIndex } from './find/jump.js';
import { parseCardQuery } from '../sync/card-index/index.js';
import { safe } from './text.js';

const actions = (ctx: CommandContext) => ctx.store.getState().actions;
const state = (ctx: CommandContext) => ctx.store.getState();

export function jump(ctx: CommandContext, query: string | undefined): void {
  const a = actions(ctx);
  if (!query) {
    a.notify('warn', 'usage: :card <last4 | first6...last4 | id | id prefix>', ctx.now());
    return;
  }
  const index = liveIndex(ctx);
  if (index && !parseCardQuery(query)) {
    a.notify(
      'warn',
      `:card ${safe(query)}: give the last 4 digits, first 6 and last 4 (411111...7292), or an id or its first 4+ characters`,
      ctx.now(),
    );
    return;
  }
  if (index) {
    void indexedJump(ctx, index, query).then((found) => (found ? undefined : loadedJump(ctx, query)));
    return;
  }
  loadedJump(ctx, query);
}

/** Among the cards the store holds (no index). */
function loadedJump(ctx: CommandContext, query: string): void {
  const a = actions(ctx);
  const matches = findCards(state(ctx), query);
  if (matches.length === 0) {
    a.notify('warn', `${liveIndex(ctx) ? 'no card' : 'no loaded card'} matches ${safe(query)}`, ctx.now());
  } else if (matches.length === 1) {
    a.jumpToCard(matches[0]!.id, matches[0]!.accountId);
  } else {
    const accounts = state(ctx).entities.accounts;
    const choices: Choice[] = matches.slice(0, 50).map((c) => ({
      cardId: c.id,
      accountId: c.accountId,
      label: `${safe(c.maskedNumber)}  ${safe(c.name)}  ${safe(c.holder)}  ${safe(accounts.get(c.accountId ?? '')?.name ?? c.accountId)}`,
    }));
    a.setOverlay({
      kind: 'choose',
      title: `${matches.length} cards match ${safe(query)}: which one?`,
      choices,
      cursor: 0,
    });
    readChooserActivity(ctx);
  }
}

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
    if (ok) actions(ctx).setCardQuery({ statuses: ok as CardStatus[] });
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

/** `2026-01-31` or a full ISO timestamp; a bare date means the start (from) or end (to) of that UTC day. */
export function parseDateBound(text: string | undefined, end: boolean): string | undefined | null {
  if (!text) return undefined;
  if (/^\d{4}-\d{2}-\d{2}$/.test(text)) return `${text}T${end ? '23:59:59' : '00:00:00'}Z`;
  if (/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:\d{2})$/.test(text)) return text;
  return null;
}

export function setDate(ctx: CommandContext, argument: string | undefined, end: boolean): void {
  const value = parseDateBound(argument, end);
  if (value === null) {
    actions(ctx).notify('warn', `not a date: ${safe(argument)} (use YYYY-MM-DD)`, ctx.now());
    return;
  }
  actions(ctx).setOperationQuery(end ? { to: value } : { from: value });
}

export function setSort(ctx: CommandContext, argument: string | undefined): void {
  const [by, dir] = splitList(argument);
  const byOk = by === 'createdAt' || by === 'name' || by === 'status';
  const dirOk = dir === undefined || dir === 'asc' || dir === 'desc';
  if (!byOk || !dirOk) {
    actions(ctx).notify('warn', 'usage: :sort createdAt|name|status [asc|desc]', ctx.now());
    return;
  }
  actions(ctx).setCardQuery({ sortBy: by as SortBy, sortType: (dir ?? 'asc') as SortDir });
}
