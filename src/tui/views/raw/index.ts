// The raw view (`y`): the selected object's JSON as the API returned it, sanitised, scrolled.
import type { CommandContext } from '../../command-types.js';
import { rawLines } from '../../present/raw.js';
import { safe } from '../../text.js';
import { plain, titleLine } from '../../view/lines.js';
import { patchSlot, slotOf } from '../../view/registry.js';
import type { Page, View, ViewEnv } from '../../view/types.js';

export type RawSlot = {
  readonly kind: 'raw';
  readonly title: string;
  readonly value: unknown;
  readonly scroll: number;
};

export function openRaw(ctx: CommandContext, title: string, value: unknown): void {
  const slot: RawSlot = { kind: 'raw', title, value, scroll: 0 };
  ctx.store.getState().actions.setOverlay(slot);
}

function rawPage(env: ViewEnv): Page | undefined {
  const slot = slotOf<RawSlot>(env.state, 'raw');
  if (!slot) return undefined;
  return {
    title: titleLine(`raw JSON | ${safe(slot.title)}`, env.theme),
    lines: rawLines(slot.value).map(plain),
    position: {
      kind: 'scroll',
      at: slot.scroll,
      set: (ctx, at) => patchSlot<RawSlot>(ctx.store, 'raw', { scroll: at }),
    },
  };
}

export const rawView: View = { id: 'raw', page: rawPage };
