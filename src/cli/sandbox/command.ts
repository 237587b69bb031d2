// `card-console sandbox`: runs the local v2 sandbox until SIGINT/SIGTERM. With --json, stdout carries exactly
// one line (the base URL and the merchants' credentials) and nothing else, so scripts can read it; every log
// line goes to stderr.
import { parseArgs } from 'node:util';
import {
  DEFAULT_SCALE,
  defaultDatabasePath,
  startSandbox,
  type SandboxStartOptions,
} from '../../sandbox/index.js';
import { commandIo, runCommand, UsageError, usageOf, type CommandIo } from '../command.js';
import { isPoolMember, MAX_POOL, servePool, servePoolMember, type StartedSandbox } from './pool.js';
import { announceStarted } from './announce.js';
import { DATABASE_URL_OPTIONS, resolveDatabaseUrl } from './database-url.js';

export { UsageError } from '../command.js';

const HELP = `Usage: card-console sandbox [options]
       card-console sandbox info [--json]
       card-console sandbox apply FILE [--param NAME=VALUE]... (see sandbox apply --help)
       card-console sandbox clock [show | advance DURATION | freeze INSTANT | run] [--json]
       card-console sandbox snapshot save|restore|delete|list [NAME] (see sandbox snapshot --help)
       card-console sandbox webhooks faults|replay|redeliver ... (see sandbox webhooks --help)

Runs a stateful local implementation of the card-issuing REST interface v2. \`sandbox info\` says
where the embedded sandbox (the profile "sandbox" of scripts and the console) is and where its
credentials are. \`sandbox clock\` reads or moves a merchant's test clock in a running sandbox (see
card-console sandbox clock --help).

Options:
  --host HOST                  address to listen on (default 127.0.0.1)
  --port N                     port, 0 picks a free one (default 8787)
  --db FILE|:memory:           SQLite database (default: $XDG_DATA_HOME/card-console/sandbox.db)
  --database-url URL           PostgreSQL instead of SQLite: postgres://USER[:PASSWORD]@HOST[:PORT]/DB
                               (or --database-url-file FILE, - for stdin, or CARD_CONSOLE_DATABASE_URL);
                               migrated at start, seeded only when empty; several processes on one
                               database serve one state (each holds one connection)
  --pool N                     with --database-url: N serving processes behind this one address, each
                               with its own connection; one that dies is replaced (default 1)
  --seed demo|none|scale       data for an empty database (default demo); scale: one merchant with
                               many cards (plus the demo's second merchant), written in bulk
  --cards N                    scale seed: cards in all (default 100000)
  --wallets N                  scale seed: wallets the cards are spread over (default 10)
  --seed-value N               scale seed: same value, same ids, card numbers and amounts (default 1)
  --max-cards N                live cards a wallet may hold, restrictions.maxCards (default 500;
                               10000000 with --seed scale)
  --provisioning-delay-ms N    how long a new card stays "creating" (default 1500)
  --traffic N                  simulated card transactions per minute, in total for every process on
                               the database: the latest start sets it (default: this process leaves
                               the rate as it is and simulates nothing; 0 on a new database)
  --rate-limit N               requests per second per credential, beyond it 429 (default off)
  --faults P                   fraction 0..1 of requests failing with 500/502/503 or held (default off)
  --fixtures FILE              apply a scenario fixture at start, after the seed, as the first merchant
                               (once: a restart over the same database reads its steps back)
  --json                       print one JSON line {baseUrl, merchants} on stdout, logs on stderr
  -h, --help                   show this help

Stops cleanly on SIGINT/SIGTERM (Ctrl+C).
`;

const OPTIONS = {
  host: { type: 'string' },
  port: { type: 'string' },
  db: { type: 'string' },
  ...DATABASE_URL_OPTIONS,
  seed: { type: 'string' },
  cards: { type: 'string' },
  wallets: { type: 'string' },
  'seed-value': { type: 'string' },
  'max-cards': { type: 'string' },
  'provisioning-delay-ms': { type: 'string' },
  traffic: { type: 'string' },
  'rate-limit': { type: 'string' },
  faults: { type: 'string' },
  fixtures: { type: 'string' },
  pool: { type: 'string' },
  json: { type: 'boolean' },
  help: { type: 'boolean', short: 'h' },
} as const;

export interface SandboxCommandOptions {
  help: boolean;
  json: boolean;
  /** A fixture file applied once the sandbox listens. */
  fixtures?: string | undefined;
  /** Serving processes behind the one address (PostgreSQL only; 1: this process serves). */
  pool: number;
  start: SandboxStartOptions;
}

function integer(flag: string, raw: string | undefined, min: number, max: number): number | undefined {
  if (raw === undefined) return undefined;
  if (!/^\d+$/.test(raw) || Number(raw) < min || Number(raw) > max) {
    throw new UsageError(`--${flag} must be an integer from ${min} to ${max} (got "${raw}")`);
  }
  return Number(raw);
}

function fraction(flag: string, raw: string | undefined): number | undefined {
  if (raw === undefined) return undefined;
  const value = Number(raw);
  if (!/^\d*\.?\d+$/.test(raw) || value > 1)
    throw new UsageError(`--${flag} must be a number from 0 to 1 (got "${raw}")`);
  return value;
}

function nonEmpty(flag: string, raw: string | undefined): string | undefined {
  if (raw !== undefined && raw.trim() === '') throw new UsageError(`--${flag} must not be empty`);
  return raw;
}

const MAX_CARDS = 10_000_000;
const MAX_WALLETS = 1_000;

interface ScaleFlags {
  cards?: string | undefined;
  wallets?: string | undefined;
  'seed-value'?: string | undefined;
  'max-cards'?: string | undefined;
}

/** --cards, --wallets and --seed-value belong to the scale seed, whose wallets must have room for their cards. */
function scaleOptions(values: ScaleFlags, scale: boolean): Pick<SandboxStartOptions, 'scale'> {
  const cards = integer('cards', values.cards, 1, MAX_CARDS);
  const wallets = integer('wallets', values.wallets, 1, MAX_WALLETS);
  const seedValue = integer('seed-value', values['seed-value'], 0, 2 ** 31 - 1);
  if (!scale) {
    const stray = (['cards', 'wallets', 'seed-value'] as const).find((flag) => values[flag] !== undefined);
    if (stray !== undefined) throw new UsageError(`--${stray} applies only with --seed scale`);
    return {};
  }
  const plan = {
    cards: cards ?? DEFAULT_SCALE.cards,
    wallets: wallets ?? DEFAULT_SCALE.wallets,
    seedValue: seedValue ?? DEFAULT_SCALE.seedValue,
  };
  const perWallet = Math.ceil(plan.cards / plan.wallets);
  const maxCards = integer('max-cards', values['max-cards'], 1, MAX_CARDS);
  if (maxCards !== undefined && maxCards < perWallet) {
    throw new UsageError(
      `--max-cards must be at least the ${perWallet} cards the scale seed puts in a wallet (got "${maxCards}")`,
    );
  }
  return { scale: plan };
}

/** Parses and checks the flags; throws UsageError naming the flag and the rule. */
export function parseSandboxArgs(
  argv: string[],
  env: Record<string, string | undefined> = process.env,
  warn: (text: string) => void = () => undefined,
): SandboxCommandOptions {
  const { values } = usageOf(() =>
    parseArgs({ args: argv, options: OPTIONS, strict: true, allowPositionals: false }),
  );
  const databaseUrl = resolveDatabaseUrl(values, env, warn);
  if (databaseUrl !== undefined && values.db !== undefined)
    throw new UsageError('--db (SQLite) and --database-url (PostgreSQL) cannot both be given');
  const seed = values.seed;
  if (seed !== undefined && seed !== 'demo' && seed !== 'none' && seed !== 'scale') {
    throw new UsageError(`--seed must be "demo" or "none" or "scale" (got "${seed}")`);
  }
  const start: SandboxStartOptions = {
    host: nonEmpty('host', values.host),
    port: integer('port', values.port, 0, 65535),
    db: databaseUrl ?? nonEmpty('db', values.db) ?? '',
    seed,
    provisioningDelayMs: integer('provisioning-delay-ms', values['provisioning-delay-ms'], 0, 3_600_000),
    trafficPerMinute: integer('traffic', values.traffic, 0, 60_000),
    rateLimit: integer('rate-limit', values['rate-limit'], 0, 1_000_000),
    faults: fraction('faults', values.faults),
    maxCards: integer('max-cards', values['max-cards'], 1, MAX_CARDS),
    ...scaleOptions(values, seed === 'scale'),
  };
  const pool = integer('pool', values.pool, 1, MAX_POOL) ?? 1;
  if (pool > 1 && databaseUrl === undefined)
    throw new UsageError(
      '--pool applies only with --database-url (PostgreSQL): a SQLite database is served by one process',
    );
  return {
    help: values.help === true,
    json: values.json === true,
    fixtures: nonEmpty('fixtures', values.fixtures),
    pool,
    start,
  };
}

async function serve(parsed: SandboxCommandOptions, io: CommandIo): Promise<number> {
  // Listen for signals before starting, so a stop request during start-up is not lost.
  const stopped = io.untilStopSignal();
  const start = { ...parsed.start, db: parsed.start.db || defaultDatabasePath() };
  const began = io.now();
  if (start.scale) {
    io.stderr.write(
      `card-console sandbox: an empty database is seeded with ${start.scale.cards} cards in ${start.scale.wallets} wallets first\n`,
    );
  }
  const announce = (started: StartedSandbox): Promise<boolean> =>
    announceStarted(parsed, start, started, io, began);
  if (parsed.pool > 1) return servePool({ start, size: parsed.pool, io, stopped, announce });
  let sandbox;
  try {
    sandbox = await startSandbox(start);
  } catch (error) {
    io.stderr.write(
      `card-console sandbox: could not start: ${error instanceof Error ? error.message : String(error)}\n`,
    );
    return 1;
  }
  if (!(await announce(sandbox))) {
    await sandbox.close();
    return 1;
  }
  const signal = await stopped;
  io.stderr.write(`card-console sandbox: ${signal}, stopping\n`);
  await sandbox.close();
  return 0;
}

export async function runSandboxCommand(argv: string[], given: Partial<CommandIo> = {}): Promise<number> {
  const io = commandIo(given);
  if (isPoolMember(io.env)) return runCommand('sandbox', io, () => servePoolMember(io));
  if (argv[0] === 'snapshot') {
    const { runSnapshotCommand } = await import('./snapshot.js');
    return runCommand('sandbox snapshot', io, () => runSnapshotCommand(argv.slice(1), io));
  }
  if (argv[0] === 'info') {
    const { runSandboxInfo } = await import('./info.js');
    return runCommand('sandbox info', io, () => runSandboxInfo(argv.slice(1), io));
  }
  if (argv[0] === 'apply') {
    const { runSandboxApply } = await import('./apply.js');
    return runCommand('sandbox apply', io, () => runSandboxApply(argv.slice(1), io));
  }
  if (argv[0] === 'webhooks') {
    const { runSandboxWebhooks } = await import('./webhooks.js');
    return runCommand('sandbox webhooks', io, () => runSandboxWebhooks(argv.slice(1), io));
  }
  if (argv[0] === 'clock') {
    const { runSandboxClock } = await import('./clock.js');
    return runCommand('sandbox clock', io, () => runSandboxClock(argv.slice(1), io));
  }
  return runCommand('sandbox', io, () => {
    const parsed = parseSandboxArgs(argv, process.env, (text) => io.stderr.write(text));
    if (!parsed.help) return serve(parsed, io);
    io.stdout.write(HELP);
    return 0;
  });
}
