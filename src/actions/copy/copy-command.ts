// "Copy as command": the `card-console cards …` line that does what a change in the console did, for a
// script or a colleague. Only changes the CLI has a verb for get one; the rest are told to copy the
// request as curl instead (no command is invented). Ids go on stdin (`printf '%s\n' … | … --ids -`)
// or, for a long list, in a file the caller wrote.
import { stripReference } from '../../domain/index.js';
import { cardsVerbFor, type CardsVerb } from './cli-verbs.js';
import { shellLine, shellQuote } from './shell.js';

/** What a copied line says when the change has no command. */
export const NO_COMMAND = 'no command: copy as curl';
/** Beyond this many cards the ids go in a file rather than on the line. */
export const IDS_ON_LINE_MAX = 20;

/** A change as the log, Activity or a job knows it: the console's action name and the cards it touched. */
export interface CopiedChange {
  /** The console's action: suspend, resume, terminate, fund, defund (others have no command). */
  readonly action: string;
  readonly cardIds: readonly string[];
  readonly walletId?: string;
  /** fund/defund: the amount per card, a decimal string as sent. */
  readonly amount?: string;
  /** fund/defund: what the operator typed (our reference, if present, is dropped: the CLI adds its own). */
  readonly description?: string;
}

/** Where the command connects: a configured profile, else the base URL (and organization). */
export interface CommandConnection {
  readonly baseUrl: string;
  /** A profile of the config file (not the embedded sandbox's or the unnamed default). */
  readonly profile?: string;
  readonly orgId?: string;
}

export type Copied =
  { readonly ok: true; readonly text: string } | { readonly ok: false; readonly reason: string };

export interface CommandOptions {
  /** A file (0600) holding the ids, one a line: named instead of listing them on the line. */
  readonly idsFile?: string;
}

function connectionWords(target: CommandConnection): string[] {
  const words = target.profile ? ['--profile', target.profile] : [];
  words.push('--base-url', target.baseUrl);
  if (target.orgId) words.push('--org', target.orgId);
  return words;
}

function moneyWords(verb: CardsVerb, change: CopiedChange): string[] | string {
  if (verb !== 'fund' && verb !== 'defund') return [];
  if (change.amount === undefined) return `${verb} without an amount: nothing to copy`;
  const description = stripReference(change.description);
  return ['--amount', change.amount, ...(description ? ['--description', description] : [])];
}

/** The command line, or why there is none. Pure: the caller writes any ids file first. */
export function copyAsCommand(
  change: CopiedChange,
  target: CommandConnection,
  opts: CommandOptions = {},
): Copied {
  const verb = cardsVerbFor(change.action);
  if (!verb) return { ok: false, reason: NO_COMMAND };
  if (change.cardIds.length === 0) return { ok: false, reason: 'no card in this change: nothing to copy' };
  const money = moneyWords(verb, change);
  if (typeof money === 'string') return { ok: false, reason: money };
  const onLine = opts.idsFile === undefined;
  if (onLine && change.cardIds.length > IDS_ON_LINE_MAX)
    return { ok: false, reason: `${change.cardIds.length} cards: their ids go in a file first` };
  const words = [
    'card-console',
    'cards',
    verb,
    '--ids',
    onLine ? '-' : (opts.idsFile as string),
    ...(change.walletId ? ['--wallet', change.walletId] : []),
    ...money,
    ...connectionWords(target),
    '--yes',
  ];
  const command = shellLine(words);
  if (!onLine) return { ok: true, text: command };
  return { ok: true, text: `printf '%s\\n' ${change.cardIds.map(shellQuote).join(' ')} | ${command}` };
}
