// `card-console sandbox clock [show | advance DURATION | freeze INSTANT | run]`: the merchant's test clock of a
// running sandbox, with the connection flags and profiles of the other scripted commands. The merchant is the
// credential's. Text by default, one JSON object with --json.
import { parseArgs } from 'node:util';
import { changeSandboxClock } from '../../actions/index.js';
import { ApiError } from '../../api/index.js';
import { clientFor } from '../settings.js';
import { durationMs, isoDuration, type SandboxClock, type SandboxClockChange } from '../../contract/index.js';
import { sanitizeText } from '../../domain/index.js';
import { read, READS } from '../../reads/index.js';
import { UsageError, usageOf, type CommandIo } from '../command.js';
import {
  connectionArgs,
  CONNECTION_HELP,
  CONNECTION_OPTIONS,
  contextFor,
  withRemote,
  type Remote,
} from '../script-connection.js';

export const CLOCK_HELP = `Usage: card-console sandbox clock [show] [--json]
       card-console sandbox clock advance DURATION [--json]
       card-console sandbox clock freeze INSTANT [--json]
       card-console sandbox clock run [--json]

The test clock of the credential's merchant in a running sandbox: what its new objects, events, limit
windows, settlements, card expiry, provisioning and webhook retries read. Other merchants keep theirs.

  show               the merchant's present, whether it is frozen, how far from real time
  advance DURATION   move it forward: 1d, 2h, 30m, 45s, 1w, or ISO 8601 (P1D, PT2H30M); what fell due
                     meanwhile (settlements, expiries, provisioning) runs in the order it fell due
  freeze INSTANT     stop it at an ISO 8601 instant with its offset (not before its present)
  run                set a frozen clock running again from where it stands (it never goes back)
  --json             one JSON object: now, frozen, offsetMs (and previous, ran after a change)

A change (advance, freeze, run) is written to the audit trail as sandbox.clock, with the clock before →
after (card-console audit), like the console's other changes; --read-only refuses it.

Connection: ${CONNECTION_HELP}

Exit status: 0 done, 1 the sandbox refused or could not be reached, 2 a usage error.
`;

type Verb =
  { kind: 'show' } | { kind: 'advance'; by: string } | { kind: 'freeze'; at: string } | { kind: 'run' };

interface ClockArgs extends ReturnType<typeof connectionArgs> {
  readonly verb: Verb;
  readonly json: boolean;
}

function verbOf(positionals: string[]): Verb {
  const [name = 'show', value, ...rest] = positionals;
  if (rest.length > 0) throw new UsageError(`unexpected "${sanitizeText(rest.join(' '))}"`);
  const none = (): void => {
    if (value !== undefined) throw new UsageError(`${name} takes no value (got "${sanitizeText(value)}")`);
  };
  switch (name) {
    case 'show':
      none();
      return { kind: 'show' };
    case 'run':
      none();
      return { kind: 'run' };
    case 'advance': {
      const ms = value === undefined ? null : durationMs(value, { short: true });
      if (ms === null)
        throw new UsageError(
          `advance needs a positive duration: 1d, 2h, 30m, 45s, 1w or ISO 8601 such as P1D (got "${sanitizeText(value ?? '')}")`,
        );
      return { kind: 'advance', by: isoDuration(ms) };
    }
    case 'freeze': {
      const ok = value !== undefined && /^\d{4}-\d{2}-\d{2}T.*(Z|[+-]\d{2}:\d{2})$/.test(value);
      if (!ok || Number.isNaN(Date.parse(value)))
        throw new UsageError(
          `freeze needs an ISO 8601 instant with its offset, such as 2026-06-01T00:00:00Z (got "${sanitizeText(value ?? '')}")`,
        );
      return { kind: 'freeze', at: new Date(value).toISOString() };
    }
    default:
      throw new UsageError(`unknown clock verb "${sanitizeText(name)}": show, advance, freeze or run`);
  }
}

export function parseClockArgs(argv: string[]): ClockArgs | 'help' {
  const { values, positionals } = usageOf(() =>
    parseArgs({
      args: argv,
      strict: true,
      allowPositionals: true,
      options: { ...CONNECTION_OPTIONS, json: { type: 'boolean' }, help: { type: 'boolean', short: 'h' } },
    }),
  );
  if (values.help) return 'help';
  return { ...connectionArgs(values), verb: verbOf(positionals), json: values.json === true };
}

function textOf(clock: SandboxClock | SandboxClockChange): string {
  const lines = [`now      ${clock.now}`, `state    ${clock.frozen ? 'frozen' : 'running'}`];
  const ahead =
    Math.abs(clock.offsetMs) < 1000
      ? 'real time'
      : `${isoDuration(Math.abs(clock.offsetMs))} ${clock.offsetMs > 0 ? 'ahead of' : 'behind'} real time`;
  lines.push(`offset   ${ahead}`);
  if ('ran' in clock) {
    const ran = Object.entries(clock.ran)
      .map(([kind, n]) => `${n} ${kind}`)
      .join(', ');
    lines.push(`from     ${clock.previous}`, `ran      ${ran}`);
  }
  return `${lines.join('\n')}\n`;
}

async function runOn(conn: Remote, io: CommandIo, args: ClockArgs): Promise<number> {
  const { verb } = args;
  if (verb.kind === 'show') {
    const client = clientFor(conn);
    try {
      const answer = await read(client, READS.sandboxClock, undefined);
      io.stdout.write(args.json ? `${JSON.stringify(answer)}\n` : textOf(answer));
      return 0;
    } catch (error) {
      if (!(error instanceof ApiError)) throw error;
      io.stderr.write(`card-console sandbox clock: ${sanitizeText(error.message)}\n`);
      return 1;
    } finally {
      await client.close();
    }
  }
  // A change of the clock is a change like any other: guarded, sent once, and written to the audit trail.
  const ctx = contextFor(conn, io.env);
  try {
    const body =
      verb.kind === 'advance'
        ? { advanceBy: verb.by }
        : { frozenAt: verb.kind === 'freeze' ? verb.at : null };
    const result = await changeSandboxClock(ctx, body);
    if (!result.ok) {
      io.stderr.write(`card-console sandbox clock: ${sanitizeText(result.error.message)}\n`);
      return 1;
    }
    io.stdout.write(args.json ? `${JSON.stringify(result.value)}\n` : textOf(result.value));
    return 0;
  } finally {
    await ctx.client.close();
  }
}

export async function runSandboxClock(argv: string[], io: CommandIo): Promise<number> {
  const args = parseClockArgs(argv);
  if (args === 'help') {
    io.stdout.write(CLOCK_HELP);
    return 0;
  }
  if (args.flags.readOnly === true && args.verb.kind !== 'show')
    throw new UsageError('--read-only: only "show" reads; advance, freeze and run change the clock');
  return withRemote(args, io, 'sandbox clock', (conn) => runOn(conn, io, args));
}
