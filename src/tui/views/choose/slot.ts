// The chooser's state: the question, the cards it offers and the one under the cursor.
import type { Choice } from '../../../store/index.js';
import { openSlot } from '../../view/registry.js';
import type { CommandContext } from '../../view/types.js';

export type ChooseSlot = {
  readonly kind: 'choose';
  readonly title: string;
  readonly choices: readonly Choice[];
  readonly cursor: number;
};

export function openChooser(ctx: CommandContext, title: string, choices: readonly Choice[]): void {
  openSlot<ChooseSlot>(ctx.store, { kind: 'choose', title, choices, cursor: 0 });
}
