// `card-console jobs resume ID` and `jobs discard ID`: finish an interrupted job from its journal (the
// remaining cards, read first, with their recorded keys), or forget it. Both ask on a terminal; a
// script passes --yes, and without a terminal and without --yes they refuse (exit 2).
import {
  checkResumable,
  describeJob,
  discardJob,
  readJob,
  resumeJob,
  summarize,
  type BulkItem,
  type JobSummary,
} from '../../actions/index.js';
import { sanitizeText } from '../../domain/index.js';
import {
  contextFor,
  followJob,
  targetOf,
  withRemote,
  type ConnectionArgs,
  type Remote,
} from '../script-connection.js';
import { failedCount, itemLine, printJobId, printLine, printSummary } from '../bulk-output.js';
import { askYes, type CommandIo } from '../command.js';

export interface JobChangeArgs {
  id: string;
  yes: boolean;
  json: boolean;
  concurrency?: number;
  connection: ConnectionArgs;
}

// A resumed job runs the retryable failures again this many times (with their keys) before it stops.
const RETRY_ROUNDS = 3;

const fail = (io: CommandIo, code: number, message: string): number => {
  io.stderr.write(`card-console jobs: ${sanitizeText(message)}\n`);
  return code;
};

/** --yes, or a yes typed at the terminal; without a terminal, a refusal that names --yes. */
async function confirmed(
  io: CommandIo,
  args: JobChangeArgs,
  verb: string,
  question: string,
): Promise<number | undefined> {
  if (args.yes) return undefined;
  if (!io.stdin.isTTY)
    return fail(
      io,
      2,
      `${verb} changes cards or journals and there is no terminal to ask: pass --yes to ${verb} from a script`,
    );
  if (await askYes(io, question)) return undefined;
  return fail(io, 1, 'cancelled; nothing was changed');
}

const about = (job: JobSummary): string =>
  `job ${job.id} (${describeJob(job)}) on profile "${job.target.profile}" (${new URL(job.target.baseUrl).host})`;

export function resumeCommand(io: CommandIo, dir: string, args: JobChangeArgs): Promise<number> {
  return withRemote(args.connection, io, 'card-console jobs', (conn) => resumeOn(conn, io, dir, args));
}

async function resumeOn(conn: Remote, io: CommandIo, dir: string, args: JobChangeArgs): Promise<number> {
  const target = targetOf(conn);
  const checked = checkResumable(dir, args.id, target);
  if (!checked.ok) return fail(io, checked.code === 'not_found' ? 1 : 2, checked.reason);
  const stop = await confirmed(io, args, 'resume', `Resume ${about(summarize(dir, checked.record))}?`);
  if (stop !== undefined) return stop;
  const ctx = contextFor(conn, io.env);
  // The operator confirmed (or passed --yes): that is the production confirmation for this run.
  ctx.session.confirmProduction();
  try {
    const { action, amount } = checked.record.plan;
    const print = (item: BulkItem): void =>
      printLine(io, args.json, itemLine(action, item, amount === undefined ? {} : { amount }));
    const resumed = resumeJob(ctx, dir, args.id, target, {
      ...(args.concurrency !== undefined ? { concurrency: args.concurrency } : {}),
      onKnown: print,
    });
    if (!resumed.ok) return fail(io, 2, resumed.reason);
    printJobId(io, args.json, resumed.job.id);
    const startedAt = io.now();
    const end = await followJob(resumed.job, resumed.recording, print, RETRY_ROUNDS);
    printSummary(io, args.json, {
      action,
      resumed: true,
      // The job's cards as `jobs list` counts them (the skipped ones too).
      total: summarize(dir, checked.record).total,
      // `alreadySettled`, `settled`: the output's names from before the outcome words (scripts read them).
      alreadySettled: resumed.alreadyFinal,
      done: end.done,
      failed: failedCount(end),
      unknown: end.unknown,
      skipped: end.skipped,
      cancelled: end.cancelled,
      status: readJob(dir, args.id)?.ended ? 'done' : 'interrupted',
      seconds: Number(((io.now() - startedAt) / 1000).toFixed(3)),
    });
    return failedCount(end) + end.cancelled > 0 ? 1 : 0;
  } finally {
    await ctx.client.close();
  }
}

export async function discardCommand(io: CommandIo, dir: string, args: JobChangeArgs): Promise<number> {
  const record = readJob(dir, args.id);
  if (!record) return fail(io, 1, `no job ${args.id} in ${dir}/jobs`);
  const summary = summarize(dir, record);
  const unfinished =
    summary.status === 'done'
      ? ''
      : ' Its remaining cards will not be changed, and it can no longer be resumed.';
  const stop = await confirmed(io, args, 'discard', `Discard ${about(summary)}?${unfinished}`);
  if (stop !== undefined) return stop;
  const discarded = discardJob(dir, args.id);
  if (!discarded.ok) return fail(io, discarded.code === 'not_found' ? 1 : 2, discarded.reason);
  printLine(io, args.json, {
    id: args.id,
    outcome: 'discarded',
    action: summary.action,
    status: summary.status,
    settled: summary.final,
    total: summary.total,
  });
  return 0;
}
