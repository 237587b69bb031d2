// Parses the console's flags into connection flags and options, with errors naming the flag.
import { parseArgs } from 'node:util';
import type { ConnectionFlags } from './settings.js';

export interface ConsoleOptions {
  connection: ConnectionFlags;
  pollIntervalMs: number;
}

export class UsageError extends Error {
  override name = 'UsageError';
}

export function parseConsoleArgs(argv: string[]): ConsoleOptions {
  let values;
  try {
    ({ values } = parseArgs({
      args: argv,
      strict: true,
      allowPositionals: false,
      options: {
        'base-url': { type: 'string' }, org: { type: 'string' }, 'api-key': { type: 'string' },
        'api-token': { type: 'string' }, jwt: { type: 'string' }, profile: { type: 'string' },
        'read-only': { type: 'boolean' }, insecure: { type: 'boolean' }, 'poll-interval': { type: 'string' },
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
    connection: {
      baseUrl: values['base-url'], orgId: values.org, apiKey: values['api-key'], apiToken: values['api-token'],
      jwt: values.jwt, profile: values.profile, readOnly: values['read-only'], insecure: values.insecure,
    },
  };
}
