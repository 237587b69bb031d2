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

/**
 * A read on screen without an answer for this long is stalled. Longer than a healthy read takes
 * (the sandbox answers in milliseconds, a remote service within a second or two); well short of the
 * client's 15 s header timeout, so the operator hears of a hang before it times out.
 */
export const STALL_AFTER_MS = 5_000;

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
  /** When the first request of the reads left waiting too long for an answer was sent. */
  readonly stalledSince?: number;
}

/** A read the server has not answered yet: in flight since `sentAt`, or timed out and due again. */
export interface WaitingRead {
  readonly sentAt?: number;
  /** When the first of its unanswered tries was sent. */
  readonly unansweredSince: number;
}

/** Stalled: waiting `stallAfterMs` already, or the retry of a read whose last try timed out. */
const isStalled = (read: WaitingRead, now: number, stallAfterMs: number): boolean =>
  read.sentAt !== undefined && (now - read.sentAt >= stallAfterMs || read.unansweredSince < read.sentAt);

/**
 * While a read is stalled, since when nothing has answered: the first unanswered request of every
 * read still waiting (one that timed out counts until its retry is answered). Undefined otherwise.
 */
export function stalledSince(
  reads: Iterable<WaitingRead>,
  now: number,
  stallAfterMs = STALL_AFTER_MS,
): number | undefined {
  let since = Infinity;
  let stalled = false;
  for (const read of reads) {
    since = Math.min(since, read.unansweredSince);
    stalled ||= isStalled(read, now, stallAfterMs);
  }
  return stalled ? since : undefined;
}

/** When the next read in flight will have waited too long (to look again then), if any. */
export function nextStallAt(
  reads: Iterable<WaitingRead>,
  now: number,
  stallAfterMs = STALL_AFTER_MS,
): number | undefined {
  let next: number | undefined;
  for (const read of reads) {
    if (read.sentAt !== undefined && !isStalled(read, now, stallAfterMs))
      next = Math.min(next ?? Infinity, read.sentAt + stallAfterMs);
  }
  return next;
}

/** Nothing failed: live, stale by age, or stale because a read hangs. */
function withoutErrors(
  previous: ConnectionState,
  facts: ConnectionFacts,
): Partial<ConnectionState> | undefined {
  const { now, stalledSince } = facts;
  const last = previous.lastSyncAt;
  if (stalledSince !== undefined) {
    const same = previous.status === 'stale' && previous.stalledSince === stalledSince;
    if (same && previous.lastError === undefined) return undefined;
    const staleSince = previous.staleSince ?? last ?? now;
    return { status: 'stale', staleSince, retryAt: undefined, lastError: undefined, stalledSince };
  }
  if (last !== undefined && now - last >= facts.staleAfterMs) {
    const same = previous.status === 'stale' && previous.stalledSince === undefined;
    if (same && previous.lastError === undefined) return undefined;
    return {
      status: 'stale',
      staleSince: last,
      retryAt: undefined,
      lastError: undefined,
      stalledSince: undefined,
    };
  }
  if (previous.status === 'live' && previous.retryAt === undefined && previous.stalledSince === undefined)
    return undefined;
  return { status: 'live', staleSince: undefined, retryAt: undefined, stalledSince: undefined };
}

/** The change to the store's connection state, or undefined when it already says the right thing. */
export function connectionPatch(
  previous: ConnectionState,
  facts: ConnectionFacts,
): Partial<ConnectionState> | undefined {
  const { errors, now } = facts;
  if (errors.length === 0) return withoutErrors(previous, facts);
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
    stalledSince: facts.stalledSince,
  };
}
