// The order the jobs view lists this session's jobs in, which its cursor counts in: newest first.
import type { BulkJob, JobRegistry } from '../../../actions/index.js';

export const jobsNewestFirst = (jobs: JobRegistry | undefined): BulkJob[] =>
  [...(jobs?.list() ?? [])].reverse();
