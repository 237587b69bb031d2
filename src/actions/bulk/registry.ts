// The jobs registry: jobs keep running while the operator navigates; a jobs view lists them and
// re-renders when any of them reports progress. Given a state directory, every job added is
// journaled (plan first, then each card as its outcome becomes known), so a console that dies mid-job
// leaves what a later console needs to resume it; the journal ends once every card's outcome is final.
import { createListeners } from '../../domain/index.js';
import type { JobSummary, JournalOwner } from '../journal/journal.js';
import { isFinalItem, recordJob, type RecordedJob } from '../journal/record-job.js';
import {
  discardJob,
  interruptedJobs,
  resumeJob,
  type ResumedJob,
  type ResumeRefusal,
} from '../journal/resume.js';
import type { ActionContext } from '../types.js';
import type { BulkJob, BulkProgress } from './job.js';

export interface JobRegistry {
  /** Adds a job; `recording` is the journal it already writes to (a resumed job), else one is started. */
  add(job: BulkJob, recording?: RecordedJob): void;
  list(): readonly BulkJob[];
  get(id: string): BulkJob | undefined;
  /** Drops a finished job from the list (a running one is cancelled first). */
  remove(id: string): void;
  /** Called when a job is added or removed, or any job reports progress. */
  subscribe(listener: (job: BulkJob | undefined, progress?: BulkProgress) => void): () => void;
  /** How many jobs are still running: the footer's "2 jobs running". */
  active(): number;
  /**
   * Jobs of this target that a console left unfinished (its process is gone), oldest first, read from
   * the journal when first asked and after `rescan`; jobs of this session are not among them.
   */
  interrupted(): readonly JobSummary[];
  rescan(): void;
  /** Resumes an interrupted job of this target (same journal, recorded keys); it joins the list. */
  resume(ctx: ActionContext, id: string): ResumedJob | ResumeRefusal;
  /** Removes an interrupted job's journal (its cards keep whatever was done). */
  discard(id: string): { ok: true } | ResumeRefusal;
  /** Ends every journal: finished jobs are marked done, the others stay interrupted for a resume. */
  close(): void;
}

export interface RegistryOptions {
  /** Where and for which target to journal the jobs; without it nothing is journaled (tests, `--no-journal`). */
  readonly journal?: { readonly stateDir: string; readonly target: JournalOwner };
}

interface Entry {
  readonly job: BulkJob;
  readonly unsubscribe: () => void;
  recording?: RecordedJob;
}

export function createJobRegistry(opts: RegistryOptions = {}): JobRegistry {
  const jobs = new Map<string, Entry>();
  let found: JobSummary[] | undefined;
  const scan = (): JobSummary[] => {
    const journal = opts.journal;
    if (!journal) return [];
    return interruptedJobs(journal.stateDir, journal.target);
  };
  const listeners = createListeners<[job: BulkJob | undefined, progress?: BulkProgress]>();
  const emit = (job: BulkJob | undefined, progress?: BulkProgress): void => listeners.emit(job, progress);
  /** A run ended: once every card's outcome is final the journal is complete (a retry may still come otherwise). */
  const afterRun = (entry: Entry): void => {
    if (!entry.recording || !entry.job.items().every(isFinalItem)) return;
    entry.recording.finish();
    entry.recording = undefined;
  };
  const watchRuns = (entry: Entry): void => {
    const { job } = entry;
    let last = job.progress().state;
    // Each run (the first, then a retry) ends in `finished` or `cancelled`.
    job.subscribe((p) => {
      if (p.state !== last && (p.state === 'finished' || p.state === 'cancelled')) afterRun(entry);
      last = p.state;
    });
  };
  return {
    add(job, recording) {
      if (jobs.has(job.id)) return;
      const journal = opts.journal;
      const entry: Entry = {
        job,
        unsubscribe: job.subscribe((p) => emit(job, p)),
        ...(recording
          ? { recording }
          : journal
            ? { recording: recordJob(journal.stateDir, job, journal.target) }
            : {}),
      };
      jobs.set(job.id, entry);
      watchRuns(entry);
      emit(job);
    },
    list: () => [...jobs.values()].map((e) => e.job),
    get: (id) => jobs.get(id)?.job,
    remove(id) {
      const entry = jobs.get(id);
      if (!entry) return;
      entry.job.cancel();
      entry.unsubscribe();
      entry.recording?.finish();
      jobs.delete(id);
      emit(undefined);
    },
    subscribe: listeners.add,
    active: () =>
      [...jobs.values()].filter((e) => {
        const state = e.job.progress().state;
        return state === 'running' || state === 'cancelling';
      }).length,
    interrupted() {
      found ??= scan();
      return found.filter((j) => !jobs.has(j.id));
    },
    rescan() {
      found = scan();
      emit(undefined);
    },
    resume(ctx, id) {
      if (!opts.journal) return { ok: false, code: 'not_found', reason: 'this console keeps no journal' };
      const resumed = resumeJob(ctx, opts.journal.stateDir, id, opts.journal.target);
      if (resumed.ok) this.add(resumed.job, resumed.recording);
      return resumed;
    },
    discard(id) {
      if (!opts.journal) return { ok: false, code: 'not_found', reason: 'this console keeps no journal' };
      const discarded = discardJob(opts.journal.stateDir, id);
      this.rescan();
      return discarded.ok ? { ok: true } : discarded;
    },
    close() {
      for (const entry of jobs.values()) {
        entry.recording?.finish();
        entry.recording = undefined;
      }
    },
  };
}
