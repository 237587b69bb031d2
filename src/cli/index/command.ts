// `card-console index status|clear`: shows and removes the console's card index files.
import { parseArgs } from 'node:util';
import { sanitizeText } from '../../domain/index.js';
import {
  clearIndexFiles,
  describeIndexFile,
  indexDir,
  listIndexFiles,
  type IndexFileInfo,
} from '../../sync/card-index/index.js';
import { commandIo, runCommand, UsageError, usageOf, type CommandIo } from '../command.js';

const HELP = `Usage: card-console index status|clear

The console keeps an index of every card of the merchant (masked number: first 6 and last 4
digits only; name; holder name, id and email; wallet; status; type; currency; available balance;
creation time) so that :card, ctrl+f and / find any card. Never a full card number, CVV or token.
One file per base URL and merchant, mode 0600, in $XDG_CACHE_HOME/card-console (else ~/.cache).

  status    what each index file holds: cards, wallets, age, size
  clear     remove every index file (the console builds it again when it opens)

Open the console with --no-index to run without one.
`;

const count = (n: number): string => n.toLocaleString('en-US');

function ago(ms: number): string {
  const minutes = Math.floor(ms / 60_000);
  if (minutes < 1) return 'less than a minute ago';
  if (minutes < 120) return `${minutes} min ago`;
  return `${Math.floor(minutes / 60)} h ago`;
}

function describe(info: IndexFileInfo, now: number): string {
  const size = `${(info.bytes / 1_048_576).toFixed(1)} MB`;
  if (info.problem)
    return `${info.file}\n  unreadable (${sanitizeText(info.problem)}); rebuilt when the console opens it | ${size}\n`;
  const built = info.builtAt === undefined ? 'first crawl not finished' : `built ${ago(now - info.builtAt)}`;
  const what = `${sanitizeText(info.place ?? '?')} | ${sanitizeText(info.merchant ?? '?')}`;
  return `${info.file}\n  ${what}\n  ${count(info.cards ?? 0)} cards in ${count(info.wallets ?? 0)} wallets | ${built} | ${size}\n`;
}

function parse(argv: string[]): { action?: 'status' | 'clear'; help: boolean } {
  const { positionals, values } = usageOf(() =>
    parseArgs({
      args: argv,
      strict: true,
      allowPositionals: true,
      options: { help: { type: 'boolean', short: 'h' } },
    }),
  );
  const [action, ...extra] = positionals;
  if (values.help || action === 'help') return { help: true };
  if ((action !== 'status' && action !== 'clear') || extra.length > 0)
    throw new UsageError(
      `the action must be status or clear (got ${action === undefined ? 'nothing' : `"${positionals.join(' ')}"`})`,
    );
  return { action, help: false };
}

function clear(io: CommandIo): number {
  const dir = indexDir(io.env);
  const removed = clearIndexFiles(dir);
  io.stdout.write(
    removed === 0
      ? `no card index in ${dir}\n`
      : `removed ${removed} card index file${removed === 1 ? '' : 's'} from ${dir}\n`,
  );
  return 0;
}

function status(io: CommandIo): number {
  const dir = indexDir(io.env);
  const files = listIndexFiles(dir);
  if (files.length === 0) {
    io.stdout.write(`no card index in ${dir}\n`);
    return 0;
  }
  const now = io.now();
  for (const file of files) io.stdout.write(describe(describeIndexFile(file), now));
  return 0;
}

export async function runIndexCommand(argv: string[], given: Partial<CommandIo> = {}): Promise<number> {
  const io = commandIo(given);
  return runCommand('index', io, () => {
    const { action, help } = parse(argv);
    if (help) {
      io.stdout.write(HELP);
      return 0;
    }
    return action === 'clear' ? clear(io) : status(io);
  });
}
