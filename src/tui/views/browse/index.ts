// What the panes and the detail view share: their keys (back out, focus a pane, refresh, card and
// account actions...) and the steps those actions' confirmations name.
import { quitNow, scrolling } from '../../view/common.js';
import type { Command, Step } from '../../view/types.js';
import { walletActionCommands, walletSteps } from './wallet-actions.js';
import { cardActionCommands, cardSteps } from './card-actions.js';
import { backOut, cardJump, paneFocus, pause, quit, refresh } from './navigation.js';

/** Leading keys of both views, in the help's order. */
export const browseLeading: readonly Command[] = [quit, quitNow, backOut];

/** Keys that work alike in the panes and the detail view. */
export const browseShared = {
  focus: paneFocus,
  scrolling,
  refresh: [refresh, pause],
  jump: cardJump,
  actions: [...cardActionCommands, ...walletActionCommands],
};

export const browseSteps: Readonly<Record<string, Step>> = { ...cardSteps, ...walletSteps };
