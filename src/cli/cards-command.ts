// `card-console cards freeze|unfreeze|terminate|fund|defund --ids FILE|-`: a bulk job for scripts.
// Reads card ids one per line, prints one line per card result and a summary (JSON lines with
// --json), exits 1 if any card failed. Scripts must name their target: no embedded sandbox here.
// On a target that does not look like a test system, --yes is required unless a terminal can ask.
import { readFileSync } from 'node:fs';
import { parseArgs } from 'node:util';
import {
  locateCards,
  MOVEMENT_DESCRIPTION_MAX,
  newJobId,
  planBulkJob,
  recordJob,
  startBulkJob,
  type BulkAction,
  type BulkPlan,
} from '../actions/index.js';
import { sanitizeText } from '../domain/index.js';
import {
  failedCount,
  askYes,
  CONNECTION_HELP,
  CONNECTION_OPTIONS,
  connectionArgs,
  contextFor,
  defaultBulkIo,
  followJob,
  itemLine,
  printJobId,
  printLine,
  printSummary,
  resolveRemote,
  secretOnStdin,
  targetOf,
  Usage,
  type BulkIo,
  type ConnectionArgs,
  type Remote,
} from './bulk-cli.js';
import { stateDir } from './paths.js';
import { looksLikeProduction, SettingsError } from './settings.js';
import { readStreamText } from './stdin-text.js';

export type CardsIo = BulkIo;

const VERBS: Record<string, BulkAction> = {
  freeze: 'suspend',
  unfreeze: 'resume',
  terminate: 'terminate',
  fund: 'fund',
  defund: 'defund',
};

const HELP = `Usage: card-console cards freeze|unfreeze|terminate|fund|defund --ids FILE|- [options]

Runs one action over many cards: ids one per line (blank lines and # comments ignored).

Options:
  --ids FILE|-          where the card ids come from (- for stdin)
  --amount A            fund/defund: the amount for each card (exact decimal)
  --description TEXT    fund/defund: at most ${MOVEMENT_DESCRIPTION_MAX} characters (code points)
  --wallet ID           the wallet the cards belong to (faster; otherwise every wallet is searched)
  --concurrency N       parallel requests, 1-16 (default 4)
  --dry-run             show what would happen; change nothing
  --yes                 do not ask for confirmation (required on a production target without a terminal)
  --json                JSON lines on stdout: one per card, then a summary
  plus the connection flags: ${CONNECTION_HELP}

Exit status: 0 all done (skipped cards are listed with the reason), 1 a card failed, 2 usage or refusal.
`;

interface CardsArgs {
  action: BulkAction;
  ids: string;
  amount?: string;
  description?: string;
  wallet?: string;
  concurrency: number;
  dryRun: boolean;
  yes: boolean;
  json: boolean;
  help: boolean;
  connection: ConnectionArgs;
}

function parseCardsArgs(argv: string[]): CardsArgs {
  let parsed;
  try {
    parsed = parseArgs({
      args: argv,
      strict: true,
      allowPositionals: true,
      options: {
        ids: { type: 'string' },
        amount: { type: 'string' },
        description: { type: 'string' },
        wallet: { type: 'string' },
        concurrency: { type: 'string' },
        'dry-run': { type: 'boolean' },
        yes: { type: 'boolean' },
        json: { type: 'boolean' },
        help: { type: 'boolean', short: 'h' },
        ...CONNECTION_OPTIONS,
      },
    });
  } catch (error) {
    throw new Usage((error as Error).message);
  }
  const { values: v, positionals } = parsed;
  const help = v.help ?? false;
  const verb = positionals[0];
  if (help)
    return {
      help,
      action: 'suspend',
      ids: '',
      concurrency: 4,
      dryRun: false,
      yes: false,
      json: false,
      connection: connectionArgs({}),
    };
  if (verb === undefined || !(verb in VERBS) || positionals.length > 1)
    throw new Usage('name one action: freeze, unfreeze, terminate, fund or defund');
  const action = VERBS[verb] as BulkAction;
  if (v.ids === undefined) throw new Usage('--ids FILE|- is required');
  const connection = connectionArgs(v);
  const onStdin = secretOnStdin(connection);
  if (v.ids === '-' && onStdin)
    throw new Usage(`--ids - and ${onStdin}-file - both want stdin: give the ids or the secret in a file`);
  const money = action === 'fund' || action === 'defund';
  if (money && v.amount === undefined) throw new Usage(`--amount is required for ${verb}`);
  if (!money && (v.amount !== undefined || v.description !== undefined))
    throw new Usage(`--amount and --description apply to fund and defund only`);
  const concurrency = Number(v.concurrency ?? '4');
  if (!/^\d+$/.test(v.concurrency ?? '4') || concurrency < 1 || concurrency > 16)
    throw new Usage('--concurrency must be a whole number from 1 to 16');
  return {
    action,
    ids: v.ids,
    concurrency,
    dryRun: v['dry-run'] ?? false,
    yes: v.yes ?? false,
    json: v.json ?? false,
    help,
    ...(v.amount === undefined ? {} : { amount: v.amount }),
    ...(v.description === undefined ? {} : { description: v.description }),
    ...(v.wallet === undefined ? {} : { wallet: v.wallet }),
    connection,
  };
}

async function readIds(source: string, stdin: NodeJS.ReadableStream): Promise<string[]> {
  let text: string;
  if (source === '-') {
    text = await readStreamText(stdin);
  } else {
    try {
      text = readFileSync(source, 'utf8');
    } catch (error) {
      throw new Usage(`--ids: cannot read ${source} (${(error as NodeJS.ErrnoException).code ?? 'error'})`);
    }
  }
  return text
    .split('\n')
    .map((l) => l.trim())
    .filter((l) => l !== '' && !l.startsWith('#'));
}

/** Production targets need --yes, or an operator at a terminal who answers yes. Returns an exit code to stop with. */
async function confirm(
  args: CardsArgs,
  conn: Remote,
  io: CardsIo,
  count: string,
): Promise<number | undefined> {
  if (args.yes || args.dryRun || !looksLikeProduction(conn.baseUrl)) return undefined;
  const target = `profile "${conn.profile}" (${new URL(conn.baseUrl).host})`;
  if (!io.stdin.isTTY || args.ids === '-') {
    io.stderr.write(
      `card-console cards: ${target} is not a sandbox; pass --yes to change it from a script\n`,
    );
    return 2;
  }
  if (await askYes(io, `${count} on ${target}, which is not a sandbox. Continue?`)) return undefined;
  io.stderr.write('card-console cards: cancelled; nothing was changed\n');
  return 1;
}

const safe = (text: string): string => sanitizeText(text);

function dryRun(io: CardsIo, args: CardsArgs, plan: BulkPlan, missing: readonly string[]): number {
  for (const item of plan.items)
    printLine(io, args.json, {
      id: item.card.id,
      action: args.action,
      outcome: 'would_apply',
      ...(item.card.name ? { name: item.card.name } : {}),
      ...(plan.amount ? { amount: plan.amount } : {}),
    });
  for (const s of plan.skipped)
    printLine(io, args.json, { id: s.card.id, action: args.action, outcome: 'skipped', reason: s.reason });
  for (const id of missing)
    printLine(io, args.json, { id, action: args.action, outcome: 'failed', error: 'not found' });
  printSummary(io, args.json, {
    dryRun: true,
    action: args.action,
    planned: plan.items.length,
    skipped: plan.skipped.length,
    missing: missing.length,
    ...(plan.totalAmount ? { totalAmount: plan.totalAmount } : {}),
  });
  return missing.length > 0 ? 1 : 0;
}

/** One failed line per id that names no card of the merchant. */
function printMissing(io: CardsIo, args: CardsArgs, missing: readonly string[]): void {
  for (const id of missing)
    printLine(io, args.json, {
      id,
      action: args.action,
      outcome: 'failed',
      error: 'not found',
      code: 'not_found',
    });
}

/** No id named a card: nothing to journal or resume, so no job; each id is reported as a run would. */
function noCardFound(io: CardsIo, args: CardsArgs, missing: readonly string[]): number {
  io.stderr.write(
    `card-console cards: none of the ${missing.length} ids is a card of this merchant; no job started\n`,
  );
  printMissing(io, args, missing);
  printSummary(io, args.json, {
    action: args.action,
    total: missing.length,
    done: 0,
    failed: missing.length,
    skipped: 0,
    cancelled: 0,
    seconds: 0,
  });
  return 1;
}

async function run(args: CardsArgs, conn: Remote, io: CardsIo): Promise<number> {
  const ids = await readIds(args.ids, io.stdin);
  if (ids.length === 0) throw new Usage('--ids: no card ids given');
  const stop = await confirm(args, conn, io, `${args.action} ${ids.length} card(s)`);
  if (stop !== undefined) return stop;
  const ctx = contextFor(conn, io.env);
  // The operator confirmed (or passed --yes): that is the production confirmation for this run.
  ctx.session.confirmProduction();
  try {
    const located = await locateCards(ctx.client, ids, args.wallet);
    const spec = {
      action: args.action,
      cards: located.refs,
      concurrency: args.concurrency,
      ...(args.amount === undefined ? {} : { amount: args.amount }),
      ...(args.description === undefined ? {} : { description: args.description }),
    };
    if (located.refs.length === 0 && !args.dryRun) return noCardFound(io, args, located.missing);
    const planned = await planBulkJob(ctx, spec);
    if (!planned.ok) {
      io.stderr.write(`card-console cards: ${safe(planned.error.message)}\n`);
      return planned.error.kind === 'validation' || planned.error.kind === 'read_only' ? 2 : 1;
    }
    if (args.dryRun) return dryRun(io, args, planned.plan, located.missing);
    const started = await startBulkJob(ctx, spec, { plan: planned.plan, id: newJobId() });
    if (!started.ok) {
      io.stderr.write(`card-console cards: ${safe(started.error.message)}\n`);
      return 2;
    }
    // The job id first, so a killed run can be resumed; then each card's line as its outcome becomes known.
    printJobId(io, args.json, started.job.id);
    const journal = recordJob(stateDir(io.env), started.job, targetOf(conn), (item) =>
      printLine(io, args.json, itemLine(args.action, item)),
    );
    const startedAt = Date.now();
    const end = await followJob(io, args.json, started.job, journal);
    printMissing(io, args, located.missing);
    const failed = failedCount(end) + located.missing.length;
    printSummary(io, args.json, {
      action: args.action,
      total: end.total + located.missing.length,
      done: end.done,
      failed,
      unknown: end.unknown,
      skipped: end.skipped,
      cancelled: end.cancelled,
      ...(planned.plan.totalAmount ? { totalAmount: planned.plan.totalAmount } : {}),
      seconds: Number(((Date.now() - startedAt) / 1000).toFixed(3)),
    });
    return failed + end.cancelled > 0 ? 1 : 0;
  } finally {
    await ctx.client.close();
  }
}

export async function runCardsCommand(argv: string[], io: CardsIo = defaultBulkIo()): Promise<number> {
  try {
    const args = parseCardsArgs(argv);
    if (args.help) {
      io.stdout.write(HELP);
      return 0;
    }
    return await run(args, await resolveRemote(args.connection, io, 'card-console cards'), io);
  } catch (error) {
    if (error instanceof Usage || error instanceof SettingsError) {
      io.stderr.write(`card-console cards: ${error.message}\nSee card-console cards --help.\n`);
      return 2;
    }
    throw error;
  }
}
