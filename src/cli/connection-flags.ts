// The connection flags, declared once for every command that reaches a service (the console and the
// scripts), and the one reading of their secrets: from argv (with a warning), a `-file` twin or stdin.
import { UsageError } from './command.js';
import {
  argvSecretWarning,
  readSecrets,
  SecretFileError,
  secretFileOptions,
  type SecretIo,
} from './secret-flags.js';
import { CONNECTION_SECRETS, type ConnectionFlags } from './settings.js';

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

/**
 * The secrets from their flags or `-file` twins (read through `io`), and the one warning, to `warn`,
 * for those that came from argv; a file that cannot be read is a usage error naming its flag.
 */
export function connectionSecrets(
  secrets: ConnectionArgs['secrets'],
  io: SecretIo,
  command: string,
  warn: (line: string) => void,
): Pick<ConnectionFlags, 'apiKey' | 'apiToken' | 'jwt'> {
  try {
    const read = readSecrets(CONNECTION_SECRETS, secrets, io);
    const warning = argvSecretWarning(command, CONNECTION_SECRETS, read.fromArgv);
    if (warning) warn(warning);
    const s = read.secrets;
    return { apiKey: s.get('api-key'), apiToken: s.get('api-token'), jwt: s.get('jwt') };
  } catch (error) {
    if (error instanceof SecretFileError) throw new UsageError(error.message);
    throw error;
  }
}
