// What the scriptable commands that reach a service (`cards`, `jobs resume`) share: the connection
// flags and how a target is resolved (scripts always name one; `--profile sandbox` is the embedded sandbox), the action context, the journal's
// target, and following a journaled job to its end.
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
import { createClient } from '../api/index.js';
import { UsageError, type CommandIo } from './command.js';
import { loadConfig } from './config.js';
import { configFile, stateDir } from './paths.js';
import {
  argvSecretWarning,
  readSecrets,
  SecretFileError,
  secretFileOptions,
  streamSecretIo,
} from './secret-flags.js';
import {
  CONNECTION_SECRETS,
  embeddedPlace,
  journalOwner,
  resolveConnection,
  type Connection,
  type ConnectionFlags,
} from './settings.js';
import { profileLooksLikeProduction } from '../domain/index.js';

/** The connection flags, for parseArgs; each secret flag has a `-file` twin (`-` reads stdin). */
export const CONNECTION_OPTIONS = {
  'base-url': { type: 'string' },
  org: { type: 'string' },
  'api-key': { type: 'string' },
  'api-token': { type: 'string' },
  jwt: { type: 'string' },
  profile: { type: 'string' },
  'read-only': { type: 'boolean' },
  insecure: { type: 'boolean' },
  ...secretFileOptions(['api-key', 'api-token', 'jwt']),
} as const;

export const CONNECTION_HELP = `--base-url --org --api-key --api-token --jwt --profile --read-only --insecure

Target: scripts name one. --profile sandbox is the embedded sandbox (the running console's, else one
started for the command over the same database; see card-console sandbox info).

Secrets: --api-key-file, --api-token-file and --jwt-file FILE read the secret from a file (- for stdin),
as do the environment (CARD_CONSOLE_API_KEY, ...) and profiles. A secret given on the command line is
visible to other users (ps): it works, with a warning on stderr.`;

type SecretFlag = 'api-key' | 'api-token' | 'jwt' | 'api-key-file' | 'api-token-file' | 'jwt-file';
type ParsedConnection = Partial<Record<'base-url' | 'org' | 'profile' | SecretFlag, string>> & {
  'read-only'?: boolean;
  insecure?: boolean;
};

/** The connection flags as given: the secrets (from argv, a file or stdin) are read when the command runs. */
export interface ConnectionArgs {
  readonly flags: Omit<ConnectionFlags, 'apiKey' | 'apiToken' | 'jwt'>;
  readonly secrets: Readonly<Partial<Record<SecretFlag, string>>>;
}

export const connectionArgs = (v: ParsedConnection): ConnectionArgs => ({
  flags: {
    baseUrl: v['base-url'],
    orgId: v.org,
    profile: v.profile,
    readOnly: v['read-only'],
    insecure: v.insecure,
  },
  secrets: {
    'api-key': v['api-key'],
    'api-token': v['api-token'],
    jwt: v.jwt,
    'api-key-file': v['api-key-file'],
    'api-token-file': v['api-token-file'],
    'jwt-file': v['jwt-file'],
  },
});

/** The secret flag whose `-file -` reads stdin, if any: stdin serves one reader only. */
export const secretOnStdin = (args: ConnectionArgs): string | undefined =>
  CONNECTION_SECRETS.find((s) => args.secrets[`${s.flag.slice(2)}-file` as SecretFlag] === '-')?.flag;

/** The secrets from their flags or `-file` twins, with one warning for those that came from argv. */
async function readConnectionSecrets(
  args: ConnectionArgs,
  io: CommandIo,
  command: string,
): Promise<Pick<ConnectionFlags, 'apiKey' | 'apiToken' | 'jwt'>> {
  try {
    const secretIo = await streamSecretIo(CONNECTION_SECRETS, args.secrets, io.stdin);
    const { secrets, fromArgv } = readSecrets(CONNECTION_SECRETS, args.secrets, secretIo);
    const warning = argvSecretWarning(command, CONNECTION_SECRETS, fromArgv);
    if (warning) io.stderr.write(warning);
    return { apiKey: secrets.get('api-key'), apiToken: secrets.get('api-token'), jwt: secrets.get('jwt') };
  } catch (error) {
    if (error instanceof SecretFileError) throw new UsageError(error.message);
    throw error;
  }
}

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
  const conn = resolveConnection(
    { ...args.flags, ...(await readConnectionSecrets(args, io, command)) },
    io.env,
    config,
  );
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
  const client = createClient({ baseUrl: conn.baseUrl, credentials: conn.credentials });
  const secrets = [conn.credentials.apiKey, conn.credentials.apiToken, conn.credentials.jwt].filter(
    (s): s is string => typeof s === 'string',
  );
  return createActionContext({
    client,
    profile: conn.profile,
    baseUrl: conn.baseUrl,
    skipProductionQuestion: !profileLooksLikeProduction(conn.profile, conn.baseUrl),
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
