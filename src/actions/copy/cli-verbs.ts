// The verbs of `card-console cards` as a published contract: scripts type them, the CLI parses them
// with this table, and "copy as command" writes them. `freeze` is the console's suspend.
import type { BulkAction } from '../bulk/plan.js';

export const CARDS_VERBS = {
  freeze: 'suspend',
  unfreeze: 'resume',
  terminate: 'terminate',
  fund: 'fund',
  defund: 'defund',
} as const satisfies Record<string, BulkAction>;

export type CardsVerb = keyof typeof CARDS_VERBS;

const VERB_OF: Readonly<Record<string, CardsVerb>> = Object.fromEntries(
  Object.entries(CARDS_VERBS).map(([verb, action]) => [action, verb as CardsVerb]),
);

/** The verb that runs `action`, or undefined when no command does (an edit, a transfer, an issue...). */
export const cardsVerbFor = (action: string): CardsVerb | undefined => VERB_OF[action];

export const isCardsVerb = (word: string): word is CardsVerb => Object.hasOwn(CARDS_VERBS, word);
