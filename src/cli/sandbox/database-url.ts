// `card-console sandbox --database-url postgres://…`: the sandbox on PostgreSQL. The address may hold a password,
// so it is a secret like the API credentials: from `--database-url-file FILE` (- for stdin), from
// CARD_CONSOLE_DATABASE_URL, or from the command line with the same warning as the other secrets (given only when
// the address holds a password). It is shown only without its password.
import { redactAddress, passwordOf } from '../../sandbox/index.js';
import { UsageError } from '../command.js';
import {
  argvSecretWarning,
  processSecretIo,
  readSecrets,
  SecretFileError,
  secretFileOptions,
  type SecretIo,
} from '../secret-flags.js';

const DATABASE_URL_ENV = 'CARD_CONSOLE_DATABASE_URL';
const SOURCE = [{ flag: '--database-url', env: DATABASE_URL_ENV }] as const;

export const DATABASE_URL_OPTIONS = {
  'database-url': { type: 'string' },
  ...secretFileOptions(['database-url']),
} as const;

export interface DatabaseUrlFlags {
  'database-url'?: string | undefined;
  'database-url-file'?: string | undefined;
}

/** The PostgreSQL address from the flags, their file twin or the environment; undefined for none (SQLite). */
export function resolveDatabaseUrl(
  values: DatabaseUrlFlags,
  env: Record<string, string | undefined>,
  warn: (text: string) => void,
  io: SecretIo = processSecretIo,
): string | undefined {
  let url: string | undefined;
  try {
    const { secrets, fromArgv } = readSecrets(SOURCE, { ...values }, io);
    url = secrets.get('database-url');
    if (url !== undefined && passwordOf(url) !== undefined) {
      const warning = argvSecretWarning('card-console sandbox', SOURCE, fromArgv);
      if (warning) warn(warning);
    }
  } catch (error) {
    if (error instanceof SecretFileError) throw new UsageError(error.message);
    throw error;
  }
  url ??= env[DATABASE_URL_ENV] || undefined;
  if (url === undefined) return undefined;
  if (!/^postgres(ql)?:\/\/[^/]/i.test(url))
    throw new UsageError(
      `--database-url must be a PostgreSQL address, postgres://USER@HOST[:PORT]/DATABASE (got "${redactAddress(url)}")`,
    );
  return url;
}

/** The database as the summary shows it: the file, memory, or the PostgreSQL address without its password. */
export function databaseLabel(db: string): string {
  if (db === ':memory:') return 'in memory (discarded on exit)';
  return /^postgres(ql)?:\/\//i.test(db) ? `PostgreSQL ${redactAddress(db)}` : db;
}
