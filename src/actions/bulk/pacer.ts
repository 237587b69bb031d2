// How fast a bulk job sends: its concurrency, halved at each 429 and crept back up after a run of
// successes, and the shared pause a 429 imposes on every card of the job.
import { backgroundDelayMs } from '../../api/index.js';

// Concurrency creeps back up after this many successes in a row without a 429.
const RECOVER_AFTER = 20;

/** How long a job pauses after a 429: the server's Retry-After wins; without one, the api layer's back-off. */
export function rateLimitPause(
  inARow: number,
  retryAfterMs: number | undefined,
  baseDelayMs: number,
  random?: () => number,
): number {
  return (
    retryAfterMs ??
    backgroundDelayMs(inARow, { rules: { baseDelayMs }, ...(random !== undefined ? { random } : {}) })
  );
}

export class Pacer {
  /** Requests the job may have in flight now. */
  concurrency: number;
  /** Until when every card waits (ms since the epoch); 0 when no 429 asked for a pause. */
  pausedUntil = 0;
  /** 429s met since a card last went through: how far the back-off has grown. */
  private limitedInARow = 0;
  private streak = 0;

  constructor(
    readonly maxConcurrency: number,
    private readonly defaultPauseMs: number,
  ) {
    this.concurrency = maxConcurrency;
  }

  rateLimited(retryAfterMs: number | undefined, now: number): void {
    this.limitedInARow += 1;
    this.streak = 0;
    this.concurrency = Math.max(1, Math.floor(this.concurrency / 2));
    const pause = rateLimitPause(this.limitedInARow, retryAfterMs, this.defaultPauseMs);
    this.pausedUntil = Math.max(this.pausedUntil, now + pause);
  }

  succeeded(): void {
    this.limitedInARow = 0;
    this.streak += 1;
    if (this.streak >= RECOVER_AFTER && this.concurrency < this.maxConcurrency) {
      this.concurrency += 1;
      this.streak = 0;
    }
  }

  /** How long the job still waits before sending (0 or less: it may send). */
  waitMs(now: number): number {
    return this.pausedUntil - now;
  }

  /** A retry starts at full speed. */
  restart(): void {
    this.concurrency = this.maxConcurrency;
  }
}
