// One list pane: a title line (what is shown, paging, filters), the column header and the rows the
// Viewport windows around the cursor.
import { useStore } from 'zustand';
import { describeCardFilter, formatTime } from '../../../domain/index.js';
import {
  cardsPaneFilter,
  operationSubject,
  paneSlot,
  selectCursor,
  selectPaneRows,
  type AppState,
  type PaneId,
} from '../../../store/index.js';
import { keyLabel } from '../../key-labels.js';
import { PANE_KEYS, PANE_NAMES } from '../browse/navigation.js';
import { useConsole } from '../../components/context.js';
import {
  accountTable,
  cardholderTable,
  cardOperationTable,
  cardTable,
  everyWalletCardTable,
  headerLine,
  walletOperationTable,
} from '../../present/rows.js';
import { safe } from '../../text.js';
import { layTitle, type TitlePart } from './title-layout.js';
import { tinted } from '../../view/lines.js';
import { useWindowTop, Viewport } from '../../view/Viewport.js';
import { viewportRoom } from '../../view/span.js';
import { Row, rowSource, useFittedColumns, useHiddenNote, type RowSource } from './Table.js';

const SOURCES = {
  accounts: rowSource(accountTable, (s, id) => s.entities.accounts.get(id)),
  cards: rowSource(cardTable, (s, id) => s.entities.cards.get(id)),
  everyWalletCards: rowSource(everyWalletCardTable, (s, id) => s.entities.cards.get(id)),
  cardOperations: rowSource(cardOperationTable, (s, id) => s.entities.operations.get(id)),
  // One card's operations: the title names the card, so its column's width goes to the decline and merchant.
  oneCardOperations: {
    ...rowSource(cardOperationTable, (s, id) => s.entities.operations.get(id)),
    omit: ['card'],
  },
  walletOperations: rowSource(walletOperationTable, (s, id) => s.entities.operations.get(id)),
  cardholders: rowSource(cardholderTable, (s, id) => s.entities.cardholders.get(id)),
} as const;

function sourceFor(pane: PaneId, state: AppState): RowSource {
  if (pane === 'operations') {
    const q = state.view.operationQuery;
    if (q.kind === 'wallet') return SOURCES.walletOperations;
    return q.scope === 'all' ? SOURCES.cardOperations : SOURCES.oneCardOperations;
  }
  if (pane === 'cards' && state.view.cardQuery.everyWallet) return SOURCES.everyWalletCards;
  return SOURCES[pane];
}

/** A pane's tab title: the key that shows it (its command's), then its name. */
export const paneTab = (pane: PaneId): string => `${keyLabel(PANE_KEYS[pane])} ${PANE_NAMES[pane]}`;

/** A list's time bounds as the rows show dates: in the display zone (a bare date was a day there). */
function bounds(q: { readonly from?: string; readonly to?: string }, state: AppState): string {
  const bound = (iso: string | undefined) => (iso ? formatTime(iso, state.zone, 'minute') : '...');
  return `${bound(q.from)} .. ${bound(q.to)}`;
}

/** How soon each part of a pane's title gives way (`layTitle`): the sort first, the bounds last. */
const GIVES = { sort: 5, note: 4, subject: 3, filter: 2, bounds: 1 } as const;

/**
 * What the pane shows, in words: subject, filters, count and paging, then `notes` (what the width hid),
 * within `width` columns: the rest gives way, the pane's name and its count never do. Pure.
 */
export function paneTitle(
  pane: PaneId,
  state: AppState,
  width = Number.POSITIVE_INFINITY,
  notes: readonly string[] = [],
): string {
  const v = state.view;
  const parts: TitlePart[] = [{ text: paneTab(pane) }];
  const add = (text: string, gives: number, whole = false) => void parts.push({ text, gives, whole });
  const account = v.selectedAccountId ? state.entities.accounts.get(v.selectedAccountId) : undefined;
  const slot = paneSlot(state, pane);
  const laid = () => layTitle([...parts, ...notes.map((text) => ({ text, gives: GIVES.note }))], width);
  if (pane === 'cards') {
    const subject = account ? `of ${safe(account.name)}` : 'no wallet selected';
    add(v.cardQuery.everyWallet ? 'all wallets' : subject, GIVES.subject);
    // Every filter in force, in the words mark-all uses: the list shows exactly what `a` marks.
    const filter = describeCardFilter(cardsPaneFilter(state));
    if (filter !== '') add(filter, GIVES.filter);
    if (slot?.of !== undefined) {
      // A whole-wallet filter (card index): newest first, whatever the sort; the count says it all.
      const count = `${slot.total.toLocaleString('en-US')} of ${slot.of.toLocaleString('en-US')} match`;
      const paging = slot.pages > 1 ? ` | page ${slot.page}/${slot.pages}` : '';
      parts.splice(1, 0, { text: `${count}${paging}` });
      return laid();
    }
    if (v.cardQuery.from || v.cardQuery.to) add(bounds(v.cardQuery, state), GIVES.bounds, true);
    add(`sort ${v.cardQuery.sortBy} ${v.cardQuery.sortType}`, GIVES.sort, true);
  }
  if (pane === 'operations') {
    const q = v.operationQuery;
    const card = v.selectedCardId ? state.entities.cards.get(v.selectedCardId) : undefined;
    const subject =
      q.scope === 'all'
        ? 'all'
        : q.kind === 'card'
          ? safe(card?.name) || 'no card selected'
          : safe(account?.name) || 'no wallet selected';
    add(`${q.kind} operations`, GIVES.note);
    add(subject, GIVES.subject);
    if (q.types.length > 0) add(`type ${q.types.map(safe).join(',')}`, GIVES.filter);
    if (q.statuses.length > 0) add(`status ${q.statuses.map(safe).join(',')}`, GIVES.filter);
    if (q.from || q.to) add(bounds(q, state), GIVES.bounds, true);
  }
  if (pane === 'cardholders')
    add(
      v.cardholderQuery.scope === 'all' ? 'all of the merchant' : `of ${safe(account?.name) || '-'}`,
      GIVES.subject,
    );
  if (pane !== 'cards' && v.filter[pane]) add(`filter "${safe(v.filter[pane])}"`, GIVES.filter);
  if (slot)
    parts.push({ text: `${slot.total} total${slot.pages > 1 ? ` | page ${slot.page}/${slot.pages}` : ''}` });
  return laid();
}

/**
 * Why the pane has nothing to read (no wallet or card selected), so it says so instead of "loading...";
 * `scopeKey` is the key that shows every card's or wallet's operations.
 */
export function nothingToRead(pane: PaneId, state: AppState, scopeKey: string): string | undefined {
  const v = state.view;
  if (pane === 'cards' && !v.selectedAccountId && !v.cardQuery.everyWallet) return 'no wallet selected';
  if (pane === 'cardholders' && v.cardholderQuery.scope === 'account' && !v.selectedAccountId)
    return 'no wallet selected';
  if (pane !== 'operations') return undefined;
  const q = v.operationQuery;
  if (operationSubject(q, v.selectedCardId, v.selectedAccountId) !== undefined) return undefined;
  const what = q.kind === 'card' ? 'card' : 'wallet';
  return `no ${what} selected | ${scopeKey}: every ${what}'s operations`;
}

export interface PaneProps {
  readonly pane: PaneId;
  readonly width: number;
  readonly height: number;
}

export function Pane({ pane, width, height }: PaneProps) {
  const { store, theme, views } = useConsole();
  const focused = useStore(store, (s) => s.view.focus === pane);
  const ids = useStore(store, (s) => selectPaneRows(s, pane));
  const cursor = useStore(store, (s) => selectCursor(s, pane));
  const source = useStore(store, (s) => sourceFor(pane, s));
  const loaded = useStore(store, (s) => paneSlot(s, pane) !== undefined);
  const idle = useStore(store, (s) => nothingToRead(pane, s, views.keyOf('scope')));
  const empty = !loaded ? (idle ?? 'loading...') : ids.length === 0 ? 'nothing to show' : undefined;
  const length = empty === undefined ? ids.length : 0;
  const head = empty === undefined ? [{ text: '' }] : [];
  // The title's row is there whatever it says: the columns, and the note of what they hide, come first.
  const room = viewportRoom(height, { title: true, head });
  const top = useWindowTop({ kind: 'cursor', at: cursor, length, room });
  const columns = useFittedColumns(source, ids.slice(top, top + room), width);
  const hidden = useHiddenNote(source, columns);
  const marker = focused ? '> ' : '  ';
  const title = useStore(store, (s) => paneTitle(pane, s, width - marker.length, hidden ? [hidden] : []));
  return (
    <Viewport
      width={width}
      height={height}
      title={tinted(`${marker}${title}`, focused ? theme.accent : theme.muted, {
        bold: focused,
        inverse: focused && theme.inverse,
      })}
      head={head.length > 0 ? [{ text: headerLine(columns), bold: true }] : []}
      empty={tinted(`  ${empty ?? ''}`, theme.muted)}
      kind="cursor"
      at={cursor}
      length={length}
      top={top}
      line={(i, selected) => (
        <Row
          key={ids[i]}
          id={ids[i]!}
          selected={selected}
          focused={focused}
          columns={columns}
          source={source}
        />
      )}
    />
  );
}
