// The words for how a change ended, kept apart from the types that use them so that the audit
// trail, the job journal and the action types can all name them without importing one another.
//
//   outcome    done     it applied (the answer said so, reading back found it, or the card showed it)
//              skipped  it was never sent (the plan left the card out, and says why)
//              failed   it did not apply (refused, or reading back found no trace of it)
//              unknown  it may have applied: the answer was lost and reading back could not tell
//   read back  what reading the resource after a lost answer found: applied, not_applied, still_unknown
//   final      nothing is left to do for the card (see outcome.ts isFinal)

export const OUTCOME_KINDS = ['done', 'skipped', 'failed', 'unknown'] as const;
export type OutcomeKind = (typeof OUTCOME_KINDS)[number];

export const READ_BACKS = ['applied', 'not_applied', 'still_unknown'] as const;
export type ReadBack = (typeof READ_BACKS)[number];
