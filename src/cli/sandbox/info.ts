// `card-console sandbox info`: the embedded sandbox as the profile "sandbox" — whether a console serves
// it (its address and process), its database, and the file its credentials are in (0600). The
// credentials themselves are never printed: a script reads them from the file, or uses --profile sandbox.
import { existsSync } from 'node:fs';
import { parseArgs } from 'node:util';
import { UsageError, usageOf, type CommandIo } from '../command.js';
import {
  embeddedDatabase,
  readSandboxCredentials,
  runningSandbox,
  sandboxCredentialsFile,
} from './record.js';

export const SANDBOX_INFO_HELP = `Usage: card-console sandbox info [--json]

Where the embedded sandbox (the profile "sandbox") is: the address of the one a running console
serves, its database, and the file (mode 0600) that holds its merchants' credentials. Secrets are
never printed. Scripts reach it with --profile sandbox (the running console's sandbox, else one
started for the command over the same database).
`;

export interface SandboxInfo {
  profile: 'sandbox';
  running: boolean;
  baseUrl: string | null;
  pid: number | null;
  database: string;
  credentialsFile: string;
  /** False until a sandbox over this database has started and written the file. */
  credentialsWritten: boolean;
}

export async function sandboxInfo(env: CommandIo['env']): Promise<SandboxInfo> {
  const database = embeddedDatabase(env);
  const running = await runningSandbox(env, database);
  const credentialsFile = running?.credentialsFile ?? sandboxCredentialsFile(env);
  return {
    profile: 'sandbox',
    running: running !== undefined,
    baseUrl: running?.baseUrl ?? null,
    pid: running?.pid ?? null,
    database,
    credentialsFile,
    credentialsWritten: readSandboxCredentials(credentialsFile, database) !== undefined,
  };
}

export function infoText(info: SandboxInfo): string {
  const address = info.running
    ? `${info.baseUrl ?? ''} (served by the console, pid ${info.pid ?? '?'})`
    : 'not running (the console starts it; a script with --profile sandbox starts one for its duration)';
  const database = existsSync(info.database) ? info.database : `${info.database} (created on first start)`;
  const credentials = info.credentialsWritten
    ? `${info.credentialsFile} (mode 0600: each merchant's API key, token and portal login)`
    : `${info.credentialsFile} (written when the sandbox next starts)`;
  return [
    'The embedded sandbox (profile "sandbox")',
    `  address:      ${address}`,
    `  database:     ${database}`,
    `  credentials:  ${credentials}`,
    'Scripts reach it with --profile sandbox, e.g. card-console cards list --profile sandbox',
    '',
  ].join('\n');
}

export async function runSandboxInfo(argv: string[], io: CommandIo): Promise<number> {
  const { values, positionals } = usageOf(() =>
    parseArgs({
      args: argv,
      options: { json: { type: 'boolean' }, help: { type: 'boolean', short: 'h' } },
      allowPositionals: true,
    }),
  );
  if (values.help) {
    io.stdout.write(SANDBOX_INFO_HELP);
    return 0;
  }
  if (positionals.length > 0) throw new UsageError(`info takes no argument (got "${positionals[0]}")`);
  const info = await sandboxInfo(io.env);
  io.stdout.write(values.json ? `${JSON.stringify(info)}\n` : infoText(info));
  return 0;
}
