// The job journal: one JSON-lines file per job in $XDG_STATE_HOME/card-console/jobs/ (mode 0600).
// The plan comes first (target, action, each card with its amount and idempotency key), then one line
// per item as it settles, then an end line. Every append is fsynced, so a SIGKILL loses at most the
// items in flight. No secret is written: no token, no card number, no CVV — ids, amounts and keys only.
import { randomBytes } from 'node:crypto';
import {
  closeSync,
  existsSync,
  fdatasync,
  fstatSync,
  fsyncSync,
  mkdirSync,
  openSync,
  readdirSync,
  readFileSync,
  readSync,
  writeSync,
} from 'node:fs';
import { join } from 'node:path';
import { acquireLock, lockOwner, releaseLock } from './lock.js';

export interface JournalTarget {
  readonly profile: string;
  readonly baseUrl: string;
  /** The organization (merchant) the credentials act for, where the profile names one. */
  readonly merchant?: string;
}

/** Where a console's jobs are journaled: its state directory, for its target. */
export interface JournalPlace {
  readonly stateDir: string;
  readonly target: JournalTarget;
}

export interface JournalPlanItem {
  readonly cardId: string;
  readonly accountId: string;
  readonly amount?: string;
  readonly idempotencyKey?: string;
  /** The card's status and currency when planned (masked data only). */
  readonly status?: string;
  readonly currency?: string;
}

export interface JournalPlan {
  readonly id: string;
  readonly createdAt: string;
  readonly target: JournalTarget;
  readonly action: string;
  readonly amount?: string;
  /** What a resume needs to send the same request: the API family, the operator's description, the limits. */
  readonly family?: 'org' | 'account';
  readonly description?: string;
  readonly limits?: Readonly<Record<string, string>>;
  readonly concurrency?: number;
  readonly items: readonly JournalPlanItem[];
}

export interface JournalOutcome {
  readonly cardId: string;
  readonly outcome: string;
  readonly settled?: string;
  readonly transactionIds?: readonly string[];
  /** A failure's code and whether trying again may succeed (a resume runs retryable failures again). */
  readonly error?: string;
  readonly retryable?: boolean;
}

export type JobStatus = 'running' | 'interrupted' | 'done';

export interface JobSummary {
  readonly id: string;
  readonly action: string;
  readonly status: JobStatus;
  readonly target: JournalTarget;
  readonly createdAt: string;
  readonly amount?: string;
  /** The cards' currency, when they share one. */
  readonly currency?: string;
  readonly total: number;
  /** Items with a final outcome (see isFinal): nothing left to do for them. */
  readonly settled: number;
  readonly counts: Record<string, number>;
}

type Line =
  | ({ type: 'plan' } & JournalPlan)
  | ({ type: 'item' } & JournalOutcome)
  | { type: 'resume'; at: string; pid: number }
  | { type: 'end' };

/** A job id unique across processes sharing one state directory. */
export const newJobId = (): string => `job-${Date.now().toString(36)}-${randomBytes(4).toString('hex')}`;

export const jobsDir = (stateDir: string): string => join(stateDir, 'jobs');
const fileOf = (dir: string, id: string): string => join(dir, `${id}.jsonl`);
export const journalFile = (stateDir: string, id: string): string => fileOf(jobsDir(stateDir), id);
const validId = (id: string): boolean => /^[A-Za-z0-9_-]+$/.test(id);

/** True when the file's last byte is not a newline: a line torn by a kill mid-write. */
function endsTorn(fd: number): boolean {
  const size = fstatSync(fd).size;
  if (size === 0) return false;
  const last = Buffer.alloc(1);
  readSync(fd, last, 0, 1, size - 1);
  return last[0] !== 0x0a;
}

/** An open journal: appends are flushed to disk before the call returns. */
export class JournalWriter {
  private unsynced = false;

  private constructor(
    private readonly dir: string,
    readonly id: string,
    private fd: number | undefined,
  ) {}

  /** Creates the job's journal with its plan and takes its lock for this process. */
  static create(stateDir: string, plan: JournalPlan): JournalWriter {
    const dir = jobsDir(stateDir);
    mkdirSync(dir, { recursive: true, mode: 0o700 });
    const lock = acquireLock(dir, plan.id);
    if (!lock.ok) throw new Error(`job ${plan.id} is locked by process ${lock.pid}`);
    const writer = new JournalWriter(dir, plan.id, openSync(fileOf(dir, plan.id), 'ax', 0o600));
    writer.append({ type: 'plan', ...plan });
    return writer;
  }

  /**
   * Reopens an existing journal to continue it (append mode) and takes its lock: refused while a
   * live process holds the lock; a dead owner's lock is taken over. A line torn by a kill is closed
   * off first, so that the next line is whole.
   */
  static reopen(
    stateDir: string,
    id: string,
  ): { ok: true; writer: JournalWriter } | { ok: false; pid: number } {
    const dir = jobsDir(stateDir);
    const lock = acquireLock(dir, id);
    if (!lock.ok) return lock;
    let fd: number;
    try {
      fd = openSync(fileOf(dir, id), 'a+', 0o600);
      if (endsTorn(fd)) writeSync(fd, '\n');
    } catch (error) {
      releaseLock(dir, id);
      throw error;
    }
    const writer = new JournalWriter(dir, id, fd);
    writer.append({ type: 'resume', at: new Date().toISOString(), pid: process.pid });
    return { ok: true, writer };
  }

  private append(line: Line, sync = true): void {
    if (this.fd === undefined) throw new Error(`journal ${this.id} is closed`);
    // One write per line: once it returns, the line is the kernel's and survives a SIGKILL.
    writeSync(this.fd, `${JSON.stringify(line)}\n`);
    this.unsynced = true;
    if (sync) this.sync();
  }

  /**
   * Appends an item's outcome. With `sync: false` the line is written (a killed process loses
   * nothing) but reaches the disk at the next sync(): what a power cut could lose is settled again
   * by a resume, which reads each unrecorded card before sending anything.
   */
  outcome(outcome: JournalOutcome, opts: { sync?: boolean } = {}): void {
    this.append({ type: 'item', ...outcome }, opts.sync ?? true);
  }

  /** Flushes what was written to the disk. */
  sync(): void {
    if (this.fd === undefined || !this.unsynced) return;
    fsyncSync(this.fd);
    this.unsynced = false;
  }

  /** As sync(), off the event loop: requests in flight are not held up by a slow disk. */
  syncInBackground(): void {
    if (this.fd === undefined || !this.unsynced) return;
    this.unsynced = false;
    fdatasync(this.fd, (error) => {
      // Tried again by the next sync() (at the latest, the end line's), which throws if it fails too.
      if (error) this.unsynced = true;
    });
  }

  /** Marks the job finished and releases the lock. */
  end(): void {
    this.append({ type: 'end' }, false);
    this.close();
  }

  /**
   * Releases the file and the lock without marking the job finished (it stays interrupted). What was
   * written is flushed to disk in the background: nothing hangs on it (a resume settles any card whose
   * line a power cut took), and the caller is not held up by a slow disk.
   */
  close(): void {
    const fd = this.fd;
    if (fd === undefined) return;
    this.fd = undefined;
    releaseLock(this.dir, this.id);
    if (!this.unsynced) {
      closeSync(fd);
      return;
    }
    fdatasync(fd, () => closeSync(fd));
  }
}

export interface JobRecord {
  readonly plan: JournalPlan;
  readonly outcomes: ReadonlyMap<string, JournalOutcome>;
  readonly ended: boolean;
}

function outcomeOf(line: JournalOutcome): JournalOutcome {
  const { cardId, outcome, settled, transactionIds, error, retryable } = line;
  return {
    cardId,
    outcome,
    ...(settled ? { settled } : {}),
    ...(transactionIds ? { transactionIds } : {}),
    ...(error ? { error } : {}),
    ...(retryable === undefined ? {} : { retryable }),
  };
}

/** Final: nothing is left to do for the card (done, skipped, or a failure that trying again cannot mend). */
export const isFinal = (o: JournalOutcome): boolean =>
  o.outcome === 'done' || o.outcome === 'skipped' || (o.outcome === 'failed' && o.retryable !== true);

/** Reads a journal; a torn last line (killed mid-write) is ignored. */
export function readJob(stateDir: string, id: string): JobRecord | undefined {
  const path = fileOf(jobsDir(stateDir), id);
  if (!validId(id) || !existsSync(path)) return undefined;
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
    // A later line for the same card (a retry, a resume) replaces the earlier one.
    else if (line.type === 'item') outcomes.set(line.cardId, outcomeOf(line));
    else if (line.type === 'end') ended = true;
  }
  return plan ? { plan, outcomes, ended } : undefined;
}

export function summarize(stateDir: string, record: JobRecord): JobSummary {
  const counts: Record<string, number> = {};
  for (const o of record.outcomes.values()) counts[o.outcome] = (counts[o.outcome] ?? 0) + 1;
  const live = lockOwner(jobsDir(stateDir), record.plan.id) !== undefined;
  const status: JobStatus = record.ended ? 'done' : live ? 'running' : 'interrupted';
  const { id, action, target, createdAt, amount, items } = record.plan;
  const currencies = new Set(items.map((i) => i.currency));
  const currency = currencies.size === 1 ? [...currencies][0] : undefined;
  const settled = [...record.outcomes.values()].filter(isFinal).length;
  return {
    id,
    action,
    status,
    target,
    createdAt,
    ...(amount ? { amount } : {}),
    ...(currency ? { currency } : {}),
    // The job's cards: the planned ones and those it skipped from the start (outcome lines, no plan line).
    total: new Set([...items.map((i) => i.cardId), ...record.outcomes.keys()]).size,
    settled,
    counts,
  };
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
