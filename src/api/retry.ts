// The one retry policy of the client. Safe reads are retried on transient failures; writes are
// resent only when the server can recognise the resend (an Idempotency-Key) or when they provably
// never left this machine. A request that may have reached the server without a key is never resent.

export interface RetryPolicy {
  /** Retries after the first attempt. */
  maxRetries: number;
  /** Backoff ceiling of the first retry; doubles per retry. */
  baseDelayMs: number;
  maxDelayMs: number;
  /** A Retry-After longer than this is not waited for: the error goes to the caller instead. */
  maxRetryAfterMs: number;
  /** Injectable for tests; must reject when the signal aborts. */
  sleep: (ms: number, signal?: AbortSignal) => Promise<void>;
  /** Injectable for tests; a number in [0, 1). */
  random: () => number;
}

/** Why an attempt failed, as far as the retry decision cares. */
export type AttemptFailure =
  | { type: 'status'; status: number; retryAfterMs?: number }
  /** `sent: false` only when the request provably never reached the server (e.g. connection refused). */
  | { type: 'transport'; sent: boolean };

export interface RetryContext {
  method: string;
  hasIdempotencyKey: boolean;
  /** Retries already made (0 after the first attempt). */
  retriesSoFar: number;
  failure: AttemptFailure;
}

export type RetryDecision = { retry: false } | { retry: true; delayMs: number };

export function sleep(ms: number, signal?: AbortSignal): Promise<void> {
  return new Promise((resolve, reject) => {
    if (signal?.aborted) return reject(signal.reason);
    const onAbort = (): void => {
      clearTimeout(timer);
      reject(signal?.reason);
    };
    const timer = setTimeout(() => {
      signal?.removeEventListener('abort', onAbort);
      resolve();
    }, ms);
    signal?.addEventListener('abort', onAbort, { once: true });
  });
}

export const defaultRetryPolicy: RetryPolicy = {
  maxRetries: 3,
  baseDelayMs: 200,
  maxDelayMs: 5_000,
  maxRetryAfterMs: 10_000,
  sleep,
  random: Math.random,
};

const SAFE_METHODS = new Set(['GET', 'HEAD']);
const SAFE_RETRY_STATUSES = new Set([429, 502, 503, 504]);
// With a key the server dedupes, but 502/504 may mean the first try is still running upstream:
// only statuses that say "not processed" are resent.
const KEYED_RETRY_STATUSES = new Set([429, 503]);

function isRetryable(ctx: RetryContext): boolean {
  const { failure } = ctx;
  if (SAFE_METHODS.has(ctx.method.toUpperCase())) {
    return failure.type === 'transport' || SAFE_RETRY_STATUSES.has(failure.status);
  }
  if (!ctx.hasIdempotencyKey) return false;
  return failure.type === 'transport' ? !failure.sent : KEYED_RETRY_STATUSES.has(failure.status);
}

/** The numbers of a back-off: where it starts, where it stops growing, and the jitter's source. */
export type BackoffRules = Pick<RetryPolicy, 'baseDelayMs' | 'maxDelayMs' | 'random'>;

/**
 * The one back-off of the console (the client's retries, the poller, the edit tracker, a bulk job's
 * pacing): exponential with "equal jitter" — the ceiling min(max, base * 2^n) halved, plus a random
 * part of the other half — so a retry never comes at once and clients do not stampede.
 */
export function backoffMs(rules: BackoffRules, retriesSoFar: number): number {
  const ceiling = Math.min(rules.maxDelayMs, rules.baseDelayMs * 2 ** retriesSoFar);
  return Math.floor(ceiling / 2 + rules.random() * (ceiling / 2));
}

/**
 * Background work that keeps asking (the poller, the edit tracker, a bulk job waiting out a rate
 * limit or a server that went away): starts at 1 s and stops growing at 10 s, so a server that came
 * back is noticed within 10 s.
 */
export const BACKGROUND_BACKOFF: Omit<BackoffRules, 'random'> = { baseDelayMs: 1_000, maxDelayMs: 10_000 };

/**
 * How long background work waits after `failures` failures in a row (1 = the first): the back-off
 * above, and never less than what the server asked for (Retry-After).
 */
export function backgroundDelayMs(
  failures: number,
  opts: { retryAfterMs?: number; random?: () => number; rules?: Partial<Omit<BackoffRules, 'random'>> } = {},
): number {
  const rules = { ...BACKGROUND_BACKOFF, ...opts.rules, random: opts.random ?? Math.random };
  return Math.max(backoffMs(rules, Math.max(0, failures - 1)), opts.retryAfterMs ?? 0);
}

export function decideRetry(policy: RetryPolicy, ctx: RetryContext): RetryDecision {
  if (ctx.retriesSoFar >= policy.maxRetries || !isRetryable(ctx)) return { retry: false };
  const { failure } = ctx;
  if (failure.type === 'status' && failure.retryAfterMs !== undefined) {
    if (failure.retryAfterMs > policy.maxRetryAfterMs) return { retry: false };
    return { retry: true, delayMs: failure.retryAfterMs };
  }
  return { retry: true, delayMs: backoffMs(policy, ctx.retriesSoFar) };
}

/** Retry-After is either delta-seconds or an HTTP date; anything else is ignored. */
export function parseRetryAfter(value: string | string[] | undefined, nowMs: number): number | undefined {
  const raw = Array.isArray(value) ? value[0] : value;
  if (raw === undefined) return undefined;
  const text = raw.trim();
  if (/^\d+$/.test(text)) return Number(text) * 1000;
  // Every HTTP-date form starts with a day name; Date.parse alone would take "-1" as a year.
  if (!/^[A-Za-z]{3}/.test(text)) return undefined;
  const at = Date.parse(text);
  if (Number.isNaN(at)) return undefined;
  return Math.max(0, at - nowMs);
}
