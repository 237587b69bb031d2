// `card-console cards list [--wallet ID|NAME] [--status s1,s2] [--holder TEXT] [--last4 NNNN] [--json]`:
// the merchant's cards, one line each, printed as they are read (a merchant of a million cards is
// never held in memory). With --json each line is a JSON object whose `id` the action commands read
// from `--ids -`, so `cards list --status frozen --json | cards unfreeze --ids - --yes` works.
// stdout carries the cards only; where they came from and how many goes to stderr.
import { CardStatus } from '../../contract/index.js';
import { safeJson, sanitizeText } from '../../domain/index.js';
import type { IndexRow } from '../../sync/card-index/index.js';
import type { Remote } from '../script-connection.js';
import { clientFor } from '../settings.js';
import {
  apiSource,
  indexSource,
  type CardSource,
  type SourceFilter,
  type WalletName,
} from './list-source.js';
import { UsageError, type CommandIo } from '../command.js';

export interface CardsListArgs {
  wallet?: string;
  statuses?: CardStatus[];
  holder?: string;
  last4?: string;
  json: boolean;
  /** Ask the service even when a card index is there. */
  noIndex: boolean;
}

/** `--status active,frozen`: each a card status of the interface. */
export function parseStatuses(raw: string): CardStatus[] {
  const names = raw
    .split(',')
    .map((s) => s.trim())
    .filter((s) => s !== '');
  const unknown = names.filter((n) => !CardStatus.safeParse(n).success);
  if (names.length === 0 || unknown.length > 0)
    throw new UsageError(
      `--status must be a comma-separated list of ${CardStatus.options.join(', ')}${unknown.length ? ` (unknown: ${unknown.join(', ')})` : ''}`,
    );
  return [...new Set(names)] as CardStatus[];
}

export function parseLast4(raw: string): string {
  if (!/^\d{4}$/.test(raw)) throw new UsageError(`--last4 must be exactly 4 digits (got "${raw}")`);
  return raw;
}

export function parseHolder(raw: string): string {
  if (raw.trim() === '') throw new UsageError('--holder must not be empty');
  return raw.trim();
}

/** `--holder`: every word of the text is in the holder's name (any case), as `grace hop` finds Grace Hopper. */
export function holderMatcher(text: string): (name: string | undefined) => boolean {
  const words = text.toLowerCase().split(/\s+/).filter(Boolean);
  return (name) => name !== undefined && words.every((w) => name.toLowerCase().includes(w));
}

/** `--wallet ID|NAME`: a wallet's id, or its name (any case) when exactly one wallet has it. */
export function resolveWallet(wanted: string, wallets: readonly WalletName[]): WalletName {
  const byId = wallets.find((w) => w.id === wanted);
  if (byId) return byId;
  const named = wallets.filter((w) => w.name.toLowerCase() === wanted.trim().toLowerCase());
  if (named.length === 1 && named[0]) return named[0];
  if (named.length > 1)
    throw new UsageError(
      `--wallet: ${named.length} wallets are named "${wanted}"; give one id: ${named.map((w) => w.id).join(', ')}`,
    );
  // A merchant may have hundreds: the first few say enough about what a name looks like.
  const shown = wallets.slice(0, 8).map((w) => `"${w.name}"`);
  const known = `${shown.join(', ')}${wallets.length > shown.length ? `, … ${wallets.length} in all` : ''}`;
  throw new UsageError(
    `--wallet: no wallet of this merchant has the id or name "${wanted}" (its wallets: ${known || 'none'})`,
  );
}

export function cardJson(row: IndexRow, wallet: string | undefined): Record<string, unknown> {
  return {
    id: row.id,
    walletId: row.walletId,
    ...(wallet !== undefined ? { wallet } : {}),
    name: row.name,
    last4: row.last4,
    maskedNumber: row.masked,
    ...(row.holderName !== undefined ? { holder: row.holderName } : {}),
    status: row.status,
    availableBalance: row.balance,
    currency: row.currency,
  };
}

export const TEXT_HEADER = `${'ID'.padEnd(36)}  LAST4  ${'STATUS'.padEnd(15)}  ${'AVAILABLE'.padStart(14)} CUR  NAME / HOLDER / WALLET\n`;

/** A text line: fixed columns first (the balance is padded, never cut), then the free text. */
export function cardText(row: IndexRow, wallet: string | undefined): string {
  const s = (text: string | undefined) => sanitizeText(text ?? '');
  const free = [row.name, row.holderName ?? '-', wallet ?? row.walletId].map(s).join(' / ');
  return (
    `${s(row.id).padEnd(36)}  ${s(row.last4).padEnd(5)}  ${s(row.status).padEnd(15)}  ` +
    `${s(row.balance).padStart(14)} ${s(row.currency).padEnd(3)}  ${free}\n`
  );
}

/** What the flags leave: a source narrows its reading by it, and each row is checked against it once more. */
function filterOf(args: CardsListArgs, walletIds: readonly string[] | undefined): SourceFilter {
  return {
    ...(walletIds !== undefined ? { walletIds } : {}),
    ...(args.statuses !== undefined ? { statuses: args.statuses } : {}),
    ...(args.last4 ? { last4: args.last4 } : {}),
    ...(args.holder ? { holder: holderMatcher(args.holder) } : {}),
  };
}

function passes(filter: SourceFilter, row: IndexRow): boolean {
  return (
    (filter.walletIds === undefined || filter.walletIds.includes(row.walletId)) &&
    (filter.statuses === undefined || (filter.statuses as readonly string[]).includes(row.status)) &&
    (filter.last4 === undefined || row.last4 === filter.last4) &&
    (filter.holder === undefined || filter.holder(row.holderName))
  );
}

async function list(args: CardsListArgs, source: CardSource, io: CommandIo): Promise<number> {
  const wallets = await source.wallets();
  const names = new Map(wallets.map((w) => [w.id, w.name]));
  const filter = filterOf(
    args,
    args.wallet === undefined ? undefined : [resolveWallet(args.wallet, wallets).id],
  );
  let count = 0;
  if (!args.json) io.stdout.write(TEXT_HEADER);
  for await (const row of source.cards(filter)) {
    // Its reader went away (`cards list | head`): nothing more to say to anyone.
    if (io.stdoutGone()) return 0;
    if (!passes(filter, row)) continue;
    const wallet = names.get(row.walletId);
    io.stdout.write(args.json ? `${safeJson(cardJson(row, wallet))}\n` : cardText(row, wallet));
    count += 1;
    // A pipe to a slower reader: wait for it rather than queue the merchant in memory.
    await io.drained();
  }
  io.stderr.write(
    `card-console cards list: ${count} card${count === 1 ? '' : 's'}, from ${source.describe(io.now())}\n`,
  );
  return 0;
}

export async function runCardsList(args: CardsListArgs, conn: Remote, io: CommandIo): Promise<number> {
  const source = (args.noIndex ? undefined : indexSource(conn, io.env)) ?? apiSource(clientFor(conn));
  try {
    return await list(args, source, io);
  } catch (error) {
    if (error instanceof UsageError) throw error;
    io.stderr.write(
      `card-console cards list: ${sanitizeText(error instanceof Error ? error.message : String(error))}\n`,
    );
    return 1;
  } finally {
    await source.close();
  }
}
