// What the scriptable bulk commands (`cards`, `jobs resume`) share: the connection flags and how a
// target is resolved (scripts always name one), the action context, the production confirmation,
// the journal's target, and the per-card and summary lines (JSON lines with --json).
import { join } from 'node:path';
import { createInterface } from 'node:readline';
import {
  createActionContext, isSettledItem, type ActionContext, type BulkItem, type BulkJob, type BulkProgress, type JournalTarget, type RecordedJob,
} from '../actions/index.js';
import { createClient } from '../api/index.js';
import { safeJson, sanitizeText } from '../domain/index.js';
import { loadConfig } from './config.js';
import { configFile, stateDir } from './paths.js';
import { journalTarget, looksLikeProduction, resolveConnection, type Connection, type ConnectionFlags } from './settings.js';

export interface BulkIo {
  stdin: NodeJS.ReadableStream & { isTTY?: boolean };
  stdout: { write(text: string): unknown };
  stderr: { write(text: string): unknown };
  env: Record<string, string | undefined>;
  /** Asks the operator on the terminal; the answer line. */
  ask?: (question: string) => Promise<string>;
}

export const defaultBulkIo = (): BulkIo => ({ stdin: process.stdin, stdout: process.stdout, stderr: process.stderr, env: process.env });

/** A refusal of the command line: exit status 2 with the message. */
export class Usage extends Error {}

/** The connection flags, for parseArgs. */
export const CONNECTION_OPTIONS = {
  'base-url': { type: 'string' }, org: { type: 'string' }, 'api-key': { type: 'string' }, 'api-token': { type: 'string' },
  jwt: { type: 'string' }, profile: { type: 'string' }, 'read-only': { type: 'boolean' }, insecure: { type: 'boolean' },
} as const;

export const CONNECTION_HELP = '--base-url --org --api-key --api-token --jwt --profile --read-only --insecure';

type ParsedConnection = Partial<Record<'base-url' | 'org' | 'api-key' | 'api-token' | 'jwt' | 'profile', string>> & { 'read-only'?: boolean; insecure?: boolean };

export const connectionFlags = (v: ParsedConnection): ConnectionFlags => ({
  baseUrl: v['base-url'], orgId: v.org, apiKey: v['api-key'], apiToken: v['api-token'], jwt: v.jwt, profile: v.profile,
  readOnly: v['read-only'], insecure: v.insecure,
});

export type Remote = Extract<Connection, { kind: 'remote' }>;

/** Flags, environment, then profile; scripts must name their target (no embedded sandbox). */
export function resolveRemote(flags: ConnectionFlags, io: BulkIo): Remote {
  const { config, permissionWarning } = loadConfig(configFile(io.env));
  if (permissionWarning) io.stderr.write(`${permissionWarning}\n`);
  const conn = resolveConnection(flags, io.env, config);
  if (conn.kind !== 'remote') throw new Usage('name the target with --base-url (or a profile): scripts never default to the embedded sandbox');
  return conn;
}

/** What the journal names as the job's target: never resumed against another. */
export const targetOf = (conn: Remote): JournalTarget => journalTarget(conn.profile, conn.baseUrl, conn.credentials.orgId);

export function contextFor(conn: Remote, env: BulkIo['env']): ActionContext {
  const client = createClient({ baseUrl: conn.baseUrl, credentials: conn.credentials });
  const secrets = [conn.credentials.apiKey, conn.credentials.apiToken, conn.credentials.jwt].filter((s): s is string => typeof s === 'string');
  return createActionContext({
    client, profile: conn.profile, baseUrl: conn.baseUrl, sandbox: !looksLikeProduction(conn.baseUrl), readOnly: conn.readOnly,
    auditPath: join(stateDir(env), 'audit.jsonl'), secrets,
  });
}

export function askOnTerminal(io: BulkIo): (question: string) => Promise<string> {
  return io.ask ?? ((question) => new Promise((resolve) => {
    const rl = createInterface({ input: io.stdin, output: process.stderr, terminal: true });
    rl.question(question, (answer) => {
      rl.close();
      resolve(answer);
    });
  }));
}

/** Asks "question [y/N]" on the terminal: true for yes. */
export async function askYes(io: BulkIo, question: string): Promise<boolean> {
  const answer = await askOnTerminal(io)(`${question} [y/N] `);
  return /^y(es)?$/i.test(answer.trim());
}

const safe = (text: string): string => sanitizeText(text);

export function itemLine(action: string, item: BulkItem): Record<string, unknown> {
  return {
    id: item.card.id, action,
    outcome: item.state,
    ...(item.card.name ? { name: safe(item.card.name) } : {}),
    ...(item.note ? { note: safe(item.note) } : {}),
    ...(item.error ? { error: safe(item.error.message), code: item.error.code ?? item.error.kind, retryable: item.error.retryable } : {}),
    ...(item.settled ? { settled: item.settled } : {}),
    ...(item.transactionIds ? { transactionIds: item.transactionIds } : {}),
    ...(item.idempotencyKey ? { idempotencyKey: item.idempotencyKey } : {}),
  };
}

export function printLine(io: BulkIo, json: boolean, line: Record<string, unknown>): void {
  if (json) {
    io.stdout.write(`${safeJson(line)}\n`);
    return;
  }
  const detail = [line.note, line.error, line.reason].filter((v) => typeof v === 'string').join('; ');
  io.stdout.write(`${String(line.outcome).padEnd(11)} ${String(line.id)}${line.name ? `  ${String(line.name)}` : ''}${detail ? `  (${detail})` : ''}\n`);
}

export function printJobId(io: BulkIo, json: boolean, id: string): void {
  io.stdout.write(json ? `${safeJson({ job: id })}\n` : `job ${id}\n`);
}

export function printSummary(io: BulkIo, json: boolean, summary: Record<string, unknown>): void {
  if (json) io.stdout.write(`${safeJson({ summary: true, ...summary })}\n`);
  else io.stdout.write(`${Object.entries(summary).map(([k, v]) => `${k}=${String(v)}`).join(' ')}\n`);
}

/**
 * Follows a journaled job to its end: Ctrl-C cancels (in-flight cards finish, nothing new starts),
 * `retryRounds` runs of the retryable failures with their keys, then the journal is finished and the
 * cards whose outcome is still open are printed (settled ones were printed as they settled).
 */
export async function followJob(io: BulkIo, json: boolean, job: BulkJob, recording: RecordedJob, retryRounds = 0): Promise<BulkProgress> {
  const onSignal = (): void => job.cancel();
  process.once('SIGINT', onSignal);
  let end: BulkProgress;
  try {
    end = await job.done();
    const retryable = (): boolean => job.items().some((i) => i.state === 'failed' && i.error?.retryable === true);
    for (let round = 0; round < retryRounds && end.state === 'finished' && retryable(); round += 1) end = await job.retryFailed();
  } finally {
    process.off('SIGINT', onSignal);
  }
  recording.flush();
  const open = job.items().filter((i) => !isSettledItem(i));
  recording.finish();
  for (const item of open) printLine(io, json, itemLine(job.action, item));
  return end;
}
