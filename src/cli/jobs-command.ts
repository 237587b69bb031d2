// `card-console jobs list|show ID`: the bulk jobs journaled in $XDG_STATE_HOME/card-console/jobs/.
// `list` prints one line per job (id, action, status running/interrupted/done, counts); `show ID`
// the job's plan and each card's recorded outcome. --json prints JSON lines like `cards`.
import { parseArgs } from 'node:util';
import { listJobs, readJob, summarize, type JobSummary } from '../actions/index.js';
import { safeJson, sanitizeText } from '../domain/index.js';
import { stateDir } from './paths.js';

export interface JobsIo {
  stdout: { write(text: string): unknown };
  stderr: { write(text: string): unknown };
  env: Record<string, string | undefined>;
}

const HELP = `Usage: card-console jobs list|show ID [--json]

  list        one line per journaled job: id, action, status (running, interrupted, done), counts
  show ID     the job's target, plan and each card's recorded outcome
  --json      JSON lines on stdout
`;

const listLine = (j: JobSummary): Record<string, unknown> => ({
  id: j.id, action: j.action, status: j.status, profile: j.target.profile, baseUrl: j.target.baseUrl, createdAt: j.createdAt,
  ...(j.amount ? { amount: j.amount } : {}), total: j.total, settled: j.settled, counts: j.counts,
});

const text = (line: Record<string, unknown>): string =>
  Object.entries(line).map(([k, v]) => `${k}=${sanitizeText(typeof v === 'object' ? safeJson(v) : String(v))}`).join(' ');

function show(io: JobsIo, dir: string, id: string, json: boolean): number {
  const record = readJob(dir, id);
  if (!record) {
    io.stderr.write(`card-console jobs: no job ${sanitizeText(id)} in ${sanitizeText(dir)}/jobs\n`);
    return 1;
  }
  const write = (line: Record<string, unknown>): void => void io.stdout.write(`${json ? safeJson(line) : text(line)}\n`);
  write(listLine(summarize(dir, record)));
  for (const item of record.plan.items) {
    const o = record.outcomes.get(item.cardId);
    write({ card: item.cardId, accountId: item.accountId, ...(item.amount ? { amount: item.amount } : {}), outcome: o?.outcome ?? 'unsettled', ...(o?.transactionIds ? { transactionIds: o.transactionIds } : {}) });
  }
  return 0;
}

export function runJobsCommand(argv: string[], io: JobsIo = { stdout: process.stdout, stderr: process.stderr, env: process.env }): number {
  let parsed;
  try {
    parsed = parseArgs({ args: argv, strict: true, allowPositionals: true, options: { json: { type: 'boolean' }, help: { type: 'boolean', short: 'h' } } });
  } catch (error) {
    io.stderr.write(`card-console jobs: ${(error as Error).message}\n${HELP}`);
    return 2;
  }
  const [verb, id, ...extra] = parsed.positionals;
  const json = parsed.values.json ?? false;
  if (parsed.values.help) {
    io.stdout.write(HELP);
    return 0;
  }
  const dir = stateDir(io.env);
  if (verb === 'list' && id === undefined) {
    for (const job of listJobs(dir)) io.stdout.write(`${json ? safeJson(listLine(job)) : text(listLine(job))}\n`);
    return 0;
  }
  if (verb === 'show' && id !== undefined && extra.length === 0) return show(io, dir, id, json);
  io.stderr.write(`card-console jobs: name list, or show with one job id\n${HELP}`);
  return 2;
}
