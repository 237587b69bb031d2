// `card-console audit [--json] [--limit N] [--utc]`: prints the audit trail, newest last. --json prints
// the file's lines as they are (times in ISO 8601 UTC, as written); the default is a table fit for a
// terminal, times in the display zone with the zone named (text sanitised: the file is ours, but a
// value in it may have come from a server).
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { readAuditFile, type AuditEntry } from '../../actions/index.js';
import {
  displayAmount,
  formatTime,
  parseMoneyString,
  safeJsonLine,
  sanitizeText,
  type DisplayZone,
} from '../../domain/index.js';
import { commandIo, runCommand, UsageError, usageOf, type CommandIo } from '../command.js';
import { commandZone, UTC_HELP, UTC_OPTION } from '../display-zone.js';
import { stateDir } from '../paths.js';
import { runAuditExport } from './export.js';

const HELP = `Usage: card-console audit [--json] [--limit N] [--file PATH] [--utc]
       card-console audit export --fixture FILE [--profile NAME] [--since ISO] (see audit export --help)

Prints the audit trail of changing actions (default file: $XDG_STATE_HOME/card-console/audit.jsonl).

  --json        the raw JSON lines (times in ISO 8601, as written)
  --limit N     only the last N entries
  --file PATH   another audit file
  --utc         ${UTC_HELP}
`;

/** An amount in the one money format ("12,345.67"); what is not an amount, as written. */
function amountText(amount: string): string {
  const parsed = parseMoneyString(amount);
  return parsed.ok ? displayAmount(parsed.value) : amount;
}

/** What the entry touched by the name it recorded and its id's first 8 characters; with no name, the whole id. */
function targetText(e: AuditEntry): string {
  const t = e.targets ?? {};
  const named = (name: string | undefined, id: string | undefined) =>
    name && id ? `${name} ${id.slice(0, 8)}` : id;
  if (t.cardId) return named(e.names?.card, t.cardId) ?? '';
  if (t.accountId) return named(e.names?.wallet, t.accountId) ?? '';
  return t.cardOwnerId ?? '';
}

/** "2026-01-01 19:04:05 PST": 29 wide holds the longest zone name (UTC+05:45). */
const TIME_WIDTH = 29;

const columns = (zone: DisplayZone): { title: string; width: number; value: (e: AuditEntry) => string }[] => [
  { title: 'TIME', width: TIME_WIDTH, value: (e) => formatTime(e.time, zone, 'stamp') },
  { title: 'PROFILE', width: 12, value: (e) => e.profile },
  { title: 'ACTION', width: 16, value: (e) => e.action },
  { title: 'TARGET', width: 36, value: targetText },
  {
    title: 'AMOUNT',
    width: 18,
    value: (e) => (e.amount ? `${amountText(e.amount)}${e.currency ? ` ${e.currency}` : ''}` : ''),
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
        ...UTC_OPTION,
      },
    }),
  );
  if (values.limit !== undefined && !/^\d+$/.test(values.limit))
    throw new UsageError('--limit must be a whole number');
  return values;
}

/** The table's zone (the config file may name it); --json keeps the times as written. */
const tableZone = (values: ReturnType<typeof parse>, io: CommandIo): DisplayZone | undefined =>
  values.json ? undefined : commandZone(io.env, values.utc === true);

function print(values: ReturnType<typeof parse>, io: CommandIo): number {
  const zone = tableZone(values, io);
  const path = values.file ?? join(stateDir(io.env), 'audit.jsonl');
  const read = readAuditFile(path);
  const limit = values.limit === undefined ? read.entries.length : Number(values.limit);
  const from = Math.max(0, read.entries.length - limit);
  if (!zone) {
    for (const line of read.lines.slice(from)) io.stdout.write(`${safeJsonLine(line)}\n`);
  } else if (read.entries.length === 0) {
    io.stdout.write(`no audit entries in ${path}\n`);
  } else {
    const table = columns(zone);
    io.stdout.write(row(table.map((c) => cell(c.title, c.width))));
    for (const entry of read.entries.slice(from))
      io.stdout.write(row(table.map((c) => cell(c.value(entry), c.width))));
  }
  if (read.unreadable > 0)
    io.stderr.write(`card-console audit: ${read.unreadable} unreadable line(s) skipped\n`);
  return 0;
}

export async function runAuditCommand(argv: string[], given: Partial<CommandIo> = {}): Promise<number> {
  const io = commandIo(given);
  return runCommand('audit', io, () => {
    if (argv[0] === 'export') return runAuditExport(argv.slice(1), io);
    const values = parse(argv);
    if (!values.help) return print(values, io);
    io.stdout.write(HELP);
    return 0;
  });
}
