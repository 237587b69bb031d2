// `card-console listen`: a local webhook receiver that prints every event (like `stripe listen`), and
// with --register points the merchant's webhook configuration at itself until it stops. stdout
// carries the events only (one JSON line each with --json); everything else goes to stderr.
import { randomBytes } from 'node:crypto';
import type { ApiClient } from '../../api/index.js';
import {
  cleanText,
  createEventOrder,
  createReceiver,
  formatForwardLine,
  formatReceivedJson,
  formatReceivedLine,
  registerEndpoint,
  RegistrationError,
  type Receiver,
  type Registration,
} from '../../api/receiver/index.js';
import { WEBHOOK_EVENT_TYPES } from '../../contract/index.js';
import { type DisplayZone } from '../../domain/index.js';
import { commandIo, runCommand, type CommandIo } from '../command.js';
import { loadConfig } from '../config.js';
import { commandZone, UTC_HELP } from '../display-zone.js';
import { describeOutcome } from '../console/listen-record.js';
import { LISTEN_SECRETS, listenFlags, listenOptions, SECRET_ENV, type ListenOptions } from './args.js';
import { configFile } from '../paths.js';
import { argvSecretWarning, streamSecretIo } from '../secret-flags.js';
import { clientFor, isLoopbackHost, resolveConnection, SettingsError } from '../settings.js';

export { SECRET_ENV, type ListenOptions } from './args.js';

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
  --json                   one JSON line per event on stdout ("at": ISO 8601; "lateAfter" on a late one)
  --order-window D         hold each event this long (default 1s; 0 shows each at once) and show the
                           events received meanwhile in the order they happened; one arriving after a
                           later one was shown says "late", a second delivery of an id "arrived twice"
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

/** The client for --register: a configured remote (or local) service, never the embedded sandbox. */
function registrationClient(opts: ListenOptions, env: CommandIo['env']): ApiClient {
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
  return clientFor(connection);
}

const message = (error: unknown): string => (error instanceof Error ? error.message : String(error));

/** The secrets this run knows: kept out of every line it prints. */
function knownSecrets(opts: ListenOptions, secret: string | undefined): string[] {
  const { apiToken, apiKey, jwt } = opts.connection;
  return [secret, opts.previousSecret, apiToken, apiKey, jwt].filter((s): s is string => s !== undefined);
}

/** `America/Los_Angeles (PST)`, or `UTC`. */
const zoneName = (zone: DisplayZone, now: number): string =>
  zone.id === zone.label(now) ? zone.id : `${zone.id} (${zone.label(now)})`;

function banner(
  opts: ListenOptions,
  receiver: Receiver,
  secret: string | undefined,
  zone: DisplayZone,
  registered?: string,
): string[] {
  const types = opts.eventTypes === 'all' ? 'all' : opts.eventTypes.join(', ');
  const lines = [`card-console listen: receiving on ${receiver.url} (events: ${types})`];
  // The lines give each event's time of day alone: the zone is named once, here.
  if (!opts.json) lines.push(`times in ${zoneName(zone, Date.now())}`);
  if (secret === undefined) lines.push('signature not verified: no --secret');
  else if (opts.secret === undefined) lines.push('signatures verified with a generated secret (not shown)');
  if (registered) lines.push(registered);
  if (opts.forwardTo) lines.push(`forwarding accepted events to ${opts.forwardTo}`);
  return lines;
}

/** Receives until the stop signal; with --register, the merchant's webhook points here meanwhile. */
async function listen(
  opts: ListenOptions,
  client: ApiClient | undefined,
  io: CommandIo,
  zone: DisplayZone,
): Promise<number> {
  const fail = (text: string, code: number): number => {
    io.stderr.write(`card-console listen: ${text}${code === 2 ? '\nSee card-console listen --help.' : ''}\n`);
    return code;
  };
  // Listen for signals before anything starts, so a stop request during start-up is not lost.
  const stopped = io.untilStopSignal();
  const secret = opts.secret ?? (opts.register ? randomBytes(32).toString('hex') : undefined);
  const secrets = knownSecrets(opts, secret);
  const print = (line: string): void => void io.stdout.write(`${line}\n`);
  const order = createEventOrder({
    holdMs: opts.orderWindowMs,
    show: (e) => print(opts.json ? formatReceivedJson(e, secrets) : formatReceivedLine(e, secrets, zone)),
  });

  let receiver: Receiver;
  try {
    receiver = await createReceiver({
      port: opts.port,
      host: opts.host,
      eventTypes: opts.eventTypes,
      ...(secret !== undefined ? { secret } : {}),
      ...(opts.forwardTo !== undefined ? { forwardTo: opts.forwardTo } : {}),
      onEvent: (e) => order.receive(e),
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
        ...(opts.previousSecret !== undefined ? { previousSecret: opts.previousSecret } : {}),
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

  const registered = registration
    ? `registered as the webhook endpoint of ${client?.baseUrl ?? ''} (previous: ${registration.previous?.url ?? 'none'}); restored on exit`
    : undefined;
  const lines = banner(opts, receiver, secret, zone, registered);
  io.stderr.write(`${lines.map((line) => cleanText(line, secrets)).join('\n')}\nPress Ctrl+C to stop.\n`);
  io.onListening?.({ url: receiver.url, port: receiver.port });

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
  order.close();
  await client?.close();
  const s = receiver.stats();
  io.stderr.write(
    `card-console listen: received ${s.received}: ${s.accepted} accepted, ${s.rejected} rejected, ${s.duplicates} duplicate, ${s.filtered} filtered` +
      `${opts.forwardTo ? `; forwarded ${s.forwarded}, ${s.forwardErrors} forward errors` : ''}\n`,
  );
  return code;
}

export async function runListenCommand(argv: string[], given: Partial<CommandIo> = {}): Promise<number> {
  const io = commandIo(given);
  return runCommand('listen', io, async () => {
    const values = listenFlags(argv);
    const opts = listenOptions(values, io.env, await streamSecretIo(LISTEN_SECRETS, values, io.stdin));
    const warning = argvSecretWarning('card-console listen', LISTEN_SECRETS, opts.argvSecrets);
    if (warning) io.stderr.write(warning);
    if (opts.help) {
      io.stdout.write(HELP);
      return 0;
    }
    const zone = commandZone(io.env, opts.utc);
    return listen(opts, opts.register ? registrationClient(opts, io.env) : undefined, io, zone);
  });
}
