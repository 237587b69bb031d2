// What a bulk job shows the rest of the console: its progress, its cards, and the handle to follow,
// cancel and retry it (job.ts starts one; job-run.ts runs it).
import type { BulkItem } from './items.js';
import type { BulkAction, BulkPlan } from './plan.js';

export type JobState = 'running' | 'cancelling' | 'cancelled' | 'finished';

export interface BulkProgress {
  readonly state: JobState;
  readonly total: number;
  readonly done: number;
  readonly failed: number;
  /** Cards whose answer was lost and could not be read back: they may have applied. */
  readonly unknown: number;
  readonly skipped: number;
  readonly cancelled: number;
  readonly running: number;
  /** Not yet finished: pending + running. */
  readonly remaining: number;
  /** Cards finished per second since the current run started. */
  readonly ratePerSec: number;
  /** Seconds left at the current rate; null until there is a rate. */
  readonly etaSec: number | null;
  readonly concurrency: number;
  /** Set while the job waits out a 429. */
  readonly pausedUntil?: number;
}

export interface BulkJob {
  readonly id: string;
  readonly action: BulkAction;
  readonly plan: BulkPlan;
  progress(): BulkProgress;
  items(): readonly BulkItem[];
  subscribe(listener: (progress: BulkProgress) => void): () => void;
  /** Called with each card as an attempt at it ends (with its outcome), after its audit entry: the journal's feed. */
  onItemEnded(listener: (item: BulkItem) => void): () => void;
  cancel(): void;
  /** Resolves when the current run (first run or a retry) has ended. */
  done(): Promise<BulkProgress>;
  /** Runs the retryable cards again with their keys (items.ts canRetry); resolves when that run ends. */
  retryFailed(): Promise<BulkProgress>;
}

export interface JobOptions {
  id?: string;
  /** How many 429s one card may meet before it counts as failed (retryable). Default 100: a rate limit is not the card's fault. */
  maxRateLimitRetries?: number;
  /** First pause after a 429 that said no Retry-After (it then grows by the api layer's back-off). Default 1 s. */
  defaultPauseMs?: number;
}
