// The chooser: when a query means several cards, which one; Enter goes to it.
import { jumpToChoice } from '../../find/jump.js';
import { closing, quitNow, scrolling } from '../../view/common.js';
import { plain, titleLine } from '../../view/lines.js';
import { closeOverlay, cursorIn, slotOf } from '../../view/registry.js';
import { cursorRow } from '../../view/span.js';
import type { Command, Page, View, ViewEnv } from '../../view/types.js';
import type { ChooseSlot } from './slot.js';

function choosePage(env: ViewEnv): Page | undefined {
  const slot = slotOf<ChooseSlot>(env.state, 'choose');
  if (!slot) return undefined;
  return {
    title: titleLine(slot.title, env.theme),
    lines: slot.choices.map((c) => plain(c.label)),
    position: cursorIn(slot),
  };
}

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

const cancel = closing({
  id: 'choose.cancel',
  keys: ['esc', 'q'],
  group: 'Find and filters',
  hint: 'cancel',
  description: 'Close the chooser',
});

export const chooseView: View = {
  id: 'choose',
  page: choosePage,
  commands: [choose, cancel, ...scrolling, quitNow],
};
