// `card-console jobs list|show ID|resume ID|discard ID`: the bulk jobs journaled in
// $XDG_STATE_HOME/card-console/jobs/. `list` prints one line per job (id, action, status
// running/interrupted/done, counts); `show ID` the job's plan and each card's recorded outcome;
// `resume ID` finishes an interrupted job, `discard ID` forgets one. --json prints JSON lines like `cards`
// (createdAt as recorded, ISO 8601 UTC); the text lines give it in the display zone with its offset.
import { parseArgs } from 'node:util';
import { listJobs, OUTCOME_KINDS, readJob, summarize, type JobSummary } from '../../actions/index.js';
import { isoInZone, parseTimestamp, safeJson, sanitizeText, type DisplayZone } from '../../domain/index.js';
import { CONNECTION_HELP, CONNECTION_OPTIONS, connectionArgs } from '../script-connection.js';
import { commandIo, runCommand, UsageError, usageOf, type CommandIo } from '../command.js';
import { commandZone, UTC_HELP, UTC_OPTION } from '../display-zone.js';
import { discardCommand, resumeCommand, type JobChangeArgs } from './resume.js';
import { stateDir } from '../paths.js';

const HELP = `Usage: card-console jobs list|show ID|resume ID|discard ID [options]

Bulk jobs (the console's and card-console cards') are journaled in the state directory, jobs/:
the plan first (target, action, each card with its amount and idempotency key), then each card's
outcome as it becomes known. A job that was killed, lost its connection or was cancelled is "interrupted".

  list          one line per journaled job: id, action, status (running, interrupted, done), counts
  show ID       the job's target, plan and each card's recorded outcome
  resume ID     finish an interrupted job: each remaining card is read first (a card already changed
                counts as done; a movement carrying our reference is done), and money is only ever
                sent again with the card's recorded Idempotency-Key. Only against the job's own target
                (profile, base URL, merchant); refused while another process runs the job.
  discard ID    forget a job (its journal is removed; cards already changed stay changed)

Options:
  --yes               do not ask (resume and discard ask on a terminal; without one, --yes is required)
  --json              JSON lines on stdout (resume: the job id, one line per card, then a summary)
  --concurrency N     resume: parallel requests, 1-16 (default: the job's own)
  --utc               list, show: ${UTC_HELP}
  plus, for resume, the connection flags as for cards: ${CONNECTION_HELP}

Exit status: 0 done, 1 a card failed or no such job, 2 usage or refusal.
`;

const listLine = (j: JobSummary): Record<string, unknown> => ({
  id: j.id,
  action: j.action,
  status: j.status,
  profile: j.target.profile,
  baseUrl: j.target.baseUrl,
  ...(j.target.merchant ? { merchant: j.target.merchant } : {}),
  createdAt: j.createdAt,
  ...(j.amount ? { amount: j.amount } : {}),
  ...(j.currency ? { currency: j.currency } : {}),
  total: j.total,
  // `settled` is the name scripts know for the cards with a final outcome.
  settled: j.final,
  counts: j.counts,
});

/**
 * A job's text line: the JSON line's fields, but the cards counted by each outcome's name after the
 * job's whole size (`total=10 done=4 skipped=4 failed=2`, `left=` for cards with none yet).
 */
function textListLine(j: JobSummary): Record<string, unknown> {
  const { settled: _settled, counts: _counts, ...rest } = listLine(j);
  const named: Record<string, number> = {};
  let counted = 0;
  for (const kind of OUTCOME_KINDS) {
    const n = j.counts[kind] ?? 0;
    counted += n;
    if (n > 0) named[kind] = n;
  }
  return { ...rest, ...named, ...(j.total > counted ? { left: j.total - counted } : {}) };
}

/** A recorded time for the text lines: ISO 8601 in the display zone, with its offset (one word). */
const localTime = (value: unknown, zone: DisplayZone): unknown => {
  const ms = typeof value === 'string' ? parseTimestamp(value) : undefined;
  return ms === undefined ? value : isoInZone(ms, zone);
};

const text = (line: Record<string, unknown>, zone: DisplayZone): string =>
  Object.entries(line)
    .map(([k, v]) => (k === 'createdAt' ? [k, localTime(v, zone)] : [k, v]))
    .map(([k, v]) => `${k}=${sanitizeText(typeof v === 'object' ? safeJson(v) : String(v))}`)
    .join(' ');

/** `zone`: the text lines' display zone; none for JSON lines. */
function show(io: CommandIo, dir: string, id: string, zone: DisplayZone | undefined): number {
  const record = readJob(dir, id);
  if (!record) {
    io.stderr.write(`card-console jobs: no job ${sanitizeText(id)} in ${sanitizeText(dir)}/jobs\n`);
    return 1;
  }
  const write = (line: Record<string, unknown>): void =>
    void io.stdout.write(`${zone ? text(line, zone) : safeJson(line)}\n`);
  for (const problem of record.problems)
    io.stderr.write(`card-console jobs: job ${sanitizeText(id)}: ${sanitizeText(problem)}\n`);
  const summary = summarize(dir, record);
  write(zone ? textListLine(summary) : listLine(summary));
  const planned = new Set<string>();
  for (const item of record.plan.items) {
    planned.add(item.cardId);
    const o = record.outcomes.get(item.cardId);
    write({
      card: item.cardId,
      accountId: item.accountId,
      ...(item.amount ? { amount: item.amount, ...(item.currency ? { currency: item.currency } : {}) } : {}),
      // A card without an outcome yet; the output's word from before `final` (scripts read it).
      outcome: o?.outcome ?? 'unsettled',
      ...(o?.transactionIds ? { transactionIds: o.transactionIds } : {}),
    });
  }
  // Cards the job skipped from the start (their state forbade the action) have an outcome and no plan line.
  for (const o of record.outcomes.values())
    if (!planned.has(o.cardId)) write({ card: o.cardId, outcome: o.outcome });
  return 0;
}

function parseJobsArgs(argv: string[]) {
  return usageOf(() =>
    parseArgs({
      args: argv,
      strict: true,
      allowPositionals: true,
      options: {
        json: { type: 'boolean' },
        yes: { type: 'boolean' },
        concurrency: { type: 'string' },
        help: { type: 'boolean', short: 'h' },
        ...UTC_OPTION,
        ...CONNECTION_OPTIONS,
      },
    }),
  );
}

function changeArgs(id: string, values: ReturnType<typeof parseJobsArgs>['values']): JobChangeArgs {
  const concurrency = values.concurrency === undefined ? undefined : Number(values.concurrency);
  if (
    concurrency !== undefined &&
    (!/^\d+$/.test(values.concurrency ?? '') || concurrency < 1 || concurrency > 16)
  )
    throw new UsageError('--concurrency must be a whole number from 1 to 16');
  return {
    id,
    yes: values.yes ?? false,
    json: values.json ?? false,
    ...(concurrency !== undefined ? { concurrency } : {}),
    connection: connectionArgs(values),
  };
}

async function dispatch(argv: string[], io: CommandIo): Promise<number> {
  const { values, positionals } = parseJobsArgs(argv);
  const [verb, id, ...extra] = positionals;
  const json = values.json ?? false;
  if (values.help) {
    io.stdout.write(HELP);
    return 0;
  }
  const dir = stateDir(io.env);
  // Text lines show times in the display zone (the config file may name it); JSON keeps them as recorded.
  const textZone = (): DisplayZone | undefined =>
    json ? undefined : commandZone(io.env, values.utc === true);
  if (verb === 'list' && id === undefined) {
    const zone = textZone();
    for (const job of listJobs(dir))
      io.stdout.write(`${zone ? text(textListLine(job), zone) : safeJson(listLine(job))}\n`);
    return 0;
  }
  if (id === undefined || extra.length > 0)
    throw new UsageError('name list, or show, resume or discard with one job id');
  if (verb === 'show') return show(io, dir, id, textZone());
  if (verb === 'resume') return resumeCommand(io, dir, changeArgs(id, values));
  if (verb === 'discard') return discardCommand(io, dir, changeArgs(id, values));
  throw new UsageError(`unknown jobs command "${verb ?? ''}"`);
}

export async function runJobsCommand(argv: string[], given: Partial<CommandIo> = {}): Promise<number> {
  const io = commandIo(given);
  return runCommand('jobs', io, () => dispatch(argv, io));
}
