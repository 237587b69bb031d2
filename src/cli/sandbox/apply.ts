// `card-console sandbox apply FILE [--param k=v]`: applies a scenario fixture to a running sandbox through
// POST /api/v2/sandbox/fixtures (connection flags and profiles as the other scripted commands). Exit 0 when
// every step is applied (a second apply reads them back), 1 when a step failed or the fixture was refused
// (which step, which request, the answer), 2 for a usage error (no file, bad JSON, a --param without =).
import { readFileSync } from 'node:fs';
import { parseArgs } from 'node:util';
import { ApiError, BusinessError, ValidationError, type Credentials } from '../../api/index.js';
import type { FixtureApplied } from '../../contract/fixtures.js';
import { sanitizeText } from '../../domain/index.js';
import { UsageError, usageOf, type CommandIo } from '../command.js';
import { CONNECTION_HELP, CONNECTION_OPTIONS, connectionArgs, withRemote } from '../script-connection.js';
import { clientFor } from '../settings.js';

export const SANDBOX_APPLY_HELP = `Usage: card-console sandbox apply FILE [--param NAME=VALUE]... [--json] [connection]

Applies a scenario fixture (a JSON file: name, parameters with defaults, steps) to a running sandbox, as
the merchant of the credentials. Each step is applied once per merchant, fixture name and parameter
values: applying again changes nothing and still succeeds. A failed step is named with its request and
the answer; the steps before it stay applied, and applying again continues from it. See docs/sandbox.md.

Options:
  --param NAME=VALUE   a parameter's value instead of the fixture's default (repeatable)
  --json               print the applied steps as one JSON line
  -h, --help           show this help

Connection: ${CONNECTION_HELP}
`;

const TIMEOUT_MS = 10 * 60 * 1000;

/** A fixture file as JSON; its shape is checked by the sandbox (422 naming the field). */
export function readFixtureFile(path: string): unknown {
  let text: string;
  try {
    text = readFileSync(path, 'utf8');
  } catch (error) {
    throw new UsageError(
      `cannot read the fixture ${path}: ${(error as NodeJS.ErrnoException).code ?? 'error'}`,
    );
  }
  try {
    return JSON.parse(text) as unknown;
  } catch (error) {
    throw new UsageError(`the fixture ${path} is not JSON: ${(error as Error).message}`);
  }
}

export function parseParams(raw: readonly string[]): Record<string, string> {
  const params: Record<string, string> = {};
  for (const pair of raw) {
    const at = pair.indexOf('=');
    if (at <= 0) throw new UsageError(`--param takes NAME=VALUE (got "${pair}")`);
    params[pair.slice(0, at)] = pair.slice(at + 1);
  }
  return params;
}

/** Applies the fixture; the outcome as lines for stderr when it was refused or a step failed. */
export async function applyFixtureAt(
  baseUrl: string,
  credentials: Credentials,
  fixture: unknown,
  parameters: Record<string, string>,
): Promise<{ applied: FixtureApplied } | { refused: string }> {
  const client = clientFor(
    { baseUrl, credentials },
    {
      timeouts: { headersMs: TIMEOUT_MS, bodyMs: TIMEOUT_MS, totalMs: TIMEOUT_MS },
    },
  );
  try {
    // The sandbox checks the fixture's shape: its 422 names the field.
    const body = { fixture, parameters } as Parameters<typeof client.call<'sandboxApplyFixture'>>[1]['body'];
    return { applied: await client.call('sandboxApplyFixture', { body }) };
  } catch (error) {
    if (error instanceof ValidationError)
      return {
        refused: [
          'the fixture was refused, nothing applied:',
          ...error.fields.map((f) => `  ${f.field}: ${f.msg}`),
        ].join('\n'),
      };
    if (error instanceof BusinessError) return { refused: error.serverMessage };
    if (error instanceof ApiError) return { refused: error.message };
    throw error;
  } finally {
    await client.close();
  }
}

export function appliedText(applied: FixtureApplied): string {
  const lines = applied.steps.map(
    (s) =>
      `  ${s.index + 1}. ${s.name ?? '-'}  ${s.request}  ${s.status}${s.replayed ? '  (applied before: read back)' : ''}`,
  );
  return [`fixture ${applied.fixture}: ${applied.steps.length} step(s) applied`, ...lines, ''].join('\n');
}

export async function runSandboxApply(argv: string[], io: CommandIo): Promise<number> {
  const { values, positionals } = usageOf(() =>
    parseArgs({
      args: argv,
      strict: true,
      allowPositionals: true,
      options: {
        ...CONNECTION_OPTIONS,
        param: { type: 'string', multiple: true },
        json: { type: 'boolean' },
        help: { type: 'boolean', short: 'h' },
      },
    }),
  );
  if (values.help) {
    io.stdout.write(SANDBOX_APPLY_HELP);
    return 0;
  }
  if (positionals.length !== 1) throw new UsageError('name one fixture file');
  const parameters = parseParams(values.param ?? []);
  const fixture = readFixtureFile(positionals[0]!);
  return withRemote(connectionArgs(values), io, 'card-console sandbox apply', async (conn) => {
    const outcome = await applyFixtureAt(conn.baseUrl, conn.credentials, fixture, parameters);
    if ('refused' in outcome) {
      io.stderr.write(
        `card-console sandbox apply: ${sanitizeText(outcome.refused, { allowNewline: true })}\n`,
      );
      return 1;
    }
    io.stdout.write(values.json ? `${JSON.stringify(outcome.applied)}\n` : appliedText(outcome.applied));
    return 0;
  });
}
