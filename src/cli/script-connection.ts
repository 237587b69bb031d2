// What the scriptable commands that reach a service (`cards`, `jobs resume`) share: how a target is
// resolved from the connection flags (connection-flags.ts; scripts always name one, `--profile sandbox`
// is the embedded sandbox), the action context, the journal's target, and following a job to its end.
import { join } from 'node:path';
import {
  canRetry,
  createActionContext,
  outcomeKnown,
  type ActionContext,
  type BulkItem,
  type BulkJob,
  type BulkProgress,
  type JournalOwner,
  type RecordedJob,
} from '../actions/index.js';
import { UsageError, type CommandIo } from './command.js';
import { loadConfig } from './config.js';
import { configFile, stateDir } from './paths.js';
import { connectionSecrets, type ConnectionArgs } from './connection-flags.js';
import { streamSecretIo } from './secret-flags.js';
import {
  clientFor,
  CONNECTION_SECRETS,
  embeddedPlace,
  secretsOf,
  journalOwner,
  resolveConnection,
  type Connection,
} from './settings.js';
import { isProductionProfile } from '../domain/index.js';

export { CONNECTION_HELP, CONNECTION_OPTIONS, connectionArgs, secretOnStdin } from './connection-flags.js';
export type { ConnectionArgs } from './connection-flags.js';

/** A target a script reaches over HTTP: a remote service, or the embedded sandbox (`--profile sandbox`). */
export type Remote = Extract<Connection, { kind: 'remote' }> & {
  /** What the journal and the card index name the target by: the base URL, or the sandbox's database. */
  readonly place: string;
};

const NO_TARGET =
  'name the target: --profile sandbox for the embedded sandbox, --base-url, or a profile (scripts never default to the embedded sandbox)';

/**
 * Flags (secrets from argv, files or stdin), environment, then profile; scripts must name their target.
 * Runs `body` on it; the embedded sandbox a command started for itself is closed when `body` ends.
 */
export async function withRemote<T>(
  args: ConnectionArgs,
  io: CommandIo,
  command: string,
  body: (conn: Remote) => Promise<T>,
): Promise<T> {
  const { config, permissionWarning } = loadConfig(configFile(io.env));
  if (permissionWarning) io.stderr.write(`${permissionWarning}\n`);
  const secretIo = await streamSecretIo(CONNECTION_SECRETS, args.secrets, io.stdin);
  const secrets = connectionSecrets(args.secrets, secretIo, command, (line) => void io.stderr.write(line));
  const conn = resolveConnection({ ...args.flags, ...secrets }, io.env, config);
  if (conn.kind === 'remote') return body({ ...conn, place: conn.baseUrl });
  if (!conn.named) throw new UsageError(NO_TARGET);
  const { reachSandbox } = await import('./sandbox/for-scripts.js');
  const sandbox = await reachSandbox(io.env);
  try {
    const { merchant } = sandbox;
    return await body({
      kind: 'remote',
      profile: conn.profile,
      baseUrl: sandbox.baseUrl,
      credentials: { orgId: merchant.orgId, apiKey: merchant.apiKey, apiToken: merchant.apiToken },
      readOnly: conn.readOnly,
      place: embeddedPlace(sandbox.database),
    });
  } finally {
    await sandbox.close();
  }
}

/** What the journal names as the job's target: never resumed against another. */
export const targetOf = (conn: Remote): JournalOwner =>
  journalOwner(conn.profile, conn.place, conn.credentials.orgId);

export function contextFor(conn: Remote, env: CommandIo['env']): ActionContext {
  const client = clientFor(conn);
  const secrets = secretsOf(conn.credentials);
  return createActionContext({
    client,
    profile: conn.profile,
    baseUrl: conn.baseUrl,
    skipProductionQuestion: !isProductionProfile(conn),
    readOnly: conn.readOnly,
    auditPath: join(stateDir(env), 'audit.jsonl'),
    secrets,
  });
}

/**
 * Follows a journaled job to its end: Ctrl-C cancels (in-flight cards finish, nothing new starts),
 * `retryRounds` runs of the retryable failures with their keys, then the journal is finished and the
 * cards whose outcome is not known are printed (the others were printed as they became known).
 */
export async function followJob(
  job: BulkJob,
  recording: RecordedJob,
  print: (item: BulkItem) => void,
  retryRounds = 0,
): Promise<BulkProgress> {
  const onSignal = (): void => job.cancel();
  process.once('SIGINT', onSignal);
  let end: BulkProgress;
  try {
    end = await job.done();
    const retryable = (): boolean => job.items().some(canRetry);
    for (let round = 0; round < retryRounds && end.state === 'finished' && retryable(); round += 1)
      end = await job.retryFailed();
  } finally {
    process.off('SIGINT', onSignal);
  }
  recording.flush();
  const open = job.items().filter((i) => !outcomeKnown(i));
  recording.finish();
  for (const item of open) print(item);
  return end;
}
