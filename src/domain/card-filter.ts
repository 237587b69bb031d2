// What the cards pane shows: its status filter and its filter text, as one predicate. The list, the pane's
// title and "mark all matching" all ask this, so what is shown is what `a` marks.
import type { CardStatus } from '../contract/index.js';
import { matchesCard, parseFind, type FindFields, type FindQuery } from './card-find.js';
import { sanitizeText } from './sanitize.js';

export interface CardFilter {
  /** Empty: every status. */
  readonly statuses: readonly CardStatus[];
  /** The filter text (`/`), by the one card matcher; empty: every card. */
  readonly text: string;
}

/** The filter prepared for many cards: the text parsed once. */
export interface PreparedCardFilter {
  readonly filter: CardFilter;
  readonly query: FindQuery;
}

export function prepareCardFilter(filter: CardFilter): PreparedCardFilter {
  return { filter, query: parseFind(filter.text) };
}

export function passesStatus(filter: CardFilter, status: string): boolean {
  return filter.statuses.length === 0 || (filter.statuses as readonly string[]).includes(status);
}

/** Does a card with this status and these fields belong to what the pane shows? */
export function matchesCardFilter(prepared: PreparedCardFilter, status: string, fields: FindFields): boolean {
  return passesStatus(prepared.filter, status) && matchesCard(prepared.query, fields);
}

/** The filter in words, every part in force (`status active,frozen, filter "Meals 1"`); '' for none. */
export function describeCardFilter(filter: CardFilter): string {
  const text = filter.text.trim();
  return [
    filter.statuses.length > 0 ? `status ${filter.statuses.join(',')}` : '',
    text !== '' ? `filter "${sanitizeText(text)}"` : '',
  ]
    .filter((part) => part !== '')
    .join(', ');
}
