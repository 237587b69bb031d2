// `card-console listen`: a local webhook receiver that prints every event (like `stripe listen`), and
// with --register points the merchant's webhook configuration at itself until it stops. stdout
// carries the events only (one JSON line each with --json); everything else goes to stderr.
import { randomBytes } from 'node:crypto';
import { parseArgs } from 'node:util';
import { createClient, type ApiClient } from '../api/index.js';
import {
  cleanText,
  createReceiver,
  formatForwardLine,
  formatReceivedJson,
  formatReceivedLine,
  registerEndpoint,
  RegistrationError,
  type Receiver,
  type Registration,
} from '../api/receiver/index.js';
import { WEBHOOK_EVENT_TYPES, WebhookEventType } from '../contract/index.js';
import type { DisplayZone } from '../domain/index.js';
import { ConfigError, loadConfig } from './config.js';
import { commandZone, UTC_HELP, UTC_OPTION } from './display-zone.js';
import { describeOutcome } from './console-listen-record.js';
import { configFile } from './paths.js';
import {
  argvSecretWarning,
  processSecretIo,
  readSecrets,
  SecretFileError,
  secretFileOptions,
  type SecretIo,
} from './secret-flags.js';
import {
  CONNECTION_SECRETS,
  isLoopbackHost,
  resolveConnection,
  SettingsError,
  type ConnectionFlags,
} from './settings.js';

export const SECRET_ENV = 'CARD_CONSOLE_WEBHOOK_SECRET';
const LISTEN_SECRETS = [
  { flag: '--secret', env: SECRET_ENV },
  { flag: '--previous-secret' },
  ...CONNECTION_SECRETS,
];

const HELP = `Usage: card-console listen [options]

Receives webhook events on this machine and prints each one: verifies X-Webhook-Signature, rejects
stale and replayed events, answers at once, optionally forwards accepted events elsewhere.

Options:
  --port N                 port to listen on, 0 picks a free one (default 0)
  --host HOST              address to listen on (default 127.0.0.1)
  --secret-file FILE       signing secret, 8 to 200 characters, read from FILE (- for stdin; or
                           ${SECRET_ENV}); without it (and without --register) signatures are not
                           verified. --secret S also works, but other users see it (ps): it warns
  --events all|t1,t2       event types to accept: ${WEBHOOK_EVENT_TYPES.join(', ')} (default all)
  --forward-to URL         re-post accepted events (raw body and webhook headers) to this http(s) URL
  --json                   one JSON line per event on stdout ("at": ISO 8601)
  --utc                    ${UTC_HELP}
  --register               make this listener the merchant's webhook endpoint until it stops, then
                           restore the previous configuration (a secret is generated if none is given)
  --previous-secret-file FILE  the signing secret of the configuration being replaced (needed to
                           restore it: the API never returns a secret); --previous-secret S warns
  -h, --help               show this help

Connection (with --register; flags, then environment, then the profile, as for the console):
  --base-url URL  --api-token-file F  |  --api-key-file F --org O  |  --jwt-file F   --profile NAME
  --insecure  (--api-token T, --api-key K and --jwt J also work, with a warning: other users see them)

Stops on SIGINT/SIGTERM (Ctrl+C).
`;

export class ListenUsageError extends Error {
  override name = 'ListenUsageError';
}

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
}

const OPTIONS = {
  port: { type: 'string' },
  host: { type: 'string' },
  secret: { type: 'string' },
  events: { type: 'string' },
  'forward-to': { type: 'string' },
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
    if (error instanceof SecretFileError) throw new ListenUsageError(error.message);
    throw error;
  }
}

function parsePort(raw: string | undefined): number {
  if (raw === undefined) return 0;
  if (!/^\d{1,5}$/.test(raw) || Number(raw) > 65535)
    throw new ListenUsageError(`--port must be an integer from 0 to 65535 (got "${raw}")`);
  return Number(raw);
}

function parseSecret(flag: string, raw: string | undefined): string | undefined {
  if (raw === undefined) return undefined;
  if (raw.length < 8 || raw.length > 200)
    throw new ListenUsageError(`${flag} must be 8 to 200 characters long`);
  return raw;
}

export function parseEventTypes(raw: string | undefined): WebhookEventType[] | 'all' {
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
    throw new ListenUsageError(
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
    throw new ListenUsageError(
      '--forward-to must be an http or https URL (e.g. http://127.0.0.1:3000/webhooks)',
    );
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:')
    throw new ListenUsageError(`--forward-to must be an http or https URL (got ${url.protocol})`);
  return url.href;
}

/** Which of the three ways the signing secret came, for its error message. */
function secretSource(values: { secret?: string; 'secret-file'?: string }): string {
  if (values['secret-file'] !== undefined) return '--secret-file';
  return values.secret === undefined ? SECRET_ENV : '--secret';
}

/** Parses and checks the flags; throws ListenUsageError naming the flag and the rule. */
export function parseListenArgs(
  argv: string[],
  env: Record<string, string | undefined> = {},
  secretIo: SecretIo = processSecretIo,
): ListenOptions {
  let values;
  try {
    ({ values } = parseArgs({ args: argv, options: OPTIONS, strict: true, allowPositionals: false }));
  } catch (error) {
    throw new ListenUsageError(error instanceof Error ? error.message : String(error));
  }
  const register = values.register === true;
  const stray = CONNECTION_FLAGS.find((flag) => values[flag] !== undefined);
  if (!register && stray) throw new ListenUsageError(`--${stray} is only used with --register`);
  if (values.host !== undefined && values.host.trim() === '')
    throw new ListenUsageError('--host must not be empty');
  const envSecret = env[SECRET_ENV] === '' ? undefined : env[SECRET_ENV];
  const { secrets, fromArgv } = readListenSecrets(values, secretIo);
  const secret = secrets.get('secret');
  return {
    help: values.help === true,
    json: values.json === true,
    register,
    port: parsePort(values.port),
    host: values.host ?? '127.0.0.1',
    ...optional('secret', parseSecret(secretSource(values), secret ?? envSecret)),
    ...optional(
      'previousSecret',
      parseSecret(
        values['previous-secret-file'] ? '--previous-secret-file' : '--previous-secret',
        secrets.get('previous-secret'),
      ),
    ),
    eventTypes: parseEventTypes(values.events),
    ...optional('forwardTo', parseForwardTo(values['forward-to'])),
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
  };
}

const optional = <K extends string, V>(key: K, value: V | undefined): { [P in K]?: V } =>
  (value === undefined ? {} : { [key]: value }) as { [P in K]?: V };

export interface ListenIo {
  stdout: { write(text: string): unknown };
  stderr: { write(text: string): unknown };
  env: Record<string, string | undefined>;
  /** Resolves with the signal's name when the process is asked to stop. */
  untilStopSignal(): Promise<string>;
  /** Told once the receiver listens (and is registered): tests use it to know where to send. */
  onReady?(info: { url: string; port: number }): void;
}

const processIo: ListenIo = {
  stdout: process.stdout,
  stderr: process.stderr,
  env: process.env,
  untilStopSignal: () =>
    new Promise((resolve) => {
      const stop = (signal: string): void => {
        process.off('SIGINT', stop);
        process.off('SIGTERM', stop);
        resolve(signal);
      };
      process.on('SIGINT', stop);
      process.on('SIGTERM', stop);
    }),
};

/** The client for --register: a configured remote (or local) service, never the embedded sandbox. */
function registrationClient(opts: ListenOptions, env: ListenIo['env']): ApiClient {
  const connection = resolveConnection(opts.connection, env, loadConfig(configFile(env)).config);
  if (connection.kind === 'sandbox') {
    throw new SettingsError(
      '--register: no base URL is configured, and listen has no embedded sandbox; start one with `card-console sandbox` and give --base-url (or a profile)',
    );
  }
  if (!isLoopbackHost(new URL(connection.baseUrl).hostname)) {
    throw new SettingsError(
      `--register: only for a service on this machine (got ${connection.baseUrl}); a remote service cannot reach this listener at 127.0.0.1`,
    );
  }
  return createClient({ baseUrl: connection.baseUrl, credentials: connection.credentials });
}

/** `America/Los_Angeles (PST)`, or `UTC`. */
const zoneName = (zone: DisplayZone, now: number): string =>
  zone.id === zone.label(now) ? zone.id : `${zone.id} (${zone.label(now)})`;

const message = (error: unknown): string => (error instanceof Error ? error.message : String(error));

export async function runListenCommand(argv: string[], io: ListenIo = processIo): Promise<number> {
  const fail = (text: string, code: number): number => {
    io.stderr.write(`card-console listen: ${text}${code === 2 ? '\nSee card-console listen --help.' : ''}\n`);
    return code;
  };
  let opts: ListenOptions;
  let client: ApiClient | undefined;
  let zone: DisplayZone;
  try {
    opts = parseListenArgs(argv, io.env);
    const warning = argvSecretWarning('card-console listen', LISTEN_SECRETS, opts.argvSecrets);
    if (warning) io.stderr.write(warning);
    if (opts.help) {
      io.stdout.write(HELP);
      return 0;
    }
    zone = commandZone(io.env, opts.utc);
    if (opts.register) client = registrationClient(opts, io.env);
  } catch (error) {
    if (error instanceof ListenUsageError || error instanceof SettingsError || error instanceof ConfigError)
      return fail(error.message, 2);
    throw error;
  }
  // Listen for signals before anything starts, so a stop request during start-up is not lost.
  const stopped = io.untilStopSignal();
  const secret = opts.secret ?? (opts.register ? randomBytes(32).toString('hex') : undefined);
  const secrets = [
    secret,
    opts.previousSecret,
    opts.connection.apiToken,
    opts.connection.apiKey,
    opts.connection.jwt,
  ].filter((s): s is string => s !== undefined);
  const print = (line: string): void => void io.stdout.write(`${line}\n`);

  let receiver: Receiver;
  try {
    receiver = await createReceiver({
      port: opts.port,
      host: opts.host,
      eventTypes: opts.eventTypes,
      ...optional('secret', secret),
      ...optional('forwardTo', opts.forwardTo),
      onEvent: (e) =>
        print(opts.json ? formatReceivedJson(e, secrets) : formatReceivedLine(e, secrets, zone)),
      onForward: (r) => void io.stderr.write(`${formatForwardLine(r, secrets)}\n`),
    });
  } catch (error) {
    await client?.close();
    return fail(`could not listen on ${opts.host}:${opts.port}: ${message(error)}`, 1);
  }

  let registration: Registration | undefined;
  if (client) {
    try {
      registration = await registerEndpoint(client, {
        url: receiver.url,
        secret: secret as string,
        eventTypes: opts.eventTypes,
        ...optional('previousSecret', opts.previousSecret),
      });
    } catch (error) {
      await receiver.close();
      await client.close();
      return fail(
        `--register: ${cleanText(message(error), secrets)}`,
        error instanceof RegistrationError ? 2 : 1,
      );
    }
  }

  const types = opts.eventTypes === 'all' ? 'all' : opts.eventTypes.join(', ');
  const banner = [`card-console listen: receiving on ${receiver.url} (events: ${types})`];
  // The lines give each event's time of day alone: the zone is named once, here.
  if (!opts.json) banner.push(`times in ${zoneName(zone, Date.now())}`);
  if (secret === undefined) banner.push('signature not verified: no --secret');
  else if (opts.secret === undefined) banner.push('signatures verified with a generated secret (not shown)');
  if (registration)
    banner.push(
      `registered as the webhook endpoint of ${client?.baseUrl ?? ''} (previous: ${registration.previous?.url ?? 'none'}); restored on exit`,
    );
  if (opts.forwardTo) banner.push(`forwarding accepted events to ${opts.forwardTo}`);
  io.stderr.write(`${banner.map((line) => cleanText(line, secrets)).join('\n')}\nPress Ctrl+C to stop.\n`);
  io.onReady?.({ url: receiver.url, port: receiver.port });

  const signal = await stopped;
  io.stderr.write(`card-console listen: ${signal}, stopping\n`);
  let code = 0;
  if (registration) {
    try {
      io.stderr.write(
        `card-console listen: ${cleanText(describeOutcome(await registration.restore()), secrets)}\n`,
      );
    } catch (error) {
      code = fail(
        `could not restore the previous webhook configuration: ${cleanText(message(error), secrets)}`,
        1,
      );
    }
  }
  await receiver.close();
  await client?.close();
  const s = receiver.stats();
  io.stderr.write(
    `card-console listen: received ${s.received}: ${s.accepted} accepted, ${s.rejected} rejected, ${s.duplicates} duplicate, ${s.filtered} filtered` +
      `${opts.forwardTo ? `; forwarded ${s.forwarded}, ${s.forwardErrors} forward errors` : ''}\n`,
  );
  return code;
}
