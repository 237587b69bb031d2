// How the crawl asks: one request at a time, only when the screen's own reads are done, taking at
// most `share` of the time, paused with polling, and backing off on 429 (honouring Retry-After)
// and on errors with the client's one back-off policy.
import { backoffMs, defaultRetryPolicy, type RetryPolicy } from '../../api/retry.js';
import { errorKind, errorMessage, retryAfterMs } from '../errors.js';

export interface PacerOptions {
  readonly signal: AbortSignal;
  readonly sleep: (ms: number, signal?: AbortSignal) => Promise<void>;
  readonly now: () => number;
  readonly random: () => number;
  /** Resolves when no visible read is in flight. */
  readonly foregroundIdle: () => Promise<void>;
  /** Resolves when polling is not paused. */
  readonly unpaused: () => Promise<void>;
  /** Fraction of wall time the crawl may spend in requests while the screen is busy. Default 0.5. */
  readonly share?: number;
  /** Whether the screen has been reading lately; while it has not, the crawl goes at full speed. Default: always busy. */
  readonly screenBusy?: () => boolean;
  /** Delays after failures: the client's policy, with a longer ceiling for a background task. */
  readonly policy?: Partial<Pick<RetryPolicy, 'baseDelayMs' | 'maxDelayMs'>>;
  readonly onError?: (message: string | undefined) => void;
  /** Before every wait (its share, a back-off): the crawl commits what it wrote, so no lock is held while it sleeps. */
  readonly beforeWait?: () => void;
}

/** Failures that retrying will not fix: the crawl skips that part and goes on. */
const PERMANENT = new Set([
  'not_found',
  'permission',
  'validation',
  'business',
  'auth',
  'missing_credential',
]);

export class SkipError extends Error {
  override name = 'SkipError';
}

export interface Pacer {
  /** Runs one request when it is the crawl's turn; retries transient failures until it succeeds. */
  request<T>(call: (signal: AbortSignal) => Promise<T>): Promise<T>;
  /** The waits the pacer made after failures (tests, the header). */
  readonly failures: number;
  /**
   * How many requests the crawl may keep in flight: one while the screen reads (its share is measured
   * one request at a time), two when the screen is quiet, so the server always has the next page to prepare.
   */
  ahead(): number;
}

export function createPacer(options: PacerOptions): Pacer {
  const share = Math.min(1, Math.max(0.05, options.share ?? 0.5));
  const policy: RetryPolicy = {
    ...defaultRetryPolicy,
    baseDelayMs: 1_000,
    maxDelayMs: 60_000,
    ...options.policy,
    random: options.random,
  };
  let failures = 0;

  async function turn(): Promise<void> {
    await options.unpaused();
    await options.foregroundIdle();
    if (options.signal.aborted) throw options.signal.reason;
  }

  return {
    get failures() {
      return failures;
    },
    ahead: () => (share < 1 && (options.screenBusy?.() ?? true) ? 1 : 2),
    async request(call) {
      for (;;) {
        await turn();
        const started = options.now();
        try {
          const value = await call(options.signal);
          failures = 0;
          options.onError?.(undefined);
          const spent = options.now() - started;
          const busy = options.screenBusy?.() ?? true;
          if (busy && share < 1 && spent > 0) {
            options.beforeWait?.();
            await options.sleep((spent * (1 - share)) / share, options.signal);
          }
          return value;
        } catch (error) {
          if (options.signal.aborted) throw error;
          const kind = errorKind(error);
          if (PERMANENT.has(kind)) throw new SkipError(errorMessage(error));
          failures += 1;
          options.onError?.(`${kind}: ${errorMessage(error)}`);
          const delay = Math.max(
            retryAfterMs(error) ?? 0,
            backoffMs(policy, failures - 1),
            policy.baseDelayMs / 2,
          );
          options.beforeWait?.();
          await options.sleep(delay, options.signal);
        }
      }
    },
  };
}
