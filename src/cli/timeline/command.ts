// `card-console timeline <last4|first6…last4|id>`: a card's timeline for scripts and tickets. Text by
// default, one JSON object per row (--json), or the ticket block (--md). The card is found through the card
// index when it holds every card, else the service; no card is exit 1, several matching a last4 exit 2 listing them.
import { parseArgs } from 'node:util';
import {
  explainOperation,
  openTimeline,
  readNextPage,
  stepWords,
  timelineRows,
  type Explanation,
  type TimelineData,
  type TimelineRow,
} from '../../actions/index.js';
import {
  BOUND_FORMS,
  formatTime,
  isoInZone,
  parseCardQuery,
  parseDateBound,
  sanitizeText,
  utcZone,
  type DisplayZone,
} from '../../domain/index.js';
import { cardFromRow, type IndexRow } from '../../sync/card-index/index.js';
import { whatText, sourcesText } from '../../tui/views/timeline/present.js';
import { ticketMarkdown } from '../../tui/views/timeline/ticket.js';
import {
  connectionArgs,
  CONNECTION_HELP,
  CONNECTION_OPTIONS,
  contextFor,
  withRemote,
  type Remote,
} from '../script-connection.js';
import { apiSource, indexSource } from '../cards/list-source.js';
import { dashValues, runScripted, UsageError, usageOf, type CommandIo } from '../command.js';
import { commandZone, UTC_HELP, UTC_OPTION } from '../display-zone.js';

const HELP = `Usage: card-console timeline <last4 | first6...last4 | id> [--json | --md] [--since TIME] [--limit N]

A card's story, newest first: its operations (declines with their reason explained and the next step), its
state changes (card_state events of the delivery history) and this console's own changes (the audit trail),
each row naming its source. What could not be read is said on stderr; nothing is guessed.

  --json         one JSON object per row: at (ISO 8601 with offset), kind, source, the operation or change;
                 declines add declineReason, explanation and nextStep
  --md           the ticket block (Markdown): masked number, state, the newest decline explained, the rows
  --since TIME   only operations from TIME: a day or YYYY-MM-DDTHH:MM in the display zone, an ISO 8601
                 time with its offset, now, or back from now (-30m, -1h, -2d)
  --limit N      at most N rows (default 50, at most 10000)
  --utc          ${UTC_HELP}

Connection: ${CONNECTION_HELP}

Exit status: 0 printed, 1 no such card or the service could not be read, 2 a usage error or several cards match.
`;

const MAX_LIMIT = 10_000;

interface Args {
  readonly query: string;
  readonly format: 'text' | 'json' | 'md';
  readonly since?: string;
  readonly limit: number;
  readonly utc: boolean;
}

/** The form is checked here; the instant is read in the display zone (and from the clock) when it runs. */
function sinceOf(text: string | undefined): string | undefined {
  if (text === undefined) return undefined;
  if (parseDateBound(text, false, utcZone(), 0) === null)
    throw new UsageError(`--since: "${sanitizeText(text)}" is not a time (use ${BOUND_FORMS})`);
  return text;
}

function limitOf(text: string | undefined): number {
  if (text === undefined) return 50;
  const n = /^\d+$/.test(text) ? Number(text) : NaN;
  if (!Number.isInteger(n) || n < 1 || n > MAX_LIMIT)
    throw new UsageError(`--limit: must be a positive whole number, at most ${MAX_LIMIT} (got "${text}")`);
  return n;
}

function parse(argv: string[]): (Args & ReturnType<typeof connectionArgs>) | 'help' {
  const { values, positionals } = usageOf(() =>
    parseArgs({
      args: dashValues(argv, ['limit', 'since']),
      strict: true,
      allowPositionals: true,
      options: {
        ...CONNECTION_OPTIONS,
        ...UTC_OPTION,
        json: { type: 'boolean' },
        md: { type: 'boolean' },
        since: { type: 'string' },
        limit: { type: 'string' },
        help: { type: 'boolean', short: 'h' },
      },
    }),
  );
  if (values.help) return 'help';
  if (positionals.length !== 1)
    throw new UsageError('name one card: its last 4 digits, first6...last4, or its id');
  if (values.json && values.md) throw new UsageError('--json and --md: choose one');
  const query = positionals[0]!;
  if (!parseCardQuery(query))
    throw new UsageError(`"${sanitizeText(query)}": give the last 4 digits, first6...last4, or the card id`);
  const since = sinceOf(values.since);
  return {
    ...connectionArgs(values),
    query,
    format: values.json ? 'json' : values.md ? 'md' : 'text',
    ...(since ? { since } : {}),
    limit: limitOf(values.limit),
    utc: values.utc ?? false,
  };
}

function matches(row: IndexRow, query: string): boolean {
  const q = parseCardQuery(query);
  if (!q) return false;
  if (q.kind === 'id') return row.id === q.id || row.id.startsWith(q.id);
  if (row.last4 !== q.last4) return false;
  // A masked number that shows fewer than 6 leading digits cannot refuse a first6: the last4 decides.
  return q.kind === 'last4' || row.first6 === undefined || row.first6 === q.first6;
}

/** The cards the query names, through the index when it holds every card, else the service. */
async function findCards(
  io: CommandIo,
  conn: Parameters<typeof contextFor>[0],
  client: Parameters<typeof apiSource>[0],
  query: string,
) {
  const source = indexSource(conn, io.env) ?? apiSource(client);
  const q = parseCardQuery(query);
  const found: IndexRow[] = [];
  for await (const row of source.cards(q && q.kind !== 'id' ? { last4: q.last4 } : {})) {
    if (matches(row, query)) found.push(row);
  }
  return found;
}

interface Printed {
  readonly row: TimelineRow;
  readonly explanation?: Explanation;
}

function jsonOf(p: Printed, zone: DisplayZone): Record<string, unknown> {
  const { row } = p;
  const base = { at: isoInZone(row.atMs, zone), kind: row.kind, source: row.sources };
  switch (row.kind) {
    case 'operation': {
      const { raw: _raw, ...operation } = row.operation;
      const explained = p.explanation
        ? {
            declineReason: p.explanation.reason,
            explanation: { why: p.explanation.why, facts: p.explanation.facts },
            nextStep: p.explanation.nextStep,
          }
        : {};
      const delivery = row.delivery ? { delivery: row.delivery } : {};
      return { ...base, operation, ...(row.by ? { by: row.by } : {}), ...delivery, ...explained };
    }
    case 'state':
      return {
        ...base,
        change: row.change,
        ...(row.by ? { by: row.by } : {}),
        ...(row.eventId ? { eventId: row.eventId } : {}),
        ...(row.delivery ? { delivery: row.delivery } : {}),
      };
    case 'edit':
      return {
        ...base,
        changes: row.changes,
        ...(row.currency ? { currency: row.currency } : {}),
        ...(row.by ? { by: row.by } : {}),
      };
    case 'action':
      return {
        ...base,
        action: row.action,
        outcome: row.outcome,
        by: row.by,
        ...(row.message ? { message: row.message } : {}),
      };
    case 'delivery':
      return { ...base, eventId: row.eventId, delivery: row.delivery };
  }
}

function textOf(p: Printed, zone: DisplayZone): string {
  const head = `${formatTime(p.row.atMs, zone, 'second')}  ${whatText(p.row, zone)}  [${sourcesText(p.row.sources)}]\n`;
  const e = p.explanation;
  if (!e) return head;
  return `${head}    why: ${e.why}\n${e.facts.map((f) => `      ${f}\n`).join('')}    next: ${e.nextStep.text}\n`;
}

/** Pages until `limit` rows or the end, then the rows with their declines explained. */
async function collect(
  ctx: ReturnType<typeof contextFor>,
  data: TimelineData,
  limit: number,
  zone: DisplayZone,
) {
  let read = data;
  while (read.nextPage !== null && timelineRows(read, []).length < limit)
    read = await readNextPage(ctx, read);
  const rows = timelineRows(read, []).slice(0, limit);
  const printed: Printed[] = [];
  for (const row of rows) {
    const declined = row.kind === 'operation' && row.operation.status === 'declined';
    const explained = declined ? await explainOperation(ctx, read, rows, row.operation, zone) : undefined;
    // A script's output names no console key: the next step in words (JSON keeps the key as a field).
    const explanation = explained && {
      ...explained,
      nextStep: { ...explained.nextStep, text: stepWords(explained.nextStep) },
    };
    printed.push({ row, ...(explanation ? { explanation } : {}) });
  }
  return { read, printed };
}

function run(io: CommandIo, args: Args & ReturnType<typeof connectionArgs>): Promise<number> {
  return withRemote(args, io, 'timeline', (conn) => runOn(conn, io, args));
}

async function runOn(
  conn: Remote,
  io: CommandIo,
  args: Args & ReturnType<typeof connectionArgs>,
): Promise<number> {
  const zone = commandZone(io.env, args.utc);
  const ctx = contextFor(conn, io.env);
  try {
    const found = await findCards(io, conn, ctx.client, args.query);
    if (found.length !== 1) {
      const list = found.map(
        (r) => `  ${r.id}  ${sanitizeText(r.masked)}  ${sanitizeText(r.name)}  ${r.status}\n`,
      );
      io.stderr.write(
        found.length === 0
          ? `card-console timeline: no card matches ${sanitizeText(args.query)}\n`
          : `card-console timeline: ${found.length} cards match ${sanitizeText(args.query)}; name one by its id:\n${list.join('')}`,
      );
      // No such card: 1, as for anything the service does not have; several: 2, a query to narrow.
      return found.length === 0 ? 1 : 2;
    }
    const data = await openTimeline(ctx, cardFromRow(found[0]!), {
      ...(args.since ? { since: parseDateBound(args.since, false, zone, Date.now()) ?? args.since } : {}),
    });
    for (const gap of data.gaps)
      io.stderr.write(`card-console timeline: could not read ${sanitizeText(gap.reason)}\n`);
    const { read, printed } = await collect(ctx, data, args.limit, zone);
    if (args.format === 'md') {
      const decline = printed.find((p) => p.explanation);
      const text = ticketMarkdown({
        data: read,
        rows: printed.map((p) => p.row),
        ...(decline ? { decline } : {}),
        profile: conn.profile,
        nowMs: io.now(),
        zone,
        rowCount: args.limit,
      });
      io.stdout.write(text);
    } else {
      for (const p of printed)
        io.stdout.write(args.format === 'json' ? `${JSON.stringify(jsonOf(p, zone))}\n` : textOf(p, zone));
    }
    return 0;
  } finally {
    await ctx.client.close();
  }
}

export function runTimelineCommand(argv: string[], given: Partial<CommandIo> = {}): Promise<number> {
  return runScripted('timeline', { help: HELP, parse, run }, argv, given);
}
