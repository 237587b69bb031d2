// `o` in the jobs view: the job as a `card-console cards …` command (its ids on stdin, or in a 0600
// file of the state directory when there are many), shown and put on the clipboard; `O`: as curl,
// one request per card in a loop over its "wallet card" lines (on stdin, or in such a file).
import {
  changeOfJob,
  copyAsCommand,
  commandConnectionOf,
  curlChangeOfJob,
  IDS_ON_LINE_MAX,
  writeIdsFile,
  type BulkJob,
  type Copied,
} from '../../../actions/index.js';
import type { CommandContext } from '../../view/types.js';
import { curlOfChange } from '../copied/change-curl.js';
import { showCopied } from '../copied/index.js';

/** The command for a job; a long list of ids is written to a file first (the only side effect). */
export function jobCommand(ctx: CommandContext, job: BulkJob): Copied {
  const ops = ctx.ops;
  if (!ops) return { ok: false, reason: 'no connection: nothing to copy' };
  const change = changeOfJob(job);
  const target = commandConnectionOf(ops);
  const first = copyAsCommand(change, target);
  if (first.ok || change.cardIds.length <= IDS_ON_LINE_MAX) return first;
  const stateDir = ops.journal?.stateDir;
  if (!stateDir) return { ok: false, reason: 'no state directory to write the ids to' };
  return copyAsCommand(change, target, { idsFile: writeIdsFile(stateDir, job.id, change.cardIds) });
}

export function copyJobCommand(ctx: CommandContext, job: BulkJob | undefined): void {
  if (!job) return;
  const copied = jobCommand(ctx, job);
  if (!copied.ok) {
    ctx.store.getState().mutators.notify('warn', `${job.id}: ${copied.reason}`, ctx.now());
    return;
  }
  showCopied(ctx, `${job.id} as a command`, copied.text);
}

export function copyJobCurl(ctx: CommandContext, job: BulkJob | undefined): void {
  if (!job) return;
  const copied = curlOfChange(ctx, curlChangeOfJob(job), job.id);
  if (!copied.ok) {
    ctx.store.getState().mutators.notify('warn', `${job.id}: ${copied.reason}`, ctx.now());
    return;
  }
  showCopied(ctx, `${job.id} as curl`, copied.text);
}
