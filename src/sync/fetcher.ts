// The narrow slice of the API client sync needs; tests inject a fake with the same shape.
import type { ApiClient } from '../api/index.js';
import type { Batch } from '../store/index.js';

export type Fetcher = Pick<ApiClient, 'call' | 'can'>;

/** What one resource load writes; the scheduler stamps it with the time. */
export type Loaded = Omit<Batch, 'at'>;

export interface LoadContext {
  readonly fetcher: Fetcher;
  readonly signal: AbortSignal;
  readonly now: number;
}
