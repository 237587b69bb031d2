// The flags of `card-console listen`, checked: each refusal names the flag and the rule. Secrets come
// from their `-file` twins (or the environment); a secret on the command line is allowed with a warning.
import { parseArgs } from 'node:util';
import { durationMs, WEBHOOK_EVENT_TYPES, WebhookEventType } from '../../contract/index.js';
import { UsageError, usageOf } from '../command.js';
import { readSecrets, SecretFileError, secretFileOptions, type SecretIo } from '../secret-flags.js';
import { CONNECTION_SECRETS, type ConnectionFlags } from '../settings.js';
import { UTC_OPTION } from '../display-zone.js';

export const SECRET_ENV = 'CARD_CONSOLE_WEBHOOK_SECRET';
export const LISTEN_SECRETS = [
  { flag: '--secret', env: SECRET_ENV },
  { flag: '--previous-secret' },
  ...CONNECTION_SECRETS,
];

export interface ListenOptions {
  help: boolean;
  json: boolean;
  register: boolean;
  port: number;
  host: string;
  secret?: string;
  previousSecret?: string;
  eventTypes: WebhookEventType[] | 'all';
  forwardTo?: string;
  connection: ConnectionFlags;
  /** The secret flags given on the command line (warned about once). */
  argvSecrets: string[];
  /** `--utc`: each line's time in UTC rather than the display zone. */
  utc: boolean;
  /** `--order-window`: how long each event is held so that events are shown in the order they happened. */
  orderWindowMs: number;
}

/** Default `--order-window`: a second, so a retry or a small reorder is shown in place. */
export const DEFAULT_ORDER_WINDOW_MS = 1_000;

const OPTIONS = {
  port: { type: 'string' },
  host: { type: 'string' },
  secret: { type: 'string' },
  events: { type: 'string' },
  'forward-to': { type: 'string' },
  'order-window': { type: 'string' },
  json: { type: 'boolean' },
  register: { type: 'boolean' },
  'previous-secret': { type: 'string' },
  'base-url': { type: 'string' },
  'api-token': { type: 'string' },
  'api-key': { type: 'string' },
  org: { type: 'string' },
  jwt: { type: 'string' },
  profile: { type: 'string' },
  insecure: { type: 'boolean' },
  help: { type: 'boolean', short: 'h' },
  ...UTC_OPTION,
  ...secretFileOptions(['secret', 'previous-secret', 'api-token', 'api-key', 'jwt']),
} as const;
const CONNECTION_FLAGS = [
  'base-url',
  'api-token',
  'api-key',
  'org',
  'jwt',
  'profile',
  'insecure',
  'previous-secret',
  'api-token-file',
  'api-key-file',
  'jwt-file',
  'previous-secret-file',
] as const;

function readListenSecrets(
  values: Record<string, string | boolean | undefined>,
  io: SecretIo,
): ReturnType<typeof readSecrets> {
  try {
    return readSecrets(LISTEN_SECRETS, values, io);
  } catch (error) {
    if (error instanceof SecretFileError) throw new UsageError(error.message);
    throw error;
  }
}

function parsePort(raw: string | undefined): number {
  if (raw === undefined) return 0;
  if (!/^\d{1,5}$/.test(raw) || Number(raw) > 65535)
    throw new UsageError(`--port must be an integer from 0 to 65535 (got "${raw}")`);
  return Number(raw);
}

function parseSecret(flag: string, raw: string | undefined): string | undefined {
  if (raw === undefined) return undefined;
  if (raw.length < 8 || raw.length > 200) throw new UsageError(`${flag} must be 8 to 200 characters long`);
  return raw;
}

function parseEventTypes(raw: string | undefined): WebhookEventType[] | 'all' {
  if (raw === undefined || raw.trim() === 'all') return 'all';
  const names = [
    ...new Set(
      raw
        .split(',')
        .map((n) => n.trim())
        .filter((n) => n !== ''),
    ),
  ];
  const unknown = names.filter((n) => !WebhookEventType.safeParse(n).success);
  if (names.length === 0 || unknown.length > 0) {
    throw new UsageError(
      `--events must be "all" or a comma-separated list of ${WEBHOOK_EVENT_TYPES.join(', ')}${unknown.length ? ` (unknown: ${unknown.join(', ')})` : ''}`,
    );
  }
  return names as WebhookEventType[];
}

function parseForwardTo(raw: string | undefined): string | undefined {
  if (raw === undefined) return undefined;
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    throw new UsageError('--forward-to must be an http or https URL (e.g. http://127.0.0.1:3000/webhooks)');
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:')
    throw new UsageError(`--forward-to must be an http or https URL (got ${url.protocol})`);
  return url.href;
}

function parseOrderWindow(raw: string | undefined): number {
  if (raw === undefined) return DEFAULT_ORDER_WINDOW_MS;
  if (raw.trim() === '0') return 0;
  const ms = durationMs(raw, { short: true });
  if (ms === null || ms > 3_600_000)
    throw new UsageError(
      `--order-window must be 0 or a duration up to an hour: 1s, 30s, 2m or ISO 8601 such as PT5S (got "${raw}")`,
    );
  return ms;
}

/** Which of the three ways the signing secret came, for its error message. */
function secretSource(values: { secret?: string; 'secret-file'?: string }): string {
  if (values['secret-file'] !== undefined) return '--secret-file';
  return values.secret === undefined ? SECRET_ENV : '--secret';
}

export type ListenFlags = ReturnType<typeof listenFlags>;
export const listenFlags = (argv: string[]) =>
  usageOf(() => parseArgs({ args: argv, options: OPTIONS, strict: true, allowPositionals: false })).values;

export function listenOptions(
  values: ListenFlags,
  env: Record<string, string | undefined>,
  secretIo: SecretIo,
): ListenOptions {
  const register = values.register === true;
  const stray = CONNECTION_FLAGS.find((flag) => values[flag] !== undefined);
  if (!register && stray) throw new UsageError(`--${stray} is only used with --register`);
  if (values.host !== undefined && values.host.trim() === '')
    throw new UsageError('--host must not be empty');
  const envSecret = env[SECRET_ENV] === '' ? undefined : env[SECRET_ENV];
  const { secrets, fromArgv } = readListenSecrets(values, secretIo);
  // Parsed in the order the flags' errors are reported.
  const port = parsePort(values.port);
  const secret = parseSecret(secretSource(values), secrets.get('secret') ?? envSecret);
  const previousSecret = parseSecret(
    values['previous-secret-file'] ? '--previous-secret-file' : '--previous-secret',
    secrets.get('previous-secret'),
  );
  const eventTypes = parseEventTypes(values.events);
  const forwardTo = parseForwardTo(values['forward-to']);
  return {
    help: values.help === true,
    json: values.json === true,
    register,
    port,
    host: values.host ?? '127.0.0.1',
    ...(secret !== undefined ? { secret } : {}),
    ...(previousSecret !== undefined ? { previousSecret } : {}),
    eventTypes,
    ...(forwardTo !== undefined ? { forwardTo } : {}),
    connection: {
      baseUrl: values['base-url'],
      apiToken: secrets.get('api-token'),
      apiKey: secrets.get('api-key'),
      orgId: values.org,
      jwt: secrets.get('jwt'),
      profile: values.profile,
      insecure: values.insecure,
    },
    argvSecrets: fromArgv,
    utc: values.utc === true,
    orderWindowMs: parseOrderWindow(values['order-window']),
  };
}
