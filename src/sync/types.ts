// The poller's options and interface, apart from its workings.
import type { BackoffRules } from '../api/index.js';
import type { AppStore } from '../store/index.js';
import type { Fetcher } from './fetcher.js';

export interface Timers {
  setTimeout(fn: () => void, ms: number): unknown;
  clearTimeout(handle: unknown): void;
}

export interface SyncOptions {
  readonly fetcher: Fetcher;
  readonly store: AppStore;
  /** Normal poll interval (the CLI's --poll-interval). Default 5 s. */
  readonly pollIntervalMs?: number;
  /**
   * Interval for what is on screen but not in the focused pane (the accounts list beside the cards,
   * the operations below them). Default 3 × pollIntervalMs: an idle console asks for less.
   */
  readonly backgroundPollMs?: number;
  /** Interval for transitional states (creating cards, authorized/pending operations). Default 1 s. */
  readonly fastPollMs?: number;
  /** How long a changed row stays highlighted. Default 2 s. */
  readonly highlightMs?: number;
  /**
   * While verified webhook events flow (the last accepted one is younger than `windowMs`), the
   * normal and background intervals are multiplied by `factor`: the events carry the changes.
   * Default ×4 within 30 s.
   */
  readonly eventSlowdown?: { readonly factor: number; readonly windowMs: number };
  /** A read on screen without an answer for this long makes the header say stalled. Default STALL_AFTER_MS (5 s). */
  readonly stallAfterMs?: number;
  /** Wait after a view change before fetching, so scrolling through accounts does not fire a request per row. */
  readonly settleMs?: number;
  /** The api layer's background back-off (1 s doubling to at most 10 s) unless a test says otherwise. */
  readonly backoff?: Partial<Omit<BackoffRules, 'random'>>;
  readonly pageSize?: number;
  readonly now?: () => number;
  readonly timers?: Timers;
  readonly random?: () => number;
}

/** `cardholders`: the merchant's cardholders (first page), for pickers such as the issue form's. */
export type RefreshScope =
  | 'visible'
  | 'cardholders'
  | {
      readonly card: string;
      /** The card's account, when the store may not know the card (an event named it). */
      readonly accountId?: string;
      /** Also its recent operations (default true); an event carries its operation itself. */
      readonly operations?: boolean;
    }
  | {
      readonly account: string;
      /** Also the reads only detail views and forms need (limits, restrictions, destinations). */
      readonly detail?: boolean;
    };

export interface RefreshOptions {
  /** Also refresh what is on screen (default true); false reads the target alone. */
  readonly visible?: boolean;
}

export interface Sync {
  start(signal: AbortSignal): void;
  /** Fetch now; resolves when done, never rejects (failures land in the store). */
  refresh(what?: RefreshScope, options?: RefreshOptions): Promise<void>;
  pause(): void;
  resume(): void;
}
