// The card find's state (its text and the chosen result) and its results from the card index.
import type { AppState } from '../../store/index.js';
import type { CardIndex } from '../../sync/card-index/index.js';
import { openSlot, slotOf } from '../view/registry.js';
import type { CommandContext } from '../view/types.js';
import type { CrossProfileFind, ProfileSwitcher } from '../views/profiles/switcher.js';

/** `cursor` is the chosen result; `everywhere`: every profile's index (Tab), not the shown one's alone. */
export type FindSlot = {
  readonly kind: 'find';
  readonly text: string;
  readonly cursor: number;
  readonly everywhere?: boolean;
};

export const findSlot = (state: AppState) => slotOf<FindSlot>(state, 'find');

export function showFind(ctx: CommandContext, text: string): void {
  openSlot<FindSlot>(ctx.store, { kind: 'find', text, cursor: 0 });
}

const RESULTS = 50;

/** The results across every profile (Tab in the find): each names its profile. */
export function findInEveryProfile(profiles: ProfileSwitcher | undefined, text: string): CrossProfileFind {
  return profiles && text.trim() !== ''
    ? profiles.findEverywhere(text, 'words')
    : { hits: [], notSearched: [] };
}

/** The results the find shows for its text (the body and Enter agree on them). */
export function findResults(index: CardIndex | undefined, text: string) {
  return index && text.trim() !== '' ? index.search(text, RESULTS) : { rows: [], more: false };
}
