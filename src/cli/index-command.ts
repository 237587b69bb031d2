// `card-console index status|clear`: shows and removes the console's card index files.
import { parseArgs } from 'node:util';
import { sanitizeText } from '../domain/index.js';
import {
  clearIndexFiles,
  describeIndexFile,
  indexDir,
  listIndexFiles,
  type IndexFileInfo,
} from '../sync/card-index/index.js';

export interface IndexIo {
  stdout: { write(text: string): unknown };
  stderr: { write(text: string): unknown };
  env: Record<string, string | undefined>;
  now?: () => number;
}

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

export async function runIndexCommand(
  argv: string[],
  io: IndexIo = { stdout: process.stdout, stderr: process.stderr, env: process.env },
): Promise<number> {
  let positionals: string[];
  let help: boolean | undefined;
  try {
    ({
      positionals,
      values: { help },
    } = parseArgs({
      args: argv,
      strict: true,
      allowPositionals: true,
      options: { help: { type: 'boolean', short: 'h' } },
    }));
  } catch (error) {
    io.stderr.write(`card-console index: ${(error as Error).message}\nSee card-console index --help.\n`);
    return 2;
  }
  const [action, ...extra] = positionals;
  if (help || action === 'help') {
    io.stdout.write(HELP);
    return 0;
  }
  if ((action !== 'status' && action !== 'clear') || extra.length > 0) {
    io.stderr.write(
      `card-console index: the action must be status or clear (got ${action === undefined ? 'nothing' : `"${sanitizeText(positionals.join(' '))}"`})\nSee card-console index --help.\n`,
    );
    return 2;
  }
  const dir = indexDir(io.env);
  if (action === 'clear') {
    const removed = clearIndexFiles(dir);
    io.stdout.write(
      removed === 0
        ? `no card index in ${dir}\n`
        : `removed ${removed} card index file${removed === 1 ? '' : 's'} from ${dir}\n`,
    );
    return 0;
  }
  const files = listIndexFiles(dir);
  if (files.length === 0) {
    io.stdout.write(`no card index in ${dir}\n`);
    return 0;
  }
  const now = (io.now ?? Date.now)();
  for (const file of files) io.stdout.write(describe(describeIndexFile(file), now));
  return 0;
}
