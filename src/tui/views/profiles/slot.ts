// The profile chooser's state: the profiles (or the cards found across them) and the cursor.
import type { CrossProfileFind, ProfileChoice } from './switcher.js';

export type FoundSlot = CrossProfileFind & { readonly query: string };

export type ProfilesSlot = {
  readonly kind: 'profiles';
  /** The profiles as they were when the chooser opened (data only, never a credential). */
  readonly choices: readonly ProfileChoice[];
  readonly shown: string;
  readonly cursor: number;
  /** Set when the chooser lists the cards `:card … --all` found across profiles instead. */
  readonly found?: FoundSlot;
};
