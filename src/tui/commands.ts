// The one command table. Keys, the help overlay, the footer hints and the palette all come from
// here; adding a command is adding an entry. `modes` say where a command's keys are live.
import { selectPaneRows, type AppState, type PaneId } from '../store/index.js';
import { jump, setDate, setSort, setStatuses, setTypes } from './command-handlers.js';
import { openTarget, rawTarget, topDetail } from './targets.js';
import { commandWord, matchCommands, parsePalette } from './views/palette/match.js';
import { editPalette, openPalette, paletteSlot } from './views/palette/index.js';
import { editFind, findSlot, openFind } from './views/filter/index.js';
import { chooseSlot } from './views/choose/index.js';
import { openRaw } from './views/raw/index.js';
import { moveView } from './view/move.js';
import { cursorRow, type Move } from './view/span.js';
import { safe } from './text.js';
import type { Command, CommandContext, Mode } from './command-types.js';
import { commandSets } from './command-sets/index.js';
import { typeIntoForm } from './command-sets/forms.js';
import { findCommands, jumpToChoice, typeIntoSearch } from './find/commands.js';
import { applyWalletFind } from './find/jump.js';

export type { Command, CommandContext, Mode } from './command-types.js';
export { modeOf } from './command-types.js';

const LIST: readonly Mode[] = ['list'];
const BROWSE: readonly Mode[] = ['list', 'detail'];
const ALL: readonly Mode[] = ['list', 'detail', 'help', 'palette', 'find', 'search', 'raw', 'choose'];

const actions = (ctx: CommandContext) => ctx.store.getState().actions;
const state = (ctx: CommandContext) => ctx.store.getState();

function focusPane(pane: PaneId, hint: string, key: string, word: string): Command {
  return {
    id: `pane.${pane}`,
    keys: [key],
    modes: BROWSE,
    palette: word,
    hint,
    description: `Show the ${pane} pane`,
    run: (ctx) => {
      const a = actions(ctx);
      while (state(ctx).view.details.length > 0) a.closeDetail();
      a.focusPane(pane);
    },
  };
}

const hasRows = (s: AppState) => selectPaneRows(s, s.view.focus).length > 0;

/** Cursor moves act on whatever scrolls in the view on top: its Viewport says where they land. */
const move = (ctx: CommandContext, to: Move) => moveView(ctx, to);

const SCROLLING: readonly Mode[] = ['list', 'detail', 'help', 'raw', 'choose'];

/** Close the innermost thing: overlay, then detail view, then (esc only) the find filter. */
function back(ctx: CommandContext, clearFind = true): boolean {
  const s = state(ctx);
  const a = actions(ctx);
  if (s.view.overlay) {
    a.setOverlay(null);
    return true;
  }
  if (s.view.details.length > 0) {
    a.closeDetail();
    return true;
  }
  if (clearFind && s.view.find[s.view.focus] !== '') {
    a.setFind(s.view.focus, '');
    return true;
  }
  return false;
}

const inPane =
  (...panes: PaneId[]) =>
  (s: AppState) =>
    panes.includes(s.view.focus) && s.view.details.length === 0;
const notInPane =
  (...panes: PaneId[]) =>
  () =>
    `only in the ${panes.join(' or ')} pane`;

function submitPalette(ctx: CommandContext, text: string, cursor: number): void {
  const a = actions(ctx);
  a.setOverlay(null);
  const parsed = parsePalette(commands, text);
  const picked =
    parsed ??
    (() => {
      const matches = matchCommands(commands, text);
      const item = matches[cursorRow(cursor, matches.length)];
      return item ? { command: item.command, argument: undefined } : undefined;
    })();
  if (!picked) {
    a.notify('warn', `no command matches ${safe(text)}`, ctx.now());
    return;
  }
  const s = state(ctx);
  if (picked.command.enabledWhen && !picked.command.enabledWhen(s)) {
    a.notify(
      'warn',
      `${commandWord(picked.command)}: ${picked.command.whyDisabled?.(s) ?? 'not available'}`,
      ctx.now(),
    );
    return;
  }
  picked.command.run(ctx, picked.argument);
}

function editText(ctx: CommandContext, edit: (text: string) => string): void {
  if (paletteSlot(ctx)) editPalette(ctx, edit);
  else if (findSlot(ctx)) editFind(ctx, edit);
  else typeIntoSearch(ctx, edit);
}

/** Typed text in the find or palette input. */
export function insertText(ctx: CommandContext, text: string): void {
  if (state(ctx).view.overlay?.kind === 'form') typeIntoForm(ctx, text);
  else editText(ctx, (current) => current + text);
}

export const commands: readonly Command[] = [
  {
    id: 'help',
    keys: ['?'],
    modes: ['list', 'detail', 'help'],
    hint: 'help',
    description: 'Show or hide this help',
    run: (ctx) =>
      actions(ctx).setOverlay(state(ctx).view.overlay?.kind === 'help' ? null : { kind: 'help', scroll: 0 }),
  },
  {
    id: 'quit',
    keys: ['q'],
    modes: ['list', 'detail', 'help', 'raw', 'choose'],
    hint: 'quit',
    description: 'Quit, or back out of the open view',
    run: (ctx) => {
      if (!back(ctx, false)) ctx.quit();
    },
  },
  { id: 'quit.force', keys: ['ctrl+c'], modes: ALL, description: 'Quit at once', run: (ctx) => ctx.quit() },
  {
    id: 'back',
    keys: ['esc'],
    modes: ['list', 'detail', 'help', 'raw', 'choose'],
    description: 'Close the overlay or view; clear the find filter',
    run: (ctx) => {
      back(ctx);
    },
  },
  {
    id: 'pane.next',
    keys: ['tab'],
    modes: LIST,
    hint: 'pane',
    description: 'Next pane',
    run: (ctx) => actions(ctx).cyclePane(1),
  },
  {
    id: 'pane.prev',
    keys: ['shift+tab'],
    modes: LIST,
    description: 'Previous pane',
    run: (ctx) => actions(ctx).cyclePane(-1),
  },
  focusPane('accounts', 'accounts', '1', 'accounts'),
  focusPane('cards', 'cards', '2', 'cards'),
  focusPane('operations', 'ops', '3', 'ops'),
  focusPane('cardholders', 'holders', '4', 'holders'),
  {
    id: 'cursor.down',
    keys: ['down', 'j'],
    modes: SCROLLING,
    description: 'Move down',
    run: (ctx) => move(ctx, 1),
  },
  {
    id: 'cursor.up',
    keys: ['up', 'k'],
    modes: SCROLLING,
    description: 'Move up',
    run: (ctx) => move(ctx, -1),
  },
  {
    id: 'page.down',
    keys: ['pgdn'],
    modes: SCROLLING,
    description: 'Page down (next server page at the end)',
    run: (ctx) => move(ctx, 'page-down'),
  },
  {
    id: 'page.up',
    keys: ['pgup'],
    modes: SCROLLING,
    description: 'Page up (previous server page at the top)',
    run: (ctx) => move(ctx, 'page-up'),
  },
  {
    id: 'cursor.top',
    keys: ['g', 'home'],
    modes: SCROLLING,
    description: 'Go to the top',
    run: (ctx) => move(ctx, 'top'),
  },
  {
    id: 'cursor.bottom',
    keys: ['G', 'end'],
    modes: SCROLLING,
    description: 'Go to the bottom',
    run: (ctx) => move(ctx, 'bottom'),
  },
  {
    id: 'open',
    keys: ['enter'],
    modes: LIST,
    hint: 'open',
    description: 'Open the detail of the row under the cursor',
    enabledWhen: hasRows,
    whyDisabled: () => 'no row to open',
    run: (ctx) => {
      const t = openTarget(state(ctx));
      if (t) actions(ctx).openDetail(t);
    },
  },
  {
    id: 'find',
    keys: ['/'],
    modes: LIST,
    hint: 'find',
    palette: 'filter',
    description: 'Find in the list (cards: the whole wallet)',
    run: openFind,
  },
  {
    id: 'palette',
    keys: [':'],
    modes: BROWSE,
    hint: 'commands',
    description: 'Command palette',
    internal: true,
    run: openPalette,
  },
  {
    id: 'refresh',
    keys: ['r'],
    modes: BROWSE,
    hint: 'refresh',
    description: 'Refresh what is on screen now',
    run: (ctx) => {
      void ctx.sync.refresh();
    },
  },
  {
    id: 'pause',
    keys: ['p'],
    modes: BROWSE,
    hint: 'pause',
    description: 'Pause or resume polling',
    run: (ctx) => (state(ctx).paused ? ctx.sync.resume() : ctx.sync.pause()),
  },
  {
    id: 'raw',
    keys: ['y'],
    modes: ['list', 'detail', 'raw'],
    hint: 'raw',
    description: 'Raw JSON of the selected object (sanitised)',
    enabledWhen: (s) => s.view.overlay?.kind === 'raw' || rawTarget(s) !== undefined,
    whyDisabled: () => 'nothing selected',
    run: (ctx) => {
      const s = state(ctx);
      if (s.view.overlay?.kind === 'raw') {
        actions(ctx).setOverlay(null);
        return;
      }
      const target = rawTarget(s);
      if (target) openRaw(ctx, target.title, target.value);
    },
  },
  {
    id: 'operations.kind',
    keys: ['w'],
    modes: LIST,
    palette: 'wallet-ops',
    description: 'Switch between card and wallet operations',
    enabledWhen: inPane('operations'),
    whyDisabled: notInPane('operations'),
    run: (ctx) =>
      actions(ctx).setOperationQuery({
        kind: state(ctx).view.operationQuery.kind === 'card' ? 'wallet' : 'card',
        types: [],
        statuses: [],
      }),
  },
  {
    id: 'scope',
    keys: ['o'],
    modes: LIST,
    palette: 'scope',
    description: 'Operations/cardholders: selected card or account, or all',
    enabledWhen: inPane('operations', 'cardholders'),
    whyDisabled: notInPane('operations', 'cardholders'),
    run: (ctx) => {
      const v = state(ctx).view;
      if (v.focus === 'operations')
        actions(ctx).setOperationQuery({ scope: v.operationQuery.scope === 'all' ? 'selected' : 'all' });
      else actions(ctx).setCardholderQuery({ scope: v.cardholderQuery.scope === 'all' ? 'account' : 'all' });
    },
  },
  {
    id: 'card.jump',
    keys: [],
    modes: BROWSE,
    palette: 'card',
    argument: '<id|last4>',
    description: 'Go to a card anywhere by last4, first6...last4, id or id prefix (card index)',
    run: (ctx, argument) => jump(ctx, argument),
  },
  {
    id: 'filter.status',
    keys: [],
    modes: LIST,
    palette: 'status',
    argument: '<s1,s2>',
    description: 'Filter cards or operations by status (empty clears)',
    enabledWhen: inPane('cards', 'operations'),
    whyDisabled: notInPane('cards', 'operations'),
    run: setStatuses,
  },
  {
    id: 'filter.type',
    keys: [],
    modes: LIST,
    palette: 'type',
    argument: '<t1,t2>',
    description: 'Filter operations by type (empty clears)',
    enabledWhen: inPane('operations'),
    whyDisabled: notInPane('operations'),
    run: setTypes,
  },
  {
    id: 'filter.from',
    keys: [],
    modes: LIST,
    palette: 'from',
    argument: '<YYYY-MM-DD>',
    description: 'Operations created from this date (empty clears)',
    enabledWhen: inPane('operations'),
    whyDisabled: notInPane('operations'),
    run: (ctx, arg) => setDate(ctx, arg, false),
  },
  {
    id: 'filter.to',
    keys: [],
    modes: LIST,
    palette: 'to',
    argument: '<YYYY-MM-DD>',
    description: 'Operations created up to this date (empty clears)',
    enabledWhen: inPane('operations'),
    whyDisabled: notInPane('operations'),
    run: (ctx, arg) => setDate(ctx, arg, true),
  },
  {
    id: 'sort',
    keys: [],
    modes: LIST,
    palette: 'sort',
    argument: '<field> [asc|desc]',
    description: 'Sort cards by createdAt, name or status',
    enabledWhen: inPane('cards'),
    whyDisabled: notInPane('cards'),
    run: setSort,
  },
  {
    id: 'filter.clear',
    keys: [],
    modes: LIST,
    palette: 'clear',
    description: 'Clear the filters and find text of the focused pane',
    run: (ctx) => {
      const v = state(ctx).view;
      const a = actions(ctx);
      a.setFind(v.focus, '');
      if (v.focus === 'cards') a.setCardQuery({ statuses: [] });
      if (v.focus === 'operations')
        a.setOperationQuery({ types: [], statuses: [], from: undefined, to: undefined });
    },
  },
  // ---- Input plumbing for find, palette and choice ----
  {
    id: 'input.submit',
    keys: ['enter'],
    modes: ['find', 'palette', 'choose'],
    internal: true,
    description: 'Apply',
    run: (ctx) => {
      const a = actions(ctx);
      const find = findSlot(ctx);
      const palette = paletteSlot(ctx);
      const choose = chooseSlot(ctx);
      if (find) {
        a.setOverlay(null);
        if (state(ctx).view.focus === 'cards') applyWalletFind(ctx, find.text);
        else a.setFind(state(ctx).view.focus, find.text);
      } else if (palette) submitPalette(ctx, palette.text, palette.cursor);
      else if (choose) {
        const c = choose.choices[cursorRow(choose.cursor, choose.choices.length)];
        a.setOverlay(null);
        if (c) jumpToChoice(ctx, c);
      }
    },
  },
  {
    id: 'input.cancel',
    keys: ['esc'],
    modes: ['find', 'palette'],
    internal: true,
    description: 'Cancel (find: clear the filter)',
    run: (ctx) => {
      const o = state(ctx).view.overlay;
      actions(ctx).setOverlay(null);
      if (o?.kind === 'find') actions(ctx).setFind(state(ctx).view.focus, '');
    },
  },
  {
    id: 'input.backspace',
    keys: ['backspace'],
    modes: ['find', 'palette'],
    internal: true,
    description: 'Delete a character',
    run: (ctx) => editText(ctx, (t) => Array.from(t).slice(0, -1).join('')),
  },
  {
    id: 'palette.down',
    keys: ['down'],
    modes: ['palette'],
    internal: true,
    description: 'Next match',
    run: (ctx) => move(ctx, 1),
  },
  {
    id: 'palette.up',
    keys: ['up'],
    modes: ['palette'],
    internal: true,
    description: 'Previous match',
    run: (ctx) => move(ctx, -1),
  },
  ...commandSets,
  ...findCommands,
];

export { topDetail };
export { parseDateBound } from './command-handlers.js';
