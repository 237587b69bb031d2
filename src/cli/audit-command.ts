// `card-console audit [--json] [--limit N]`: prints the audit trail, newest last. --json prints the
// file's lines as they are; the default is a table fit for a terminal (text sanitised: the file
// is ours, but a value in it may have come from a server).
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { readAuditFile, type AuditEntry } from '../actions/index.js';
import { safeJsonLine, sanitizeText } from '../domain/index.js';
import { commandIo, runCommand, UsageError, usageOf, type CommandIo } from './command.js';
import { stateDir } from './paths.js';

const HELP = `Usage: card-console audit [--json] [--limit N] [--file PATH]

Prints the audit trail of changing actions (default file: $XDG_STATE_HOME/card-console/audit.jsonl).

  --json        the raw JSON lines
  --limit N     only the last N entries
  --file PATH   another audit file
`;

const COLUMNS: { title: string; width: number; value: (e: AuditEntry) => string }[] = [
  { title: 'TIME', width: 24, value: (e) => e.time },
  { title: 'PROFILE', width: 12, value: (e) => e.profile },
  { title: 'ACTION', width: 16, value: (e) => e.action },
  {
    title: 'TARGET',
    width: 36,
    value: (e) => e.targets?.cardId ?? e.targets?.accountId ?? e.targets?.cardOwnerId ?? '',
  },
  {
    title: 'AMOUNT',
    width: 14,
    value: (e) => (e.amount ? `${e.amount}${e.currency ? ` ${e.currency}` : ''}` : ''),
  },
  { title: 'OUTCOME', width: 11, value: (e) => e.outcome },
  { title: 'DETAIL', width: 0, value: (e) => [e.errorCode, e.host].filter(Boolean).join(' ') },
];

const cell = (text: unknown, width: number): string => {
  const clean = sanitizeText(typeof text === 'string' ? text : String(text ?? ''));
  if (width === 0) return clean;
  return clean.length > width ? `${clean.slice(0, width - 1)}…` : clean.padEnd(width);
};

const row = (values: string[]): string => `${values.join(' ').trimEnd()}\n`;

function parse(argv: string[]) {
  const { values } = usageOf(() =>
    parseArgs({
      args: argv,
      strict: true,
      allowPositionals: false,
      options: {
        json: { type: 'boolean' },
        limit: { type: 'string' },
        file: { type: 'string' },
        help: { type: 'boolean', short: 'h' },
      },
    }),
  );
  if (values.limit !== undefined && !/^\d+$/.test(values.limit))
    throw new UsageError('--limit must be a whole number');
  return values;
}

function print(values: ReturnType<typeof parse>, io: CommandIo): number {
  const path = values.file ?? join(stateDir(io.env), 'audit.jsonl');
  const read = readAuditFile(path);
  const limit = values.limit === undefined ? read.entries.length : Number(values.limit);
  const from = Math.max(0, read.entries.length - limit);
  if (values.json) {
    for (const line of read.lines.slice(from)) io.stdout.write(`${safeJsonLine(line)}\n`);
  } else if (read.entries.length === 0) {
    io.stdout.write(`no audit entries in ${path}\n`);
  } else {
    io.stdout.write(row(COLUMNS.map((c) => cell(c.title, c.width))));
    for (const entry of read.entries.slice(from))
      io.stdout.write(row(COLUMNS.map((c) => cell(c.value(entry), c.width))));
  }
  if (read.unreadable > 0)
    io.stderr.write(`card-console audit: ${read.unreadable} unreadable line(s) skipped\n`);
  return 0;
}

export async function runAuditCommand(argv: string[], given: Partial<CommandIo> = {}): Promise<number> {
  const io = commandIo(given);
  return runCommand('audit', io, () => {
    const values = parse(argv);
    if (!values.help) return print(values, io);
    io.stdout.write(HELP);
    return 0;
  });
}
