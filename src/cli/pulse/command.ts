// `card-console pulse`: the merchant's pulse for scripts and alerting. One profile (the connection flags,
// environment and -file secrets of the other scripted commands) or every profile of the config file
// (--all); text, or one JSON object per profile and refresh; --watch repeats. Exit status 0 when no
// threshold is crossed, 3 when one is, 1 when a profile could not be read, 2 for a usage error.
import { parseArgs } from 'node:util';
import { pulseOutcome, type EveryPulseAsk, type PulseOutcome } from '../../actions/index.js';
import { sanitizeText, type DisplayZone } from '../../domain/index.js';
import { parsePulseWindow, PULSE_WINDOWS, type PulseWindow } from '../../domain/pulse/index.js';
import { runScripted, UsageError, usageOf, type CommandIo } from '../command.js';
import { loadConfig, type ConfigFile } from '../config.js';
import { commandZone, UTC_HELP, UTC_OPTION } from '../display-zone.js';
import { configFile } from '../paths.js';
import {
  connectionArgs,
  CONNECTION_HELP,
  CONNECTION_OPTIONS,
  withRemote,
  type ConnectionArgs,
  type Remote,
} from '../script-connection.js';
import { clientFor, resolveConnection } from '../settings.js';
import { outcomeJson, outcomeRow, pulseText } from './output.js';
import { thresholdsOf } from './thresholds.js';

const HELP = `Usage: card-console pulse [--profile P | --all] [--window 15m|1h|24h] [--json] [--watch SECONDS]

Is anything wrong right now? The merchant's pulse: cards by status across every wallet and those stuck in
creating, declines and their rate in the window against the same window a day earlier, the reasons, each
wallet's net outflow over 24 h and hours to empty, failed and pending webhook deliveries, operations
stuck authorized; each threshold crossed is named. Thresholds are the profile's "pulse" in the config
file, else the defaults (see docs/scripting.md).

  --window W      15m, 1h (default) or 24h: the window of the declines, failures and creating_failed cards
  --json          one JSON object per profile and refresh (keys in docs/scripting.md)
  --all           every profile of the config file, each from the file alone; one line each
  --watch SECONDS refresh every SECONDS (1 to 86400) until interrupted; the exit status is the last one's
  --utc           ${UTC_HELP}

Connection: ${CONNECTION_HELP}

Exit status: 0 no threshold crossed, 3 a threshold crossed, 1 a profile could not be read, 2 a usage error.
`;

const MAX_WATCH = 86_400;

interface Args extends ConnectionArgs {
  readonly all: boolean;
  readonly window: PulseWindow;
  readonly json: boolean;
  readonly watch: number | undefined;
  readonly utc: boolean;
}

function watchOf(text: string | undefined): number | undefined {
  if (text === undefined) return undefined;
  const n = /^\d+$/.test(text) ? Number(text) : NaN;
  if (!Number.isInteger(n) || n < 1 || n > MAX_WATCH)
    throw new UsageError(
      `--watch: must be a whole number of seconds, 1 to ${MAX_WATCH} (got "${sanitizeText(text)}")`,
    );
  return n;
}

function windowOf(text: string | undefined): PulseWindow {
  if (text === undefined) return '1h';
  const window = parsePulseWindow(text);
  if (!window)
    throw new UsageError(`--window: must be ${PULSE_WINDOWS.join(', ')} (got "${sanitizeText(text)}")`);
  return window;
}

const CONNECTION_FLAGS = Object.keys(CONNECTION_OPTIONS);

function parse(argv: string[]): Args | 'help' {
  const { values, positionals } = usageOf(() =>
    parseArgs({
      args: argv,
      strict: true,
      allowPositionals: true,
      options: {
        ...CONNECTION_OPTIONS,
        ...UTC_OPTION,
        all: { type: 'boolean' },
        window: { type: 'string' },
        json: { type: 'boolean' },
        watch: { type: 'string' },
        help: { type: 'boolean', short: 'h' },
      },
    }),
  );
  if (values.help) return 'help';
  if (positionals.length > 0)
    throw new UsageError(`unexpected argument "${sanitizeText(positionals[0]!)}": pulse takes flags only`);
  if (values.all) {
    const given = CONNECTION_FLAGS.find((flag) => (values as Record<string, unknown>)[flag] !== undefined);
    if (given !== undefined)
      throw new UsageError(`--all reads every profile of the config file: it takes no --${given}`);
  }
  return {
    ...connectionArgs(values),
    all: values.all ?? false,
    window: windowOf(values.window),
    json: values.json ?? false,
    watch: watchOf(values.watch),
    utc: values.utc ?? false,
  };
}

interface Reading {
  readonly args: Args;
  readonly zone: DisplayZone;
  readonly config: ConfigFile;
  readonly io: CommandIo;
}

async function readRemote(conn: Remote, config: ConfigFile, ask: EveryPulseAsk): Promise<PulseOutcome> {
  const client = clientFor(conn);
  try {
    return await pulseOutcome(client, {
      profile: conn.profile,
      window: ask.window,
      zone: ask.zone,
      thresholds: thresholdsOf(config.profiles[conn.profile]?.pulse),
      now: ask.now,
    });
  } finally {
    await client.close();
  }
}

/**
 * Every profile of the config file (in name order), each from the file alone (never the environment's
 * credentials): its figures, or why it could not be read. `pulse --all` and the console's `:pulse --all`.
 */
export async function readEveryProfile(config: ConfigFile, ask: EveryPulseAsk): Promise<PulseOutcome[]> {
  const names = Object.keys(config.profiles).sort();
  return Promise.all(
    names.map(async (profile): Promise<PulseOutcome> => {
      try {
        const conn = resolveConnection({ profile }, {}, config);
        if (conn.kind !== 'remote') return { ok: false, profile, reason: 'no base URL' };
        return await readRemote({ ...conn, place: conn.baseUrl }, config, ask);
      } catch (error) {
        return { ok: false, profile, reason: error instanceof Error ? error.message : String(error) };
      }
    }),
  );
}

async function readAll(r: Reading): Promise<PulseOutcome[]> {
  if (Object.keys(r.config.profiles).length === 0)
    throw new UsageError('--all: the config file has no profiles');
  return readEveryProfile(r.config, { window: r.args.window, zone: r.zone, now: r.io.now });
}

function print(outcomes: readonly PulseOutcome[], r: Reading): number {
  for (const outcome of outcomes) {
    if (r.args.json) r.io.stdout.write(`${JSON.stringify(outcomeJson(outcome, r.zone))}\n`);
    else if (r.args.all) r.io.stdout.write(outcomeRow(outcome));
    else if (outcome.ok) r.io.stdout.write(pulseText(outcome.figures, r.zone));
    if (!outcome.ok && !r.args.all)
      r.io.stderr.write(
        `card-console pulse: ${sanitizeText(outcome.profile)} could not be read: ${sanitizeText(outcome.reason)}\n`,
      );
  }
  if (outcomes.some((o) => !o.ok)) return 1;
  return outcomes.some((o) => o.ok && o.figures.breaches.length > 0) ? 3 : 0;
}

/** Reads and prints, then again every --watch seconds until a stop signal; the last exit status. */
async function repeat(r: Reading, readOnce: () => Promise<PulseOutcome[]>): Promise<number> {
  const stopped = r.args.watch === undefined ? undefined : r.io.untilStopSignal();
  for (;;) {
    const code = print(await readOnce(), r);
    if (r.args.watch === undefined || stopped === undefined) return code;
    let timer: NodeJS.Timeout | undefined;
    const tick = new Promise<'tick'>(
      (resolve) => (timer = setTimeout(() => resolve('tick'), r.args.watch! * 1000)),
    );
    const next = await Promise.race([tick, stopped]);
    clearTimeout(timer);
    if (next !== 'tick') return code;
    if (!r.args.json) r.io.stdout.write('\n');
  }
}

async function run(io: CommandIo, args: Args): Promise<number> {
  const zone = commandZone(io.env, args.utc);
  const { config } = loadConfig(configFile(io.env));
  const reading: Reading = { args, zone, config, io };
  if (args.all) return repeat(reading, () => readAll(reading));
  return withRemote(args, io, 'pulse', (conn) =>
    repeat(reading, async () => [await readRemote(conn, config, { window: args.window, zone, now: io.now })]),
  );
}

export function runPulseCommand(argv: string[], given: Partial<CommandIo> = {}): Promise<number> {
  return runScripted('pulse', { help: HELP, parse, run }, argv, given);
}
