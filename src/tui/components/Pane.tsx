// One list pane: a title line (what is shown, paging, filters) and the windowed table.
import { Box } from 'ink';
import { useStore } from 'zustand';
import { formatTime } from '../../domain/index.js';
import { paneSlot, selectCursor, selectPaneRows, type AppState, type PaneId } from '../../store/index.js';
import {
  accountTable,
  cardholderTable,
  cardOperationTable,
  cardTable,
  walletOperationTable,
} from '../present/rows.js';
import { safe } from '../text.js';
import { PlainLine } from './Line.js';
import { Table, rowSource, type RowSource } from './Table.js';
import { useConsole } from './context.js';

const SOURCES = {
  accounts: rowSource(accountTable, (s, id) => s.entities.accounts.get(id)),
  cards: rowSource(cardTable, (s, id) => s.entities.cards.get(id)),
  cardOperations: rowSource(cardOperationTable, (s, id) => s.entities.operations.get(id)),
  walletOperations: rowSource(walletOperationTable, (s, id) => s.entities.operations.get(id)),
  cardholders: rowSource(cardholderTable, (s, id) => s.entities.cardholders.get(id)),
} as const;

function sourceFor(pane: PaneId, state: AppState): RowSource {
  if (pane === 'operations')
    return state.view.operationQuery.kind === 'card' ? SOURCES.cardOperations : SOURCES.walletOperations;
  return SOURCES[pane];
}

export const PANE_TITLES: Readonly<Record<PaneId, string>> = {
  accounts: '1 Accounts',
  cards: '2 Cards',
  operations: '3 Operations',
  cardholders: '4 Cardholders',
};

/** What the pane shows, in words: subject, filters, paging. Pure. */
export function paneTitle(pane: PaneId, state: AppState): string {
  const v = state.view;
  const parts: string[] = [PANE_TITLES[pane]];
  const account = v.selectedAccountId ? state.entities.accounts.get(v.selectedAccountId) : undefined;
  const slot = paneSlot(state, pane);
  if (pane === 'cards' && slot?.of !== undefined) {
    // A whole-wallet find (card index): newest first, whatever the sort; the count says it all.
    const count = `${slot.total.toLocaleString('en-US')} of ${slot.of.toLocaleString('en-US')} match`;
    return [
      parts[0],
      account ? `of ${safe(account.name)}` : 'no account selected',
      `find "${safe(v.find.cards)}": ${count}`,
    ].join(' | ');
  }
  if (pane === 'cards') {
    parts.push(account ? `of ${safe(account.name)}` : 'no account selected');
    if (v.cardQuery.statuses.length > 0) parts.push(`status ${v.cardQuery.statuses.join(',')}`);
    parts.push(`sort ${v.cardQuery.sortBy} ${v.cardQuery.sortType}`);
  }
  if (pane === 'operations') {
    const q = v.operationQuery;
    const card = v.selectedCardId ? state.entities.cards.get(v.selectedCardId) : undefined;
    const subject =
      q.scope === 'all'
        ? 'all'
        : q.kind === 'card'
          ? safe(card?.name) || 'no card selected'
          : safe(account?.name) || 'no account selected';
    parts.push(`${q.kind} operations | ${subject}`);
    if (q.types.length > 0) parts.push(`type ${q.types.map(safe).join(',')}`);
    if (q.statuses.length > 0) parts.push(`status ${q.statuses.map(safe).join(',')}`);
    // The bounds as the rows show dates: in the display zone (a bare date was a day there).
    const bound = (iso: string | undefined) => (iso ? formatTime(iso, state.zone, 'minute') : '...');
    if (q.from || q.to) parts.push(`${bound(q.from)} .. ${bound(q.to)}`);
  }
  if (pane === 'cardholders')
    parts.push(
      v.cardholderQuery.scope === 'all' ? 'all of the merchant' : `of ${safe(account?.name) || '-'}`,
    );
  if (slot) parts.push(`${slot.total} total${slot.pages > 1 ? ` | page ${slot.page}/${slot.pages}` : ''}`);
  if (v.find[pane]) parts.push(`find "${safe(v.find[pane])}"`);
  return parts.join(' | ');
}

export interface PaneProps {
  readonly pane: PaneId;
  readonly width: number;
  readonly height: number;
}

export function Pane({ pane, width, height }: PaneProps) {
  const { store, theme } = useConsole();
  const focused = useStore(store, (s) => s.view.focus === pane);
  const ids = useStore(store, (s) => selectPaneRows(s, pane));
  const cursor = useStore(store, (s) => selectCursor(s, pane));
  const title = useStore(store, (s) => paneTitle(pane, s));
  const source = useStore(store, (s) => sourceFor(pane, s));
  const loaded = useStore(store, (s) => paneSlot(s, pane) !== undefined);
  const rows = Math.max(0, height - 2);
  const empty = !loaded ? 'loading...' : ids.length === 0 ? 'nothing to show' : undefined;
  return (
    <Box flexDirection="column" width={width} height={height}>
      <PlainLine
        text={`${focused ? '> ' : '  '}${title}`}
        bold={focused}
        color={focused ? theme.accent : theme.muted}
        inverse={focused && theme.inverse}
      />
      {empty !== undefined && height > 2 ? (
        <PlainLine text={`  ${empty}`} color={theme.muted} />
      ) : (
        <Table
          pane={pane}
          ids={ids}
          cursor={cursor}
          width={width}
          height={rows}
          focused={focused}
          source={source}
        />
      )}
    </Box>
  );
}
