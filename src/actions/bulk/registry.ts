// The jobs registry: jobs keep running while the operator navigates; a jobs view lists them and
// re-renders when any of them reports progress.
import type { BulkJob, BulkProgress } from './job.js';

export interface JobRegistry {
  add(job: BulkJob): void;
  list(): readonly BulkJob[];
  get(id: string): BulkJob | undefined;
  /** Drops a finished job from the list (a running one is cancelled first). */
  remove(id: string): void;
  /** Called when a job is added or removed, or any job reports progress. */
  subscribe(listener: (job: BulkJob | undefined, progress?: BulkProgress) => void): () => void;
  /** How many jobs are still running: the footer's "2 jobs running". */
  active(): number;
}

export function createJobRegistry(): JobRegistry {
  const jobs = new Map<string, { job: BulkJob; unsubscribe: () => void }>();
  const listeners = new Set<(job: BulkJob | undefined, progress?: BulkProgress) => void>();
  const emit = (job: BulkJob | undefined, progress?: BulkProgress): void => {
    for (const listener of [...listeners]) listener(job, progress);
  };
  return {
    add(job) {
      if (jobs.has(job.id)) return;
      jobs.set(job.id, { job, unsubscribe: job.subscribe((p) => emit(job, p)) });
      emit(job);
    },
    list: () => [...jobs.values()].map((e) => e.job),
    get: (id) => jobs.get(id)?.job,
    remove(id) {
      const entry = jobs.get(id);
      if (!entry) return;
      entry.job.cancel();
      entry.unsubscribe();
      jobs.delete(id);
      emit(undefined);
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    active: () => [...jobs.values()].filter((e) => {
      const state = e.job.progress().state;
      return state === 'running' || state === 'cancelling';
    }).length,
  };
}
