// What the console knows of its profiles, as the chooser, the header, find across profiles and the pulse of
// every profile see it. Data only (no credential ever): the composition root builds it from the config file.
import type { EveryPulseAsk, PulseOutcome } from '../../../actions/index.js';

/** One profile of the config file, as the chooser lists it. */
export interface ProfileChoice {
  readonly name: string;
  /** Where it points (the base URL's host and port). */
  readonly host: string;
  readonly org?: string;
  readonly readOnly: boolean;
  /** By the production rule (its address, or a name such as "prod"). */
  readonly production: boolean;
  /** The credentials it lacks, each named with what it is needed for. */
  readonly missing: readonly string[];
  /** Why it cannot be chosen (no usable credential at all), else undefined. */
  readonly refusal?: string;
}

/** A card found in another profile's index, and the profile it belongs to. */
export interface ProfileCardHit {
  readonly profile: string;
  readonly cardId: string;
  readonly walletId: string;
  /** The row as the chooser shows it (masked number, name, holder, status): never a full number. */
  readonly label: string;
}

export interface CrossProfileFind {
  readonly hits: readonly ProfileCardHit[];
  /** Profiles whose card index could not be searched, and why (no index on disk yet...). */
  readonly notSearched: readonly { readonly profile: string; readonly why: string }[];
}

export type FindHow = 'card' | 'words';

/** Jobs running on a profile that is not the one shown. */
export interface JobsElsewhere {
  readonly profile: string;
  readonly running: number;
  /** Their cards without a final outcome yet (what quitting would leave interrupted). */
  readonly cards: number;
}

/** What to show once the switch is done: a card found in that profile. */
export interface SwitchThen {
  readonly card?: { readonly id: string; readonly walletId: string };
  /** A command (its id) to run in that profile once it is shown, such as `pulse`. */
  readonly command?: string;
}

export interface ProfileSwitcher {
  /** Every profile of the config file, in name order. */
  choices(): readonly ProfileChoice[];
  /** The profile shown now. */
  current(): string;
  /** Shows `name` in place (its screen as it was left when visited before). Errors are notified, never thrown. */
  switchTo(name: string, then?: SwitchThen): Promise<void>;
  /** Jobs running on the hidden profiles. */
  elsewhere(): readonly JobsElsewhere[];
  /** Called when the profile shown or the jobs elsewhere change. */
  subscribe(listener: () => void): () => void;
  /**
   * Every profile's card index at once (only the indexes that exist): `card` reads the query as
   * `:card` does (last4, first6...last4, id), `words` as the global find does (any word, last4, id).
   */
  findEverywhere(query: string, how?: FindHow): CrossProfileFind;
  /** The command a switch asked to run in the profile shown now, once (undefined after, or when none). */
  takeCommand?(): string | undefined;
  /** Every profile of the config file's pulse: its figures, or why it could not be read. */
  pulseEverywhere?(ask: EveryPulseAsk): Promise<readonly PulseOutcome[]>;
}

/** "1 job running on prod", "3 jobs running on prod, stage": for the header. */
export function elsewhereText(elsewhere: readonly JobsElsewhere[]): string | undefined {
  const busy = elsewhere.filter((e) => e.running > 0);
  if (busy.length === 0) return undefined;
  const total = busy.reduce((n, e) => n + e.running, 0);
  return `${total} job${total === 1 ? '' : 's'} running on ${busy.map((e) => e.profile).join(', ')}`;
}
