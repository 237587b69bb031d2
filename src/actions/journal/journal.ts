// The job journal: one JSON-lines file per job in $XDG_STATE_HOME/card-console/jobs/ (mode 0600).
// The plan comes first (target, action, each card with its amount and idempotency key), then one line
// per card as its outcome becomes known, then an end line. The plan is on disk (fsynced) before any
// request is sent. An outcome line is written at once, in one write (a killed process loses none
// that was written), and reaches the disk with the next sync: a bulk job syncs every 100 ms
// (record-job.ts), a single change at once; a power cut can thus lose the last 100 ms of outcomes,
// which a resume reads back before sending anything. Read back through the schemas of lines.ts.
// No secret is written: no token, no card number, no CVV — ids, amounts and keys only.
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
import { isFinal } from '../outcome.js';
import type { CardRef } from '../types.js';
import {
  parseLine,
  type JournalLine,
  type JournalPlan,
  type JournalPlanItem,
  type JournalOwner,
  type RecordedOutcome,
} from './lines.js';
import { acquireLock, lockOwner, releaseLock } from './lock.js';

export type { JournalPlace, JournalPlan, JournalPlanItem, JournalOwner, RecordedOutcome } from './lines.js';

/** A card of a plan: ids, status and currency, its amount and its key — never a secret. */
export function planItem(
  card: CardRef,
  amount: string | undefined,
  key: string | undefined,
): JournalPlanItem {
  return {
    cardId: card.id,
    accountId: card.accountId,
    status: card.status,
    ...(card.currency ? { currency: card.currency } : {}),
    ...(amount !== undefined ? { amount } : {}),
    ...(key ? { idempotencyKey: key } : {}),
  };
}

export type JobStatus = 'running' | 'interrupted' | 'done';

export interface JobSummary {
  readonly id: string;
  readonly action: string;
  readonly status: JobStatus;
  readonly target: JournalOwner;
  readonly createdAt: string;
  readonly amount?: string;
  /** The cards' currency, when they share one. */
  readonly currency?: string;
  readonly total: number;
  /**
   * Cards with a final outcome (outcome.ts isFinal): nothing left to do for them. `jobs list --json`
   * calls it `settled`, its name before the outcome words were one vocabulary: scripts read that name.
   */
  readonly final: number;
  readonly counts: Record<string, number>;
}

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

/** An open journal: each line is one write; what is written reaches the disk at the next sync. */
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

  private append(line: JournalLine, sync = true): void {
    if (this.fd === undefined) throw new Error(`journal ${this.id} is closed`);
    // One write per line: once it returns, the line is the kernel's and survives a SIGKILL.
    writeSync(this.fd, `${JSON.stringify(line)}\n`);
    this.unsynced = true;
    if (sync) this.sync();
  }

  /**
   * Appends a card's outcome. With `sync: false` the line is written (a killed process loses
   * nothing) but reaches the disk at the next sync(): what a power cut could lose is read back
   * by a resume, which reads each card without a recorded outcome before sending anything.
   */
  outcome(outcome: RecordedOutcome, opts: { sync?: boolean } = {}): void {
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
      // Left for the next sync(), or close()'s flush: the line was written, only its way to the disk failed.
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
   * written is flushed to disk in the background: nothing hangs on it (a resume reads back any card
   * whose line a power cut took), and the caller is not held up by a slow disk.
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
  readonly outcomes: ReadonlyMap<string, RecordedOutcome>;
  readonly ended: boolean;
  /** Lines that were not believed (corrupt, or foreign to this job's plan): skipped, and said here. */
  readonly problems: readonly string[];
}

/** Final: nothing is left to do for the card. */
export const isFinalRecord = (o: RecordedOutcome): boolean => isFinal(o.outcome, o.retryable);

/** Folds a journal's lines into its record; a line foreign to the job (another plan, a card not in it) is a problem. */
function fold(id: string, text: string): JobRecord | undefined {
  let plan: JournalPlan | undefined;
  const outcomes = new Map<string, RecordedOutcome>();
  const problems: string[] = [];
  let ended = false;
  const lines = text.split('\n');
  // A kill mid-write leaves the last line without its newline: expected, not a problem.
  if (lines.at(-1) !== '' && !parseLine(lines.at(-1) ?? '').ok) lines.pop();
  lines.forEach((raw, index) => {
    if (raw.trim() === '') return;
    const problem = (reason: string) => problems.push(`line ${index + 1} skipped: ${reason}`);
    const parsed = parseLine(raw);
    if (!parsed.ok) return problem(parsed.reason);
    const { line } = parsed;
    if (line.type === 'plan') {
      if (line.id !== id) return problem(`the plan of another job (${line.id})`);
      if (plan) return problem('a second plan');
      const { type: _type, ...rest } = line;
      plan = rest;
    } else if (line.type === 'item') {
      const { type: _type, ...outcome } = line;
      // A card skipped at planning has an outcome line and no plan line; any other outcome must be planned.
      const planned = plan?.items.some((i) => i.cardId === outcome.cardId) === true;
      if (!planned && !(plan && outcome.outcome === 'skipped'))
        return problem(`an outcome for card ${outcome.cardId}, which the plan does not list`);
      // A later line for the same card (a retry, a resume) replaces the earlier one.
      outcomes.set(outcome.cardId, outcome);
    } else if (line.type === 'end') ended = true;
  });
  return plan ? { plan, outcomes, ended, problems } : undefined;
}

/** Reads a journal through its schemas; a torn last line (killed mid-write) is ignored. */
export function readJob(stateDir: string, id: string): JobRecord | undefined {
  const path = fileOf(jobsDir(stateDir), id);
  if (!validId(id) || !existsSync(path)) return undefined;
  return fold(id, readFileSync(path, 'utf8'));
}

export function summarize(stateDir: string, record: JobRecord): JobSummary {
  const counts: Record<string, number> = {};
  for (const o of record.outcomes.values()) counts[o.outcome] = (counts[o.outcome] ?? 0) + 1;
  const live = lockOwner(jobsDir(stateDir), record.plan.id) !== undefined;
  const status: JobStatus = record.ended ? 'done' : live ? 'running' : 'interrupted';
  const { id, action, target, createdAt, amount, items } = record.plan;
  const currencies = new Set(items.map((i) => i.currency));
  const currency = currencies.size === 1 ? [...currencies][0] : undefined;
  const final = [...record.outcomes.values()].filter(isFinalRecord).length;
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
    final,
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
