// Pure text of jobs a console left unfinished (found in the journal): the start-up notice and their
// lines in the jobs view. Ids and actions come from a file on disk: sanitised like network text.
import type { JobSummary } from '../../../actions/index.js';
import { fit, safe } from '../../text.js';
import { actionWord, count, JOB_ID_WIDTH } from './present.js';

/** "fund 0.01" or "suspend". */
const what = (job: JobSummary): string => `${actionWord(job.action)}${job.amount ? ` ${safe(job.amount)}` : ''}`;

/** "1,234 of 5,000 done": settled cards (done, skipped or failed for good) of all planned. */
const howFar = (job: JobSummary): string => `${count(job.settled)} of ${count(job.total)} done`;

/** The start-up notice: "1 interrupted job: fund 0.01, 1,234 of 5,000 done | J to resume or discard". */
export function interruptedNotice(jobs: readonly JobSummary[]): string | undefined {
  const [first] = jobs;
  if (!first) return undefined;
  const more = jobs.length > 1 ? ` (and ${count(jobs.length - 1)} more)` : '';
  const noun = jobs.length === 1 ? 'job' : 'jobs';
  return `${count(jobs.length)} interrupted ${noun}: ${what(first)}, ${howFar(first)}${more} | J to resume (R) or discard (X)`;
}

/** One line of the jobs view for an interrupted job. */
export function interruptedLine(job: JobSummary, width: number): string {
  const head = `${fit(safe(job.id), JOB_ID_WIDTH)} ${fit(what(job), 16)} `;
  return fit(`${head}interrupted: ${howFar(job)} | started ${safe(job.createdAt)} | R resume | X discard`, width);
}
