import { afterAll, describe, expect, it } from 'vitest';
import { createSandboxCore } from '../../../src/sandbox/core/index.js';
import { openPostgres } from '../../../src/sandbox/core/pg-database.js';
import { serveSandbox, type RunningSandbox } from '../../../src/sandbox/http/server.js';
import { usePostgresServer } from '../../support/postgres-file.js';

const server = usePostgresServer();
const running: RunningSandbox[] = [];

afterAll(async () => {
  for (const s of running) await s.close();
});

async function serve(db: string): Promise<RunningSandbox> {
  const core = createSandboxCore({ db, seed: 'none', provisioningDelayMs: 0, trafficPerMinute: 0 });
  const sandbox = await serveSandbox(core, { port: 0 });
  running.push(sandbox);
  return sandbox;
}

const get = async (base: string, path: string) => {
  const response = await fetch(`${base}${path}`);
  return { status: response.status, body: (await response.json()) as unknown };
};

describe('the probes', () => {
  it('answer without a credential on SQLite: up and ready', async () => {
    const sandbox = await serve(':memory:');
    expect(await get(sandbox.baseUrl, '/healthz')).toEqual({ status: 200, body: { status: 'ok' } });
    expect(await get(sandbox.baseUrl, '/readyz')).toEqual({
      status: 200,
      body: { status: 'ready', engine: 'sqlite' },
    });
  });

  it('on PostgreSQL: /readyz is 503 while the database is unreachable, /healthz stays 200, both recover', async () => {
    const url = server.database();
    const name = new URL(url).pathname.slice(1);
    const sandbox = await serve(url);
    const admin = openPostgres(server.url());
    try {
      expect((await get(sandbox.baseUrl, '/readyz')).status).toBe(200);
      admin.exec(`ALTER DATABASE ${name} ALLOW_CONNECTIONS false`);
      admin.prepare('SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE datname = ?').all(name);
      const down = await get(sandbox.baseUrl, '/readyz');
      expect(down).toMatchObject({ status: 503, body: { status: 'unavailable', engine: 'postgres' } });
      expect(await get(sandbox.baseUrl, '/healthz')).toEqual({ status: 200, body: { status: 'ok' } });
      admin.exec(`ALTER DATABASE ${name} ALLOW_CONNECTIONS true`);
      expect(await get(sandbox.baseUrl, '/readyz')).toEqual({
        status: 200,
        body: { status: 'ready', engine: 'postgres' },
      });
    } finally {
      admin.close();
    }
  });
});
