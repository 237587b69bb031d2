// The job journal: one JSON-lines file per job in $XDG_STATE_HOME/card-console/jobs/ (mode 0600).
// The plan comes first (target, action, each card with its amount and idempotency key), then one line
// per item as it settles, then an end line. Every append is fsynced, so a SIGKILL loses at most the
// items in flight. No secret is written: no token, no card number, no CVV — ids, amounts and keys only.
import { closeSync, existsSync, fsyncSync, mkdirSync, openSync, readdirSync, readFileSync, unlinkSync, writeSync } from 'node:fs';
import { join } from 'node:path';

export interface JournalTarget {
  readonly profile: string;
  readonly baseUrl: string;
}

export interface JournalPlanItem {
  readonly cardId: string;
  readonly accountId: string;
  readonly amount?: string;
  readonly idempotencyKey?: string;
}

export interface JournalPlan {
  readonly id: string;
  readonly createdAt: string;
  readonly target: JournalTarget;
  readonly action: string;
  readonly amount?: string;
  readonly items: readonly JournalPlanItem[];
}

export interface JournalOutcome {
  readonly cardId: string;
  readonly outcome: string;
  readonly settled?: string;
  readonly transactionIds?: readonly string[];
}

export type JobStatus = 'running' | 'interrupted' | 'done';

export interface JobSummary {
  readonly id: string;
  readonly action: string;
  readonly status: JobStatus;
  readonly target: JournalTarget;
  readonly createdAt: string;
  readonly amount?: string;
  readonly total: number;
  readonly settled: number;
  readonly counts: Record<string, number>;
}

type Line = ({ type: 'plan' } & JournalPlan) | ({ type: 'item' } & JournalOutcome) | { type: 'end' };

export const jobsDir = (stateDir: string): string => join(stateDir, 'jobs');
const fileOf = (dir: string, id: string): string => join(dir, `${id}.jsonl`);
const lockOf = (dir: string, id: string): string => join(dir, `${id}.lock`);

const pidAlive = (pid: number): boolean => {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
};

/** The pid holding the job's lock, if that process is still alive; a dead owner's lock is stale. */
function lockOwner(dir: string, id: string): number | undefined {
  const path = lockOf(dir, id);
  if (!existsSync(path)) return undefined;
  const pid = Number(readFileSync(path, 'utf8').trim());
  return Number.isInteger(pid) && pid > 0 && pidAlive(pid) ? pid : undefined;
}

/** An open journal: appends are flushed to disk before the call returns. */
export class JournalWriter {
  private constructor(private readonly dir: string, readonly id: string, private fd: number | undefined) {}

  /** Creates the job's journal with its plan and takes its lock for this process. */
  static create(stateDir: string, plan: JournalPlan): JournalWriter {
    const dir = jobsDir(stateDir);
    mkdirSync(dir, { recursive: true, mode: 0o700 });
    const lockFd = openSync(lockOf(dir, plan.id), 'wx', 0o600);
    writeSync(lockFd, `${process.pid}\n`);
    closeSync(lockFd);
    const writer = new JournalWriter(dir, plan.id, openSync(fileOf(dir, plan.id), 'ax', 0o600));
    writer.append({ type: 'plan', ...plan });
    return writer;
  }

  private append(line: Line): void {
    if (this.fd === undefined) throw new Error(`journal ${this.id} is closed`);
    writeSync(this.fd, `${JSON.stringify(line)}\n`);
    fsyncSync(this.fd);
  }

  outcome(outcome: JournalOutcome): void {
    this.append({ type: 'item', ...outcome });
  }

  /** Marks the job finished and releases the lock. */
  end(): void {
    this.append({ type: 'end' });
    this.close();
  }

  /** Releases the file and the lock without marking the job finished (it stays interrupted). */
  close(): void {
    if (this.fd === undefined) return;
    closeSync(this.fd);
    this.fd = undefined;
    if (lockOwner(this.dir, this.id) === process.pid) unlinkSync(lockOf(this.dir, this.id));
  }
}

export interface JobRecord {
  readonly plan: JournalPlan;
  readonly outcomes: ReadonlyMap<string, JournalOutcome>;
  readonly ended: boolean;
}

/** Reads a journal; a torn last line (killed mid-write) is ignored. */
export function readJob(stateDir: string, id: string): JobRecord | undefined {
  const path = fileOf(jobsDir(stateDir), id);
  if (!/^[A-Za-z0-9_-]+$/.test(id) || !existsSync(path)) return undefined;
  let plan: JournalPlan | undefined;
  const outcomes = new Map<string, JournalOutcome>();
  let ended = false;
  for (const text of readFileSync(path, 'utf8').split('\n')) {
    let line: Line;
    try {
      line = JSON.parse(text) as Line;
    } catch {
      continue;
    }
    if (line.type === 'plan') plan = line;
    else if (line.type === 'item') outcomes.set(line.cardId, { cardId: line.cardId, outcome: line.outcome, ...(line.settled ? { settled: line.settled } : {}), ...(line.transactionIds ? { transactionIds: line.transactionIds } : {}) });
    else if (line.type === 'end') ended = true;
  }
  return plan ? { plan, outcomes, ended } : undefined;
}

export function summarize(stateDir: string, record: JobRecord): JobSummary {
  const counts: Record<string, number> = {};
  for (const o of record.outcomes.values()) counts[o.outcome] = (counts[o.outcome] ?? 0) + 1;
  const live = lockOwner(jobsDir(stateDir), record.plan.id) !== undefined;
  const status: JobStatus = record.ended ? 'done' : live ? 'running' : 'interrupted';
  const { id, action, target, createdAt, amount } = record.plan;
  return { id, action, status, target, createdAt, ...(amount ? { amount } : {}), total: record.plan.items.length, settled: record.outcomes.size, counts };
}

/** Every readable job in the state directory, oldest first. */
export function listJobs(stateDir: string): JobSummary[] {
  const dir = jobsDir(stateDir);
  if (!existsSync(dir)) return [];
  return readdirSync(dir)
    .filter((f) => f.endsWith('.jsonl'))
    .map((f) => readJob(stateDir, f.slice(0, -'.jsonl'.length)))
    .filter((r): r is JobRecord => r !== undefined)
    .map((r) => summarize(stateDir, r))
    .sort((a, b) => a.createdAt.localeCompare(b.createdAt));
}
