// `card-console cards freeze|unfreeze|terminate|fund|defund --ids FILE|-`: one bulk job over the cards
// the input names. Every input line that names something gets one output line: the card's outcome,
// or why the line names no card of the job (a repeat, a malformed id, an id no wallet holds).
import {
  locateCards,
  newJobId,
  planBulkJob,
  recordJob,
  startBulkJob,
  type ActionContext,
  type BulkAction,
  type BulkItem,
  type BulkPlan,
  type BulkSpec,
} from '../../actions/index.js';
import { isProductionProfile, sanitizeText } from '../../domain/index.js';
import { contextFor, followJob, targetOf, type ConnectionArgs, type Remote } from '../script-connection.js';
import { failedCount, itemLine, printJobId, printLine, printSummary } from '../bulk-output.js';
import { classifyIdLines, readIdText, type IdLine } from './input.js';
import { resolveWallet } from './list.js';
import { walletsOf } from './list-source.js';
import {
  moneySummary,
  rejectedFailures,
  rejectedLines,
  rejectionLines,
  runCounts,
  type Rejected,
} from './report.js';
import { askYes, UsageError, type CommandIo } from '../command.js';
import { stateDir } from '../paths.js';

export interface CardsActionArgs {
  action: BulkAction;
  ids: string;
  amount?: string;
  description?: string;
  wallet?: string;
  concurrency: number;
  dryRun: boolean;
  yes: boolean;
  json: boolean;
  connection: ConnectionArgs;
}

/** Production targets need --yes, or an operator at a terminal who answers yes. Returns an exit code to stop with. */
async function confirm(
  args: CardsActionArgs,
  conn: Remote,
  io: CommandIo,
  count: string,
): Promise<number | undefined> {
  if (args.yes || args.dryRun || !isProductionProfile(conn)) return undefined;
  const target = `profile "${conn.profile}" (${new URL(conn.baseUrl).host})`;
  if (!io.stdin.isTTY || args.ids === '-') {
    io.stderr.write(
      `card-console cards: ${target} is not a sandbox; pass --yes to change it from a script\n`,
    );
    return 2;
  }
  if (await askYes(io, `${count} on ${target}, which is not a sandbox. Continue?`)) return undefined;
  io.stderr.write('card-console cards: cancelled; nothing was changed\n');
  return 1;
}

/** What one run prints with: its flags, the input line of each card, the lines that name no card. */
interface Report {
  readonly io: CommandIo;
  readonly args: CardsActionArgs;
  readonly lineOf: ReadonlyMap<string, number>;
  readonly rejected: Rejected;
}

const print = (r: Report, line: Record<string, unknown>): void => printLine(r.io, r.args.json, line);
const printItem = (r: Report, plan: BulkPlan, item: BulkItem): void =>
  print(r, itemLine(r.args.action, item, { line: r.lineOf.get(item.card.id), amount: plan.amount }));
const printRejected = (r: Report): void =>
  rejectionLines(r.args.action, r.rejected).forEach((l) => print(r, l));

function dryRun(r: Report, plan: BulkPlan): number {
  const { action } = r.args;
  for (const { card } of plan.items) {
    const line = itemLine(
      action,
      { card, state: 'pending', attempts: 0 },
      { line: r.lineOf.get(card.id), amount: plan.amount },
    );
    print(r, { ...line, outcome: 'would_apply' });
  }
  for (const s of plan.skipped)
    print(r, { line: r.lineOf.get(s.card.id), id: s.card.id, action, outcome: 'skipped', reason: s.reason });
  printRejected(r);
  const cards = plan.items.length + plan.skipped.length;
  printSummary(r.io, r.args.json, {
    dryRun: true,
    action,
    ...runCounts(r.rejected, {
      total: cards,
      done: 0,
      failed: 0,
      skipped: plan.skipped.length,
      cancelled: 0,
    }),
    planned: plan.items.length,
    ...moneySummary(plan, undefined),
  });
  return rejectedFailures(r.rejected) > 0 ? 1 : 0;
}

/** No line named a card: nothing to journal or resume, so no job; each line is answered as a run would. */
function noCardFound(r: Report): number {
  const lines = r.rejected.duplicate.length + r.rejected.invalid.length + r.rejected.notFound.length;
  r.io.stderr.write(
    `card-console cards: none of the ${lines} ids is a card of this merchant; no job started\n`,
  );
  printRejected(r);
  const none = { total: 0, done: 0, failed: 0, skipped: 0, cancelled: 0 };
  printSummary(r.io, r.args.json, { action: r.args.action, ...runCounts(r.rejected, none), seconds: 0 });
  return 1;
}

async function runJob(
  r: Report,
  ctx: ActionContext,
  conn: Remote,
  spec: BulkSpec,
  plan: BulkPlan,
): Promise<number> {
  const started = await startBulkJob(ctx, spec, { plan, id: newJobId() });
  if (!started.ok) {
    r.io.stderr.write(`card-console cards: ${sanitizeText(started.error.message)}\n`);
    return 2;
  }
  const { job } = started;
  // The job id first, so a killed run can be resumed; then the lines that name no card; then each card as its outcome becomes known.
  printJobId(r.io, r.args.json, job.id);
  printRejected(r);
  const journal = recordJob(stateDir(r.io.env), job, targetOf(conn), (item) => printItem(r, plan, item));
  const startedAt = r.io.now();
  const end = await followJob(job, journal, (item) => printItem(r, plan, item));
  const done = new Set(
    job
      .items()
      .filter((i) => i.state === 'done')
      .map((i) => i.card.id),
  );
  printSummary(r.io, r.args.json, {
    job: job.id,
    action: r.args.action,
    ...runCounts(r.rejected, end),
    ...moneySummary(plan, done),
    seconds: Number(((r.io.now() - startedAt) / 1000).toFixed(3)),
  });
  return failedCount(end) + end.cancelled + rejectedFailures(r.rejected) > 0 ? 1 : 0;
}

export async function runCardsAction(args: CardsActionArgs, conn: Remote, io: CommandIo): Promise<number> {
  const idLines: IdLine[] = classifyIdLines(await readIdText(args.ids, io.stdin));
  if (idLines.length === 0) throw new UsageError('--ids: no card ids given');
  const stop = await confirm(args, conn, io, `${args.action} ${idLines.length} card(s)`);
  if (stop !== undefined) return stop;
  const ctx = contextFor(conn, io.env);
  // The operator confirmed (or passed --yes): that is the production confirmation for this run.
  ctx.session.confirmProduction();
  try {
    const cardLines = idLines.filter((l) => l.kind === 'card');
    const wallet =
      args.wallet === undefined ? undefined : resolveWallet(args.wallet, await walletsOf(ctx.client)).id;
    const located = await locateCards(
      ctx.client,
      cardLines.map((l) => l.id),
      wallet,
    );
    const report: Report = {
      io,
      args,
      lineOf: new Map(cardLines.map((l) => [l.id, l.line])),
      rejected: rejectedLines(idLines, new Set(located.missing)),
    };
    if (located.refs.length === 0 && !args.dryRun) return noCardFound(report);
    const spec: BulkSpec = {
      action: args.action,
      cards: located.refs,
      concurrency: args.concurrency,
      ...(args.amount !== undefined ? { amount: args.amount } : {}),
      ...(args.description !== undefined ? { description: args.description } : {}),
    };
    const planned = await planBulkJob(ctx, spec);
    if (!planned.ok) {
      io.stderr.write(`card-console cards: ${sanitizeText(planned.error.message)}\n`);
      return planned.error.kind === 'validation' || planned.error.kind === 'read_only' ? 2 : 1;
    }
    if (args.dryRun) return dryRun(report, planned.plan);
    return await runJob(report, ctx, conn, spec, planned.plan);
  } finally {
    await ctx.client.close();
  }
}
