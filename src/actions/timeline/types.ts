// One card's story as rows: what happened, when, and which source said so. Data only.
import type { CardStatus } from '../../contract/index.js';
import type { Operation } from '../../store/index.js';

/**
 * Where a row came from, so the operator knows what is authoritative: the server's operations list, the
 * delivery history's events, events this console heard live, this console's audit trail and journal, and
 * the card reads this console made (a change seen between two reads: when it was seen, not when it happened).
 */
export type TimelineSource = 'operation' | 'event' | 'live' | 'audit' | 'journal' | 'read';

/** Who made a change, where this console's own records say so. */
export interface Actor {
  readonly profile: string;
  readonly host: string;
  readonly jobId?: string;
}

/** One field of an edit, before → after. null: a limit not set; before undefined: not known. */
export interface FieldEdit {
  readonly before?: string | null;
  readonly after: string | null;
}

export interface StateChange {
  /** null: the card was just issued; undefined: not known (our audit does not record it). */
  readonly from?: CardStatus | null;
  readonly to: CardStatus;
}

/** A webhook delivery about the card, as the history keeps it. */
export interface DeliveryFact {
  readonly eventType: string;
  readonly status: string;
  readonly attempts: number;
}

interface RowBase {
  /** Stable: the operation id, event id or audit time + action. */
  readonly key: string;
  readonly at: string;
  readonly atMs: number;
  readonly sources: readonly TimelineSource[];
}

export type TimelineRow =
  | (RowBase & {
      readonly kind: 'operation';
      readonly operation: Operation;
      readonly by?: Actor;
      /** The delivery of the events that carried it, when the history has one (a failed one is its own row). */
      readonly delivery?: DeliveryFact;
    })
  | (RowBase & {
      readonly kind: 'state';
      readonly change: StateChange;
      readonly by?: Actor;
      readonly eventId?: string;
      readonly delivery?: DeliveryFact;
    })
  | (RowBase & {
      readonly kind: 'edit';
      readonly changes: Readonly<Record<string, FieldEdit>>;
      /** Who made it, where our audit says so; a change only seen in a read has no known author. */
      readonly by?: Actor;
      /** The card's currency, for the limits. */
      readonly currency?: string;
    })
  | (RowBase & {
      readonly kind: 'action';
      /** Our audit's action name (card.fund, bulk.suspend…) and how it ended. */
      readonly action: string;
      readonly outcome: string;
      readonly by: Actor;
      readonly message?: string;
    })
  | (RowBase & { readonly kind: 'delivery'; readonly eventId: string; readonly delivery: DeliveryFact });

/** A source the timeline could not read, and why: shown, never guessed around. */
export interface SourceGap {
  readonly source: TimelineSource;
  readonly reason: string;
}
