// `sandbox --database-url … --pool 3`: three serving processes behind one address, one connection each, seeded
// once; a write through one is read back through the others; a member killed with SIGKILL is replaced while the
// others go on answering; SIGTERM stops every member and the primary exits 0, leaving no connection behind.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { openPostgres, type PostgresDatabase } from '../../../src/sandbox/core/pg-database.js';
import { call, waitFor } from '../../support/http-call.js';
import { usePostgresServer } from '../../support/postgres-file.js';
import { startSandboxChild } from '../../support/sandbox-child.js';

const server = usePostgresServer();

/** The processes `pid` started (Linux keeps them in /proc). */
function childrenOf(pid: number): number[] {
  const text = readFileSync(`/proc/${pid}/task/${pid}/children`, 'utf8').trim();
  return text === '' ? [] : text.split(/\s+/).map(Number);
}

function alive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

function connectionsTo(admin: PostgresDatabase, database: string): number {
  const sql =
    "SELECT count(*) AS n FROM pg_stat_activity WHERE datname = ? AND backend_type = 'client backend'";
  return Number((admin.prepare(sql).get(database) as { n: number | string }).n);
}

describe('sandbox --pool', () => {
  it('serves one state from three processes, replaces a killed one, and stops them all on SIGTERM', async () => {
    const url = server.database();
    const name = new URL(url).pathname.slice(1);
    const admin = openPostgres(server.url());
    const connections = (): number => connectionsTo(admin, name);
    const child = startSandboxChild([
      ...['--json', '--port', '0', '--database-url', url, '--pool', '3'],
      ...['--seed', 'demo', '--provisioning-delay-ms', '0'],
    ]);
    try {
      const { baseUrl, merchants } = await child.announced;
      const said = /3 serving processes on one address \(pids (\d+), (\d+), (\d+)\)/.exec(child.stderr());
      const members = said!.slice(1).map(Number);
      // Started by the primary (from sources, tsx's compiler is one more child).
      expect(childrenOf(child.process.pid!)).toEqual(expect.arrayContaining(members));
      await waitFor(() => connections() === 3);

      const { orgId, apiKey } = merchants[0]!;
      const headers = { authorization: `Bearer ${apiKey}`, connection: 'close' };
      // Seeded once: three processes seeding would give every wallet name three times.
      const listed = await call(baseUrl, 'GET', `/api/v2/organizations/${orgId}/wallets?quantity=500`, {
        headers,
      });
      const names = (listed.json?.data as Array<{ name: string }>).map((w) => w.name);
      expect(names.length).toBeGreaterThan(1);
      expect(new Set(names).size).toBe(names.length);

      const created = await call(baseUrl, 'POST', `/api/v2/organizations/${orgId}/wallets`, {
        headers,
        body: { name: 'Pool', providerId: 'sandbox-visa-us' },
      });
      expect(created.status, created.text).toBe(201);
      const wallet = (created.json?.data as { id: string }).id;
      // Each request on a new connection, handed to the members in turn: every read sees every write before it.
      const balance = async (): Promise<string> =>
        (
          (await call(baseUrl, 'GET', `/api/v2/organizations/${orgId}/wallets/${wallet}`, { headers })).json
            ?.data as { balance: string }
        ).balance;
      const after = ['10.01', '20.02', '30.03', '40.04', '50.05', '60.06'];
      for (const [i, expected] of after.entries()) {
        const payin = await call(baseUrl, 'POST', `/api/v2/sandbox/accounts/${wallet}/payin`, {
          headers: { ...headers, 'idempotency-key': `pool-payin-${i + 1}` },
          body: { amount: '10.01' },
        });
        expect(payin.status, payin.text).toBe(200);
        for (let read = 0; read < 3; read++) expect(await balance()).toBe(expected);
      }

      // A member killed outright: the others answer, and another takes its place.
      const victim = members[1]!;
      process.kill(victim, 'SIGKILL');
      await waitFor(() => !alive(victim));
      for (let read = 0; read < 6; read++) expect(await balance()).toBe('60.06');
      const started = await waitFor(() => /serving process (\d+) started/.exec(child.stderr())?.[1]);
      expect(child.stderr()).toContain(`serving process ${victim} stopped (killed by SIGKILL)`);
      const replaced = [...members.filter((pid) => pid !== victim), Number(started)];
      expect(childrenOf(child.process.pid!)).toEqual(expect.arrayContaining(replaced));
      await waitFor(() => connections() === 3);
      expect(await balance()).toBe('60.06');

      child.process.kill('SIGTERM');
      expect(await child.exited).toBe(0);
      for (const pid of replaced) expect(alive(pid)).toBe(false);
      await waitFor(() => connections() === 0);
    } finally {
      if (child.process.exitCode === null) child.process.kill('SIGKILL');
      admin.close();
    }
  }, 120_000);

  it('stops its members when the primary is killed outright', async () => {
    const url = server.database();
    const name = new URL(url).pathname.slice(1);
    const admin = openPostgres(server.url());
    const child = startSandboxChild([
      ...['--json', '--port', '0', '--database-url', url, '--pool', '2'],
      ...['--seed', 'none', '--provisioning-delay-ms', '0'],
    ]);
    try {
      await child.announced;
      const members = /pids (\d+), (\d+)\)/.exec(child.stderr())!.slice(1).map(Number);
      child.process.kill('SIGKILL');
      await child.exited;
      await waitFor(() => members.every((pid) => !alive(pid)));
      await waitFor(() => connectionsTo(admin, name) === 0);
    } finally {
      admin.close();
    }
  }, 60_000);
});
