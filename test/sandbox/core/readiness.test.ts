import { describe, expect, it } from 'vitest';
import { createSandboxCore } from '../../../src/sandbox/core/index.js';
import { openPostgres } from '../../../src/sandbox/core/pg-database.js';
import { usePostgresServer } from '../../support/postgres-file.js';
import { TEST_PASSWORD } from '../../support/postgres-server.js';

const server = usePostgresServer();

const options = { seed: 'none', provisioningDelayMs: 0, trafficPerMinute: 0 } as const;

describe('readiness', () => {
  it('is ready on SQLite', () => {
    const core = createSandboxCore({ db: ':memory:', ...options });
    expect(core.readiness()).toEqual({ status: 'ready', engine: 'sqlite' });
    core.close();
  });

  it('on PostgreSQL: unavailable while the database refuses connections, ready again by itself after', () => {
    const url = server.database();
    const name = new URL(url).pathname.slice(1);
    const core = createSandboxCore({ db: url, ...options });
    const admin = openPostgres(server.url());
    try {
      expect(core.readiness()).toEqual({ status: 'ready', engine: 'postgres' });
      admin.exec(`ALTER DATABASE ${name} ALLOW_CONNECTIONS false`);
      admin.prepare('SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE datname = ?').all(name);
      const down = core.readiness();
      expect(down).toMatchObject({ status: 'unavailable', engine: 'postgres' });
      expect(JSON.stringify(down)).not.toContain(TEST_PASSWORD);
      expect(JSON.stringify(down)).not.toContain('127.0.0.1');
      admin.exec(`ALTER DATABASE ${name} ALLOW_CONNECTIONS true`);
      expect(core.readiness()).toEqual({ status: 'ready', engine: 'postgres' });
    } finally {
      admin.close();
      core.close();
    }
  });
});
