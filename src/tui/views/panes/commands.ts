// Keys of the panes only: cycle and open, filter the focused list, and mark cards for bulk actions.
import type { AppState, PaneId } from '../../../store/index.js';
import { clearAllMarks, inCardsList, markAllMatchingCards, toggleMarkAtCursor } from '../../bulk/marks.js';
import { openTarget } from '../../targets.js';
import type { Command, CommandContext } from '../../view/types.js';
import { openFilter } from '../filter/index.js';
import { timelineSlot } from '../timeline/load.js';
import { readTopDetail } from '../detail/reads.js';
import { paneWord } from '../browse/navigation.js';
import { setDate, setSort, setStatuses, setTypes, setWallet } from './filters.js';

const mutators = (ctx: CommandContext) => ctx.store.getState().mutators;
const view = (ctx: CommandContext) => ctx.store.getState().view;

/** Why a pane's own command cannot run in the focused pane. */
const onlyIn =
  (...panes: PaneId[]) =>
  (s: AppState) =>
    panes.includes(s.view.focus) ? undefined : `only in the ${panes.map(paneWord).join(' or ')} pane`;

/** `:from` and `:to` over the timeline bound its rows, whichever pane is focused under it. */
const orTimeline = (command: Command): Command => ({
  ...command,
  disabledReason: (s) => (timelineSlot(s) ? undefined : command.disabledReason?.(s)),
});

const navigation: readonly Command[] = [
  {
    id: 'pane.next',
    keys: ['tab'],
    group: 'Navigation',
    hint: 'pane',
    description: 'Next pane',
    run: (ctx) => mutators(ctx).cyclePane(1),
  },
  {
    id: 'pane.prev',
    keys: ['shift+tab'],
    group: 'Navigation',
    description: 'Previous pane',
    run: (ctx) => mutators(ctx).cyclePane(-1),
  },
];

export const openRow: Command = {
  id: 'open',
  keys: ['enter'],
  group: 'Navigation',
  hint: 'open',
  description: 'Open the detail of the row under the cursor',
  disabledReason: (s) => (openTarget(s) ? undefined : 'no row to open'),
  run: (ctx) => {
    const t = openTarget(ctx.store.getState());
    if (t) mutators(ctx).openDetail(t);
    readTopDetail(ctx);
  },
};

const filterText: Command = {
  id: 'filter',
  keys: ['/'],
  group: 'Find and filters',
  hint: 'filter',
  description: 'Filter the list by text (cards: the whole wallet)',
  run: openFilter,
};

function filter(
  id: string,
  palette: string,
  argument: string,
  description: string,
  where: PaneId[],
  run: Command['run'],
): Command {
  return {
    id,
    keys: [],
    group: 'Find and filters',
    palette,
    argument,
    description,
    disabledReason: onlyIn(...where),
    run,
  };
}

const filters: readonly Command[] = [
  {
    id: 'operations.kind',
    keys: ['w'],
    group: 'Find and filters',
    palette: 'wallet-ops',
    description: 'Switch between card and wallet operations',
    disabledReason: onlyIn('operations'),
    run: (ctx) =>
      mutators(ctx).setOperationQuery({
        kind: view(ctx).operationQuery.kind === 'card' ? 'wallet' : 'card',
        types: [],
        statuses: [],
      }),
  },
  {
    id: 'scope',
    keys: ['o'],
    group: 'Find and filters',
    palette: 'scope',
    description: 'Operations/cardholders: selected card or wallet, or all',
    disabledReason: onlyIn('operations', 'cardholders'),
    run: (ctx) => {
      const v = view(ctx);
      if (v.focus === 'operations')
        mutators(ctx).setOperationQuery({ scope: v.operationQuery.scope === 'all' ? 'selected' : 'all' });
      else mutators(ctx).setCardholderQuery({ scope: v.cardholderQuery.scope === 'all' ? 'account' : 'all' });
    },
  },
  filter(
    'filter.status',
    'status',
    '<s1,s2>',
    'Filter cards or operations by status (empty clears)',
    ['cards', 'operations'],
    setStatuses,
  ),
  filter(
    'filter.type',
    'type',
    '<t1,t2>',
    'Filter operations by type (empty clears)',
    ['operations'],
    setTypes,
  ),
  orTimeline(
    filter(
      'filter.from',
      'from',
      '<time>',
      'Cards or operations created from: a day, YYYY-MM-DDTHH:MM, now, -1h (empty clears)',
      ['cards', 'operations'],
      (ctx, arg) => setDate(ctx, arg, false),
    ),
  ),
  orTimeline(
    filter(
      'filter.to',
      'to',
      '<time>',
      'Cards or operations created up to: a day, YYYY-MM-DDTHH:MM, now, -1h (empty clears)',
      ['cards', 'operations'],
      (ctx, arg) => setDate(ctx, arg, true),
    ),
  ),
  filter(
    'filter.wallet',
    'wallet',
    '<name|*>',
    "Show the wallet of this name (its cards, operations, cardholders); * every wallet's cards",
    ['accounts', 'cards', 'operations', 'cardholders'],
    setWallet,
  ),
  filter('sort', 'sort', '<field> [asc|desc]', 'Sort cards by createdAt, name or status', ['cards'], setSort),
  {
    id: 'filter.clear',
    keys: [],
    group: 'Find and filters',
    palette: 'clear',
    description: 'Clear the filters and filter text of the focused pane',
    run: (ctx) => {
      const v = view(ctx);
      const a = mutators(ctx);
      a.setFilter(v.focus, '');
      if (v.focus === 'cards') a.setCardQuery({ statuses: [], from: undefined, to: undefined });
      if (v.focus === 'operations')
        a.setOperationQuery({ types: [], statuses: [], from: undefined, to: undefined });
    },
  },
];

const canMarkAll = (s: AppState) =>
  s.view.cardQuery.everyWallet && inCardsList(s)
    ? "not in every wallet's list: mark one by one, or show one wallet (:wallet NAME)"
    : inCardsList(s) && s.view.selectedAccountId !== undefined
      ? undefined
      : 'only in the cards pane of a selected wallet';

const marks: readonly Command[] = [
  {
    id: 'mark.toggle',
    keys: ['space'],
    group: 'Bulk',
    hint: 'mark',
    palette: 'mark',
    description: 'Mark or unmark the card under the cursor (bulk actions)',
    disabledReason: (s) => (inCardsList(s) ? undefined : 'only in the cards pane'),
    run: toggleMarkAtCursor,
  },
  {
    id: 'mark.all',
    keys: ['a'],
    group: 'Bulk',
    palette: 'mark-all',
    description: 'Mark every card matching the cards filter (all pages)',
    disabledReason: canMarkAll,
    run: (ctx) => {
      void markAllMatchingCards(ctx);
    },
  },
  // Always available: it also stops a "mark all" that is still fetching (nothing marked yet).
  {
    id: 'mark.clear',
    keys: ['A'],
    group: 'Bulk',
    palette: 'unmark',
    description: 'Clear every mark; stop a mark-all still fetching',
    run: clearAllMarks,
  },
];

export const paneCommands = { navigation, filterText, filters, marks };
