// What a copy put on the clipboard, shown whole so it can be selected by hand (a terminal without
// OSC 52 gets nothing else). It opens over the view the copy came from and gives it back on close,
// cursor and all: the slot keeps that view's slot (data).
import type { OverlaySlot } from '../../../store/index.js';
import { quitNow, scrolling } from '../../view/common.js';
import { plain, tinted, titleLine } from '../../view/lines.js';
import { closeOverlay, openSlot, scrollIn, slotOf } from '../../view/registry.js';
import type { Command, CommandContext, Page, View, ViewEnv } from '../../view/types.js';
import { osc52 } from '../reveal/secret-box.js';
import { wrap } from '../log/present.js';

export type CopiedSlot = {
  readonly kind: 'copied';
  readonly what: string;
  readonly text: string;
  readonly clipboard: boolean;
  readonly scroll: number;
  readonly back?: OverlaySlot;
};

/** Puts `text` on the clipboard where the terminal takes OSC 52, and shows it over the current view. */
export function showCopied(ctx: CommandContext, what: string, text: string): void {
  const write = ctx.writeTerminal;
  const clipboard = ctx.osc52 === true && write !== undefined;
  if (clipboard) write(osc52(text));
  const back = ctx.store.getState().view.overlay;
  openSlot<CopiedSlot>(ctx.store, {
    kind: 'copied',
    what,
    text,
    clipboard,
    scroll: 0,
    ...(back ? { back } : {}),
  });
}

function copiedPage(env: ViewEnv, width: number): Page | undefined {
  const slot = slotOf<CopiedSlot>(env.state, 'copied');
  if (!slot) return undefined;
  const where = slot.clipboard
    ? 'on the clipboard (OSC 52)'
    : 'select it by hand: this terminal takes no OSC 52';
  return {
    title: titleLine(`Copied | ${slot.what}`, env.theme),
    head: [tinted(where, env.theme.muted)],
    lines: wrap(slot.text, width - 2).map(plain),
    position: scrollIn(slot),
  };
}

function goBack(ctx: CommandContext): void {
  const slot = slotOf<CopiedSlot>(ctx.store.getState(), 'copied');
  if (slot?.back) openSlot(ctx.store, slot.back);
  else closeOverlay(ctx.store);
}

const commands: readonly Command[] = [
  {
    id: 'copied.back',
    keys: ['esc', 'q', 'enter'],
    group: 'Views',
    internal: true,
    hint: 'back',
    description: 'Back to the view the copy came from',
    run: goBack,
  },
  ...scrolling,
  quitNow,
];

export const copiedView: View = { id: 'copied', page: copiedPage, commands };
