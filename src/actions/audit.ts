// The audit trail: one JSON line per changing action in $XDG_STATE_HOME/card-console/audit.jsonl
// (directory 0700, file 0600), plus this session's entries in memory for an Activity view, and the
// profile's history (earlier runs' entries from the file, then this session's) for undo.
// Entries are built from ids, amounts and codes only; every string still goes through
// redactSecrets as a second line of defence, so a token, card number or CVV cannot land here.
import {
  appendFileSync,
  chmodSync,
  closeSync,
  existsSync,
  mkdirSync,
  openSync,
  readFileSync,
  readSync,
  statSync,
} from 'node:fs';
import { dirname, join } from 'node:path';
import { appDir } from '../domain/home.js';
import { createListeners, redactSecrets, safeJson } from '../domain/index.js';
import type { OutcomeKind, ReadBack } from './outcome-kinds.js';

/** Ids of what an action touched; keys are fixed so the file stays greppable. */
export interface TouchedIds {
  cardId?: string;
  accountId?: string;
  destinationAccountId?: string;
  cardOwnerId?: string;
  jobId?: string;
}

/**
 * One field of an edit: its value before (the card as read just before sending; null: not set) and
 * the value sent. `before` is absent where the card was not read first (a bulk job's card).
 */
export interface FieldChange {
  before?: string | null;
  after: string;
}

/** The names of what an entry touched, as the console knew them when it recorded it (for people, not joins). */
export interface AuditNames {
  card?: string;
  wallet?: string;
  destination?: string;
}

export interface AuditEntry {
  time: string;
  profile: string;
  host: string;
  action: string;
  targets: TouchedIds;
  names?: AuditNames;
  amount?: string;
  currency?: string;
  idempotencyKey?: string;
  /** How the change ended (outcome-kinds.ts); a trail written before these words said ok/applied/not_applied. */
  outcome: OutcomeKind;
  /** Set when the answer was lost and the resource was read back: what it found. */
  readBack?: ReadBack;
  /** An edit: each field it sent, before → after. */
  changes?: Record<string, FieldChange>;
  transactionIds?: string[];
  errorCode?: string;
  /** A short description of a failure (already safe; redacted again anyway). */
  message?: string;
  /** This change undid an earlier one: the undo record's id (actions/undo/record.ts). */
  undoes?: string;
}

export type AuditRecord = Omit<AuditEntry, 'time' | 'profile' | 'host'>;

export interface AuditLogOptions {
  /** The file to append to; null keeps entries in memory only (tests, --no-audit). */
  path: string | null;
  profile: string;
  host: string;
  /** Values that must never appear (the profile's tokens): replaced like any other secret. */
  secrets?: readonly string[];
  now?: () => number;
  /** How many entries the in-memory list keeps. Default 1,000. */
  keep?: number;
  /** A write that fails is reported here; the action itself has already happened. */
  onWriteError?: (error: Error) => void;
  /** The names the console knows for an entry's targets (the caller's own names win). */
  names?: (targets: TouchedIds) => AuditNames | undefined;
}

export interface AuditLog {
  record(entry: AuditRecord): AuditEntry;
  /** This session's entries, oldest first. */
  entries(): readonly AuditEntry[];
  /**
   * This profile's changes across runs, oldest first: the file's entries written before this log was
   * made (the last 24 hours, and at least the newest 200; a job's entries all or none), then this
   * session's. The file is read once, on the first call.
   */
  history(): readonly AuditEntry[];
  subscribe(listener: (entry: AuditEntry) => void): () => void;
  readonly path: string | null;
  /** The profile and host this log records its entries under. */
  readonly where: { readonly profile: string; readonly host: string };
}

type Env = Record<string, string | undefined>;

/** `$XDG_STATE_HOME/card-console/audit.jsonl`, else `~/.local/state/card-console/audit.jsonl`. */
export function defaultAuditPath(env: Env = process.env): string {
  return join(appDir('XDG_STATE_HOME', env), 'audit.jsonl');
}

function redactDeep<T>(value: T, secrets: readonly string[]): T {
  if (typeof value === 'string') return redactSecrets(value, secrets) as T;
  if (Array.isArray(value)) return value.map((v: unknown) => redactDeep(v, secrets)) as T;
  if (value !== null && typeof value === 'object') {
    const out: Record<string, unknown> = {};
    for (const [k, v] of Object.entries(value)) out[k] = redactDeep(v, secrets);
    return out as T;
  }
  return value;
}

function appendLine(path: string, line: string): void {
  const dir = dirname(path);
  if (!existsSync(dir)) mkdirSync(dir, { recursive: true, mode: 0o700 });
  const created = !existsSync(path);
  appendFileSync(path, line, { mode: 0o600 });
  // The mode of appendFileSync applies only when it creates the file, and the umask may widen nothing
  // but could narrow it; set it explicitly once.
  if (created) chmodSync(path, 0o600);
}

/** How far back undo looks in the file: a day, and never fewer than this many changes. */
export const HISTORY_HOURS = 24;
export const HISTORY_AT_LEAST = 200;

/** The file's first `bytes` bytes as text (what earlier runs wrote before this log was made). */
function headOf(path: string, bytes: number): string {
  const buffer = Buffer.alloc(bytes);
  const fd = openSync(path, 'r');
  try {
    let read = 0;
    while (read < bytes) {
      const n = readSync(fd, buffer, read, bytes - read, read);
      if (n === 0) break;
      read += n;
    }
    return buffer.subarray(0, read).toString('utf8');
  } finally {
    closeSync(fd);
  }
}

/**
 * The profile's entries earlier runs left in the file (its size now marks where they end), read on
 * the first call: those of the last 24 hours or among the newest 200, with the rest of a job kept.
 */
function earlierRuns(path: string | null, profile: string, now: () => number): () => readonly AuditEntry[] {
  const bytes = path !== null && existsSync(path) ? statSync(path).size : 0;
  let read: readonly AuditEntry[] | undefined;
  return () => {
    if (read) return read;
    if (path === null || bytes === 0) return (read = []);
    let all: AuditEntry[];
    try {
      all = parseAuditText(headOf(path, bytes)).entries.filter((e) => e.profile === profile);
    } catch {
      all = [];
    }
    const since = now() - HISTORY_HOURS * 3_600_000;
    const recent = (e: AuditEntry, at: number) =>
      at >= all.length - HISTORY_AT_LEAST || Date.parse(e.time) >= since;
    const jobs = new Set(all.filter(recent).flatMap((e) => (e.targets.jobId ? [e.targets.jobId] : [])));
    return (read = all.filter(
      (e, at) => recent(e, at) || (e.targets.jobId !== undefined && jobs.has(e.targets.jobId)),
    ));
  };
}

export function createAuditLog(opts: AuditLogOptions): AuditLog {
  const now = opts.now ?? Date.now;
  const keep = opts.keep ?? 1_000;
  const secrets = opts.secrets ?? [];
  const list: AuditEntry[] = [];
  const listeners = createListeners<[entry: AuditEntry]>();
  const earlier = earlierRuns(opts.path, opts.profile, now);
  let history: { length: number; last: AuditEntry | undefined; all: readonly AuditEntry[] } | undefined;
  return {
    path: opts.path,
    where: { profile: opts.profile, host: opts.host },
    record(record) {
      const names = { ...opts.names?.(record.targets), ...record.names };
      const entry = redactDeep<AuditEntry>(
        {
          time: new Date(now()).toISOString(),
          profile: opts.profile,
          host: opts.host,
          ...record,
          ...(Object.keys(names).length > 0 ? { names } : {}),
        },
        secrets,
      );
      if (opts.path !== null) {
        try {
          appendLine(opts.path, `${safeJson(entry)}\n`);
        } catch (error) {
          opts.onWriteError?.(error instanceof Error ? error : new Error(String(error)));
        }
      }
      list.push(entry);
      if (list.length > keep) list.splice(0, list.length - keep);
      listeners.emit(entry);
      return entry;
    },
    entries: () => list,
    history() {
      const last = list[list.length - 1];
      if (!history || history.length !== list.length || history.last !== last)
        history = { length: list.length, last, all: [...earlier(), ...list] };
      return history.all;
    },
    subscribe: listeners.add,
  };
}

export interface AuditFileRead {
  entries: AuditEntry[];
  /** Raw lines as they are in the file (for --json), in the same order as entries. */
  lines: string[];
  /** Lines that were not JSON objects (a torn write): counted, not shown. */
  unreadable: number;
}

/** An entry written before outcomes had one vocabulary: `ok`, `applied` and `not_applied` in today's words. */
const OLD_OUTCOMES: Readonly<Record<string, Pick<AuditEntry, 'outcome' | 'readBack'>>> = {
  ok: { outcome: 'done' },
  applied: { outcome: 'done', readBack: 'applied' },
  not_applied: { outcome: 'failed', readBack: 'not_applied' },
};

function inTodaysWords(entry: AuditEntry): AuditEntry {
  const old = OLD_OUTCOMES[entry.outcome as string];
  return old ? { ...entry, ...old } : entry;
}

/** Reads the audit file; a missing file is an empty trail. Entries of an older console are put in today's words. */
export function readAuditFile(path: string): AuditFileRead {
  if (!existsSync(path)) return { entries: [], lines: [], unreadable: 0 };
  return parseAuditText(readFileSync(path, 'utf8'));
}

function parseAuditText(text: string): AuditFileRead {
  const out: AuditFileRead = { entries: [], lines: [], unreadable: 0 };
  for (const line of text.split('\n')) {
    if (line.trim() === '') continue;
    try {
      const value = JSON.parse(line) as unknown;
      if (value === null || typeof value !== 'object' || Array.isArray(value))
        throw new Error('not an object');
      out.entries.push(inTodaysWords(value as AuditEntry));
      out.lines.push(line);
    } catch {
      out.unreadable += 1;
    }
  }
  return out;
}
