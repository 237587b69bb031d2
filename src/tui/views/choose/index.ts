// The chooser: when a query means several cards, which one; Enter goes to it. Each row tells its card
// apart (holder, wallet, status, balance, last operation: find/choose-rows.ts); `s` orders the rows by
// last activity.
import { chooserLines } from '../../find/choose-rows.js';
import { sortChooserByActivity } from '../../find/chooser-activity.js';
import { jumpToChoice } from '../../find/jump.js';
import { cursorMarker } from '../../view/Viewport.js';
import { closing, quitNow, scrolling } from '../../view/common.js';
import { plain, titleLine } from '../../view/lines.js';
import { closeOverlay, cursorIn, slotOf } from '../../view/registry.js';
import { cursorRow } from '../../view/span.js';
import type { Command, Page, View, ViewEnv } from '../../view/types.js';
import type { ChooseSlot } from './slot.js';

function choosePage(env: ViewEnv, width: number): Page | undefined {
  const slot = slotOf<ChooseSlot>(env.state, 'choose');
  if (!slot) return undefined;
  // The Viewport puts the cursor's marker before each line.
  const room = width - cursorMarker(false).length;
  return {
    title: titleLine(slot.title, env.theme),
    lines: chooserLines(slot.choices, env.state, room, env.now).map(plain),
    position: cursorIn(slot),
  };
}

const sortByActivity: Command = {
  id: 'find.choose.sort',
  keys: ['s'],
  group: 'Find and filters',
  hint: 'sort by activity',
  description: 'Card chooser: sort by last operation, newest first',
  run: sortChooserByActivity,
};

const choose: Command = {
  id: 'choose.go',
  keys: ['enter'],
  group: 'Find and filters',
  internal: true,
  hint: 'jump',
  description: 'Go to the card chosen',
  run: (ctx) => {
    const slot = slotOf<ChooseSlot>(ctx.store.getState(), 'choose');
    if (!slot) return;
    const choice = slot.choices[cursorRow(slot.cursor, slot.choices.length)];
    closeOverlay(ctx.store);
    if (choice) jumpToChoice(ctx, choice);
  },
};

export const chooseView: View = {
  id: 'choose',
  page: choosePage,
  commands: [
    choose,
    sortByActivity,
    closing({
      id: 'choose.cancel',
      group: 'Find and filters',
      hint: 'cancel',
      description: 'Close the chooser',
    }),
    ...scrolling,
    quitNow,
  ],
};
