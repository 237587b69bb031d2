// Pure text of a job a console left unfinished (found in the journal): its line in the jobs view.
// Ids and actions come from a file on disk: sanitised like network text.
import { describeJob, type JobSummary } from '../../../actions/index.js';
import { formatTime, type DisplayZone } from '../../../domain/index.js';
import { fit, safe } from '../../text.js';
import { JOB_ID_WIDTH } from './present.js';

/** What the start-up notice adds: where to act on the jobs. */
export const INTERRUPTED_HINT = 'J to resume (R) or discard (X)';

/** One line of the jobs view for an interrupted job; when it started, in the display zone. */
export function interruptedLine(job: JobSummary, width: number, zone: DisplayZone): string {
  return fit(
    `${fit(safe(job.id), JOB_ID_WIDTH)} interrupted: ${safe(describeJob(job))} | started ${formatTime(job.createdAt, zone, 'minute')} | R resume | X discard`,
    width,
  );
}
