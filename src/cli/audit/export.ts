// `card-console audit export --fixture FILE [--profile NAME] [--since ISO] [--until ISO] [--file PATH]`: one
// profile's changes from the audit trail as a scenario fixture that `card-console sandbox apply` replays (see
// docs/sandbox.md). The file is written 0600 (it names the merchant's ids); what could not be exported is said on
// stderr by action.
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { auditFixture, readAuditFile, type AuditEntry } from '../../actions/index.js';
import { sanitizeText } from '../../domain/index.js';
import { UsageError, usageOf, type CommandIo } from '../command.js';
import { stateDir } from '../paths.js';

export const AUDIT_EXPORT_HELP = `Usage: card-console audit export --fixture FILE [--profile NAME] [--since ISO] [--until ISO] [--file PATH]

Writes one profile's changes from the audit trail as a scenario fixture (JSON) that
card-console sandbox apply FILE replays, in the order they were done. The ids the changes name become
parameters (wallet_1, card_1, …) whose defaults are those ids: apply it as it is to the same merchant, or
to a fresh one with --param card_1=ID. Exported: card suspend, resume, terminate, fund and defund (single
or bulk), wallet activate and deactivate, transfers and sandbox clock changes. Left out and counted on
stderr: failed changes, and those the trail cannot send again (an issue's or a cardholder's details, a
webhook's secret are never written to it).

  --fixture FILE   where to write the fixture (0600)
  --profile NAME   the profile whose changes to export (needed when the trail holds several)
  --since ISO      only changes at or after this instant; --until ISO: before it
  --file PATH      another audit file (default $XDG_STATE_HOME/card-console/audit.jsonl)

Exit status: 0 written, 1 nothing to export, 2 a usage error.
`;

function instant(flag: string, value: string | undefined): number | undefined {
  if (value === undefined) return undefined;
  const at = Date.parse(value);
  if (!/^\d{4}-\d{2}-\d{2}/.test(value) || Number.isNaN(at))
    throw new UsageError(`--${flag} needs an ISO 8601 instant such as 2026-06-01T00:00:00Z (got "${value}")`);
  return at;
}

/** The one profile's entries in the span; several profiles without --profile is a usage error naming them. */
function chosen(entries: readonly AuditEntry[], profile: string | undefined, since?: number, until?: number) {
  const inSpan = entries.filter((e) => {
    const at = Date.parse(e.time);
    return (since === undefined || at >= since) && (until === undefined || at < until);
  });
  if (profile !== undefined) return inSpan.filter((e) => e.profile === profile);
  const profiles = [...new Set(inSpan.map((e) => e.profile))];
  if (profiles.length > 1)
    throw new UsageError(
      `the trail holds changes of several profiles (${profiles.join(', ')}): name one with --profile`,
    );
  return inSpan;
}

export function runAuditExport(argv: string[], io: CommandIo): number {
  const { values } = usageOf(() =>
    parseArgs({
      args: argv,
      strict: true,
      allowPositionals: false,
      options: {
        fixture: { type: 'string' },
        profile: { type: 'string' },
        since: { type: 'string' },
        until: { type: 'string' },
        file: { type: 'string' },
        help: { type: 'boolean', short: 'h' },
      },
    }),
  );
  if (values.help) {
    io.stdout.write(AUDIT_EXPORT_HELP);
    return 0;
  }
  if (values.fixture === undefined) throw new UsageError('name the fixture file to write: --fixture FILE');
  const since = instant('since', values.since);
  const until = instant('until', values.until);
  const path = values.file ?? join(stateDir(io.env), 'audit.jsonl');
  const entries = chosen(readAuditFile(path).entries, values.profile, since, until);
  const profile = values.profile ?? entries[0]?.profile ?? 'none';
  const stamp = (entries[0]?.time ?? '').replace(/[^0-9]/g, '').slice(0, 14);
  const name = `audit-${profile}-${stamp}`.replace(/[^A-Za-z0-9_.-]/g, '-').slice(0, 100);
  const { fixture, skipped } = auditFixture(entries, name);
  const left = Object.entries(skipped).map(([action, n]) => `${n} ${action}`);
  if (left.length > 0)
    io.stderr.write(`card-console audit export: left out ${sanitizeText(left.join(', '))}\n`);
  if (fixture.steps.length === 0) {
    io.stderr.write(`card-console audit export: no change to export in ${path}\n`);
    return 1;
  }
  writeFileSync(values.fixture, `${JSON.stringify(fixture, null, 2)}\n`, { mode: 0o600 });
  io.stdout.write(`fixture ${fixture.name}: ${fixture.steps.length} step(s) written to ${values.fixture}\n`);
  return 0;
}
