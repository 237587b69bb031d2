// The words a screen uses for a card's editable fields: the API's keys (`daily_limit`) are not an
// operator's words, and every view that names a field (detail, activity, timeline, undo) names it alike.
import { safe } from '../text.js';

/** The card's limits, by their API key, in words. */
export const LIMIT_LABELS: Readonly<Record<string, string>> = {
  daily_limit: 'daily limit',
  monthly_limit: 'monthly limit',
};

/** A limit's key (`daily_limit`), as opposed to another field (`name`). */
export const isLimitField = (field: string): boolean => LIMIT_LABELS[field] !== undefined;

/** `daily_limit` → `daily limit`; a field we do not know is shown as it came (sanitised). */
export const fieldLabel = (field: string): string => LIMIT_LABELS[field] ?? safe(field);
