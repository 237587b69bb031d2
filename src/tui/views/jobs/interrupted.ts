// Pure text of a job a console left unfinished (found in the journal): its line in the jobs view.
// Ids and actions come from a file on disk: sanitised like network text.
import { describeJob, type JobSummary } from '../../../actions/index.js';
import { formatTime, type DisplayZone } from '../../../domain/index.js';
import type { KeyOf } from '../../view/types.js';
import { fit, safe } from '../../text.js';
import { JOB_ID_WIDTH } from './present.js';

/** What the start-up notice adds: where to act on the jobs (the keys as the commands declare them). */
export const interruptedHint = (keyOf: KeyOf): string =>
  `${keyOf('jobs')} to resume (${keyOf('jobs.retry')}) or discard (${keyOf('jobs.remove')})`;

/** One line of the jobs view for an interrupted job; when it started, in the display zone. */
export function interruptedLine(job: JobSummary, width: number, zone: DisplayZone, keyOf: KeyOf): string {
  return fit(
    `${fit(safe(job.id), JOB_ID_WIDTH)} interrupted: ${safe(describeJob(job))} | ` +
      `started ${formatTime(job.createdAt, zone, 'minute')} | ` +
      `${keyOf('jobs.retry')} resume | ${keyOf('jobs.remove')} discard`,
    width,
  );
}

/** The jobs view with no job: how to start one. */
export const noJobsText = (keyOf: KeyOf): string =>
  `no jobs yet: mark cards (${keyOf('mark.toggle')}, ${keyOf('mark.all')}) and press an action key`;
