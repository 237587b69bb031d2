// Going to a card found in the index, wherever it is: its account selected, the cards pane on the
// page that holds it (cursor on it once the page is in), its detail open. Also the cards pane's
// whole-wallet find. The index answers; sync then reads the card itself.
import {
  ACCOUNTS_LIST,
  DEFAULT_PAGE_SIZE,
  paneSlot,
  walletFilterKey,
  type Choice,
} from '../../store/index.js';
import { cardFromRow, parseCardQuery, type CardIndex, type IndexRow } from '../../sync/card-index/index.js';
import type { CommandContext } from '../view/types.js';
import { safe } from '../text.js';
import { openChooser } from '../views/choose/slot.js';
import { readChooserActivity } from './chooser-activity.js';
import { indexRowLine } from './present.js';

const mutators = (ctx: CommandContext) => ctx.store.getState().mutators;

/** The index, when there is one that is not off. */
export function liveIndex(ctx: CommandContext): CardIndex | undefined {
  return ctx.index && ctx.index.status().state !== 'off' ? ctx.index : undefined;
}

export function pageSize(ctx: CommandContext): number {
  const size = (ctx.store as { pageSize?: unknown }).pageSize;
  return typeof size === 'number' && size > 0 ? size : DEFAULT_PAGE_SIZE;
}

export function openIndexedCard(ctx: CommandContext, index: CardIndex, row: IndexRow): void {
  const a = mutators(ctx);
  const { sortBy, sortType } = ctx.store.getState().view.cardQuery;
  const page = Math.floor(index.position(row, { by: sortBy, dir: sortType }) / pageSize(ctx)) + 1;
  // Shown at once from the index; the detail's own read replaces it.
  const known = ctx.store.getState().entities.cards.get(row.id);
  if (!known) a.applyBatch({ cards: [cardFromRow(row)], at: ctx.now() });
  a.jumpToCard(row.id, row.walletId);
  a.setCardQuery({ statuses: [], page });
  a.openDetail({ kind: 'card', id: row.id });
}

/** Cards one chooser lists at most: each may be read for its last operation. */
const CHOICES = 100;

/**
 * The chooser when a query means several cards: each row shows what tells them apart (holder,
 * wallet, status, balance, last operation; see choose-rows.ts), the last operations read lazily.
 */
export function chooseCard(ctx: CommandContext, rows: readonly IndexRow[], query: string): void {
  const state = ctx.store.getState();
  const shown = rows.slice(0, CHOICES);
  // The index's rows as cards, so the rows can show them and sync can read them (it needs the wallet).
  const fresh = shown.filter((row) => !state.entities.cards.has(row.id)).map(cardFromRow);
  if (fresh.length > 0) mutators(ctx).applyBatch({ cards: fresh, at: ctx.now() });
  const choices: Choice[] = shown.map((row) => ({
    cardId: row.id,
    accountId: row.walletId,
    label: indexRowLine(row, state.entities.accounts),
  }));
  const more = rows.length > CHOICES ? ` (first ${CHOICES})` : '';
  openChooser(ctx, `${rows.length} cards match ${safe(query)}${more}: which one?`, choices);
  readChooserActivity(ctx);
}

/**
 * `:card <last4 | first6…last4 | id | id prefix>` through the index. An exact id the index does
 * not hold yet is read from each account. Returns false when the index has nothing to say.
 */
export async function indexedJump(ctx: CommandContext, index: CardIndex, query: string): Promise<boolean> {
  let rows = index.findCards(query, 101);
  const parsed = parseCardQuery(query);
  if (rows.length === 0 && parsed?.kind === 'id') {
    const state = ctx.store.getState();
    const accounts = state.lists[ACCOUNTS_LIST]?.ids ?? [...state.entities.accounts.keys()];
    const found = await index.lookupById(parsed.id, accounts);
    rows = found ? [found] : [];
  }
  if (rows.length === 0) return false;
  if (rows.length === 1) openIndexedCard(ctx, index, rows[0]!);
  else chooseCard(ctx, rows, query);
  return true;
}

/** A choice from the chooser: through the index when it holds the card. */
export function jumpToChoice(ctx: CommandContext, choice: Choice): void {
  const index = liveIndex(ctx);
  const row = index?.findCards(choice.cardId, 1)[0];
  if (index && row && row.id === choice.cardId) openIndexedCard(ctx, index, row);
  else mutators(ctx).jumpToCard(choice.cardId, choice.accountId);
}

/**
 * The cards pane's `/` over the whole wallet, within its status filter: the index's matches become
 * the pane's rows, a page at a time (`page`, from 1) as the server's list would be. Until the index
 * holds the whole wallet, the filter stays on the loaded page (a partial answer would hide cards the
 * page shows).
 */
export function applyWalletFilter(ctx: CommandContext, text: string, page = 1): void {
  const index = liveIndex(ctx);
  const state = ctx.store.getState();
  const accountId = state.view.selectedAccountId;
  const { statuses, from, to, everyWallet } = state.view.cardQuery;
  // Every wallet's list (`:wallet *`): the filter narrows the page shown.
  if (everyWallet) return mutators(ctx).setFilter('cards', text);
  // The index keeps no bound by creation: with one, the filter stays on the service's page.
  const bounded = from !== undefined || to !== undefined;
  if (index && accountId && !bounded && text.trim() !== '' && index.walletComplete(accountId)) {
    const size = pageSize(ctx);
    const m = index.walletMatches(accountId, text, page * size, statuses);
    const rows = m.ids.slice((page - 1) * size);
    const fresh = rows.filter((row) => !state.entities.cards.has(row.id)).map(cardFromRow);
    const slot = {
      ids: rows.map((r) => r.id),
      total: m.matched,
      of: m.total,
      page,
      pages: Math.max(1, Math.ceil(m.matched / size)),
      loadedAt: ctx.now(),
    };
    mutators(ctx).applyBatch({
      cards: fresh,
      lists: { [walletFilterKey(accountId, text, { statuses, page })]: slot },
      at: ctx.now(),
    });
  }
  mutators(ctx).setCardQuery({ page });
  mutators(ctx).setFilter('cards', text);
}

/** The whole-wallet filter's next or previous page, when the pane shows one; false when it does not. */
export function turnWalletFilterPage(ctx: CommandContext, direction: 1 | -1): boolean {
  const state = ctx.store.getState();
  const slot = state.view.selectedAccountId ? paneSlot(state, 'cards') : undefined;
  if (slot?.of === undefined) return false;
  const page = slot.page + direction;
  if (page < 1 || page > slot.pages) return true;
  applyWalletFilter(ctx, state.view.filter.cards, page);
  // Back a page lands on its last row, as the server's pages do.
  if (direction === -1) mutators(ctx).setCursor('cards', Number.MAX_SAFE_INTEGER);
  return true;
}
