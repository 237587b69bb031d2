// "Copy as curl" for a change Activity or a bulk job knows (the command log copies the request it kept;
// these never had one to keep): the card route of the console's action, in the family these credentials
// use, once per card. One card: one curl line. Several: one curl per card in a loop over "wallet card"
// lines, given by `printf` on the line or, for many, read from a 0600 file the caller wrote. The
// credential is a variable the shell expands, never its value. A money move carries an Idempotency-Key
// made for this copy (one per card), so running the copied text twice moves the money once.
import type { CredentialName } from '../../api/index.js';
import { routes } from '../../contract/index.js';
import { stripReference } from '../../domain/index.js';
import { CHANGE_ROUTES } from '../family.js';
import type { Family } from '../validate.js';
import type { Copied } from './copy-command.js';
import { IDS_ON_LINE_MAX } from './copy-command.js';
import { asciiJson, CREDENTIAL_ENV } from './copy-curl.js';
import { shellQuote } from './shell.js';

/** A card change as Activity or a job knows it: the action, and each card with its wallet. */
export interface CurlChange {
  readonly action: string;
  readonly cards: readonly { readonly id: string; readonly walletId: string }[];
  /** fund/defund: the amount per card, a decimal string as sent. */
  readonly amount?: string;
  readonly currency?: string;
  /** What the operator typed (our reference, if present, is dropped: it names the original move). */
  readonly description?: string;
}

/** Where the curl goes and with what: the family the console uses and the credential that family carries. */
export interface CurlConnection {
  readonly baseUrl: string;
  readonly orgId?: string;
  readonly family: Exclude<Family, 'any' | 'none'>;
  readonly credential: CredentialName;
}

export interface ChangeCurlOptions {
  /** A file (0600) of "wallet card" lines: read by the loop instead of a `printf` on the line. */
  readonly pairsFile?: string;
  /** Starts each money move's Idempotency-Key (`<prefix>-<card id>`); made fresh by the caller per copy. */
  readonly keyPrefix?: string;
}

const CARD_ACTIONS = ['suspend', 'resume', 'terminate', 'fund', 'defund'] as const;
type CardAction = (typeof CARD_ACTIONS)[number];
const isCardAction = (action: string): action is CardAction =>
  (CARD_ACTIONS as readonly string[]).includes(action);

/** Text for inside double quotes: only `\`, `"`, `$` and backquote are special there, each is escaped. */
const inDoubleQuotes = (text: string) => text.replace(/[\\"$`]/g, (c) => `\\${c}`);

// Stand-ins for the wallet and the card while the rest of a word is escaped; then the shell words go in.
const WALLET = '\u0000W';
const CARD = '\u0000C';

/** A double-quoted word: `text` escaped, its stand-ins replaced by the wallet and card words as given. */
const quotedWith = (text: string, wallet: string, card: string) =>
  `"${inDoubleQuotes(text).replace(WALLET, wallet).replace(CARD, card)}"`;

function authHeader(credential: CredentialName): string {
  const variable = `$${CREDENTIAL_ENV[credential]}`;
  return credential === 'apiToken'
    ? `-H "X-API-Token: ${variable}"`
    : `-H "Authorization: Bearer ${variable}"`;
}

function bodyOf(change: CurlChange, family: CurlConnection['family']): string | undefined {
  if (change.action !== 'fund' && change.action !== 'defund') return undefined;
  const description = stripReference(change.description);
  return JSON.stringify({
    amount: change.amount,
    // The account family's top-up and withdraw name their currency; the organization's move the card's.
    ...(family === 'account' && change.currency ? { currency: change.currency } : {}),
    ...(description ? { description } : {}),
  });
}

/**
 * One curl. `wallet` and `card` are what goes inside its double-quoted words: `$wallet` in a loop,
 * an id (escaped for double quotes) on a line of its own.
 */
function curlFor(
  change: CurlChange,
  target: CurlConnection,
  wallet: string,
  card: string,
  keyPrefix?: string,
): string {
  const routeId = CHANGE_ROUTES[change.action as CardAction][target.family];
  const route = routes[routeId as keyof typeof routes];
  const path = route.path
    .replace('{org_id}', encodeURIComponent(target.orgId ?? ''))
    .replace(/\{(wallet_id|account_uuid)\}/, WALLET)
    .replace(/\{(instrument_id|card_uuid)\}/, CARD);
  const url = quotedWith(`${new URL(target.baseUrl).origin}${path}`, wallet, card);
  const words = ['curl', '-sS', '-X', route.method, url];
  words.push(`-H ${shellQuote('Accept: application/json')}`, authHeader(target.credential));
  if (keyPrefix !== undefined)
    words.push(`-H ${quotedWith(`Idempotency-Key: ${keyPrefix}-${CARD}`, wallet, card)}`);
  const body = bodyOf(change, target.family);
  if (body !== undefined)
    words.push(
      `-H ${shellQuote('Content-Type: application/json')}`,
      `--data-raw ${shellQuote(asciiJson(body))}`,
    );
  return words.join(' ');
}

/** Why this change has no curl here, or undefined. */
function refusal(change: CurlChange, target: CurlConnection, opts: ChangeCurlOptions): string | undefined {
  if (!isCardAction(change.action))
    return 'not a card change: its request, as sent, is in the command log (@, C)';
  if (CHANGE_ROUTES[change.action][target.family] === null)
    return `${change.action} has no ${target.family}-family route`;
  if (change.cards.length === 0) return 'no card in this change: nothing to copy';
  const money = change.action === 'fund' || change.action === 'defund';
  if (money && change.amount === undefined) return `${change.action} without an amount: nothing to copy`;
  if (money && opts.keyPrefix === undefined) return 'a money move needs an Idempotency-Key prefix';
  if (target.family === 'org' && !target.orgId) return 'no organization id: nothing to copy';
  if (change.cards.length > IDS_ON_LINE_MAX && opts.pairsFile === undefined)
    return `${change.cards.length} cards: their ids go in a file first`;
  return undefined;
}

/** The curl text for a change, or why there is none. Pure: the caller writes any pairs file first. */
export function changeAsCurl(
  change: CurlChange,
  target: CurlConnection,
  opts: ChangeCurlOptions = {},
): Copied {
  const refused = refusal(change, target, opts);
  if (refused !== undefined) return { ok: false, reason: refused };
  const money = change.action === 'fund' || change.action === 'defund';
  const keyPrefix = money ? opts.keyPrefix : undefined;
  const [only] = change.cards;
  if (change.cards.length === 1 && only) {
    const text = curlFor(change, target, inDoubleQuotes(only.walletId), inDoubleQuotes(only.id), keyPrefix);
    return { ok: true, text };
  }
  const each = curlFor(change, target, '$wallet', '$card', keyPrefix);
  const loop = `while read -r wallet card; do ${each}; echo; done`;
  if (opts.pairsFile !== undefined) return { ok: true, text: `${loop} < ${shellQuote(opts.pairsFile)}` };
  const pairs = change.cards.map((c) => `${shellQuote(c.walletId)} ${shellQuote(c.id)}`).join(' ');
  return { ok: true, text: `printf '%s %s\\n' ${pairs} | ${loop}` };
}
