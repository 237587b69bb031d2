// The chooser: when a query means several cards, which one; Enter goes to it.
import type { Choice } from '../../../store/index.js';
import type { CommandContext } from '../../command-types.js';
import { plain, titleLine } from '../../view/lines.js';
import { patchSlot, slotOf } from '../../view/registry.js';
import type { Page, View, ViewEnv } from '../../view/types.js';

export type ChooseSlot = {
  readonly kind: 'choose';
  readonly title: string;
  readonly choices: readonly Choice[];
  readonly cursor: number;
};

export const chooseSlot = (ctx: CommandContext) => slotOf<ChooseSlot>(ctx.store.getState(), 'choose');

export function openChooser(ctx: CommandContext, title: string, choices: readonly Choice[]): void {
  const slot: ChooseSlot = { kind: 'choose', title, choices, cursor: 0 };
  ctx.store.getState().actions.setOverlay(slot);
}

function choosePage(env: ViewEnv): Page | undefined {
  const slot = slotOf<ChooseSlot>(env.state, 'choose');
  if (!slot) return undefined;
  return {
    title: titleLine(slot.title, env.theme),
    lines: slot.choices.map((c) => plain(c.label)),
    position: {
      kind: 'cursor',
      at: slot.cursor,
      set: (ctx, at) => patchSlot<ChooseSlot>(ctx.store, 'choose', { cursor: at }),
    },
  };
}

export const chooseView: View = { id: 'choose', page: choosePage };
