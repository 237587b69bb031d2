// Parses the console's flags into connection flags and options, with errors naming the flag.
import { parseArgs } from 'node:util';
import type { ConnectionFlags } from './settings.js';

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
  if (!/^\d{1,5}$/.test(port) || Number(port) > 65535) throw new UsageError(`--listen: the port must be an integer from 0 to 65535 (got "${port}")`);
  return { mode: 'on', port: Number(port) };
}

export class UsageError extends Error {
  override name = 'UsageError';
}

/** Bulk jobs: how many card requests run at once (the job still halves it on a 429). */
function parseConcurrency(value: string | undefined): number {
  if (value === undefined) return 4;
  if (!/^\d{1,2}$/.test(value) || Number(value) < 1 || Number(value) > 32) throw new UsageError(`--concurrency: must be a whole number from 1 to 32 (got "${value}")`);
  return Number(value);
}

export function parseConsoleArgs(argv: string[]): ConsoleOptions {
  let values;
  try {
    ({ values } = parseArgs({
      args: normalizeListen(argv),
      strict: true,
      allowPositionals: false,
      options: {
        'base-url': { type: 'string' }, org: { type: 'string' }, 'api-key': { type: 'string' },
        'api-token': { type: 'string' }, jwt: { type: 'string' }, profile: { type: 'string' },
        'read-only': { type: 'boolean' }, insecure: { type: 'boolean' }, 'poll-interval': { type: 'string' },
        listen: { type: 'string' }, 'no-listen': { type: 'boolean' }, concurrency: { type: 'string' },
      },
    }));
  } catch (error) {
    throw new UsageError((error as Error).message);
  }
  const poll = values['poll-interval'];
  const pollIntervalMs = poll === undefined ? 5000 : Number(poll);
  if (!/^\d+$/.test(poll ?? '5000') || pollIntervalMs < 250 || pollIntervalMs > 3_600_000) {
    throw new UsageError('--poll-interval: must be a whole number of milliseconds between 250 and 3600000');
  }
  return {
    pollIntervalMs,
    concurrency: parseConcurrency(values.concurrency),
    listen: parseListen(values.listen, values['no-listen']),
    connection: {
      baseUrl: values['base-url'], orgId: values.org, apiKey: values['api-key'], apiToken: values['api-token'],
      jwt: values.jwt, profile: values.profile, readOnly: values['read-only'], insecure: values.insecure,
    },
  };
}
