// What the header says about the connection, decided from what the poller saw. Three different
// troubles, told apart because the operator acts differently on each:
//   offline   no answer at all (network errors, timeouts): check the link or the VPN;
//   degraded  the service answers, with server errors, rate limits or inconsistent pages: the data
//             may lag or be wrong (the last good data stays on screen), wait;
//   stale     nothing failed as such, but the data on screen is older than a few polls (paused,
//             requests hanging, or refused for a reason that is not the service's health).
import type { ErrorKind } from '../api/index.js';
import type { ConnectionState, ConnectionStatus, SyncError } from '../store/index.js';

/** Poll intervals without a successful read after which the data on screen is called stale. */
export const STALE_AFTER_POLLS = 3;

const NO_ANSWER: ReadonlySet<ErrorKind> = new Set(['network', 'timeout']);
const SERVER_TROUBLE: ReadonlySet<ErrorKind> = new Set(['server', 'rate_limited', 'inconsistent_page']);

/** The worst of what the failing reads say: no connection, then server trouble, then just stale. */
export function failureStatus(
  kinds: readonly ErrorKind[],
): Extract<ConnectionStatus, 'offline' | 'degraded' | 'stale'> {
  if (kinds.some((k) => NO_ANSWER.has(k))) return 'offline';
  if (kinds.some((k) => SERVER_TROUBLE.has(k))) return 'degraded';
  return 'stale';
}

export interface ConnectionFacts {
  /** The failing reads' latest errors, one per resource. */
  readonly errors: readonly SyncError[];
  /** The earliest retry of a failing read. */
  readonly retryAt?: number;
  readonly now: number;
  /** Data older than this (since the last successful read) is stale. */
  readonly staleAfterMs: number;
}

/** The change to the store's connection state, or undefined when it already says the right thing. */
export function connectionPatch(
  previous: ConnectionState,
  facts: ConnectionFacts,
): Partial<ConnectionState> | undefined {
  const { errors, now } = facts;
  if (errors.length === 0) {
    const last = previous.lastSyncAt;
    if (last !== undefined && now - last >= facts.staleAfterMs) {
      if (previous.status === 'stale' && previous.lastError === undefined) return undefined;
      return { status: 'stale', staleSince: last, retryAt: undefined, lastError: undefined };
    }
    if (previous.status === 'live' && previous.retryAt === undefined) return undefined;
    return { status: 'live', staleSince: undefined, retryAt: undefined };
  }
  const status = failureStatus(errors.map((e) => e.kind));
  const lastError = errors.reduce((a, b) => (b.at >= a.at ? b : a));
  return {
    status,
    staleSince: previous.staleSince ?? previous.lastSyncAt ?? now,
    // A refusal (auth, permission) is not retried on a clock worth showing.
    retryAt:
      status === 'stale' || facts.retryAt === undefined || !Number.isFinite(facts.retryAt)
        ? undefined
        : facts.retryAt,
    lastError,
  };
}
