// The raw view (`y`): the selected object's JSON as the API returned it, sanitised, scrolled.
import { rawLines } from '../../present/raw.js';
import { rawTarget } from '../../targets.js';
import { safe } from '../../text.js';
import { scrolledView } from '../../view/scrolled.js';
import { plain, titleLine } from '../../view/lines.js';
import { openSlot, scrollIn, slotOf } from '../../view/registry.js';
import type { Command, Page, View, ViewEnv } from '../../view/types.js';

export type RawSlot = {
  readonly kind: 'raw';
  readonly title: string;
  readonly value: unknown;
  readonly scroll: number;
};

function rawPage(env: ViewEnv): Page | undefined {
  const slot = slotOf<RawSlot>(env.state, 'raw');
  if (!slot) return undefined;
  return {
    title: titleLine(`raw JSON | ${safe(slot.title)}`, env.theme),
    lines: rawLines(slot.value).map(plain),
    position: scrollIn(slot),
  };
}

const open: Command = {
  id: 'raw',
  keys: ['y'],
  palette: 'raw',
  group: 'Navigation',
  hint: 'raw',
  description: 'Raw JSON of the selected object (sanitised)',
  disabledReason: (s) => (rawTarget(s) ? undefined : 'nothing selected'),
  run: (ctx) => {
    const target = rawTarget(ctx.store.getState());
    if (target)
      openSlot<RawSlot>(ctx.store, { kind: 'raw', title: target.title, value: target.value, scroll: 0 });
  },
};

export const rawView: View = scrolledView({
  id: 'raw',
  page: rawPage,
  open,
  close: { id: 'raw.close', keys: ['y', 'esc', 'q'], description: 'Close the raw view' },
});
