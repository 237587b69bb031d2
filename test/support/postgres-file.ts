// One throwaway PostgreSQL server for a test file: started before its tests, stopped after them (a test that needs
// PostgreSQL fails when it cannot start, never skips). `database()` makes a new, empty database of it. For the
// sandbox's own tests on PostgreSQL (CARD_CONSOLE_TEST_ENGINE=postgres), see `sandboxDatabase` instead.
import { afterAll, beforeAll } from 'vitest';
import { createDatabase, startPostgres, type PostgresServer } from './postgres-server.js';

export interface FilePostgres {
  /** The address of one database of the server (the superuser's own by default). */
  url(database?: string): string;
  /** A new, empty database on the server: its address. */
  database(): string;
}

export function usePostgresServer(): FilePostgres {
  let server: PostgresServer | undefined;
  beforeAll(async () => {
    server = await startPostgres();
  }, 60_000);
  afterAll(async () => server?.stop());
  const started = (): PostgresServer => {
    if (!server) throw new Error('usePostgresServer: the server is started in beforeAll');
    return server;
  };
  return {
    url: (database) => started().url(database),
    database: () => createDatabase(started().url()),
  };
}
