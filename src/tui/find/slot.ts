// The card search's state (its text and the chosen result) and its results from the card index.
import type { AppState } from '../../store/index.js';
import type { CardIndex } from '../../sync/card-index/index.js';
import { openSlot, slotOf } from '../view/registry.js';
import type { CommandContext } from '../view/types.js';
import type { CrossProfileFind, ProfileSwitcher } from '../views/profiles/switcher.js';

/** `cursor` is the chosen result; `everywhere`: every profile's index (Tab), not the shown one's alone. */
export type SearchSlot = {
  readonly kind: 'search';
  readonly text: string;
  readonly cursor: number;
  readonly everywhere?: boolean;
};

export const searchSlot = (state: AppState) => slotOf<SearchSlot>(state, 'search');

export function showSearch(ctx: CommandContext, text: string): void {
  openSlot<SearchSlot>(ctx.store, { kind: 'search', text, cursor: 0 });
}

const RESULTS = 50;

/** The results across every profile (Tab in the search): each names its profile. */
export function searchEverywhere(profiles: ProfileSwitcher | undefined, text: string): CrossProfileFind {
  return profiles && text.trim() !== ''
    ? profiles.findEverywhere(text, 'words')
    : { hits: [], notSearched: [] };
}

/** The results the search shows for its text (the body and Enter agree on them). */
export function searchResults(index: CardIndex | undefined, text: string) {
  return index && text.trim() !== '' ? index.search(text, RESULTS) : { rows: [], more: false };
}
