// Keys of the panes and the detail view alike: back out or quit, focus a pane, refresh, pause, and
// `:card` to go to any card.
import type { PaneId } from '../../../store/index.js';
import { requestQuit } from '../../view/quit.js';
import type { Command, CommandContext } from '../../view/types.js';
import { jump } from './jump.js';

const mutators = (ctx: CommandContext) => ctx.store.getState().mutators;
const state = (ctx: CommandContext) => ctx.store.getState();

/** Close the detail on top, else (esc only) clear the focused pane's filter text. */
export function back(ctx: CommandContext, clearFilter = true): boolean {
  const s = state(ctx);
  if (s.view.details.length > 0) {
    mutators(ctx).closeDetail();
    return true;
  }
  if (clearFilter && s.view.filter[s.view.focus] !== '') {
    mutators(ctx).setFilter(s.view.focus, '');
    return true;
  }
  return false;
}

/** The key that shows each pane: its command's key, and the number its tab is titled with. */
export const PANE_KEYS: Readonly<Record<PaneId, string>> = {
  accounts: '1',
  cards: '2',
  operations: '3',
  cardholders: '4',
};

/** Each pane's name, as its tab and its command's description say it. */
export const PANE_NAMES: Readonly<Record<PaneId, string>> = {
  accounts: 'Wallets',
  cards: 'Cards',
  operations: 'Operations',
  cardholders: 'Cardholders',
};

/** A pane as a sentence names it: "the wallets pane". */
export const paneWord = (pane: PaneId): string => PANE_NAMES[pane].toLowerCase();

function focusPane(pane: PaneId, hint: string, word: string): Command {
  return {
    id: `pane.${pane}`,
    keys: [PANE_KEYS[pane]],
    group: 'Navigation',
    palette: word,
    hint,
    description: `Show the ${paneWord(pane)} pane`,
    run: (ctx) => {
      const a = mutators(ctx);
      while (state(ctx).view.details.length > 0) a.closeDetail();
      a.focusPane(pane);
    },
  };
}

export const quit: Command = {
  id: 'quit',
  keys: ['q'],
  palette: 'quit',
  group: 'Navigation',
  hint: 'quit',
  lead: true,
  description: 'Quit, or back out of the open view (while a job runs it asks first)',
  run: (ctx) => {
    if (!back(ctx, false)) requestQuit(ctx, 'q');
  },
};

export const backOut: Command = {
  id: 'back',
  keys: ['esc'],
  group: 'Navigation',
  description: 'Close the overlay or view; clear the text filter',
  run: (ctx) => {
    back(ctx);
  },
};

export const paneFocus: readonly Command[] = [
  focusPane('accounts', 'wallets', 'wallets'),
  focusPane('cards', 'cards', 'cards'),
  focusPane('operations', 'ops', 'ops'),
  focusPane('cardholders', 'holders', 'holders'),
];

export const refresh: Command = {
  id: 'refresh',
  keys: ['r'],
  palette: 'refresh',
  group: 'Navigation',
  hint: 'refresh',
  description: 'Refresh what is on screen now',
  run: (ctx) => {
    void ctx.sync.refresh();
  },
};

export const pause: Command = {
  id: 'pause',
  keys: ['p'],
  palette: 'pause',
  group: 'Navigation',
  hint: 'pause',
  description: 'Pause or resume polling',
  run: (ctx) => (state(ctx).paused ? ctx.sync.resume() : ctx.sync.pause()),
};

export const cardJump: Command = {
  id: 'card.jump',
  keys: [],
  group: 'Find and filters',
  palette: 'card',
  argument: '<id|last4> [--all]',
  description:
    'Go to a card anywhere by last4, first6...last4, id or id prefix (card index); --all: in every profile',
  run: (ctx, argument) => jump(ctx, argument),
};
