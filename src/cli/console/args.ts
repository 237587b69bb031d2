// Parses the console's flags into connection flags and options, with errors naming the flag.
import { parseArgs } from 'node:util';
import { UsageError } from '../command.js';
import { connectionArgs, CONNECTION_OPTIONS, connectionSecrets, secretOnStdin } from '../connection-flags.js';
import { processSecretIo, type SecretIo } from '../secret-flags.js';
import { CONNECTION_SECRETS, type ConnectionFlags } from '../settings.js';

export { UsageError } from '../command.js';

/**
 * Live events: `default` is on with the embedded sandbox and off for a remote profile; `--listen[=PORT]`
 * turns it on (on PORT, default a free one), `--no-listen` off.
 */
export type ListenChoice = { mode: 'default' } | { mode: 'off' } | { mode: 'on'; port: number };

export interface ConsoleOptions {
  connection: ConnectionFlags;
  pollIntervalMs: number;
  listen: ListenChoice;
  /** Parallel requests of a bulk job (`--concurrency`, default 4). */
  concurrency: number;
  /** The card index (`--no-index` turns it off). */
  index: boolean;
  /** `--utc`: times in UTC instead of the config file's zone or the local one. */
  utc: boolean;
  /** `--log-file FILE`: the command log written as JSON lines (0600) as well as kept in memory. */
  logFile?: string;
}

/** `--listen` alone is written `--listen=` for parseArgs, which needs a value for a string option. */
function normalizeListen(argv: string[]): string[] {
  return argv.map((arg) => (arg === '--listen' ? '--listen=' : arg));
}

function parseListen(port: string | undefined, off: boolean | undefined): ListenChoice {
  if (port !== undefined && off) throw new UsageError('--listen and --no-listen cannot both be given');
  if (off) return { mode: 'off' };
  if (port === undefined) return { mode: 'default' };
  if (port === '') return { mode: 'on', port: 0 };
  if (!/^\d{1,5}$/.test(port) || Number(port) > 65535)
    throw new UsageError(`--listen: the port must be an integer from 0 to 65535 (got "${port}")`);
  return { mode: 'on', port: Number(port) };
}

/** Bulk jobs: how many card requests run at once (the job still halves it on a 429). */
function parseConcurrency(value: string | undefined): number {
  if (value === undefined) return 4;
  if (!/^\d{1,2}$/.test(value) || Number(value) < 1 || Number(value) > 32)
    throw new UsageError(`--concurrency: must be a whole number from 1 to 32 (got "${value}")`);
  return Number(value);
}

/** Reading secret files, and the one stderr line about secrets on the command line. */
export interface ConsoleArgsIo extends SecretIo {
  warn(line: string): void;
}

const processIo: ConsoleArgsIo = {
  ...processSecretIo,
  get stdinIsTerminal() {
    return processSecretIo.stdinIsTerminal;
  },
  warn: (line) => void process.stderr.write(line),
};

/** A secret's `-file -` is refused: the console's stdin is its keyboard. */
function refuseStdinSecret(flag: string | undefined): void {
  const source = CONNECTION_SECRETS.find((s) => s.flag === flag);
  if (!source) return;
  throw new UsageError(
    `${source.flag}-file -: the console reads its keys from stdin; ` +
      `give a file (e.g. ${source.flag}-file <(pass show key)), ${source.env ?? 'the environment'} or a profile`,
  );
}

/** Every flag the console takes (the help lists each). */
export const CONSOLE_OPTIONS = {
  ...CONNECTION_OPTIONS,
  'poll-interval': { type: 'string' },
  listen: { type: 'string' },
  'no-listen': { type: 'boolean' },
  concurrency: { type: 'string' },
  'no-index': { type: 'boolean' },
  utc: { type: 'boolean' },
  'log-file': { type: 'string' },
} as const;

export function parseConsoleArgs(argv: string[], io: ConsoleArgsIo = processIo): ConsoleOptions {
  let values;
  try {
    ({ values } = parseArgs({
      args: normalizeListen(argv),
      strict: true,
      allowPositionals: false,
      options: CONSOLE_OPTIONS,
    }));
  } catch (error) {
    throw new UsageError((error as Error).message);
  }
  const poll = values['poll-interval'];
  const pollIntervalMs = poll === undefined ? 5000 : Number(poll);
  if (!/^\d+$/.test(poll ?? '5000') || pollIntervalMs < 250 || pollIntervalMs > 3_600_000) {
    throw new UsageError('--poll-interval: must be a whole number of milliseconds between 250 and 3600000');
  }
  const concurrency = parseConcurrency(values.concurrency);
  const listen = parseListen(values.listen, values['no-listen']);
  const connection = connectionArgs(values);
  refuseStdinSecret(secretOnStdin(connection));
  const secrets = connectionSecrets(connection.secrets, io, 'card-console', io.warn);
  const logFile = values['log-file'];
  if (logFile !== undefined && logFile.trim() === '')
    throw new UsageError('--log-file: name a file (it is created 0600, or appended to)');
  return {
    ...(logFile === undefined ? {} : { logFile }),
    pollIntervalMs,
    concurrency,
    index: values['no-index'] !== true,
    utc: values.utc === true,
    listen,
    connection: { ...connection.flags, ...secrets },
  };
}
