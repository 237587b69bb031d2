// `card-console cards list …` and `card-console cards freeze|unfreeze|terminate|fund|defund --ids FILE|-`:
// the cards for scripts. `list` prints the merchant's cards (from the card index when it holds them
// all, else the service); an action runs one journaled bulk job over the ids read, prints one line per
// input line and a summary (JSON lines with --json), and exits 1 if any failed. Scripts must name
// their target: no embedded sandbox here. On a target that does not look like a test system, an
// action needs --yes unless a terminal can ask.
import { parseArgs } from 'node:util';
import { CARDS_VERBS, isCardsVerb, MOVEMENT_DESCRIPTION_MAX } from '../../actions/index.js';
import {
  CONNECTION_HELP,
  CONNECTION_OPTIONS,
  connectionArgs,
  withRemote,
  secretOnStdin,
  type ConnectionArgs,
} from '../script-connection.js';
import { runCardsAction, type CardsActionArgs } from './action.js';
import { parseHolder, parseLast4, parseStatuses, runCardsList, type CardsListArgs } from './list.js';
import { commandIo, runCommand, UsageError, usageOf, type CommandIo } from '../command.js';

const HELP = `Usage: card-console cards list [--wallet ID|NAME] [--status S1,S2] [--holder TEXT] [--last4 NNNN] [--json]
       card-console cards freeze|unfreeze|terminate|fund|defund --ids FILE|- [options]

list: the merchant's cards, one line each, printed as they are read. From the console's card index
when it holds every card of this service and merchant (stderr says how old it is), else from the service.
  --wallet ID|NAME      only this wallet's cards (its id, or its name when one wallet has it)
  --status S1,S2        only these statuses: creating, creating_failed, active, frozen, closed, expired
  --holder TEXT         only cards whose holder's name has every word of TEXT (any case)
  --last4 NNNN          only cards whose number ends in these 4 digits
  --json                one JSON object per card (id, walletId, name, last4, maskedNumber, holder,
                        status, availableBalance, currency): what --ids - of the actions reads
  --no-index            ask the service even when a card index is there

freeze (the console's suspend), unfreeze (resume), terminate, fund, defund: one action over many
cards, as one journaled job (card-console jobs). Every input line that names something gets one
output line: the card's outcome, or "duplicate", "invalid_id" or "not_found".
  --ids FILE|-          the card ids, one per line, or the JSON lines of cards list --json
                        (- for stdin; blank lines and # comments are ignored)
  --amount A            fund/defund: the amount for each card (exact decimal)
  --description TEXT    fund/defund: at most ${MOVEMENT_DESCRIPTION_MAX} characters (code points)
  --wallet ID|NAME      the wallet the cards belong to (faster; otherwise every wallet is searched)
  --concurrency N       parallel requests, 1-16 (default 4)
  --dry-run             show what would happen; change nothing
  --yes                 do not ask for confirmation (required on a production target without a terminal)
  --json                JSON lines on stdout: the job id, one per input line, then a summary

Both take the connection flags: ${CONNECTION_HELP}

Example: card-console cards list --status frozen --json | card-console cards unfreeze --ids - --yes

Exit status: 0 all done (skipped cards are listed with the reason), 1 a card or the service failed,
2 usage or refusal.
`;

const OPTIONS = {
  ids: { type: 'string' },
  amount: { type: 'string' },
  description: { type: 'string' },
  wallet: { type: 'string' },
  status: { type: 'string' },
  holder: { type: 'string' },
  last4: { type: 'string' },
  'no-index': { type: 'boolean' },
  concurrency: { type: 'string' },
  'dry-run': { type: 'boolean' },
  yes: { type: 'boolean' },
  json: { type: 'boolean' },
  help: { type: 'boolean', short: 'h' },
  ...CONNECTION_OPTIONS,
} as const;

type Values = ReturnType<typeof parse>['values'];
const parse = (argv: string[]) =>
  usageOf(() => parseArgs({ args: argv, strict: true, allowPositionals: true, options: OPTIONS }));

/** The flags one subcommand does not take, named in the refusal. */
function refuseFlags(values: Values, flags: readonly (keyof Values)[], what: string): void {
  const given = flags.filter((f) => values[f] !== undefined);
  if (given.length > 0)
    throw new UsageError(`${given.map((f) => `--${f}`).join(', ')}: not taken by ${what}`);
}

function listArgs(values: Values): CardsListArgs {
  refuseFlags(values, ['ids', 'amount', 'description', 'concurrency', 'dry-run', 'yes'], 'cards list');
  return {
    json: values.json ?? false,
    noIndex: values['no-index'] ?? false,
    ...(values.wallet !== undefined ? { wallet: values.wallet } : {}),
    ...(values.status === undefined ? {} : { statuses: parseStatuses(values.status) }),
    ...(values.holder === undefined ? {} : { holder: parseHolder(values.holder) }),
    ...(values.last4 === undefined ? {} : { last4: parseLast4(values.last4) }),
  };
}

function actionArgs(verb: string, values: Values, connection: ConnectionArgs): CardsActionArgs {
  refuseFlags(values, ['status', 'holder', 'last4', 'no-index'], `cards ${verb} (they filter cards list)`);
  if (!isCardsVerb(verb)) throw new UsageError(`cards ${verb}: not a command`);
  const action = CARDS_VERBS[verb];
  if (values.ids === undefined) throw new UsageError('--ids FILE|- is required');
  const onStdin = secretOnStdin(connection);
  if (values.ids === '-' && onStdin)
    throw new UsageError(
      `--ids - and ${onStdin}-file - both want stdin: give the ids or the secret in a file`,
    );
  const money = action === 'fund' || action === 'defund';
  if (money && values.amount === undefined) throw new UsageError(`--amount is required for ${verb}`);
  if (!money && (values.amount !== undefined || values.description !== undefined))
    throw new UsageError(`--amount and --description apply to fund and defund only`);
  const concurrency = Number(values.concurrency ?? '4');
  if (!/^\d+$/.test(values.concurrency ?? '4') || concurrency < 1 || concurrency > 16)
    throw new UsageError('--concurrency must be a whole number from 1 to 16');
  return {
    action,
    ids: values.ids,
    concurrency,
    dryRun: values['dry-run'] ?? false,
    yes: values.yes ?? false,
    json: values.json ?? false,
    ...(values.amount !== undefined ? { amount: values.amount } : {}),
    ...(values.description !== undefined ? { description: values.description } : {}),
    ...(values.wallet !== undefined ? { wallet: values.wallet } : {}),
    connection,
  };
}

async function dispatch(argv: string[], io: CommandIo): Promise<number> {
  const { values, positionals } = parse(argv);
  if (values.help) {
    io.stdout.write(HELP);
    return 0;
  }
  const [verb, ...extra] = positionals;
  if (verb === undefined)
    throw new UsageError('name one subcommand: list, freeze, unfreeze, terminate, fund or defund');
  if (!(verb === 'list' || isCardsVerb(verb)))
    throw new UsageError(
      `unknown subcommand: ${verb} (the subcommands: ${['list', ...Object.keys(CARDS_VERBS)].join(', ')})`,
    );
  if (extra.length > 0)
    throw new UsageError(`cards ${verb}: one subcommand, and ids with --ids (not "${extra[0]}")`);
  const connection = connectionArgs(values);
  if (verb === 'list') {
    const args = listArgs(values);
    return withRemote(connection, io, 'card-console cards', (conn) => runCardsList(args, conn, io));
  }
  const args = actionArgs(verb, values, connection);
  return withRemote(connection, io, 'card-console cards', (conn) => runCardsAction(args, conn, io));
}

export async function runCardsCommand(argv: string[], given: Partial<CommandIo> = {}): Promise<number> {
  const io = commandIo(given);
  return runCommand('cards', io, () => dispatch(argv, io));
}
