// What `card-console sandbox` says once it serves: the fixture applied first (when given), then on stdout the one
// JSON line for scripts or the summary for a person, the same for one process or a pool.
import type { MerchantCredentials } from '../../sandbox/core-types.js';
import type { SandboxStartOptions } from '../../sandbox/index.js';
import type { CommandIo } from '../command.js';
import { databaseLabel } from './database-url.js';
import type { StartedSandbox } from './pool.js';

export function humanSummary(baseUrl: string, db: string, merchants: MerchantCredentials[]): string {
  const lines = [
    `card-console sandbox listening on ${baseUrl}`,
    `  database:  ${databaseLabel(db)}`,
    `  OpenAPI:   ${baseUrl}/api/openapi.json`,
    `  docs:      ${baseUrl}/api/docs`,
    '',
  ];
  for (const m of merchants) {
    lines.push(
      `Merchant ${m.name} (organization ${m.orgId})`,
      `  account family   X-API-Token: ${m.apiToken}`,
      `    read-only      X-API-Token: ${m.readOnlyApiToken}`,
      `  org family       Authorization: Bearer ${m.apiKey}`,
      `    read-only      Authorization: Bearer ${m.readOnlyApiKey}`,
      `  portal login     ${m.email} / ${m.password}`,
      '',
    );
  }
  lines.push('Press Ctrl+C to stop.', '');
  return lines.join('\n');
}

/** Says the sandbox serves (stdout: the JSON line or the summary), after applying the fixture; false if it failed. */
export async function announceStarted(
  parsed: { json: boolean; fixtures?: string | undefined },
  start: SandboxStartOptions,
  started: StartedSandbox,
  io: CommandIo,
  began: number,
): Promise<boolean> {
  if (start.scale)
    io.stderr.write(`card-console sandbox: ready after ${((io.now() - began) / 1000).toFixed(1)} s\n`);
  const { perMinute, replaced } = started.traffic;
  if (replaced !== undefined)
    io.stderr.write(
      `card-console sandbox: simulated traffic is now ${perMinute} a minute in total for every process on this database (it was ${replaced})\n`,
    );
  if (parsed.fixtures !== undefined && !(await applyAtStart(parsed.fixtures, started, io))) return false;
  if (parsed.json)
    io.stdout.write(`${JSON.stringify({ baseUrl: started.baseUrl, merchants: started.merchants })}\n`);
  else io.stdout.write(humanSummary(started.baseUrl, start.db, started.merchants));
  io.onListening?.({ url: started.baseUrl, port: Number(new URL(started.baseUrl).port) });
  return true;
}

/** The fixture applied as the first merchant through the sandbox's own route; false when it failed. */
async function applyAtStart(file: string, sandbox: StartedSandbox, io: CommandIo): Promise<boolean> {
  const { applyFixtureAt, readFixtureFile } = await import('./apply.js');
  const merchant = sandbox.merchants[0];
  const outcome = merchant
    ? await applyFixtureAt(sandbox.baseUrl, merchant, readFixtureFile(file), {})
    : { refused: 'the sandbox has no merchant' };
  if ('refused' in outcome) {
    io.stderr.write(`card-console sandbox: the fixture ${file} was not applied: ${outcome.refused}\n`);
    return false;
  }
  const sent = outcome.applied.steps.filter((s) => !s.replayed).length;
  io.stderr.write(
    `card-console sandbox: fixture ${outcome.applied.fixture} applied (${sent} of ${outcome.applied.steps.length} step(s) sent now)\n`,
  );
  return true;
}
