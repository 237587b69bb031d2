// A yes/no question over everything else: `y` does what it names, any other key cancels.
import type { CommandContext } from '../../command-types.js';
import type { Theme } from '../../theme.js';
import { plain, tinted, type DrawnLine } from '../../view/lines.js';
import { slotOf } from '../../view/registry.js';
import type { Page, View, ViewEnv } from '../../view/types.js';
import { truncate } from '../../text.js';

export type Confirmation = {
  readonly title: string;
  readonly lines: readonly string[];
  /** Irreversible or production: drawn in the warning colour. */
  readonly danger?: boolean;
  readonly onYes: () => void;
};

export type ConfirmSlot = { readonly kind: 'confirm' } & Confirmation;

export const confirmSlot = (ctx: CommandContext) => slotOf<ConfirmSlot>(ctx.store.getState(), 'confirm');

export function confirm(ctx: CommandContext, confirmation: Confirmation): void {
  const slot: ConfirmSlot = { kind: 'confirm', ...confirmation };
  ctx.store.getState().actions.setOverlay(slot);
}

export function confirmLines(confirmation: Confirmation, theme: Theme, width: number): DrawnLine[] {
  const colour = confirmation.danger ? theme.warn : theme.accent;
  return [
    tinted(truncate(confirmation.title, width), colour, { bold: true }),
    plain(''),
    ...confirmation.lines.map((l) => plain(truncate(`  ${l}`, width))),
  ];
}

function confirmPage(env: ViewEnv, width: number): Page | undefined {
  const slot = slotOf<ConfirmSlot>(env.state, 'confirm');
  return slot && { lines: confirmLines(slot, env.theme, width) };
}

export const confirmView: View = { id: 'confirm', page: confirmPage };
